// POST /pdns/v3/record with an NDJSON body (Content-Type
// application/x-ndjson): one submission record per line, for sensors that
// send large batches. Read as it arrives, in bounded memory: valid records
// go to a per-request staging table as they come (COPY), failures are
// counted (the first PDNS_STREAM_MAX_FAILURES listed), and at the end one
// transaction merges everything set-based in key order, or nothing:
// - default: one invalid line fails the request (412, nothing stored);
// - ignoreOnFailed: the valid lines are stored, the failed ones listed.
// A line longer than PDNS_STREAM_MAX_LINE_BYTES or more lines than
// PDNS_STREAM_MAX_RECORDS stop the request with a 412 (nothing stored).
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { ServiceContext } from '../../context.ts';
import { DomainError, InvalidFieldError } from '../../errors.ts';
import { copyLine, STAGE_COLUMNS, STAGE_DDL } from './copy-rows.ts';
import { mergeStatement } from './merge-statement.ts';
import { checkRecord, recordTextProblem, type RecordFailure } from './records.ts';
import { submissionCustomer, type PdnsSubmitResult } from './submit.ts';

export interface PdnsStreamInput {
  /** The body, line by line (without line ends). */
  lines: AsyncIterable<string>;
  ignoreOnFailed?: boolean | null;
  customer?: string | null;
}

export interface PdnsStreamResult extends PdnsSubmitResult {
  /** More records failed than are listed (PDNS_STREAM_MAX_FAILURES). */
  failedRecordsTruncated: boolean;
}

/** Where the bulk paths reach the database (client.ts: the app's pool or its PGlite). */
export type BulkTarget = { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; pglite: PGlite };

const CHUNK_ROWS = 5000;

class Tally {
  submitted = 0;
  accepted = 0;
  failed = 0;
  failures: RecordFailure[] = [];
  constructor(readonly maxListed: number) {}
  fail(index: number, field: string | null, message: string) {
    this.failed += 1;
    if (this.failures.length < this.maxListed) this.failures.push({ index, field: field === null ? `records[${index}]` : `records[${index}].${field}`, message });
  }
}

/** The body's lines as COPY text chunks of valid records; failures go to the tally. */
async function* validChunks(ctx: ServiceContext, input: PdnsStreamInput, customerId: number, tally: Tally): AsyncGenerator<string> {
  const now = Date.now();
  const { maxStreamRecords, maxStreamLineBytes } = ctx.config.pdns;
  let chunk = '';
  let rows = 0;
  for await (const line of input.lines) {
    if (line.trim() === '') continue;
    const index = tally.submitted;
    tally.submitted += 1;
    if (tally.submitted > maxStreamRecords) throw new InvalidFieldError('records', `at most ${maxStreamRecords} records per NDJSON request`, 'invalid.field.max', String(maxStreamRecords));
    if (Buffer.byteLength(line) > maxStreamLineBytes) {
      throw new InvalidFieldError(`records[${index}]`, `line ${index + 1} is longer than ${maxStreamLineBytes} bytes`, 'invalid.field.max', String(maxStreamLineBytes));
    }
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      tally.fail(index, null, `line ${index + 1} is not valid JSON`);
      continue;
    }
    // The JSON form's text policy first, as there (a record the policy refuses is a failed line like any other).
    const refused = recordTextProblem(raw, ctx.config);
    if (refused) {
      tally.fail(index, refused.field, refused.message);
      continue;
    }
    const checked = checkRecord(raw, customerId, now);
    if (!checked.ok) {
      tally.fail(index, checked.field, checked.message);
      continue;
    }
    tally.accepted += 1;
    chunk += copyLine(checked.observation);
    rows += 1;
    if (rows >= CHUNK_ROWS) {
      yield chunk;
      chunk = '';
      rows = 0;
    }
  }
  if (rows > 0) yield chunk;
}

/** The merge from a request's own staging table: unnamed (the table's name differs per request). */
export function mergeFrom(table: string): string {
  return mergeStatement('', table);
}

const createTable = (table: string) => `CREATE TEMPORARY TABLE ${table} ${STAGE_DDL}`;

async function streamPostgres(pool: pg.Pool, table: string, chunks: AsyncIterable<string>, commit: () => boolean): Promise<void> {
  // A connection of its own for the request's life (a slow sender must not hold one of the pool's).
  const options = pool.options;
  const client = new pg.Client({ connectionString: options.connectionString, options: options.options });
  await client.connect();
  try {
    await client.query(createTable(table));
    try {
      await pipeline(Readable.from(chunks), client.query(copyFrom(`COPY ${table} (${STAGE_COLUMNS}) FROM STDIN`)));
      if (!commit()) return;
      await client.query('BEGIN');
      try {
        await client.query(mergeFrom(table));
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } finally {
      await client.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function streamPGlite(pglite: PGlite, table: string, chunks: AsyncIterable<string>, commit: () => boolean): Promise<void> {
  await pglite.exec(createTable(table));
  try {
    // Chunk by chunk (COPY from a blob wants the whole text): the one connection is not held while the client sends.
    for await (const chunk of chunks) await pglite.query(`COPY ${table} (${STAGE_COLUMNS}) FROM '/dev/blob'`, [], { blob: new Blob([chunk]) });
    if (!commit()) return;
    await pglite.transaction(async (tx) => {
      await tx.query(mergeFrom(table));
    });
  } finally {
    await pglite.exec(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
  }
}

export async function submitPdnsStream(ctx: ServiceContext, target: BulkTarget, input: PdnsStreamInput): Promise<PdnsStreamResult> {
  const customer = await submissionCustomer(ctx, input.customer);
  const tally = new Tally(ctx.config.pdns.maxStreamFailures);
  const table = `pdns_upload_${randomBytes(8).toString('hex')}`;
  const chunks = validChunks(ctx, input, customer.id, tally);
  // Whether to merge, decided once the whole body is read.
  const commit = () => tally.submitted > 0 && (tally.failed === 0 || input.ignoreOnFailed === true);
  if (target.kind === 'postgres') await streamPostgres(target.pool, table, chunks, commit);
  else await streamPGlite(target.pglite, table, chunks, commit);
  if (tally.submitted === 0) throw new InvalidFieldError('records', 'the body holds no record (one JSON object per line)', 'invalid.field.value');
  if (tally.failed > 0 && !input.ignoreOnFailed) {
    const first = tally.failures[0]!;
    throw new DomainError(
      'INVALID_FIELD',
      `${tally.failed} of ${tally.submitted} records are invalid, nothing was stored (first: ${first.field}: ${first.message}); send ignoreOnFailed=true to store the valid ones`,
      { messageTemplate: 'invalid.field.value', field: first.field, metaData: { failedRecords: tally.failures, failed: tally.failed, failedRecordsTruncated: tally.failed > tally.failures.length } },
    );
  }
  return {
    submitted: tally.submitted,
    accepted: tally.accepted,
    failed: tally.failed,
    failedRecords: tally.failures,
    failedRecordsTruncated: tally.failed > tally.failures.length,
    customer: { id: customer.id, shortName: customer.shortName, name: customer.name },
  };
}
