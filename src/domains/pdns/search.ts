// Lookups: GET /pdns/v3/{query}, POST /pdns/v3/search, GET /cof/{query} and
// GET /{query}/seen. The query is a name, an address, a wildcard or an
// address range (pattern.ts); the statements are in search-sql.ts. A search
// reads at most PDNS_SEARCH_MAX_MATCHES matching rows: beyond that it answers
// from the rows it read and says so (count -1, metaData.partial), never a
// silent cut.
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError } from '../../errors.ts';
import { intId } from '../common/identifiers.ts';
import { sortInput, type OrderKey } from '../common/sorting.ts';
import { PDNS_FUNCTIONS } from './functions.ts';
import { dnsWords, normalizeLookup, type Tlp } from './normalize.ts';
import { lookupPattern } from './pattern.ts';
import { countSql, DEFAULT_SORT, pageSql, SEEN_SQL, SORT_FIELDS, type SortField, type SortKey } from './search-sql.ts';

export interface PdnsSearchInput {
  query: string;
  rrClass?: readonly string[] | null;
  rrType?: readonly string[] | null;
  /** Numeric ids or Customer global ids. */
  customerID?: readonly (string | number)[] | null;
  tlp?: readonly Tlp[] | null;
  aggregateResult?: boolean | null;
  includeAnonymousResults?: boolean | null;
  limit?: number | null;
  offset?: number | null;
  /** Time fences (epoch ms, inclusive), DNSDB's four. */
  firstSeenAfter?: Date | null;
  firstSeenBefore?: Date | null;
  lastSeenAfter?: Date | null;
  lastSeenBefore?: Date | null;
  /** dnsdbq's -A / -B: loose (overlapping the window) unless strictTimeFence (inside it). */
  seenAfter?: Date | null;
  seenBefore?: Date | null;
  strictTimeFence?: boolean | null;
  /** `field` ascending, `-field` descending. */
  sortBy?: readonly string[] | null;
  /** The same order as GraphQL enums; not together with sortBy. */
  orderBy?: readonly OrderKey[] | null;
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
  /** More rows matched than a search reads (PDNS_SEARCH_MAX_MATCHES): the answer comes from those read, count is -1. */
  partial: boolean;
  maxMatches: number;
  /** The offset of the next page when one exists among the rows read, else null. */
  nextOffset: number | null;
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
  matched: number;
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

const ms = (d: Date | null | undefined) => (d ? d.getTime() : null);
const later = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
const earlier = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** DNSDB's four fences, with dnsdbq's -A/-B window folded in: loose overlaps the window, strict lies inside it. */
export function timeFences(input: PdnsSearchInput) {
  const after = ms(input.seenAfter);
  const before = ms(input.seenBefore);
  if (after !== null && before !== null && after > before) throw new InvalidFieldError('seenBefore', 'seenBefore is earlier than seenAfter', 'invalid.field.value');
  const strict = input.strictTimeFence ?? false;
  return {
    firstSeenAfter: strict ? later(ms(input.firstSeenAfter), after) : ms(input.firstSeenAfter),
    firstSeenBefore: strict ? ms(input.firstSeenBefore) : earlier(ms(input.firstSeenBefore), before),
    lastSeenAfter: strict ? ms(input.lastSeenAfter) : later(ms(input.lastSeenAfter), after),
    lastSeenBefore: strict ? earlier(ms(input.lastSeenBefore), before) : ms(input.lastSeenBefore),
  };
}

const SORT = /^(-?)([A-Za-z]+)$/;

export function parseSort(values: readonly string[] | null | undefined): readonly SortKey[] {
  if (!values || values.length === 0) return DEFAULT_SORT;
  const keys: SortKey[] = [];
  for (const value of values.flatMap((v) => v.split(','))) {
    const match = SORT.exec(value.trim());
    const field = match?.[2] as SortField | undefined;
    if (!match || !field || !SORT_FIELDS.includes(field)) {
      throw new InvalidFieldError('sortBy', `${JSON.stringify(value.slice(0, 50))}: sort by ${SORT_FIELDS.join(', ')} (a leading - for descending)`, 'invalid.field.value', value.slice(0, 255));
    }
    if (!keys.some((k) => k.field === field)) keys.push({ field, descending: match[1] === '-' });
  }
  return keys;
}

export interface SearchScope {
  /** Roots of the customer subtrees whose private records the caller sees. */
  visibleRoots: number[];
  maxLimit: number;
  maxMatches: number;
  /** Said after a limit above the maximum (how to raise it). */
  limitHint?: string;
}

export interface SearchStatement {
  sql: string;
  countSql: string;
  /** The page statement's parameters are these, then limit and offset. */
  args: unknown[];
  limit: number;
  offset: number;
  take: number;
  aggregate: boolean;
  includeAnonymous: boolean;
}

/** The statement a search runs, with its parameters (checked: 412 naming the field). */
export function searchStatement(input: PdnsSearchInput, scope: SearchScope): SearchStatement & { pageArgs: unknown[] } {
  const pattern = lookupPattern(input.query ?? '', 'query');
  const { maxLimit, maxMatches } = scope;
  const limit = input.limit ?? 25;
  const offset = input.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 0) throw new InvalidFieldError('limit', `limit must be a whole number from 0 to ${maxLimit}`, 'invalid.field.value', String(limit));
  if (limit > maxLimit) throw new InvalidFieldError('limit', `limit ${limit} is above the maximum of ${maxLimit}${scope.limitHint ?? ''}`, 'invalid.field.max', String(limit));
  if (!Number.isInteger(offset) || offset < 0) throw new InvalidFieldError('offset', 'offset must be a whole number of at least 0', 'invalid.field.value', String(offset));
  const rrClass = dnsWords(input.rrClass, 'rrClass');
  // DNSDB's ANY means every type.
  const rrTypeWords = dnsWords(input.rrType, 'rrType');
  const rrType = rrTypeWords?.includes('any') ? null : rrTypeWords;
  const tlp = input.tlp && input.tlp.length > 0 ? [...new Set(input.tlp)] : null;
  const aggregate = input.aggregateResult ?? true;
  const includeAnonymous = input.includeAnonymousResults ?? true;
  const customerIds = input.customerID && input.customerID.length > 0 ? input.customerID.map((id) => intId(id, 'Customer', 'customerID')) : null;
  const fences = timeFences(input);
  const sort = parseSort(sortInput(input));
  // limit 0: everything up to the maximum; metaData.truncated tells when more exist.
  const take = limit === 0 ? maxLimit : limit;
  const bounds = pattern.kind === 'exact' ? [pattern.term] : [pattern.lo, pattern.hi];
  const args = [
    ...bounds, scope.visibleRoots, rrClass, rrType, tlp, customerIds, includeAnonymous,
    fences.firstSeenAfter, fences.firstSeenBefore, fences.lastSeenAfter, fences.lastSeenBefore, maxMatches + 1,
  ];
  const variant = { match: pattern.kind, aggregate, sort };
  return { sql: pageSql(variant), countSql: countSql(variant), args, pageArgs: [...args, take, offset], limit, offset, take, aggregate, includeAnonymous };
}

