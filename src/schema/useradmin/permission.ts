// Permissions (subject, function or role, customer) and a group's grants.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { grantPermission, groupPermissions, revokePermission, searchPermissions } from '../../domains/useradmin/permissions.ts';
import { builder } from '../builder.ts';
import { pageType } from '../common/page.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { FunctionNode } from './function.ts';
import { Subject, tagGroup, tagUser } from './subject.ts';

export const Permission = builder.prismaObject('Permission', {
  description: 'A grant: the subject holds the function (and everything below it) for the customer and its sub-customers.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    subject: t.field({
      type: Subject,
      select: (_args, _ctx, nestedSelection) => ({ user: nestedSelection(true, [], 'User'), group: nestedSelection(true, [], 'Group') }),
      resolve: (p) => (p.user ? tagUser(p.user) : tagGroup(p.group!)),
    }),
    function: t.relation('function', { type: FunctionNode }),
    customer: t.relation('customer', { type: CustomerInfo }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp' }),
  }),
});

const PermissionPage = pageType('Permission', Permission);

const GrantPermissionInput = builder.inputType('GrantPermissionInput', {
  fields: (t) => ({
    subject: t.id({ description: 'User or group id or short name (user:X / group:X when ambiguous).' }),
    function: t.id({ description: 'Function or role name or id.' }),
    customer: t.id({ description: 'Customer id or short name.' }),
  }),
});

builder.queryFields((t) => ({
  permissions: t.field({
    type: PermissionPage,
    nullable: true,
    description: 'Grants, by subject, customer and function; with includeInherited, also those the subject receives through its groups.',
    args: {
      subject: t.arg.id(),
      customer: t.arg.idList(),
      function: t.arg.idList(),
      includeInherited: t.arg.boolean(),
      limit: t.arg.int(),
      offset: t.arg.int(),
    },
    resolve: (_root, args, ctx, info) => searchPermissions(ctx, args, queryFromInfo({ context: ctx, info, path: ['items'] })),
  }),
  groupPermissions: t.prismaField({
    type: [Permission],
    nullable: true,
    description: 'Permissions granted to a group (with includeInherited, also to the groups containing it).',
    args: { idOrShortName: t.arg.id({ required: true }), includeInherited: t.arg.boolean() },
    resolve: (query, _root, args, ctx) => groupPermissions(ctx, args.idOrShortName, args.includeInherited ?? false, query),
  }),
}));

builder.mutationFields((t) => ({
  grantPermission: t.prismaField({
    type: Permission,
    nullable: true,
    args: { input: t.arg({ type: GrantPermissionInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => grantPermission(ctx, input, query),
  }),
  revokePermission: t.prismaField({
    type: Permission,
    nullable: true,
    description: 'Revokes a grant; answers it as it was.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) => revokePermission(ctx, args.id, query),
  }),
}));
