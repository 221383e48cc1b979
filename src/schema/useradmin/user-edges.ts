// User.permissions and User.apiKeys: the grants made to a user and its API
// keys, each by the rule of its root field (permissions(subject: { user }) and
// apiKeys(user:), which REST GET /useradmin/v2/permission?subject=… and
// GET /useradmin/v2/user/{u}/apikey use), from src/domains/useradmin/
// permissions.ts and api-keys.ts. The own grants and the keys are read inside
// the parent's planned query; the inherited grants in one batch per request: a
// constant number of statements however many users the answer holds.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { mayListUserApiKeys, userApiKeysQuery } from '../../domains/useradmin/api-keys.ts';
import { inheritedUserGrantPage, userGrantsQuery } from '../../domains/useradmin/permissions.ts';
import type { ApiKey as ApiKeyRow, Permission as PermissionRow } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { LIMIT, OFFSET } from '../common/descriptions.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';
import { relationEdge } from '../common/edge-page.ts';
import { pageType } from '../common/page.ts';
import { User } from '../identity/user.ts';
import { ApiKey } from './api-key.ts';
import { PermissionPage } from './permission.ts';
import type { PageRequest } from '../../domains/common/paging.ts';

/** User.permissions without includeInherited: the page and its total read with one rule. */
const USER_GRANTS_EDGE = relationEdge('user', 'permissions', 'Permission', (ctx) => userGrantsQuery(ctx.viewer));
/** User.apiKeys: the page and its total read with one rule. */
const API_KEYS_EDGE = relationEdge('user', 'apiKeys', 'ApiKey', (ctx, args: PageRequest & { includeRevoked?: boolean | null }) => userApiKeysQuery(ctx.viewer, args.includeRevoked ?? false));

export const ApiKeyPage = pageType('ApiKey', ApiKey);

const PERMISSIONS =
  'The grants made to this user (each a function or role on a customer and its sub-customers), with includeInherited also those it receives through the enabled groups it is a member of (directly or through nesting), as permissions(subject: { user }) and REST GET /useradmin/v2/permission?subject=… list them: those you may list (viewPermissions for the customer granted on, there or on a parent customer), and only when you may name the user as a subject (viewUsers for its customer); an empty page otherwise. Ordered by id; paged like every list.';

const API_KEYS =
  "The user's API keys (secrets are never shown), as apiKeys(user:) and REST GET /useradmin/v2/user/{u}/apikey list them: revoked ones only with includeRevoked. Your own keys, or another user's with manageApiKeys for that user's customer (there or on a parent customer); null otherwise, without an error. Ordered by id; paged like every list.";

builder.prismaObjectFields(User, (t) => ({
  permissions: t.field({
    type: PermissionPage,
    description: PERMISSIONS,
    args: {
      includeInherited: t.arg.boolean({ description: 'Also the grants the user receives through the enabled groups it is a member of, directly or through nesting (default false).' }),
      ...t.arg.connectionArgs(),
      limit: t.arg.int({ description: LIMIT }),
      offset: t.arg.int({ description: OFFSET }),
    },
    // Without includeInherited the page is a relation read inside the parent's planned query; with it,
    // one batch for every user of the answer (src/domains/useradmin/permissions.ts, inheritedUserGrantPage).
    select: (args, ctx, nestedSelection) =>
      args.includeInherited ? { id: true } : USER_GRANTS_EDGE.select(args, ctx, nestedSelection),
    resolve: (user, args, ctx, info) =>
      args.includeInherited
        ? inheritedUserGrantPage(ctx, user.id, args, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS }))
        : USER_GRANTS_EDGE.resolve<PermissionRow>(user, args, ctx),
  }),
  apiKeys: t.field({
    type: ApiKeyPage,
    nullable: true,
    description: API_KEYS,
    args: {
      includeRevoked: t.arg.boolean({ description: 'Also revoked keys (default false).' }),
      ...t.arg.connectionArgs(),
      limit: t.arg.int({ description: LIMIT }),
      offset: t.arg.int({ description: OFFSET }),
    },
    // The page is read inside the parent's planned query, its total only when asked (one statement per level
    // however many users); whether the caller may list them is one batched look-up of customer paths.
    select: (args, ctx, nestedSelection) => ({
      customerId: true,
      ...API_KEYS_EDGE.select(args, ctx, nestedSelection),
    }),
    resolve: async (user, args, ctx) => {
      if (!(await mayListUserApiKeys(ctx, user))) return null;
      return API_KEYS_EDGE.resolve<ApiKeyRow>(user, args, ctx);
    },
  }),
}));
