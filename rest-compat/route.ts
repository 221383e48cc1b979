// A REST route is an entry in a table: method, path, the typed GraphQL
// document it runs, how the request becomes variables, and how the result
// becomes the envelope's data. Nothing else: no permission checks, no field
// validation, no database.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Envelope, PageLike } from '../src/http/envelope.ts';
import type { RawVariables } from './variables.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a route's variable mapper sees of the request. */
export interface RestRequest {
  params: Record<string, string>;
  /** Repeated parameters arrive as lists. */
  query: Record<string, string | string[]>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  /** The raw request URL (still percent-encoded): for paths whose segments may hold an encoded `/`. */
  url?: string;
}

export type RestResult = (
  | { kind: 'single'; data: unknown }
  | { kind: 'page'; page: PageLike }
  | { kind: 'list'; items: readonly unknown[] }
  | { kind: 'none' }
) & {
  /** The envelope's metaData on success (PDNS answers carry one). */
  metaData?: Record<string, unknown>;
};

export interface RestRoute<TResult = unknown, TVariables = Record<string, unknown>> {
  method: HttpMethod;
  /** Fastify path pattern, e.g. `/customers/v1/customer/:idOrShortName`. */
  path: string;
  document: TypedDocumentNode<TResult, TVariables>;
  /** Raw variables (strings allowed: they are converted by the variable types). */
  variables?: (request: RestRequest) => { [K in keyof TVariables]?: unknown };
  /**
   * REST's `sortBy` query parameter, for a list whose GraphQL field orders with orderBy only:
   * read as `[String!]` and handed to the list through the request context
   * (src/schema/common/rest-sort.ts). A search body's sortBy needs nothing here.
   */
  sortBy?: (request: RestRequest) => unknown;
  result: (data: TResult) => RestResult;
  /** Success status; POST that creates answers 201. */
  status?: number;
  /**
   * A success answered in another format than the JSON envelope (for example
   * NDJSON); errors are still envelopes.
   */
  render?: { contentType: string; body: (envelope: Envelope) => string };
  /** Marks a deprecated route: answered with `Deprecation: true` (and `Sunset` when given). */
  deprecated?: { sunset?: string; successor?: string };
  /**
   * Other representations of a successful answer, chosen by the Accept
   * header: content type -> the text made from the envelope's data. Errors
   * stay JSON envelopes.
   */
  representations?: Readonly<Record<string, (data: unknown) => string>>;
  /**
   * Error fields named as the caller spelled them where the route maps a
   * parameter to a differently named input field (GET ?aggregate= ->
   * aggregateResult): input field -> parameter.
   */
  errorFields?: Readonly<Record<string, string>> | ((request: RestRequest) => Readonly<Record<string, string>>);
  /**
   * Fields of the operation's `input` that the route fills from the URL (the
   * element a path names): not body fields, so a message listing the body's
   * fields leaves them out.
   */
  fieldsFromUrl?: readonly string[];
  /**
   * Extra response headers, success or error, made from the answer (for
   * example the paging headers of passive DNS clients).
   */
  headers?: (envelope: Envelope, request: RestRequest) => Readonly<Record<string, string>>;
}

/** Keeps the document's result and variable types flowing into the mappers. */
export function route<TResult, TVariables>(definition: RestRoute<TResult, TVariables>): RestRoute {
  return definition as unknown as RestRoute;
}

export const single = (data: unknown): RestResult => ({ kind: 'single', data });
/** A list result. Root fields are nullable, but null comes only with an error (handled before), so null here is a bug: a 500. */
export function page(value: PageLike | null | undefined): RestResult {
  if (!value) throw new Error('a list operation answered null without an error');
  return { kind: 'page', page: value };
}
export const list = (items: readonly unknown[]): RestResult => ({ kind: 'list', items });
export const none = (): RestResult => ({ kind: 'none' });
/** Adds metaData to a result's envelope. */
export const withMetaData = (result: RestResult, metaData: Record<string, unknown> | null | undefined): RestResult =>
  metaData ? { ...result, metaData } : result;

/** Every query parameter named, as raw variables (absent ones left out). */
export function fromQuery(request: RestRequest, ...names: string[]): RawVariables {
  const out: RawVariables = {};
  for (const name of names) if (request.query[name] !== undefined) out[name] = request.query[name];
  return out;
}

/**
 * The spec's `keyword` query parameter of the simple list searches is the `keywords` argument of
 * their GraphQL list fields (docs/graphql.md, "Naming"): read under that name, and named back as
 * the caller spelled it in errors (a route's `errorFields: KEYWORD_ERROR_FIELDS`).
 */
export function keywordsFromQuery(request: RestRequest): RawVariables {
  return request.query['keyword'] !== undefined ? { keywords: request.query['keyword'] } : {};
}
export const KEYWORD_ERROR_FIELDS: Readonly<Record<string, string>> = { keywords: 'keyword' };

/** The `sortBy` query parameter (a route's `sortBy`). */
export const sortByFromQuery = (request: RestRequest): unknown => request.query['sortBy'];

/** The representation the Accept header asks for among those offered (first match in the header's order), or null for JSON. */
export function acceptedRepresentation(accept: string | string[] | undefined, offered: readonly string[]): string | null {
  if (!accept || offered.length === 0) return null;
  const wanted = (Array.isArray(accept) ? accept.join(',') : accept)
    .split(',')
    .map((part) => {
      const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return { type, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const w of wanted) {
    if (w.type === 'application/json' || w.type === '*/*' || w.type === 'application/*') return null;
    if (offered.includes(w.type)) return w.type;
  }
  return null;
}
