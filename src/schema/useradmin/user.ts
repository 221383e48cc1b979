// User administration over the platform's User type: queries, mutations and
// the graph fields a dashboard walks (a user's groups and effective functions).
import { queryFromInfo } from '@pothos/plugin-prisma';
import { effectiveFunctionPage, type EffectiveFunction as EffectiveFunctionShape } from '../../domains/useradmin/effective-functions.ts';
import { countSelect, edgeResult, itemsOf, plannedWindow, readSomething } from '../common/edge-page.ts';
import { addUser, getUser, searchUsers, setUserDisabled, updateUser } from '../../domains/useradmin/users.ts';
import { mayViewUserDetails } from '../../domains/useradmin/user-details.ts';
import { builder } from '../builder.ts';
import { pageType } from '../common/page.ts';
import { User } from '../identity/user.ts';
import { GroupPage } from './group.ts';
import { AT_LEAST_ONE, CUSTOMER_FILTER, CUSTOMER_REF, INCLUDE_DISABLED, KEYWORDS, LIMIT, OFFSET, listedWith, needs } from '../common/descriptions.ts';
import { registerNode } from '../common/node.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';
import { orderInput } from '../common/order.ts';
import { restSortBy, restSortByArgument, restSortByInput } from '../common/rest-sort.ts';
import { USER_SORTABLE } from '../../domains/useradmin/users.ts';
import { payloadOf, payloadQuery } from '../common/mutation-payload.ts';
import { CustomerRef, UserRef } from '../common/reference-input.ts';

/** `orderBy`'s input, its fields from the domain's sortable map. */
const UserOrder = orderInput('User', USER_SORTABLE, { list: 'users', defaultOrder: 'id ascending', tieBreaker: 'ties broken by id ascending' });

const EffectiveFunction = builder.objectRef<EffectiveFunctionShape>('EffectiveFunction').implement({
  description: 'A function the user holds (directly, through groups or roles) and the customers it was granted on (sub-customers included).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The function name, e.g. viewUsers.' }),
    customerIds: t.exposeIntList('customerIds', { description: 'Ids of the customers it was granted on; it holds for their sub-customers too.' }),
  }),
});

const EffectiveFunctionPage = pageType('EffectiveFunction', EffectiveFunction);

const DETAILS = 'Null unless you may view the user\'s details (it is you, or you hold viewUsers for its customer).';

