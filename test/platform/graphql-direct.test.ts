// Plain JSON POSTs to /graphql skip Yoga's Fetch bridge (src/http/graphql-direct.ts).
// Every request here is sent to two servers on the same database, one with the
// direct path and one with GRAPHQL_DIRECT_JSON=false (Yoga for everything), and
// the answers must be the same: status, content type, the headers a client reads,
// body. The metric of answers by path tells which path each request took.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildServer } from '../../app/server.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let viaYoga: FastifyInstance;

beforeAll(async () => {
  t = await startTestApp({ env: { GRAPHQL_MAX_ALIASES: '3', METRICS_ALLOW: '127.0.0.1' } });
  viaYoga = (await buildServer({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', GRAPHQL_MAX_ALIASES: '3', GRAPHQL_DIRECT_JSON: 'false' }), database: t.database })).app;
  await viaYoga.ready();
});
afterAll(async () => {
  await viaYoga?.close();
  await t?.close();
});

interface Sent {
  headers?: Record<string, string>;
  payload: string;
}

// Headers that differ between any two answers, or that only one transport sets.
const PER_ANSWER = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'content-length']);

/** How many /graphql requests the server under test has handed to Yoga so far. */
async function answeredByYoga(): Promise<number> {
  const text = (await t.get('/metrics')).text;
  return Number(/^vigil_graphql_http_answers_total\{path="yoga"\} (\d+)$/m.exec(text)?.[1] ?? 0);
}

// Error extensions carry the moment they were made.
const withoutTimestamps = (body: string) => body.replace(/"timestamp":\d+/g, '"timestamp":0');

async function both(sent: Sent) {
  const headers = { 'service-api-key': t.keys['admin']!, 'content-type': 'application/json', ...sent.headers };
  const inject = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/graphql', headers, payload: sent.payload });
  const before = await answeredByYoga();
  const direct = await inject(t.app);
  const directTookYoga = (await answeredByYoga()) > before;
  const reference = await inject(viaYoga);
  const shown = (r: typeof direct) => ({
    status: r.statusCode,
    headers: Object.fromEntries(Object.entries(r.headers).filter(([k]) => !PER_ANSWER.has(k))),
    body: withoutTimestamps(r.body),
  });
  return { direct: shown(direct), reference: shown(reference), directTookYoga };
}

const json = (body: unknown) => JSON.stringify(body);

describe('the direct path answers as Yoga does', () => {
  it.each([
    ['a list query', { query: '{ customers(limit: 3) { totalCount nodes { shortName parent { shortName } domain { name } flags } } }' }],
    ['a query with variables', { query: 'query($k: CustomerRef!) { customer(ref: $k) { shortName name } }', variables: { k: { shortName: 'acme' } } }],
    ['null variables and operation name', { query: '{ currentUser { shortName } }', variables: null, operationName: null }],
    ['a chosen operation of two', { query: 'query A { currentUser { shortName } } query B { customers(limit: 1) { totalCount } }', operationName: 'B' }],
    ['two operations and none chosen', { query: 'query A { currentUser { shortName } } query B { customers { totalCount } }' }],
    ['an unknown operation name', { query: 'query A { currentUser { shortName } }', operationName: 'Z' }],
    ['extensions', { query: '{ currentUser { shortName } }', extensions: { trace: true } }],
    ['a null unknown parameter (ignored)', { query: '{ currentUser { shortName } }', other: null }],
    ['a syntax error', { query: '{ customers(limit: 3) { totalCount ' }],
    ['an unknown field', { query: '{ customers { nope } }' }],
    ['a missing variable', { query: 'query($k: CustomerRef!) { customer(ref: $k) { shortName } }' }],
    ['a variable of the wrong type', { query: 'query($k: CustomerRef!) { customer(ref: $k) { shortName } }', variables: { k: { shortName: true } } }],
    ['a domain error (not found)', { query: '{ customer(ref: { shortName: "no-such-customer" }) { shortName } }' }],
    ['a mutation refused for bad input', { query: 'mutation { addCustomerNetwork(input: { customer: { shortName: "acme" }, networkAddress: "10.0.0.300/8" }) { network { id } } }' }],
    ['a document past the cost limit', { query: '{ customers(limit: 0) { nodes { shortName } } }' }],
    ['a variable of the wrong type inside an input', { query: 'query($i: CaseSearchInput) { searchCases(input: $i) { totalCount } }', variables: { i: { status: ['NOPE'] } } }],
    ['a document past the alias limit', { query: '{ a: currentUser { shortName } b: currentUser { shortName } c: currentUser { shortName } d: currentUser { shortName } }' }],
    ['introspection', { query: '{ __typename }' }],
  ])('%s', async (_name, body) => {
    const { direct, reference, directTookYoga } = await both({ payload: json(body) });
    expect(directTookYoga).toBe(false);
    expect(direct).toEqual(reference);
  });

  it.each([
    ['no Accept', undefined],
    ['*/*', '*/*'],
    ['application/json', 'application/json'],
    ['application/graphql-response+json', 'application/graphql-response+json'],
    ['both JSON types', 'application/graphql-response+json, application/json;q=0.9'],
    ['application/* with a charset', 'application/*; charset=utf-8'],
  ])('Accept: %s', async (_name, accept) => {
    for (const query of ['{ currentUser { shortName } }', '{ customers { nope } }', '{ customer(ref: { shortName: "no-such-customer" }) { shortName } }']) {
      const { direct, reference, directTookYoga } = await both({ payload: json({ query }), ...(accept ? { headers: { accept } } : {}) });
      expect(directTookYoga).toBe(false);
      expect(direct).toEqual(reference);
    }
  });

  // Fastify parses application/*+json bodies as JSON (src/http/content-types.ts), and Yoga takes that parsed body too.
  it.each([['application/graphql+json'], ['application/vnd.example+json'], ['application/graphql-response+json; charset=utf-8']])('Content-Type: %s', async (type) => {
    for (const query of ['{ currentUser { shortName } }', '{ customers { nope } }']) {
      const { direct, reference, directTookYoga } = await both({ payload: json({ query }), headers: { 'content-type': type } });
      expect(directTookYoga).toBe(false);
      expect(direct).toEqual(reference);
      expect(direct.status).toBe(200);
    }
  });

  it('answers an unknown or missing key as Yoga does', async () => {
    for (const key of ['vgl_nope.nope', '']) {
      const { direct, reference, directTookYoga } = await both({ payload: json({ query: '{ currentUser { shortName } }' }), headers: { 'service-api-key': key } });
      expect(directTookYoga).toBe(false);
      expect(direct).toEqual(reference);
    }
  });
});

describe('what the direct path leaves to Yoga', () => {
  it.each([
    ['an unexpected parameter', { payload: json({ query: '{ currentUser { shortName } }', other: 1 }) }],
    ['variables that are a list', { payload: json({ query: '{ currentUser { shortName } }', variables: [1] }) }],
    ['a query that is not a string', { payload: json({ query: 5 }) }],
    ['no query', { payload: json({ variables: {} }) }],
    ['a batch', { payload: json([{ query: '{ currentUser { shortName } }' }]) }],
    ['an operation name that is not a string', { payload: json({ query: '{ currentUser { shortName } }', operationName: 5 }) }],
    ['Accept: text/html', { payload: json({ query: '{ currentUser { shortName } }' }), headers: { accept: 'text/html' } }],
    ['Accept with multipart', { payload: json({ query: '{ currentUser { shortName } }' }), headers: { accept: 'multipart/mixed, application/json' } }],
    ['Accept with another charset', { payload: json({ query: '{ currentUser { shortName } }' }), headers: { accept: 'application/json; charset=latin1' } }],
  ])('%s', async (_name, sent) => {
    const { direct, reference, directTookYoga } = await both(sent);
    expect(directTookYoga).toBe(true);
    expect(direct).toEqual(reference);
  });

  it('GET and GraphiQL stay Yoga\'s', async () => {
    const before = await answeredByYoga();
    const get = await t.get('/graphql?query=%7B%20currentUser%20%7B%20shortName%20%7D%20%7D', { as: 'admin', headers: { accept: 'application/json' } });
    expect(get.status).toBe(200);
    expect(get.body).toEqual({ data: { currentUser: { shortName: 'admin' } } });
    expect(await answeredByYoga()).toBe(before + 1);
  });
});
