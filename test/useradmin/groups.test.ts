// /useradmin/v2/group: groups, members, their permissions and searches; black box.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type Response, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const G = '/useradmin/v2/group';
const names = (res: Response) => (res.body.data as { shortName: string }[]).map((g) => g.shortName);
function expectFieldError(res: Response, field: string) {
  expect(res.status).toBe(412);
  expect(res.body).toMatchObject({ responseCode: 412, data: null });
  expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field });
}
const addGroup = (shortName: string, customer = 'acme', as = 'acme-admin') =>
  t.request('POST', G, { as, body: { customer, shortName, name: `Group ${shortName}` } });

describe('GET /group/{idOrShortName}', () => {
  it('answers a demo group by short name and by id in the single envelope', async () => {
    const res = await t.get(`${G}/acme-staff`, { as: 'acme-user' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ responseCode: 200, count: 0, size: 0, data: { shortName: 'acme-staff', name: 'ACME staff', customer: { shortName: 'acme' }, flags: [] } });
    expect(typeof res.body.data.customer.id).toBe('number');
    const byId = await t.get(`${G}/${res.body.data.id}`, { as: 'acme-user' });
    expect(byId.body.data).toEqual(res.body.data);
  });

  it('lets a user of a parent customer see groups of sub-customers', async () => {
    expect((await t.get(`${G}/acme-emea-team`, { as: 'acme-user' })).status).toBe(200);
  });

  it('answers 404 for a missing group, 412 for a malformed key, 401 without a key', async () => {
    const missing = await t.get(`${G}/no-such-group`, { as: 'admin' });
    expect(missing.status).toBe(404);
    expect(envelopeError(missing)).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'object.not.found' });
    expectFieldError(await t.get(`${G}/bad%20name`, { as: 'admin' }), 'idOrShortName');
    expect((await t.get(`${G}/acme-staff`)).status).toBe(401);
  });

  it('answers a group of another customer exactly like a missing one (404)', async () => {
    const res = await t.get(`${G}/acme-staff`, { as: 'globex-user' });
    const missing = await t.get(`${G}/no-such-staff`, { as: 'globex-user' });
    expect(res.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(envelopeError(res)).toMatchObject({ messageTemplate: 'object.not.found', message: 'Group "acme-staff" not found' });
    expect(envelopeError(missing)).toMatchObject({ messageTemplate: 'object.not.found', message: 'Group "no-such-staff" not found' });
  });
});

describe('POST /group', () => {
  it('adds a group (customer by short name or id) and answers 201 with it', async () => {
    const res = await addGroup('acme-new');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ responseCode: 201, data: { shortName: 'acme-new', name: 'Group acme-new', customer: { shortName: 'acme' }, flags: [] } });
    const acme = await t.get('/customers/v1/customer/acme', { as: 'admin' });
    const byId = await t.request('POST', G, { as: 'admin', body: { customer: String(acme.body.data.id), shortName: 'acme-by-id', name: 'By id' } });
    expect(byId.status).toBe(201);
    expect(byId.body.data.customer.shortName).toBe('acme');
  });

  it('lets a customer administrator add groups in sub-customers', async () => {
    expect((await addGroup('emea-new', 'acme-emea')).status).toBe(201);
  });

  it.each([
    [{ shortName: 'x1', name: 'X' }, 'customer'],
    [{ customer: 'acme', name: 'X' }, 'shortName'],
    [{ customer: 'acme', shortName: 'x2' }, 'name'],
    [{ customer: 'acme', shortName: 'x3', name: '  ' }, 'name'],
    [{ customer: 'no-such-customer', shortName: 'x4', name: 'X' }, 'customer'],
    [{ customer: 'acme', shortName: 'has space', name: 'X' }, 'shortName'],
    [{ customer: 'acme', shortName: 'acme-staff', name: 'Duplicate' }, 'shortName'],
    [{ customer: 'acme', shortName: 'x5', name: 'X', color: 'red' }, 'color'],
  ])('answers 412 naming the field for %j', async (body, field) => {
    const res = await t.request('POST', G, { as: 'acme-admin', body });
    expectFieldError(res, field);
  });

  it('answers 403 to acme-user adding a group, to acme-admin adding one for globex what it gets for an unknown customer (412); nothing is added', async () => {
    const user = await addGroup('by-acme-user', 'acme', 'acme-user');
    expect(user.status).toBe(403);
    const other = await addGroup('acme-in-globex', 'globex');
    const unknown = await addGroup('acme-in-nowhere', 'no-such-customer');
    expect(other.status).toBe(412);
    expect(unknown.status).toBe(412);
    expect(envelopeError(other)).toMatchObject({ field: 'customer', messageTemplate: envelopeError(unknown).messageTemplate, message: 'Unknown customer "globex"' });
    expect((await t.get(`${G}/acme-in-globex`, { as: 'admin' })).status).toBe(404);
  });
});

