// Request limits of passive DNS (spec "Limits"): unauthenticated callers per
// client address (req.ip, which honours TRUST_PROXY), authenticated users per
// user (their pdns_rate_limit row, else PDNS_USER_PER_*). Each request of the
// area, REST or GraphQL field, consumes one point of a per-minute and of a
// per-day window. Counters live in Redis when REDIS_URL is set, so several
// instances share them; in memory otherwise (src/db/rate-limiters.ts).
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../../config.ts';
import type { RateLimiterStore } from '../../db/rate-limiters.ts';
import { ResourceLimitError } from '../../errors.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';

export interface Caller {
  /** null for unauthenticated callers. */
  userId: number | null;
  clientIp: string;
}

export interface Limits {
  perMinute: number;
  perDay: number;
}

/** What a successful request learns about its quota (shown in metaData). */
export interface QuotaState {
  limitPerMinute: number | null;
  remainingPerMinute: number | null;
  limitPerDay: number | null;
  remainingPerDay: number | null;
}

const WINDOWS = { minute: 60, day: 86_400 } as const;
type Window = keyof typeof WINDOWS;

function limiter(store: RateLimiterStore, config: Config, scope: 'ip' | 'user', window: Window, points: number): RateLimiterAbstract {
  // One key prefix per scope and window, whatever the points: changing a
  // user's limit keeps the points already consumed.
  return store.limiter({ keyPrefix: `${config.pdns.rateLimitPrefix}:${scope}:${window}`, points, duration: WINDOWS[window] });
}

/**
 * A user's limits, remembered for USER_LIMITS_TTL_MS: this runs on every
 * authenticated request. A change made through this instance applies at once
 * (setUserLimits forgets the entry); other instances see it within the TTL.
 */
const USER_LIMITS_TTL_MS = 10_000;
/**
 * A user's own row (null: none, the configured defaults apply), per database:
 * user ids are only unique within one, and one process may serve several (the
 * tests do). The defaults are applied on every call, never kept.
 */
type KeptRow = { own: Limits | null; until: number };
const keptRows = new WeakMap<PrismaClient, Map<number, KeptRow>>();

function keptRowsOf(db: PrismaClient): Map<number, KeptRow> {
  let kept = keptRows.get(db);
  if (!kept) keptRows.set(db, (kept = new Map()));
  return kept;
}

async function userLimits(db: PrismaClient, config: Config, userId: number): Promise<Limits> {
  const kept = keptRowsOf(db);
  const found = kept.get(userId);
  if (found && found.until > Date.now()) return found.own ?? config.pdns.userLimits;
  const rows = await db.$queryRawUnsafe<Limits[]>('/* vigil:pdns-user-limits */ SELECT per_minute AS "perMinute", per_day AS "perDay" FROM pdns_rate_limit WHERE user_id = $1', userId);
  const own = rows[0] ?? null;
  if (kept.size > 100_000) kept.clear();
  kept.set(userId, { own, until: Date.now() + USER_LIMITS_TTL_MS });
  return own ?? config.pdns.userLimits;
}

/** Consumes one request of the caller's quota; 402 (ResourceLimitError) when a window is exhausted. */
export async function consumePdnsQuota(db: PrismaClient, config: Config, store: RateLimiterStore, caller: Caller): Promise<QuotaState> {
  const scope = caller.userId === null ? 'ip' : 'user';
  const limits = caller.userId === null ? config.pdns.publicLimits : await userLimits(db, config, caller.userId);
  const key = caller.userId === null ? caller.clientIp : String(caller.userId);
  const state: QuotaState = { limitPerMinute: null, remainingPerMinute: null, limitPerDay: null, remainingPerDay: null };
  for (const window of ['minute', 'day'] as const) {
    const points = window === 'minute' ? limits.perMinute : limits.perDay;
    if (points <= 0) continue; // 0: no limit in this window
    try {
      const res = await limiter(store, config, scope, window, points).consume(key);
      if (window === 'minute') Object.assign(state, { limitPerMinute: points, remainingPerMinute: res.remainingPoints });
      else Object.assign(state, { limitPerDay: points, remainingPerDay: res.remainingPoints });
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new ResourceLimitError(
          Math.max(1, rejection.msBeforeNext),
          `Resource limit exceeded: ${points} passive DNS requests per ${window}${caller.userId === null ? ' for unauthenticated callers; an API key raises the limit' : ''}`,
        );
      }
      throw rejection;
    }
  }
  return state;
}

/** Sets a user's own limits (administrators). */
export async function setUserLimits(db: PrismaClient, userId: number, limits: Limits): Promise<void> {
  await db.pdnsRateLimit.upsert({ where: { userId }, create: { userId, ...limits }, update: limits });
  keptRowsOf(db).delete(userId);
}
