// The edge Customer.cases: per request and page request, the customers of a
// list are read together (casePagesOfCustomers: one statement for all), with
// the rule the case search applies for `customer` set to each (read level,
// the access laterals). No cache across the batch: a mutation earlier in the
// same request may have changed a case or the caller's access to it.
import DataLoader from 'dataloader';
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError } from '../../errors.ts';
import { resolvePaging, type Page, type PageRequest, type Paging } from '../common/paging.ts';
import { keyedRequestLoader } from '../common/request-loaders.ts';
import { casePagesOfCustomers } from './case-read.ts';
import type { CaseView } from './case-view.ts';

async function loadPages(ctx: ServiceContext, customerIds: readonly number[], paging: Paging): Promise<(Page<CaseView> | Error)[]> {
  const pages = await casePagesOfCustomers(ctx, [...new Set(customerIds)], paging);
  return customerIds.map((id) => {
    const { rows, count } = pages.get(id)!;
    // limit=0 ("all") never truncates silently: more than the maximum is a 412, as for every list.
    if (paging.limit === 0 && count - paging.offset > ctx.config.paging.maxLimit) {
      return new InvalidFieldError('limit', `limit=0 asks for all ${count - paging.offset} cases, more than the maximum of ${ctx.config.paging.maxLimit} per page: page with limit and offset`, 'invalid.field.max', '0');
    }
    return { items: rows.slice(0, paging.take), count, limit: paging.limit, offset: paging.offset };
  });
}

const LOADERS = Symbol('customer-cases');

function pageLoader(ctx: ServiceContext, paging: Paging): DataLoader<number, Page<CaseView>> {
  return keyedRequestLoader(ctx, LOADERS, `${paging.limit}:${paging.offset}`, () =>
    new DataLoader<number, Page<CaseView>>((ids) => loadPages(ctx, ids, paging), { cache: false }));
}

/** A page of the customer's cases the caller may read, newest first (limit and offset as every list). */
export function casePageOfCustomer(ctx: ServiceContext, customerId: number, request: PageRequest): Promise<Page<CaseView>> {
  const paging = resolvePaging(ctx.config, request);
  if (!ctx.viewer) return Promise.resolve({ items: [], count: 0, limit: paging.limit, offset: paging.offset });
  return pageLoader(ctx, paging).load(customerId);
}
