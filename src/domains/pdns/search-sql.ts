// The lookup statements, one text per variant (how the query matches,
// aggregated or not, the sort order), built once; each carries its fixed
// marker (pdns-search, pdns-count), and the statement namer gives every
// further text under a marker a name of its own once it is used often
// (src/db/statement-names.ts: a name always stands for one text). One statement answers a page, its true count
// (a window count over the grouped rows within the time fences) and how many
// rows matched before grouping (a window sum); visibility is part of its WHERE: white records for everyone,
// other TLPs only of customers the caller holds viewPassiveDNS for, and a
// record of a customer the caller may not see is anonymised (customer null).
//
// Parameters, in this order:
//   $1 term or lower bound, $2 upper bound (patterns only: absent for exact)
//   then roots of the visible customer subtrees, rrclass[], rrtype[], tlp[],
//   customerID[] (narrowing), includeAnonymous, the four time fences (epoch
//   ms or null), the match cap (rows read at most, plus one), limit, offset.
import type { LookupPattern } from './pattern.ts';

export type MatchKind = LookupPattern['kind'];
export type SortField = 'firstSeenTimestamp' | 'lastSeenTimestamp' | 'times' | 'query' | 'answer';
export interface SortKey {
  field: SortField;
  descending: boolean;
}

const SORT_COLUMN: Record<SortField, string> = { firstSeenTimestamp: 'first_seen', lastSeenTimestamp: 'last_seen', times: 'times', query: 'query', answer: 'answer' };
export const SORT_FIELDS = Object.keys(SORT_COLUMN) as SortField[];
export const DEFAULT_SORT: readonly SortKey[] = [{ field: 'lastSeenTimestamp', descending: true }];

/**
 * How a pattern meets the indexes (see pattern.ts and the migrations), as
 * branches whose rows are read one after the other (UNION ALL; a later
 * branch leaves out what an earlier one matched, so no row is read twice):
 * exact: the unique key (leading query) and pdns_record_answer_idx, a BitmapOr;
 * prefix: the same two btrees, as ranges (C collation);
 * suffix: pdns_record_query_rev_idx on reverse(query), then on the answer side
 *   pdns_record_answer_rev_idx (reverse(answer), answers that are not addresses);
 * range: pdns_record_answer_inet_idx on answer::inet (A and AAAA answers).
 * pdns_record_answer_rev_idx carries every column a search reads (INCLUDE),
 * so its branch is an index-only scan: a broad wildcard on answers reads a
 * few index pages in key order, not one heap page per match. That is why the
 * suffix form is two branches and not one OR (a BitmapOr always visits the
 * heap). The address index stays narrow: A and AAAA rows are most of the
 * table (docs/performance.md, "Passive DNS search").
 */
const QUERY_SUFFIX = 'reverse(r.query) > $1 AND reverse(r.query) < $2';
const MATCH: Record<MatchKind, readonly string[]> = {
  exact: ['(r.query = $1 OR r.answer = $1)'],
  prefix: ['((r.query > $1 AND r.query < $2) OR (r.answer > $1 AND r.answer < $2))'],
  suffix: [
    QUERY_SUFFIX,
    `r.rrtype NOT IN ('a', 'aaaa') AND reverse(r.answer) > $1 AND reverse(r.answer) < $2 AND NOT (${QUERY_SUFFIX})`,
  ],
  range: [`r.rrtype IN ('a', 'aaaa') AND (r.answer::inet) >= $1::inet AND (r.answer::inet) <= $2::inet`],
};

const AGGREGATES = `
  min(r.first_seen)::float8 AS first_seen, max(r.last_seen)::float8 AS last_seen,
  min(r.min_ttl) AS min_ttl, max(r.max_ttl) AS max_ttl, sum(r.times::float8) AS times`;

export interface SearchVariant {
  match: MatchKind;
  aggregate: boolean;
  sort: readonly SortKey[];
}

/** Numbers of the parameters after the pattern's one or two. */
function numbering(match: MatchKind) {
  const first = match === 'exact' ? 2 : 3;
  const n = (i: number) => `$${first + i}`;
  return { roots: n(0), rrclass: n(1), rrtype: n(2), tlp: n(3), customers: n(4), includeAnonymous: n(5), firstAfter: n(6), firstBefore: n(7), lastAfter: n(8), lastBefore: n(9), cap: n(10), limit: n(11), offset: n(12) };
}

