// The cost limit on /graphql (src/graphql/cost-limit.ts, src/schema/common/cost.ts):
// an operation is priced by the objects its answer can hold, lists by their page
// size, lists inside lists multiplied, and refused before it runs when over
// GRAPHQL_MAX_COST, with the cost and the limit in the answer. Measured on the
// demo data plus a function graph of the size an operator grows
// (test/support/function-graph.ts).
import type { FastifyInstance } from 'fastify';
import { getIntrospectionQuery, getOperationAST, isEnumType, isInputObjectType, isListType, isNonNullType, parse, typeFromAST, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../rest-compat/modules/index.ts';
import { loadConfig } from '../../src/config.ts';
import { operationCost } from '../../src/graphql/cost-limit.ts';
import type { RequestContext } from '../../src/context.ts';
import { buildServer } from '../../app/server.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { growFunctionGraph } from '../support/function-graph.ts';

let t: TestApp;
let small: FastifyInstance;
const DEFAULT_MAX_COST = loadConfig({}).graphql.maxCost;

beforeAll(async () => {
  t = await startTestApp();
  await growFunctionGraph(t);
  // The same database behind a server with a small limit: the setting is what counts.
  small = (await buildServer({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', GRAPHQL_MAX_COST: '50' }), database: t.database })).app;
  await small.ready();
}, 300_000);
afterAll(async () => {
  await small?.close();
  await t?.close();
});

type Transport = 'direct' | 'yoga' | 'get';

async function ask(query: string, options: { transport?: Transport; accept?: string; variables?: Record<string, unknown>; operationName?: string; app?: FastifyInstance } = {}) {
  const headers = { 'service-api-key': t.keys['admin']!, accept: options.accept ?? 'application/json' };
  const app = options.app ?? t.app;
  const started = performance.now();
  const res =
    options.transport === 'get'
      ? await app.inject({
          method: 'GET',
          url: `/graphql?${new URLSearchParams({ query, ...(options.variables ? { variables: JSON.stringify(options.variables) } : {}), ...(options.operationName ? { operationName: options.operationName } : {}) })}`,
          headers,
        })
      : await app.inject({
          method: 'POST',
          url: '/graphql',
          // application/graphql+json is not a plain JSON POST: Yoga answers it itself.
          headers: { ...headers, 'content-type': options.transport === 'yoga' ? 'application/graphql+json' : 'application/json' },
          payload: JSON.stringify({ query, variables: options.variables, operationName: options.operationName }),
        });
  return { status: res.statusCode, body: JSON.parse(res.body), ms: performance.now() - started };
}

function expectRefused(answer: { body: any }, cost: number, maxCost = DEFAULT_MAX_COST) {
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors).toHaveLength(1);
  expect(answer.body.errors[0].message).toMatch(new RegExp(`^Query cost ${cost} exceeds the limit of ${maxCost}: `));
  expect(answer.body.errors[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', messageTemplate: 'graphql.limit.exceeded', cost, maxCost });
}

const chain = (relations: readonly string[]): string => (relations.length === 0 ? 'name' : `name ${relations[0]} { ${chain(relations.slice(1))} }`);

// The query: the function graph, children and parents five levels deep (depth 8).
const FIVE_LEVELS = ['children', 'parents', 'children', 'parents', 'children'];

describe('the five-level function graph query', () => {
  it.each([
    ['every function (limit 0)', `{ functions(limit: 0) { nodes { ${chain(FIVE_LEVELS)} } } }`, 1 + 100_000 * 409_526],
    ['a default page', `{ functions { nodes { ${chain(FIVE_LEVELS)} } } }`, 1 + 25 * 409_526],
    ['one function', `{ function(ref: { name: "SYSTEM-ADMINISTRATOR" }) { ${chain(FIVE_LEVELS)} } }`, 409_526],
  ])('over %s is refused before it runs, naming its cost and the limit, on every transport', async (_name, query, cost) => {
    for (const transport of ['direct', 'yoga', 'get'] as const) {
      const plain = await ask(query, { transport });
      expect(plain.status).toBe(200);
      expectRefused(plain, cost);
      const strict = await ask(query, { transport, accept: 'application/graphql-response+json' });
      expect(strict.status).toBe(400);
      expectRefused(strict, cost);
    }
  });

  it('a mutation over the limit runs nothing', async () => {
    const query = `mutation { addFunction(input: { name: "over-the-limit", description: "x", parents: [{ name: "ROLE-0" }] }) { function { ${chain(FIVE_LEVELS)} } } }`;
    // The chain under the payload's `function`, plus 1 for the payload object itself.
    expectRefused(await ask(query), 409_527);
    const after = await ask('{ function(ref: { name: "over-the-limit" }) { id } }');
    expect(after.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('how an operation is priced', () => {
  it.each([
    ['a page at its limit (each item 1)', '{ functions(limit: 12000) { nodes { name } } }', 12_001],
    ['limit 0 (all) at the maximum page size', '{ functions(limit: 0) { nodes { name } } }', 100_001],
    ['the limit inside an input object', '{ searchFunctions(input: { limit: 20000 }) { nodes { name } } }', 20_001],
    ['a list inside a list multiplied, pages by default at 25, a role\'s children at 25', '{ functions { nodes { name children { name children { name } } } } }', 1 + 25 * (1 + 25 * 26)],
    ['parents at 5', '{ functions(limit: 400) { nodes { parents { parents { name } } } } }', 1 + 400 * (1 + 5 * 6)],
    ['scalars free', '{ functions(limit: 0) { totalCount limit nodes { id name description minimumSecurityLevel flags builtIn } } }', 100_001],
    ['aliases added up', '{ a: functions(limit: 6000) { nodes { name } } b: functions(limit: 6000) { nodes { name } } }', 12_002],
    ['fragments like fields', 'query { functions(limit: 500) { nodes { ...F } } } fragment F on Function { children { name } }', 1 + 500 * 26],
    ['a passive DNS page with its COF text', '{ pdnsSearch(input: { query: "example.com", limit: 0 }) { nodes { query } cof } }', 1 + 10_000 * 2],
    // Each connection costs 1 itself, and each of its items (10 without a limit) 1 and what is below it:
    // revisions 1 + 10 = 11, then 1 + 10 * (1 + 11) = 121, 1 221, 12 221, and the folder 1 + 10 * (1 + 12 221).
    ['lists without paging at 10, a folder without a limit like one', '{ folderContent(ref: { path: { customer: { shortName: "acme" }, names: "/" } }) { nodes { children { nodes { children { nodes { children { nodes { revisions { nodes { number } } } } } } } } } } }', 122_221],
  ])('%s', async (_name, query, cost) => {
    expectRefused(await ask(query), cost);
  });

  it('with the page size a variable gives', async () => {
    const query = 'query($l: Int) { functions(limit: $l) { nodes { name } } }';
    expectRefused(await ask(query, { variables: { l: 20_000 } }), 20_001);
    const within = await ask(query, { variables: { l: 9_999 } });
    expect(within.body.errors).toBeUndefined();
    expect(within.body.data.functions.nodes.length).toBeGreaterThan(100);
  });

  it('prices the operation a request names, in a document of several', async () => {
    const document = 'fragment F on Function { name } query Cheap { currentUser { shortName } } query Costly { functions(limit: 0) { nodes { ...F } } }';
    for (const transport of ['direct', 'yoga', 'get'] as const) {
      const costly = await ask(document, { transport, operationName: 'Costly' });
      expectRefused(costly, 100_001);
      const cheap = await ask(document, { transport, operationName: 'Cheap' });
      expect(cheap.body).toEqual({ data: { currentUser: { shortName: 'admin' } } });
    }
  });

  it('accepts an operation at the limit, refuses one past it (GRAPHQL_MAX_COST)', async () => {
    const at = await ask('{ customers(limit: 49) { totalCount nodes { shortName } } }', { app: small });
    expect(at.body.errors).toBeUndefined();
    expect(at.body.data.customers.totalCount).toBe(4);
    expectRefused(await ask('{ customers(limit: 50) { nodes { shortName } } }', { app: small }), 51, 50);
    // Counting alone reads no list.
    expect((await ask('{ customers(limit: 0) { totalCount } }', { app: small })).body.data.customers.totalCount).toBe(4);
  });

  it("accepts GraphiQL's introspection", async () => {
    const res = await ask(getIntrospectionQuery());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });
});

describe('nested lists on the demo data and a realistic function graph', () => {
  const RELATIONS = ['children', 'parents'];
  const chains: string[][] = [];
  for (let length = 1; length <= 4; length += 1) {
    for (let bits = 0; bits < 2 ** length; bits += 1) chains.push(Array.from({ length }, (_, i) => RELATIONS[(bits >> i) & 1]!));
  }
  const ROOTS: [string, (inner: string) => string][] = [
    ['functions(limit: 0)', (inner) => `{ functions(limit: 0) { nodes { ${inner} } } }`],
    ['functions(limit: 150)', (inner) => `{ functions(limit: 150) { nodes { ${inner} } } }`],
    ['functions(limit: 60)', (inner) => `{ functions(limit: 60) { nodes { ${inner} } } }`],
    ['functions', (inner) => `{ functions { nodes { ${inner} } } }`],
    ['functions(limit: 5)', (inner) => `{ functions(limit: 5) { nodes { ${inner} } } }`],
    ['function(SYSTEM-ADMINISTRATOR)', (inner) => `{ function(ref: { name: "SYSTEM-ADMINISTRATOR" }) { ${inner} } }`],
    ['function(ROLE-0)', (inner) => `{ function(ref: { name: "ROLE-0" }) { ${inner} } }`],
  ];
  const OTHERS = [
    '{ groups(limit: 25) { nodes { shortName members { nodes { ... on User { shortName groups { nodes { shortName members { nodes { ... on User { shortName } } } } } } ... on Group { shortName } } } } } }',
    '{ groups(limit: 0) { nodes { shortName members { nodes { ... on User { shortName } } } } } }',
    '{ users { nodes { shortName groups { nodes { shortName } } effectiveFunctions { nodes { name customerIds } } } } }',
    '{ users(limit: 300) { nodes { shortName effectiveFunctions { nodes { name customerIds } } } } }',
    '{ customers(limit: 100) { nodes { shortName sensors { nodes { shortName interfaces { nodes { interfaceName } } } } locations { nodes { shortName sensors { nodes { shortName } } } } } } }',
    '{ customers(limit: 400) { nodes { shortName parent { shortName } domain { name } } } }',
    '{ functions(limit: 9000) { nodes { name description } } }',
    '{ users(limit: 600) { nodes { shortName groups(limit: 10) { nodes { shortName } } } } }',
    '{ customers(limit: 8) { nodes { locations { nodes { sensors { nodes { interfaces { nodes { interfaceName } } } } } } } } }',
    // The sensors area's dashboard query, and a walk through the document tree.
    '{ customer(ref: { shortName: "acme" }) { locations { nodes { shortName sensors { nodes { shortName sensorType { name } location { shortName } interfaces { nodes { interfaceName location { shortName } customer { shortName } } } } } } } sensors { nodes { shortName interfaces { nodes { interfaceName } } } } } }',
    '{ documentRootFolder(customer: { shortName: "acme" }) { name children { nodes { name children { nodes { name revisions { nodes { number } } } } } } } }',
  ];

  it('answers every accepted query in under 1 s (median of three) and refuses the rest with their cost', async () => {
    const ctx = { config: t.config, viewer: {}, transport: 'graphql' } as unknown as RequestContext;
    const schema = t.yoga.getEnveloped().schema;
    const queries = [...ROOTS.flatMap(([, root]) => chains.map((c) => root(chain(c)))), ...OTHERS];
    const accepted: { query: string; cost: number; median: number }[] = [];
    let refused = 0;
    for (const query of queries) {
      const first = await ask(query);
      if (first.body.errors) {
        expect(first.body.errors[0], query).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED', cost: expect.any(Number) } });
        expect(first.body.errors[0].extensions.cost).toBeGreaterThan(DEFAULT_MAX_COST);
        refused += 1;
        continue;
      }
      // The first answer compiles the document (graphql-jit); the next three are timed.
      const times: number[] = [];
      for (let i = 0; i < 3; i += 1) times.push((await ask(query)).ms);
      times.sort((a, b) => a - b);
      accepted.push({ query, cost: operationCost({ schema, document: parse(query), contextValue: ctx })!, median: times[1]! });
    }
    const slow = accepted.filter((a) => a.median >= 1000);
    expect(slow, JSON.stringify(slow)).toEqual([]);
    // The family reaches up to the limit on both sides, so the check above has something to check.
    expect(refused).toBeGreaterThan(50);
    expect(accepted.length).toBeGreaterThan(40);
    expect(accepted.filter((a) => a.cost > DEFAULT_MAX_COST / 2).length).toBeGreaterThanOrEqual(5);
  }, 300_000);
});

describe('REST routes', () => {
  /** A value for a required variable: the cost depends on page sizes only. */
  function placeholder(type: GraphQLInputType): unknown {
    if (isNonNullType(type)) return placeholder(type.ofType);
    if (isListType(type)) return [];
    if (isInputObjectType(type) && type.isOneOf) {
      // A reference input (@oneOf) takes exactly one of its keys.
      const first = Object.values(type.getFields())[0]!;
      return { [first.name]: placeholder(first.type) };
    }
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
      return Object.fromEntries(fields.map((f) => [f.name, placeholder(f.type)]));
    }
    if (isEnumType(type)) return type.getValues()[0]!.name;
    return { Int: 1, Float: 1, Boolean: false, Timestamp: 0 }[type.name] ?? 'x';
  }

  it('every route document costs less than the default limit at the default page size', () => {
    const schema = t.yoga.getEnveloped().schema;
    const ctx = { config: loadConfig({}), viewer: {}, transport: 'rest' } as unknown as RequestContext;
    const costs = restRoutes.map((route) => {
      const operation = getOperationAST(route.document)!;
      const variables: Record<string, unknown> = {};
      for (const definition of operation.variableDefinitions ?? []) {
        const type = typeFromAST(schema, definition.type as never) as GraphQLInputType;
        if (isNonNullType(type)) variables[definition.variable.name.value] = placeholder(type);
      }
      return { route: `${route.method} ${route.path}`, cost: operationCost({ schema, document: route.document, contextValue: ctx, variableValues: variables }) };
    });
    expect(costs.length).toBeGreaterThan(100);
    expect(costs.filter((c) => c.cost === null || c.cost > DEFAULT_MAX_COST)).toEqual([]);
    // Lists are priced: the largest is a page of cases with their nested lists.
    expect(Math.max(...costs.map((c) => c.cost!))).toBeGreaterThan(1000);
  });

  it('answer pages of any size the REST contract allows (the limit guards /graphql)', async () => {
    const res = await t.get('/customers/v1/customer?limit=0', { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(4);
    const functions = await t.get('/useradmin/v2/function?limit=0', { as: 'admin' });
    expect(functions.status).toBe(200);
    expect(functions.body.size).toBe(functions.body.count);
    expect(functions.body.count).toBeGreaterThan(300);
  });
});
