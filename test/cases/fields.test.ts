// Custom case fields: descriptors, values on cases (types, validators,
// references, roles), value sources (static and a real local HTTP server:
// working, slow, failing, oversized) and field policies, black box.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp, COUNTING_STATEMENTS } from '../support/app.ts';
import { makeCase, user } from './helpers.ts';

let t: TestApp;
let server: Server;
let base = '';
const hits: Record<string, number> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits[path] = (hits[path] ?? 0) + 1;
    if (path.startsWith('/ok')) {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify([{ key: 'srv-web-01', label: 'Web server 01' }, { key: 'srv-db-01', label: 'Database 01' }, { key: 'srv-web-02', label: 'Web server 02' }]));
    } else if (path.startsWith('/slow')) {
      setTimeout(() => res.end('[]'), 3000).unref();
    } else if (path.startsWith('/big')) {
      res.end(JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ key: `k${i}`, label: 'x'.repeat(50) }))));
    } else {
      res.statusCode = 500;
      res.end('boom');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await startTestApp({ env: { ...COUNTING_STATEMENTS, CASES_VALUE_SOURCE_ALLOWED_URLS: `${base}/`, CASES_VALUE_SOURCE_TIMEOUT_MS: '300', CASES_VALUE_SOURCE_MAX_BYTES: '65536', CASES_VALUE_SOURCE_CACHE_MS: '60000' } });
  const fields = [
    { name: 'severity', valueType: 'integerType', validators: { min: 1, max: 10 } },
    { name: 'ticket', valueType: 'stringType', validators: { pattern: 'INC-[0-9]+' } },
    { name: 'asset', valueType: 'assetType', valueSource: { type: 'static', values: [{ key: 'web-01', label: 'Web 01' }, { key: 'web-02', label: 'Web 02' }, { key: 'db-01', label: 'DB 01' }] } },
    { name: 'labels', valueType: 'stringType', multivalue: true },
    { name: 'contact', valueType: 'subjectType' },
    { name: 'related', valueType: 'caseType', multivalue: true },
    { name: 'evidence', valueType: 'documentType', multivalue: true },
    { name: 'socNotes', valueType: 'textType', readRole: 'tech', writeRole: 'tech' },
    { name: 'confirmed', valueType: 'booleanType', writeRole: 'admin' },
    { name: 'cmdb', valueType: 'stringType', valueSource: { type: 'external', url: `${base}/ok` } },
    { name: 'slowSource', valueType: 'stringType', valueSource: { type: 'external', url: `${base}/slow` } },
    { name: 'brokenSource', valueType: 'stringType', valueSource: { type: 'external', url: `${base}/fail` } },
    { name: 'bigSource', valueType: 'stringType', valueSource: { type: 'external', url: `${base}/big` } },
    { name: 'extra', valueType: 'jsonType' },
  ];
  for (const f of fields) {
    const res = await t.request('POST', '/cases/v2/field', { as: 'admin', body: f });
    if (res.status !== 201) throw new Error(`${f.name}: ${JSON.stringify(res.body)}`);
  }
});
afterAll(async () => {
  await t?.close();
  server?.close();
});

const caseBy = async (reporter = 'acme-user', accessMode = 'roleBased', customer = 'acme') =>
  makeCase(t, { customer, service: 'support', reporterId: (await user(t, reporter)).id, accessMode });

