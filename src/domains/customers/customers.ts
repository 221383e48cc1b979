// Customers: who may see which. A customer is visible to a viewer who holds
// viewCustomers for it (or for a parent customer). A viewer who holds
// viewCustomers nowhere may not use these operations at all (403); one who
// holds it elsewhere is told a hidden customer does not exist (404), so ids
// and short names of other customers cannot be probed.
import { grantedCustomersFilter } from '../../auth/access.ts';
import { PLATFORM_FUNCTIONS } from '../../auth/functions.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../errors.ts';
import type { Customer, Prisma } from '../../generated/prisma/client.ts';
import { withColumns, type PlannedQuery } from '../common/planned-query.ts';
import { idOrShortName, referenceText, type ShortNameKey } from '../common/identifiers.ts';
import { paginate, type Page, type PageRequest } from '../common/paging.ts';
import { orderBy, sortInput, type OrderKey } from '../common/sorting.ts';
import { containsFilter, searchKeywords } from '../common/input-policy.ts';
import { findVisible } from '../common/visible-lookup.ts';

export async function getCustomer(ctx: ServiceContext, key: ShortNameKey, query: PlannedQuery, field?: string) {
  await ctx.access.requireAnywhere(PLATFORM_FUNCTIONS.viewCustomers);
  // One read, which finds only a customer the caller may view (the customer list's rule): one it
  // may not is not found, exactly as one nobody has, and its row is never read (the time of the
  // 404 does not tell which exist).
  const seen = viewableCustomersWhere(await ctx.access.grants());
  const customer = await findVisible<Customer>(ctx, 'customer', ctx.db.customer, idOrShortName(key, 'Customer', field), seen, withColumns(query, { id: true, path: true }));
  if (!customer) throw new NotFoundError('Customer', referenceText(key));
  return customer;
}

export interface CustomerSearch extends PageRequest {
  /** Any of them matches (short name or name, case-insensitive). */
  keywords?: readonly string[] | null;
  sortBy?: readonly string[] | null;
  orderBy?: readonly OrderKey[] | null;
}

export const CUSTOMER_SORTABLE = { id: 'id', shortName: 'shortName', name: 'name' } as const;

export async function searchCustomers(ctx: ServiceContext, search: CustomerSearch, query: PlannedQuery): Promise<Page<Customer>> {
  await ctx.access.requireAnywhere(PLATFORM_FUNCTIONS.viewCustomers);
  const order = orderBy(sortInput(search), CUSTOMER_SORTABLE, 'id');
  const keywords = searchKeywords(search.keywords);
  const where: Prisma.CustomerWhereInput = {
    // The access filter runs inside the count and the page queries.
    ...viewableCustomersWhere(await ctx.access.grants()),
    ...(keywords.length > 0
      ? {
          OR: keywords.flatMap((k) => [
            { shortName: containsFilter(k) },
            { name: containsFilter(k) },
          ]),
        }
      : {}),
  };
  const page = await paginate(
    ctx.config,
    search,
    () => ctx.db.customer.count({ where }),
    ({ offset, take }) =>
      ctx.db.customer.findMany({ ...withColumns(query, { id: true, path: true }), where, orderBy: order, skip: offset, take }) as Promise<Customer[]>,
  );
  // Their paths came with them: references to these customers in the answer (members, grants) are screened without a look-up.
  ctx.access.knowPaths(page.items);
  return page;
}

/**
 * The customers a caller may view (viewCustomers on them or a parent
 * customer), as the customer list filters them: built from the grants, so a
 * nested list (Customer.children) runs the same filter inside the planned query.
 */
export function viewableCustomersWhere(grants: Viewer['grants']): Prisma.CustomerWhereInput {
  return grantedCustomersFilter(grants, PLATFORM_FUNCTIONS.viewCustomers);
}

/** Customer.children: the sub-customers the caller may view, as the customer list answers them; ordered by id. */
export function customerChildrenQuery(viewer: Viewer | null | undefined) {
  return { where: viewableCustomersWhere(viewer?.grants), orderBy: { id: 'asc' as const } };
}
