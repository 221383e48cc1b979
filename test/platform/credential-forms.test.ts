// The API key in the forms clients send it (Service-API-Key, Authorization:
// Bearer, a bare Authorization value, HTTP Basic, X-API-Key), on REST and
// GraphQL alike; and the rule that a presented credential Vigil cannot use
// is a 401, never an anonymous answer, on every route (public ones too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let key: string;
let userId: string;
let keyId: string;
let secret: string;
beforeAll(async () => {
  t = await startTestApp({ env: { PDNS_PUBLIC_PER_MINUTE: '0', PDNS_PUBLIC_PER_DAY: '0' } });
  key = t.keys['acme-user']!;
  [userId, keyId, secret] = key.split('/') as [string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const me = (headers: Record<string, string>) => t.get('/currentuser/v1/user', { headers });

async function refused(headers: Record<string, string>, template: string) {
  for (const url of ['/currentuser/v1/user', '/pdns/v3/www.example.com', '/pdns/v3/cof/www.example.com']) {
    const r = await t.get(url, { headers });
    expect(r.status, `${url} ${JSON.stringify(headers)}`).toBe(401);
    expect(r.body).toMatchObject({ responseCode: 401, data: null });
    expect(envelopeError(r)).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: template });
  }
  const gql = await t.request('POST', '/graphql', { headers, body: { query: '{ pdnsSeen(query: "www.example.com") { exists } }' } });
  expect(gql.status).toBe(401);
  expect(gql.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', messageTemplate: template });
}

describe('accepted forms of the API key', () => {
  it.each([
    ['Service-API-Key', () => ({ 'service-api-key': key })],
    ['Authorization: Bearer', () => ({ authorization: `Bearer ${key}` })],
    ['Authorization: bearer (scheme in any case)', () => ({ authorization: `bearer ${key}` })],
    ['Authorization: <key> (PyPDNS auth_token)', () => ({ authorization: key })],
    ['Basic {userID}/{keyID} : secret', () => ({ authorization: basic(`${userId}/${keyId}`, secret) })],
    ['Basic (empty user) : whole key', () => ({ authorization: basic('', key) })],
    ['Basic user id : whole key', () => ({ authorization: basic(userId, key) })],
    ['Basic short name : whole key', () => ({ authorization: basic('acme-user', key) })],
    ['X-API-Key', () => ({ 'x-api-key': key })],
    ['the same key twice', () => ({ 'service-api-key': key, authorization: `Bearer ${key}` })],
  ])('%s answers as the key\'s user', async (_label, headers) => {
    const r = await me(headers());
    expect(r.status).toBe(200);
    expect(r.body.data.shortName).toBe('acme-user');
  });

  it('a key in Authorization sees private passive DNS data, as with Service-API-Key', async () => {
    expect((await t.get('/pdns/v3/intranet.acme.example')).body.count).toBe(0);
    const r = await t.get('/pdns/v3/intranet.acme.example', { headers: { authorization: basic('', key) } });
    expect(r.body.count).toBe(1);
    const gql = await t.request('POST', '/graphql', { headers: { authorization: `Bearer ${key}` }, body: { query: '{ currentUser { shortName } }' } });
    expect(gql.body.data.currentUser.shortName).toBe('acme-user');
  });
});

describe('a presented credential that cannot be used is 401, never anonymous', () => {
  it('an unknown Authorization scheme', async () => {
    await refused({ authorization: 'Digest username="x"' }, 'authentication.scheme.unsupported');
    await refused({ authorization: 'Token abc' }, 'authentication.scheme.unsupported');
    await refused({ authorization: '' }, 'authentication.scheme.unsupported');
  });

  it('HTTP Basic with a user name and password (never checked as a password)', async () => {
    await refused({ authorization: basic('acme-user', 'vigil-demo') }, 'authentication.basic.invalid');
    await refused({ authorization: basic('user', 'password') }, 'authentication.basic.invalid');
    await refused({ authorization: 'Basic %%%' }, 'authentication.basic.malformed');
    await refused({ authorization: `Basic ${Buffer.from('no-colon').toString('base64')}` }, 'authentication.basic.malformed');
  });

  it('HTTP Basic naming another user than the key\'s', async () => {
    await refused({ authorization: basic('globex-user', key) }, 'authentication.basic.mismatch');
  });

  it('a bare or Bearer value that is not a key, a wrong secret, an X-API-Key that is not a key', async () => {
    await refused({ authorization: 'some-token' }, 'authentication.apikey.malformed');
    await refused({ authorization: `Bearer ${userId}/${keyId}/${'x'.repeat(43)}` }, 'authentication.apikey.invalid');
    await refused({ authorization: basic(`${userId}/${keyId}`, 'x'.repeat(43)) }, 'authentication.apikey.invalid');
    await refused({ 'x-api-key': 'dnsdb-style-key' }, 'authentication.apikey.malformed');
  });

  it('two credentials naming different keys', async () => {
    await refused({ 'service-api-key': key, authorization: `Bearer ${t.keys['globex-user']}` }, 'authentication.credentials.conflict');
  });

  it('no credential at all stays anonymous on public routes', async () => {
    const r = await t.get('/pdns/v3/www.example.com');
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(3);
  });
});