describe('field descriptors', () => {
  it('creates, gets (by name or id), lists and updates descriptors', async () => {
    const created = await t.request('POST', '/cases/v2/field', { as: 'admin', body: { name: 'score', valueType: 'floatType', validators: { min: 0, max: 1 }, rendererOptions: { widget: 'slider' }, defaultValue: 0.5 } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'score', valueType: 'floatType', multivalue: false, readRole: 'user', writeRole: 'user', validators: { min: 0, max: 1 }, rendererOptions: { widget: 'slider' }, defaultValue: 0.5, customer: null, domain: { name: 'vigil' } });
    const byName = await t.get('/cases/v2/field/score', { as: 'acme-user' });
    expect(byName.body.data.id).toBe(created.body.data.id);
    expect((await t.get(`/cases/v2/field/${created.body.data.id}`, { as: 'acme-user' })).body.data.name).toBe('score');
    const list = await t.get('/cases/v2/field', { as: 'acme-user', query: { keywords: 'sco' } });
    expect(list.body.data.map((d: { name: string }) => d.name)).toEqual(['score']);
    const updated = await t.request('PUT', '/cases/v2/field/score', { as: 'admin', body: { writeRole: 'tech', validators: { min: 0, max: 100 } } });
    expect(updated.body.data).toMatchObject({ writeRole: 'tech', validators: { min: 0, max: 100 } });
  });

  it('answers 412 naming the field: duplicate name, unknown type, unknown validator, unlisted URL, bad default', async () => {
    for (const [body, field] of [
      [{ name: 'severity', valueType: 'integerType' }, 'name'],
      [{ name: 'x1', valueType: 'colourType' }, 'valueType'],
      [{ name: 'x2', valueType: 'integerType', validators: { minimum: 1 } }, 'validators'],
      [{ name: 'x3', valueType: 'stringType', valueSource: { type: 'external', url: 'http://evil.example/list' } }, 'valueSource.url'],
      [{ name: 'x4', valueType: 'integerType', validators: { max: 3 }, defaultValue: 7 }, 'defaultValue'],
      [{ name: 'values', valueType: 'integerType' }, 'name'],
    ] as const) {
      const res = await t.request('POST', '/cases/v2/field', { as: 'admin', body });
      expect(res.status, JSON.stringify(body)).toBe(412);
      expect(envelopeError(res).field).toBe(field);
    }
  });

  it('answers 403 to a caller without manageCaseFields, 404 for a missing field', async () => {
    expect((await t.request('POST', '/cases/v2/field', { as: 'acme-admin', body: { name: 'mine', valueType: 'integerType' } })).status).toBe(403);
    expect((await t.request('PUT', '/cases/v2/field/severity', { as: 'acme-user', body: { multivalue: true } })).status).toBe(403);
    expect((await t.get('/cases/v2/field/nosuchfield', { as: 'admin' })).status).toBe(404);
  });

  it('a customer-specific field is invisible to other customers', async () => {
    const res = await t.request('POST', '/cases/v2/field', { as: 'admin', body: { name: 'acmeOnly', valueType: 'integerType', customer: 'acme' } });
    expect(res.status).toBe(201);
    expect((await t.get('/cases/v2/field/acmeOnly', { as: 'globex-user' })).status).toBe(404);
    expect((await t.get('/cases/v2/field/acmeOnly', { as: 'acme-user' })).status).toBe(200);
    const id = await caseBy('globex-user', 'roleBased', 'globex');
    expect((await t.request('PUT', `/cases/v2/case/${id}/field/acmeOnly`, { as: 'globex-user', body: { value: 1 } })).status).toBe(404);
  });
});

