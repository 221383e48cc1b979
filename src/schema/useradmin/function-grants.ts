// Function.grantedTo: who holds a function or role, and on which customer —
// the grants naming it that the caller may list, by the rule of the
// permission list (src/domains/useradmin/permissions.ts), read inside the
// parent's planned query (one statement per level however many functions).
import { functionGrantsQuery } from '../../domains/useradmin/permissions.ts';
import type { Permission as PermissionRow } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { LIMIT, OFFSET } from '../common/descriptions.ts';
import { relationEdge } from '../common/edge-page.ts';
import { FunctionNode } from './function.ts';
import { PermissionPage } from './permission.ts';

/** permissions of a functionNode: the page and its total read with one rule. */
const GRANTED_TO_EDGE = relationEdge('functionNode', 'permissions', 'Permission', (ctx) => functionGrantsQuery(ctx.viewer));

builder.prismaObjectFields(FunctionNode, (t) => ({
  grantedTo: t.field({
    type: PermissionPage,
    description:
      'The grants of this function or role itself (not of the roles above it): to which user or group, on which customer; those you may list (viewPermissions for the customer granted on, there or on a parent customer), as the permission list answers them (GET /useradmin/v2/permission?function=…), ordered by id; an empty page without. A subject of a customer out of your reach is a hidden stub. Paged like every list.',
    args: { ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
    select: (args, ctx, nestedSelection) => GRANTED_TO_EDGE.select(args, ctx, nestedSelection),
    resolve: (fn, args, ctx) => GRANTED_TO_EDGE.resolve<PermissionRow>(fn, args, ctx),
  }),
}));
