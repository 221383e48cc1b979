// Observations as the text format of COPY (tab-separated, \N for null,
// backslash escapes), for the staging table the bulk paths write to.
import type { Observation } from './merge.ts';

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

export const STAGE_COLUMNS = 'customer_id, query, answer, rrclass, rrtype, tlp, first_seen, last_seen, min_ttl, max_ttl, times';

/**
 * A temporary table per connection, emptied at every commit: COPY writes a
 * batch there without WAL (temporary tables are not logged) and without any
 * index; the merge reads it set-based.
 */
export const STAGE_DDL = `(customer_id int, query text COLLATE "C", answer text COLLATE "C", rrclass text, rrtype text, tlp text,
  first_seen bigint, last_seen bigint, min_ttl int, max_ttl int, times bigint)`;
export const CREATE_STAGE_SQL = `CREATE TEMPORARY TABLE IF NOT EXISTS pdns_stage ${STAGE_DDL} ON COMMIT DELETE ROWS`;

/**
 * The merge from the staging table: grouped by the key (a batch may observe
 * a tuple twice), in key order (concurrent batches lock rows in the same
 * order: no deadlock), inserted or merged into the existing row (the row
 * lock of ON CONFLICT DO UPDATE: concurrent writers never lose counts).
 */
export const MERGE_STAGE_SQL = `/* vigil:pdns-merge-stage */
INSERT INTO pdns_record AS r (customer_id, query, answer, rrclass, rrtype, tlp, first_seen, last_seen, min_ttl, max_ttl, times)
SELECT customer_id, query, answer, rrclass, rrtype, tlp, min(first_seen), max(last_seen), min(min_ttl), max(max_ttl), sum(times)
  FROM pdns_stage
 GROUP BY query, answer, rrclass, rrtype, tlp, customer_id
 ORDER BY query, answer, rrclass, rrtype, tlp, customer_id
ON CONFLICT (query, answer, rrclass, rrtype, tlp, customer_id) DO UPDATE SET
  first_seen = LEAST(r.first_seen, EXCLUDED.first_seen),
  last_seen = GREATEST(r.last_seen, EXCLUDED.last_seen),
  min_ttl = LEAST(r.min_ttl, EXCLUDED.min_ttl),
  max_ttl = GREATEST(r.max_ttl, EXCLUDED.max_ttl),
  times = r.times + EXCLUDED.times`;