describe('field values on cases', () => {
  it('sets and reads a single value in the spec shape', async () => {
    const id = await caseBy();
    const res = await t.request('PUT', `/cases/v2/case/${id}/field/severity`, { as: 'acme-user', body: { value: 7 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ descriptor: { name: 'severity', valueType: 'integerType' }, displayName: 'severity', value: 7, values: [{ key: '7', value: 7, label: null, info: null }] });
    expect(res.body.data.values[0].id).toMatch(/^[0-9a-f-]{36}$/);
    const one = await t.get(`/cases/v2/case/${id}/fields/severity`, { as: 'acme-user' });
    expect(one.body.data).toEqual(res.body.data);
    const all = await t.get(`/cases/v2/case/${id}/fields`, { as: 'acme-user' });
    expect(all.body.data.map((f: { descriptor: { name: string } }) => f.descriptor.name)).toEqual(['severity']);
    const cleared = await t.request('PUT', `/cases/v2/case/${id}/field/severity`, { as: 'acme-user', body: { value: null } });
    expect(cleared.body.data).toMatchObject({ value: null, values: [] });
  });

  it.each([
    ['severity', { value: 11 }],
    ['severity', { value: 'high' }],
    ['severity', { valuesToSet: [1, 2] }],
    ['ticket', { value: 'REQ-1' }],
    ['asset', { value: 'mail-01' }],
    ['confirmed', { value: 'yes' }],
    ['extra', { value: [1, 2] }],
  ])('rejects a bad value of %s (%j) with 412 naming it, nothing changed', async (field, body) => {
    const id = await caseBy();
    const res = await t.request('PUT', `/cases/v2/case/${id}/field/${field}`, { as: 'admin', body });
    expect(res.status).toBe(412);
    expect(envelopeError(res).field).toBe(field);
    expect((await t.get(`/cases/v2/case/${id}/fields`, { as: 'admin' })).body.data).toEqual([]);
  });

  it('412 when no or several change modes are given', async () => {
    const id = await caseBy();
    const none = await t.request('PUT', `/cases/v2/case/${id}/field/severity`, { as: 'acme-user', body: {} });
    expect(none.status).toBe(412);
    expect(envelopeError(none).field).toBe('value');
  });

  it('multivalue: valuesToSet, valuesToAdd and valuesToRemove', async () => {
    const id = await caseBy();
    const set = await t.request('PUT', `/cases/v2/case/${id}/field/labels`, { as: 'acme-user', body: { valuesToSet: ['a', 'b'] } });
    expect(set.body.data.values.map((v: { key: string }) => v.key)).toEqual(['a', 'b']);
    expect(set.body.data.value).toBeNull();
    const changed = await t.request('PUT', `/cases/v2/case/${id}/field/labels`, { as: 'acme-user', body: { valuesToAdd: ['c'], valuesToRemove: ['a'] } });
    expect(changed.body.data.values.map((v: { key: string }) => v.key)).toEqual(['b', 'c']);
  });

  it('static value source: the label comes with the value', async () => {
    const id = await caseBy();
    const res = await t.request('PUT', `/cases/v2/case/${id}/field/asset`, { as: 'acme-user', body: { value: 'web-02' } });
    expect(res.body.data.values[0]).toMatchObject({ key: 'web-02', label: 'Web 02' });
  });

  it('references: a visible user with its info; a user of another customer is refused', async () => {
    const id = await caseBy();
    const res = await t.request('PUT', `/cases/v2/case/${id}/field/contact`, { as: 'acme-user', body: { value: 'acme-admin' } });
    expect(res.status).toBe(200);
    expect(res.body.data.values[0].info).toMatchObject({ shortName: 'acme-admin', name: 'ACME Administrator', customer: { shortName: 'acme', domain: { name: 'vigil' } } });
    const foreign = await t.request('PUT', `/cases/v2/case/${id}/field/contact`, { as: 'acme-user', body: { value: 'globex-user' } });
    expect(foreign.status).toBe(412);
    expect(envelopeError(foreign).field).toBe('contact');
  });

  it('case references: must be readable by the caller; info is never shown to a reader who cannot read the target', async () => {
    const id = await caseBy();
    const visible = await caseBy('acme-user');
    const hidden = await caseBy('analyst', 'explicit');
    const denied = await t.request('PUT', `/cases/v2/case/${id}/field/related`, { as: 'acme-user', body: { valuesToSet: [visible, hidden] } });
    expect(denied.status).toBe(412);
    expect(envelopeError(denied).field).toBe('related');
    const byAnalyst = await t.request('PUT', `/cases/v2/case/${id}/field/related`, { as: 'admin', body: { valuesToSet: [visible, hidden] } });
    expect(byAnalyst.status).toBe(200);
    expect(byAnalyst.body.data.values.map((v: { info: unknown }) => v.info !== null)).toEqual([true, true]);
    const asUser = await t.get(`/cases/v2/case/${id}/fields/related`, { as: 'acme-user' });
    const infos = asUser.body.data.values.map((v: { key: string; info: { subject: string } | null }) => [v.key, v.info?.subject ?? null]);
    // A case the reader may not read does not exist for it: the value is a stub, its number not shown
    // (docs/spec-decisions.md, custom fields, References).
    expect(infos).toEqual([[String(visible), 'test case'], [null, null]]);
    expect(asUser.body.data.values[1]).toEqual({ id: null, key: null, label: null, value: null, info: null });
    const gql = await t.graphql('query($id: ID!) { caseField(id: $id, fieldName: "related") { values { hidden key info } } }', { id: String(id) }, { as: 'acme-user' });
    expect(gql.body.data.caseField.values[1]).toEqual({ hidden: true, key: null, info: null });
  });

  it('document references: a document of the document space the caller can read, nothing else, nothing changed on refusal', async () => {
    const id = await caseBy();
    const documentOf = async (customer: string) =>
      (await t.database.prisma.documentElement.findFirstOrThrow({ where: { elementType: 'DOCUMENT', customer: { shortName: customer } }, select: { id: true } })).id;
    const folderOf = async (customer: string) =>
      (await t.database.prisma.documentElement.findFirstOrThrow({ where: { elementType: 'FOLDER', customer: { shortName: customer } }, select: { id: true } })).id;
    const own = await documentOf('acme');
    const ok = await t.request('PUT', `/cases/v2/case/${id}/field/evidence`, { as: 'acme-user', body: { valuesToSet: [own] } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.values.map((v: { key: string }) => v.key)).toEqual([String(own)]);
    for (const bad of [await documentOf('globex'), await folderOf('acme'), 999_999]) {
      const refused = await t.request('PUT', `/cases/v2/case/${id}/field/evidence`, { as: 'acme-user', body: { valuesToSet: [own, bad] } });
      expect(refused.status).toBe(412);
      expect(envelopeError(refused)).toMatchObject({ type: 'FIELD_ERROR', field: 'evidence' });
      expect(envelopeError(refused).message).not.toContain('globex');
    }
    const after = await t.get(`/cases/v2/case/${id}/fields/evidence`, { as: 'acme-user' });
    expect(after.body.data.values.map((v: { key: string }) => v.key)).toEqual([String(own)]);
  });

  it('field roles: tech fields are hidden from and closed to users; admin fields need the admin role', async () => {
    const id = await caseBy();
    expect((await t.request('PUT', `/cases/v2/case/${id}/field/socNotes`, { as: 'acme-user', body: { value: 'x' } })).status).toBe(403);
    expect((await t.request('PUT', `/cases/v2/case/${id}/field/socNotes`, { as: 'analyst', body: { value: 'false positive' } })).status).toBe(200);
    expect((await t.get(`/cases/v2/case/${id}/fields/socNotes`, { as: 'acme-user' })).status).toBe(403);
    expect((await t.get(`/cases/v2/case/${id}/fields`, { as: 'acme-user' })).body.data).toEqual([]);
    expect((await t.get(`/cases/v2/case/${id}/fields`, { as: 'analyst' })).body.data).toHaveLength(1);
    expect((await t.request('PUT', `/cases/v2/case/${id}/field/confirmed`, { as: 'analyst', body: { value: true } })).status).toBe(403);
    expect((await t.request('PUT', `/cases/v2/case/${id}/field/confirmed`, { as: 'acme-admin', body: { value: true } })).status).toBe(200);
  });

  it('404 for a missing case, another customer\'s case, an unknown field; 403 below write level', async () => {
    const id = await caseBy();
    expect((await t.request('PUT', '/cases/v2/case/99999999/field/severity', { as: 'admin', body: { value: 1 } })).status).toBe(404);
    expect((await t.request('PUT', `/cases/v2/case/${id}/field/severity`, { as: 'globex-user', body: { value: 1 } })).status).toBe(404);
    expect((await t.get(`/cases/v2/case/${id}/fields`, { as: 'globex-user' })).status).toBe(404);
    expect((await t.get(`/cases/v2/case/${id}/fields/severity`, { as: 'globex-user' })).status).toBe(404);
    expect((await t.get(`/cases/v2/case/${id}/fields/nope`, { as: 'acme-user' })).status).toBe(404);
    const restricted = await caseBy('analyst', 'writeRestricted');
    expect((await t.request('PUT', `/cases/v2/case/${restricted}/field/severity`, { as: 'acme-user', body: { value: 1 } })).status).toBe(403);
  });

  it('GET /case/{id}/fields runs the same statements for 3 and for 6 fields (one look-up per kind of reference, not per value)', async () => {
    const id = await caseBy();
    const work = () => t.get(`/cases/v2/case/${id}/fields`, { as: 'acme-user' });
    await t.request('PUT', `/cases/v2/case/${id}/field/severity`, { as: 'acme-user', body: { value: 3 } });
    await t.request('PUT', `/cases/v2/case/${id}/field/contact`, { as: 'acme-user', body: { value: 'acme-admin' } });
    await t.request('PUT', `/cases/v2/case/${id}/field/related`, { as: 'acme-user', body: { valuesToSet: [await caseBy()] } });
    await work();
    const small = (await t.database.statements.capture(work)).statements.length;
    await t.request('PUT', `/cases/v2/case/${id}/field/labels`, { as: 'acme-user', body: { valuesToSet: ['a', 'b', 'c'] } });
    await t.request('PUT', `/cases/v2/case/${id}/field/related`, { as: 'acme-user', body: { valuesToSet: [await caseBy(), await caseBy()] } });
    await t.request('PUT', `/cases/v2/case/${id}/field/asset`, { as: 'acme-user', body: { value: 'db-01' } });
    await t.request('PUT', `/cases/v2/case/${id}/field/ticket`, { as: 'acme-user', body: { value: 'INC-7' } });
    expect((await work()).body.data).toHaveLength(6);
    expect((await t.database.statements.capture(work)).statements.length).toBe(small);
  });
});

describe('GET /cases/v2/field/values/{fieldName}', () => {
  it('static source: keywords are ANDed, limit and offset apply', async () => {
    const res = await t.get('/cases/v2/field/values/asset', { as: 'acme-user', query: { keywords: ['web'], limit: '1', offset: '1' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, size: 1, limit: 1, offset: 1, data: [{ key: 'web-02', label: 'Web 02' }] });
    const anded = await t.get('/cases/v2/field/values/asset', { as: 'acme-user', query: { keywords: ['web', '01'] } });
    expect(anded.body.data).toEqual([{ key: 'web-01', label: 'Web 01' }]);
    expect((await t.get('/cases/v2/field/values/asset', { as: 'acme-user' })).body.limit).toBe(25);
  });

  it('external source over HTTP, cached', async () => {
    const res = await t.get('/cases/v2/field/values/cmdb', { as: 'acme-user', query: { keywords: 'web' } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { key: string }) => e.key)).toEqual(['srv-web-01', 'srv-web-02']);
    await t.get('/cases/v2/field/values/cmdb', { as: 'acme-user' });
    expect(hits['/ok']).toBe(1);
    const id = await caseBy();
    const ok = await t.request('PUT', `/cases/v2/case/${id}/field/cmdb`, { as: 'acme-user', body: { value: 'srv-db-01' } });
    expect(ok.body.data.values[0]).toMatchObject({ key: 'srv-db-01', label: 'Database 01' });
    const bad = await t.request('PUT', `/cases/v2/case/${id}/field/cmdb`, { as: 'acme-user', body: { value: 'srv-nope' } });
    expect(bad.status).toBe(412);
  });

  it.each(['slowSource', 'brokenSource', 'bigSource'])('%s: answers quickly that the source is unavailable, and validation fails closed', async (name) => {
    const started = Date.now();
    const res = await t.get(`/cases/v2/field/values/${name}`, { as: 'acme-user' });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'value.source.unavailable' });
    const id = await caseBy();
    const set = await t.request('PUT', `/cases/v2/case/${id}/field/${name}`, { as: 'acme-user', body: { value: 'k1' } });
    expect(set.status).toBe(412);
    expect((await t.get(`/cases/v2/case/${id}/fields`, { as: 'acme-user' })).body.data).toEqual([]);
  });

  it('context: caseID must be readable; service and customer need a role of the service; tech fields need tech', async () => {
    const hidden = await caseBy('analyst', 'explicit');
    expect((await t.get('/cases/v2/field/values/asset', { as: 'acme-user', query: { caseID: String(hidden) } })).status).toBe(404);
    // another tenant's customer is answered as an unknown one (invisible is nonexistent): the same 412
    const otherTenant = await t.get('/cases/v2/field/values/asset', { as: 'globex-user', query: { service: 'support', customer: 'acme' } });
    const unknown = await t.get('/cases/v2/field/values/asset', { as: 'globex-user', query: { service: 'support', customer: 'no-such-customer' } });
    expect(otherTenant.status).toBe(412);
    expect(unknown.status).toBe(412);
    expect(envelopeError(otherTenant).messageTemplate).toBe(envelopeError(unknown).messageTemplate);
    expect((await t.get('/cases/v2/field/values/asset', { as: 'acme-user', query: { service: 'support', customer: 'acme' } })).status).toBe(200);
    expect((await t.get('/cases/v2/field/values/socNotes', { as: 'acme-user' })).status).toBe(403);
    expect((await t.get('/cases/v2/field/values/socNotes', { as: 'analyst', query: { service: 'support', customer: 'acme' } })).status).toBe(200);
    expect((await t.get('/cases/v2/field/values/nothing', { as: 'acme-user' })).status).toBe(404);
    const bad = await t.get('/cases/v2/field/values/asset', { as: 'acme-user', query: { limit: '-1' } });
    expect(bad.status).toBe(412);
    expect(envelopeError(bad).field).toBe('limit');
  });
});

