// Malformed REST requests made from the route table: for each route, its
// path parameters (from the path pattern), the query parameters its variable
// mapper reads (recorded by running the mapper on a recording request) and
// the body fields its GraphQL document takes (from the operation's input
// types), each filled with malformed values (values.ts).
import fc from 'fast-check';
import {
  getNamedType,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { restRoutes } from '../../../rest-compat/modules/index.ts';
import type { HttpMethod, RestRequest, RestRoute } from '../../../rest-compat/route.ts';
import { encodedText, nastyJsonValue, PROTOTYPE_KEYS, valueForTypeName, deepJson } from './values.ts';

export type Caller = 'anonymous' | 'acme-user' | 'admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'acme-user', 'admin'];

export interface FuzzRoute {
  method: HttpMethod;
  path: string;
  /** Query parameters the route reads. */
  queryNames: string[];
  /** Body fields (the document's input object fields), with the named type of each; `plausible`: shaped values (well-formed lists, sub-criteria with a violation inside). */
  bodyFields: Array<{ name: string; type: string; enumValues: string[]; plausible?: fc.Arbitrary<unknown> }>;
}

export interface RestCase {
  caller: Caller;
  method: HttpMethod;
  /** Path and query string, percent-encoded as sent. */
  url: string;
  /** Raw body text, or undefined for none. */
  body?: string;
  contentType?: string;
}

/**
 * Routes outside the table (binary document content, the NDJSON record
 * route): plain Fastify routes in rest-compat/modules/documents/content-routes.ts
 * and rest-compat/modules/pdns/record-route.ts, listed here by hand.
 */
const ROUTES_BESIDE_THE_TABLE: Array<Pick<FuzzRoute, 'method' | 'path'> & { queryNames?: string[] }> = [
  { method: 'GET', path: '/documents/v1/document/:id' },
  { method: 'POST', path: '/documents/v1/folder/:id/documents' },
  { method: 'POST', path: '/documents/v1/document/:id/documents' },
  { method: 'POST', path: '/documents/v1/document/path/*', queryNames: ['customer', 'createMissing', 'overwrite'] },
  { method: 'GET', path: '/documents/v1/document/:id/content' },
  { method: 'GET', path: '/documents/v1/document/:id/revisions/:number/content' },
  { method: 'GET', path: '/documents/v1/document/path/content/*', queryNames: ['customer'] },
];

/** The query parameter names a route's variable mapper reads. */
function queryNamesRead(route: RestRoute): string[] {
  const names = new Set<string>();
  const recording = (into: Set<string> | null) =>
    new Proxy({} as Record<string, string>, {
      get(_target, key) {
        if (typeof key === 'string' && into) into.add(key);
        return undefined;
      },
    });
  const request: RestRequest = { params: recording(null), query: recording(names), body: {}, headers: {}, url: route.path };
  try {
    route.variables?.(request);
  } catch {
    // A mapper that insists on a value: the names read so far are still the route's.
  }
  return [...names].filter((n) => n !== 'then' && n !== 'toJSON');
}

const WORDS = ['a', 'acme', 'admin', 'x_y', 'net', 'sensor', 'z', '1', 'ö', 'ab%'];

/**
 * Well-formed values of varying size for list fields: lists of words of any
 * length up to past the limits, lists of input objects (sub-criteria) filled
 * the same way. They pass validation and reach the database, each size a new
 * shape of query (what grew the server's memory in issue 17, item 6).
 */
function plausible(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> | undefined {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const item = getNamedType(inner.ofType);
    if (isInputObjectType(item)) {
      if (depth > 0) return undefined;
      const fields = Object.values(item.getFields())
        .map((f) => [f.name, plausible(f.type, depth + 1)] as const)
        .filter((entry): entry is readonly [string, fc.Arbitrary<unknown>] => entry[1] !== undefined);
      if (fields.length === 0) return undefined;
      const object = fc.record(Object.fromEntries(fields), { requiredKeys: [] });
      return fc.array(object, { maxLength: 12 });
    }
    if (item.name === 'String' || item.name === 'ID') return fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 110 });
  }
  return undefined;
}

/** A malformed leaf for an input field: a list of malformed items where it takes a list, else one. */
function malformedLeaf(type: GraphQLInputType): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  const leaf = valueForTypeName(named.name, isEnumType(named) ? named.getValues().map((v) => v.name) : []);
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner) ? fc.oneof(fc.array(leaf, { minLength: 1, maxLength: 3 }), leaf) : leaf;
}

/**
 * Lists of input objects (sub-criteria) with a violation inside an element:
 * well-formed elements around one whose fields hold malformed values (NUL,
 * over-long text, numbers past 32 and 64 bits, over-long lists), and
 * sometimes more elements than a search takes. The input policy must name
 * the nested field as it does a top-level one.
 */
