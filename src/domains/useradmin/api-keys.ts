// API keys: a user issues, lists and revokes their own; holders of
// manageApiKeys also those of users of their customers. The secret is shown
// once, in the answer to the creation; never-expiring keys need
// issuePermanentApiKeys. A key never grants more than its user holds: it
// authenticates as the user.
import { grantedCustomersFilter } from '../../auth/access.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { issueApiKey, validateKeyOptions } from '../identity/api-keys.ts';
import { idOrShortName, referenceText, type ShortNameKey } from '../common/identifiers.ts';
import type { PlannedQuery } from '../common/planned-query.ts';
import { USERADMIN_FUNCTIONS as F } from './functions.ts';
import { findVisible } from '../common/visible-lookup.ts';

/** The key owner, when the caller may manage their keys: self, or manageApiKeys for the owner's customer. */
async function keyOwner(ctx: ServiceContext, key: ShortNameKey) {
  const viewer = ctx.access.requireViewer();
  // Found: the caller itself, or a user it may view for managing keys; any other is refused exactly as a missing one.
  const seen = { OR: [{ id: viewer.userId }, { customer: await ctx.access.visibleFilter(F.manageApiKeys, [F.viewUsers]) }] };
  const user = await findVisible<{ id: number; customerId: number }>(ctx, 'user', ctx.db.user, idOrShortName(key, 'User', 'user'), seen, { select: { id: true, customerId: true } });
  if (user && user.id === viewer.userId) return user;
  await ctx.access.requireAnywhere(F.manageApiKeys);
  const missing = () => new NotFoundError('User', referenceText(key));
  if (!user) return ctx.access.refuseMissing(missing);
  await ctx.access.requireVisible(F.manageApiKeys, user.customerId, missing, [F.viewUsers]);
  return user;
}

/**
 * Whether the caller may list the user's keys: keyOwner's rule without its refusals (the user is
 * the caller, or the caller holds manageApiKeys for the user's customer, there or on a parent).
 * User.apiKeys answers null when not.
 */
export async function mayListUserApiKeys(ctx: ServiceContext, user: { id: number; customerId: number }): Promise<boolean> {
  if (ctx.viewer && ctx.viewer.userId === user.id) return true;
  return ctx.access.holds(F.manageApiKeys, user.customerId);
}

/** The keys a list shows: revoked ones only when asked for. */
function keysWhere(includeRevoked: boolean): Prisma.ApiKeyWhereInput {
  return includeRevoked ? {} : { revokedAt: null };
}

/**
 * User.apiKeys: the user's keys as the key list answers them (ordered by id; revoked ones with
 * includeRevoked), read inside the parent's planned query. The same rule as mayListUserApiKeys runs
 * in its filter (own keys, or the owner's customer under manageApiKeys), built from the grants that
 * come with the viewer, so no key of a user the caller may not manage is read at all.
 */
export function userApiKeysQuery(viewer: Viewer | null | undefined, includeRevoked: boolean) {
  const mayList: Prisma.ApiKeyWhereInput = viewer
    ? { OR: [{ userId: viewer.userId }, { user: { customer: grantedCustomersFilter(viewer.grants, F.manageApiKeys) } }] }
    : { id: { in: [] } };
  return { where: { AND: [keysWhere(includeRevoked), mayList] }, orderBy: { id: 'asc' as const } };
}

export interface IssueKeyInput {
  description?: string | null;
  expiresInDays?: number | null;
  sourceNetworks?: readonly string[] | null;
}

export async function issueUserApiKey(ctx: ServiceContext, userKey: ShortNameKey, input: IssueKeyInput) {
  const owner = await keyOwner(ctx, userKey);
  validateKeyOptions(ctx.config, input);
  if (input.expiresInDays === 0) await ctx.access.requireAnywhere(F.issuePermanentApiKeys);
  const issued = await issueApiKey(ctx.db, ctx.config, {
    userId: owner.id,
    expiresInDays: input.expiresInDays ?? null,
    sourceNetworks: input.sourceNetworks ?? null,
    description: (input.description ?? '').trim().slice(0, 255),
    createdById: ctx.viewer?.userId ?? null,
  });
  const row = await ctx.db.apiKey.findUniqueOrThrow({ where: { id: issued.id } });
  return { ...row, key: issued.key };
}

export async function listUserApiKeys(ctx: ServiceContext, userKey: ShortNameKey, includeRevoked: boolean, query: PlannedQuery) {
  const owner = await keyOwner(ctx, userKey);
  return ctx.db.apiKey.findMany({ ...query, where: { userId: owner.id, ...keysWhere(includeRevoked) }, orderBy: { id: 'asc' } });
}

/** One key by id, with the rule of the owner's key list (self, or manageApiKeys for the owner's customer); NOT_FOUND otherwise. */
export async function getApiKey(ctx: ServiceContext, keyId: number, query: PlannedQuery) {
  const row = await ctx.db.apiKey.findUnique({ where: { id: keyId }, select: { userId: true } });
  // A missing key asks for the keys of a user that does not exist (id 0): the same work as refusing a hidden one.
  await keyOwner(ctx, String(row?.userId ?? 0));
  if (!row) throw new NotFoundError('API key', keyId);
  return ctx.db.apiKey.findUniqueOrThrow({ ...query, where: { id: keyId } });
}

/** Revokes at once (the next request with it is a 401); revoking twice answers the key as it is. */
export async function revokeUserApiKey(ctx: ServiceContext, userKey: ShortNameKey, keyId: number, query: PlannedQuery) {
  const owner = await keyOwner(ctx, userKey);
  const existing = await ctx.db.apiKey.findFirst({ where: { id: keyId, userId: owner.id }, select: { id: true, revokedAt: true } });
  if (!existing) throw new NotFoundError('API key', keyId);
  if (!existing.revokedAt) await ctx.db.apiKey.update({ where: { id: keyId }, data: { revokedAt: new Date() } });
  return ctx.db.apiKey.findUniqueOrThrow({ ...query, where: { id: keyId } });
}
