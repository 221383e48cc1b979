// What a field costs, for the cost limit on /graphql (src/graphql/cost-limit.ts):
// roughly the number of objects its answer can hold. The complexity plugin
// adds a field's own cost to its multiplier times the cost of what is selected
// below it, so nested lists multiply.
//
// - A scalar or enum costs nothing: it is read with the object that holds it.
// - An object costs 1.
// - A page (a field returning a connection) is priced by its page size: the
//   `first`/`last` argument, the `limit` argument (or the `limit` of its input object), the default page
//   size when none is given, the maximum page size for 0 ("all"). Its items
//   cost 1 each, and everything below an item is multiplied by the page size.
// - A list that takes no page size holds as many objects as it holds: priced
//   at UNPAGED_LIST_SIZE objects unless the field states a bound of its own
//   (listCost), so a list inside a list is priced at the product.
import type { FieldComplexityValue } from '@pothos/plugin-complexity';
import { getNamedType, isLeafType, isListType, isNonNullType, type GraphQLField, type GraphQLOutputType } from 'graphql';
import type { RequestContext } from '../../context.ts';

/** Extension key that marks page types (pageType, and pages written by hand). */
export const PAGE_TYPE = 'vigilPage';

/**
 * Objects assumed in a list that takes no page size (the complexity plugin's own default list
 * multiplier): a case's tags and watchers, a sensor's interfaces, a location's sensors, a
 * folder's entries, a user's groups hold a handful to tens. Lists known to hold more state
 * their own bound (a role's children: listCost in src/schema/useradmin/function.ts).
 */
export const UNPAGED_LIST_SIZE = 10;

type Args = Record<string, unknown>;
type PageSizeContext = RequestContext;

/** A list of up to `size` objects: each costs 1, and what is selected below them is multiplied by `size`. */
export function listCost(size: number): FieldComplexityValue {
  return { field: size, multiplier: size };
}

/**
 * The page size a field was asked for: its connection window (`first`, else `last`), its
 * `limit` argument, or the `limit` of one of its input objects.
 */
function requestedLimit(args: Args): unknown {
  for (const name of ['first', 'last']) {
    // A window of 0 is priced as a page of 1: it is never "all", as limit 0 is.
    if (typeof args[name] === 'number') return Math.max(args[name], 1);
  }
  if ('limit' in args) return args['limit'];
  for (const value of Object.values(args)) {
    if (value && typeof value === 'object' && 'limit' in value) return (value as Args)['limit'];
  }
  return undefined;
}

export interface PageCostOptions {
  /** Largest page (and what 0, "all", means); default MAX_PAGE_SIZE. */
  max?: (ctx: PageSizeContext) => number;
  /**
   * What no limit means: a default page (DEFAULT_PAGE_SIZE), or `unpaged` for a page that
   * answers all entries when not asked otherwise, priced like a list without a page size.
   */
  omitted?: 'default' | 'unpaged';
}

export function pageSize(args: Args, ctx: PageSizeContext, options: PageCostOptions = {}): number {
  const max = options.max?.(ctx) ?? ctx.config.paging.maxLimit;
  const limit = requestedLimit(args);
  if (limit === undefined || limit === null || typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0) {
    // A cursor without first/last reads the default page (connectionWindow), whatever no arguments read.
    if (options.omitted === 'unpaged' && args['after'] == null && args['before'] == null) return UNPAGED_LIST_SIZE;
    return Math.min(ctx.config.paging.defaultLimit, max);
  }
  return limit === 0 ? max : Math.min(limit, max);
}

/** A field answering a page: the page itself costs 1, and everything in it is multiplied by its size. */
export function pageCost(options: PageCostOptions = {}) {
  return (args: Args, ctx: PageSizeContext): FieldComplexityValue => ({ field: 1, multiplier: pageSize(args, ctx, options) });
}

/** A page's items: the page size is already the multiplier of the field that answered the page. */
export const PAGE_ITEMS_COST: FieldComplexityValue = { field: 1, multiplier: 1 };

function unwrapNonNull(type: GraphQLOutputType): GraphQLOutputType {
  return isNonNullType(type) ? type.ofType : type;
}

/** The cost of every field that states none of its own. */
export function fieldCost(args: Args, ctx: RequestContext, field: GraphQLField<unknown, RequestContext, Args>): FieldComplexityValue {
  const named = getNamedType(field.type);
  if (isLeafType(named)) return 0;
  if (named.extensions?.[PAGE_TYPE]) return { field: 1, multiplier: pageSize(args, ctx) };
  if (isListType(unwrapNonNull(field.type))) return listCost(UNPAGED_LIST_SIZE);
  return 1;
}