function nestedViolations(type: GraphQLInputType): fc.Arbitrary<unknown> | undefined {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (!isListType(inner)) return undefined;
  const item = getNamedType(inner.ofType);
  if (!isInputObjectType(item)) return undefined;
  const fields = Object.values(item.getFields());
  if (fields.length === 0) return undefined;
  const fine = plausible(type) ?? fc.constant([]);
  const bad = fc
    .array(fc.constantFrom(...fields).chain((f) => malformedLeaf(f.type).map((v) => [f.name, v] as const)), { minLength: 1, maxLength: 3 })
    .map((entries) => JSON.parse(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`) as unknown);
  const withBadElement = fc.tuple(fine, bad, fc.nat()).map(([good, element, at]) => {
    const list = Array.isArray(good) ? [...good] : [];
    list.splice(at % (list.length + 1), 0, element);
    return list;
  });
  const tooMany = fc.integer({ min: 11, max: 40 }).map((n) => Array.from({ length: n }, () => ({})));
  return fc.oneof({ weight: 4, arbitrary: withBadElement }, { weight: 1, arbitrary: tooMany });
}

function inputFields(type: GraphQLInputObjectType): FuzzRoute['bodyFields'] {
  return Object.values(type.getFields()).map((field) => {
    const named = getNamedType(field.type);
    const likely = plausible(field.type);
    const nested = nestedViolations(field.type);
    const forms = [likely, nested].filter((a): a is fc.Arbitrary<unknown> => a !== undefined);
    const chosen = forms.length === 0 ? undefined : forms.length === 1 ? forms[0] : fc.oneof(...forms);
    return { name: field.name, type: named.name, enumValues: isEnumType(named) ? named.getValues().map((v) => v.name) : [], ...(chosen ? { plausible: chosen } : {}) };
  });
}

/** Body fields: every input object variable's fields (REST bodies become `input`). */
function bodyFieldsOf(schema: GraphQLSchema, route: RestRoute): FuzzRoute['bodyFields'] {
  const operation = getOperationAST(route.document);
  const fields: FuzzRoute['bodyFields'] = [];
  for (const definition of operation?.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type as never);
    const named = type ? getNamedType(type) : undefined;
    if (named && isInputObjectType(named)) fields.push(...inputFields(named));
  }
  return fields;
}

/** Every REST route Vigil serves, as the fuzzer sees it. */
export function fuzzRoutes(schema: GraphQLSchema): FuzzRoute[] {
  const fromTable = restRoutes.map((route) => ({
    method: route.method,
    path: route.path,
    queryNames: queryNamesRead(route),
    bodyFields: bodyFieldsOf(schema, route),
  }));
  const beside = ROUTES_BESIDE_THE_TABLE.map((r) => ({ method: r.method, path: r.path, queryNames: r.queryNames ?? [], bodyFields: [] }));
  return [...fromTable, ...beside];
}

/** Path parameter values: mostly malformed, some plausible (so requests reach deeper than the id check). */
const pathValue = fc.oneof({ weight: 3, arbitrary: encodedText }, { weight: 1, arbitrary: fc.constantFrom('acme', '1', '2', 'acme-sensor-1', 'admin', 'example.com') });

function pathOf(pattern: string): fc.Arbitrary<string> {
  const parts = pattern.split('/').map((part) => {
    if (part.startsWith(':')) return pathValue;
    if (part === '*') return fc.array(pathValue, { minLength: 1, maxLength: 3 }).map((segments) => segments.join('/'));
    return fc.constant(part);
  });
  return fc.tuple(...parts).map((segments) => segments.join('/'));
}

function queryOf(names: readonly string[]): fc.Arbitrary<string> {
  const name = fc.oneof({ weight: 6, arbitrary: names.length > 0 ? fc.constantFrom(...names) : fc.constant('limit') }, { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS, 'unknown', '') });
  const value = fc.oneof({ weight: 4, arbitrary: encodedText }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', '-1', '0', '10001', 'true') });
  return fc
    .array(fc.tuple(name, value), { maxLength: 4 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([n, v]) => `${encodeURIComponent(n)}=${v}`).join('&')}`));
}

function bodyOf(fields: FuzzRoute['bodyFields']): fc.Arbitrary<{ body?: string; contentType?: string }> {
  const json = (value: unknown) => ({ body: JSON.stringify(value) ?? 'null', contentType: 'application/json' });
  const field: fc.Arbitrary<FuzzRoute['bodyFields'][number]> = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant({ name: 'name', type: 'String', enumValues: [] });
  const objectBody = fc
    .array(
      field.chain((f) =>
        (f.plausible ? fc.oneof(f.plausible, valueForTypeName(f.type, f.enumValues)) : valueForTypeName(f.type, f.enumValues)).map((v) => [f.name, v] as const),
      ),
      { maxLength: 5 },
    )
    .map((entries) => {
      // Through JSON text, so a `__proto__` field stays an own key as in a parsed body.
      const text = `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
      return { body: text, contentType: 'application/json' };
    });
  return fc.oneof(
    { weight: 8, arbitrary: objectBody },
    { weight: 2, arbitrary: nastyJsonValue.map(json) },
    { weight: 1, arbitrary: fc.constantFrom(deepJson(2_000, 'array'), deepJson(2_000, 'object')).map(json) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,]', '\u0000', '', 'null', '{"a":1}{"b":2}', '\uFEFF{}').map((body) => ({ body, contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=latin1').map((contentType) => ({ body: '{"name":"x"}', contentType })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** A malformed request for one route, by one caller. */
export function restCase(route: FuzzRoute, callers: readonly Caller[] = CALLERS): fc.Arbitrary<RestCase> {
  const takesBody = route.method === 'POST' || route.method === 'PUT';
  return fc
    .record({
      caller: fc.constantFrom(...callers),
      path: pathOf(route.path),
      query: queryOf(route.queryNames),
      body: takesBody ? bodyOf(route.bodyFields) : fc.constant({} as { body?: string; contentType?: string }),
    })
    .map(({ caller, path, query, body }) => ({ caller, method: route.method, url: `${path}${query}`, ...body }));
}

/** A malformed request for any route. */
export function anyRestCase(routes: readonly FuzzRoute[], callers: readonly Caller[] = CALLERS): fc.Arbitrary<RestCase> {
  return fc.constantFrom(...routes).chain((route) => restCase(route, callers));
}
