// Errors raised before Vigil's code runs (Fastify's router, its body parsers,
// plugins, Node's HTTP parser) answer in the envelope with a spec status,
// never in Fastify's or Node's own shapes (issue 17, item 3).
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type Response, type TestApp } from '../support/app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ env: { BODY_LIMIT_BYTES: '4096' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.close();
});

const LOGIN = '/authentication/v1/password/authenticate';

function expectEnvelope(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ responseCode: status, data: null, limit: 0, offset: 0, count: 0, size: 0 });
  expect(res.body.messages).toHaveLength(1);
  expect(res.text).not.toMatch(/FST_|"statusCode"|"error":"/);
}

/** Sends raw bytes on a fresh connection and returns everything the server answers before closing. */
function raw(bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(bytes);
  });
}

function parseRaw(text: string): Response {
  const [head, ...rest] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head ?? '')?.[1]);
  const body = rest.join('\r\n\r\n');
  return { status, headers: {}, body: JSON.parse(body), text: body };
}

describe('the router', () => {
  it.each([['/useradmin/v2/group/%FF'], ['/useradmin/v2/group/%E0%A4%A'], ['/documents/v1/folder/path/meta/%C0%80?customer=acme']])(
    'answers 412 naming the path for malformed percent-encoding: %s',
    async (url) => {
      const res = await t.get(url, { as: 'admin' });
      expectEnvelope(res, 412);
      expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field: 'path', messageTemplate: 'invalid.path' });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('answers 412 naming the path for an over-long path parameter (Fastify: 414)', async () => {
    const res = await t.get(`/useradmin/v2/group/${'a'.repeat(3000)}`, { as: 'admin' });
    expectEnvelope(res, 412);
    expect(envelopeError(res)).toMatchObject({ field: 'path', messageTemplate: 'invalid.path' });
  });

  it('changes nothing: the same path well encoded still answers as before', async () => {
    const res = await t.get('/useradmin/v2/group/%6E%6F-such-group', { as: 'admin' });
    expectEnvelope(res, 404);
  });
});

describe('body parsers and plugins', () => {
  it('answers 412 for a compressed body that does not inflate', async () => {
    const res = await t.request('POST', LOGIN, {
      payload: Buffer.from('not gzip at all'),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expectEnvelope(res, 412);
  });

  it('answers 405 for a Content-Encoding it does not know', async () => {
    const res = await t.request('POST', LOGIN, {
      payload: '{}',
      headers: { 'content-type': 'application/json', 'content-encoding': 'x-unknown' },
    });
    expectEnvelope(res, 405);
  });

  it('reads a well-compressed body (the refusals above are not blanket ones)', async () => {
    const res = await t.request('POST', LOGIN, {
      payload: gzipSync(JSON.stringify({ userName: 'nobody', password: 'wrong' })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.status).toBe(401);
  });

  it('answers 412 for a body above the limit, chunked (no Content-Length)', async () => {
    const body = JSON.stringify({ userName: 'x'.repeat(6000), password: 'y' });
    const chunked = `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
    const text = await raw(`POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunked}`);
    const res = parseRaw(text);
    expectEnvelope(res, 412);
    expect(envelopeError(res)).toMatchObject({ messageTemplate: 'request.body.too.large' });
  });
});

describe("Node's HTTP parser", () => {
  it('answers 412 in the envelope for a request line that is not HTTP', async () => {
    const res = parseRaw(await raw('GET /useradmin/v2/group HTTP/1.1\r\nHost: x\r\nBad Header Without Colon\r\n\r\n'));
    expectEnvelope(res, 412);
    expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'invalid.request' });
  });

  it('answers 412 in the envelope for headers above the size limit', async () => {
    const res = parseRaw(await raw(`GET /useradmin/v2/group HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expectEnvelope(res, 412);
    expect(envelopeError(res)).toMatchObject({ messageTemplate: 'request.headers.too.large' });
  });

  it('answers 412 in the envelope for a NUL byte in the request target', async () => {
    const res = parseRaw(await raw(Buffer.from('GET /useradmin/v2/group\u0000x HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1')));
    expectEnvelope(res, 412);
  });
});
