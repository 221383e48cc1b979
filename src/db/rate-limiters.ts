// Where request counters live: in Redis when REDIS_URL is set, so every
// instance counts together; in this process's memory otherwise. One store
// per server (one Redis connection), handed to whoever limits requests
// (passive DNS quotas, sign-in throttling) through the request context.
// If Redis fails, an in-memory insurance limiter answers meanwhile: limits
// then hold per instance (fail-soft, never fail-open), and a Redis outage
// does not take the service down.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LimiterOptions {
  /** Counters of one kind share a prefix (in Redis: `<keyPrefix>:<key>`). */
  keyPrefix: string;
  /** Points a key may consume in one window. */
  points: number;
  /** Window length in seconds, counted from a key's first point (fixed window). */
  duration: number;
}

export interface RateLimiterStore {
  /** Whether counters are shared through Redis. */
  readonly shared: boolean;
  /** The limiter for these options (made once, then reused). */
  limiter(options: LimiterOptions): RateLimiterAbstract;
  close(): Promise<void>;
}

export function createRateLimiterStore(redisUrl: string | undefined): RateLimiterStore {
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false, enableOfflineQueue: true, maxRetriesPerRequest: 1 }) : null;
  // An unreachable Redis must not crash the process; the insurance limiter answers meanwhile.
  redis?.on('error', () => undefined);
  const limiters = new Map<string, RateLimiterAbstract>();
  return {
    shared: redis !== null,
    limiter(options) {
      const id = `${options.keyPrefix}|${options.points}|${options.duration}`;
      let found = limiters.get(id);
      if (!found) {
        found = redis
          ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
          : new RateLimiterMemory(options);
        limiters.set(id, found);
      }
      return found;
    },
    async close() {
      limiters.clear();
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
