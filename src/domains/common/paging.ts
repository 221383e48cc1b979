// Paging rules shared by every list: limit defaults to DEFAULT_PAGE_SIZE,
// limit=0 means "all", and nothing above MAX_PAGE_SIZE is ever returned in
// one page (silently truncating would hide data, so that is a 412).
import type { Config } from '../../config.ts';
import { InvalidFieldError } from '../../errors.ts';

export interface PageRequest {
  limit?: number | null;
  offset?: number | null;
  /** Set by a connection's `last` without `before`: the page is the last `limit` rows from `offset` on (see FROM_END). */
  [FROM_END]?: boolean;
}

/**
 * Marks a page request made by `last` with no end to count back from (Relay's
 * "the last N"): `limit` rows ending at the end of the list, none before
 * `offset`. A list read inside its parent's query plans them as Prisma's
 * negative `take` (plannedPaging) and `edgePage` places them once the count is
 * known; any other list is read by the connection plugin from `offset`, and
 * again from the end when more follow (src/schema/common/connections.ts).
 */
export const FROM_END: unique symbol = Symbol('vigil.page.fromEnd');

export interface Page<T> {
  items: T[];
  /**
   * Total matches, not just this page. With `countExactly` it is only what the
   * rows read tell: at least the rows up to the page's end and one beyond it,
   * or, where the window lay past the rows, no more than its offset.
   */
  count: number;
  limit: number;
  offset: number;
  /**
   * Set where `count` is a lower bound: a nested list's page with more rows
   * after it, whose total is counted only when asked for (GraphQL totalCount;
   * src/domains/common/relation-counts.ts).
   */
  countExactly?: () => Promise<number>;
}

export interface Paging {
  limit: number;
  offset: number;
  /** Rows to fetch. */
  take: number;
}

export function resolvePaging(config: Pick<Config, 'paging'>, request: PageRequest): Paging {
  const { defaultLimit, maxLimit } = config.paging;
  const limit = request.limit ?? defaultLimit;
  const offset = request.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 0) {
    throw new InvalidFieldError('limit', `limit must be a whole number from 0 to ${maxLimit}`, 'invalid.field.value', String(limit));
  }
  if (limit > maxLimit) {
    throw new InvalidFieldError('limit', `limit ${limit} is above the maximum of ${maxLimit}`, 'invalid.field.max', String(limit));
  }
  if (!Number.isInteger(offset) || offset < 0) {
    throw new InvalidFieldError('offset', 'offset must be a whole number of at least 0', 'invalid.field.value', String(offset));
  }
  return { limit, offset, take: limit === 0 ? maxLimit : limit };
}

/** A page with nothing in it (a list this kind of parent does not have: a document's entries). */
export function emptyPage<T>(paging: Pick<Paging, 'limit' | 'offset'>): Page<T> {
  return { items: [], count: 0, limit: paging.limit, offset: paging.offset };
}

/**
 * The total of a page read with one row more than it shows: a page that ends
 * the list (some rows, or none from the start) knows it without counting;
 * otherwise `count` is asked.
 */
export async function totalOf(paging: Pick<Paging, 'offset' | 'take'>, read: number, count: () => Promise<number>): Promise<number> {
  const ends = read <= paging.take && (read > 0 || paging.offset === 0);
  return ends ? paging.offset + read : count();
}

/**
 * Fetches one page and its total. The page is read with one row more than it
 * shows, so a list that fits its page (most of them) costs one statement, not a
 * count beside it. `limit=0` with more than MAX_PAGE_SIZE remaining matches is a
 * 412, never a silent cut.
 */
export async function paginate<T>(
  config: Pick<Config, 'paging'>,
  request: PageRequest,
  count: () => Promise<number>,
  fetch: (paging: Paging) => Promise<T[]>,
): Promise<Page<T>> {
  const paging = resolvePaging(config, request);
  if (paging.limit === 0) {
    // "All": counted first, so that more than the maximum is refused without reading them.
    const total = await count();
    refuseAllBeyondMaximum(config, paging, total);
    return { items: paging.offset >= total ? [] : await fetch(paging), count: total, limit: 0, offset: paging.offset };
  }
  const rows = await fetch({ ...paging, take: paging.take + 1 });
  const total = await totalOf(paging, rows.length, count);
  refuseAllBeyondMaximum(config, paging, total);
  return { items: rows.length > paging.take ? rows.slice(0, paging.take) : rows, count: total, limit: paging.limit, offset: paging.offset };
}

/**
 * The rows a nested list (a graph edge read inside its parent's planned query)
 * plans to read. Planning must not fail (it runs for the parent, before the
 * edge), so bad input plans nothing and `edgePage` reports it at the edge.
 * limit=0 reads one row more than the maximum, as the REST lists do.
 */
