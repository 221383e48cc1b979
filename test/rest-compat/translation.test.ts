// The REST translation mechanism over HTTP, on a small schema of its own:
// query strings become typed variables, repeated parameters lists, the spec's
// enum spellings GraphQL values and back, and every bad value a 412 naming
// its field. Documents are validated at start-up.
import Fastify, { type FastifyInstance } from 'fastify';
import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareRoute, RestDocumentError } from '../../rest-compat/executor.ts';
import { registerRestRoutes } from '../../rest-compat/register.ts';
import { list, page, route, single, type RestRoute } from '../../rest-compat/route.ts';
import { createAccessService } from '../../src/auth/access.ts';
import { loadConfig } from '../../src/config.ts';
import { createRateLimiterStore } from '../../src/db/rate-limiters.ts';
import type { RequestContext } from '../../src/context.ts';
import { ForbiddenError } from '../../src/errors.ts';
import { createGraphQLServer } from '../../src/http/graphql.ts';
import { registerContentTypes } from '../../src/http/content-types.ts';
import { registerErrorHandlers } from '../../src/http/error-handler.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';

const AccessMode = new GraphQLEnumType({
  name: 'AccessMode',
  values: {
    ROLE_BASED: { value: 'ROLE_BASED', extensions: { rest: 'roleBased' } },
    EXPLICIT: { value: 'EXPLICIT', extensions: { rest: 'explicit' } },
    SAME: { value: 'SAME' },
  },
});

const Filter = new GraphQLInputObjectType({
  name: 'Filter',
  fields: {
    name: { type: new GraphQLNonNull(GraphQLString) },
    modes: { type: new GraphQLList(new GraphQLNonNull(AccessMode)) },
    nested: { type: new GraphQLInputObjectType({ name: 'Nested', fields: { depth: { type: GraphQLInt } } }) },
  },
});

const Item = new GraphQLObjectType({
  name: 'Item',
  fields: { name: { type: GraphQLString }, mode: { type: AccessMode }, modes: { type: new GraphQLList(AccessMode) } },
});

const Echo = new GraphQLObjectType({
  name: 'Echo',
  fields: {
    json: { type: GraphQLString },
    item: { type: Item },
    items: { type: new GraphQLList(Item) },
    count: { type: GraphQLInt },
    limit: { type: GraphQLInt },
    offset: { type: GraphQLInt },
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      echo: {
        type: Echo,
        args: {
          limit: { type: GraphQLInt },
          flag: { type: GraphQLBoolean },
          tags: { type: new GraphQLList(new GraphQLNonNull(GraphQLString)) },
          mode: { type: AccessMode },
          filter: { type: Filter },
          required: { type: new GraphQLNonNull(GraphQLString) },
        },
        resolve: (_root, args) => ({
          json: JSON.stringify(args),
          item: { name: 'one', mode: args.mode ?? 'ROLE_BASED', modes: ['EXPLICIT', 'SAME'] },
          items: [{ name: 'a', mode: 'EXPLICIT' }, { name: 'b', mode: 'ROLE_BASED' }],
          count: 7,
          limit: 2,
          offset: 4,
        }),
      },
      denied: { type: GraphQLString, resolve: () => { throw new ForbiddenError(); } },
      broken: { type: GraphQLString, resolve: () => { throw new TypeError('secret internals'); } },
    },
  }),
});

const doc = (text: string) => parse(text);

const routes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/test/v1/echo/:required',
    document: doc(`query Echo($required: String!, $limit: Int, $flag: Boolean, $tags: [String!], $mode: AccessMode) {
      echo(required: $required, limit: $limit, flag: $flag, tags: $tags, mode: $mode) { json item { name mode modes } }
    }`),
    variables: (req) => ({ required: req.params['required'], ...req.query }),
    result: (data: any) => single(data.echo),
  }),
  route({
    method: 'POST',
    path: '/test/v1/echo',
    document: doc(`query EchoBody($filter: Filter, $required: String!) { echo(filter: $filter, required: $required) { json } }`),
    variables: (req) => ({ filter: req.body, required: 'x' }),
    result: (data: any) => single(JSON.parse(data.echo.json)),
    status: 201,
  }),
  route({
    method: 'GET',
    path: '/test/v1/items',
    document: doc(`query Items { echo(required: "x") { count limit offset items { ...ItemFields } } } fragment ItemFields on Item { name renamed: mode }`),
    result: (data: any) => page(data.echo),
  }),
  route({
    method: 'GET',
    path: '/test/v1/list',
    document: doc(`query List { echo(required: "x") { items { name } } }`),
    result: (data: any) => list(data.echo.items),
  }),
  route({ method: 'GET', path: '/test/v1/denied', document: doc('query Denied { denied }'), result: (data: any) => single(data.denied) }),
  route({ method: 'GET', path: '/test/v1/broken', document: doc('query Broken { broken }'), result: (data: any) => single(data.broken) }),
  route({
    method: 'GET',
    path: '/test/v1/old',
    document: doc(`query Old { echo(required: "x") { count } }`),
    result: (data: any) => single(data.echo),
    deprecated: { sunset: 'Wed, 01 Dec 2027 00:00:00 GMT', successor: '/test/v1/echo' },
  }),
];

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerContentTypes(app);
  registerErrorHandlers(app, 1_000_000);
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const limiters = createRateLimiterStore(undefined);
  const yoga = createGraphQLServer({
    schema,
    config,
    log: app.log,
    context: async ({ req, reply }) =>
      ({
        db: {} as PrismaClient,
        config,
        viewer: null,
        access: createAccessService({ query: async () => [] }, null),
        sql: { query: async () => [] },
        requestId: req.id,
        transport: 'rest',
        log: req.log,
        limiters,
        http: { req, reply, clientIp: req.ip },
      }) satisfies RequestContext,
    plugins: [],
  });
  registerRestRoutes(app, yoga, schema, routes);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

