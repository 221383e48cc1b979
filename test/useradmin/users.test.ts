// /useradmin/v2/user: users, their searches, disabling; black box.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type Response, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const U = '/useradmin/v2/user';
const names = (res: Response) => (res.body.data as { shortName: string }[]).map((u) => u.shortName);
function expectFieldError(res: Response, field: string) {
  expect(res.status).toBe(412);
  expect(res.body).toMatchObject({ responseCode: 412, data: null });
  expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field });
}
const addUser = (shortName: string, extra: object = {}, as = 'acme-admin') =>
  t.request('POST', U, { as, body: { customer: 'acme', shortName, name: `User ${shortName}`, ...extra } });

describe('GET /user/{idOrShortName}', () => {
  it('answers a user with the reference fields, by short name and by id', async () => {
    const res = await t.get(`${U}/acme-admin`, { as: 'acme-user' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      shortName: 'acme-admin', userName: 'acme-admin', name: 'ACME Administrator', email: 'admin@acme.example',
      customer: { shortName: 'acme', domain: { name: 'vigil' } }, domain: { name: 'vigil' }, language: 'en', timeZone: 'UTC', flags: [],
    });
    expect(res.body.data).not.toHaveProperty('passwordHash');
    expect((await t.get(`${U}/${res.body.data.id}`, { as: 'acme-user' })).body.data).toEqual(res.body.data);
  });

  it('answers 404 missing and for another customer (the same answer), 412 malformed, 401 anonymous', async () => {
    expect((await t.get(`${U}/nobody-here`, { as: 'admin' })).status).toBe(404);
    const hidden = await t.get(`${U}/acme-user`, { as: 'globex-user' });
    const missing = await t.get(`${U}/nobody-here`, { as: 'globex-user' });
    expect(hidden.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(envelopeError(hidden)).toMatchObject({ messageTemplate: 'object.not.found', type: 'ACTION_ERROR', message: 'User "acme-user" not found' });
    expect(envelopeError(missing)).toMatchObject({ messageTemplate: 'object.not.found', type: 'ACTION_ERROR' });
    expectFieldError(await t.get(`${U}/bad%20name`, { as: 'admin' }), 'idOrShortName');
    expect((await t.get(`${U}/acme-user`)).status).toBe(401);
  });
});

describe('POST /user', () => {
  it('adds a user (201) who can log in with the password given', async () => {
    const res = await addUser('acme-new', { email: 'new@acme.example', language: 'de', timeZone: 'Europe/Berlin', password: 'a-long-password' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ shortName: 'acme-new', customer: { shortName: 'acme' }, email: 'new@acme.example', language: 'de', timeZone: 'Europe/Berlin', flags: [] });
    const login = await t.request('POST', '/authentication/v1/password/authenticate', { body: { userName: 'acme-new', password: 'a-long-password' } });
    expect(login.status).toBe(200);
    expect((await addUser('emea-new', { customer: 'acme-emea' })).status).toBe(201);
  });

  it.each([
    [{ shortName: 'u1', name: 'U' }, 'customer'],
    [{ customer: 'nope-customer', shortName: 'u2', name: 'U' }, 'customer'],
    [{ customer: 'acme', name: 'U' }, 'shortName'],
    [{ customer: 'acme', shortName: 'acme-user', name: 'Dup' }, 'shortName'],
    [{ customer: 'acme', shortName: 'with space', name: 'U' }, 'shortName'],
    [{ customer: 'acme', shortName: 'u3' }, 'name'],
    [{ customer: 'acme', shortName: 'u4', name: 'U', email: 'not-an-email' }, 'email'],
    [{ customer: 'acme', shortName: 'u5', name: 'U', language: 'english' }, 'language'],
    [{ customer: 'acme', shortName: 'u6', name: 'U', timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ customer: 'acme', shortName: 'u7', name: 'U', password: 'short' }, 'password'],
    [{ customer: 'acme', shortName: 'u8', name: 'U', flags: ['X'] }, 'flags'],
  ])('answers 412 naming the field for %j', async (body, field) => {
    expectFieldError(await t.request('POST', U, { as: 'acme-admin', body }), field);
  });

  it('answers 403 to acme-user, and to acme-admin adding a globex user what it gets for an unknown customer (412)', async () => {
    expect((await addUser('by-acme-user', {}, 'acme-user')).status).toBe(403);
    const hidden = await addUser('acme-in-globex', { customer: 'globex' });
    const unknown = await addUser('acme-in-nowhere', { customer: 'no-such-customer' });
    expectFieldError(hidden, 'customer');
    expectFieldError(unknown, 'customer');
    expect(envelopeError(hidden)).toMatchObject({ message: 'Unknown customer "globex"', messageTemplate: envelopeError(unknown).messageTemplate });
    expect((await t.get(`${U}/acme-in-globex`, { as: 'admin' })).status).toBe(404);
  });
});

describe('PUT /user/{idOrShortName}', () => {
  it('changes the fields given and keeps the others', async () => {
    await addUser('acme-put', { email: 'put@acme.example' });
    const res = await t.request('PUT', `${U}/acme-put`, { as: 'acme-admin', body: { name: 'Renamed', timeZone: 'Europe/Oslo' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ shortName: 'acme-put', name: 'Renamed', timeZone: 'Europe/Oslo', email: 'put@acme.example' });
  });

  it('answers 412 for an empty body or a bad field, 403 across customers, 404 missing', async () => {
    expectFieldError(await t.request('PUT', `${U}/acme-user`, { as: 'acme-admin', body: {} }), 'body');
    expectFieldError(await t.request('PUT', `${U}/acme-user`, { as: 'acme-admin', body: { email: 'x' } }), 'email');
    expectFieldError(await t.request('PUT', `${U}/acme-user`, { as: 'acme-admin', body: { customer: 'globex' } }), 'customer');
    expect((await t.request('PUT', `${U}/globex-user`, { as: 'acme-admin', body: { name: 'X' } })).status).toBe(404);
    expect((await t.request('PUT', `${U}/acme-admin`, { as: 'acme-user', body: { name: 'X' } })).status).toBe(403);
    expect((await t.request('PUT', `${U}/nobody-here`, { as: 'admin', body: { name: 'X' } })).status).toBe(404);
  });
});

describe('DELETE /user/{u} and PUT /user/{u}/reenable', () => {
  it('disables a user: their API key and session stop working at once; re-enabling restores them', async () => {
    await addUser('acme-leaver', { password: 'leaver-password' });
    const key = await t.request('POST', `${U}/acme-leaver/apikey`, { as: 'acme-admin', body: { description: 'leaver key' } });
    expect(key.status).toBe(201);
    const login = await t.request('POST', '/authentication/v1/password/authenticate', { body: { userName: 'acme-leaver', password: 'leaver-password' } });
    const cookie = String((login.headers['set-cookie'] as string[]).find((c) => c.startsWith('vigil_session='))).split(';')[0]!.split('=')[1]!;
    const viaKey = () => t.get('/currentuser/v1/user', { as: key.body.data.key });
    const viaSession = () => t.get('/currentuser/v1/user', { cookies: { vigil_session: cookie } });
    expect((await viaKey()).status).toBe(200);
    expect((await viaSession()).status).toBe(200);

    const off = await t.request('DELETE', `${U}/acme-leaver`, { as: 'acme-admin' });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ shortName: 'acme-leaver', flags: ['DISABLED'] });
    expect((await viaKey()).status).toBe(401);
    expect((await viaSession()).status).toBe(401);
    expect(names(await t.get(`${U}?keyword=acme-leaver`, { as: 'acme-admin' }))).toEqual([]);
    expect(names(await t.get(`${U}?keyword=acme-leaver&includeDisabled=true`, { as: 'acme-admin' }))).toEqual(['acme-leaver']);

    const on = await t.request('PUT', `${U}/acme-leaver/reenable`, { as: 'acme-admin' });
    expect(on.body.data.flags).toEqual([]);
    expect((await viaKey()).status).toBe(200);
  });

  it('refuses disabling yourself; 404 across customers and missing; 403 without the right', async () => {
    const self = await t.request('DELETE', `${U}/acme-admin`, { as: 'acme-admin' });
    expect(self.status).toBe(412);
    expect(envelopeError(self).messageTemplate).toBe('constraint.user.self');
    expect((await t.request('DELETE', `${U}/globex-user`, { as: 'acme-admin' })).status).toBe(404);
    expect((await t.request('DELETE', `${U}/acme-admin`, { as: 'acme-user' })).status).toBe(403);
    expect((await t.request('PUT', `${U}/globex-user/reenable`, { as: 'acme-admin' })).status).toBe(404);
    expect((await t.request('DELETE', `${U}/nobody-here`, { as: 'admin' })).status).toBe(404);
    expect((await t.request('PUT', `${U}/nobody-here/reenable`, { as: 'admin' })).status).toBe(404);
  });
});

