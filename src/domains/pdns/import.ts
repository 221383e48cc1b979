// `vigil pdns import FILE`: NDJSON in the common output format (one COF
// object per line, rdata string or list) or CSV with a header row naming
// submission fields. Lines become observations through the same checks as
// POST /pdns/v3/record; valid ones are stored in batches, each batch one
// merge statement (all or nothing per batch); with a checkpoint file the
// last committed line is recorded after each batch, and a rerun resumes
// after it. Rejected lines are reported, never silently dropped.
import { createReadStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Observation } from './merge.ts';
import { checkRecord } from './records.ts';

export type ImportFormat = 'ndjson' | 'csv';

export interface ImportOptions {
  file: string;
  format: ImportFormat;
  customerId: number | null;
  /** TLP of COF lines (COF has none); CSV may carry a tlp column. */
  tlp: string;
  batchSize: number;
  checkpoint: string | null;
  /** Stores one batch; answers when it is committed. */
  store: (rows: Observation[]) => Promise<unknown>;
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
  return (rdata as string[]).map((answer) => ({
    query: o['rrname'],
    answer,
    recordType: o['rrtype'],
    ...(typeof o['rrclass'] === 'string' ? { recordClass: o['rrclass'] } : {}),
    firstSeen: first,
    ...(last !== undefined ? { lastSeen: last } : {}),
    times: o['count'] ?? 1,
    minTtl: typeof o['min_ttl'] === 'number' ? o['min_ttl'] : ttl,
    maxTtl: typeof o['max_ttl'] === 'number' ? o['max_ttl'] : ttl,
    tlp: typeof o['tlp'] === 'string' ? o['tlp'] : tlp,
  }));
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

function readCheckpoint(path: string | null): number {
  if (!path || !existsSync(path)) return 0;
  const line = (JSON.parse(readFileSync(path, 'utf8')) as { line?: unknown }).line;
  if (typeof line !== 'number' || !Number.isInteger(line) || line < 0) throw new ImportUsageError(`checkpoint ${path} is not one this command wrote`);
  return line;
}

export async function importPdnsFile(options: ImportOptions): Promise<ImportState> {
  const resumeAfter = readCheckpoint(options.checkpoint);
  const state: ImportState = { lines: 0, stored: 0, rejected: 0, skipped: 0, bytes: 0 };
  const now = Date.now();
  let header: string[] | null = null;
  let batch: Observation[] = [];
  let inFlight: Promise<void> = Promise.resolve();

  // One batch is stored while the next is parsed; the checkpoint follows commits.
  const flush = async (throughLine: number) => {
    const rows = batch;
    batch = [];
    await inFlight;
    inFlight = (async () => {
      if (rows.length > 0) await options.store(rows);
      state.stored += rows.length;
      if (options.checkpoint) writeFileSync(options.checkpoint, `${JSON.stringify({ line: throughLine })}\n`);
      options.onProgress(state);
    })();
  };

  const lines = createInterface({ input: createReadStream(options.file, { encoding: 'utf8', highWaterMark: 1 << 20 }), crlfDelay: Infinity });
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
    if (lineNo <= resumeAfter) {
      state.skipped += 1;
      continue;
    }
    if (text.trim() === '') continue;
    let records: Record<string, unknown>[] | string;
    if (options.format === 'csv') {
      const cells = csvFields(text);
      if (cells.length !== header!.length) records = `expected ${header!.length} fields, found ${cells.length}`;
      else {
        const record: Record<string, unknown> = {};
        header!.forEach((name, i) => {
          const cell = cells[i]!.trim();
          if (cell !== '') record[name] = NUMERIC.has(name) && /^-?\d+$/.test(cell) ? Number(cell) : cell;
        });
        if (record['tlp'] === undefined) record['tlp'] = options.tlp;
        records = [record];
      }
    } else {
      try {
        records = cofToRecords(JSON.parse(text), options.tlp);
      } catch {
        records = 'not valid JSON';
      }
    }
    if (typeof records === 'string') {
      state.rejected += 1;
      options.onRejected(lineNo, records, text);
      continue;
    }
    for (const raw of records) {
      const checked = checkRecord(raw, options.customerId, now);
      if (checked.ok) batch.push(checked.observation);
      else {
        state.rejected += 1;
        options.onRejected(lineNo, `${checked.field ?? 'record'}: ${checked.message}`, text);
      }
    }
    if (batch.length >= options.batchSize) await flush(lineNo);
  }
  await flush(state.lines);
  await inFlight;
  return state;
}
