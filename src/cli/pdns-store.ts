// Where `vigil pdns import` stores its batches: COPY into a staging table
// and a set-based merge, with the checkpoint in the same transaction
// (src/domains/pdns/bulk-store.ts). Shared with bench/pdns.ts so the
// benchmark measures the import the way the command runs it.
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { pgliteBulkStore, postgresBulkStore, type BulkStore } from '../domains/pdns/bulk-store.ts';

/** Batches stored at once when --connections is not given: measured best on two cores (docs/performance.md). */
export const DEFAULT_IMPORT_CONNECTIONS = 2;

/** On PostgreSQL its own pool of plain pg connections, one batch each at a time; on PGlite the one connection. */
export function importStore(config: Config, database: Database, connections: number): BulkStore {
  if (config.database.kind === 'postgres') return postgresBulkStore({ url: config.database.url, schema: config.database.schema, connections });
  if (database.raw.kind !== 'pglite') throw new Error('an embedded configuration opened a PostgreSQL pool');
  return pgliteBulkStore(database.raw.pglite);
}
