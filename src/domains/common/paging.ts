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
  if (paging.limit === 0 && total - paging.offset > config.paging.maxLimit) {
    throw new InvalidFieldError(
      'limit',
      `limit=0 asks for all ${total - paging.offset} matches, more than the maximum of ${config.paging.maxLimit} per page: page with limit and offset`,
      'invalid.field.max',
      '0',
    );
  }
  const items = paging.offset >= total ? [] : await fetch(paging);
  return { items, count: total, limit: paging.limit, offset: paging.offset };
}
