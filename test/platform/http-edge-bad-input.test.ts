// HTTP edges a probe found answered wrongly (issue 17 follow-up): bodies /graphql
// read twice, JSON types and Accept headers Yoga answered with a bare `null`, a
// stalled body never timed out, Node's empty 417, an unknown Content-Encoding
// blamed on the Content-Type, a short body answered as "not valid HTTP". Each
// answers in the path's error shape (the envelope on REST paths, GraphQL errors
// on /graphql), never with `originalError` or a stack, and the server answers
// the next request. Over real sockets where Node's HTTP server is involved.
import type { FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../app/server.ts';
import { loadConfig } from '../../src/config.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const REQUEST_TIMEOUT_MS = 1000;
const LOGIN = '/authentication/v1/password/authenticate';
const TYPENAME = JSON.stringify({ query: '{ __typename }' });
const STRICT = 'application/graphql-response+json';

let t: TestApp;
let port: number;
/** The same server answering every /graphql request through Yoga (GRAPHQL_DIRECT_JSON=false). */
let viaYoga: FastifyInstance;

beforeAll(async () => {
  t = await startTestApp({ env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  viaYoga = (await buildServer({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', GRAPHQL_DIRECT_JSON: 'false' }), database: t.database })).app;
  await viaYoga.ready();
});
afterAll(async () => {
  await viaYoga?.close();
  await t?.close();
});

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: any;
  text: string;
}

/** Nothing about the server's internals: no originalError extension, no stack, no Fastify or Node shapes. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/originalError|"stack"|\bat .+\.(ts|js):\d+|FST_|"statusCode"/);
}

function expectEnvelope(res: Answer, status: number) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ responseCode: status, data: null, limit: 0, offset: 0, count: 0, size: 0 });
  expect(res.body.messages).toHaveLength(1);
  expect(res.body.messages[0]).toEqual({
    message: expect.any(String),
    messageTemplate: expect.any(String),
    type: expect.stringMatching(/^(FIELD|ACTION)_ERROR$/),
    field: res.body.messages[0].type === 'FIELD_ERROR' ? expect.any(String) : null,
    parameter: res.body.messages[0].parameter === null ? null : expect.any(String),
    timestamp: expect.any(Number),
  });
  expectNoInternals(res.text);
}

function expectGraphQLError(res: Answer, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/(graphql-response\+)?json/);
  expect(res.body).not.toBeNull();
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors).toHaveLength(1);
  expect(res.body.errors[0].message).toEqual(expect.any(String));
  expect(res.body.errors[0].extensions.code).toBe(code);
  expectNoInternals(res.text);
}

async function inject(app: FastifyInstance, method: string, url: string, headers: Record<string, string>, payload?: string): Promise<Answer> {
  const res = await app.inject({ method: method as 'POST', url, headers, ...(payload !== undefined ? { payload } : {}) });
  let body: unknown = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {
    // not JSON: the assertions say so
  }
  return { status: res.statusCode, headers: res.headers, body, text: res.body };
}

/** /graphql's two ways through: the direct JSON path, and Yoga's own request handling. */
const DOORS = ['direct', 'yoga'] as const;
const appOf = (door: (typeof DOORS)[number]) => (door === 'direct' ? t.app : viaYoga);

function postGraphQL(app: FastifyInstance, payload: string, headers: Record<string, string> = {}) {
  return inject(app, 'POST', '/graphql', { 'service-api-key': t.keys['admin']!, 'content-type': 'application/json', ...headers }, payload);
}

/** The server still answers, on a new connection. */
async function expectAnswersNext() {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: TYPENAME });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
}

interface RawOutcome extends Answer {
  head: string;
  /** Milliseconds from the first byte written to the connection's close. */
  elapsed: number;
  error: string | null;
}

/**
 * Writes `bytes` on a fresh connection (then ends its side when `end`), and returns what the
 * server answered before it closed the connection. Fails the test if the server never closes.
 */
function raw(bytes: string, { end = false, within = 10_000 }: { end?: boolean; within?: number } = {}): Promise<RawOutcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let error: string | null = null;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server neither answered nor closed within ${within} ms`));
    }, within);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      const bodyText = split < 0 ? '' : text.slice(split + 4);
      let body: unknown = null;
      try {
        body = JSON.parse(bodyText);
      } catch {
        body = bodyText;
      }
      const headers: Record<string, string> = {};
      for (const line of head.split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers, body, text: bodyText, head, elapsed: Date.now() - started, error });
    });
    socket.write(bytes);
    if (end) socket.end();
  });
}

describe('/graphql bodies that are JSON but no object of parameters (finding 1)', () => {
  it.each(DOORS)('%s: {} answers as a body without a query does (Must provide query string)', async (door) => {
    const app = appOf(door);
    for (const accept of ['application/json', STRICT]) {
      const empty = await postGraphQL(app, '{}', { accept });
      const noQuery = await postGraphQL(app, JSON.stringify({ variables: {} }), { accept });
      expectGraphQLError(empty, accept === STRICT ? 400 : 200, 'BAD_REQUEST');
      expect(empty.body.errors[0].message).toMatch(/^Must provide query string/);
      expect(empty.body).toEqual(noQuery.body);
      expect(empty.status).toBe(noQuery.status);
    }
  });

  it.each(DOORS)('%s: [] answers as a batch does (Batching is not supported)', async (door) => {
    const app = appOf(door);
    const empty = await postGraphQL(app, '[]');
    const batch = await postGraphQL(app, JSON.stringify([{ query: '{ __typename }' }]));
    expectGraphQLError(empty, 400, 'BAD_REQUEST');
    expect(empty.body.errors[0].message).toBe('Batching is not supported.');
    expect(empty.body).toEqual(batch.body);
  });

  it.each(DOORS)('%s: null, a number, a boolean and a string answer 400 BAD_REQUEST: the body must be a JSON object', async (door) => {
    const app = appOf(door);
    for (const [payload, kind] of [
      ['null', 'null'],
      ['123', 'number'],
      ['true', 'boolean'],
      ['"x"', 'string'],
    ]) {
      for (const accept of ['application/json', STRICT]) {
        const res = await postGraphQL(app, payload!, { accept });
        expectGraphQLError(res, 400, 'BAD_REQUEST');
        expect(res.body.errors[0].message).toMatch(new RegExp(`^The body must be a JSON object .*not ${kind}$`));
        expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_REQUEST', messageTemplate: 'invalid.field.value', field: 'body' });
        expect(res.text).not.toMatch(/invalid JSON/);
      }
    }
    await expectAnswersNext();
  });

  it('never lets originalError out of Yoga, even from its own JSON parser (a caller of the Yoga instance itself)', async () => {
    // Without Fastify in front, Yoga parses the body itself; its parser puts the
    // SyntaxError under extensions.originalError, which the masking removes.
    const res = await t.yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: STRICT }, body: '{"query": ' });
    const text = await res.text();
    expect(res.status).toBe(400);
    const body = JSON.parse(text);
    expect(body.errors[0].extensions).toEqual({ code: 'BAD_REQUEST' });
    expectNoInternals(text);
  });

  it.each(DOORS)('%s: malformed JSON still answers the parse error without internals', async (door) => {
    const app = appOf(door);
    const res = await postGraphQL(app, '{"query": ');
    expectGraphQLError(res, 400, 'INVALID_FIELD');
    expect(res.body.errors[0].extensions).toMatchObject({ field: 'body', messageTemplate: 'invalid.json' });
  });
});

describe('/graphql Content-Type and Accept (finding 2)', () => {
  it.each(DOORS)('%s: takes application/*+json bodies as JSON, as REST does', async (door) => {
    const app = appOf(door);
    for (const type of ['application/vnd.x+json', STRICT, 'application/graphql+json', 'application/json; charset=utf-8', 'application/vnd.x+json; charset=utf-8']) {
      const res = await postGraphQL(app, TYPENAME, { 'content-type': type });
      expect(res.status, type).toBe(200);
      expect(res.body, type).toEqual({ data: { __typename: 'Query' } });
    }
  });

  it('REST takes an application/*+json body with parameters as JSON too (it was 405)', async () => {
    const res = await inject(t.app, 'POST', LOGIN, { 'content-type': 'application/vnd.x+json; charset=utf-8' }, JSON.stringify({ userName: 'nobody', password: 'wrong' }));
    expectEnvelope(res, 401);
  });

  it.each(DOORS)('%s: an Accept header it cannot answer is 406 with a GraphQL error body, and runs nothing', async (door) => {
    const app = appOf(door);
    const before = await t.database.prisma.group.count();
    const mutation = JSON.stringify({ query: 'mutation { addGroup(input: { shortName: "not-acceptable", name: "x", customer: { shortName: "acme" } }) { group { id } } }' });
    for (const accept of ['application/xml', 'text/html', 'application/json; charset=latin1']) {
      for (const payload of [TYPENAME, mutation]) {
        const res = await postGraphQL(app, payload, { accept });
        expectGraphQLError(res, 406, 'BAD_REQUEST');
        expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_REQUEST', messageTemplate: 'not.acceptable', parameter: accept });
        expect(res.body.errors[0].message).toContain(JSON.stringify(accept));
        expect(String(res.headers['accept'])).toContain('application/json');
      }
    }
    expect(await t.database.prisma.group.count()).toBe(before);
  });

  it('an Accept header it cannot answer on GET is 406 with a GraphQL error body too', async () => {
    const res = await inject(t.app, 'GET', `/graphql?query=${encodeURIComponent('{ __typename }')}`, { accept: 'application/xml' });
    expectGraphQLError(res, 406, 'BAD_REQUEST');
  });

  it('Accept values it can answer still answer as before', async () => {
    for (const accept of ['*/*', 'application/*', 'application/json', STRICT, 'application/xml, application/json;q=0.1']) {
      const res = await postGraphQL(t.app, TYPENAME, { accept });
      expect(res.status, accept).toBe(200);
      expect(res.body).toEqual({ data: { __typename: 'Query' } });
    }
  });

  it.each(DOORS)('%s: a POST without a body is refused as an unsupported Content-Type (405), with a body', async (door) => {
    const app = appOf(door);
    const res = await inject(app, 'POST', '/graphql', { 'service-api-key': t.keys['admin']! });
    expectGraphQLError(res, 405, 'UNSUPPORTED_MEDIA_TYPE');
    expect(res.body.errors[0].extensions.messageTemplate).toBe('unsupported.media.type');
  });
});

describe('a stalled request (finding 3)', () => {
  it('defaults to 300 s, and the server takes REQUEST_TIMEOUT_MS', () => {
    expect(loadConfig({}).server.requestTimeoutMs).toBe(300_000);
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
  });

  it('answers 412 request.timeout in the envelope and closes, for an upload whose body stops coming', async () => {
    const root = await t.get('/documents/v1/folder/path/meta/', { as: 'acme-user' });
    expect(root.status).toBe(200);
    const before = await t.database.prisma.documentElement.count();
    const res = await raw(
      `POST /documents/v1/folder/${root.body.data.id}/documents?name=stalled.txt HTTP/1.1\r\nHost: x\r\nService-API-Key: ${t.keys['acme-user']}\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\nabc`,
    );
    expect(res.elapsed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(res.error).toBeNull();
    expectEnvelope(res, 412);
    expect(res.body.messages[0]).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'request.timeout' });
    expect(res.head.toLowerCase()).toContain('connection: close');
    expect(await t.database.prisma.documentElement.count()).toBe(before);
    await expectAnswersNext();
  });

  it.each([
    ['a JSON body on a REST path', `POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"us`],
    ['a /graphql body', `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"qu`],
    ['headers that never end', `GET /graphql HTTP/1.1\r\nHost: x\r\nX-Slow: a`],
  ])('answers 412 request.timeout for %s', async (_name, bytes) => {
    const res = await raw(bytes);
    expectEnvelope(res, 412);
    expect(res.body.messages[0]).toMatchObject({ messageTemplate: 'request.timeout' });
    await expectAnswersNext();
  });
});