/**
 * The two steps of a search. Step 1 (k) groups every matched row with only
 * what decides the page: the sort key, the time fences and the counts;
 * step 2 (g) computes the whole record (TLP, customer, TTLs, counts) for the
 * page's groups alone, from their rows read again by the unique key. A
 * broad pattern groups thousands of rows; the aggregates of a record cost as
 * much again as the grouping, so they are paid for the page only. Every row
 * of a group matches the pattern (the pattern reads only query, answer and
 * rrtype, which the group shares), so step 2 reads the same rows as step 1
 * with the same visibility and filters.
 */
function bodySql(v: SearchVariant): string {
  const p = numbering(v.match);
  // The visible ids as one value computed once (an InitPlan), not a join: a
  // join with vis cost a nested-loop step for every matched row.
  const ids = '(SELECT ids FROM vis)::int[]';
  // The customer of a row as the caller may see it (null: anonymous, or anonymised).
  const visibleCustomer = `CASE WHEN r.customer_id = ANY(${ids}) THEN r.customer_id END`;
  const rowFilters = `(r.tlp = 'white' OR r.customer_id = ANY(${ids}))
       AND (${p.rrclass}::text[] IS NULL OR r.rrclass = ANY(${p.rrclass}::text[]))
       AND (${p.rrtype}::text[] IS NULL OR r.rrtype = ANY(${p.rrtype}::text[]))
       AND (${p.tlp}::text[] IS NULL OR r.tlp = ANY(${p.tlp}::text[]))
       AND (${p.includeAnonymous}::boolean OR ${visibleCustomer} IS NOT NULL)
       AND (${p.customers}::int[] IS NULL OR ${visibleCustomer} IS NULL OR ${visibleCustomer} = ANY(${p.customers}::int[]))`;
  // One record per tuple across customers (aggregate), or per tuple, TLP and visible customer.
  const groupKey = v.aggregate ? ['query', 'answer', 'rrclass', 'rrtype'] : ['query', 'answer', 'rrclass', 'rrtype', 'tlp', 'vc'];
  // Step 1's aggregates: the sort keys, and the fences (inclusive, as DNSDB's, on the record as answered).
  const sortAggregates: Record<SortField, string | null> = { firstSeenTimestamp: 'min(first_seen)::float8 AS first_seen', lastSeenTimestamp: 'max(last_seen)::float8 AS last_seen', times: 'sum(times::float8) AS times', query: null, answer: null };
  const step1 = [
    ...groupKey.map((c) => (c === 'vc' ? 'vc AS customer_id' : c)),
    ...v.sort.map((k) => sortAggregates[k.field]).filter((x): x is string => x !== null),
    // A column, not a HAVING: the rows a fence leaves out still count as read (matched).
    `(${p.firstAfter}::bigint IS NULL OR min(first_seen) >= ${p.firstAfter}::bigint)
           AND (${p.firstBefore}::bigint IS NULL OR min(first_seen) <= ${p.firstBefore}::bigint)
           AND (${p.lastAfter}::bigint IS NULL OR max(last_seen) >= ${p.lastAfter}::bigint)
           AND (${p.lastBefore}::bigint IS NULL OR max(last_seen) <= ${p.lastBefore}::bigint) AS fenced`,
    'count(*) AS n',
  ];
  // m is read once, streamed into the grouping (not kept as a CTE of its own):
  // what the caller's narrowing leaves out (includeAnonymous, customerID) is
  // left out here, so the cap counts rows that make the answer.
  return `vis AS MATERIALIZED (SELECT COALESCE(array_agg(id), '{}') AS ids FROM customer WHERE path && ${p.roots}::int[]),
  m AS (${MATCH[v.match].map((match) => `
    SELECT r.query, r.answer, r.rrclass, r.rrtype, r.tlp, r.first_seen, r.last_seen, r.times, ${visibleCustomer} AS vc
      FROM pdns_record r
     WHERE ${match}
       AND ${rowFilters}`).join(`
    UNION ALL`)}
     LIMIT ${p.cap}::int
  ),
  k AS (SELECT ${step1.join(', ')} FROM m GROUP BY ${groupKey.join(', ')})`;
}

