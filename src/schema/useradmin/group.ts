// Group queries and mutations, and the members of a group as a graph field.
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context.ts';
import { addGroupMembers, listGroupMembers, removeGroupMembers, type MemberQueries } from '../../domains/useradmin/group-members.ts';
import { addGroup, getGroup, searchGroups, setGroupDisabled, updateGroup } from '../../domains/useradmin/groups.ts';
import { builder } from '../builder.ts';
import { pageType } from '../common/page.ts';
import { Group } from './group-type.ts';
import { Subject, subjectsOf, tagGroup, tagUser } from './subject.ts';

builder.prismaObjectFields(Group, (t) => ({
  members: t.field({
    type: [Subject],
    description: 'Users and groups that are direct members (users first).',
    select: (_args, _ctx, nestedSelection) => ({
      members: {
        select: { user: nestedSelection(true, [], 'User'), memberGroup: nestedSelection(true, [], 'Group') },
        orderBy: { id: 'asc' as const },
      },
    }),
    resolve: (group) => {
      const users = group.members.flatMap((m) => (m.user ? [tagUser(m.user)] : []));
      const groups = group.members.flatMap((m) => (m.memberGroup ? [tagGroup(m.memberGroup)] : []));
      return [...users, ...groups];
    },
  }),
}));

const GroupPage = pageType('Group', Group);

const GroupCriteriaInput = builder.inputType('GroupCriteriaInput', {
  description: 'One sub-criterion of an advanced group search.',
  fields: (t) => ({
    customer: t.idList({ description: 'Customer ids or short names (any of them).' }),
    keywords: t.stringList({ description: 'Any of them in shortName or name (case-insensitive).' }),
    exclude: t.boolean({ description: 'Remove what this criterion matches.' }),
    excluded: t.boolean({ description: 'Same as exclude.' }),
    required: t.boolean({ description: 'This criterion must match; the others (neither required nor exclude) are ORed.' }),
  }),
});

const GroupSearchInput = builder.inputType('GroupSearchInput', {
  fields: (t) => ({
    customer: t.idList(),
    keywords: t.stringList(),
    includeFlags: t.stringList({ description: 'Only groups with all these flags (DISABLED includes disabled groups).' }),
    excludeFlags: t.stringList(),
    includeDisabled: t.boolean({ description: 'Also disabled groups (default false).' }),
    limit: t.int(),
    offset: t.int(),
    sortBy: t.stringList(),
    subCriteria: t.field({ type: [GroupCriteriaInput] }),
  }),
});

const AddGroupInput = builder.inputType('AddGroupInput', {
  fields: (t) => ({
    customer: t.id({ description: 'Customer id or short name (required).' }),
    shortName: t.string({ description: 'Unique short name (required).' }),
    name: t.string({ description: 'Display name (required).' }),
  }),
});

const UpdateGroupInput = builder.inputType('UpdateGroupInput', {
  fields: (t) => ({
    shortName: t.string(),
    name: t.string(),
  }),
});

function memberQueries(ctx: RequestContext, info: GraphQLResolveInfo): MemberQueries {
  return {
    user: queryFromInfo({ context: ctx, info, typeName: 'User' }),
    group: queryFromInfo({ context: ctx, info, typeName: 'Group' }),
  };
}

builder.queryFields((t) => ({
  group: t.prismaField({
    type: Group,
    nullable: true,
    description: 'One group by id or short name (viewGroups for its customer).',
    args: { idOrShortName: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getGroup(ctx, args.idOrShortName, query),
  }),
  groups: t.field({
    type: GroupPage,
    nullable: true,
    description: 'Simple group search: filters ANDed, repeated values ORed. Only groups of customers the caller may view.',
    args: {
      customer: t.arg.idList(),
      keyword: t.arg.stringList(),
      includeFlags: t.arg.stringList(),
      excludeFlags: t.arg.stringList(),
      includeDisabled: t.arg.boolean(),
      limit: t.arg.int(),
      offset: t.arg.int(),
      sortBy: t.arg.stringList({ description: 'id, shortName, name or customer; prefix - for descending.' }),
    },
    resolve: (_root, args, ctx, info) =>
      searchGroups(ctx, { ...args, keywords: args.keyword }, queryFromInfo({ context: ctx, info, path: ['items'] })),
  }),
  searchGroups: t.field({
    type: GroupPage,
    nullable: true,
    description: 'Advanced group search with subCriteria.',
    args: { input: t.arg({ type: GroupSearchInput, required: true }) },
    resolve: (_root, { input }, ctx, info) => searchGroups(ctx, input, queryFromInfo({ context: ctx, info, path: ['items'] })),
  }),
  groupMembers: t.field({
    type: [Subject],
    nullable: true,
    description: 'Direct members of a group (users first, then groups).',
    args: { idOrShortName: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx, info) => subjectsOf(await listGroupMembers(ctx, args.idOrShortName, memberQueries(ctx, info))),
  }),
}));

builder.mutationFields((t) => ({
  addGroup: t.prismaField({
    type: Group,
    nullable: true,
    args: { input: t.arg({ type: AddGroupInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => addGroup(ctx, input, query),
  }),
  updateGroup: t.prismaField({
    type: Group,
    nullable: true,
    description: 'Changes the fields given; at least one.',
    args: { idOrShortName: t.arg.id({ required: true }), input: t.arg({ type: UpdateGroupInput, required: true }) },
    resolve: (query, _root, args, ctx) => updateGroup(ctx, args.idOrShortName, args.input, query),
  }),
  disableGroup: t.prismaField({
    type: Group,
    nullable: true,
    args: { idOrShortName: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => setGroupDisabled(ctx, args.idOrShortName, true, query),
  }),
  reenableGroup: t.prismaField({
    type: Group,
    nullable: true,
    args: { idOrShortName: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => setGroupDisabled(ctx, args.idOrShortName, false, query),
  }),
  addGroupMembers: t.field({
    type: [Subject],
    nullable: true,
    description: 'Adds users and groups (ids or short names; user:X or group:X when a bare value names both). Answers the subjects added.',
    args: { idOrShortName: t.arg.id({ required: true }), subject: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx, info) =>
      subjectsOf(await addGroupMembers(ctx, args.idOrShortName, args.subject, memberQueries(ctx, info))),
  }),
  removeGroupMembers: t.field({
    type: [Subject],
    nullable: true,
    description: 'Removes members. Answers the subjects removed.',
    args: { idOrShortName: t.arg.id({ required: true }), subject: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx, info) =>
      subjectsOf(await removeGroupMembers(ctx, args.idOrShortName, args.subject, memberQueries(ctx, info))),
  }),
}));
