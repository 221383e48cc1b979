// The error model at the edges: unknown paths, content types, malformed and
// oversized bodies, and unexpected failures answered without internals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { BODY_LIMIT_BYTES: '4096' } });
});
afterAll(async () => {
  await t?.close();
});

const LOGIN = '/authentication/v1/password/authenticate';

describe('unknown paths and methods', () => {
  it.each([
    ['GET', '/no/such/path'],
    ['GET', '/customers/v9/customer'],
    ['DELETE', '/customers/v1/customer/acme'],
    ['POST', '/currentuser/v1/user'],
  ])('%s %s answers 404 in the envelope', async (method, url) => {
    const res = await t.request(method, url, { as: 'admin' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ responseCode: 404, data: null, limit: 0, offset: 0, count: 0, size: 0 });
    expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'endpoint.not.found', field: null });
  });

  it('accepts a trailing slash on a known path', async () => {
    const res = await t.get('/customers/v1/customer/', { as: 'admin' });
    expect(res.status).toBe(200);
  });
});

describe('request bodies', () => {
  it.each([['text/plain'], ['application/xml'], ['application/x-www-form-urlencoded']])('answers 405 for Content-Type %s', async (type) => {
    const res = await t.request('POST', LOGIN, { payload: 'userName=a&password=b', headers: { 'content-type': type } });
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ responseCode: 405, data: null });
    expect(envelopeError(res)).toMatchObject({ messageTemplate: 'unsupported.media.type', parameter: type });
  });

  it('accepts JSON with a charset and application/*+json', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/vnd.vigil+json']) {
      const res = await t.request('POST', LOGIN, { payload: JSON.stringify({ userName: 'x', password: 'y' }), headers: { 'content-type': type } });
      expect(res.status).toBe(401);
    }
  });

  it('answers 412 naming the body for malformed JSON, never 500', async () => {
    const res = await t.request('POST', LOGIN, { payload: '{"userName": "acme-user", ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field: 'body', messageTemplate: 'invalid.json' });
  });

  it('answers 412 for an empty JSON body', async () => {
    const res = await t.request('POST', LOGIN, { payload: '', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(412);
    expect(envelopeError(res).field).toBe('body');
  });

  it('answers 412 when the body is JSON but not an object', async () => {
    const res = await t.request('POST', LOGIN, { body: ['userName', 'password'] });
    expect(res.status).toBe(412);
    expect(envelopeError(res).field).toBe('body');
  });

  it('answers 412 for a body above the configured limit', async () => {
    const res = await t.request('POST', LOGIN, { body: { userName: 'x'.repeat(5000), password: 'y' } });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'request.body.too.large' });
  });

  it('answers GraphQL-shaped errors on /graphql for a malformed body', async () => {
    const res = await t.request('POST', '/graphql', { payload: '{"query": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'body' });
  });
});

describe('request ids', () => {
  it('answers a request id header, reusing a well-formed incoming one', async () => {
    const fresh = await t.get('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.get('/healthz', { headers: { 'x-request-id': 'lb-trace-0001' } });
    expect(given.headers['x-request-id']).toBe('lb-trace-0001');
    const junk = await t.get('/healthz', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(junk.headers['x-request-id']).not.toBe('bad id with spaces');
  });
});

describe('unexpected failures', () => {
  // A second app whose database loses a table: the failure is real, not mocked.
  let broken: TestApp;
  beforeAll(async () => {
    broken = await startTestApp();
    await broken.database.prisma.$executeRawUnsafe('DROP TABLE "domain" CASCADE');
  });
  afterAll(async () => {
    await broken?.close();
  });

  it('answers 500 in the envelope with the request id and no internals (REST)', async () => {
    const res = await broken.get('/customers/v1/customer', { as: 'admin', headers: { 'x-request-id': 'trace-rest-500' } });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ responseCode: 500, data: null });
    expect(envelopeError(res).message).toBe('Internal server error (request id trace-rest-500)');
    expect(res.text).not.toMatch(/domain|prisma|relation|SELECT/i);
  });

  it('masks the error the same way through GraphQL', async () => {
    const res = await broken.graphql('{ customers { nodes { domain { name } } } }', {}, { as: 'admin', headers: { 'x-request-id': 'trace-gql-500' } });
    expect(res.body.errors[0].message).toBe('Internal server error (request id trace-gql-500)');
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'INTERNAL', requestId: 'trace-gql-500' });
    expect(res.text).not.toMatch(/prisma|relation|SELECT|stack/i);
  });
});
