// Where `vigil pdns import` stores its batches. Shared with bench/pdns.ts so
// the benchmark measures the import the way the command runs it.
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { MERGE_SQL, mergeLiterals, mergeObservations, type Observation } from '../domains/pdns/merge.ts';

/** Batches stored at once when --connections is not given: measured best on two cores (docs/performance.md). */
export const DEFAULT_IMPORT_CONNECTIONS = 2;

/**
 * On PostgreSQL plain pg connections (no ORM in the hot loop), one batch per
 * connection at a time; on PGlite the Prisma client (one connection).
 */
export function importStore(config: Config, database: Database, connections: number): { store: (rows: Observation[]) => Promise<unknown>; close: () => Promise<void> } {
  if (config.database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.database.url, max: connections, options: config.database.schema ? `-c search_path=${config.database.schema}` : undefined });
    // An idle connection that drops is replaced on the next batch, whose
    // query reports the error if the server is really gone.
    pool.on('error', () => undefined);
    return { store: (rows) => pool.query(MERGE_SQL, mergeLiterals(rows)), close: () => pool.end() };
  }
  return { store: (rows) => mergeObservations(database.prisma, rows), close: async () => undefined };
}
