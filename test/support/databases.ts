// Test databases. PGlite (default): a data directory migrated once per run,
// dumped, and loaded into a fresh in-memory instance per test file.
// PostgreSQL (TEST_DATABASE_URL): a template database migrated once per run,
// cloned into a fresh database per test file and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { databaseUrl, withAdminClient } from '../../src/db/admin.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';

export const TEST_DB_PREFIX = 'vigil_test_';

export function adminUrl(): string | undefined {
  return process.env['TEST_DATABASE_URL'] || undefined;
}

export { databaseUrl, withAdminClient };

export interface TestDatabase {
  database: Database;
  /** How to reach it from another process (the CLI tests); null for in-memory PGlite. */
  url: string | null;
  drop(): Promise<void>;
}

/** A fresh, migrated, empty database for one test file. */
export async function freshDatabase(template: { pgliteDump: string; pgTemplate: string | null; runId: string }): Promise<TestDatabase> {
  const base = adminUrl();
  if (!base || !template.pgTemplate) {
    const pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(template.pgliteDump)]) });
    const database = await openDatabase({ kind: 'pglite-instance', pglite });
    return { database, url: null, drop: () => database.close() };
  }
  const name = `${TEST_DB_PREFIX}${template.runId}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(base, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template.pgTemplate}"`));
  const url = databaseUrl(base, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 5, schema: undefined });
  return {
    database,
    url,
    async drop() {
      await database.close();
      await withAdminClient(base, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