async function get(url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers };
}

describe('variables from the request', () => {
  it('types query strings by the document: numbers, booleans, lists, REST enum spellings', async () => {
    const res = await get('/test/v1/echo/abc?limit=5&flag=true&tags=one&mode=explicit');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.data.json)).toEqual({ required: 'abc', limit: 5, flag: true, tags: ['one'], mode: 'EXPLICIT' });
  });

  it('makes repeated parameters a list', async () => {
    const res = await get('/test/v1/echo/abc?tags=one&tags=two&tags=three');
    expect(JSON.parse(res.body.data.json).tags).toEqual(['one', 'two', 'three']);
  });

  it('accepts the GraphQL enum name too', async () => {
    const res = await get('/test/v1/echo/abc?mode=ROLE_BASED');
    expect(JSON.parse(res.body.data.json).mode).toBe('ROLE_BASED');
  });

  it.each([
    ['limit=ten', 'limit'],
    ['limit=2.5', 'limit'],
    ['flag=perhaps', 'flag'],
    ['mode=roleBasedish', 'mode'],
  ])('answers 412 naming the parameter for %s', async (query, field) => {
    const res = await get(`/test/v1/echo/abc?${query}`);
    expect(res.status).toBe(412);
    expect(res.body.messages[0]).toMatchObject({ type: 'FIELD_ERROR', field, messageTemplate: 'invalid.field.value' });
  });

  it('lists the allowed enum values in their REST spelling', async () => {
    const res = await get('/test/v1/echo/abc?mode=nope');
    expect(res.body.messages[0].message).toContain('roleBased, explicit, SAME');
  });

  it.each([
    [{ modes: ['explicit', 'roleBased'], name: 'n', nested: { depth: 3 } }, 201, null],
    [{ modes: ['explicit'] }, 412, 'name'],
    [{ name: 'n', colour: 'red' }, 412, 'colour'],
    [{ name: 'n', nested: { depth: 'deep' } }, 412, 'nested.depth'],
    [{ name: 'n', nested: { width: 1 } }, 412, 'nested.width'],
    [{ name: 'n', modes: ['explicit', 'bogus'] }, 412, 'modes'],
    [{ name: null }, 412, 'name'],
    ['just a string', 412, 'filter'],
  ])('checks a JSON body against its input type: %j', async (body, status, field) => {
    const res = await app.inject({ method: 'POST', url: '/test/v1/echo', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(status);
    const parsed = JSON.parse(res.body);
    if (field) expect(parsed.messages[0]).toMatchObject({ type: 'FIELD_ERROR', field });
    else expect(parsed.data.filter).toEqual({ modes: ['EXPLICIT', 'ROLE_BASED'], name: 'n', nested: { depth: 3 } });
  });
});

describe('results into the envelope', () => {
  it('shows enum values in their REST spelling, in objects, lists, fragments and aliases', async () => {
    const one = await get('/test/v1/echo/abc?mode=explicit');
    expect(one.body.data.item).toEqual({ name: 'one', mode: 'explicit', modes: ['explicit', 'SAME'] });
    const many = await get('/test/v1/items');
    expect(many.body.data).toEqual([{ name: 'a', renamed: 'explicit' }, { name: 'b', renamed: 'roleBased' }]);
  });

  it('copies a page object into the envelope fields', async () => {
    const res = await get('/test/v1/items');
    expect(res.body).toMatchObject({ responseCode: 200, count: 7, limit: 2, offset: 4, size: 2, currentPage: 2 });
  });

  it('answers a plain list with count and size equal', async () => {
    const res = await get('/test/v1/list');
    expect(res.body).toMatchObject({ count: 2, size: 2, limit: 0, offset: 0, currentPage: 0 });
  });

  it('answers the route status for success (201 for creation)', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/v1/echo', payload: '{"name":"n"}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(res.body).responseCode).toBe(201);
  });

  it('maps a domain error code to its status', async () => {
    const res = await get('/test/v1/denied');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ responseCode: 403, data: null, messages: [{ type: 'ACTION_ERROR', messageTemplate: 'access.denied' }] });
  });

  it('masks an unexpected error as 500 with the request id', async () => {
    const res = await get('/test/v1/broken');
    expect(res.status).toBe(500);
    expect(res.body.messages[0].message).toMatch(/^Internal server error \(request id .+\)$/);
    expect(JSON.stringify(res.body)).not.toContain('secret internals');
  });

  it('marks deprecated routes with Deprecation, Sunset and a successor link', async () => {
    const res = await get('/test/v1/old');
    expect(res.status).toBe(200);
    expect(res.headers['deprecation']).toBe('true');
    expect(res.headers['sunset']).toBe('Wed, 01 Dec 2027 00:00:00 GMT');
    expect(res.headers['link']).toBe('</test/v1/echo>; rel="successor-version"');
  });
});

describe('documents at start-up', () => {
  it('refuses a document that does not validate against the schema', () => {
    const bad = route({ method: 'GET', path: '/x', document: doc('query Bad { echo(required: "x") { nope } }'), result: () => single(null) });
    expect(() => prepareRoute(schema, bad)).toThrow(RestDocumentError);
    expect(() => prepareRoute(schema, bad)).toThrow(/GET \/x.*nope/);
  });

  it('refuses a document with two operations', () => {
    const two = route({ method: 'GET', path: '/y', document: doc('query A { denied } query B { denied }'), result: () => single(null) });
    expect(() => prepareRoute(schema, two)).toThrow(/exactly one operation/);
  });
});
