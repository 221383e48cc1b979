// Driver adapter factories for both databases, with one fix in common: a
// migration script runs whole, in one call, so the database's own parser
// splits it and runs it as one transaction (all or nothing).
// - @prisma/adapter-pg 7.10 splits scripts on every `;` and sends the pieces
//   one by one: a `;` in a comment, a string or a dollar-quoted function body
//   breaks the script, and a failure halfway leaves it half applied.
// - pglite-prisma-adapter 0.7 starts the script without awaiting it: a failing
//   migration would be reported as applied, its error surfacing later as an
//   unhandled rejection.
import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';

/** What both adapters keep: the driver client, and the conversion of driver errors. */
interface AdapterInternals<Client> {
  client: Client;
  onError(error: unknown): never;
}

function withWholeScripts<Client>(
  inner: SqlMigrationAwareDriverAdapterFactory,
  run: (client: Client, script: string) => Promise<unknown>,
): SqlMigrationAwareDriverAdapterFactory {
  const patch = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    const internals = adapter as unknown as AdapterInternals<Client>;
    adapter.executeScript = async (script: string) => {
      try {
        await run(internals.client, script);
      } catch (error) {
        internals.onError(error);
      }
    };
    return adapter;
  };
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => patch(await inner.connect()),
    connectToShadowDb: async () => patch(await inner.connectToShadowDb()),
  };
}

type PrismaPgOptions = NonNullable<ConstructorParameters<typeof PrismaPg>[1]>;

/** PostgreSQL: a script is one simple-protocol query (one implicit transaction). */
export function pgAdapterFactory(pool: pg.Pool, options: PrismaPgOptions): SqlMigrationAwareDriverAdapterFactory {
  return withWholeScripts<pg.Pool>(new PrismaPg(pool, options), (client, script) => client.query(script));
}

/** PGlite: a script is one exec, awaited. */
export function pgliteAdapterFactory(client: PGlite): SqlMigrationAwareDriverAdapterFactory {
  return withWholeScripts<PGlite>(new PrismaPGlite(client), (pglite, script) => pglite.exec(script));
}