describe('PUT /group/{idOrShortName}', () => {
  it('changes the fields given and keeps the others', async () => {
    await addGroup('acme-put');
    const res = await t.request('PUT', `${G}/acme-put`, { as: 'acme-admin', body: { name: 'Renamed' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ shortName: 'acme-put', name: 'Renamed', customer: { shortName: 'acme' } });
    const moved = await t.request('PUT', `${G}/acme-put`, { as: 'acme-admin', body: { shortName: 'acme-put2' } });
    expect(moved.body.data).toMatchObject({ shortName: 'acme-put2', name: 'Renamed' });
  });

  it('accepts the identifier in the body on PUT /group (the spec example)', async () => {
    const created = await addGroup('acme-put-body');
    const res = await t.request('PUT', G, { as: 'acme-admin', body: { id: created.body.data.id, name: 'From body' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ shortName: 'acme-put-body', name: 'From body' });
    expectFieldError(await t.request('PUT', G, { as: 'acme-admin', body: { name: 'No id' } }), 'idOrShortName');
  });

  it('answers 412 for an empty body, a blank name, a taken shortName', async () => {
    await addGroup('acme-put-bad');
    expectFieldError(await t.request('PUT', `${G}/acme-put-bad`, { as: 'acme-admin', body: {} }), 'body');
    expectFieldError(await t.request('PUT', `${G}/acme-put-bad`, { as: 'acme-admin', body: { name: '' } }), 'name');
    expectFieldError(await t.request('PUT', `${G}/acme-put-bad`, { as: 'acme-admin', body: { shortName: 'acme-staff' } }), 'shortName');
    expect((await t.get(`${G}/acme-put-bad`, { as: 'acme-admin' })).body.data.name).toBe('Group acme-put-bad');
  });

  it('answers 404 to acme-admin managing a globex group (as for a missing group), 403 to acme-user', async () => {
    expect((await t.request('PUT', `${G}/globex-staff`, { as: 'acme-admin', body: { name: 'Hijack' } })).status).toBe(404);
    expect((await t.request('PUT', `${G}/acme-staff`, { as: 'acme-user', body: { name: 'Hijack' } })).status).toBe(403);
    expect((await t.request('PUT', `${G}/no-such-group`, { as: 'acme-admin', body: { name: 'X' } })).status).toBe(404);
    expect((await t.get(`${G}/globex-staff`, { as: 'admin' })).body.data.name).toBe('Globex staff');
  });
});

describe('DELETE /group/{g} and PUT /group/{g}/reenable', () => {
  it('disables (answering the disabled group), hides it from searches unless asked, and re-enables', async () => {
    await addGroup('acme-off');
    const off = await t.request('DELETE', `${G}/acme-off`, { as: 'acme-admin' });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ shortName: 'acme-off', flags: ['DISABLED'] });
    expect(names(await t.get(`${G}?keyword=acme-off`, { as: 'acme-admin' }))).toEqual([]);
    expect(names(await t.get(`${G}?keyword=acme-off&includeDisabled=true`, { as: 'acme-admin' }))).toEqual(['acme-off']);
    expect(names(await t.get(`${G}?keyword=acme-off&includeFlags=DISABLED`, { as: 'acme-admin' }))).toEqual(['acme-off']);
    expect((await t.get(`${G}/acme-off`, { as: 'acme-admin' })).body.data.flags).toEqual(['DISABLED']);
    const on = await t.request('PUT', `${G}/acme-off/reenable`, { as: 'acme-admin' });
    expect(on.status).toBe(200);
    expect(on.body.data.flags).toEqual([]);
  });

  it('a disabled group grants nothing to its members', async () => {
    await addGroup('acme-perm');
    await t.request('POST', `${G}/acme-perm/members`, { as: 'acme-admin', body: { subject: ['acme-user'] } });
    expect((await t.get('/useradmin/v2/permission', { as: 'acme-user' })).status).toBe(403);
    const granted = await t.request('POST', '/useradmin/v2/permission', { as: 'acme-admin', body: { subject: 'acme-perm', function: 'viewPermissions', customer: 'acme' } });
    expect(granted.status).toBe(201);
    expect((await t.get('/useradmin/v2/permission', { as: 'acme-user' })).status).toBe(200);
    await t.request('DELETE', `${G}/acme-perm`, { as: 'acme-admin' });
    expect((await t.get('/useradmin/v2/permission', { as: 'acme-user' })).status).toBe(403);
    await t.request('PUT', `${G}/acme-perm/reenable`, { as: 'acme-admin' });
    expect((await t.get('/useradmin/v2/permission', { as: 'acme-user' })).status).toBe(200);
  });

  it('answers 404 across customers (as for a missing group), 403 for non-administrators', async () => {
    expect((await t.request('DELETE', `${G}/globex-staff`, { as: 'acme-admin' })).status).toBe(404);
    expect((await t.request('DELETE', `${G}/acme-staff`, { as: 'acme-user' })).status).toBe(403);
    expect((await t.request('PUT', `${G}/globex-staff/reenable`, { as: 'acme-admin' })).status).toBe(404);
    expect((await t.request('DELETE', `${G}/no-such-group`, { as: 'admin' })).status).toBe(404);
    expect((await t.request('PUT', `${G}/no-such-group/reenable`, { as: 'admin' })).status).toBe(404);
    expectFieldError(await t.request('DELETE', `${G}/bad%20name`, { as: 'admin' }), 'idOrShortName');
  });
});

