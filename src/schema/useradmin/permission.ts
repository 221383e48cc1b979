// Permissions (subject, function or role, customer) and a group's grants.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { getPermission, grantPermission, revokePermission, searchPermissions } from '../../domains/useradmin/permissions.ts';
import { builder } from '../builder.ts';
import { pageType } from '../common/page.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { FunctionNode } from './function.ts';
import { Subject, tagGroup, tagUser } from './subject.ts';
import { CREATED, CUSTOMER_FILTER, DATABASE_ID, LIMIT, OFFSET, listedWith } from '../common/descriptions.ts';
import { NodeInterface, globalIdField, registerNode } from '../common/node.ts';
import { intId } from '../../domains/common/identifiers.ts';
import { restInt } from '../common/rest-int.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';
import { payloadOf, payloadQuery } from '../common/mutation-payload.ts';
import { CustomerRef } from '../common/reference-input.ts';
import { FunctionRef, SubjectRef } from './refs.ts';

export const Permission = builder.prismaObject('Permission', {
  description: 'A grant: the subject holds the function (and everything below it) for the customer and its sub-customers.',
  // Select mode (docs/adding-an-area.md): the keys (the rules and the subject read them); the
  // timestamp as a query asks for it.
  select: { id: true, userId: true, groupId: true, functionId: true, customerId: true },
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('Permission')),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    subject: t.field({
      type: Subject,
      description: 'The user or group that holds the grant.',
      select: (_args, _ctx, nestedSelection) => ({ user: nestedSelection(true, [], 'User'), group: nestedSelection(true, [], 'Group') }),
      resolve: (p) => (p.user ? tagUser(p.user) : tagGroup(p.group!)),
    }),
    function: t.relation('function', { type: FunctionNode, description: 'The function or role granted (with everything below it).' }),
    customer: t.relation('customer', { type: CustomerInfo, description: 'The customer it was granted on; it holds for the sub-customers too.' }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp', description: CREATED }),
  }),
});

export const PermissionPage = pageType('Permission', Permission);

registerNode('Permission', (ctx, id, info) => getPermission(ctx, intId(id, 'Permission', 'id'), queryFromInfo({ context: ctx, info, typeName: 'Permission' })));

builder.queryFields((t) => ({
  permissions: t.field({
    type: PermissionPage,
    nullable: true,
    description: `Grants, by subject, customer and function (REST GET /useradmin/v2/permission); with includeInherited, also those the subject receives through its groups. ${listedWith('viewPermissions')}`,
    args: {
      subject: t.arg({ type: SubjectRef, description: 'Only grants to this user or group: `{ user }`, `{ group }` or `{ userOrGroup }`.' }),
      customer: t.arg({ type: [CustomerRef], description: CUSTOMER_FILTER }),
      function: t.arg({ type: [FunctionRef], description: 'Only grants of these functions or roles, each `{ id }` or `{ name }`.' }),
      includeInherited: t.arg.boolean({ description: 'With subject: also the grants it receives through the groups it is in (default false).' }),
      ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }),
      offset: t.arg.int({ description: OFFSET }),
    },
    resolve: (_root, args, ctx, info) => searchPermissions(ctx, args, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
}));

builder.relayMutationField(
  'grantPermission',
  {
    description: 'A grant to make; all three fields are required.',
    inputFields: (t) => ({
      subject: t.field({ type: SubjectRef, description: 'The user or group: `{ user }`, `{ group }` or `{ userOrGroup }`.' }),
      function: t.field({ type: FunctionRef, description: 'The function or role: `{ id }` or `{ name }`.' }),
      customer: t.field({ type: CustomerRef, description: 'The customer: `{ id }` or `{ shortName }`.' }),
    }),
  },
  {
    nullable: true,
    description: 'Grants a function or role to a user or group on a customer. Needs grantPermissions for that customer and the granted function itself for it (FORBIDDEN otherwise): you cannot grant more than you hold. Granting twice answers the existing grant.',
    resolve: async (_root, { input }, ctx, info) => ({ permission: await grantPermission(ctx, input, payloadQuery(ctx, info, 'permission')) }),
  },
  payloadOf('permission', Permission, { payload: 'What grantPermission answers.', field: 'The grant (the existing one when it was made before).' }),
);

builder.relayMutationField(
  'revokePermission',
  {
    description: 'The grant to revoke.',
    inputFields: (t) => ({ permission: t.id({ required: true, description: 'The permission: its global id or numeric id.', ...restInt() }) }),
  },
  {
    nullable: true,
    description: `Revokes a grant. Needs grantPermissions and the granted function for the grant's customer; a grant you may not see (neither viewPermissions nor grantPermissions for its customer) is NOT_FOUND.`,
    resolve: async (_root, { input }, ctx, info) => ({
      permission: await revokePermission(ctx, intId(input.permission, 'Permission', 'permission'), payloadQuery(ctx, info, 'permission')),
    }),
  },
  payloadOf('permission', Permission, { payload: 'What revokePermission answers.', field: 'The grant as it was before it was revoked.' }),
);
