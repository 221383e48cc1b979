// Where bulk paths (`vigil pdns import`, NDJSON submissions) store batches:
// COPY into a temporary staging table, then one set-based merge, and the
// import's checkpoint, all in one transaction per batch. So a batch and the
// record that it is stored commit together: a crash between the two cannot
// happen, and a rerun never stores a batch twice.
// - PostgreSQL: plain pg connections (pg-copy-streams for COPY FROM STDIN),
//   one batch per connection at a time; synchronous_commit off for these
//   transactions (a crash may lose the last ones, with their checkpoint, so
//   a rerun redoes exactly them); `flush()` makes everything durable.
// - PGlite: its own COPY FROM '/dev/blob' on the one connection.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CommittedLines, LineRange } from './commit-prefix.ts';
import { copyText, CREATE_STAGE_SQL, MERGE_STAGE_SQL, STAGE_COLUMNS } from './copy-rows.ts';
import type { Observation } from './merge.ts';

/** The lines a batch covers in the import named `name` (recorded with the batch). */
export interface CheckpointMark {
  name: string;
  first: number;
  last: number;
}

export interface BulkStore {
  /** Stores one batch atomically, with its checkpoint mark; answers when committed. */
  store(rows: readonly Observation[], mark?: CheckpointMark | null): Promise<void>;
  /** The lines an import of that name has stored, or null when none is recorded. */
  readCheckpoint(name: string): Promise<CommittedLines | null>;
  /** Forgets an import's checkpoint (a fresh start). */
  resetCheckpoint(name: string): Promise<void>;
  /** Makes every batch committed so far durable. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const CHECKPOINT_SQL = `/* vigil:pdns-import-checkpoint */
INSERT INTO pdns_import_checkpoint AS c (name, lines, updated_at) VALUES ($1, int8multirange(int8range($2::bigint, $3::bigint, '[]')), now())
ON CONFLICT (name) DO UPDATE SET lines = c.lines + EXCLUDED.lines, updated_at = now()`;
const READ_CHECKPOINT_SQL = 'SELECT lines::text AS lines FROM pdns_import_checkpoint WHERE name = $1';
const RESET_CHECKPOINT_SQL = 'DELETE FROM pdns_import_checkpoint WHERE name = $1';

/** `{[1,11),[21,31)}` -> the committed prefix and the ranges ahead of it. */
export function parseLines(text: string): CommittedLines {
  const ranges: LineRange[] = [...text.matchAll(/\[(\d+),(\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2]) - 1] as const);
  if (ranges.length > 0 && ranges[0]![0] <= 1) return { line: ranges[0]![1], ahead: ranges.slice(1) };
  return { line: 0, ahead: ranges };
}

export function postgresBulkStore(options: { url: string; schema?: string; connections: number }): BulkStore {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.connections,
    options: ['-c jit=off', ...(options.schema ? [`-c search_path=${options.schema}`] : [])].join(' '),
  });
  // An idle connection that drops is replaced on the next batch, whose statements report the error if the server is gone.
  pool.on('error', () => undefined);
  const staged = new WeakSet<pg.PoolClient>();
  const read = async (name: string) => {
    const rows = (await pool.query<{ lines: string }>(READ_CHECKPOINT_SQL, [name])).rows;
    return rows[0] ? parseLines(rows[0].lines) : null;
  };
  return {
    async store(rows, mark) {
      const client = await pool.connect();
      try {
        if (!staged.has(client)) {
          await client.query(CREATE_STAGE_SQL);
          staged.add(client);
        }
        await client.query('BEGIN');
        try {
          await client.query('SET LOCAL synchronous_commit = off');
          if (rows.length > 0) {
            await pipeline(Readable.from([copyText(rows)]), client.query(copyFrom(`COPY pdns_stage (${STAGE_COLUMNS}) FROM STDIN`)));
            await client.query(MERGE_STAGE_SQL);
          }
          if (mark) await client.query(CHECKPOINT_SQL, [mark.name, mark.first, mark.last]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      } finally {
        client.release();
      }
    },
    readCheckpoint: read,
    async resetCheckpoint(name) {
      await pool.query(RESET_CHECKPOINT_SQL, [name]);
    },
    async flush() {
      // A synchronous commit that wrote WAL flushes all WAL before it, so every earlier asynchronous commit too.
      await pool.query('SELECT txid_current()');
    },
    close: () => pool.end(),
  };
}

export function pgliteBulkStore(pglite: PGlite): BulkStore {
  let staged = false;
  const stage = async (tx: Transaction | PGlite) => {
    if (!staged) await tx.exec(CREATE_STAGE_SQL);
    staged = true;
  };
  return {
    async store(rows, mark) {
      await pglite.transaction(async (tx) => {
        await stage(tx);
        if (rows.length > 0) {
          await tx.query(`COPY pdns_stage (${STAGE_COLUMNS}) FROM '/dev/blob'`, [], { blob: new Blob([copyText(rows)]) });
          await tx.query(MERGE_STAGE_SQL);
        }
        if (mark) await tx.query(CHECKPOINT_SQL, [mark.name, mark.first, mark.last]);
      });
    },
    async readCheckpoint(name) {
      const rows = (await pglite.query<{ lines: string }>(READ_CHECKPOINT_SQL, [name])).rows;
      return rows[0] ? parseLines(rows[0].lines) : null;
    },
    async resetCheckpoint(name) {
      await pglite.query(RESET_CHECKPOINT_SQL, [name]);
    },
    flush: async () => undefined,
    close: async () => undefined,
  };
}
