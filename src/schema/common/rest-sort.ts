// GraphQL orders a list with `orderBy` only (src/schema/common/order.ts). REST's
// contract keeps its `sortBy` text (`sortBy=shortName`, `-shortName` descending,
// in a query string or a search body), which the GraphQL schema does not show.
// rest-compat reads it as a REST-only value, type-checked where it stood (a
// query parameter of a field marked with restSortByArgument, or a field of a
// search body whose input type carries restSortByInput: rest-compat/variables.ts),
// and hands it to the list through the request context (RequestContext.rest).
// The input policy checks it there as the `[String!]` argument or input field
// it was (src/graphql/input-policy-pass.ts), in the same place among the others;
// the list's resolver passes it on with its orderBy, and the domain reads both
// with one parser (src/domains/common/sorting.ts, sortInput), so REST answers
// and refuses exactly as before.
import { GraphQLList, GraphQLNonNull, GraphQLString, type GraphQLArgument, type GraphQLInputField } from 'graphql';
import type { RequestContext } from '../../context.ts';

/** Marks a search input type whose REST body takes `sortBy`, or a list field whose REST route takes it as a query parameter. */
export const REST_SORT_BY = 'vigilRestSortBy';

/** Options of such an input type (spread into them). */
export function restSortByInput(): { extensions: Record<string, unknown> } {
  return { extensions: { [REST_SORT_BY]: true } };
}

/** Options of such a list field (spread into them): its REST route's `sortBy` query parameter stands beside its arguments. */
export function restSortByArgument(): { extensions: Record<string, unknown> } {
  return { extensions: { [REST_SORT_BY]: true } };
}

/** REST's sortBy for the list a REST route reads; absent over GraphQL. */
export function restSortBy(ctx: RequestContext): readonly string[] | null | undefined {
  return ctx.rest?.sortBy;
}

export const SORT_BY = 'sortBy';

/** REST's sortBy as a definition, typed as it was when GraphQL still offered it: `[String!]`. */
export const REST_SORT_BY_DEFINITION = {
  name: SORT_BY,
  description: undefined,
  type: new GraphQLList(new GraphQLNonNull(GraphQLString)),
  defaultValue: undefined,
  deprecationReason: undefined,
  extensions: {},
  astNode: undefined,
} as GraphQLInputField & GraphQLArgument;

/**
 * Definitions (arguments or input fields, in the sorted schema's order) with REST's sortBy
 * in the place that order gave it while GraphQL showed it (plain letters: code-unit order).
 */
export function withSortByInPlace<T extends { name: string }>(definitions: readonly T[]): T[] {
  if (definitions.some((d) => d.name === SORT_BY)) return [...definitions];
  const at = definitions.findIndex((d) => d.name > SORT_BY);
  const list = [...definitions];
  list.splice(at < 0 ? list.length : at, 0, REST_SORT_BY_DEFINITION as unknown as T);
  return list;
}
