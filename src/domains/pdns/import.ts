// `vigil pdns import FILE`: NDJSON in the common output format (one COF
// object per line, rdata string or list) or CSV with a header row naming
// submission fields. Lines become observations through the same checks as
// POST /pdns/v3/record; valid ones are stored in batches, each batch one
// COPY into a staging table and one set-based merge (bulk-store.ts; all or
// nothing per batch). Up to `concurrency` batches are stored at once (one per
// database connection) while parsing goes on. With a checkpoint, each batch
// records the lines it covers in its own transaction (so a stored batch is
// never stored again), the file copies that after the commit (see
// commit-prefix.ts for batches committing out of order), and a rerun resumes
// after them. Rejected lines are reported, never silently dropped.
import { createReadStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { BulkStore, CheckpointMark } from './bulk-store.ts';
import { readCheckpoint, writeCheckpoint } from './checkpoint.ts';
import { CommitPrefix, type CommittedLines } from './commit-prefix.ts';
import type { Observation } from './merge.ts';
import type { Config } from '../../config.ts';
import { TEXT_SUSPECT } from '../common/input-policy.ts';
import { checkRecord, recordTextProblem } from './records.ts';

export type ImportFormat = 'ndjson' | 'csv';

export interface ImportOptions {
  /** The input limits (records pass the same text checks as POST /pdns/v3/record). */
  config: Config;
  file: string;
  format: ImportFormat;
  customerId: number | null;
  /** TLP of COF lines (COF has none); CSV may carry a tlp column. */
  tlp: string;
  batchSize: number;
  /**
   * Batches stored at once (default 1). `store` is then called that many
   * times without waiting, so it needs as many connections.
   */
  concurrency?: number;
  checkpoint: string | null;
  /**
   * Stores one batch atomically, together with its checkpoint mark (the
   * lines it covers) when there is a checkpoint; answers when committed.
   */
  store: (rows: Observation[], mark: CheckpointMark | null) => Promise<unknown>;
  /**
   * Where the marks are kept (the database, in each batch's transaction):
   * the authority on what is stored; the checkpoint file is its copy.
   */
  checkpoints?: Pick<BulkStore, 'readCheckpoint' | 'resetCheckpoint' | 'flush'>;
  onRejected: (line: number, reason: string, text: string) => void;
  onProgress: (state: ImportState) => void;
}

export interface ImportState {
  lines: number;
  stored: number;
  rejected: number;
  skipped: number;
  bytes: number;
}

const SUBMISSION_FIELDS = new Set(['query', 'answer', 'firstSeen', 'lastSeen', 'times', 'minTtl', 'maxTtl', 'tlp', 'recordType', 'recordClass']);
const NUMERIC = new Set(['times', 'minTtl', 'maxTtl']);

/** One COF object -> submission records (one per rdata value), or the reason it cannot be one. */
export function cofToRecords(value: unknown, tlp: string): Record<string, unknown>[] | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a JSON object';
  const o = value as Record<string, unknown>;
  if (typeof o['rrname'] !== 'string') return 'rrname is required';
  if (typeof o['rrtype'] !== 'string') return 'rrtype is required';
  const rdata = typeof o['rdata'] === 'string' ? [o['rdata']] : o['rdata'];
  if (!Array.isArray(rdata) || rdata.length === 0 || !rdata.every((r) => typeof r === 'string')) return 'rdata must be a string or a list of strings';
  const first = o['time_first_ms'] ?? (typeof o['time_first'] === 'number' ? o['time_first'] * 1000 : o['time_first']);
  const last = o['time_last_ms'] ?? (typeof o['time_last'] === 'number' ? o['time_last'] * 1000 : o['time_last']);
  if (first === undefined) return 'time_first is required';
  const ttl = typeof o['ttl'] === 'number' ? o['ttl'] : 0;
  const records: Record<string, unknown>[] = [];
  // A plain loop, not map() with a closure: tsx wraps every function created
  // at run time in a naming helper, which cost ~15 % of the import's parsing.
  for (const answer of rdata as string[]) {
    const record: Record<string, unknown> = {
      query: o['rrname'],
      answer,
      recordType: o['rrtype'],
      firstSeen: first,
      times: o['count'] ?? 1,
      minTtl: typeof o['min_ttl'] === 'number' ? o['min_ttl'] : ttl,
      maxTtl: typeof o['max_ttl'] === 'number' ? o['max_ttl'] : ttl,
      tlp: typeof o['tlp'] === 'string' ? o['tlp'] : tlp,
    };
    if (typeof o['rrclass'] === 'string') record['recordClass'] = o['rrclass'];
    if (last !== undefined) record['lastSeen'] = last;
    records.push(record);
  }
  return records;
}

/** A CSV line's fields (RFC 4180 quoting, no line breaks inside fields). */
export function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}


export class ImportUsageError extends Error {}

interface Failure {
  first: number;
  last: number;
  /** The batch committed, but the checkpoint could not be written. */
  stored: boolean;
  error: unknown;
}

/** A batch failed; the import stopped after the batches in flight settled. */
export class ImportBatchError extends Error {
  constructor({ first, last, stored, error }: Failure, committedThrough: number) {
    const reason = error instanceof Error ? error.message : String(error);
    super(
      `${stored ? `lines ${first}-${last} were stored but the checkpoint could not be written` : `lines ${first}-${last} were not stored`} (${reason}); ` +
        (committedThrough > 0 ? `every line up to ${committedThrough} is stored` : 'no line before them is stored'),
      { cause: error },
    );
  }
}

