// Counts the SQL statements Prisma sends through a driver adapter. Tests use
// it to prove that a list endpoint runs a constant number of statements, and
// /metrics exports the total.
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  Transaction,
} from '@prisma/driver-adapter-utils';

/**
 * The API key's last-used stamp (src/auth/api-key.ts): sent without waiting, at most once a
 * minute per key, so it is no statement of the request that set it off. It counts in the
 * total (/metrics) but not in a capture: a capture lists the statements a piece of work runs,
 * and the stamp would land in one at random (when a minute has passed on a slow run).
 */
export const LAST_USED_STAMP = '/* vigil:apikey-used */';

/** A statement and how many rows it answered (a query's rows; a change's affected rows). */
export interface StatementRead {
  sql: string;
  rows: number;
}

export class StatementCounter {
  total = 0;
  private listeners = new Set<(sql: string) => void>();
  private readers = new Set<(read: StatementRead) => void>();

  /** Whether a capture of rows runs: only then does the adapter wait on each result to count its rows. */
  get readingRows(): boolean {
    return this.readers.size > 0;
  }

  recordRows(read: StatementRead): void {
    for (const reader of this.readers) reader(read);
  }

  /**
   * As `capture`, with the rows each statement answered, the last-used stamp aside: tests that
   * two answers did the same work (a hidden object refused as a missing one) compare these.
   */
  async captureRows<T>(work: () => Promise<T>): Promise<{ result: T; reads: StatementRead[] }> {
    const { result, seen } = await during(this.readers, (read) => read.sql, work);
    return { result, reads: seen };
  }

  record(sql: string): void {
    this.total += 1;
    for (const listener of this.listeners) listener(sql);
  }

  /** Runs `work` and returns the statements issued while it ran (in this process), the last-used stamp aside. */
  async capture<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const { result, seen } = await during(this.listeners, (sql) => sql, work);
    return { result, statements: seen };
  }
}

/** What reaches `listeners` while `work` runs, the last-used stamp aside. */
async function during<T, E>(listeners: Set<(event: E) => void>, sqlOf: (event: E) => string, work: () => Promise<T>): Promise<{ result: T; seen: E[] }> {
  const seen: E[] = [];
  const listener = (event: E) => {
    if (!sqlOf(event).startsWith(LAST_USED_STAMP)) seen.push(event);
  };
  listeners.add(listener);
  try {
    return { result: await work(), seen };
  } finally {
    listeners.delete(listener);
  }
}

function countQueries<T extends SqlDriverAdapter | Transaction>(target: T, counter: StatementCounter): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver);
      if (typeof value !== 'function') return value;
      if (prop === 'queryRaw' || prop === 'executeRaw') {
        return (query: { sql: string }) => {
          counter.record(query.sql);
          const answer = value.call(obj, query) as Promise<unknown>;
          if (!counter.readingRows) return answer;
          return answer.then((result) => {
            counter.recordRows({ sql: query.sql, rows: rowsOf(result) });
            return result;
          });
        };
      }
      if (prop === 'startTransaction') {
        return async (...args: unknown[]) => countQueries(await value.apply(obj, args), counter);
      }
      return value.bind(obj);
    },
  });
}

/** The rows of a query's result set, or the rows a change affected. */
function rowsOf(result: unknown): number {
  if (typeof result === 'number') return result;
  const rows = (result as { rows?: unknown[] } | null)?.rows;
  return Array.isArray(rows) ? rows.length : -1;
}

/** Wraps an adapter factory so every statement it runs is counted. */
export function countingFactory(
  inner: SqlMigrationAwareDriverAdapterFactory,
  counter: StatementCounter,
): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => countQueries(await inner.connect(), counter),
    connectToShadowDb: () => inner.connectToShadowDb(),
  };
}
