// The selection Pothos plans for a GraphQL query: `{ select }` or `{ include }`.
// Domain reads spread it into their Prisma call, so the relations the query
// asks for load in the same statement(s) instead of one query per row.
export type PlannedQuery = Record<never, never>;

/**
 * The planned query plus scalar columns the domain needs itself (an access
 * rule reading `path`, say). With `include` (or nothing) every scalar is read
 * anyway; with `select` they are added.
 */
export function withColumns(query: PlannedQuery, columns: Record<string, true>): PlannedQuery {
  const select = (query as { select?: Record<string, unknown> }).select;
  return select ? { ...query, select: { ...select, ...columns } } : query;
}
