// The edges of picture (a), "each customer with its groups, their members and
// what each group may do", in one request: Customer.groups (also on the
// CustomerInfo reference, so Group.customer leads on) and Group.permissions.
// Both are pages (limit, offset, count; bounded by the REST page-size
// settings). The rules come from src/domains/useradmin/groups.ts and run
// inside the planned query: a constant number of statements however many
// customers, groups and grants the answer holds.
import { customerGroupsQuery, groupGrantsQuery } from '../../domains/useradmin/groups.ts';
import type { Group as GroupRow, Permission as PermissionRow } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { INCLUDE_DISABLED, LIMIT, OFFSET } from '../common/descriptions.ts';
import { edgeResult, edgeSelect } from '../common/edge-page.ts';
import { Customer, CustomerInfo } from '../customers/customer.ts';
import { GroupPage } from './group.ts';
import { Group } from './group-type.ts';
import { PermissionPage } from './permission.ts';

const GROUPS =
  'Groups of this customer you may list (viewGroups for it, there or on a parent customer), as the group list answers them (GET /useradmin/v2/group?customer=…), ordered by id; an empty page without. Paged like every list.';

for (const ref of [Customer, CustomerInfo]) {
  builder.prismaObjectFields(ref, (t) => ({
    groups: t.field({
      type: GroupPage,
      description: GROUPS,
      args: { includeDisabled: t.arg.boolean({ description: INCLUDE_DISABLED }), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
      select: (args, ctx, nestedSelection) => edgeSelect('groups', customerGroupsQuery(ctx.viewer, args.includeDisabled ?? false), args, ctx, nestedSelection),
      resolve: (customer, args, ctx) => edgeResult<GroupRow>(customer, 'groups', args, ctx),
    }),
  }));
}

builder.prismaObjectFields(Group, (t) => ({
  permissions: t.field({
    type: PermissionPage,
    description:
      "What the group may do: the grants held by the group itself (each a function or role on a customer and its sub-customers), as REST GET /useradmin/v2/group/{g}/permissions lists them, ordered by id. Needs viewGroups for the group's customer; without it an empty page. Paged like every list.",
    args: { limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
    select: (args, ctx, nestedSelection) => edgeSelect('permissions', groupGrantsQuery(ctx.viewer), args, ctx, nestedSelection),
    resolve: (group, args, ctx) => edgeResult<PermissionRow>(group, 'permissions', args, ctx),
  }),
}));
