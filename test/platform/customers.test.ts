// /customers/v1, /currentuser/v1 and their GraphQL queries, black box.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const shortNames = (res: { body: { data: { shortName: string }[] } }) => res.body.data.map((c) => c.shortName);

describe('GET /customers/v1/customer/{idOrShortName}', () => {
  it('answers a customer by short name in the single-result envelope', async () => {
    const res = await t.get('/customers/v1/customer/acme-emea', { as: 'acme-user' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ responseCode: 200, limit: 0, offset: 0, count: 0, size: 0 });
    expect(res.body.messages).toBeUndefined();
    expect(res.body.data).toMatchObject({
      shortName: 'acme-emea',
      name: 'ACME EMEA',
      domain: { name: 'vigil' },
      parent: { shortName: 'acme', name: 'ACME Corporation' },
      flags: [],
    });
    expect(typeof res.body.data.id).toBe('number');
    expect(res.body.data.createdTimestamp).toBeGreaterThan(1_600_000_000_000);
  });

  it('answers the same customer by id', async () => {
    const byName = await t.get('/customers/v1/customer/acme', { as: 'analyst' });
    const byId = await t.get(`/customers/v1/customer/${byName.body.data.id}`, { as: 'analyst' });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual(byName.body.data);
  });

  it.each([['acme%20corp'], ['99999999999'], ['%3Cscript%3E']])('answers 412 naming idOrShortName for %s', async (key) => {
    const res = await t.get(`/customers/v1/customer/${key}`, { as: 'analyst' });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field: 'idOrShortName', messageTemplate: 'invalid.field.value' });
  });

  it('shows the operator flag on the operator customer', async () => {
    const res = await t.get('/customers/v1/customer/operator', { as: 'admin' });
    expect(res.body.data).toMatchObject({ shortName: 'operator', flags: ['OPERATOR'], parent: null });
  });

  it('answers 404 in the envelope for a customer that does not exist', async () => {
    const res = await t.get('/customers/v1/customer/no-such-customer', { as: 'admin' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ responseCode: 404, data: null });
    expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'object.not.found', field: null });
  });

  it('answers 404, never the data, for another customer the caller may not see', async () => {
    const res = await t.get('/customers/v1/customer/acme', { as: 'globex-user' });
    expect(res.status).toBe(404);
    expect(res.body.data).toBeNull();
    // Same answer as for a customer that does not exist: existence is not revealed.
    const missing = await t.get('/customers/v1/customer/zzz-missing', { as: 'globex-user' });
    expect(envelopeError(res).messageTemplate).toBe(envelopeError(missing).messageTemplate);
  });

  it('does not show a parent customer to a user of its sub-customer tree only', async () => {
    const res = await t.get('/customers/v1/customer/operator', { as: 'acme-admin' });
    expect(res.status).toBe(404);
  });

  it('answers 403 to a user who may view no customers at all', async () => {
    const user = await t.database.prisma.user.create({
      data: { shortName: 'no-rights', name: 'No Rights', customerId: await customerId('acme'), domainId: (await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } })).domainId },
    });
    const { issueApiKey } = await import('../../src/domains/identity/api-keys.ts');
    const key = (await issueApiKey(t.database.prisma, t.config, { userId: user.id })).key;
    const one = await t.get('/customers/v1/customer/acme', { as: key });
    expect(one.status).toBe(403);
    expect(envelopeError(one)).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'access.denied' });
    const list = await t.get('/customers/v1/customer', { as: key });
    expect(list.status).toBe(403);
  });

  it('answers 401 without a key', async () => {
    const res = await t.get('/customers/v1/customer/acme');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ responseCode: 401, data: null });
  });
});

async function customerId(shortName: string): Promise<number> {
  return (await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName } })).id;
}

