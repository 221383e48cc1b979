// Opens the database named by the configuration: PostgreSQL through
// @prisma/adapter-pg when DATABASE_URL is set, otherwise an embedded PGlite
// data directory through pglite-prisma-adapter. Both speak the same dialect
// and run the same migrations.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import type { Config } from '../config.ts';
import { PrismaClient } from '../generated/prisma/client.ts';
import { pgAdapterFactory, pgliteAdapterFactory } from './adapters.ts';
import { lockDataDirectory } from './data-dir-lock.ts';
import { sqlRunner, type SqlRunner } from './sql.ts';
import { listenPGlite, listenPostgres, type NotificationFeed, type NotificationHandlers } from './notifications.ts';
import { StatementCounter, countingFactory } from './statement-counter.ts';
import { StatementNamer } from './statement-names.ts';
import { WriteWatch, watchingFactory } from './write-watch.ts';

export type { PrismaClient } from '../generated/prisma/client.ts';

export type DatabaseTarget =
  | Config['database']
  /** An already open PGlite (tests use in-memory instances). */
  | { kind: 'pglite-instance'; pglite: PGlite; queryPlanCacheSize?: number };

/**
 * How many query plans Prisma keeps (DB_QUERY_PLAN_CACHE_SIZE). Its cache is
 * keyed by the shape of a query, and a search's shape follows its input (one
 * condition per keyword and sub-criterion), so callers can make shapes at
 * will; entries run from a few kB to about a megabyte (a search with
 * hundreds of keyword tests). Prisma's default of 1000 let 10 000 varied
 * searches grow the server by hundreds of megabytes (docs/performance.md,
 * memory soak); 100 keeps every route's usual shapes. The cap counts
 * entries, not bytes: an entry grows with its criteria, so the worst case is
 * 100 entries of the largest search the input policy's list limits admit
 * (not a fixed figure; a per-field limit on sub-criteria would lower it).
 */
export const DEFAULT_QUERY_PLAN_CACHE_SIZE = 100;

function newPrismaClient(adapter: SqlMigrationAwareDriverAdapterFactory, queryPlanCacheSize: number | undefined): PrismaClient {
  return new PrismaClient({ adapter, queryPlanCacheMaxSize: queryPlanCacheSize ?? DEFAULT_QUERY_PLAN_CACHE_SIZE });
}

export interface Database {
  kind: 'postgres' | 'pglite';
  prisma: PrismaClient;
  /** The adapter factory the schema engine migrates through. */
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  statements: StatementCounter;
  /** This process's writes, as they happen (src/db/write-watch.ts). */
  writes: WriteWatch;
  /** Database notifications on a channel (src/db/notifications.ts). */
  listen(channel: string, handlers: NotificationHandlers): Promise<NotificationFeed>;
  /** Vigil's hand-written SQL, on the driver adapter (src/db/sql.ts). Outside any Prisma transaction. */
  sql: SqlRunner;
  /** Where the data lives, without credentials (for logs). */
  description: string;
  /** The connections themselves, for bulk paths that stream (COPY): the pool on PostgreSQL, the instance on PGlite. */
  raw: { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; pglite: PGlite };
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

/**
 * Session settings for Vigil's connections. JIT off: Vigil's statements are
 * short OLTP reads, and on tables without statistics (young or small
 * databases) the planner's guesses for the recursive permission queries pass
 * jit_above_cost, so every request paid ~400 ms of JIT compilation for a
 * 0.1 ms query.
 */
export function sessionOptions(schema: string | undefined): string {
  return ['-c jit=off', ...(schema ? [`-c search_path=${schema}`] : [])].join(' ');
}

async function openPostgres(target: Extract<Config['database'], { kind: 'postgres' }>): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize,
    options: sessionOptions(target.schema),
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const statements = new StatementCounter();
  const writes = new WriteWatch();
  // Which statements stay prepared on the pool's connections (src/db/statement-names.ts).
  const names = new StatementNamer();
  const adapterFactory = countingFactory(
    watchingFactory(
      pgAdapterFactory(pool, {
        ...(target.schema ? { schema: target.schema } : {}),
        // adapter-pg passes the name to pg, where undefined means "do not prepare"; its typing says string.
        statementNameGenerator: ((query: { sql: string }) => names.nameFor(query.sql)) as (query: { sql: string }) => string,
      }),
      writes,
    ),
    statements,
  );
  const prisma = newPrismaClient(adapterFactory, target.queryPlanCacheSize);
  // A second adapter on the same pool, for our own SQL.
  const direct = await adapterFactory.connect();
  return {
    kind: 'postgres',
    prisma,
    adapterFactory,
    statements,
    writes,
    listen: (channel, handlers) => listenPostgres({ connectionString: target.url, options: sessionOptions(target.schema) }, channel, handlers),
    sql: sqlRunner(direct),
    description: redact(target.url) + (target.schema ? ` (schema ${target.schema})` : ''),
    raw: { kind: 'postgres', pool },
    async close() {
      await prisma.$disconnect();
      await direct.dispose();
      await pool.end();
    },
  };
}

async function fromPGlite(pglite: PGlite, description: string, release: () => Promise<void>, queryPlanCacheSize?: number): Promise<Database> {
  const statements = new StatementCounter();
  const writes = new WriteWatch();
  const adapterFactory = countingFactory(watchingFactory(pgliteAdapterFactory(pglite), writes), statements);
  const prisma = newPrismaClient(adapterFactory, queryPlanCacheSize);
  const direct = await adapterFactory.connect();
  return {
    kind: 'pglite',
    prisma,
    adapterFactory,
    statements,
    writes,
    listen: (channel, handlers) => listenPGlite(pglite, channel, handlers),
    sql: sqlRunner(direct),
    description,
    raw: { kind: 'pglite', pglite },
    async close() {
      await prisma.$disconnect();
      if (!pglite.closed) await pglite.close();
      await release();
    },
  };
}

async function openPGliteDirectory(dataDir: string, queryPlanCacheSize?: number): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(dirname(dataDir), { recursive: true });
  // A live holder refuses us at once; a dead one's lock is taken over (src/db/data-dir-lock.ts).
  const lock = lockDataDirectory(dataDir);
  if (!lock) throw new DataDirectoryLockedError(dataDir);
  const release = async () => lock.release();
  try {
    const pglite = await PGlite.create(dataDir);
    return await fromPGlite(pglite, `embedded PGlite in ${dataDir}`, release, queryPlanCacheSize);
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
      return openPGliteDirectory(target.dataDir, target.queryPlanCacheSize);
    case 'pglite-instance':
      return fromPGlite(target.pglite, 'in-memory PGlite', async () => undefined, target.queryPlanCacheSize);
  }
}
