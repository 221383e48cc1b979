// The cases area's reference inputs (docs/graphql.md "Ids"): CaseServiceRef and
// CaseFieldDescriptorRef, and the common CustomerRef/UserRef in case inputs and
// search criteria. The key given is the key read; exactly one key (@oneOf),
// whichever executor runs the document; REST keeps its one text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';
import { answerOfEveryExecutor } from '../support/executors.ts';
import { makeCase, user } from './helpers.ts';

let t: TestApp;
let digitsService: { id: string; databaseId: number };
let supportId: number;
beforeAll(async () => {
  t = await startTestApp();
  // A service whose short name is digits: no guess may read it as an id.
  const made = await t.graphql('mutation { addCaseService(input: { shortName: "4711", name: "Digits" }) { service { id databaseId } } }', {}, { as: 'admin' });
  expect(made.body.errors).toBeUndefined();
  digitsService = made.body.data.addCaseService.service;
  supportId = (await t.database.prisma.caseService.findUniqueOrThrow({ where: { shortName: 'support' } })).id;
  const field = await t.graphql('mutation { addCaseField(input: { name: "globexonly", valueType: STRING_TYPE, customer: { shortName: "globex" } }) { field { id } } }', {}, { as: 'admin' });
  expect(field.body.errors).toBeUndefined();
});
afterAll(async () => {
  await t?.close();
});

/** The answer of three runs (graphql-js first, graphql-jit after), checked equal. */
const thrice = (query: string, variables: Record<string, unknown> = {}, as = 'admin') => answerOfEveryExecutor(t, query, variables, as);

const SERVICE = 'query ($s: CaseServiceRef!) { caseService(ref: $s) { shortName } }';
const DESCRIPTOR = 'query ($f: CaseFieldDescriptorRef!) { caseFieldDescriptor(ref: $f) { name } }';

describe('a case service by reference', () => {
  it('answers the same service by short name, global id and numeric id', async () => {
    const gid = (await t.graphql('{ caseService(ref: { shortName: "support" }) { id } }', {}, { as: 'admin' })).body.data.caseService.id as string;
    for (const ref of [{ shortName: 'support' }, { id: gid }, { id: String(supportId) }, { id: supportId }]) {
      expect((await thrice(SERVICE, { s: ref })).body, JSON.stringify(ref)).toEqual({ data: { caseService: { shortName: 'support' } } });
    }
  });

  it('reads digits given as the short name as a short name, and as the id as an id', async () => {
    expect((await thrice(SERVICE, { s: { shortName: '4711' } })).body).toEqual({ data: { caseService: { shortName: '4711' } } });
    expect((await thrice(SERVICE, { s: { id: digitsService.id } })).body).toEqual({ data: { caseService: { shortName: '4711' } } });
    const byId = await thrice(SERVICE, { s: { id: '4711' } });
    expect(byId.body.data).toEqual({ caseService: null });
    expect(byId.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    // A filter reads the key given too: the digits short name finds the service's cases, not case service 4711.
    const search = await t.graphql('{ searchCases(input: { service: [{ shortName: "4711" }] }) { totalCount } }', {}, { as: 'admin' });
    expect(search.body).toEqual({ data: { searchCases: { totalCount: 0 } } });
  });

  it('refuses a key that is no key of its kind, naming the reference', async () => {
    const bad = await thrice(SERVICE, { s: { id: 'support' } });
    expect(bad.body.data).toEqual({ caseService: null });
    expect(bad.body.errors).toHaveLength(1);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'ref' });
    expect(bad.body.errors[0].message).toBe('ref.id must be a global id or a numeric id');
    const name = await thrice(SERVICE, { s: { shortName: 'bad name!' } });
    expect(name.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'ref' });
    const input = await t.graphql(
      'mutation { addCase(input: { customer: { shortName: "acme" }, service: { id: "support" }, subject: "x", type: INFORMATIONAL, priority: LOW }) { case { id } } }',
      {},
      { as: 'acme-user' },
    );
    expect(input.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'service' });
  });
});

