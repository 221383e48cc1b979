// Paging rules shared by every list: limit defaults to DEFAULT_PAGE_SIZE,
// limit=0 means "all", and nothing above MAX_PAGE_SIZE is ever returned in
// one page (silently truncating would hide data, so that is a 412).
import type { Config } from '../../config.ts';
import { InvalidFieldError } from '../../errors.ts';

export interface PageRequest {
  limit?: number | null;
  offset?: number | null;
}

export interface Page<T> {
  items: T[];
  /** Total matches, not just this page. */
  count: number;
  limit: number;
  offset: number;
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

/** Counts and fetches one page. `limit=0` with more than MAX_PAGE_SIZE remaining matches is a 412, never a silent cut. */
export async function paginate<T>(
  config: Pick<Config, 'paging'>,
  request: PageRequest,
  count: () => Promise<number>,
  fetch: (paging: Paging) => Promise<T[]>,
): Promise<Page<T>> {
  const paging = resolvePaging(config, request);
  const total = await count();
  refuseAllBeyondMaximum(config, paging, total);
  const items = paging.offset >= total ? [] : await fetch(paging);
  return { items, count: total, limit: paging.limit, offset: paging.offset };
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
    return { skip: paging.offset, take: paging.limit === 0 ? config.paging.maxLimit + 1 : paging.take };
  } catch {
    return { skip: 0, take: 0 };
  }
}

/**
 * The page a nested list answers from the rows `plannedPaging` read and the
 * total: the same rules as every list (INVALID_FIELD naming limit or offset;
 * limit=0 with more than the maximum remaining is a 412, never a silent cut).
 */
export function edgePage<T>(config: Pick<Config, 'paging'>, request: PageRequest, rows: T[], count: number): Page<T> {
  const paging = resolvePaging(config, request);
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
