// Lookups: GET /pdns/v3/{query}, POST /pdns/v3/search, GET /cof/{query} and
// GET /{query}/seen. One statement answers a page and its true count
// (count(*) OVER () on the grouped rows), prepared once per connection (the
// vigil: marker, src/db/statement-names.ts); visibility is part of its WHERE:
// white records for everyone, other TLPs only of customers the caller holds
// viewPassiveDNS for. A record of a customer the caller may not see is shown
// anonymised (customer null), never attributed.
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError } from '../../errors.ts';
import { PDNS_FUNCTIONS } from './functions.ts';
import { dnsWords, normalizeLookup, type Tlp } from './normalize.ts';

export interface PdnsSearchInput {
  query: string;
  rrClass?: readonly string[] | null;
  rrType?: readonly string[] | null;
  customerID?: readonly number[] | null;
  tlp?: readonly Tlp[] | null;
  aggregateResult?: boolean | null;
  includeAnonymousResults?: boolean | null;
  limit?: number | null;
  offset?: number | null;
}

export interface PdnsCustomerInfo {
  id: number;
  shortName: string;
  name: string;
}

export interface PdnsRecordResult {
  rrclass: string;
  rrtype: string;
  query: string;
  answer: string;
  firstSeenTimestamp: number;
  lastSeenTimestamp: number;
  maxTtl: number;
  minTtl: number;
  times: number;
  tlp: Tlp;
  customer: PdnsCustomerInfo | null;
  createdTimestamp: 0;
  lastUpdatedTimestamp: 0;
}

export interface PdnsSearchPage {
  items: PdnsRecordResult[];
  count: number;
  limit: number;
  offset: number;
  /** Whether more matches exist beyond this page (never a silent cut). */
  truncated: boolean;
  maxLimit: number;
  aggregated: boolean;
  includeAnonymous: boolean;
}

interface Row {
  query: string;
  answer: string;
  rrclass: string;
  rrtype: string;
  tlp: Tlp;
  customer_id: number | null;
  short_name: string | null;
  name: string | null;
  first_seen: number;
  last_seen: number;
  min_ttl: number;
  max_ttl: number;
  times: number;
  total: number;
}

/**
 * The roots of the customer subtrees whose private records the caller sees
 * (empty when anonymous). The statements expand them to customer ids
 * themselves (customer.path), so visibility costs no statement of its own:
 * the grants came with authentication.
 */
async function visibleRoots(ctx: ServiceContext): Promise<number[]> {
  if (!ctx.viewer) return [];
  return [...((await ctx.access.grants()).get(PDNS_FUNCTIONS.viewPassiveDNS) ?? [])];
}

export function maxLimitFor(ctx: ServiceContext): number {
  return ctx.viewer ? ctx.config.pdns.maxLimitAuthenticated : ctx.config.pdns.maxLimitPublic;
}

// $1 term, $2 roots of the visible customer subtrees, $3 rrclass[],
// $4 rrtype[], $5 tlp[], $6 customerID[] (narrowing), $7 includeAnonymous.
const VISIBLE = `vis AS MATERIALIZED (SELECT COALESCE(array_agg(id), '{}') AS ids FROM customer WHERE path && $2::int[])`;
const MATCHES = `
  ${VISIBLE},
  m AS (
    SELECT r.query, r.answer, r.rrclass, r.rrtype, r.tlp, r.first_seen, r.last_seen, r.min_ttl, r.max_ttl, r.times,
           CASE WHEN r.customer_id = ANY(vis.ids) THEN r.customer_id END AS vc
      FROM pdns_record r CROSS JOIN vis
     WHERE (r.query = $1 OR r.answer = $1)
       AND (r.tlp = 'white' OR r.customer_id = ANY(vis.ids))
       AND ($3::text[] IS NULL OR r.rrclass = ANY($3::text[]))
       AND ($4::text[] IS NULL OR r.rrtype = ANY($4::text[]))
       AND ($5::text[] IS NULL OR r.tlp = ANY($5::text[]))
  ),
  f AS (
    SELECT * FROM m
     WHERE ($7::boolean OR vc IS NOT NULL)
       AND ($6::int[] IS NULL OR vc IS NULL OR vc = ANY($6::int[]))
  )`;

const AGGREGATES = `
  min(first_seen)::float8 AS first_seen, max(last_seen)::float8 AS last_seen,
  min(min_ttl) AS min_ttl, max(max_ttl) AS max_ttl, sum(times)::float8 AS times`;

// Aggregated: one row per tuple across customers; the strictest TLP; the
// customer only when every merged record is of the same visible customer.
const GROUPED_AGGREGATE = `
  SELECT query, answer, rrclass, rrtype,
         (ARRAY['white','green','amber','red'])[max(array_position(ARRAY['white','green','amber','red'], tlp))] AS tlp,
         CASE WHEN bool_and(vc IS NOT NULL) AND min(vc) = max(vc) THEN min(vc) END AS customer_id,
         ${AGGREGATES}
    FROM f GROUP BY query, answer, rrclass, rrtype`;

const GROUPED_SEPARATE = `
  SELECT query, answer, rrclass, rrtype, tlp, vc AS customer_id, ${AGGREGATES}
    FROM f GROUP BY query, answer, rrclass, rrtype, tlp, vc`;