describe('an Expect header other than 100-continue (finding 4)', () => {
  it('answers 417 in the envelope on a REST path, reading and dropping a body sent anyway', async () => {
    const body = JSON.stringify({ userName: 'nobody', password: 'wrong' });
    const res = await raw(`POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    expect(res.error).toBeNull();
    expectEnvelope(res, 417);
    expect(res.body.messages[0]).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'expectation.failed', parameter: 'bogus', field: null });
    expect(res.body.messages[0].message).toMatch(/Expect.*"bogus".*100-continue/);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await expectAnswersNext();
  });

  it('answers 417 with a GraphQL error body on /graphql', async () => {
    const res = await raw(`GET /graphql?query=%7B__typename%7D HTTP/1.1\r\nHost: x\r\nExpect: something-else\r\nConnection: close\r\n\r\n`);
    expectGraphQLError(res, 417, 'BAD_REQUEST');
    expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_REQUEST', messageTemplate: 'expectation.failed', parameter: 'something-else' });
    await expectAnswersNext();
  });

  it('still answers 100-continue as before', async () => {
    const res = await raw(`POST /graphql HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: ${TYPENAME.length}\r\nConnection: close\r\n\r\n${TYPENAME}`);
    // The interim 100 comes first, then the answer.
    expect(res.head).toMatch(/^HTTP\/1\.1 100 Continue/);
    expect(res.text).toContain('HTTP/1.1 200 OK');
    expect(res.text).toContain('{"data":{"__typename":"Query"}}');
  });
});

describe('an unknown Content-Encoding, and a Content-Type that is a list (finding 5)', () => {
  it('answers 405 naming the Content-Encoding, not the Content-Type, on REST', async () => {
    const res = await inject(t.app, 'POST', LOGIN, { 'content-type': 'application/json', 'content-encoding': 'bogus' }, '{}');
    expectEnvelope(res, 405);
    expect(res.body.messages[0]).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'unsupported.content.encoding', parameter: 'bogus' });
    expect(res.body.messages[0].message).toMatch(/^Unsupported Content-Encoding "bogus"/);
  });

  it.each(DOORS)('%s: answers 405 naming the Content-Encoding on /graphql', async (door) => {
    const app = appOf(door);
    const res = await postGraphQL(app, TYPENAME, { 'content-encoding': 'bogus' });
    expectGraphQLError(res, 405, 'UNSUPPORTED_MEDIA_TYPE');
    expect(res.body.errors[0].message).toMatch(/^Unsupported Content-Encoding "bogus"/);
    expect(res.body.errors[0].extensions).toMatchObject({ messageTemplate: 'unsupported.content.encoding', parameter: 'bogus' });
  });

  it('answers 405 quoting the Content-Type actually sent, on REST and /graphql', async () => {
    for (const type of ['text/plain, application/json', 'application/json, text/plain']) {
      const rest = await inject(t.app, 'POST', LOGIN, { 'content-type': type }, '{}');
      expectEnvelope(rest, 405);
      expect(rest.body.messages[0]).toMatchObject({ messageTemplate: 'unsupported.media.type', parameter: type });
      expect(rest.body.messages[0].message).toContain(`Unsupported Content-Type ${JSON.stringify(type)}`);
      const graphql = await postGraphQL(t.app, TYPENAME, { 'content-type': type });
      expectGraphQLError(graphql, 405, 'UNSUPPORTED_MEDIA_TYPE');
      expect(graphql.body.errors[0].extensions).toMatchObject({ parameter: type });
    }
  });
});

describe('a body shorter than its Content-Length, then the client closes its side (finding 6)', () => {
  it('answers 412 FIELD_ERROR on Content-Length (invalid.content.length), on REST and /graphql paths alike', async () => {
    for (const url of [LOGIN, '/graphql']) {
      const res = await raw(`POST ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a"`, { end: true });
      expectEnvelope(res, 412);
      expect(res.body.messages[0]).toMatchObject({ type: 'FIELD_ERROR', field: 'Content-Length', messageTemplate: 'invalid.content.length' });
      expect(res.elapsed).toBeLessThan(REQUEST_TIMEOUT_MS);
    }
    await expectAnswersNext();
  });

  it('answers 412 invalid.request for a chunked body cut before its last chunk', async () => {
    const res = await raw(`POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"a":`, { end: true });
    expectEnvelope(res, 412);
    expect(res.body.messages[0]).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'invalid.request' });
    await expectAnswersNext();
  });

  it('still answers a request line that is not HTTP as before (invalid.request)', async () => {
    const res = await raw('GET /graphql HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expectEnvelope(res, 412);
    expect(res.body.messages[0]).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'invalid.request', message: 'The request is not valid HTTP' });
  });
});