describe('GET /user and POST /user/search', () => {
  it('shows a customer user only users of customers they may access', async () => {
    const acme = await t.get(`${U}?limit=0`, { as: 'acme-user' });
    expect(acme.status).toBe(200);
    expect(names(acme)).toContain('acme-user');
    expect(acme.body.data.every((u: { customer: { shortName: string } }) => u.customer.shortName.startsWith('acme'))).toBe(true);
    expect(names(await t.get(U, { as: 'globex-user' }))).toEqual(['globex-user']);
    expectFieldError(await t.get(`${U}?customer=acme`, { as: 'globex-user' }), 'customer');
  });

  it('ANDs filters and ORs repeated names; pages; sorts', async () => {
    expect(names(await t.get(`${U}?customer=operator&sortBy=shortName`, { as: 'admin' }))).toEqual(['admin', 'analyst']);
    expect(names(await t.get(`${U}?customer=operator&customer=globex&keyword=user`, { as: 'admin' }))).toEqual(['globex-user']);
    expect(names(await t.get(`${U}?keyword=analyst&keyword=globex&sortBy=-shortName`, { as: 'admin' }))).toEqual(['globex-user', 'analyst']);
    const paged = await t.get(`${U}?customer=operator&limit=1&offset=1&sortBy=shortName`, { as: 'admin' });
    expect(paged.body).toMatchObject({ limit: 1, offset: 1, count: 2, size: 1 });
  });

  it('advanced search with subCriteria', async () => {
    const res = await t.request('POST', `${U}/search`, { as: 'admin', body: { subCriteria: [{ customer: ['operator'] }, { keywords: ['analyst'], exclude: true }] } });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['admin']);
  });

  it.each([['limit=100001', 'limit'], ['sortBy=password', 'sortBy'], ['customer=nope-customer', 'customer']])('answers 412 for %s', async (query, field) => {
    expectFieldError(await t.get(`${U}?${query}`, { as: 'admin' }), field);
  });

  it('answers 412 for a bad advanced search body', async () => {
    expectFieldError(await t.request('POST', `${U}/search`, { as: 'admin', body: { limit: -3 } }), 'limit');
  });
});

