// Group queries and mutations, and the members of a group as a graph field.
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context.ts';
import { addGroupMembers, removeGroupMembers, type MemberQueries } from '../../domains/useradmin/group-members.ts';
import { addGroup, getGroup, groupMembersQuery, searchGroups, setGroupDisabled, updateGroup } from '../../domains/useradmin/groups.ts';
import { countSelect, edgeResult, itemsOf, plannedWindow, readSomething } from '../common/edge-page.ts';
import { builder } from '../builder.ts';
import { pageType } from '../common/page.ts';
import { Group, GroupFlag } from './group-type.ts';
import { Subject, subjectsOf, tagGroup, tagUser } from './subject.ts';
import { registerNode } from '../common/node.ts';
import { payloadOf, payloadQuery } from '../common/mutation-payload.ts';
import { AT_LEAST_ONE, CUSTOMER_FILTER, INCLUDE_DISABLED, KEYWORDS, LIMIT, OFFSET, listedWith, needs } from '../common/descriptions.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';
import { orderInput } from '../common/order.ts';
import { restSortBy, restSortByArgument, restSortByInput } from '../common/rest-sort.ts';
import { GROUP_SORTABLE } from '../../domains/useradmin/groups.ts';
import { CustomerRef, GroupRef } from '../common/reference-input.ts';
import { SubjectRef } from './refs.ts';

/** `orderBy`'s input, its fields from the domain's sortable map. */
const GroupOrder = orderInput('Group', GROUP_SORTABLE, { list: 'groups', defaultOrder: 'id ascending', tieBreaker: 'ties broken by id ascending' });

/** A page of members: users and groups, each as the union's member. */
const SubjectPage = pageType('Subject', Subject as never);

