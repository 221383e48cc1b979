// The Service-API-Key header: every way a key can be refused, each a 401
// that says why, and the ways it is accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../src/domains/identity/api-keys.ts';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let acmeUserId: number;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  acmeUserId = (await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-user' } })).id;
});
afterAll(async () => {
  await t?.close();
});

async function refused(key: string, template: string, headers: Record<string, string> = {}) {
  const res = await t.get('/currentuser/v1/user', { as: key, headers });
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ responseCode: 401, data: null });
  expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: template });
  return envelopeError(res).message as string;
}

async function newKey(options: Parameters<typeof issueApiKey>[2] = { userId: acmeUserId }) {
  return issueApiKey(t.database.prisma, t.config, options);
}

describe('Service-API-Key', () => {
  it('accepts a valid key and answers its user', async () => {
    const { key } = await newKey();
    const res = await t.get('/currentuser/v1/user', { as: key });
    expect(res.status).toBe(200);
    expect(res.body.data.shortName).toBe('acme-user');
  });

  it('has three segments userID/keyID/secret with a secret of at least 32 random bytes', async () => {
    const { key, id } = await newKey();
    const [userId, keyId, secret] = key.split('/');
    expect(Number(userId)).toBe(acmeUserId);
    expect(Number(keyId)).toBe(id);
    expect(Buffer.from(secret!, 'base64url').length).toBeGreaterThanOrEqual(32);
  });

  it('stores only a hash of the secret', async () => {
    const { key, id } = await newKey();
    const secret = key.split('/')[2]!;
    const row = await t.database.prisma.apiKey.findUniqueOrThrow({ where: { id } });
    expect(Buffer.from(row.secretHash).toString('base64url')).not.toBe(secret);
    expect(Buffer.from(row.secretHash).toString('utf8')).not.toContain(secret);
    expect(row.secretHash.length).toBe(32);
  });

  it('answers 401 when the key is missing on an endpoint that needs one', async () => {
    const res = await t.get('/currentuser/v1/user');
    expect(res.status).toBe(401);
  });

  it.each([
    ['not-a-key'],
    ['1/2'],
    ['a/b/cccccccccccccccccccccccccccccccccccccccc'],
    ['1/2/short'],
    [''],
  ])('refuses a malformed key %j', async (value) => {
    const message = await refused(value, 'authentication.apikey.malformed');
    expect(message).toContain('{userID}/{keyID}/{secret}');
  });

  it('refuses a wrong secret', async () => {
    const { key } = await newKey();
    const [u, k] = key.split('/');
    await refused(`${u}/${k}/${'A'.repeat(43)}`, 'authentication.apikey.invalid');
  });

  it('refuses a key presented with another user id', async () => {
    const { key } = await newKey();
    const [, k, s] = key.split('/');
    await refused(`${acmeUserId + 1}/${k}/${s}`, 'authentication.apikey.invalid');
  });

  it('refuses an unknown key id', async () => {
    await refused(`${acmeUserId}/999999/${'B'.repeat(43)}`, 'authentication.apikey.invalid');
  });

  it('refuses an expired key and says when it expired', async () => {
    const { key, id } = await newKey();
    await t.database.prisma.apiKey.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const message = await refused(key, 'authentication.apikey.expired');
    expect(message).toMatch(/expired at \d{4}-\d\d-\d\dT/);
  });

  it('defaults to the configured expiry; 0 days never expires', async () => {
    const normal = await newKey();
    const days = (normal.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    const forever = await newKey({ userId: acmeUserId, expiresInDays: 0 });
    expect(forever.expiresAt).toBeNull();
    expect((await t.get('/currentuser/v1/user', { as: forever.key })).status).toBe(200);
  });

  it('refuses a revoked key', async () => {
    const { key, id } = await newKey();
    await t.database.prisma.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
    await refused(key, 'authentication.apikey.revoked');
  });

  it('accepts a key from its source networks and refuses it from elsewhere, naming the address', async () => {
    const { key } = await newKey({ userId: acmeUserId, sourceNetworks: ['192.0.2.0/24', '2001:db8::/32'] });
    const inside = await t.get('/currentuser/v1/user', { as: key, headers: { 'x-forwarded-for': '192.0.2.77' } });
    expect(inside.status).toBe(200);
    const inside6 = await t.get('/currentuser/v1/user', { as: key, headers: { 'x-forwarded-for': '2001:db8::5' } });
    expect(inside6.status).toBe(200);
    const message = await refused(key, 'authentication.apikey.source.denied', { 'x-forwarded-for': '198.51.100.9' });
    expect(message).toContain('198.51.100.9');
  });

  it('normalises source networks and rejects ones that are not networks', async () => {
    const issued = await newKey({ userId: acmeUserId, sourceNetworks: ['10.1.2.3/8', '192.0.2.1'] });
    expect(issued.sourceNetworks).toEqual(['10.0.0.0/8', '192.0.2.1/32']);
    await expect(newKey({ userId: acmeUserId, sourceNetworks: ['10.0.0.0/33'] })).rejects.toMatchObject({ code: 'INVALID_FIELD', field: 'sourceNetworks' });
    await expect(newKey({ userId: acmeUserId, expiresInDays: -1 })).rejects.toMatchObject({ code: 'INVALID_FIELD', field: 'expiresInDays' });
  });

  it('stops working at once when its user is disabled, and works again when re-enabled', async () => {
    const user = await t.database.prisma.user.create({
      data: { shortName: 'to-disable', name: 'To Disable', customerId: (await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } })).id, domainId: 1 },
    });
    const { key } = await newKey({ userId: user.id });
    expect((await t.get('/currentuser/v1/user', { as: key })).status).toBe(200);
    await t.database.prisma.user.update({ where: { id: user.id }, data: { flags: ['DISABLED'] } });
    const message = await refused(key, 'authentication.account.disabled');
    expect(message).toContain('to-disable');
    await t.database.prisma.user.update({ where: { id: user.id }, data: { flags: [] } });
    expect((await t.get('/currentuser/v1/user', { as: key })).status).toBe(200);
  });

  it('stops working when its customer is disabled', async () => {
    const customer = await t.database.prisma.customer.create({ data: { shortName: 'soon-disabled', name: 'Soon Disabled', domainId: 1 } });
    const user = await t.database.prisma.user.create({ data: { shortName: 'soon-disabled-user', name: 'U', customerId: customer.id, domainId: 1 } });
    const { key } = await newKey({ userId: user.id });
    await t.database.prisma.customer.update({ where: { id: customer.id }, data: { flags: ['DISABLED'] } });
    const message = await refused(key, 'authentication.account.disabled');
    expect(message).toContain('soon-disabled');
  });

  it('refuses a bad key even on a request that would not need one (GraphQL answers 401 too)', async () => {
    const res = await t.graphql('{ __typename }', {}, { as: `${acmeUserId}/1/${'C'.repeat(43)}` });
    expect(res.status).toBe(401);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a repeated header (HTTP joins the values into one, which is no key)', async () => {
    const { key } = await newKey();
    const res = await t.app.inject({ method: 'GET', url: '/currentuser/v1/user', headers: { 'service-api-key': [key, key] } });
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body).messages[0].messageTemplate).toBe('authentication.apikey.malformed');
  });

  it('records when a key was last used', async () => {
    const { key, id } = await newKey();
    expect((await t.database.prisma.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt).toBeNull();
    await t.get('/currentuser/v1/user', { as: key });
    await expect.poll(async () => (await t.database.prisma.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt).not.toBeNull();
  });
});
