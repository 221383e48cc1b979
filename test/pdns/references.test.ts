// Passive DNS reference inputs (docs/graphql.md "Ids"): setPdnsRateLimit's
// user (UserRef) and submitPdnsRecords' customer (CustomerRef) are named by the
// key the caller gives; REST's submission body keeps its text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalId } from '../../src/domains/common/global-id.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LIMIT = 'mutation ($u: UserRef!) { setPdnsRateLimit(input: { user: $u, perMinute: 100, perDay: 1000 }) { limits { userId perDay } } }';
const SUBMIT = 'mutation ($c: CustomerRef, $r: [JSON!]!) { submitPdnsRecords(input: { customer: $c, records: $r }) { report { accepted customer { shortName } } } }';
const record = (query: string) => ({ query, answer: '192.0.2.1', recordType: 'A', tlp: 'white', firstSeen: 1_700_000_000_000, times: 1, minTtl: 60, maxTtl: 60 });
const strip = (body: unknown, name: string) => JSON.parse(JSON.stringify(body).replaceAll(name, 'X').replace(/"timestamp":\d+/g, '"timestamp":0'));

describe('setPdnsRateLimit(input: { user })', () => {
  it('names the user by short name, global id or numeric id', async () => {
    const row = await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'globex-user' } });
    const user = { id: globalId('User', row.id), databaseId: row.id };
    for (const u of [{ shortName: 'globex-user' }, { id: user.id }, { id: String(user.databaseId) }]) {
      const res = await t.graphql(LIMIT, { u }, { as: 'admin' });
      expect(res.body, JSON.stringify(u)).toEqual({ data: { setPdnsRateLimit: { limits: { userId: user.databaseId, perDay: 1000 } } } });
    }
  });

  it('a short name of digits is a short name; a bad key names user; two keys are refused', async () => {
    const digits = await t.graphql(LIMIT, { u: { shortName: '2' } }, { as: 'admin' });
    expect(digits.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await t.graphql(LIMIT, { u: { id: 'globex-user' } }, { as: 'admin' });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'user' });
    expect((await t.graphql(LIMIT, { u: { id: '2', shortName: 'globex-user' } }, { as: 'admin' })).body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const literal = await t.graphql('mutation { setPdnsRateLimit(input: { user: {}, perMinute: 1, perDay: 1 }) { limits { userId } } }', {}, { as: 'admin' });
    expect(literal.body.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it("another customer's user answers exactly like a missing one", async () => {
    const hidden = await t.graphql(LIMIT, { u: { shortName: 'globex-user' } }, { as: 'acme-admin' });
    const missing = await t.graphql(LIMIT, { u: { shortName: 'nosuch-user' } }, { as: 'acme-admin' });
    expect(hidden.body.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    expect(strip(hidden.body, 'globex-user')).toEqual(strip(missing.body, 'nosuch-user'));
  });
});

describe('submitPdnsRecords(input: { customer })', () => {
  it('names the customer by either key; another customer answers like a missing one', async () => {
    const acme = (await t.graphql('{ customer(ref: { shortName: "acme" }) { id } }', {}, { as: 'admin' })).body.data.customer.id;
    for (const [i, c] of [{ shortName: 'acme' }, { id: acme }].entries()) {
      const res = await t.graphql(SUBMIT, { c, r: [record(`ref-${i}.example`)] }, { as: 'admin' });
      expect(res.body, JSON.stringify(c)).toEqual({ data: { submitPdnsRecords: { report: { accepted: 1, customer: { shortName: 'acme' } } } } });
    }
    const hidden = await t.graphql(SUBMIT, { c: { shortName: 'globex' }, r: [record('ref-x.example')] }, { as: 'acme-admin' });
    const missing = await t.graphql(SUBMIT, { c: { shortName: 'nosuchco' }, r: [record('ref-x.example')] }, { as: 'acme-admin' });
    expect(hidden.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(strip(hidden.body, 'globex')).toEqual(strip(missing.body, 'nosuchco'));
    const bad = await t.graphql(SUBMIT, { c: { id: 'acme' }, r: [record('ref-y.example')] }, { as: 'admin' });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'customer' });
  });

  it('REST: the body customer by id or short name', async () => {
    const acme = (await t.get('/customers/v1/customer/acme', { as: 'admin' })).body.data.id as number;
    for (const customer of ['acme', acme]) {
      const res = await t.request('POST', '/pdns/v3/record', { as: 'admin', body: { records: [record(`rest-${customer}.example`)], customer } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.customer.shortName).toBe('acme');
    }
  });
});