builder.prismaObjectFields(Group, (t) => ({
  members: t.field({
    type: SubjectPage,
    description:
      'Users and groups that are direct members, users by id first, then groups by id, as REST GET /useradmin/v2/group/{g}/members lists them; paged like every list. Needs viewGroups for the group\'s customer; without it (a group reached through User.groups or a grant) the page is empty. The members of every group of an answer come in its one planned statement.',
    args: { ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
    // The page inside the parent's planned query (edge-page.ts), each membership's user or group
    // planned from the union's fragments under nodes and edges.node; its total only where needed.
    select: (args, ctx, nestedSelection) => {
      const { parent, ...query } = groupMembersQuery(ctx.viewer);
      const { counted, ...window } = plannedWindow(ctx, args);
      return {
        id: true,
        ...parent?.select,
        members: { ...query, ...window, select: { user: readSomething(nestedSelection(true, itemsOf('User') as never) as never), memberGroup: readSomething(nestedSelection(true, itemsOf('Group') as never) as never) } },
        ...(counted ? countSelect('members', query.where) : {}),
      };
    },
    resolve: (group, args, ctx) => {
      const page = edgeResult<{ user: object | null; memberGroup: object | null }>(group, 'members', args, ctx, 'group', groupMembersQuery(ctx.viewer));
      return { ...page, items: page.items.map((m) => (m.user ? tagUser(m.user) : tagGroup(m.memberGroup!))) };
    },
  }),
}));

export const GroupPage = pageType('Group', Group);

const GroupCriteriaInput = builder.inputType('GroupCriteriaInput', {
  description: 'One sub-criterion of an advanced group search.',
  fields: (t) => ({
    customer: t.field({ type: [CustomerRef], description: 'Customers (any of them), each `{ id }` or `{ shortName }`.' }),
    keywords: t.stringList({ description: 'Any of them in shortName or name (case-insensitive).' }),
    exclude: t.boolean({ description: 'Remove what this criterion matches.' }),
    excluded: t.boolean({ description: 'Same as exclude.' }),
    required: t.boolean({ description: 'This criterion must match; the others (neither required nor exclude) are ORed.' }),
  }),
});

const GroupSearchInput = builder.inputType('GroupSearchInput', {
  ...restSortByInput(),
  description: 'An advanced group search (REST POST /useradmin/v2/group/search): filters ANDed, repeated values ORed.',
  fields: (t) => ({
    customer: t.field({ type: [CustomerRef], description: CUSTOMER_FILTER }),
    keywords: t.stringList({ description: `In shortName or name. ${KEYWORDS}` }),
    includeFlags: t.field({ type: [GroupFlag], description: 'Only groups with all these flags (DISABLED includes disabled groups).' }),
    excludeFlags: t.field({ type: [GroupFlag], description: 'Leave out groups with any of these flags.' }),
    includeDisabled: t.boolean({ description: 'Also disabled groups (default false).' }),
    limit: t.int({ description: LIMIT }),
    offset: t.int({ description: OFFSET }),
    orderBy: t.field({ type: [GroupOrder.input], description: GroupOrder.description }),
    subCriteria: t.field({ type: [GroupCriteriaInput], description: 'Further criteria: required ones ANDed, exclude ones removed, the rest ORed.' }),
  }),
});


registerNode('Group', (ctx, id, info) => getGroup(ctx, id, queryFromInfo({ context: ctx, info, typeName: 'Group' })));

builder.queryFields((t) => ({
  group: t.prismaField({
    type: Group,
    nullable: true,
    description: `One group by id or short name (REST GET /useradmin/v2/group/{idOrShortName}). ${needs('viewGroups')}`,
    args: { ref: t.arg({ type: GroupRef, required: true, description: 'The group: `{ id }` or `{ shortName }`.' }) },
    resolve: (query, _root, args, ctx) => getGroup(ctx, args.ref, query, 'ref'),
  }),
  groups: t.field({
    type: GroupPage,
    nullable: true,
    ...restSortByArgument(),
    description: `Simple group search (REST GET /useradmin/v2/group): filters ANDed, repeated values ORed. ${listedWith('viewGroups')}`,
    args: {
      customer: t.arg({ type: [CustomerRef], description: CUSTOMER_FILTER }),
      keywords: t.arg.stringList({ description: `In shortName or name. ${KEYWORDS}` }),
      includeFlags: t.arg({ type: [GroupFlag], description: 'Only groups with all these flags (DISABLED includes disabled groups).' }),
      excludeFlags: t.arg({ type: [GroupFlag], description: 'Leave out groups with any of these flags.' }),
      includeDisabled: t.arg.boolean({ description: INCLUDE_DISABLED }),
      ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }),
      offset: t.arg.int({ description: OFFSET }),
      orderBy: t.arg({ type: [GroupOrder.input], description: GroupOrder.description }),
    },
    resolve: (_root, args, ctx, info) =>
      searchGroups(ctx, { ...args, sortBy: restSortBy(ctx) }, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
  searchGroups: t.field({
    type: GroupPage,
    nullable: true,
    description: `Advanced group search with subCriteria. ${listedWith('viewGroups')}`,
    args: { ...t.arg.connectionArgs(), input: t.arg({ type: GroupSearchInput, required: true, description: 'The search.' }) },
    resolve: (_root, { input }, ctx, info) => searchGroups(ctx, { ...input, sortBy: restSortBy(ctx) }, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
}));

const GROUP = 'The group: `{ id }` (a global id or numeric id) or `{ shortName }`.';
const groupPayload = (verb: string) => payloadOf('group', Group, { payload: `What ${verb} answers.`, field: 'The group as it is after the change.' });

builder.relayMutationField(
  'addGroup',
  {
    description: 'A new group.',
    inputFields: (t) => ({
      customer: t.field({ type: CustomerRef, description: 'The group\'s customer (required): `{ id }` or `{ shortName }`.' }),
      shortName: t.string({ description: 'Unique short name (required): letters, digits and _ - . @ (CONSTRAINT when taken).' }),
      name: t.string({ description: 'Display name (required).' }),
    }),
  },
  {
    nullable: true,
    description: 'Creates a group (REST POST /useradmin/v2/group). Needs manageGroups for the customer (there or on a parent customer).',
    resolve: async (_root, { input }, ctx, info) => ({ group: await addGroup(ctx, input, payloadQuery(ctx, info, 'group')) }),
  },
  groupPayload('addGroup'),
);
builder.relayMutationField(
  'updateGroup',
  {
    description: `Changes to a group. ${AT_LEAST_ONE}`,
    inputFields: (t) => ({
      group: t.field({ type: GroupRef, required: true, description: GROUP }),
      shortName: t.string({ description: 'New short name: letters, digits and _ - . @ (CONSTRAINT when taken).' }),
      name: t.string({ description: 'New display name.' }),
    }),
  },
  {
    nullable: true,
    description: `Changes the fields given; at least one. ${needs('manageGroups', 'without viewGroups or manageGroups for it')}`,
    resolve: async (_root, { input: { group, ...changes } }, ctx, info) => ({ group: await updateGroup(ctx, group, changes, payloadQuery(ctx, info, 'group'), 'group') }),
  },
  groupPayload('updateGroup'),
);

builder.relayMutationField(
  'disableGroup',
  { description: 'The group to disable.', inputFields: (t) => ({ group: t.field({ type: GroupRef, required: true, description: GROUP }) }) },
  {
    nullable: true,
    description: `Disables a group: it grants nothing and passes nothing to its members until reenabled. ${needs('manageGroups', 'without viewGroups or manageGroups for it')}`,
    resolve: async (_root, { input }, ctx, info) => ({ group: await setGroupDisabled(ctx, input.group, true, payloadQuery(ctx, info, 'group'), 'group') }),
  },
  groupPayload('disableGroup'),
);

builder.relayMutationField(
  'reenableGroup',
  { description: 'The group to enable again.', inputFields: (t) => ({ group: t.field({ type: GroupRef, required: true, description: GROUP }) }) },
  {
    nullable: true,
    description: `Enables a disabled group again. ${needs('manageGroups', 'without viewGroups or manageGroups for it')}`,
    resolve: async (_root, { input }, ctx, info) => ({ group: await setGroupDisabled(ctx, input.group, false, payloadQuery(ctx, info, 'group'), 'group') }),
  },
  groupPayload('reenableGroup'),
);

/** The users and groups a membership change answers, planned from the payload's `members` selection. */
function memberQueries(ctx: RequestContext, info: GraphQLResolveInfo): MemberQueries {
  return {
    user: queryFromInfo({ context: ctx, info, typeName: 'User', path: [{ name: 'members', type: 'User' }] }),
    group: queryFromInfo({ context: ctx, info, typeName: 'Group', path: [{ name: 'members', type: 'Group' }] }),
  };
}
const membersPayload = (verb: string, field: string) => payloadOf('members', [Subject], { payload: `What ${verb} answers.`, field });

builder.relayMutationField(
  'addGroupMembers',
  {
    description: 'Members to add to a group.',
    inputFields: (t) => ({
      group: t.field({ type: GroupRef, required: true, description: GROUP }),
      subject: t.field({ type: [SubjectRef], required: true, description: 'The users and groups to add, each `{ user }`, `{ group }` or `{ userOrGroup }`.' }),
    }),
  },
  {
    nullable: true,
    description: `Adds users and groups. A group that would contain itself is INVALID_FIELD on subject. ${needs('manageGroups', 'without viewGroups or manageGroups for it')}`,
    resolve: async (_root, { input }, ctx, info) => ({ members: subjectsOf(await addGroupMembers(ctx, input.group, input.subject, memberQueries(ctx, info), 'group')) }),
  },
  membersPayload('addGroupMembers', 'The users and groups added (users first, each by id).'),
);

builder.relayMutationField(
  'removeGroupMembers',
  {
    description: 'Members to remove from a group.',
    inputFields: (t) => ({
      group: t.field({ type: GroupRef, required: true, description: GROUP }),
      subject: t.field({ type: [SubjectRef], required: true, description: 'The members to remove, each `{ user }`, `{ group }` or `{ userOrGroup }`.' }),
    }),
  },
  {
    nullable: true,
    description: `Removes members; one that is not a member is INVALID_FIELD on subject. ${needs('manageGroups', 'without viewGroups or manageGroups for it')}`,
    resolve: async (_root, { input }, ctx, info) => ({ members: subjectsOf(await removeGroupMembers(ctx, input.group, input.subject, memberQueries(ctx, info), 'group')) }),
  },
  membersPayload('removeGroupMembers', 'The users and groups removed (users first, each by id).'),
);
