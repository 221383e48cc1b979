// Runs once per `vitest run`: migrates the template databases every test
// file clones (so the schema engine loads once, not per file).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { applyMigrations } from '../../src/db/migrations.ts';
import { adminUrl, databaseUrl, TEST_DB_PREFIX, withAdminClient } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string | null;
    runId: string;
  }
}

export default async function setup(project: TestProject) {
  const runId = randomBytes(3).toString('hex');
  project.provide('runId', runId);
  const dir = mkdtempSync(join(tmpdir(), 'vigil-test-'));
  const pglite = await PGlite.create();
  const embedded = await openDatabase({ kind: 'pglite-instance', pglite });
  await applyMigrations(embedded);
  const dump = await pglite.dumpDataDir('gzip');
  const pgliteDump = join(dir, 'template.tar.gz');
  writeFileSync(pgliteDump, Buffer.from(await dump.arrayBuffer()));
  await embedded.close();
  project.provide('pgliteDump', pgliteDump);

  const base = adminUrl();
  let pgTemplate: string | null = null;
  if (base) {
    pgTemplate = `${TEST_DB_PREFIX}${runId}_template`;
    await withAdminClient(base, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${pgTemplate}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${pgTemplate}"`);
    });
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(base, pgTemplate), poolSize: 2, schema: undefined });
    await applyMigrations(database);
    await database.close();
  }
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (base) {
      await withAdminClient(base, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname LIKE $1`,
          [`${TEST_DB_PREFIX}${runId}_%`],
        );
        for (const row of rows) {
          try {
            await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
          } catch (error) {
            console.warn(`could not drop test database ${row.datname}: ${(error as Error).message}`);
          }
        }
      });
    }
  };
}