describe('a field descriptor by reference', () => {
  it('answers the same descriptor by name, global id and UUID', async () => {
    const ids = (await t.graphql('{ caseFieldDescriptor(ref: { name: "globexonly" }) { id uuid } }', {}, { as: 'admin' })).body.data.caseFieldDescriptor;
    for (const ref of [{ name: 'globexonly' }, { id: ids.id }, { id: ids.uuid }]) {
      expect((await thrice(DESCRIPTOR, { f: ref })).body, JSON.stringify(ref)).toEqual({ data: { caseFieldDescriptor: { name: 'globexonly' } } });
    }
    // A UUID given as the name is a name, never the id: no descriptor is named so (a name starts
    // with a letter: a UUID that starts with a digit is no name at all).
    const asName = await thrice(DESCRIPTOR, { f: { name: ids.uuid } });
    expect(asName.body.data).toEqual({ caseFieldDescriptor: null });
    expect(asName.body.errors[0].extensions.code).toBe(/^[a-f]/.test(ids.uuid) ? 'NOT_FOUND' : 'INVALID_FIELD');
  });

  it('refuses an id that is no UUID or global id, naming the reference', async () => {
    const bad = await thrice(DESCRIPTOR, { f: { id: 'globexonly' } });
    expect(bad.body.data).toEqual({ caseFieldDescriptor: null });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'ref' });
    expect(bad.body.errors[0].message).toBe('ref.id must be a global id or a UUID');
    const update = await t.graphql('mutation { updateCaseField(input: { field: { id: "7" }, multivalue: true }) { field { id } } }', {}, { as: 'admin' });
    expect(update.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'field' });
  });

  it("answers another customer's descriptor exactly like a missing one", async () => {
    const hidden = await thrice(DESCRIPTOR, { f: { name: 'globexonly' } }, 'acme-admin');
    const missing = await thrice(DESCRIPTOR, { f: { name: 'nosuchfield' } }, 'acme-admin');
    const named = (body: unknown) => JSON.parse(JSON.stringify(body).replaceAll('globexonly', 'X').replaceAll('nosuchfield', 'X').replace(/"timestamp":\d+/g, '"timestamp":0'));
    expect(hidden.body.errors).toHaveLength(1);
    expect(named(hidden.body)).toEqual(named(missing.body));
  });
});

describe('users and customers a case names', () => {
  const ADD = 'mutation ($w: [UserRef!]) { addCase(input: { customer: { shortName: "acme" }, service: { shortName: "support" }, subject: "refs", type: INFORMATIONAL, priority: LOW, watchers: $w }) { case { watchers { shortName } } } }';

  it('takes a watcher by short name and by id', async () => {
    const acmeAdmin = await user(t, 'acme-admin');
    const res = await t.graphql(ADD, { w: [{ shortName: 'acme-user' }, { id: String(acmeAdmin.id) }] }, { as: 'acme-user' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.addCase.case.watchers.map((w: { shortName: string }) => w.shortName).sort()).toEqual(['acme-admin', 'acme-user']);
  });

  it("answers another customer's user exactly like a missing one, naming the list item", async () => {
    const before = await t.database.prisma.case.count();
    const hidden = await t.graphql(ADD, { w: [{ shortName: 'globex-user' }] }, { as: 'acme-user' });
    const missing = await t.graphql(ADD, { w: [{ shortName: 'no-such-user' }] }, { as: 'acme-user' });
    const named = (body: unknown) => JSON.parse(JSON.stringify(body).replaceAll('globex-user', 'X').replaceAll('no-such-user', 'X').replace(/"timestamp":\d+/g, '"timestamp":0'));
    expect(hidden.body.errors).toHaveLength(1);
    expect(hidden.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'watchers[0]' });
    expect(named(hidden.body)).toEqual(named(missing.body));
    expect(await t.database.prisma.case.count()).toBe(before);
  });

  it('filters the search by reporter and customer, each by the key given', async () => {
    const reporter = await user(t, 'acme-user');
    const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: reporter.id, subject: 'reference filter' });
    const SEARCH = 'query ($r: [UserRef!], $c: [CustomerRef!]) { searchCases(input: { reporter: $r, customer: $c, keywords: ["reference filter"] }) { nodes { databaseId } } }';
    for (const r of [{ shortName: 'acme-user' }, { id: String(reporter.id) }]) {
      const res = await t.graphql(SEARCH, { r: [r], c: [{ shortName: 'acme' }] }, { as: 'admin' });
      expect(res.body, JSON.stringify(r)).toEqual({ data: { searchCases: { nodes: [{ databaseId: id }] } } });
    }
    // The user's id given as a short name names no user.
    const none = await t.graphql(SEARCH, { r: [{ shortName: String(reporter.id) }] }, { as: 'admin' });
    expect(none.body).toEqual({ data: { searchCases: { nodes: [] } } });
  });
});

