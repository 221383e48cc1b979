// Search of networks (POST /network/search, GET /network). The viewer's
// customers, the containment test (supernets by equality with the address's
// prefixes, subnets by <<=, both on the btree over network), flags, zone and keywords are one SQL
// statement that answers the page of ids and the total; the rows then load
// through the planned Prisma query (one more statement, whatever the page).
// The common lookup, one address and its supernets, is one read instead
// (lookup.ts).
import type { Viewer } from '../../auth/viewer.ts';
import type { ServiceContext } from '../../context.ts';
import type { SqlArg } from '../../db/sql.ts';
import { InvalidFieldError } from '../../errors.ts';
import type { CustomerNetwork, Prisma } from '../../generated/prisma/client.ts';
import { containsPattern, searchKeywords } from '../common/input-policy.ts';
import { resolvePaging, totalOf, type Page, type PageRequest, type Paging } from '../common/paging.ts';
import { sortInput, sortKeys, type OrderKey } from '../common/sorting.ts';
import { intId } from '../common/identifiers.ts';
import { withColumns, type PlannedQuery } from '../common/planned-query.ts';
import { parseNetwork } from './address.ts';
import { searchCriteria } from './criteria.ts';
import { lookupPrefixes, lookupWhere } from './lookup.ts';
import { NETWORK_FUNCTIONS as F } from './functions.ts';
import type { NetworkFlag, NetworkZone } from './vocabulary.ts';

/** Addresses in one search (the input policy applies it: src/schema/customernetworks/operations.ts). */
export const MAX_SEARCH_ADDRESSES = 1000;

export interface NetworkSearch extends PageRequest {
  customerID?: readonly number[] | null;
  addresses?: readonly string[] | null;
  includeSupernet?: boolean | null;
  includeSubnet?: boolean | null;
  keywords?: readonly string[] | null;
  includeFlags?: readonly NetworkFlag[] | null;
  excludeFlags?: readonly NetworkFlag[] | null;
  includeDeleted?: boolean | null;
  zone?: readonly NetworkZone[] | null;
  sortBy?: readonly string[] | null;
  orderBy?: readonly OrderKey[] | null;
}

export const NETWORK_SORTABLE: Record<string, string> = {
  id: 'n.id',
  networkAddress: 'n.network',
  description: 'n.description',
  zone: 'n.zone',
  customer: 'n.customer_id',
  createdTimestamp: 'n.created_at',
  lastUpdatedTimestamp: 'n.updated_at',
};

function orderSql(sortBy: readonly string[] | null | undefined): string {
  const keys = sortKeys(sortBy, NETWORK_SORTABLE);
  const parts = keys.map(({ target, descending }) => `${target} ${descending ? 'DESC' : 'ASC'}`);
  if (!keys.some((k) => k.target === 'n.id')) parts.push('n.id ASC');
  return parts.join(', ');
}

/**
 * SQL: `n.network` contains or equals the prefix `p` (an SQL inet expression),
 * as equality with each of p's prefixes: one btree probe per prefix length
 * (stored networks are canonical: a CHECK holds them to it), ~0.06 ms where
 * the GiST answers `>>=` in ~1 ms on 1 M rows.
 */
export function supernetsOf(p: string): string {
  return `n.network = ANY(ARRAY(SELECT network(set_masklen(${p}, l))::inet FROM generate_series(0, masklen(${p})) AS l))`;
}

/** The SQL condition and arguments of a search, the viewer's customers included. */
export function searchCondition(search: NetworkSearch, roots: number[]): { where: string; args: SqlArg[] } {
  const args: SqlArg[] = [];
  const arg = (value: SqlArg) => {
    args.push(value);
    return `$${args.length}`;
  };
  const where = searchCriteria(search, roots).map((criterion) => criterion.sql(arg));
  const keywords = searchKeywords(search.keywords);
  if (keywords.length) {
    where.push(`(${keywords.map((k) => {
      const p = arg(containsPattern(k));
      return `n.description ILIKE ${p} OR text(n.network) ILIKE ${p}`;
    }).join(' OR ')})`);
  }
  const addresses = search.addresses ?? [];
  if (addresses.length) {
    const supernet = search.includeSupernet ?? true;
    const subnet = search.includeSubnet ?? true;
    const tests = addresses.map((raw, index) => {
      // An IP with a prefix length (10.1.2.3/8) means the prefix it lies in.
      const parsed = parseNetwork(raw, { allowHostBits: true });
      if (!parsed.ok) throw new InvalidFieldError('addresses', `addresses[${index}]: ${parsed.reason}`, parsed.template, String(raw).slice(0, 100));
      const p = `network(${arg(parsed.network.cidr)}::inet)::inet`;
      // >>= and <<= include equality; = alone when neither is wanted.
      const ops: string[] = [];
      // Supernets by the btree (supernetsOf); subnets (<<=) use it as a range scan by themselves.
      if (supernet) ops.push(supernetsOf(p));
      // A single host has no subnets but itself, which >>= already finds.
      const host = parsed.network.maskBits === (parsed.network.family === 4 ? 32 : 128);
      if (subnet && !(host && supernet)) ops.push(`n.network <<= ${p}`);
      return ops.length > 0 ? ops.join(' OR ') : `n.network = ${p}`;
    });
    where.push(`(${tests.join(' OR ')})`);
  }
  return { where: where.join(' AND '), args };
}