export function plannedPaging(config: Pick<Config, 'paging'>, request: PageRequest): { skip: number; take: number } {
  try {
    const paging = resolvePaging(config, request);
    // The last rows of the list, in its order (edgePage drops any before the offset).
    if (request[FROM_END]) return { skip: 0, take: -paging.take };
    return { skip: paging.offset, take: paging.limit === 0 ? config.paging.maxLimit + 1 : paging.take };
  } catch {
    return { skip: 0, take: 0 };
  }
}

/**
 * The rows a nested list plans to read, and whether its total is read with
 * them. The last rows of a list (FROM_END) are placed by the total, so they
 * count beside the rows; any other page reads one row more than it shows, so
 * a page that ends its list knows its total from its rows and no statement
 * counts what nobody asks for (`openEdgePage`).
 */
export function plannedEdgeRows(config: Pick<Config, 'paging'>, request: PageRequest): { skip: number; take: number; counted: boolean } {
  const planned = plannedPaging(config, request);
  if (request[FROM_END]) return { ...planned, counted: true };
  // Bad paging plans no rows (the edge reports it); limit=0 already reads one row beyond the largest page.
  if (planned.take === 0 || request.limit === 0) return { ...planned, counted: false };
  return { ...planned, take: planned.take + 1, counted: false };
}

/**
 * The page a nested list answers from rows read with one row more than it
 * shows (`plannedEdgeRows` without its total): a page that ends the list
 * (some rows, or none from the start) knows its total; any other knows only
 * that more follow, and counts exactly when asked (`countExactly`).
 */
export function openEdgePage<T>(config: Pick<Config, 'paging'>, request: PageRequest, rows: T[], countExactly: () => Promise<number>): Page<T> {
  const paging = resolvePaging(config, request);
  const ends = rows.length <= paging.take && (rows.length > 0 || paging.offset === 0);
  const count = paging.offset + rows.length;
  refuseAllBeyondMaximum(config, paging, count);
  const page = { items: rows.slice(0, paging.take), count, limit: paging.limit, offset: paging.offset };
  return ends ? page : { ...page, countExactly };
}

/**
 * The page a nested list answers from the rows `plannedPaging` read and the
 * total: the same rules as every list (INVALID_FIELD naming limit or offset;
 * limit=0 with more than the maximum remaining is a 412, never a silent cut).
 */
export function edgePage<T>(config: Pick<Config, 'paging'>, request: PageRequest, rows: T[], count: number): Page<T> {
  const paging = resolvePaging(config, request);
  if (request[FROM_END]) {
    // The rows end where the list ends; the page is its last `take`, none before the offset.
    const from = Math.max(paging.offset, count - paging.take);
    return { items: rows.slice(Math.max(0, from - (count - rows.length))), count, limit: paging.limit, offset: from };
  }
  refuseAllBeyondMaximum(config, paging, count);
  return { items: rows.slice(0, paging.take), count, limit: paging.limit, offset: paging.offset };
}

/** limit=0 ("all") with more than the maximum page left after the offset: a 412 naming limit, never a silent cut. */
function refuseAllBeyondMaximum(config: Pick<Config, 'paging'>, paging: { limit: number; offset: number }, total: number): void {
  if (paging.limit === 0 && total - paging.offset > config.paging.maxLimit) {
    throw new InvalidFieldError(
      'limit',
      `limit=0 asks for all ${total - paging.offset} matches, more than the maximum of ${config.paging.maxLimit} per page: page with limit and offset`,
      'invalid.field.max',
      '0',
    );
  }
}

// Relay connections (GraphQL): `first`/`after` and `last`/`before` name a
// window of the same ordered list that limit/offset page through. A cursor is
// an opaque position in that order (base64url of `vigil:<position>`): the lists
// are ordered by their REST sort rules, not by a unique key, so a position is
// what a cursor can point at. Rows added or removed before it shift what the
// next page starts with, exactly as limit/offset do.

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** The window a connection asks for: `take` rows from `offset`, or with `fromEnd` the last `take` of the rows from `offset` on. */
export interface ConnectionWindow {
  offset: number;
  take: number;
  /** `last` without an end to count back from: where the window starts is known once the list's length is. */
  fromEnd?: boolean;
  /**
   * `first` and `last` together: the `take` rows read are the first ones, and
   * the page is their last `keepLast` (fewer rows than `first` may be left).
   */
  keepLast?: number;
  /** `last` counting back from a `before` cursor: the position it names, which must not lie past the list's end. */
  countsBackFrom?: number;
}

const CURSOR_PREFIX = 'vigil:';

