// The system under test: a fresh, migrated, seeded database (a throwaway
// PostgreSQL database when DATABASE_URL is set, else in-memory PGlite) and the
// real Vigil server listening on it, built as production builds it.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.ts';
import { databaseUrl, withAdminClient } from '../src/db/admin.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrations.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { buildServer } from '../app/server.ts';
import type { InFlight } from './in-flight.ts';

/** Customers added under the operator so a 25-row page is full. */
export const EXTRA_CUSTOMERS = 50;

export interface BenchTarget {
  database: Database;
  app: FastifyInstance;
  /** http://127.0.0.1:<port> of the Vigil server. */
  baseUrl: string;
  /** The demo analyst's key: viewCustomers on the operator, so it sees every customer. */
  apiKey: string;
  /** Every demo user's key, by user name. */
  keys: Record<string, string>;
  close(): Promise<void>;
}

interface OpenedDatabase {
  database: Database;
  /** Undoes whatever opening created (closing PGlite, dropping the PG database). */
  dispose(): Promise<void>;
}

async function openThrowawayPostgres(adminUrl: string): Promise<OpenedDatabase> {
  const name = `vigil_bench_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = databaseUrl(adminUrl, name);
  const drop = () => withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  try {
    // Same pool size the server defaults to, so the benchmark sees production's concurrency limit.
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 10, schema: undefined });
    return {
      database,
      async dispose() {
        await database.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function openInMemoryPGlite(): Promise<OpenedDatabase> {
  const database = await openDatabase({ kind: 'pglite-instance', pglite: new PGlite() });
  return { database, dispose: () => database.close() };
}

async function addCustomers(database: Database, operatorShortName: string): Promise<void> {
  const operator = await database.prisma.customer.findUniqueOrThrow({ where: { shortName: operatorShortName } });
  await database.prisma.customer.createMany({
    data: Array.from({ length: EXTRA_CUSTOMERS }, (_, i) => ({
      shortName: `bench-${String(i + 1).padStart(3, '0')}`,
      name: `Bench Customer ${i + 1}`,
      parentId: operator.id,
      domainId: operator.domainId,
    })),
  });
}

export interface TargetOptions {
  /** PostgreSQL server to create the throwaway database on; in-memory PGlite when absent. */
  databaseUrl: string | undefined;
  /** Gather planner statistics after seeding (see below). */
  analyze: boolean;
  inFlight: InFlight;
}

export async function startTarget({ databaseUrl, analyze, inFlight }: TargetOptions): Promise<BenchTarget> {
  // production: the path a deployment takes (Pothos' unused-query check is off there).
  // GRAPHQL_* switches (GRAPHQL_JIT=false, GRAPHQL_DIRECT_JSON=false) pass through: docs/performance.md measures with and without.
  const switches = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('GRAPHQL_')));
  const config = loadConfig({ ...switches, NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0' });
  const opened = databaseUrl ? await openThrowawayPostgres(databaseUrl) : await openInMemoryPGlite();
  const { database } = opened;
  let app: FastifyInstance | undefined;
  try {
    await applyMigrations(database);
    const { keys } = await seedDemo(database, config);
    await addCustomers(database, config.bootstrap.operatorShortName);
    // Never-analysed tables make PostgreSQL guess ~10 pages of rows each; the
    // recursive permission CTEs multiply those guesses past jit_above_cost and
    // every request then pays ~400 ms of JIT compilation for a sub-millisecond
    // query. Autovacuum analyses a table only after 50 changed rows, so a
    // small deployment can stay in that state; --no-analyze reproduces it.
    if (analyze) await database.prisma.$executeRawUnsafe('ANALYZE');
    const apiKey = keys['analyst'];
    if (!apiKey) throw new Error('seedDemo issued no key for the analyst');
    app = (await buildServer({ config, database })).app;
    inFlight.track(app);
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const server = app;
    return {
      database,
      app: server,
      baseUrl,
      apiKey,
      keys,
      async close() {
        await server.close();
        await opened.dispose();
      },
    };
  } catch (error) {
    await app?.close();
    await opened.dispose();
    throw error;
  }
}
