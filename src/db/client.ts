// Opens the database named by the configuration: PostgreSQL through
// @prisma/adapter-pg when DATABASE_URL is set, otherwise an embedded PGlite
// data directory through pglite-prisma-adapter. Both speak the same dialect
// and run the same migrations.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import type { Config } from '../config.ts';
import { PrismaClient } from '../generated/prisma/client.ts';
import { pgliteAdapterFactory } from './pglite-adapter.ts';
import { StatementCounter, countingFactory } from './statement-counter.ts';

export type { PrismaClient } from '../generated/prisma/client.ts';

export type DatabaseTarget =
  | Config['database']
  /** An already open PGlite (tests use in-memory instances). */
  | { kind: 'pglite-instance'; pglite: PGlite };

export interface Database {
  kind: 'postgres' | 'pglite';
  prisma: PrismaClient;
  /** The adapter factory the schema engine migrates through. */
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  statements: StatementCounter;
  /** Where the data lives, without credentials (for logs). */
  description: string;
  close(): Promise<void>;
}

export class DataDirectoryLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by another Vigil process (PGlite allows one process at a time). ` +
        'Stop the server first, or run Vigil on PostgreSQL (DATABASE_URL) to use the command line while it runs.',
    );
    this.name = 'DataDirectoryLockedError';
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function openPostgres(target: Extract<Config['database'], { kind: 'postgres' }>): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const statements = new StatementCounter();
  const adapterFactory = countingFactory(new PrismaPg(pool, target.schema ? { schema: target.schema } : {}), statements);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    kind: 'postgres',
    prisma,
    adapterFactory,
    statements,
    description: redact(target.url) + (target.schema ? ` (schema ${target.schema})` : ''),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

function fromPGlite(pglite: PGlite, description: string, release: () => Promise<void>): Database {
  const statements = new StatementCounter();
  const adapterFactory = countingFactory(pgliteAdapterFactory(pglite), statements);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    kind: 'pglite',
    prisma,
    adapterFactory,
    statements,
    description,
    async close() {
      await prisma.$disconnect();
      if (!pglite.closed) await pglite.close();
      await release();
    },
  };
}

async function openPGliteDirectory(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(dirname(dataDir), { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, { lockfilePath: `${dataDir}.lock`, stale: 15_000, update: 5_000 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirectoryLockedError(dataDir);
    throw error;
  }
  try {
    const pglite = await PGlite.create(dataDir);
    return fromPGlite(pglite, `embedded PGlite in ${dataDir}`, release);
  } catch (error) {
    await release();
    throw error;
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  switch (target.kind) {
    case 'postgres':
      return openPostgres(target);
    case 'pglite':
      return openPGliteDirectory(target.dataDir);
    case 'pglite-instance':
      return fromPGlite(target.pglite, 'in-memory PGlite', async () => undefined);
  }
}