describe('descriptor and policy endpoints: bad input and missing objects', () => {
  it('PUT /field/{idOrName}: 404 for a missing descriptor, 412 naming validators; GET /field: 412 naming limit', async () => {
    expect((await t.request('PUT', '/cases/v2/field/no-such-field', { as: 'admin', body: { writeRole: 'tech' } })).status).toBe(404);
    const bad = await t.request('PUT', '/cases/v2/field/severity', { as: 'admin', body: { validators: { minimum: 1 } } });
    expect(bad.status).toBe(412);
    expect(envelopeError(bad).field).toBe('validators');
    expect((await t.get('/cases/v2/field/severity', { as: 'acme-user' })).body.data.validators).toEqual({ min: 1, max: 10 });
    const limit = await t.get('/cases/v2/field', { as: 'acme-user', query: { limit: '-1' } });
    expect(limit.status).toBe(412);
    expect(envelopeError(limit).field).toBe('limit');
  });

  it('an unknown customer is a 412 naming customer, nothing created: descriptor, policy and value list', async () => {
    const field = await t.request('POST', '/cases/v2/field', { as: 'admin', body: { name: 'ghostField', valueType: 'integerType', customer: 'no-such-customer' } });
    expect(field.status).toBe(412);
    expect(envelopeError(field).field).toBe('customer');
    expect((await t.get('/cases/v2/field/ghostField', { as: 'admin' })).status).toBe(404);
    const policy = await t.request('POST', '/cases/v2/field/policy', { as: 'admin', body: { name: 'ghostPolicy', service: 'support', customer: 'no-such-customer' } });
    expect(policy.status).toBe(412);
    expect(envelopeError(policy).field).toBe('customer');
    const values = await t.get('/cases/v2/field/values/asset', { as: 'admin', query: { service: 'support', customer: 'no-such-customer' } });
    expect(values.status).toBe(412);
    expect(envelopeError(values).field).toBe('customer');
  });

  it('GET and PUT /field/policy/{policyID}: 412 for a malformed id, 404 for a missing policy', async () => {
    expect((await t.get('/cases/v2/field/policy/not-a-uuid', { as: 'admin' })).status).toBe(412);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.get(`/cases/v2/field/policy/${missing}`, { as: 'admin' })).status).toBe(404);
    expect((await t.request('PUT', `/cases/v2/field/policy/${missing}`, { as: 'admin', body: { name: 'x' } })).status).toBe(404);
  });
});

