// Setting a user's passive DNS request limits (spec "Limits"): needs
// managePassiveDNSLimits for the user's customer; a caller who holds it nowhere
// gets 403; a user the caller may not see is missing, like one that does not
// exist, and costs the same work (invisible is nonexistent).
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError, NotFoundError } from '../../errors.ts';
import { idOrShortName, referenceText, type ShortNameKey } from '../common/identifiers.ts';
import { PDNS_FUNCTIONS } from './functions.ts';
import { setUserLimits } from './rate-limit.ts';
import { findVisible } from '../common/visible-lookup.ts';

export interface UserLimitsChange {
  /** The user: a reference input, or an id or short name as text. */
  user: ShortNameKey;
  /** Requests per minute; 0: unlimited. */
  perMinute: number;
  /** Requests per day; 0: unlimited. */
  perDay: number;
}

export interface UserLimits {
  userId: number;
  perMinute: number;
  perDay: number;
}

export async function setPdnsUserLimits(ctx: ServiceContext, input: UserLimitsChange): Promise<UserLimits> {
  const key = idOrShortName(input.user, 'User', 'user');
  await ctx.access.requireAnywhere(PDNS_FUNCTIONS.managePassiveDNSLimits);
  // Only users within reach are found: one out of reach is refused exactly as a missing one.
  const seen = { customer: await ctx.access.visibleFilter(PDNS_FUNCTIONS.managePassiveDNSLimits) };
  const user = await findVisible<{ id: number; customerId: number }>(ctx, 'user', ctx.db.user, key, seen, { select: { id: true, customerId: true } });
  const missing = () => new NotFoundError('User', referenceText(input.user));
  if (!user) return ctx.access.refuseMissing(missing);
  await ctx.access.requireVisible(PDNS_FUNCTIONS.managePassiveDNSLimits, user.customerId, missing);
  for (const [field, value] of [['perMinute', input.perMinute], ['perDay', input.perDay]] as const) {
    if (value < 0) throw new InvalidFieldError(field, `${field} must be at least 0`);
  }
  await setUserLimits(ctx.db, user.id, { perMinute: input.perMinute, perDay: input.perDay });
  return { userId: user.id, perMinute: input.perMinute, perDay: input.perDay };
}