/** Step 2 for the page's keys in `keys` (a relation with the group key and total, matched). */
function recordsSql(v: SearchVariant, keys: string): string {
  const p = numbering(v.match);
  const ids = '(SELECT ids FROM vis)::int[]';
  const visibleCustomer = `CASE WHEN r.customer_id = ANY(${ids}) THEN r.customer_id END`;
  const same = v.aggregate ? '' : ` AND r.tlp = p.tlp AND ${visibleCustomer} IS NOT DISTINCT FROM p.customer_id`;
  const record = v.aggregate
    ? // The strictest TLP; the customer only when every merged record is of the same visible customer.
      `(ARRAY['white','green','amber','red'])[max(array_position(ARRAY['white','green','amber','red'], r.tlp))] AS tlp,
              CASE WHEN bool_and(${visibleCustomer} IS NOT NULL) AND min(${visibleCustomer}) = max(${visibleCustomer}) THEN min(${visibleCustomer}) END AS customer_id`
    : 'p.tlp, p.customer_id';
  return `SELECT p.query, p.answer, p.rrclass, p.rrtype, ${record}, ${AGGREGATES}, p.total, p.matched
      FROM ${keys} p JOIN pdns_record r ON r.query = p.query AND r.answer = p.answer AND r.rrclass = p.rrclass AND r.rrtype = p.rrtype${same}
     WHERE (r.tlp = 'white' OR r.customer_id = ANY(${ids}))
       AND (${p.rrclass}::text[] IS NULL OR r.rrclass = ANY(${p.rrclass}::text[]))
       AND (${p.rrtype}::text[] IS NULL OR r.rrtype = ANY(${p.rrtype}::text[]))
       AND (${p.tlp}::text[] IS NULL OR r.tlp = ANY(${p.tlp}::text[]))
       AND (${p.includeAnonymous}::boolean OR ${visibleCustomer} IS NOT NULL)
       AND (${p.customers}::int[] IS NULL OR ${visibleCustomer} IS NULL OR ${visibleCustomer} = ANY(${p.customers}::int[]))
     GROUP BY p.query, p.answer, p.rrclass, p.rrtype, ${v.aggregate ? '' : 'p.tlp, p.customer_id, '}p.total, p.matched`;
}

/** The order of the records; `ties` of the tie-breakers (a group key needs no more: 4 for aggregated records, 6 else). */
function orderBy(sort: readonly SortKey[], ties = 6): string {
  const keys = sort.map((k) => `${SORT_COLUMN[k.field]} ${k.descending ? 'DESC' : 'ASC'}`);
  return `ORDER BY ${[...keys, ...['query', 'answer', 'rrclass', 'rrtype', 'tlp', 'customer_id NULLS FIRST'].slice(0, ties)].join(', ')}`;
}

function variantKey(v: SearchVariant): string {
  return `${v.match}-${v.aggregate ? 'agg' : 'sep'}-${v.sort.map((k) => `${k.descending ? '-' : ''}${k.field}`).join(',')}`;
}


const pages = new Map<string, string>();
const counts = new Map<string, string>();

/**
 * The page statement: rows of the page with `total` (records after grouping
 * and fences) and `matched` (rows read, up to the cap). Exported for the
 * benchmark's raw SQL floor.
 */
export function pageSql(v: SearchVariant): string {
  const key = variantKey(v);
  let text = pages.get(key);
  if (!text) {
    const p = numbering(v.match);
    const order = orderBy(v.sort);
    // One pass over the groups counts them (those within the fences: total)
    // and the rows read (matched), then the page's keys are cut from the fenced ones.
    const keysOrder = orderBy(v.sort, v.aggregate ? 4 : 6);
    text = `/* vigil:pdns-search */ WITH ${bodySql(v)},
  a AS (SELECT k.*, (count(*) FILTER (WHERE fenced) OVER ())::int AS total, (sum(n) OVER ())::int AS matched FROM k),
  p AS (SELECT * FROM a WHERE fenced ${keysOrder} LIMIT ${p.limit}::int OFFSET ${p.offset}::int),
  g AS (${recordsSql(v, 'p')})
  SELECT g.*, c.short_name, c.name FROM g LEFT JOIN customer c ON c.id = g.customer_id ${order}`;
    pages.set(key, text);
  }
  return text;
}

/** The count alone, for a page beyond the end (same parameters without limit and offset). */
export function countSql(v: SearchVariant): string {
  const key = `${v.match}-${v.aggregate ? 'agg' : 'sep'}`;
  let text = counts.get(key);
  if (!text) {
    text = `/* vigil:pdns-count */ WITH ${bodySql({ ...v, sort: DEFAULT_SORT })} SELECT (count(*) FILTER (WHERE fenced))::int AS total, COALESCE(sum(n), 0)::int AS matched FROM k`;
    counts.set(key, text);
  }
  return text;
}

export const SEEN_SQL = `/* vigil:pdns-seen */ WITH vis AS MATERIALIZED (SELECT COALESCE(array_agg(id), '{}') AS ids FROM customer WHERE path && $3::int[]) SELECT EXISTS (
  SELECT 1 FROM pdns_record r CROSS JOIN vis
   WHERE (r.query = $1 OR r.answer = $1)
     AND r.tlp = ANY($2::text[])
     AND (r.tlp = 'white' OR r.customer_id = ANY(vis.ids))
     AND ($4::int IS NULL OR r.customer_id IS NULL OR r.customer_id <> $4::int)
) AS seen`;
