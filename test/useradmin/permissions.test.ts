// /useradmin/v2/permission and /useradmin/v2/user/{u}/apikey; black box.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type Response, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const P = '/useradmin/v2/permission';
const U = '/useradmin/v2/user';
function expectFieldError(res: Response, field: string) {
  expect(res.status).toBe(412);
  expect(res.body).toMatchObject({ responseCode: 412, data: null });
  expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field });
}
const grant = (subject: string, fn: string, customer: string, as = 'acme-admin') => t.request('POST', P, { as, body: { subject, function: fn, customer } });
type Perm = { id: number; subject: { type: string; shortName: string }; function: { name: string }; customer: { shortName: string } };
const describePerms = (res: Response) => (res.body.data as Perm[]).map((p) => `${p.subject.shortName}:${p.function.name}@${p.customer.shortName}`).sort();

describe('POST /permission (grant)', () => {
  it('grants within the granter\'s customer tree (201); granting again answers the same grant', async () => {
    const res = await grant('acme-user', 'manageGroups', 'acme-emea');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ subject: { type: 'user', shortName: 'acme-user' }, function: { name: 'manageGroups' }, customer: { shortName: 'acme-emea' } });
    const again = await grant('acme-user', 'manageGroups', 'acme-emea');
    expect(again.body.data.id).toBe(res.body.data.id);
    // It takes effect at once, for that sub-customer only.
    const inEmea = await t.request('POST', '/useradmin/v2/group', { as: 'acme-user', body: { customer: 'acme-emea', shortName: 'emea-by-user', name: 'E' } });
    expect(inEmea.status).toBe(201);
    const inAcme = await t.request('POST', '/useradmin/v2/group', { as: 'acme-user', body: { customer: 'acme', shortName: 'acme-by-user', name: 'A' } });
    expect(inAcme.status).toBe(403);
  });

  it('grants to groups (group:X or a short name)', async () => {
    const res = await grant('group:acme-emea-team', 'viewSensors', 'acme-emea');
    expect(res.status).toBe(201);
    expect(res.body.data.subject).toMatchObject({ type: 'group', shortName: 'acme-emea-team' });
  });

  it.each([
    [{ function: 'viewSensors', customer: 'acme' }, 'subject'],
    [{ subject: 'nobody-here', function: 'viewSensors', customer: 'acme' }, 'subject'],
    [{ subject: 'globex-user', function: 'viewSensors', customer: 'acme' }, 'subject'],
    [{ subject: 'acme-user', customer: 'acme' }, 'function'],
    [{ subject: 'acme-user', function: 'noSuchFunction', customer: 'acme' }, 'function'],
    [{ subject: 'acme-user', function: 'viewSensors' }, 'customer'],
    [{ subject: 'acme-user', function: 'viewSensors', customer: 'nope-customer' }, 'customer'],
  ])('answers 412 naming the field for %j', async (body, field) => {
    expectFieldError(await t.request('POST', P, { as: 'acme-admin', body }), field);
  });

  it('answers 403: no grant right or more than the granter holds; another customer is an unknown customer (412)', async () => {
    expect((await grant('acme-user', 'viewSensors', 'acme', 'acme-user')).status).toBe(403);
    const hidden = await grant('acme-user', 'viewSensors', 'globex');
    const unknown = await grant('acme-user', 'viewSensors', 'no-such-customer');
    expectFieldError(hidden, 'customer');
    expectFieldError(unknown, 'customer');
    expect(envelopeError(hidden)).toMatchObject({ message: 'Unknown customer "globex"', messageTemplate: envelopeError(unknown).messageTemplate });
    expect((await grant('acme-user', 'SYSTEM-ADMINISTRATOR', 'acme')).status).toBe(403);
    expect((await grant('acme-user', 'manageFunctions', 'acme')).status).toBe(403);
    expect((await grant('acme-user', 'NETWORK-MANAGER', 'acme')).status).toBe(403);
    expect((await grant('acme-user', 'analyst', 'acme', 'analyst')).status).toBe(403);
    // The administrator may.
    expect((await grant('acme-user', 'NETWORK-MANAGER', 'acme-emea', 'admin')).status).toBe(201);
  });
});