describe('exactly one key (@oneOf)', () => {
  it.each([
    ['CaseServiceRef', SERVICE, 's', { id: '1', shortName: 'support' }],
    ['CaseServiceRef', SERVICE, 's', {}],
    ['CaseFieldDescriptorRef', DESCRIPTOR, 'f', { id: '1', name: 'x' }],
    ['CaseFieldDescriptorRef', DESCRIPTOR, 'f', {}],
  ])('refuses %s with both keys or none as a variable, the same on every run', async (type, query, name, ref) => {
    const res = await thrice(query, { [name]: ref });
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(res.body.errors[0].message).toContain(`Exactly one key must be specified for OneOf type "${type}"`);
  });

  it.each([
    ['{ caseService(ref: { id: "1", shortName: "support" }) { shortName } }'],
    ['{ caseService(ref: {}) { shortName } }'],
    ['{ caseFieldDescriptor(ref: { id: "1", name: "x" }) { name } }'],
    ['{ searchCases(input: { customer: [{}] }) { totalCount } }'],
    ['{ searchCases(input: { reporter: [{ id: "1", shortName: "acme-user" }] }) { totalCount } }'],
  ])('refuses %s written in the document as a validation error', async (query) => {
    const res = await thrice(query);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });
});

describe('REST keeps its one text', () => {
  it('reads a service by id or short name and names its parameter', async () => {
    const byName = await t.get('/cases/v2/service/support', { as: 'admin' });
    expect(byName.status).toBe(200);
    const byId = await t.get(`/cases/v2/service/${supportId}`, { as: 'admin' });
    expect(byId.body.data).toEqual(byName.body.data);
    const missing = await t.get('/cases/v2/service/no-such-service', { as: 'admin' });
    expect(missing.status).toBe(404);
    const bad = await t.get('/cases/v2/service/bad%20name', { as: 'admin' });
    expect(bad.status).toBe(412);
    expect(envelopeError(bad)).toMatchObject({ field: 'idOrShortName', message: 'idOrShortName must be an id or a short name (letters, digits and _ - . @)' });
  });

  it('reads a descriptor by UUID or name and names its parameter', async () => {
    const byName = await t.get('/cases/v2/field/globexonly', { as: 'admin' });
    expect(byName.status).toBe(200);
    const byUuid = await t.get(`/cases/v2/field/${byName.body.data.id}`, { as: 'admin' });
    expect(byUuid.body.data).toEqual(byName.body.data);
    const bad = await t.get('/cases/v2/field/1bad', { as: 'admin' });
    expect(bad.status).toBe(412);
    expect(envelopeError(bad)).toMatchObject({ field: 'fieldName', message: '"1bad" is not a field name' });
  });

  it('reads body and query references as text', async () => {
    const made = await t.request('POST', '/cases/v2/case', {
      as: 'acme-user',
      body: { customer: 'acme', service: String(supportId), subject: 'rest refs', type: 'informational', priority: 'low', watchers: ['acme-admin'] },
    });
    expect(made.status).toBe(201);
    expect(made.body.data.watchers.map((w: { shortName: string }) => w.shortName)).toEqual(['acme-admin']);
    const unknown = await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: { customer: 'acme', service: 'support', subject: 'x', type: 'informational', priority: 'low', watchers: ['globex-user'] } });
    expect(unknown.status).toBe(412);
    expect(envelopeError(unknown)).toMatchObject({ field: 'watchers[0]' });
    const policies = await t.get('/cases/v2/field/policy?service=support', { as: 'admin' });
    expect(policies.status).toBe(200);
  });

  it('reads a blank reference as not given, as blank text always was', async () => {
    // Filters: a blank customer or service filters nothing.
    for (const url of ['/cases/v2/field/policy?customer=', '/cases/v2/field/policy?service=', '/cases/v2/field?customer=']) {
      const blank = await t.get(url, { as: 'admin' });
      const none = await t.get(url.slice(0, url.indexOf('?')), { as: 'admin' });
      expect(blank.status, url).toBe(200);
      expect(blank.body.data, url).toEqual(none.body.data);
    }
    // A blank customer beside a service is a customer not given.
    const values = await t.get('/cases/v2/field/values/globexonly?service=support&customer=', { as: 'admin' });
    expect(values.status).toBe(412);
    expect(envelopeError(values)).toMatchObject({ field: 'customer', message: 'customer is required with service' });
    // A blank customer in a body: the descriptor and the policy are for every customer.
    const field = await t.request('POST', '/cases/v2/field', { as: 'admin', body: { name: 'blankCustomerField', valueType: 'stringType', customer: '' } });
    expect(field.status, JSON.stringify(field.body)).toBe(201);
    expect(field.body.data.customer ?? null).toBeNull();
    const policy = await t.request('POST', '/cases/v2/field/policy', { as: 'admin', body: { name: 'blankCustomerPolicy', service: 'support', customer: '' } });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    expect(policy.body.data.customer ?? null).toBeNull();
  });
});