describe('/group/{g}/members', () => {
  it('lists the demo members: users, then groups, each with its type', async () => {
    const res = await t.get(`${G}/acme-staff/members`, { as: 'acme-user' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ responseCode: 200, size: 3, count: 3 });
    expect(res.body.data.map((m: { type: string; shortName: string }) => `${m.type}:${m.shortName}`)).toEqual(['user:acme-admin', 'user:acme-user', 'group:acme-emea-team']);
    expect(res.body.data[2]).toMatchObject({ customer: { shortName: 'acme-emea' }, flags: [] });
  });

  it('adds users and groups by id or short name (201, the subjects added) and removes them', async () => {
    await addGroup('acme-members');
    const user = await t.get('/useradmin/v2/user/acme-user', { as: 'acme-admin' });
    const add = await t.request('POST', `${G}/acme-members/members`, { as: 'acme-admin', body: { subject: [`user:${user.body.data.id}`, 'acme-emea-team'] } });
    expect(add.status).toBe(201);
    expect(add.body.data.map((m: { shortName: string }) => m.shortName)).toEqual(['acme-user', 'acme-emea-team']);
    // Adding again is harmless.
    expect((await t.request('POST', `${G}/acme-members/members`, { as: 'acme-admin', body: { subject: ['acme-user'] } })).status).toBe(201);
    const removed = await t.request('DELETE', `${G}/acme-members/members?subject=acme-user`, { as: 'acme-admin' });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject([{ type: 'user', shortName: 'acme-user' }]);
    const left = await t.get(`${G}/acme-members/members`, { as: 'acme-admin' });
    expect(left.body.data.map((m: { shortName: string }) => m.shortName)).toEqual(['acme-emea-team']);
  });

  it('lists users by id, then groups by id, whatever the order they were added in', async () => {
    await addGroup('acme-order');
    const acme = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
    const [first, second] = await t.database.prisma.user.createManyAndReturn({
      data: ['order-a', 'order-b'].map((shortName) => ({ shortName, name: shortName, customerId: acme.id, domainId: acme.domainId })),
      select: { id: true },
    });
    expect(second!.id).toBeGreaterThan(first!.id);
    for (const subject of [`user:${second!.id}`, 'acme-emea-team', `user:${first!.id}`]) {
      expect((await t.request('POST', `${G}/acme-order/members`, { as: 'acme-admin', body: { subject: [subject] } })).status).toBe(201);
    }
    const res = await t.get(`${G}/acme-order/members`, { as: 'acme-admin' });
    expect(res.body.data.map((m: { shortName: string }) => m.shortName)).toEqual(['order-a', 'order-b', 'acme-emea-team']);
  });

  it('refuses a group containing itself, directly or through nesting (412, nothing changed)', async () => {
    expectFieldError(await t.request('POST', `${G}/acme-staff/members`, { as: 'acme-admin', body: { subject: ['acme-staff'] } }), 'subject');
    const nested = await t.request('POST', `${G}/acme-emea-team/members`, { as: 'acme-admin', body: { subject: ['acme-user', 'acme-staff'] } });
    expectFieldError(nested, 'subject');
    expect(envelopeError(nested).messageTemplate).toBe('invalid.group.cycle');
    expect((await t.get(`${G}/acme-emea-team/members`, { as: 'acme-admin' })).body.data).toEqual([]);
  });

  it('answers 412 for unknown, invisible, missing or non-member subjects', async () => {
    await addGroup('acme-subjects');
    const post = (subject: unknown) => t.request('POST', `${G}/acme-subjects/members`, { as: 'acme-admin', body: { subject } });
    expectFieldError(await post(['nobody-at-all']), 'subject');
    expectFieldError(await post(['globex-user']), 'subject'); // exists, but acme-admin may not see it
    expectFieldError(await post([]), 'subject');
    expectFieldError(await t.request('POST', `${G}/acme-subjects/members`, { as: 'acme-admin', body: {} }), 'subject');
    expectFieldError(await t.request('DELETE', `${G}/acme-subjects/members?subject=acme-user`, { as: 'acme-admin' }), 'subject');
    expectFieldError(await t.request('DELETE', `${G}/acme-subjects/members`, { as: 'acme-admin' }), 'subject');
  });

  it('answers 412 for a bare id naming both a user and a group', async () => {
    // Ids of users and groups overlap: find an id both tables hold.
    const users = await t.database.prisma.user.findMany({ select: { id: true } });
    const groups = await t.database.prisma.group.findMany({ select: { id: true } });
    const shared = users.find((u) => groups.some((g) => g.id === u.id))!;
    const res = await t.request('POST', `${G}/acme-subjects/members`, { as: 'admin', body: { subject: [String(shared.id)] } });
    expectFieldError(res, 'subject');
    expect(envelopeError(res).messageTemplate).toBe('invalid.field.ambiguous');
  });

  it('answers 404 across customers (as for a missing group), 403 to non-administrators', async () => {
    expect((await t.get(`${G}/acme-staff/members`, { as: 'globex-user' })).status).toBe(404);
    expect((await t.request('POST', `${G}/globex-staff/members`, { as: 'acme-admin', body: { subject: ['acme-user'] } })).status).toBe(404);
    expect((await t.request('POST', `${G}/acme-staff/members`, { as: 'acme-user', body: { subject: ['acme-user'] } })).status).toBe(403);
    expect((await t.request('DELETE', `${G}/globex-staff/members?subject=globex-user`, { as: 'acme-admin' })).status).toBe(404);
    expect((await t.get(`${G}/no-such-group/members`, { as: 'admin' })).status).toBe(404);
    expect((await t.request('POST', `${G}/no-such-group/members`, { as: 'admin', body: { subject: ['acme-user'] } })).status).toBe(404);
  });
});

