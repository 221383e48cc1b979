// User administration over the platform's User type: queries, mutations and
// the graph fields a dashboard walks (a user's groups and effective functions).
import { queryFromInfo } from '@pothos/plugin-prisma';
import { effectiveFunctions, type EffectiveFunction as EffectiveFunctionShape } from '../../domains/useradmin/effective-functions.ts';
import { addUser, getUser, searchUsers, setUserDisabled, updateUser } from '../../domains/useradmin/users.ts';
import { builder } from '../builder.ts';
import { pageType } from '../common/page.ts';
import { User } from '../identity/user.ts';
import { Group } from './group-type.ts';

const EffectiveFunction = builder.objectRef<EffectiveFunctionShape>('EffectiveFunction').implement({
  description: 'A function the user holds (directly, through groups or roles) and the customers it was granted on (sub-customers included).',
  fields: (t) => ({
    name: t.exposeString('name'),
    customerIds: t.exposeIntList('customerIds'),
  }),
});

builder.prismaObjectFields(User, (t) => ({
  groups: t.field({
    type: [Group],
    description: 'Groups the user is a direct member of.',
    select: (_args, _ctx, nestedSelection) => ({ memberships: { select: { group: nestedSelection(true) }, orderBy: { groupId: 'asc' as const } } }),
    resolve: (user) => user.memberships.map((m) => m.group),
  }),
  effectiveFunctions: t.field({
    type: [EffectiveFunction],
    description: 'Every function the user holds, resolved over groups and the function graph (one statement for all users of a request).',
    select: { id: true },
    resolve: (user, _args, ctx) => effectiveFunctions(ctx, user.id),
  }),
}));

const UserPage = pageType('User', User);

const UserCriteriaInput = builder.inputType('UserCriteriaInput', {
  fields: (t) => ({
    customer: t.idList(),
    keywords: t.stringList({ description: 'Any of them in shortName, name or email.' }),
    exclude: t.boolean(),
    excluded: t.boolean(),
    required: t.boolean(),
  }),
});

const UserSearchInput = builder.inputType('UserSearchInput', {
  fields: (t) => ({
    customer: t.idList(),
    keywords: t.stringList(),
    includeDisabled: t.boolean(),
    limit: t.int(),
    offset: t.int(),
    sortBy: t.stringList(),
    subCriteria: t.field({ type: [UserCriteriaInput] }),
  }),
});

const AddUserInput = builder.inputType('AddUserInput', {
  fields: (t) => ({
    customer: t.id(),
    shortName: t.string(),
    name: t.string(),
    email: t.string(),
    language: t.string(),
    timeZone: t.string(),
    password: t.string(),
  }),
});

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    language: t.string(),
    timeZone: t.string(),
    password: t.string(),
  }),
});

builder.queryFields((t) => ({
  user: t.prismaField({
    type: User,
    nullable: true,
    args: { idOrShortName: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getUser(ctx, args.idOrShortName, query),
  }),
  users: t.field({
    type: UserPage,
    nullable: true,
    args: {
      customer: t.arg.idList(),
      keyword: t.arg.stringList(),
      includeDisabled: t.arg.boolean(),
      limit: t.arg.int(),
      offset: t.arg.int(),
      sortBy: t.arg.stringList(),
    },
    resolve: (_root, args, ctx, info) => searchUsers(ctx, { ...args, keywords: args.keyword }, queryFromInfo({ context: ctx, info, path: ['items'] })),
  }),
  searchUsers: t.field({
    type: UserPage,
    nullable: true,
    args: { input: t.arg({ type: UserSearchInput, required: true }) },
    resolve: (_root, { input }, ctx, info) => searchUsers(ctx, input, queryFromInfo({ context: ctx, info, path: ['items'] })),
  }),
}));

builder.mutationFields((t) => ({
  addUser: t.prismaField({
    type: User,
    nullable: true,
    args: { input: t.arg({ type: AddUserInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => addUser(ctx, input, query),
  }),
  updateUser: t.prismaField({
    type: User,
    nullable: true,
    args: { idOrShortName: t.arg.id({ required: true }), input: t.arg({ type: UpdateUserInput, required: true }) },
    resolve: (query, _root, args, ctx) => updateUser(ctx, args.idOrShortName, args.input, query),
  }),
  disableUser: t.prismaField({
    type: User,
    nullable: true,
    args: { idOrShortName: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => setUserDisabled(ctx, args.idOrShortName, true, query),
  }),
  reenableUser: t.prismaField({
    type: User,
    nullable: true,
    args: { idOrShortName: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => setUserDisabled(ctx, args.idOrShortName, false, query),
  }),
}));