describe('GET /customers/v1/customer (search)', () => {
  it('lists only the customers the caller may view, with paging fields', async () => {
    const acme = await t.get('/customers/v1/customer', { as: 'acme-user' });
    expect(acme.status).toBe(200);
    expect(shortNames(acme).sort()).toEqual(['acme', 'acme-emea']);
    expect(acme.body).toMatchObject({ responseCode: 200, limit: 25, offset: 0, count: 2, size: 2, currentPage: 0 });

    const globex = await t.get('/customers/v1/customer', { as: 'globex-user' });
    expect(shortNames(globex)).toEqual(['globex']);

    const analyst = await t.get('/customers/v1/customer', { as: 'analyst' });
    expect(shortNames(analyst).sort()).toEqual(['acme', 'acme-emea', 'globex', 'operator']);
  });

  it('filters by keyword (short name or name, case-insensitive); repeated keywords are ORed', async () => {
    const one = await t.get('/customers/v1/customer?keyword=EMEA', { as: 'analyst' });
    expect(shortNames(one)).toEqual(['acme-emea']);
    const either = await t.get('/customers/v1/customer?keyword=globex&keyword=emea', { as: 'analyst' });
    expect(shortNames(either).sort()).toEqual(['acme-emea', 'globex']);
    const byName = await t.get('/customers/v1/customer?keyword=corporation', { as: 'analyst' });
    expect(shortNames(byName)).toEqual(['acme']);
  });

  it('never widens a keyword search beyond what the caller may see', async () => {
    const res = await t.get('/customers/v1/customer?keyword=acme', { as: 'globex-user' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 0, size: 0, data: [] });
  });

  it('pages with limit and offset; count stays the total', async () => {
    const page = await t.get('/customers/v1/customer?limit=2&offset=2&sortBy=shortName', { as: 'analyst' });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ limit: 2, offset: 2, count: 4, size: 2, currentPage: 1 });
    expect(shortNames(page)).toEqual(['globex', 'operator']);
    const past = await t.get('/customers/v1/customer?limit=2&offset=10', { as: 'analyst' });
    expect(past.body).toMatchObject({ count: 4, size: 0, data: [] });
  });

  it('limit=0 means all', async () => {
    const all = await t.get('/customers/v1/customer?limit=0', { as: 'analyst' });
    expect(all.body).toMatchObject({ limit: 0, count: 4, size: 4 });
  });

  it('sorts descending with a leading minus', async () => {
    const res = await t.get('/customers/v1/customer?sortBy=-shortName', { as: 'analyst' });
    expect(shortNames(res)).toEqual(['operator', 'globex', 'acme-emea', 'acme']);
  });

  it.each([
    ['limit=100001', 'limit', 'invalid.field.max'],
    ['limit=-1', 'limit', 'invalid.field.value'],
    ['limit=abc', 'limit', 'invalid.field.value'],
    ['limit=1.5', 'limit', 'invalid.field.value'],
    ['offset=-5', 'offset', 'invalid.field.value'],
    ['sortBy=password', 'sortBy', 'invalid.field.value'],
  ])('answers 412 naming the field for %s', async (query, field, template) => {
    const res = await t.get(`/customers/v1/customer?${query}`, { as: 'analyst' });
    expect(res.status).toBe(412);
    expect(res.body).toMatchObject({ responseCode: 412, data: null });
    expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field, messageTemplate: template });
    expect(typeof envelopeError(res).timestamp).toBe('number');
  });
});

describe('GraphQL customers', () => {
  it('answers the same customers as REST', async () => {
    const res = await t.graphql(
      '{ customers(orderBy: [{ field: SHORT_NAME }]) { totalCount limit offset nodes { shortName parent { shortName } flags } } }',
      {},
      { as: 'acme-admin' },
    );
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.customers).toEqual({
      totalCount: 2,
      limit: 25,
      offset: 0,
      nodes: [
        { shortName: 'acme', parent: { shortName: 'operator' }, flags: [] },
        { shortName: 'acme-emea', parent: { shortName: 'acme' }, flags: [] },
      ],
    });
  });

  it('reports a hidden customer as NOT_FOUND in extensions.code', async () => {
    const res = await t.graphql('query($c: CustomerRef!) { customer(ref: $c) { id } }', { c: { shortName: 'acme' } }, { as: 'globex-user' });
    expect(res.body.data).toEqual({ customer: null });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
  });

  it('keeps an error local to its field: other root fields still answer', async () => {
    const res = await t.graphql('{ hidden: customer(ref: { shortName: "acme" }) { id } mine: customer(ref: { shortName: "globex" }) { shortName } }', {}, { as: 'globex-user' });
    expect(res.body.data).toEqual({ hidden: null, mine: { shortName: 'globex' } });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ path: ['hidden'], extensions: { code: 'NOT_FOUND' } });
  });

  it('reports a bad limit as INVALID_FIELD naming the field', async () => {
    const res = await t.graphql('{ customers(limit: 200000) { totalCount } }', {}, { as: 'analyst' });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'limit' });
  });

  it('reports a missing key as UNAUTHENTICATED', async () => {
    const res = await t.graphql('{ customers { totalCount } }');
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /currentuser/v1/user', () => {
  it('answers the caller with customer and domain info objects', async () => {
    const res = await t.get('/currentuser/v1/user', { as: 'acme-user' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ responseCode: 200, size: 0, count: 0 });
    expect(res.body.data).toMatchObject({
      shortName: 'acme-user',
      userName: 'acme-user',
      name: 'ACME User',
      email: 'user@acme.example',
      customer: { shortName: 'acme', name: 'ACME Corporation', domain: { name: 'vigil' } },
      domain: { name: 'vigil' },
      language: 'en',
      timeZone: 'UTC',
      flags: [],
    });
    expect(res.body.data).not.toHaveProperty('passwordHash');
  });

  it('is the same through GraphQL', async () => {
    const res = await t.graphql('{ currentUser { shortName customer { shortName } } }', {}, { as: 'globex-user' });
    expect(res.body.data.currentUser).toEqual({ shortName: 'globex-user', customer: { shortName: 'globex' } });
  });

  it('answers 401 without a key', async () => {
    const res = await t.get('/currentuser/v1/user');
    expect(res.status).toBe(401);
    expect(envelopeError(res).messageTemplate).toBe('authentication.required');
  });
});