describe('GET /group/{g}/permissions', () => {
  it('lists the grants of the group; with includeInherited also those of enclosing groups', async () => {
    const res = await t.get(`${G}/acme-staff/permissions`, { as: 'acme-user' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject([{ subject: { type: 'group', shortName: 'acme-staff' }, function: { name: 'STANDARD-USER' }, customer: { shortName: 'acme' } }]);
    expect((await t.get(`${G}/acme-emea-team/permissions`, { as: 'acme-user' })).body.data).toEqual([]);
    const inherited = await t.get(`${G}/acme-emea-team/permissions?includeInherited=true`, { as: 'acme-user' });
    expect(inherited.body.data.map((p: { subject: { shortName: string } }) => p.subject.shortName)).toEqual(['acme-staff']);
  });

  it('answers 404 across customers and for a missing group, 412 for a bad flag', async () => {
    expect((await t.get(`${G}/acme-staff/permissions`, { as: 'globex-user' })).status).toBe(404);
    expect((await t.get(`${G}/no-such-group/permissions`, { as: 'admin' })).status).toBe(404);
    expectFieldError(await t.get(`${G}/acme-staff/permissions?includeInherited=maybe`, { as: 'admin' }), 'includeInherited');
  });
});

describe('GET /group (simple search)', () => {
  it('shows a customer user only groups of customers they may access', async () => {
    const acme = await t.get(`${G}?limit=0`, { as: 'acme-user' });
    expect(acme.status).toBe(200);
    expect(acme.body.data.every((g: { customer: { shortName: string } }) => g.customer.shortName.startsWith('acme'))).toBe(true);
    expect(names(acme)).toContain('acme-staff');
    expect(names(await t.get(G, { as: 'globex-user' }))).toEqual(['globex-staff']);
    const all = await t.get(`${G}?limit=0`, { as: 'analyst' });
    expect(names(all)).toEqual(expect.arrayContaining(['acme-staff', 'globex-staff', 'mss-analysts']));
  });

  it('ANDs filters, ORs repeated names, pages and sorts', async () => {
    expect(names(await t.get(`${G}?customer=globex&customer=operator&sortBy=shortName`, { as: 'admin' }))).toEqual(['globex-staff', 'mss-analysts']);
    expect(names(await t.get(`${G}?customer=acme&keyword=staff`, { as: 'admin' }))).toEqual(['acme-staff']);
    expect(names(await t.get(`${G}?keyword=globex-staff&keyword=mss&sortBy=-shortName`, { as: 'admin' }))).toEqual(['mss-analysts', 'globex-staff']);
    const paged = await t.get(`${G}?customer=globex&customer=operator&limit=1&offset=1&sortBy=shortName`, { as: 'admin' });
    expect(paged.body).toMatchObject({ limit: 1, offset: 1, count: 2, size: 1, currentPage: 1 });
    expect(names(paged)).toEqual(['mss-analysts']);
  });

  it('never widens beyond what the caller may see: a customer out of reach is an unknown customer (412)', async () => {
    const hidden = await t.get(`${G}?customer=acme`, { as: 'globex-user' });
    const unknown = await t.get(`${G}?customer=no-such-customer`, { as: 'globex-user' });
    expectFieldError(hidden, 'customer');
    expect(envelopeError(hidden)).toMatchObject({ message: 'Unknown customer "acme"', messageTemplate: envelopeError(unknown).messageTemplate });
    expect(names(await t.get(`${G}?customer=globex`, { as: 'globex-user' }))).toEqual(['globex-staff']);
  });

  it.each([
    ['limit=100001', 'limit'],
    ['limit=-1', 'limit'],
    ['sortBy=secret', 'sortBy'],
    ['customer=no-such-customer', 'customer'],
    ['includeFlags=BOGUS', 'includeFlags'],
    ['includeDisabled=perhaps', 'includeDisabled'],
  ])('answers 412 naming the field for %s', async (query, field) => {
    expectFieldError(await t.get(`${G}?${query}`, { as: 'admin' }), field);
  });

  it('answers 403 to a user who may view no groups', async () => {
    const prisma = t.database.prisma;
    const acme = await prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
    const user = await prisma.user.create({ data: { shortName: 'no-group-rights', name: 'N', customerId: acme.id, domainId: acme.domainId } });
    const { issueApiKey } = await import('../../src/domains/identity/api-keys.ts');
    const key = (await issueApiKey(prisma, t.config, { userId: user.id })).key;
    expect((await t.get(G, { as: key })).status).toBe(403);
    expect((await t.request('POST', `${G}/search`, { as: key, body: {} })).status).toBe(403);
  });
});

describe('POST /group/search (advanced)', () => {
  it('ORs plain subCriteria, removes excluded ones, requires required ones', async () => {
    const search = (body: unknown) => t.request('POST', `${G}/search`, { as: 'admin', body: { sortBy: ['shortName'], ...(body as object) } });
    const either = await search({ subCriteria: [{ keywords: ['globex'] }, { customer: ['operator'] }] });
    expect(either.status).toBe(200);
    expect(names(either)).toEqual(['globex-staff', 'mss-analysts']);
    const excluded = await search({ keywords: ['staff'], subCriteria: [{ customer: ['acme'], exclude: true }] });
    expect(names(excluded)).toEqual(['globex-staff']);
    const viaExcluded = await search({ keywords: ['staff'], subCriteria: [{ customer: ['acme'], excluded: true }] });
    expect(names(viaExcluded)).toEqual(['globex-staff']);
    const required = await search({ subCriteria: [{ keywords: ['staff'], required: true }, { customer: ['globex'] }, { customer: ['acme'] }] });
    expect(names(required)).toEqual(['acme-staff', 'globex-staff']);
  });

  it('answers 412 naming the field for bad criteria', async () => {
    expectFieldError(await t.request('POST', `${G}/search`, { as: 'admin', body: { limit: 100001 } }), 'limit');
    expectFieldError(await t.request('POST', `${G}/search`, { as: 'admin', body: { subCriteria: [{ customer: ['nope-customer'] }] } }), 'customer');
    expectFieldError(await t.request('POST', `${G}/search`, { as: 'admin', body: { subCriteria: [{ colour: 'red' }] } }), 'subCriteria.colour');
  });

  it('keeps a customer user to their own customers', async () => {
    const res = await t.request('POST', `${G}/search`, { as: 'globex-user', body: { subCriteria: [{ keywords: ['staff'] }] } });
    expect(names(res)).toEqual(['globex-staff']);
  });
});

describe('GraphQL groups', () => {
  it('walks a group\'s members (users and groups) and their groups', async () => {
    const res = await t.graphql(
      `{ group(ref: { shortName: "acme-staff" }) { shortName customer { shortName }
           members { totalCount nodes { __typename ... on User { shortName groups { nodes { shortName } } } ... on Group { shortName members { nodes { __typename } } } } } } }`,
      {},
      { as: 'acme-admin' },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.group.members.totalCount).toBe(3);
    const members = res.body.data.group.members.nodes;
    expect(members.map((m: { __typename: string; shortName: string }) => `${m.__typename}:${m.shortName}`)).toEqual(['User:acme-admin', 'User:acme-user', 'Group:acme-emea-team']);
    expect(members[1].groups.nodes.map((g: { shortName: string }) => g.shortName)).toContain('acme-staff');
  });

  it('runs the mutations with the same rules (NOT_FOUND across customers, as for a missing group)', async () => {
    const ok = await t.graphql('mutation { addGroup(input: { customer: { shortName: "acme" }, shortName: "gql-group", name: "GQL" }) { group { shortName } } }', {}, { as: 'acme-admin' });
    expect(ok.body.data.addGroup).toEqual({ group: { shortName: 'gql-group' } });
    const denied = await t.graphql('mutation { disableGroup(input: { group: { shortName: "globex-staff" } }) { group { shortName } } }', {}, { as: 'acme-admin' });
    const absent = await t.graphql('mutation { disableGroup(input: { group: { shortName: "globex-nostaff" } }) { group { shortName } } }', {}, { as: 'acme-admin' });
    expect(denied.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(denied.body.errors[0].message).toBe('Group "globex-staff" not found');
    expect(absent.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(denied.body.data).toEqual({ disableGroup: null });
    const read = await t.graphql('{ group(ref: { shortName: "globex-staff" }) { shortName } }', {}, { as: 'acme-user' });
    const missing = await t.graphql('{ group(ref: { shortName: "globex-nostaff" }) { shortName } }', {}, { as: 'acme-user' });
    expect(read.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
    expect(read.body.errors[0].message).toBe('Group "globex-staff" not found');
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(JSON.stringify(read.body)).not.toMatch(/Globex staff/);
  });
});

describe('group mutations: one input, a payload', () => {
  it('take the group in the input and answer it in the payload, its members planned from the payload selection', async () => {
    const renamed = await t.graphql(
      'mutation { updateGroup(input: { group: { shortName: "acme-staff" }, name: "Acme staff (renamed)" }) { group { shortName name customer { shortName } } } }',
      {},
      { as: 'acme-admin' },
    );
    expect(renamed.body).toEqual({ data: { updateGroup: { group: { shortName: 'acme-staff', name: 'Acme staff (renamed)', customer: { shortName: 'acme' } } } } });
    const added = await t.graphql(
      'mutation { addGroupMembers(input: { group: { shortName: "acme-staff" }, subject: [{ user: { shortName: "acme-admin" } }] }) { members { __typename ... on User { userName } } } }',
      {},
      { as: 'acme-admin' },
    );
    expect(added.body).toEqual({ data: { addGroupMembers: { members: [{ __typename: 'User', userName: 'acme-admin' }] } } });
    const removed = await t.graphql(
      'mutation { removeGroupMembers(input: { group: { shortName: "acme-staff" }, subject: [{ user: { shortName: "acme-admin" } }] }) { members { ... on User { userName } } } }',
      {},
      { as: 'acme-admin' },
    );
    expect(removed.body).toEqual({ data: { removeGroupMembers: { members: [{ userName: 'acme-admin' }] } } });
    await t.graphql('mutation { updateGroup(input: { group: { shortName: "acme-staff" }, name: "Acme staff" }) { group { id } } }', {}, { as: 'acme-admin' });
  });

  it('name the input field `group` when its value is no group reference; REST names the path parameter', async () => {
    const bad = await t.graphql('mutation { disableGroup(input: { group: { shortName: "acme staff" } }) { group { id } } }', {}, { as: 'acme-admin' });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'group' });
    const rest = await t.request('DELETE', `${G}/${encodeURIComponent('acme staff')}`, { as: 'acme-admin' });
    expect(rest.status).toBe(412);
    expect(rest.body.messages[0]).toMatchObject({ field: 'idOrShortName' });
  });

  it('REST: a body naming the field the path fills is an unknown field, and changes nothing', async () => {
    const before = (await t.get(`${G}/acme-staff`, { as: 'acme-admin' })).body.data;
    const res = await t.request('PUT', `${G}/acme-staff`, { as: 'acme-admin', body: { group: 'globex-staff', name: 'Hijack' } });
    expect(res.status).toBe(412);
    expect(res.body.messages[0]).toMatchObject({ field: 'group', message: 'Unknown field "group"; expected one of name, shortName' });
    const byBody = await t.request('PUT', G, { as: 'acme-admin', body: { id: 'acme-staff', group: 'globex-staff', name: 'Hijack' } });
    expect(byBody.status).toBe(412);
    expect(byBody.body.messages[0]).toMatchObject({ field: 'group', message: 'Unknown field "group"; expected one of name, shortName' });
    expect((await t.get(`${G}/acme-staff`, { as: 'acme-admin' })).body.data).toEqual(before);
  });

  it('REST: a refusal of the path value names the path parameter whatever the body holds', async () => {
    const bad = encodeURIComponent('acme staff');
    const members = await t.request('POST', `${G}/${bad}/members`, { as: 'acme-admin', body: { subject: ['acme-user'], group: 'x' } });
    expect(members.status).toBe(412);
    expect(members.body.messages[0]).toMatchObject({ field: 'idOrShortName' });
    // PUT /group takes the group from the body's id; without one, the id is what is missing.
    const noId = await t.request('PUT', G, { as: 'acme-admin', body: { group: 'acme-staff', name: 'x' } });
    expect(noId.status).toBe(412);
    expect(noId.body.messages[0]).toMatchObject({ field: 'idOrShortName', message: 'idOrShortName is required' });
  });
});

describe('demo groups', () => {
  it('are seeded idempotently: a second seed adds nothing and changes nothing that exists', async () => {
    const { seedDemo } = await import('../../src/seed/demo.ts');
    await t.request('DELETE', `${G}/globex-staff/members?subject=globex-user`, { as: 'admin' });
    const before = await t.database.prisma.group.count();
    await seedDemo(t.database, t.config);
    expect(await t.database.prisma.group.count()).toBe(before);
    expect((await t.get(`${G}/globex-staff/members`, { as: 'admin' })).body.data).toEqual([]);
    await t.request('POST', `${G}/globex-staff/members`, { as: 'admin', body: { subject: ['globex-user'] } });
  });
});

describe('GraphQL function by name', () => {
  it('reads a function by its name (function(ref: { name }))', async () => {
    const res = await t.graphql('{ function(ref: { name: "STANDARD-USER" }) { name children { name } } }', {}, { as: 'analyst' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.function.children.map((c: { name: string }) => c.name)).toContain('viewGroups');
  });
});
