// The edges of picture (a), "each customer with its groups, their members and
// what each group may do", in one request: Customer.groups (also on the
// CustomerInfo reference, so Group.customer leads on) and Group.permissions.
// Customer.groups is a page (limit, offset, count; bounded by the REST
// page-size settings), and so is Group.permissions (REST reads it whole, with
// includeInherited, as the page of all). The rules come from src/domains/useradmin/groups.ts and
// permissions.ts and run inside the planned query or one batch per request: a
// constant number of statements however many customers, groups and grants the
// answer holds.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { customerGroupsQuery, groupGrantsQuery } from '../../domains/useradmin/groups.ts';
import { inheritedGroupGrantPage } from '../../domains/useradmin/permissions.ts';
import type { Group as GroupRow, Permission as PermissionRow } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { INCLUDE_DISABLED, LIMIT, OFFSET } from '../common/descriptions.ts';
import { relationEdge } from '../common/edge-page.ts';
import { Customer, CustomerInfo } from '../customers/customer.ts';
import { GroupPage } from './group.ts';
import { Group } from './group-type.ts';
import { PermissionPage } from './permission.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';
import type { PageRequest } from '../../domains/common/paging.ts';

/** Group.permissions without includeInherited: the page and its total read with one rule. */
const GROUP_GRANTS_EDGE = relationEdge('group', 'permissions', 'Permission', (ctx) => groupGrantsQuery(ctx.viewer));
/** groups of a customer: the page and its total read with one rule. */
const GROUPS_EDGE = relationEdge('customer', 'groups', 'Group', (ctx, args: PageRequest & { includeDisabled?: boolean | null }) => customerGroupsQuery(ctx.viewer, args.includeDisabled ?? false));

const GROUPS =
  'Groups of this customer you may list (viewGroups for it, there or on a parent customer), as the group list answers them (GET /useradmin/v2/group?customer=…), ordered by id; an empty page without. Paged like every list.';

for (const ref of [Customer, CustomerInfo]) {
  builder.prismaObjectFields(ref, (t) => ({
    groups: t.field({
      type: GroupPage,
      description: GROUPS,
      args: { includeDisabled: t.arg.boolean({ description: INCLUDE_DISABLED }), ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
      select: (args, ctx, nestedSelection) => GROUPS_EDGE.select(args, ctx, nestedSelection),
      resolve: (customer, args, ctx) => GROUPS_EDGE.resolve<GroupRow>(customer, args, ctx),
    }),
  }));
}

builder.prismaObjectFields(Group, (t) => ({
  permissions: t.field({
    type: PermissionPage,
    description:
      'What the group may do: the grants held by the group itself (each a function or role on a customer and its sub-customers), with includeInherited also those of the enabled groups containing it (directly or through nesting), as REST GET /useradmin/v2/group/{g}/permissions lists them. Needs viewGroups for the group\'s customer; without it the page is empty. Ordered by id; paged like every list.',
    args: {
      includeInherited: t.arg.boolean({ description: 'Also the grants of the enabled groups that contain this one, directly or through nesting (default false).' }),
      ...t.arg.connectionArgs(),
      limit: t.arg.int({ description: LIMIT }),
      offset: t.arg.int({ description: OFFSET }),
    },
    // Without includeInherited the page is a relation read inside the parent's planned query; with it,
    // one batch for every group of the answer (src/domains/useradmin/permissions.ts, inheritedGroupGrantPage).
    select: (args, ctx, nestedSelection) =>
      args.includeInherited ? { id: true } : GROUP_GRANTS_EDGE.select(args, ctx, nestedSelection),
    resolve: (group, args, ctx, info) =>
      args.includeInherited
        ? inheritedGroupGrantPage(ctx, group.id, args, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS }))
        : GROUP_GRANTS_EDGE.resolve<PermissionRow>(group, args, ctx),
  }),
}));
