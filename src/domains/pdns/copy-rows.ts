// Observations as the text format of COPY (tab-separated, \N for null,
// backslash escapes), for the staging table the bulk paths write to.
import type { Observation } from './merge.ts';
import { mergeStatement, OBSERVATION_COLUMNS } from './merge-statement.ts';

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapeOne = (c: string) => ESCAPES[c]!;
const text = (value: string) => (SPECIAL.test(value) ? value.replace(SPECIALS, escapeOne) : value);

/** Columns in STAGE_COLUMNS order. */
export function copyLine(r: Observation): string {
  return `${r.customerId === null ? '\\N' : r.customerId}\t${text(r.query)}\t${text(r.answer)}\t${text(r.rrclass)}\t${text(r.rrtype)}\t${r.tlp}\t${r.firstSeen}\t${r.lastSeen}\t${r.minTtl}\t${r.maxTtl}\t${r.times}\n`;
}

export function copyText(rows: readonly Observation[]): string {
  let out = '';
  for (const r of rows) out += copyLine(r);
  return out;
}

/** The staging table's columns: those the merge reads. */
export const STAGE_COLUMNS = OBSERVATION_COLUMNS;

/**
 * A temporary table per connection, emptied at every commit: COPY writes a
 * batch there without WAL (temporary tables are not logged) and without any
 * index; the merge reads it set-based.
 */
export const STAGE_DDL = `(customer_id int, query text COLLATE "C", answer text COLLATE "C", rrclass text, rrtype text, tlp text,
  first_seen bigint, last_seen bigint, min_ttl int, max_ttl int, times bigint)`;
export const CREATE_STAGE_SQL = `CREATE TEMPORARY TABLE IF NOT EXISTS pdns_stage ${STAGE_DDL} ON COMMIT DELETE ROWS`;

/** The merge (merge-statement.ts) from the staging table. */
export const MERGE_STAGE_SQL = mergeStatement('/* vigil:pdns-merge-stage */', 'pdns_stage');
