// @prisma/adapter-pg 7.10 runs a migration script by splitting it on every
// `;` and sending the pieces one by one: a `;` inside a comment, a string or a
// dollar-quoted function body breaks the script, and a failure halfway leaves
// the migration half applied. This factory sends the script whole, as one
// simple-protocol query, which PostgreSQL runs as a single implicit
// transaction (all or nothing), parsing it with its own lexer.
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type pg from 'pg';

type PrismaPgOptions = NonNullable<ConstructorParameters<typeof PrismaPg>[1]>;

interface PgAdapterInternals {
  client: pg.Pool | pg.PoolClient;
  onError(error: unknown): never;
}

function wholeScripts(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const internals = adapter as unknown as PgAdapterInternals;
  adapter.executeScript = async (script: string) => {
    try {
      await internals.client.query(script);
    } catch (error) {
      internals.onError(error);
    }
  };
  return adapter;
}

export function pgAdapterFactory(pool: pg.Pool, options: PrismaPgOptions): SqlMigrationAwareDriverAdapterFactory {
  const inner = new PrismaPg(pool, options);
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => wholeScripts(await inner.connect()),
    connectToShadowDb: async () => wholeScripts(await inner.connectToShadowDb()),
  };
}
