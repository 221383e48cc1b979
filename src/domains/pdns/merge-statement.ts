// The merge rule, once, for every source of observations: rows are grouped by
// their key first (a batch may observe the same tuple twice), then inserted
// or merged into the existing row in the same statement (ON CONFLICT DO
// UPDATE takes the row lock, so concurrent submitters never lose counts).
// Rows go in key order so two concurrent batches lock rows in the same order
// (no deadlock). The callers differ only in where the rows come from: the
// arrays of a batch (merge.ts) or a staging table (copy-rows.ts,
// submit-stream.ts).

/** The columns of pdns_record a source provides, in this order. */
export const OBSERVATION_COLUMNS = 'customer_id, query, answer, rrclass, rrtype, tlp, first_seen, last_seen, min_ttl, max_ttl, times';

/**
 * The merge statement reading `source` (a FROM item yielding OBSERVATION_COLUMNS).
 * `marker` opens the text: the statement's marker comment (src/db/statement-names.ts),
 * written as a literal at the call (markers are fixed strings), or '' for an unnamed statement.
 */
export function mergeStatement(marker: string, source: string): string {
  return `${marker}
INSERT INTO pdns_record AS r (${OBSERVATION_COLUMNS})
SELECT customer_id, query, answer, rrclass, rrtype, tlp, min(first_seen), max(last_seen), min(min_ttl), max(max_ttl), sum(times)
  FROM ${source}
 GROUP BY query, answer, rrclass, rrtype, tlp, customer_id
 ORDER BY query, answer, rrclass, rrtype, tlp, customer_id
ON CONFLICT (query, answer, rrclass, rrtype, tlp, customer_id) DO UPDATE SET
  first_seen = LEAST(r.first_seen, EXCLUDED.first_seen),
  last_seen = GREATEST(r.last_seen, EXCLUDED.last_seen),
  min_ttl = LEAST(r.min_ttl, EXCLUDED.min_ttl),
  max_ttl = GREATEST(r.max_ttl, EXCLUDED.max_ttl),
  times = r.times + EXCLUDED.times`;
}