/** The cursor of the row at `position` (0-based) in its list's order. */
export function cursorOf(position: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${position}`).toString('base64url');
}

/** The position a cursor names; anything but a cursor this service gave out is INVALID_FIELD naming `field`. */
export function positionOfCursor(cursor: string, field: 'after' | 'before'): number {
  const text = /^[A-Za-z0-9_-]{1,24}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('latin1') : '';
  const match = /^vigil:(0|[1-9]\d{0,8})$/.exec(text);
  if (!match || Buffer.from(text).toString('base64url') !== cursor) {
    throw new InvalidFieldError(field, `${field} is not a cursor of this list (use a cursor from its edges or pageInfo)`, 'invalid.field.value', cursor);
  }
  return Number(match[1]);
}

/** Whether any connection argument was given (null counts as absent, as GraphQL clients send it). */
export function usesConnectionArgs(args: ConnectionArgs): boolean {
  return args.first != null || args.after != null || args.last != null || args.before != null;
}

function windowSize(config: Pick<Config, 'paging'>, value: number, field: 'first' | 'last'): number {
  const { maxLimit } = config.paging;
  if (!Number.isInteger(value) || value < 0) {
    throw new InvalidFieldError(field, `${field} must be a whole number from 0 to ${maxLimit}`, 'invalid.field.value', String(value));
  }
  if (value > maxLimit) throw new InvalidFieldError(field, `${field} ${value} is above the maximum of ${maxLimit}`, 'invalid.field.max', String(value));
  return value;
}

/**
 * The rows `first`/`after`/`last`/`before` select, as the Relay cursor connection
 * specification counts them: after a cursor and before another, then the first
 * N of those, then the last N. Neither first nor last: the default page size.
 * `last` without `before` or `first` counts back from the end of the list
 * (`fromEnd`); with `first`, from the end of the first rows (`keepLast`, the
 * list may end before them); with `before`, from that cursor (`countsBackFrom`).
 * Mixing these with limit/offset is refused naming the first connection
 * argument given.
 */
export function connectionWindow(config: Pick<Config, 'paging'>, args: ConnectionArgs & PageRequest): ConnectionWindow {
  if (args.limit != null || args.offset != null) {
    const given = (['first', 'after', 'last', 'before'] as const).find((name) => args[name] != null)!;
    throw new InvalidFieldError(given, `${given} pages a connection; limit and offset page the same list another way: use one or the other`, 'invalid.field.value', String(args[given]));
  }
  const start = args.after != null ? positionOfCursor(args.after, 'after') + 1 : 0;
  const beforeAt = args.before != null ? positionOfCursor(args.before, 'before') : Number.POSITIVE_INFINITY;
  const before = Math.max(beforeAt, start);
  const first = args.first != null ? windowSize(config, args.first, 'first') : null;
  const last = args.last != null ? windowSize(config, args.last, 'last') : null;
  const end = first !== null ? Math.min(before, start + first) : before;
  if (last === null) {
    const take = first === null ? Math.min(end - start, config.paging.defaultLimit) : end - start;
    return { offset: start, take: Math.min(take, config.paging.maxLimit) };
  }
  // No end given: the last rows of the list (after `after`), placed once its length is known.
  if (end === Number.POSITIVE_INFINITY) return { offset: start, take: last, fromEnd: true };
  // The end is first's: the first rows (at most the largest page) are read whole and the page
  // is their last rows, however short the list turns out to be.
  if (end < before) return end > start ? { offset: start, take: end - start, keepLast: last } : { offset: start, take: 0 };
  // The end is before's: the rows just before it.
  const offset = Math.max(start, end - last);
  return { offset, take: Math.min(end - offset, config.paging.maxLimit), countsBackFrom: beforeAt };
}

/**
 * The page a window with `keepLast` answers from the rows it read (its first
 * rows): their last `keepLast`, where they sit in the list.
 */
export function keepLastRows<T>(page: Page<T>, keepLast: number): Page<T> {
  const dropped = Math.max(0, page.items.length - keepLast);
  return dropped === 0 ? page : { ...page, items: page.items.slice(dropped), offset: page.offset + dropped };
}

/**
 * `last` counts back from `before`; a cursor past the list's end (one of a
 * list that has since become shorter) has no rows to count back from there:
 * refused naming `before`, rather than a page that skips the list's last rows.
 * A count that is not exact (-1, or a page marked truncated) cannot tell.
 */
export async function checkCountsBackFrom(page: Page<unknown> & { truncated?: boolean }, position: number): Promise<void> {
  if (page.count < 0 || page.truncated) return;
  // A page that did not tell its total (a nested list's window read no rows) counts it here.
  const count = page.countExactly && position > page.count ? await page.countExactly() : page.count;
  if (position <= count) return;
  throw new InvalidFieldError(
    'before',
    `before lies past the end of this list (${count} items): the cursor of a list that has since become shorter; count back from the end with last alone`,
    'invalid.field.value',
    cursorOf(position),
  );
}
