// Tells this process, synchronously, that one of its own statements wrote to
// a table some in-memory answer depends on (the authentication cache): when
// the statement is sent, when it has run, and when the transaction it ran in
// has committed. Other processes learn of the change by a database
// notification (src/db/notifications.ts), which arrives a little later; a
// change this process made must take effect before it answers the caller who
// made it.
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory, Transaction } from '@prisma/driver-adapter-utils';

export class WriteWatch {
  private watchers: { writes: (sql: string) => boolean; changed: () => void }[] = [];

  /** `changed` runs whenever a statement `writes` accepts is sent, has run, or has been committed. */
  watch(writes: (sql: string) => boolean, changed: () => void): () => void {
    const watcher = { writes, changed };
    this.watchers.push(watcher);
    return () => {
      this.watchers = this.watchers.filter((w) => w !== watcher);
    };
  }

  /** The watchers a statement concerns (usually none). */
  concerned(sql: string): (() => void)[] {
    const found: (() => void)[] = [];
    for (const w of this.watchers) if (w.writes(sql)) found.push(w.changed);
    return found;
  }
}

function notify(callbacks: Iterable<() => void>): void {
  for (const changed of callbacks) changed();
}

function watchQueries<T extends SqlDriverAdapter | Transaction>(target: T, watch: WriteWatch, inTransaction: Set<() => void> | null): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver);
      if (typeof value !== 'function') return value;
      if (prop === 'queryRaw' || prop === 'executeRaw') {
        return async (query: { sql: string }) => {
          const concerned = watch.concerned(query.sql);
          if (concerned.length === 0) return value.call(obj, query);
          notify(concerned);
          for (const changed of concerned) inTransaction?.add(changed);
          try {
            return await value.call(obj, query);
          } finally {
            notify(concerned);
          }
        };
      }
      if (prop === 'executeScript') {
        // Migrations and scripts: assume they change anything.
        return async (script: string) => {
          try {
            return await value.call(obj, script);
          } finally {
            notify(watch.concerned(script));
          }
        };
      }
      if (prop === 'startTransaction') {
        return async (...args: unknown[]) => watchQueries(await value.apply(obj, args), watch, new Set());
      }
      if (prop === 'commit' && inTransaction) {
        return async () => {
          try {
            return await value.call(obj);
          } finally {
            notify(inTransaction);
          }
        };
      }
      return value.bind(obj);
    },
  });
}

/** Wraps an adapter factory so the watch sees every statement sent through it. */
export function watchingFactory(inner: SqlMigrationAwareDriverAdapterFactory, watch: WriteWatch): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => watchQueries(await inner.connect(), watch, null),
    connectToShadowDb: () => inner.connectToShadowDb(),
  };
}
