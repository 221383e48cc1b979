// Which operations only sign in: a mutation whose root fields are all
// `login` (and `__typename`). They authenticate by the credentials in their
// input, so a session cookie the browser still sends (expired, logged out,
// or without its CSRF header) must not refuse them: src/http/request-context.ts
// ignores it for these operations, and these only.
import { getOperationAST, Kind, parse, type DocumentNode } from 'graphql';

/** Root mutation fields that sign in with credentials of their own. */
export const SIGN_IN_FIELDS: ReadonlySet<string> = new Set(['login']);

export function signsInOnly(document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (operation?.operation !== 'mutation') return false;
  const fields = operation.selectionSet.selections;
  return (
    fields.every((s) => s.kind === Kind.FIELD && (s.name.value === '__typename' || SIGN_IN_FIELDS.has(s.name.value))) &&
    fields.some((s) => s.kind === Kind.FIELD && SIGN_IN_FIELDS.has(s.name.value))
  );
}

/**
 * The same for a request's GraphQL parameters (as text). Only asked when a
 * cookie was refused, so the document is parsed again only then.
 */
export function querySignsInOnly(params: { query?: unknown; operationName?: unknown } | undefined): boolean {
  if (typeof params?.query !== 'string') return false;
  try {
    return signsInOnly(parse(params.query), typeof params.operationName === 'string' ? params.operationName : null);
  } catch {
    return false;
  }
}