/** limit=0 asks for every match: more than one page holds is a 412, never a silent cut. */
function checkAllFit(ctx: ServiceContext, paging: Paging, total: number): void {
  const maxLimit = ctx.config.paging.maxLimit;
  if (paging.limit === 0 && total - paging.offset > maxLimit) {
    throw new InvalidFieldError('limit', `limit=0 asks for all ${total - paging.offset} matches, more than the maximum of ${maxLimit} per page: page with limit and offset`, 'invalid.field.max', '0');
  }
}

/** A search as callers give it: customerID holds numeric ids or Customer global ids. */
export interface NetworkSearchInput extends Omit<NetworkSearch, 'customerID'> {
  customerID?: readonly (string | number)[] | null;
}

export async function searchNetworks(ctx: ServiceContext, input: NetworkSearchInput, query: PlannedQuery): Promise<Page<CustomerNetwork>> {
  const search: NetworkSearch = { ...input, customerID: input.customerID?.map((id) => intId(id, 'Customer', 'customerID')) ?? null };
  await ctx.access.requireAnywhere(F.view);
  const paging = resolvePaging(ctx.config, search);
  const roots = [...((await ctx.access.grants()).get(F.view) ?? [])];
  // Built (and so validated) for every search, whichever way it is answered.
  const { where, args } = searchCondition(search, roots);
  const order = orderSql(sortInput(search));
  const prefixes = lookupPrefixes(search);
  if (prefixes) return lookupNetworks(ctx, lookupWhere(search, roots, prefixes), paging, query);
  // limit=0 (all): one row beyond the maximum tells "too many" apart.
  args.push(paging.limit === 0 ? ctx.config.paging.maxLimit + 1 : paging.limit, paging.offset);
  // count(*) OVER () gives the total with the page in one statement. The text
  // varies with the criteria, so it carries no vigil: marker (a marker is one
  // prepared statement's name); a text sent often is prepared under a name of
  // its own (src/db/statement-names.ts).
  const rows = await ctx.sql.query<{ id: number; total: number }>(
    `SELECT /* network-search */ n.id, (count(*) OVER ())::int AS total FROM customer_network n WHERE ${where} ORDER BY ${order} LIMIT $${args.length - 1} OFFSET $${args.length}`,
    args,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && paging.offset > 0) {
    const counted = await ctx.sql.query<{ total: number }>(`SELECT /* network-count */ count(*)::int AS total FROM customer_network n WHERE ${where}`, args.slice(0, -2));
    total = counted[0]?.total ?? 0;
  }
  checkAllFit(ctx, paging, total);
  const ids = rows.slice(0, paging.limit === 0 ? ctx.config.paging.maxLimit : paging.limit).map((r) => r.id);
  const found = ids.length === 0 ? [] : ((await ctx.db.customerNetwork.findMany({ ...withColumns(query, { id: true }), where: { id: { in: ids } } })) as CustomerNetwork[]);
  const byId = new Map(found.map((n) => [n.id, n]));
  const items = ids.map((id) => byId.get(id)).filter((n): n is CustomerNetwork => n !== undefined);
  return { items, count: total, limit: paging.limit, offset: paging.offset };
}

/**
 * A lookup (lookup.ts) in one read: the page with its relations, and the total from
 * the page itself when the page is not full (the common case: an address lies in a
 * handful of networks); a full page, or none past the first, is counted.
 */
async function lookupNetworks(ctx: ServiceContext, where: Prisma.CustomerNetworkWhereInput, paging: Paging, query: PlannedQuery): Promise<Page<CustomerNetwork>> {
  // One row beyond the page: a page that ends the list knows its total (totalOf); limit=0 (all): "too many" told apart.
  const rows = (await ctx.db.customerNetwork.findMany({ ...withColumns(query, { id: true }), where, orderBy: { id: 'asc' }, skip: paging.offset, take: paging.take + 1 })) as CustomerNetwork[];
  const total = await totalOf(paging, rows.length, () => ctx.db.customerNetwork.count({ where }));
  checkAllFit(ctx, paging, total);
  return { items: rows.slice(0, paging.take), count: total, limit: paging.limit, offset: paging.offset };
}

/**
 * Customer.networks: the customer's networks the caller may list, with the
 * criteria the search applies (networks of customers below its viewCustomerNetworks
 * grants, soft-deleted ones only when asked for), in the search's default order (id).
 * Built from the grants, so the filter runs inside the planned query.
 */
export function customerNetworksQuery(viewer: Viewer | null | undefined, includeDeleted: boolean) {
  const roots = [...(viewer?.grants?.get(F.view) ?? [])];
  return { where: { AND: searchCriteria({ includeDeleted }, roots).map((criterion) => criterion.prisma) }, orderBy: { id: 'asc' as const } };
}