describe('GET /permission (list)', () => {
  it('lists by subject, with or without the grants inherited through groups', async () => {
    const direct = await t.get(`${P}?subject=acme-user`, { as: 'acme-admin' });
    expect(direct.status).toBe(200);
    expect(describePerms(direct)).toEqual(expect.arrayContaining(['acme-user:STANDARD-USER@acme', 'acme-user:manageGroups@acme-emea']));
    expect(describePerms(direct).some((p) => p.startsWith('acme-staff'))).toBe(false);
    const inherited = await t.get(`${P}?subject=acme-user&includeInherited=true`, { as: 'acme-admin' });
    expect(describePerms(inherited)).toContain('acme-staff:STANDARD-USER@acme');
  });

  it('filters by customer and function (repeated values ORed), within what the caller may view', async () => {
    const res = await t.get(`${P}?customer=acme-emea&function=viewSensors&function=manageGroups`, { as: 'acme-admin' });
    expect(describePerms(res)).toEqual(['acme-emea-team:viewSensors@acme-emea', 'acme-user:manageGroups@acme-emea']);
    const acme = await t.get(`${P}?limit=0`, { as: 'acme-admin' });
    expect(acme.status).toBe(200);
    expect(describePerms(acme)).toEqual(expect.arrayContaining(['acme-emea-team:viewSensors@acme-emea']));
    expect((acme.body.data as Perm[]).every((p) => p.customer.shortName.startsWith('acme'))).toBe(true);
    expectFieldError(await t.get(`${P}?customer=globex`, { as: 'acme-admin' }), 'customer');
    expect(describePerms(await t.get(`${P}?customer=globex&limit=0`, { as: 'analyst' }))).toEqual(expect.arrayContaining(['globex-staff:STANDARD-USER@globex', 'globex-user:STANDARD-USER@globex']));
  });

  it('answers 403 to users without viewPermissions, 412 for bad input', async () => {
    expect((await t.get(P, { as: 'acme-user' })).status).toBe(403);
    expect((await t.get(P, { as: 'globex-user' })).status).toBe(403);
    expectFieldError(await t.get(`${P}?limit=100001`, { as: 'admin' }), 'limit');
    expectFieldError(await t.get(`${P}?subject=nobody-here`, { as: 'admin' }), 'subject');
    expectFieldError(await t.get(`${P}?customer=nope-customer`, { as: 'admin' }), 'customer');
  });
});

describe('DELETE /permission/{id} (revoke)', () => {
  it('revokes (answering the grant) and the right is gone at once', async () => {
    const granted = await grant('acme-user', 'manageUsers', 'acme-emea');
    const res = await t.request('DELETE', `${P}/${granted.body.data.id}`, { as: 'acme-admin' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: granted.body.data.id, function: { name: 'manageUsers' } });
    expect((await t.request('DELETE', `${P}/${granted.body.data.id}`, { as: 'acme-admin' })).status).toBe(404);
    expect((await t.request('POST', U, { as: 'acme-user', body: { customer: 'acme-emea', shortName: 'after-revoke', name: 'X' } })).status).toBe(403);
  });

  it('answers 404 for grants the caller may not list (another customer, above the caller), as for a missing one; 403 for more than it holds; 412 for a bad id', async () => {
    const globex = await t.get(`${P}?subject=globex-user`, { as: 'admin' });
    expect((await t.request('DELETE', `${P}/${globex.body.data[0].id}`, { as: 'acme-admin' })).status).toBe(404);
    const adminGrant = await t.get(`${P}?subject=admin`, { as: 'admin' });
    expect((await t.request('DELETE', `${P}/${adminGrant.body.data[0].id}`, { as: 'acme-admin' })).status).toBe(404);
    expect((await t.request('DELETE', `${P}/99999999`, { as: 'acme-admin' })).status).toBe(404);
    const high = await t.get(`${P}?subject=acme-user&function=NETWORK-MANAGER`, { as: 'admin' });
    expect((await t.request('DELETE', `${P}/${high.body.data[0].id}`, { as: 'acme-admin' })).status).toBe(403);
    expect((await t.request('DELETE', `${P}/${high.body.data[0].id}`, { as: 'acme-user' })).status).toBe(403);
    expectFieldError(await t.request('DELETE', `${P}/abc`, { as: 'admin' }), 'id');
  });
});