builder.prismaObjectFields(User, (t) => ({
  groups: t.field({
    type: GroupPage,
    nullable: true,
    description: `Groups the user is a direct member of, ordered by group id; paged like every list. ${DETAILS}`,
    args: { ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
    // The page is read inside the parent's planned query: one statement per level however many users (edge-page.ts).
    select: (args, ctx, nestedSelection) => {
      const group = readSomething(nestedSelection(true, itemsOf('Group') as never) as { select?: Record<string, unknown> } | true);
      const { counted, ...window } = plannedWindow(ctx, args);
      return {
        id: true,
        customerId: true,
        memberships: { select: { group }, orderBy: { groupId: 'asc' as const }, ...window },
        ...(counted ? countSelect('memberships', undefined) : {}),
      };
    },
    resolve: async (user, args, ctx) => {
      if (!(await mayViewUserDetails(ctx, user))) return null;
      const page = edgeResult<(typeof user.memberships)[number]>(user, 'memberships', args, ctx, 'user', {});
      return { ...page, items: page.items.map((m) => m.group) };
    },
  }),
  effectiveFunctions: t.field({
    type: EffectiveFunctionPage,
    nullable: true,
    description: `Every function the user holds, resolved over groups and the function graph, ordered by name (one statement for all users of a request); paged like every list. ${DETAILS}`,
    args: { ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
    select: { id: true, customerId: true },
    resolve: async (user, args, ctx) => {
      // Asked for before the check, so that every user of the answer joins one batch (the
      // check takes more or fewer ticks per user); not shown when the check says no.
      const functions = effectiveFunctionPage(ctx, user.id, args);
      functions.catch(() => undefined);
      return (await mayViewUserDetails(ctx, user)) ? functions : null;
    },
  }),
}));

export const UserPage = pageType('User', User);

registerNode('User', (ctx, id, info) => getUser(ctx, id, queryFromInfo({ context: ctx, info, typeName: 'User' })));

const UserCriteriaInput = builder.inputType('UserCriteriaInput', {
  description: 'One sub-criterion of an advanced user search.',
  fields: (t) => ({
    customer: t.field({ type: [CustomerRef], description: 'Customers (any of them), each `{ id }` or `{ shortName }`.' }),
    keywords: t.stringList({ description: 'Any of them in shortName, name or email (case-insensitive; at most 100).' }),
    exclude: t.boolean({ description: 'Remove what this criterion matches.' }),
    excluded: t.boolean({ description: 'Same as exclude.' }),
    required: t.boolean({ description: 'This criterion must match; the others (neither required nor exclude) are ORed.' }),
  }),
});

const UserSearchInput = builder.inputType('UserSearchInput', {
  ...restSortByInput(),
  description: 'An advanced user search (REST POST /useradmin/v2/user/search): filters ANDed, repeated values ORed.',
  fields: (t) => ({
    customer: t.field({ type: [CustomerRef], description: CUSTOMER_FILTER }),
    keywords: t.stringList({ description: `In shortName, name or email. ${KEYWORDS}` }),
    includeDisabled: t.boolean({ description: INCLUDE_DISABLED }),
    limit: t.int({ description: LIMIT }),
    offset: t.int({ description: OFFSET }),
    orderBy: t.field({ type: [UserOrder.input], description: UserOrder.description }),
    subCriteria: t.field({ type: [UserCriteriaInput], description: 'Further criteria: required ones ANDed, exclude ones removed, the rest ORed.' }),
  }),
});

builder.queryFields((t) => ({
  user: t.prismaField({
    type: User,
    nullable: true,
    description: `One user by id or short name (REST GET /useradmin/v2/user/{idOrShortName}). ${needs('viewUsers')}`,
    args: { ref: t.arg({ type: UserRef, required: true, description: 'The user: `{ id }` or `{ shortName }`.' }) },
    resolve: (query, _root, args, ctx) => getUser(ctx, args.ref, query, 'ref'),
  }),
  users: t.field({
    type: UserPage,
    nullable: true,
    ...restSortByArgument(),
    description: `Simple user search (REST GET /useradmin/v2/user): filters ANDed, repeated values ORed. ${listedWith('viewUsers')}`,
    args: {
      customer: t.arg({ type: [CustomerRef], description: CUSTOMER_FILTER }),
      keywords: t.arg.stringList({ description: `In shortName, name or email. ${KEYWORDS}` }),
      includeDisabled: t.arg.boolean({ description: INCLUDE_DISABLED }),
      ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }),
      offset: t.arg.int({ description: OFFSET }),
      orderBy: t.arg({ type: [UserOrder.input], description: UserOrder.description }),
    },
    resolve: (_root, args, ctx, info) => searchUsers(ctx, { ...args, sortBy: restSortBy(ctx) }, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
  searchUsers: t.field({
    type: UserPage,
    nullable: true,
    description: `Advanced user search with subCriteria. ${listedWith('viewUsers')}`,
    args: { ...t.arg.connectionArgs(), input: t.arg({ type: UserSearchInput, required: true, description: 'The search.' }) },
    resolve: (_root, { input }, ctx, info) => searchUsers(ctx, { ...input, sortBy: restSortBy(ctx) }, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
}));

const USER = 'The user: `{ id }` (a global id or numeric id) or `{ shortName }`.';
const userPayload = (verb: string, field = 'The user as it is after the change.') => payloadOf('user', User, { payload: `What ${verb} answers.`, field });

builder.relayMutationField(
  'addUser',
  {
    description: 'A new user. customer, shortName and name are required (INVALID_FIELD naming each one missing).',
    inputFields: (t) => ({
      customer: t.field({ type: CustomerRef, description: `The user's customer (required). ${CUSTOMER_REF}` }),
      shortName: t.string({ description: 'The log-in name (required): letters, digits and _ - . @; unique (CONSTRAINT otherwise).' }),
      name: t.string({ description: 'Display name (required).' }),
      email: t.string({ description: 'E-mail address (optional; empty for none).' }),
      language: t.string({ description: 'Language tag such as en or de-CH (default en).' }),
      timeZone: t.string({ description: 'IANA time zone such as Europe/Oslo (default UTC).' }),
      password: t.string({ description: 'Password, 8 to 1024 characters (optional: without one the user cannot log in with a password).' }),
    }),
  },
  {
    nullable: true,
    description: 'Creates a user (REST POST /useradmin/v2/user). Needs manageUsers for the customer (there or on a parent customer).',
    resolve: async (_root, { input }, ctx, info) => ({ user: await addUser(ctx, input, payloadQuery(ctx, info, 'user')) }),
  },
  userPayload('addUser', 'The new user.'),
);

builder.relayMutationField(
  'updateUser',
  {
    description: `Changes to a user. ${AT_LEAST_ONE}`,
    inputFields: (t) => ({
      user: t.field({ type: UserRef, required: true, description: USER }),
      name: t.string({ description: 'New display name.' }),
      email: t.string({ description: 'New e-mail address; empty removes it.' }),
      language: t.string({ description: 'Language tag such as en or de-CH.' }),
      timeZone: t.string({ description: 'IANA time zone such as Europe/Oslo.' }),
      password: t.string({ description: 'New password, 8 to 1024 characters.' }),
    }),
  },
  {
    nullable: true,
    description: `Changes a user's fields. ${needs('manageUsers', 'without viewUsers or manageUsers for it')}`,
    resolve: async (_root, { input: { user, ...changes } }, ctx, info) => ({ user: await updateUser(ctx, user, changes, payloadQuery(ctx, info, 'user'), 'user') }),
  },
  userPayload('updateUser'),
);

builder.relayMutationField(
  'disableUser',
  { description: 'The user to disable.', inputFields: (t) => ({ user: t.field({ type: UserRef, required: true, description: USER }) }) },
  {
    nullable: true,
    description: `Disables a user: it can no longer sign in, and its sessions and API keys stop working. You cannot disable yourself (CONSTRAINT). ${needs('manageUsers', 'without viewUsers or manageUsers for it')}`,
    resolve: async (_root, { input }, ctx, info) => ({ user: await setUserDisabled(ctx, input.user, true, payloadQuery(ctx, info, 'user'), 'user') }),
  },
  userPayload('disableUser'),
);

builder.relayMutationField(
  'reenableUser',
  { description: 'The user to enable again.', inputFields: (t) => ({ user: t.field({ type: UserRef, required: true, description: USER }) }) },
  {
    nullable: true,
    description: `Enables a disabled user again. ${needs('manageUsers', 'without viewUsers or manageUsers for it')}`,
    resolve: async (_root, { input }, ctx, info) => ({ user: await setUserDisabled(ctx, input.user, false, payloadQuery(ctx, info, 'user'), 'user') }),
  },
  userPayload('reenableUser'),
);
