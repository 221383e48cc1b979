// The merge rule, once, for every source of observations: rows are grouped by
// their key first (a batch may observe the same tuple twice), then inserted
// or merged into the existing row in the same statement (ON CONFLICT DO
// UPDATE takes the row lock, so concurrent submitters never lose counts).
// Rows go in key order so two concurrent batches lock rows in the same order
// (no deadlock). Counts saturate at the bigint maximum (MAX_TIMES). The
// callers differ only in where the rows come from: the arrays of a batch
// (merge.ts) or a staging table (copy-rows.ts, submit-stream.ts).

/** The columns of pdns_record a source provides, in this order. */
export const OBSERVATION_COLUMNS = 'customer_id, query, answer, rrclass, rrtype, tlp, first_seen, last_seen, min_ttl, max_ttl, times';

/**
 * The largest count `times` holds (its column is bigint). Counts saturate
 * there: a sum beyond it (a batch's repeated tuple, or a batch merged into an
 * existing row) stores this, never fails the statement (22003 bigint out of
 * range). A batch's sum is numeric (sum(bigint) is), capped, then cast; the
 * merge into a row compares before it adds (EXCLUDED.times is at least 1:
 * checkRecord), in bigint, so a merge pays no numeric arithmetic.
 * Read back through a JSON number it shows as 9223372036854776000 (the
 * nearest double, 2^63), as every count beyond 2^53 is shown rounded.
 */
export const MAX_TIMES = '9223372036854775807';

/**
 * The merge statement reading `source` (a FROM item yielding OBSERVATION_COLUMNS).
 * `marker` opens the text: the statement's marker comment (src/db/statement-names.ts),
 * written as a literal at the call (markers are fixed strings), or '' for an unnamed statement.
 */
export function mergeStatement(marker: string, source: string): string {
  return `${marker}
INSERT INTO pdns_record AS r (${OBSERVATION_COLUMNS})
SELECT customer_id, query, answer, rrclass, rrtype, tlp, min(first_seen), max(last_seen), min(min_ttl), max(max_ttl), LEAST(sum(times), ${MAX_TIMES})::bigint
  FROM ${source}
 GROUP BY query, answer, rrclass, rrtype, tlp, customer_id
 ORDER BY query, answer, rrclass, rrtype, tlp, customer_id
ON CONFLICT (query, answer, rrclass, rrtype, tlp, customer_id) DO UPDATE SET
  first_seen = LEAST(r.first_seen, EXCLUDED.first_seen),
  last_seen = GREATEST(r.last_seen, EXCLUDED.last_seen),
  min_ttl = LEAST(r.min_ttl, EXCLUDED.min_ttl),
  max_ttl = GREATEST(r.max_ttl, EXCLUDED.max_ttl),
  times = CASE WHEN r.times > ${MAX_TIMES} - EXCLUDED.times THEN ${MAX_TIMES} ELSE r.times + EXCLUDED.times END`;
}
