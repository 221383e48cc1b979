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
import type { Database } from '../db/client.ts';
import type { NotificationFeed } from '../db/notifications.ts';

export const AUTH_CHANNEL = 'vigil_auth_changed';

/** The tables authentication reads from; the same list carries the notify triggers (test/platform/auth-cache.test.ts holds the two together). */
export const AUTH_TABLES = ['api_key', 'user_account', 'customer', 'user_group', 'group_member', 'permission', 'function_node', 'function_edge', 'function_closure'] as const;
// A write to one of the tables, wherever it stands in the statement (CTEs, INSERT ... SELECT).
const AUTH_WRITE = new RegExp(`\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|TRUNCATE(?:\\s+TABLE)?)\\s+(?:ONLY\\s+)?(?:"?\\w+"?\\.)?"?(?:${AUTH_TABLES.join('|')})"?(?![\\w$])`, 'i');
// Authentication's own once-a-minute stamp changes nothing it reads.
const LAST_USED_STAMP = /^\/\* vigil:apikey-used \*\//;

/** Whether a statement may change what authentication reads. */
export function writesAuthData(sql: string): boolean {
  return AUTH_WRITE.test(sql) && !LAST_USED_STAMP.test(sql);
}

const MAX_ENTRIES = 10_000;

export class ViewerCache<Entry> {
  private entries = new Map<number, { entry: Entry; storedAt: number }>();
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

  get(keyId: number, now: number): Entry | undefined {
    if (!this.enabled) return undefined;
    const found = this.entries.get(keyId);
    if (!found) return undefined;
    if (now - found.storedAt >= this.maxAgeMs) {
      this.entries.delete(keyId);
      return undefined;
    }
    return found.entry;
  }

  /** Keeps what was read, unless anything changed since `version` was taken. */
  store(keyId: number, entry: Entry, version: number, now: number): void {
    if (!this.enabled || version !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(keyId)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(keyId, { entry, storedAt: now });
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
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