describe('GraphQL users', () => {
  it('shows a user\'s groups and effective functions (through groups and roles)', async () => {
    const res = await t.graphql('{ user(ref: { shortName: "acme-user" }) { shortName groups { nodes { shortName } } effectiveFunctions { nodes { name customerIds } } } }', {}, { as: 'acme-admin' });
    expect(res.body.errors).toBeUndefined();
    const user = res.body.data.user;
    expect(user.groups.nodes.map((g: { shortName: string }) => g.shortName)).toContain('acme-staff');
    const names = user.effectiveFunctions.nodes.map((f: { name: string }) => f.name);
    expect(names).toEqual(expect.arrayContaining(['STANDARD-USER', 'viewGroups', 'viewCustomers']));
    expect(names).not.toContain('manageGroups');
  });
});

describe('user mutations: one input, a payload', () => {
  it('take the user in the input and answer it in the payload', async () => {
    await addUser('gql-payload-user');
    const renamed = await t.graphql(
      'mutation { updateUser(input: { user: { shortName: "gql-payload-user" }, name: "Renamed" }) { user { shortName name customer { shortName } } } }',
      {},
      { as: 'acme-admin' },
    );
    expect(renamed.body).toEqual({ data: { updateUser: { user: { shortName: 'gql-payload-user', name: 'Renamed', customer: { shortName: 'acme' } } } } });
    const disabled = await t.graphql('mutation { disableUser(input: { user: { shortName: "gql-payload-user" } }) { user { shortName flags } } }', {}, { as: 'acme-admin' });
    expect(disabled.body).toEqual({ data: { disableUser: { user: { shortName: 'gql-payload-user', flags: ['DISABLED'] } } } });
    const enabled = await t.graphql('mutation { reenableUser(input: { user: { shortName: "gql-payload-user" } }) { user { flags } } }', {}, { as: 'acme-admin' });
    expect(enabled.body).toEqual({ data: { reenableUser: { user: { flags: [] } } } });
  });

  it('name the input field `user` when its value is no user reference; REST names the path parameter', async () => {
    const bad = await t.graphql('mutation { disableUser(input: { user: { shortName: "bad name" } }) { user { id } } }', {}, { as: 'acme-admin' });
    expect(bad.body.data).toEqual({ disableUser: null });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'user' });
    expect(bad.body.errors[0].message).toMatch(/^user must be an id or a short name/);
    const rest = await t.request('DELETE', `${U}/bad%20name`, { as: 'acme-admin' });
    expectFieldError(rest, 'idOrShortName');
    expect(envelopeError(rest).message).toMatch(/^idOrShortName must be an id or a short name/);
  });

  it("answer another customer's user as NOT_FOUND, exactly like a missing one, and change nothing", async () => {
    const before = await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'globex-user' } });
    const hidden = await t.graphql('mutation { updateUser(input: { user: { shortName: "globex-user" }, name: "Taken over" }) { user { id } } }', {}, { as: 'acme-admin' });
    const missing = await t.graphql('mutation { updateUser(input: { user: { shortName: "globex-nobody" }, name: "Taken over" }) { user { id } } }', {}, { as: 'acme-admin' });
    expect(hidden.body.data).toEqual({ updateUser: null });
    expect(hidden.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
    expect(missing.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
    expect(hidden.body.errors[0].message.replace('globex-user', 'X')).toBe(missing.body.errors[0].message.replace('globex-nobody', 'X'));
    expect(await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'globex-user' } })).toEqual(before);
  });

  it('REST: a body naming the field the path fills is an unknown field, and changes nothing', async () => {
    const res = await t.request('PUT', `${U}/acme-user`, { as: 'acme-admin', body: { user: 'globex-user', name: 'Hijack' } });
    expectFieldError(res, 'user');
    expect(envelopeError(res).message).toBe('Unknown field "user"; expected one of email, language, name, password, timeZone');
    expect((await t.get(`${U}/acme-user`, { as: 'acme-admin' })).body.data.name).not.toBe('Hijack');
  });
});
