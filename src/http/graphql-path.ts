// Where the GraphQL endpoint lives. Errors Fastify or Node raise before a
// route runs are answered as GraphQL errors there and in the REST envelope
// elsewhere; both error paths ask this one function.
export const GRAPHQL_PATH = '/graphql';

/** Whether a request target (path and query) addresses the GraphQL endpoint. */
export function isGraphQLPath(url: string | undefined): boolean {
  if (url === undefined) return false;
  return url === GRAPHQL_PATH || url.startsWith(`${GRAPHQL_PATH}?`) || url.startsWith(`${GRAPHQL_PATH}/`);
}
