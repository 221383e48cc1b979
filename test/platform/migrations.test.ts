// Migrations through the WebAssembly schema engine: applied once, all or
// nothing, and in agreement with schema.prisma.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { applyMigrations, diffMigrationsToSchema, MIGRATIONS_DIR, MigrationError, readMigrationFiles } from '../../src/db/migrations.ts';
import { useCliTarget } from '../support/cli.ts';

const target = useCliTarget();
let database: Database;
beforeAll(async () => {
  database = await openDatabase(loadConfig(target().env).database);
});
afterAll(async () => {
  await database?.close();
});

async function tableExists(name: string): Promise<boolean> {
  const [row] = await database.prisma.$queryRawUnsafe<{ exists: boolean }[]>(`SELECT to_regclass('${name}') IS NOT NULL AS "exists"`);
  return row!.exists;
}

describe('migrations', () => {
  it('apply every migration to an empty database, in order, once', async () => {
    const names = readMigrationFiles().map((m) => m.name);
    const first = await applyMigrations(database);
    expect(first.applied).toEqual(names);
    const again = await applyMigrations(database);
    expect(again.applied).toEqual([]);
    const history = await database.prisma.$queryRawUnsafe<{ migration_name: string }[]>(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name',
    );
    expect(history.map((h) => h.migration_name)).toEqual(names);
  });

  it('a failing migration changes nothing, and the next run refuses until it is repaired', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    mkdirSync(join(dir, '29990101000000_broken'));
    writeFileSync(
      join(dir, '29990101000000_broken', 'migration.sql'),
      [
        '-- a comment; with a semicolon, and a quote in it',
        'CREATE TABLE "half_done" ("id" INTEGER);',
        "CREATE FUNCTION half_fn() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN 1; END; $$;",
        'ALTER TABLE "no_such_table" ADD COLUMN "x" INTEGER;',
      ].join('\n'),
    );
    await expect(applyMigrations(database, { dir })).rejects.toThrow(MigrationError);
    expect(await tableExists('half_done')).toBe(false);
    await expect(applyMigrations(database, { dir })).rejects.toThrow(/failed earlier/);
  });

  it('agree with schema.prisma (the diff from the migrations to the schema is empty)', async () => {
    expect(await diffMigrationsToSchema()).toBe('');
  });
});
