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

export class StatementCounter {
  total = 0;
  private listeners = new Set<(sql: string) => void>();

  record(sql: string): void {
    this.total += 1;
    for (const listener of this.listeners) listener(sql);
  }

  /** Runs `work` and returns the statements issued while it ran (in this process), the last-used stamp aside. */
  async capture<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const statements: string[] = [];
    const listener = (sql: string) => {
      if (!sql.startsWith(LAST_USED_STAMP)) statements.push(sql);
    };
    this.listeners.add(listener);
    try {
      const result = await work();
      return { result, statements };
    } finally {
      this.listeners.delete(listener);
    }
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
          return value.call(obj, query);
        };
      }
      if (prop === 'startTransaction') {
        return async (...args: unknown[]) => countQueries(await value.apply(obj, args), counter);
      }
      return value.bind(obj);
    },
  });
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