/** One line's records, or the reason the line is rejected. */
function lineRecords(text: string, format: ImportFormat, header: string[] | null, tlp: string): Record<string, unknown>[] | string {
  if (format === 'ndjson') {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return 'not valid JSON';
    }
    return cofToRecords(value, tlp);
  }
  const cells = csvFields(text);
  if (cells.length !== header!.length) return `expected ${header!.length} fields, found ${cells.length}`;
  const record: Record<string, unknown> = {};
  for (let i = 0; i < cells.length; i += 1) {
    const name = header![i]!;
    const cell = cells[i]!.trim();
    if (cell !== '') record[name] = NUMERIC.has(name) && /^-?\d+$/.test(cell) ? Number(cell) : cell;
  }
  if (record['tlp'] === undefined) record['tlp'] = tlp;
  return [record];
}

/**
 * Where a rerun resumes. The checkpoint file names the import (by its
 * absolute path); the database's record of it, written with each batch,
 * wins over the file, which is written after the commit and may lag (a
 * crash in between). No file: a fresh start, and the file is written at
 * once, so a crash before the first file write still finds the record.
 */
async function resumePoint(options: ImportOptions, name: string | null): Promise<CommittedLines> {
  if (!options.checkpoint || !name) return { line: 0, ahead: [] };
  if (existsSync(options.checkpoint)) {
    const fromFile = readCheckpoint(options.checkpoint);
    return (await options.checkpoints?.readCheckpoint(name)) ?? fromFile;
  }
  await options.checkpoints?.resetCheckpoint(name);
  writeCheckpoint(options.checkpoint, { line: 0, ahead: [] });
  return { line: 0, ahead: [] };
}

export async function importPdnsFile(options: ImportOptions): Promise<ImportState> {
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const name = options.checkpoint ? resolve(options.checkpoint) : null;
  const resumed = await resumePoint(options, name);
  // What the previous run stored (skipped now), apart from what this run commits.
  const previous = new CommitPrefix(resumed);
  const committed = new CommitPrefix(resumed);
  const state: ImportState = { lines: 0, stored: 0, rejected: 0, skipped: 0, bytes: 0 };
  const now = Date.now();
  let header: string[] | null = null;
  let batch: Observation[] = [];
  /** Last line of the previous batch: a batch covers every line after it up to its own last one. */
  let batchEnd = resumed.line;
  const running = new Set<Promise<void>>();
  // The first failure stops the import (a holder: it is set inside callbacks).
  const stop: { failed: Failure | null } = { failed: null };

  const store = async (rows: Observation[], first: number, last: number) => {
    try {
      const mark = name && first <= last ? { name, first, last } : null;
      if (rows.length > 0 || mark) await options.store(rows, mark);
    } catch (error) {
      stop.failed ??= { first, last, stored: false, error };
      return;
    }
    state.stored += rows.length;
    // A failed checkpoint write stops the import too (the rerun would redo this batch).
    try {
      if (committed.commit(first, last) && options.checkpoint) writeCheckpoint(options.checkpoint, committed.state);
      options.onProgress(state);
    } catch (error) {
      stop.failed ??= { first, last, stored: true, error };
    }
  };

  // Hands the batch to a free connection; waits while all are busy, so
  // parsing runs at most one batch ahead of the stores.
  const flush = async (last: number) => {
    const rows = batch;
    const first = batchEnd + 1;
    batch = [];
    batchEnd = last;
    while (running.size >= concurrency && !stop.failed) await Promise.race(running);
    if (stop.failed) return;
    const task = store(rows, first, last).finally(() => running.delete(task));
    running.add(task);
  };

  const input = createReadStream(options.file, { encoding: 'utf8', highWaterMark: 1 << 20 });
  try {
    const lines = createInterface({ input, crlfDelay: Infinity });
    for await (const text of lines) {
      state.lines += 1;
      state.bytes += Buffer.byteLength(text) + 1;
      const lineNo = state.lines;
      if (options.format === 'csv' && header === null) {
        header = csvFields(text).map((h) => h.trim());
        const unknown = header.filter((h) => !SUBMISSION_FIELDS.has(h));
        if (unknown.length > 0) throw new ImportUsageError(`CSV header: unknown column ${unknown.join(', ')}; expected ${[...SUBMISSION_FIELDS].join(', ')}`);
        continue;
      }
      if (previous.covers(lineNo)) {
        state.skipped += 1;
        continue;
      }
      if (text.trim() === '') continue;
      const records = lineRecords(text, options.format, header, options.tlp);
      if (typeof records === 'string') {
        state.rejected += 1;
        options.onRejected(lineNo, records, text);
        continue;
      }
      // Lines that cannot hold a refused character skip the per-record walk.
      const suspect = TEXT_SUSPECT.test(text);
      for (const raw of records) {
        const refused = suspect ? recordTextProblem(raw, options.config) : null;
        if (refused) {
          state.rejected += 1;
          options.onRejected(lineNo, `${refused.field ?? 'record'}: ${refused.message}`, text);
          continue;
        }
        const checked = checkRecord(raw, options.customerId, now);
        if (checked.ok) batch.push(checked.observation);
        else {
          state.rejected += 1;
          options.onRejected(lineNo, `${checked.field ?? 'record'}: ${checked.message}`, text);
        }
      }
      if (batch.length >= options.batchSize) {
        await flush(lineNo);
        if (stop.failed) break;
      }
    }
    if (!stop.failed) await flush(state.lines);
  } finally {
    // Whatever ends the loop, the batches already handed over finish (commit
    // or fail) before the import answers: the checkpoint then says what is in.
    await Promise.all(running);
    input.destroy();
  }
  // Committed batches may have committed asynchronously (bulk-store.ts): make them durable before answering.
  await options.checkpoints?.flush();
  if (stop.failed) {
    // Built after every batch settled: an earlier batch may have committed after the failure.
    throw new ImportBatchError(stop.failed, committed.state.line);
  }
  return state;
}
