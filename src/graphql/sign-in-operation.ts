// Which operations only sign in or only sign out: a mutation whose root
// fields are all `login` (or all `logout`), and `__typename`. Signing in
// authenticates by the credentials in its input, so a session cookie the
// browser still sends (expired, logged out, or without its CSRF header) must
// not refuse it; signing out with a dead cookie has nothing to end and only
// clears the cookies. src/http/request-context.ts ignores a refused cookie for
// these operations, and these only (signing out: not one refused only for its
// missing CSRF header, which is a live session).
import { getOperationAST, Kind, parse, type DocumentNode } from 'graphql';

/** Root mutation fields that sign in with credentials of their own. */
export const SIGN_IN_FIELDS: ReadonlySet<string> = new Set(['login']);

/** Root mutation fields that end the caller's session. */
export const SIGN_OUT_FIELDS: ReadonlySet<string> = new Set(['logout']);

export function signsInOnly(document: DocumentNode, operationName?: string | null): boolean {
  return onlyFields(SIGN_IN_FIELDS, document, operationName);
}

export function signsOutOnly(document: DocumentNode, operationName?: string | null): boolean {
  return onlyFields(SIGN_OUT_FIELDS, document, operationName);
}

function onlyFields(names: ReadonlySet<string>, document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (operation?.operation !== 'mutation') return false;
  const fields = operation.selectionSet.selections;
  return (
    fields.every((s) => s.kind === Kind.FIELD && (s.name.value === '__typename' || names.has(s.name.value))) &&
    fields.some((s) => s.kind === Kind.FIELD && names.has(s.name.value))
  );
}

/**
 * The same for a request's GraphQL parameters (as text). Only asked when a
 * cookie was refused, so the document is parsed again only then.
 */
export function querySignsInOnly(params: { query?: unknown; operationName?: unknown } | undefined): boolean {
  return queryOnlyFields(SIGN_IN_FIELDS, params);
}

export function querySignsOutOnly(params: { query?: unknown; operationName?: unknown } | undefined): boolean {
  return queryOnlyFields(SIGN_OUT_FIELDS, params);
}

function queryOnlyFields(names: ReadonlySet<string>, params: { query?: unknown; operationName?: unknown } | undefined): boolean {
  if (typeof params?.query !== 'string') return false;
  try {
    return onlyFields(names, parse(params.query), typeof params.operationName === 'string' ? params.operationName : null);
  } catch {
    return false;
  }
}