describe('/user/{u}/apikey', () => {
  it('a user issues a key for themself: 201 with the secret once; it works; lists never show it', async () => {
    const res = await t.request('POST', `${U}/acme-user/apikey`, { as: 'acme-user', body: { description: 'laptop', expiresInDays: 30, sourceNetworks: ['127.0.0.0/8', '::1'] } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ description: 'laptop', sourceNetworks: ['127.0.0.0/8', '::1/128'] });
    expect(res.body.data.key).toMatch(/^\d+\/\d+\/[A-Za-z0-9_-]{32,}$/);
    expect(res.body.data.expiresTimestamp).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await t.get('/currentuser/v1/user', { as: res.body.data.key })).body.data.shortName).toBe('acme-user');
    const list = await t.get(`${U}/acme-user/apikey`, { as: 'acme-user' });
    expect(list.status).toBe(200);
    expect(list.body.data.map((k: { id: number }) => k.id)).toContain(res.body.data.id);
    expect(JSON.stringify(list.body)).not.toContain(res.body.data.key.split('/')[2]);
    expect(list.body.data[0]).not.toHaveProperty('key');
  });

  it('a key limited to other networks is refused (401)', async () => {
    const res = await t.request('POST', `${U}/acme-user/apikey`, { as: 'acme-user', body: { sourceNetworks: ['10.0.0.0/8'] } });
    const use = await t.get('/currentuser/v1/user', { as: res.body.data.key });
    expect(use.status).toBe(401);
    expect(envelopeError(use).messageTemplate).toBe('authentication.apikey.source.denied');
  });

  it('never-expiring keys need issuePermanentApiKeys', async () => {
    expect((await t.request('POST', `${U}/acme-user/apikey`, { as: 'acme-user', body: { expiresInDays: 0 } })).status).toBe(403);
    const admin = await t.request('POST', `${U}/admin/apikey`, { as: 'admin', body: { expiresInDays: 0 } });
    expect(admin.status).toBe(201);
    expect(admin.body.data.expiresTimestamp).toBeNull();
  });

  it.each([
    [{ expiresInDays: -1 }, 'expiresInDays'],
    [{ expiresInDays: 99999 }, 'expiresInDays'],
    [{ sourceNetworks: ['not-a-network'] }, 'sourceNetworks'],
    [{ secret: 'mine' }, 'secret'],
  ])('answers 412 naming the field for %j', async (body, field) => {
    expectFieldError(await t.request('POST', `${U}/acme-user/apikey`, { as: 'acme-user', body }), field);
  });

  it('administrators manage keys of their customers\' users; others get 403 (404 for a user they may not see, as for a missing user)', async () => {
    const issued = await t.request('POST', `${U}/acme-user/apikey`, { as: 'acme-admin', body: { description: 'by admin' } });
    expect(issued.status).toBe(201);
    expect((await t.get(`${U}/acme-user/apikey`, { as: 'acme-admin' })).status).toBe(200);
    expect((await t.get(`${U}/acme-user/apikey`, { as: 'globex-user' })).status).toBe(403);
    expect((await t.get(`${U}/acme-admin/apikey`, { as: 'acme-user' })).status).toBe(403);
    expect((await t.request('POST', `${U}/globex-user/apikey`, { as: 'acme-admin', body: {} })).status).toBe(404);
    expect((await t.get(`${U}/nobody-here/apikey`, { as: 'admin' })).status).toBe(404);
  });

  it('revokes a key: answered with revokedTimestamp, refused at once, hidden from the list unless asked', async () => {
    const issued = await t.request('POST', `${U}/acme-user/apikey`, { as: 'acme-user', body: { description: 'to revoke' } });
    const id = issued.body.data.id;
    const res = await t.request('DELETE', `${U}/acme-user/apikey/${id}`, { as: 'acme-user' });
    expect(res.status).toBe(200);
    expect(res.body.data.revokedTimestamp).toBeGreaterThan(0);
    expect((await t.get('/currentuser/v1/user', { as: issued.body.data.key })).status).toBe(401);
    expect((await t.get(`${U}/acme-user/apikey`, { as: 'acme-user' })).body.data.map((k: { id: number }) => k.id)).not.toContain(id);
    expect((await t.get(`${U}/acme-user/apikey?includeRevoked=true`, { as: 'acme-user' })).body.data.map((k: { id: number }) => k.id)).toContain(id);
    expect((await t.request('DELETE', `${U}/acme-user/apikey/999999`, { as: 'acme-user' })).status).toBe(404);
    // Another user's key id under one's own name is not found; under theirs, when that user is out of sight, too.
    const globexKey = await t.request('POST', `${U}/globex-user/apikey`, { as: 'globex-user', body: {} });
    expect((await t.request('DELETE', `${U}/acme-user/apikey/${globexKey.body.data.id}`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.request('DELETE', `${U}/globex-user/apikey/${globexKey.body.data.id}`, { as: 'acme-admin' })).status).toBe(404);
    expectFieldError(await t.request('DELETE', `${U}/acme-user/apikey/abc`, { as: 'acme-user' }), 'id');
  });
});

