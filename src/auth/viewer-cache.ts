// Authentication answers (an API key with its user, customer and effective
// grants: one statement with recursive CTEs) kept in memory per process, so
// a request with a known key runs no authentication statement.
//
// Correct across instances because what is kept is dropped on any change to
// its inputs: database triggers notify the channel vigil_auth_changed at
// commit (migration 20261123170000), every instance listens, and this
// process's own writes drop it synchronously before they answer
// (src/db/write-watch.ts). Nothing is kept while the listener is down, an
// answer read while a change was under way is not kept (generations), and
// nothing is kept longer than AUTH_CACHE_SECONDS whatever happens. What is
// still checked on every request from the kept row: the secret (constant
// time), revocation, expiry against the clock, the source address, and the
// disabled flags.
//
// Refusals are kept too (a credential that matched no key), apart from the
// answers, so a flood of made-up credentials cannot push live keys out.
import type { Database } from '../db/client.ts';
import type { NotificationFeed } from '../db/notifications.ts';

export const AUTH_CHANNEL = 'vigil_auth_changed';

/** The tables authentication reads from; the same list carries the notify triggers (test/platform/auth-cache.test.ts holds the two together). */
export const AUTH_TABLES = ['api_key', 'user_account', 'customer', 'user_group', 'group_member', 'permission', 'function_node', 'function_edge', 'function_closure', 'group_closure'] as const;
// A write to one of the tables, wherever it stands in the statement (CTEs, INSERT ... SELECT).
const AUTH_WRITE = new RegExp(`\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|TRUNCATE(?:\\s+TABLE)?)\\s+(?:ONLY\\s+)?(?:"?\\w+"?\\.)?"?(?:${AUTH_TABLES.join('|')})"?(?![\\w$])`, 'i');
// Authentication's own once-a-minute stamp changes nothing it reads.
const LAST_USED_STAMP = /^\/\* vigil:apikey-used \*\//;

/** Whether a statement may change what authentication reads. */
export function writesAuthData(sql: string): boolean {
  return AUTH_WRITE.test(sql) && !LAST_USED_STAMP.test(sql);
}

const MAX_ENTRIES = 10_000;

/** What was kept for a credential: the answer, or `null` when it matched nothing. */
export type Kept<Entry> = Entry | null;

/** A map that forgets its oldest entry when full and any entry older than maxAgeMs. */
class Bounded<Value> {
  private readonly entries = new Map<string, { value: Value; storedAt: number }>();

  get(key: string, now: number, maxAgeMs: number): Value | undefined {
    const found = this.entries.get(key);
    if (!found) return undefined;
    if (now - found.storedAt >= maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return found.value;
  }

  set(key: string, value: Value, now: number): void {
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, storedAt: now });
  }

  clear(): void {
    this.entries.clear();
  }
}

export class ViewerCache<Entry> {
  private readonly answers = new Bounded<Entry>();
  private readonly refusals = new Bounded<true>();
  private generation = 0;
  private feed: NotificationFeed | null = null;
  private unwatch: (() => void) | null = null;

  constructor(private readonly maxAgeMs: number) {}

  /** Listens for changes; until this has succeeded (and whenever the listener is down) nothing is kept. */
  async start(database: Pick<Database, 'writes' | 'listen'>): Promise<this> {
    if (this.maxAgeMs <= 0) return this;
    const drop = () => this.invalidate();
    this.unwatch = database.writes.watch(writesAuthData, drop);
    this.feed = await database.listen(AUTH_CHANNEL, { notify: drop, up: drop, down: drop });
    return this;
  }

  get enabled(): boolean {
    return this.maxAgeMs > 0 && this.feed?.live === true;
  }

  /** Take before reading from the database; hand back to `store` with what was read. */
  get version(): number {
    return this.generation;
  }

  /** The kept answer (`null`: kept as matching nothing), or undefined when nothing is kept. */
  get(key: string, now: number): Kept<Entry> | undefined {
    if (!this.enabled) return undefined;
    const answer = this.answers.get(key, now, this.maxAgeMs);
    if (answer !== undefined) return answer;
    return this.refusals.get(key, now, this.maxAgeMs) ? null : undefined;
  }

  /** Keeps what was read (`null`: nothing matched), unless anything changed since `version` was taken. */
  store(key: string, entry: Kept<Entry>, version: number, now: number): void {
    if (!this.enabled || version !== this.generation) return;
    if (entry === null) this.refusals.set(key, true, now);
    else this.answers.set(key, entry, now);
  }

  invalidate(): void {
    this.generation += 1;
    this.answers.clear();
    this.refusals.clear();
  }

  async close(): Promise<void> {
    this.unwatch?.();
    this.unwatch = null;
    const feed = this.feed;
    this.feed = null;
    this.invalidate();
    await feed?.close();
  }
}
