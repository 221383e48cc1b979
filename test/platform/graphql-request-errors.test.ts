// Requests GraphQL refuses before execution: unparsable documents, invalid
// ones, an operation that cannot be chosen, variables that do not fit their
// types. Each answers an error with extensions.code (never a 500), the same
// whichever way it arrives (the direct JSON path, Yoga's own handling, GET)
// and however often the document was seen before (graphql-js runs a document
// the first time, graphql-jit from the second on: src/graphql/jit-when-repeated.ts).
// Plain application/json clients get 200, clients accepting
// application/graphql-response+json get 400 (GraphQL over HTTP).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildServer } from '../../app/server.ts';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let viaYoga: FastifyInstance;

beforeAll(async () => {
  t = await startTestApp();
  viaYoga = (await buildServer({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', GRAPHQL_DIRECT_JSON: 'false' }), database: t.database })).app;
  await viaYoga.ready();
});
afterAll(async () => {
  await viaYoga?.close();
  await t?.close();
});

type Transport = 'direct' | 'yoga' | 'get';
const TRANSPORTS: Transport[] = ['direct', 'yoga', 'get'];
const STRICT = 'application/graphql-response+json';

interface Sent {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

interface Answer {
  status: number;
  body: any;
}

let unique = 0;

/** The document text made unique (a trailing comment), so each transport sees it for the first time. */
function fresh(query: string): string {
  unique += 1;
  return `${query}\n# ${unique}`;
}

async function send(transport: Transport, sent: Sent, accept = 'application/json'): Promise<Answer> {
  const headers = { 'service-api-key': t.keys['admin']!, accept };
  if (transport === 'get') {
    const params = new URLSearchParams({ query: sent.query });
    if (sent.variables) params.set('variables', JSON.stringify(sent.variables));
    if (sent.operationName) params.set('operationName', sent.operationName);
    const res = await t.app.inject({ method: 'GET', url: `/graphql?${params}`, headers });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  }
  const app = transport === 'direct' ? t.app : viaYoga;
  const res = await app.inject({ method: 'POST', url: '/graphql', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(sent) });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** Sends the same document three times (first sight, then compiled) and once more accepting graphql-response+json. */
async function repeatedly(transport: Transport, sent: Sent) {
  const query = fresh(sent.query);
  const plain: Answer[] = [];
  for (let i = 0; i < 3; i += 1) plain.push(await send(transport, { ...sent, query }));
  const strict = await send(transport, { ...sent, query }, STRICT);
  return { plain, strict };
}

function expectEveryErrorCoded(answer: Answer) {
  expect(answer.body.errors?.length).toBeGreaterThan(0);
  for (const error of answer.body.errors) expect(typeof error.extensions?.code, JSON.stringify(error)).toBe('string');
}

const VARIABLE_CASES: [string, Sent, RegExp][] = [
  ['a number for a String!', { query: 'query($q: String!) { pdnsSeen(query: $q) { exists } }', variables: { q: 1 } }, /^Variable "\$q" got invalid value 1; String cannot represent/],
  ['a string for an Int', { query: 'query($l: Int) { customers(limit: $l) { totalCount } }', variables: { l: 'abc' } }, /^Variable "\$l" got invalid value "abc"; Int cannot represent/],
  ['an Int past 32 bits', { query: 'query($l: Int) { customers(limit: $l) { totalCount } }', variables: { l: 2 ** 40 } }, /^Variable "\$l" got invalid value 1099511627776; Int cannot represent non 32-bit/],
  ['an unknown enum value inside an input', { query: 'query($i: CaseSearchInput) { searchCases(input: $i) { totalCount } }', variables: { i: { status: ['NOPE'] } } }, /^Variable "\$i" got invalid value "NOPE" at "i\.status\[0\]"; Value "NOPE" does not exist in "CaseStatus" enum/],
  ['a wrong type in a list inside an input', { query: 'query($i: CaseSearchInput) { searchCases(input: $i) { totalCount } }', variables: { i: { tags: [1] } } }, /^Variable "\$i" got invalid value 1 at "i\.tags\[0\]"; String cannot represent/],
  ['an unknown field in an input', { query: 'query($i: CaseSearchInput) { searchCases(input: $i) { totalCount } }', variables: { i: { nope: 1 } } }, /^Variable "\$i" got invalid value \{ nope: 1 \}; Field "nope" is not defined by type "CaseSearchInput"/],
  ['a string for an input object', { query: 'query($i: CaseSearchInput) { searchCases(input: $i) { totalCount } }', variables: { i: 'x' } }, /^Variable "\$i" got invalid value "x"; Expected type "CaseSearchInput" to be an object/],
  ['a required variable left out', { query: 'query($q: String!) { pdnsSeen(query: $q) { exists } }', variables: {} }, /^Variable "\$q" of required type "String!" was not provided/],
  ['null for a required variable', { query: 'query($q: String!) { pdnsSeen(query: $q) { exists } }', variables: { q: null } }, /^Variable "\$q" of non-null type "String!" must not be null/],
];

describe('variables that do not fit their types', () => {
  for (const transport of TRANSPORTS) {
    it.each(VARIABLE_CASES)(`${transport}: %s answers BAD_USER_INPUT in graphql-js's words, first time and after`, async (_name, sent, message) => {
      const { plain, strict } = await repeatedly(transport, sent);
      const variable = /\$(\w+)/.exec(sent.query)![1];
      for (const answer of [...plain, strict]) {
        expect(answer.body.data).toBeUndefined();
        expect(answer.body.errors).toHaveLength(1);
        expect(answer.body.errors[0].message).toMatch(message);
        expect(answer.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', messageTemplate: 'invalid.field.value', field: variable });
      }
      expect(plain.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(strict.status).toBe(400);
      expect(plain[1]).toEqual(plain[0]);
      expect(plain[2]).toEqual(plain[0]);
    });
  }

  it("the issue's example (a number for $id: String! on case) is never a 500 and answers alike every time", async () => {
    for (const transport of TRANSPORTS) {
      const { plain, strict } = await repeatedly(transport, { query: 'query($id: String!) { case(id: $id) { id } }', variables: { id: 1 } });
      for (const answer of plain) {
        expect(answer.status).toBeLessThan(500);
        expect(answer).toEqual(plain[0]);
      }
      expectEveryErrorCoded(plain[0]!);
      expect(strict.status).toBe(400);
      expect(strict.body).toEqual(plain[0]!.body);
    }
  });

  it('reports every bad variable of a request, each naming its own', async () => {
    const sent = { query: 'query($q: String!, $l: Int) { pdnsSeen(query: $q) { exists } customers(limit: $l) { totalCount } }', variables: { q: 1, l: 'x' } };
    for (const transport of TRANSPORTS) {
      const { plain } = await repeatedly(transport, sent);
      for (const answer of plain) {
        expect(answer.body.errors.map((e: any) => e.extensions.field)).toEqual(['q', 'l']);
      }
    }
  });

  it('runs nothing: a mutation refused for its variables changes nothing', async () => {
    const before = await t.database.prisma.group.count();
    const sent = { query: 'mutation($i: AddGroupInput!) { addGroup(input: $i) { group { id } } }', variables: { i: { shortName: 'never-made', name: 5, customer: { shortName: 'acme' } } } };
    for (const transport of ['direct', 'yoga'] as const) {
      const { plain } = await repeatedly(transport, sent);
      for (const answer of plain) expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(await t.database.prisma.group.count()).toBe(before);
  });
});

describe('documents that cannot run', () => {
  const DOCUMENT_CASES: [string, Sent, string, RegExp][] = [
    ['a syntax error', { query: '{ customers(limit: 3) { totalCount ' }, 'GRAPHQL_PARSE_FAILED', /^Syntax Error/],
    ['an unknown field', { query: '{ customers { nope } }' }, 'GRAPHQL_VALIDATION_FAILED', /Cannot query field "nope"/],
    ['an argument of the wrong type written in the document', { query: '{ customers(limit: "x") { totalCount } }' }, 'GRAPHQL_VALIDATION_FAILED', /Int cannot represent/],
    ['a variable of an unknown type', { query: 'query($i: Nope) { customers(limit: $i) { totalCount } }' }, 'GRAPHQL_VALIDATION_FAILED', /Unknown type "Nope"/],
    ['a subscription (the schema has none)', { query: 'subscription { currentUser { id } }' }, 'GRAPHQL_VALIDATION_FAILED', /The schema has no subscription operations/],
    ['an unknown operation name', { query: 'query A { currentUser { id } }', operationName: 'Z' }, 'OPERATION_RESOLUTION_FAILURE', /Could not determine what operation to execute/],
    ['two operations and no name', { query: 'query A { currentUser { id } } query B { currentUser { id } }' }, 'OPERATION_RESOLUTION_FAILURE', /Could not determine what operation to execute/],
  ];

  for (const transport of TRANSPORTS) {
    it.each(DOCUMENT_CASES)(`${transport}: %s answers %s, first time and after`, async (_name, sent, code, message) => {
      const { plain, strict } = await repeatedly(transport, sent);
      for (const answer of [...plain, strict]) {
        expect(answer.status).toBeLessThan(500);
        expect(answer.body.data).toBeUndefined();
        expect(answer.body.errors[0].message).toMatch(message);
        expect(answer.body.errors[0].extensions.code).toBe(code);
        expectEveryErrorCoded(answer);
      }
      expect(plain[1]).toEqual(plain[0]);
      expect(plain[2]).toEqual(plain[0]);
      expect(strict.status).toBe(400);
    });
  }
});

describe('a document of several operations', () => {
  it('answers the operation each request names, also once the document is compiled', async () => {
    const query = 'query A { currentUser { shortName } } query B { customers(limit: 1) { totalCount } }';
    for (const transport of TRANSPORTS) {
      const document = fresh(query);
      for (const name of ['B', 'B', 'B', 'A', 'A', 'A', 'B']) {
        const answer = await send(transport, { query: document, operationName: name });
        expect(answer.status).toBe(200);
        if (name === 'A') expect(answer.body).toEqual({ data: { currentUser: { shortName: 'admin' } } });
        else expect(answer.body).toEqual({ data: { customers: { totalCount: 4 } } });
      }
    }
  });
});

describe('malformed HTTP requests to /graphql', () => {
  const get = (query: string, accept = 'application/json') =>
    t.app.inject({ method: 'GET', url: `/graphql?${query}`, headers: { 'service-api-key': t.keys['admin']!, accept } });

  it.each([
    ['variables', `query=${encodeURIComponent('query($l: Int) { customers(limit: $l) { totalCount } }')}&variables=notjson`],
    ['extensions', `query=${encodeURIComponent('{ currentUser { id } }')}&extensions=%7Bnope`],
  ])('GET with %s that are not JSON answers 400 BAD_REQUEST naming it', async (name, query) => {
    for (const accept of ['application/json', STRICT]) {
      const res = await get(query, accept);
      expect(res.statusCode).toBe(400);
      const body = JSON.parse(res.body);
      expect(body.errors[0].message).toMatch(new RegExp(`^The ${name} parameter is not valid JSON`));
      expect(body.errors[0].extensions).toEqual({ code: 'BAD_REQUEST', messageTemplate: 'invalid.json' });
    }
  });

  it('GET with a mutation answers 405 with a code, and changes nothing', async () => {
    const before = await t.database.prisma.group.count();
    const res = await get(`query=${encodeURIComponent('mutation { addGroup(input: { shortName: "via-get", name: "x", customer: { shortName: "acme" } }) { group { id } } }')}`);
    expect(res.statusCode).toBe(405);
    expect(JSON.parse(res.body).errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(await t.database.prisma.group.count()).toBe(before);
  });

  it.each([
    ['a batch (not enabled)', [{ query: '{ currentUser { id } }' }], 400],
    ['no query', { variables: {} }, 200],
    ['a query that is not a string', { query: 5 }, 400],
    ['variables that are a list', { query: '{ currentUser { id } }', variables: [1] }, 400],
  ])('POST with %s answers BAD_REQUEST', async (_name, body, status) => {
    for (const app of [t.app, viaYoga]) {
      const res = await app.inject({ method: 'POST', url: '/graphql', headers: { 'service-api-key': t.keys['admin']!, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      expect(res.statusCode).toBe(status);
      expect(JSON.parse(res.body).errors[0].extensions.code).toBe('BAD_REQUEST');
    }
  });
});

describe('the REST layer', () => {
  // REST checks its inputs before they become variables (rest-compat/variables.ts): a bad
  // value is a 412 naming the field in the envelope, never a GraphQL variable error.
  const GRAPHQL_WORDS = /Variable "\$|got invalid value|Expected type|GraphQL|BAD_USER_INPUT|operation/;

  it.each([
    ['an unknown enum value in a search body', 'POST', '/cases/v2/case/search', { status: ['nope'] }],
    ['a string for a number in a search body', 'POST', '/cases/v2/case/search', { limit: 'abc' }],
    ['an object for a list in a search body', 'POST', '/cases/v2/case/search', { keywords: { a: 1 } }],
    ['an unknown field in a body', 'POST', '/cases/v2/case/search', { nope: 1 }],
  ])('%s answers 412 naming the field, in REST words', async (_name, method, url, body) => {
    for (let i = 0; i < 3; i += 1) {
      const res = await t.request(method, url, { as: 'admin', body });
      expect(res.status).toBe(412);
      expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR' });
      expect(envelopeError(res).field).toEqual(expect.any(String));
      expect(envelopeError(res).message).not.toMatch(GRAPHQL_WORDS);
    }
  });
});