describe('field policies', () => {
  let policyId = '';
  it('creates a service policy with bindings; lists and gets it', async () => {
    const res = await t.request('POST', '/cases/v2/field/policy', {
      as: 'admin',
      body: { name: 'Support fields', service: 'monitoring', bindings: [{ field: 'severity', displayName: 'Severity score', requirementPolicy: 'requiredOnCreate' }, { field: 'ticket', requirementPolicy: 'requiredOnClose' }] },
    });
    expect(res.status).toBe(201);
    policyId = res.body.data.id;
    expect(res.body.data).toMatchObject({ name: 'Support fields', service: { shortName: 'monitoring' }, customer: null });
    expect(res.body.data.bindings.map((b: { field: { name: string }; requirementPolicy: string }) => [b.field.name, b.requirementPolicy])).toEqual([
      ['severity', 'requiredOnCreate'],
      ['ticket', 'requiredOnClose'],
    ]);
    const list = await t.get('/cases/v2/field/policy', { as: 'acme-user' });
    expect(list.body.data.map((p: { id: string }) => p.id)).toContain(policyId);
    expect((await t.get(`/cases/v2/field/policy/${policyId}`, { as: 'acme-user' })).body.data.id).toBe(policyId);
  });

  it('requiredOnCreate: 412 naming the field; then the display name shows on the value', async () => {
    const body = { customer: 'acme', service: 'monitoring', subject: 'needs severity', type: 'securityIncident', priority: 'low' };
    const before = await t.database.prisma.case.count();
    const missing = await t.request('POST', '/cases/v2/case', { as: 'acme-user', body });
    expect(missing.status).toBe(412);
    expect(envelopeError(missing).field).toBe('fields.severity');
    expect(await t.database.prisma.case.count()).toBe(before);
    const bad = await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: { ...body, fields: { severity: 99 } } });
    expect(envelopeError(bad).field).toBe('fields.severity');
    const ok = await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: { ...body, fields: { severity: 4 } } });
    expect(ok.status).toBe(201);
    const field = await t.get(`/cases/v2/case/${ok.body.data.id}/fields/severity`, { as: 'acme-user' });
    expect(field.body.data).toMatchObject({ displayName: 'Severity score', value: 4 });
    const close = await t.request('PUT', `/cases/v2/case/${ok.body.data.id}/close`, { as: 'acme-user' });
    expect(close.status).toBe(412);
    expect(envelopeError(close).field).toBe('ticket');
    await t.request('PUT', `/cases/v2/case/${ok.body.data.id}/field/ticket`, { as: 'acme-user', body: { value: 'INC-42' } });
    expect((await t.request('PUT', `/cases/v2/case/${ok.body.data.id}/close`, { as: 'acme-user' })).status).toBe(200);
  });

  it('a customer-specific policy overrides the service policy for that customer', async () => {
    const res = await t.request('POST', '/cases/v2/field/policy', { as: 'admin', body: { name: 'Globex fields', service: 'monitoring', customer: 'globex', bindings: [] } });
    expect(res.status).toBe(201);
    const created = await t.request('POST', '/cases/v2/case', { as: 'globex-user', body: { customer: 'globex', service: 'monitoring', subject: 's', type: 'change', priority: 'low' } });
    expect(created.status).toBe(201);
    expect((await t.get('/cases/v2/field/policy', { as: 'acme-user' })).body.data.map((p: { name: string }) => p.name)).not.toContain('Globex fields');
  });

  it('updates bindings with paired add and remove lists', async () => {
    const res = await t.request('PUT', `/cases/v2/field/policy/${policyId}`, { as: 'admin', body: { bindingsToAdd: [{ field: 'asset' }], bindingsToRemove: ['ticket'] } });
    expect(res.status).toBe(200);
    expect(res.body.data.bindings.map((b: { field: { name: string } }) => b.field.name)).toEqual(['asset', 'severity']);
  });

  it('GET /field and GET /field/policy run the same statements for few and many rows', async () => {
    const count = async (work: () => Promise<{ status: number }>) => {
      await work();
      return (await t.database.statements.capture(work)).statements.length;
    };
    const descriptors = () => t.get('/cases/v2/field', { as: 'acme-user', query: { limit: '200' } });
    const policies = () => t.get('/cases/v2/field/policy', { as: 'admin' });
    const before = [await count(descriptors), await count(policies)];
    for (let i = 0; i < 15; i += 1) await t.request('POST', '/cases/v2/field', { as: 'admin', body: { name: `bulk${i}`, valueType: 'integerType' } });
    await t.request('PUT', `/cases/v2/field/policy/${policyId}`, { as: 'admin', body: { bindingsToAdd: Array.from({ length: 10 }, (_, i) => ({ field: `bulk${i}` })) } });
    await t.request('POST', '/cases/v2/field/policy', { as: 'admin', body: { name: 'acme override', service: 'monitoring', customer: 'acme', bindings: [{ field: 'bulk1' }] } });
    expect((await descriptors()).body.size).toBeGreaterThan(20);
    expect([await count(descriptors), await count(policies)]).toEqual(before);
  });

  it('a policy with 2 or 12 bindings reads its fields in the same statements (POST); the first bad binding is the one named', async () => {
    // One policy per service and customer: each of these is a customer's own.
    const statementsOf = async (customer: string, count: number) => {
      const body = { name: `${count} bindings`, service: 'support', customer, bindings: Array.from({ length: count }, (_, i) => ({ field: `bulk${i}` })) };
      const { result, statements } = await t.database.statements.capture(() => t.request('POST', '/cases/v2/field/policy', { as: 'admin', body }));
      expect(result.status).toBe(201);
      expect(result.body.data.bindings).toHaveLength(count);
      return statements.length;
    };
    await statementsOf('acme-emea', 1);
    expect(await statementsOf('acme', 12)).toBe(await statementsOf('globex', 2));
    // An unknown field before a malformed one, and after it: the first in the list is named, as before.
    const unknownFirst = await t.request('POST', '/cases/v2/field/policy', { as: 'admin', body: { name: 'x', service: 'support', bindings: [{ field: 'bulk1' }, { field: 'nope' }, { field: '1bad' }] } });
    expect(envelopeError(unknownFirst)).toMatchObject({ field: 'bindings[1].field', message: 'Unknown field "nope" for this policy' });
    const malformedFirst = await t.request('POST', '/cases/v2/field/policy', { as: 'admin', body: { name: 'x', service: 'support', bindings: [{ field: '1bad' }, { field: 'nope' }] } });
    expect(envelopeError(malformedFirst)).toMatchObject({ field: 'bindings[0].field', message: '"1bad" is not a field name' });
  });

  it('a policy update adding or removing 12 bindings runs the statements of one adding or removing 2; all or nothing', async () => {
    // The customer policy with one binding (bulk0) made above.
    const policy = ((await t.get('/cases/v2/field/policy', { as: 'admin' })).body.data as { id: string; name: string }[]).find((p) => p.name === '1 bindings')!;
    const path = `/cases/v2/field/policy/${policy.id}`;
    const bound = async () => ((await t.get(path, { as: 'admin' })).body.data.bindings as { field: { name: string }; displayName: string | null; requirementPolicy: string }[]).map((b) => [b.field.name, b.displayName, b.requirementPolicy]);
    const fields = (count: number) => Array.from({ length: count }, (_, i) => ({ field: `bulk${i + 1}`, displayName: `Bulk ${i + 1}` }));
    const statementsOf = async (body: object, boundAfter: number) => {
      const { result, statements } = await t.database.statements.capture(() => t.request('PUT', path, { as: 'admin', body }));
      expect(result.status).toBe(200);
      expect(result.body.data.bindings).toHaveLength(boundAfter);
      return statements.length;
    };
    expect(await bound()).toEqual([['bulk0', null, 'optional']]);
    const addTwo = await statementsOf({ bindingsToAdd: fields(2) }, 3);
    const removeTwo = await statementsOf({ bindingsToRemove: ['bulk1', 'bulk2'] }, 1);
    expect(await statementsOf({ bindingsToAdd: fields(12) }, 13)).toBe(addTwo);
    expect(await statementsOf({ bindingsToRemove: fields(12).map((f) => f.field) }, 1)).toBe(removeTwo);
    expect(await bound()).toEqual([['bulk0', null, 'optional']]);

    // A field bound already, or given twice, is bound once with the last display name and requirement given.
    const again = await t.request('PUT', path, { as: 'admin', body: { bindingsToAdd: [{ field: 'bulk0', displayName: 'Zero', requirementPolicy: 'requiredOnClose' }, { field: 'bulk1', displayName: 'first' }, { field: 'bulk1', displayName: 'last' }] } });
    expect(again.status).toBe(200);
    expect(await bound()).toEqual([['bulk0', 'Zero', 'requiredOnClose'], ['bulk1', 'last', 'optional']]);
    // A field removed and added in one update is bound anew; the removals come first.
    const renewed = await t.request('PUT', path, { as: 'admin', body: { bindingsToRemove: ['bulk1'], bindingsToAdd: [{ field: 'bulk1' }] } });
    expect(renewed.status).toBe(200);
    expect(await bound()).toEqual([['bulk0', 'Zero', 'requiredOnClose'], ['bulk1', null, 'optional']]);

    // All or nothing: a refusal anywhere in either list leaves every binding as it was.
    const before = await bound();
    const unknown = await t.request('PUT', path, { as: 'admin', body: { name: 'renamed', bindingsToRemove: ['bulk0'], bindingsToAdd: [...fields(11), { field: 'nope' }] } });
    expect(unknown.status).toBe(412);
    expect(envelopeError(unknown)).toMatchObject({ field: 'bindingsToAdd[11].field' });
    const notBound = await t.request('PUT', path, { as: 'admin', body: { bindingsToRemove: ['bulk0', 'bulk5'], bindingsToAdd: fields(3) } });
    expect(notBound.status).toBe(412);
    expect(envelopeError(notBound)).toMatchObject({ field: 'bindingsToRemove[1]', message: 'No binding "bulk5" in this policy' });
    // A binding named twice: NOT_FOUND, as when its second removal found it gone.
    const twice = await t.request('PUT', path, { as: 'admin', body: { bindingsToRemove: ['bulk1', 'bulk1'], bindingsToAdd: fields(3) } });
    expect(twice.status).toBe(404);
    expect(await bound()).toEqual(before);
    expect((await t.get(path, { as: 'admin' })).body.data.name).toBe('1 bindings');
  });

  it('412 for unknown fields, services and duplicates; 403 without manageCaseFields; 404 for a missing policy', async () => {
    const unknown = await t.request('POST', '/cases/v2/field/policy', { as: 'admin', body: { name: 'x', service: 'support', bindings: [{ field: 'nope' }] } });
    expect(envelopeError(unknown).field).toBe('bindings[0].field');
    // A key that is no field name at all is refused naming the same field (it named `fieldName`, a path parameter, before).
    const malformed = await t.request('POST', '/cases/v2/field/policy', { as: 'admin', body: { name: 'x', service: 'support', bindings: [{ field: '1bad' }] } });
    expect(malformed.status).toBe(412);
    expect(envelopeError(malformed)).toMatchObject({ field: 'bindings[0].field', message: '"1bad" is not a field name' });
    const added = await t.request('PUT', `/cases/v2/field/policy/${policyId}`, { as: 'admin', body: { bindingsToAdd: [{ field: '1bad' }] } });
    expect(added.status).toBe(412);
    expect(envelopeError(added)).toMatchObject({ field: 'bindingsToAdd[0].field' });
    const graph = await t.graphql('mutation ($id: ID!) { updateCaseFieldPolicy(input: { policy: $id, bindingsToAdd: [{ field: { id: "not-a-uuid" } }] }) { policy { id } } }', { id: String(policyId) }, { as: 'admin' });
    expect(graph.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'bindingsToAdd[0].field' });
    const noService = await t.request('POST', '/cases/v2/field/policy', { as: 'admin', body: { name: 'x', service: 'nope' } });
    expect(envelopeError(noService).field).toBe('service');
    const dup = await t.request('POST', '/cases/v2/field/policy', { as: 'admin', body: { name: 'x', service: 'monitoring' } });
    expect(dup.status).toBe(412);
    const badRequirement = await t.request('POST', '/cases/v2/field/policy', { as: 'admin', body: { name: 'x', service: 'support', bindings: [{ field: 'severity', requirementPolicy: 'always' }] } });
    expect(badRequirement.status).toBe(412);
    expect((await t.request('POST', '/cases/v2/field/policy', { as: 'acme-admin', body: { name: 'x', service: 'support' } })).status).toBe(403);
    expect((await t.request('PUT', `/cases/v2/field/policy/${policyId}`, { as: 'acme-user', body: { name: 'x' } })).status).toBe(403);
    expect((await t.get('/cases/v2/field/policy/00000000-0000-4000-8000-000000000000', { as: 'admin' })).status).toBe(404);
  });
});