const ORDER = 'ORDER BY last_seen DESC, query, answer, rrclass, rrtype, tlp, customer_id NULLS FIRST';

/** The page statement ($1..$9 as in MATCHES, then limit and offset); exported for the benchmark's raw SQL floor. */
export function pageSql(aggregate: boolean): string {
  return `/* vigil:pdns-search-${aggregate ? 'agg' : 'sep'} */ WITH ${MATCHES},
  g AS (${aggregate ? GROUPED_AGGREGATE : GROUPED_SEPARATE}),
  p AS (SELECT g.*, count(*) OVER ()::int AS total FROM g ${ORDER} LIMIT $8 OFFSET $9)
  SELECT p.*, c.short_name, c.name FROM p LEFT JOIN customer c ON c.id = p.customer_id ${ORDER}`;
}

function countSql(aggregate: boolean): string {
  return `/* vigil:pdns-count-${aggregate ? 'agg' : 'sep'} */ WITH ${MATCHES}, g AS (${aggregate ? GROUPED_AGGREGATE : GROUPED_SEPARATE}) SELECT count(*)::int AS total FROM g`;
}

function toResult(row: Row): PdnsRecordResult {
  return {
    rrclass: row.rrclass,
    rrtype: row.rrtype,
    query: row.query,
    answer: row.answer,
    firstSeenTimestamp: Number(row.first_seen),
    lastSeenTimestamp: Number(row.last_seen),
    maxTtl: row.max_ttl,
    minTtl: row.min_ttl,
    times: Number(row.times),
    tlp: row.tlp,
    customer: row.customer_id === null ? null : { id: row.customer_id, shortName: row.short_name ?? '', name: row.name ?? '' },
    createdTimestamp: 0,
    lastUpdatedTimestamp: 0,
  };
}

export async function searchPdns(ctx: ServiceContext, input: PdnsSearchInput): Promise<PdnsSearchPage> {
  const term = normalizeLookup(input.query ?? '', 'query');
  const maxLimit = maxLimitFor(ctx);
  const limit = input.limit ?? 25;
  const offset = input.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 0) throw new InvalidFieldError('limit', `limit must be a whole number from 0 to ${maxLimit}`, 'invalid.field.value', String(limit));
  if (limit > maxLimit) {
    throw new InvalidFieldError('limit', `limit ${limit} is above the maximum of ${maxLimit}${ctx.viewer ? '' : ' for unauthenticated callers (an API key raises it)'}`, 'invalid.field.max', String(limit));
  }
  if (!Number.isInteger(offset) || offset < 0) throw new InvalidFieldError('offset', 'offset must be a whole number of at least 0', 'invalid.field.value', String(offset));
  const rrClass = dnsWords(input.rrClass, 'rrClass');
  const rrType = dnsWords(input.rrType, 'rrType');
  const tlp = input.tlp && input.tlp.length > 0 ? [...new Set(input.tlp)] : null;
  const aggregate = input.aggregateResult ?? true;
  const includeAnonymous = input.includeAnonymousResults ?? true;
  const customerIds = input.customerID && input.customerID.length > 0 ? [...input.customerID] : null;
  const visible = await visibleRoots(ctx);
  // limit 0: everything up to the maximum; metaData.truncated tells when more exist.
  const take = limit === 0 ? maxLimit : limit;
  const args = [term, visible, rrClass, rrType, tlp, customerIds, includeAnonymous];
  const rows = await ctx.db.$queryRawUnsafe<Row[]>(pageSql(aggregate), ...args, take, offset);
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const counted = await ctx.db.$queryRawUnsafe<{ total: number }[]>(countSql(aggregate), ...args);
    count = counted[0]?.total ?? 0;
  }
  return {
    items: rows.map(toResult),
    count,
    limit,
    offset,
    truncated: offset + rows.length < count,
    maxLimit,
    aggregated: aggregate,
    includeAnonymous,
  };
}

export interface PdnsSeenInput {
  query: string;
  tlp?: readonly Tlp[] | null;
  ignoreOwnRecords?: boolean | null;
}

export const SEEN_SQL = `/* vigil:pdns-seen */ WITH ${VISIBLE.replace('$2', '$3')} SELECT EXISTS (
  SELECT 1 FROM pdns_record r CROSS JOIN vis
   WHERE (r.query = $1 OR r.answer = $1)
     AND r.tlp = ANY($2::text[])
     AND (r.tlp = 'white' OR r.customer_id = ANY(vis.ids))
     AND ($4::int IS NULL OR r.customer_id IS NULL OR r.customer_id <> $4::int)
) AS seen`;

/** Whether any record the caller may see matches; ignoreOwnRecords leaves out the caller's own customer's records. */
export async function seenPdns(ctx: ServiceContext, input: PdnsSeenInput): Promise<boolean> {
  const term = normalizeLookup(input.query ?? '', 'query');
  const tlp = input.tlp && input.tlp.length > 0 ? [...new Set(input.tlp)] : ['white'];
  const ignoreOwn = input.ignoreOwnRecords ?? true;
  const visible = await visibleRoots(ctx);
  const own = ignoreOwn && ctx.viewer ? ctx.viewer.customerId : null;
  const rows = await ctx.db.$queryRawUnsafe<{ seen: boolean }[]>(SEEN_SQL, term, tlp, visible, own);
  return rows[0]?.seen === true;
}