describe('permission and API key mutations: one input, a payload', () => {
  it('grantPermission and revokePermission answer the grant in the payload', async () => {
    const granted = await t.graphql(
      'mutation { grantPermission(input: { subject: { user: { shortName: "acme-user" } }, function: { name: "viewGroups" }, customer: { shortName: "acme-emea" } }) { permission { databaseId function { name } customer { shortName } } } }',
      {},
      { as: 'acme-admin' },
    );
    expect(granted.body.errors).toBeUndefined();
    const { databaseId, ...grant } = granted.body.data.grantPermission.permission;
    expect(grant).toEqual({ function: { name: 'viewGroups' }, customer: { shortName: 'acme-emea' } });
    const revoked = await t.graphql(`mutation { revokePermission(input: { permission: "${databaseId}" }) { permission { databaseId subject { ... on User { shortName } } } } }`, {}, { as: 'acme-admin' });
    expect(revoked.body).toEqual({ data: { revokePermission: { permission: { databaseId, subject: { shortName: 'acme-user' } } } } });
  });

  it('name the input field `permission` when its value is no id; REST names the path parameter', async () => {
    const bad = await t.graphql('mutation { revokePermission(input: { permission: "abc" }) { permission { id } } }', {}, { as: 'acme-admin' });
    expect(bad.body.data).toEqual({ revokePermission: null });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'permission' });
    const rest = await t.request('DELETE', `${P}/abc`, { as: 'acme-admin' });
    expectFieldError(rest, 'id');
    expect(envelopeError(rest).message).toBe('id must be a whole number');
  });

  it("answer another customer's grant as NOT_FOUND, exactly like a missing one, and revoke nothing", async () => {
    const globex = await t.database.prisma.permission.findFirstOrThrow({ where: { customer: { shortName: 'globex' } }, orderBy: { id: 'asc' } });
    const revoke = (id: number) => t.graphql(`mutation { revokePermission(input: { permission: "${id}" }) { permission { id } } }`, {}, { as: 'acme-admin' });
    const hidden = await revoke(globex.id);
    const missing = await revoke(2_000_000_000);
    expect(hidden.body.data).toEqual({ revokePermission: null });
    expect(hidden.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
    expect(missing.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
    expect(hidden.body.errors[0].message.replace(String(globex.id), 'X')).toBe(missing.body.errors[0].message.replace('2000000000', 'X'));
    expect(await t.database.prisma.permission.findUnique({ where: { id: globex.id } })).not.toBeNull();
  });

  it('issueApiKey answers the secret in the payload; revokeApiKey names `apiKey`, REST the path parameter `id`', async () => {
    const issued = await t.graphql('mutation { issueApiKey(input: { user: { shortName: "acme-user" }, description: "gql payload" }) { apiKey { databaseId key description } } }', {}, { as: 'acme-user' });
    expect(issued.body.errors).toBeUndefined();
    const key = issued.body.data.issueApiKey.apiKey;
    expect(key).toMatchObject({ description: 'gql payload', key: expect.stringMatching(new RegExp(`/${key.databaseId}/`)) });
    const revoked = await t.graphql(`mutation { revokeApiKey(input: { user: { shortName: "acme-user" }, apiKey: "${key.databaseId}" }) { apiKey { databaseId revokedTimestamp } } }`, {}, { as: 'acme-user' });
    expect(revoked.body.data.revokeApiKey.apiKey).toMatchObject({ databaseId: key.databaseId, revokedTimestamp: expect.any(Number) });
    const bad = await t.graphql('mutation { revokeApiKey(input: { user: { shortName: "acme-user" }, apiKey: "abc" }) { apiKey { id } } }', {}, { as: 'acme-user' });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'apiKey' });
    expectFieldError(await t.request('DELETE', `${U}/acme-user/apikey/abc`, { as: 'acme-user' }), 'id');
  });

  it("answer another customer's key owner as NOT_FOUND, exactly like a missing one", async () => {
    const revoke = (user: string) => t.graphql(`mutation { revokeApiKey(input: { user: { shortName: "${user}" }, apiKey: "1" }) { apiKey { id } } }`, {}, { as: 'acme-admin' });
    const hidden = await revoke('globex-user');
    const missing = await revoke('globex-nobody');
    expect(hidden.body.data).toEqual({ revokeApiKey: null });
    expect(hidden.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
    expect(missing.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
  });
});