export async function searchPdns(ctx: ServiceContext, input: PdnsSearchInput): Promise<PdnsSearchPage> {
  const maxLimit = maxLimitFor(ctx);
  const maxMatches = ctx.config.pdns.searchMaxMatches;
  const limitHint = ctx.viewer ? '' : ' for unauthenticated callers (an API key raises it)';
  const statement = searchStatement(input, { visibleRoots: await visibleRoots(ctx), maxLimit, maxMatches, limitHint });
  const { limit, offset } = statement;
  const rows = await ctx.db.$queryRawUnsafe<Row[]>(statement.sql, ...statement.pageArgs);
  let count = rows[0]?.total ?? 0;
  let matched = rows[0]?.matched ?? 0;
  if (rows.length === 0 && offset > 0) {
    const counted = await ctx.db.$queryRawUnsafe<{ total: number; matched: number }[]>(statement.countSql, ...statement.args);
    count = counted[0]?.total ?? 0;
    matched = counted[0]?.matched ?? 0;
  }
  const partial = matched > maxMatches;
  return {
    items: rows.map(toResult),
    count: partial ? -1 : count,
    limit,
    offset,
    truncated: partial || offset + rows.length < count,
    partial,
    nextOffset: offset + rows.length < count && rows.length > 0 ? offset + rows.length : null,
    maxMatches,
    maxLimit,
    aggregated: statement.aggregate,
    includeAnonymous: statement.includeAnonymous,
  };
}

export interface PdnsSeenInput {
  query: string;
  tlp?: readonly Tlp[] | null;
  ignoreOwnRecords?: boolean | null;
}

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
