// The selection Pothos plans for a GraphQL query: `{ select }` or `{ include }`.
// Domain reads spread it into their Prisma call, so the relations the query
// asks for load in the same statement(s) instead of one query per row.
export type PlannedQuery = Record<never, never>;
