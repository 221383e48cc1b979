// Custom field values and defaults naming what the caller may not see
// (docs/spec-decisions.md, custom fields: "References", "Value changes",
// "Default values"). Invisible is nonexistent: a hidden entry of a multivalue
// field cannot be found by its key (which would tell whom or what it names);
// a field's default naming another customer's user, or a case or document the
// caller cannot read, reads as null like one naming nothing; applied to a new
// case it is stored as the administrator defined it, and a default that cannot
// be applied is refused without naming the value. REST and GraphQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';
import { grant } from '../../src/domains/identity/grants.ts';
import { customer, makeCase, user } from './helpers.ts';

let t: TestApp;
const ids = { globexUser: 0, acmeAdmin: 0, globexCase: 0, acmeCase: 0, globexDoc: 0, acmeDoc: 0 };
/** Ids nothing has. */
const NO_CASE = 2_147_483_000;
const NO_DOC = 2_147_483_001;

const ok = async (method: string, url: string, body: unknown) => {
  const res = await t.request(method, url, { as: 'admin', body });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};

beforeAll(async () => {
  t = await startTestApp();
  const prisma = t.database.prisma;
  ids.globexUser = (await user(t, 'globex-user')).id;
  ids.acmeAdmin = (await user(t, 'acme-admin')).id;
  // A globex case acme-user cannot read, an acme case it can; a document of each customer.
  ids.globexCase = (await prisma.case.findFirstOrThrow({ where: { customer: { shortName: 'globex' }, accessMode: 'roleBased' }, select: { id: true } })).id;
  ids.acmeCase = (await prisma.case.findFirstOrThrow({ where: { customer: { shortName: 'acme' }, accessMode: 'roleBased', reporter: { shortName: 'acme-user' } }, select: { id: true } })).id;
  const documentOf = async (customer: string) => (await prisma.documentElement.findFirstOrThrow({ where: { elementType: 'DOCUMENT', customer: { shortName: customer } }, select: { id: true } })).id;
  ids.globexDoc = await documentOf('globex');
  ids.acmeDoc = await documentOf('acme');
  const fields = [
    { name: 'contacts', valueType: 'subjectType', multivalue: true },
    { name: 'related', valueType: 'caseType', multivalue: true },
    { name: 'evidence', valueType: 'documentType', multivalue: true },
    // Defaults the operator's administrator set, naming globex's user, case and document.
    { name: 'defsubj', valueType: 'subjectType', defaultValue: 'globex-user' },
    { name: 'defcase', valueType: 'caseType', defaultValue: ids.globexCase },
    { name: 'defdoc', valueType: 'documentType', defaultValue: ids.globexDoc },
    { name: 'defcases', valueType: 'caseType', multivalue: true, defaultValue: [ids.acmeCase, ids.globexCase] },
    // Defaults acme-user may see.
    { name: 'vissubj', valueType: 'subjectType', defaultValue: 'acme-admin' },
    { name: 'viscase', valueType: 'caseType', defaultValue: ids.acmeCase },
    { name: 'visdoc', valueType: 'documentType', defaultValue: ids.acmeDoc },
    { name: 'techdefault', valueType: 'stringType', writeRole: 'tech', defaultValue: 'triage' },
    // Defaults that cannot be applied to an acme-emea case: another customer's case where the
    // field wants the case's own customer; and (set below) a case, a document and a user nobody has.
    { name: 'samecase', valueType: 'caseType', validators: { sameCustomer: true }, defaultValue: ids.globexCase },
    { name: 'gonecase', valueType: 'caseType' },
    { name: 'gonedoc', valueType: 'documentType' },
    { name: 'gonesubj', valueType: 'subjectType' },
  ];
  for (const f of fields) await ok('POST', '/cases/v2/field', f);
  // What no administrator can set any more (the value is checked): what it named is gone.
  await prisma.caseFieldDescriptor.update({ where: { domainId_name: { domainId: (await user(t, 'admin')).domainId, name: 'gonecase' } }, data: { defaultValue: NO_CASE } });
  await prisma.caseFieldDescriptor.updateMany({ where: { name: 'gonedoc' }, data: { defaultValue: NO_DOC } });
  await prisma.caseFieldDescriptor.updateMany({ where: { name: 'gonesubj' }, data: { defaultValue: 'no-such-user' } });
  const bind = (...names: string[]) => names.map((field) => ({ field }));
  await ok('POST', '/cases/v2/field/policy', { name: 'acme monitoring', service: 'monitoring', customer: 'acme', bindings: bind('defsubj', 'defcase', 'defdoc', 'defcases', 'vissubj', 'viscase', 'visdoc', 'techdefault') });
  await ok('POST', '/cases/v2/field/policy', { name: 'emea support', service: 'support', customer: 'acme-emea', bindings: bind('samecase', 'gonecase', 'gonedoc', 'gonesubj') });
});
afterAll(async () => {
  await t?.close();
});

/** A field's answer without what differs between two writes (value ids are new on every write). */
const shape = (data: { values: { id: string | null }[] }) => ({ ...data, values: data.values.map((v) => ({ ...v, id: v.id === null ? null : 'id' })) });

describe('removing a value of a multivalue field', () => {
  const cases = [
    { field: 'contacts', visible: () => 'acme-admin', hidden: () => 'globex-user', visibleKey: () => `user:${ids.acmeAdmin}`, hiddenKey: () => `user:${ids.globexUser}`, missingKey: () => 'user:2147483002' },
    { field: 'related', visible: () => ids.acmeCase, hidden: () => ids.globexCase, visibleKey: () => String(ids.acmeCase), hiddenKey: () => String(ids.globexCase), missingKey: () => String(NO_CASE) },
    { field: 'evidence', visible: () => ids.acmeDoc, hidden: () => ids.globexDoc, visibleKey: () => String(ids.acmeDoc), hiddenKey: () => String(ids.globexDoc), missingKey: () => String(NO_DOC) },
  ];
  /** An acme case whose field holds a visible and a hidden entry (set by the operator's administrator). */
  const caseWith = async (c: (typeof cases)[number]) => {
    const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: (await user(t, 'acme-user')).id });
    await ok('PUT', `/cases/v2/case/${id}/field/${c.field}`, { valuesToSet: [c.visible(), c.hidden()] });
    return id;
  };
  const stored = async (caseId: number) => (await t.database.prisma.caseFieldValue.findMany({ where: { caseId }, orderBy: { position: 'asc' }, select: { id: true, key: true } }));

  it.each(cases)('REST: the hidden entry of $field is not found by its key or its id, exactly as a key nothing has', async (c) => {
    const [a, b] = [await caseWith(c), await caseWith(c)];
    const shown = await t.get(`/cases/v2/case/${a}/fields/${c.field}`, { as: 'acme-user' });
    expect(shown.body.data.values[1]).toEqual({ id: null, key: null, label: null, value: null, info: null });
    const before = await stored(a);
    const hiddenId = before[1]!.id;
    for (const remove of [[c.hiddenKey()], [hiddenId], [c.hiddenKey(), hiddenId]]) {
      const hidden = await t.request('PUT', `/cases/v2/case/${a}/field/${c.field}`, { as: 'acme-user', body: { valuesToRemove: remove } });
      const missing = await t.request('PUT', `/cases/v2/case/${b}/field/${c.field}`, { as: 'acme-user', body: { valuesToRemove: [c.missingKey()] } });
      expect(hidden.status, JSON.stringify(remove)).toBe(200);
      expect(missing.status).toBe(200);
      expect(shape(hidden.body.data)).toEqual(shape(missing.body.data));
      expect(hidden.body.data.values).toHaveLength(2);
      expect(hidden.body.data.values[1]).toEqual({ id: null, key: null, label: null, value: null, info: null });
      // Nothing of it was removed (the stored entry is still the hidden one).
      expect((await stored(a)).map((v) => v.key)).toEqual(before.map((v) => v.key));
    }
    // Who may see it still finds it.
    const asAdmin = await t.get(`/cases/v2/case/${a}/fields/${c.field}`, { as: 'admin' });
    expect(asAdmin.body.data.values.map((v: { key: string }) => v.key)).toEqual([c.visibleKey(), c.hiddenKey()]);
  });

  it.each(cases)('REST: a visible entry of $field is removed by its key or its id, the hidden one kept in place', async (c) => {
    const id = await caseWith(c);
    const byKey = await t.request('PUT', `/cases/v2/case/${id}/field/${c.field}`, { as: 'acme-user', body: { valuesToRemove: [c.visibleKey(), c.hiddenKey()] } });
    expect(byKey.status).toBe(200);
    expect(byKey.body.data.values).toEqual([{ id: null, key: null, label: null, value: null, info: null }]);
    expect((await stored(id)).map((v) => v.key)).toEqual([c.hiddenKey()]);
    await ok('PUT', `/cases/v2/case/${id}/field/${c.field}`, { valuesToSet: [c.visible(), c.hidden()] });
    const shownId = (await t.get(`/cases/v2/case/${id}/fields/${c.field}`, { as: 'acme-user' })).body.data.values[0].id;
    const byId = await t.request('PUT', `/cases/v2/case/${id}/field/${c.field}`, { as: 'acme-user', body: { valuesToRemove: [shownId] } });
    expect(byId.body.data.values.map((v: { key: string | null }) => v.key)).toEqual([null]);
    expect((await stored(id)).map((v) => v.key)).toEqual([c.hiddenKey()]);
  });

  const SET = 'mutation ($i: SetCaseFieldInput!) { setCaseField(input: $i) { field { value values { hidden id key label value info } } } }';
  it.each(cases)('GraphQL: the hidden entry of $field answers as a key nothing has; a visible one is removed', async (c) => {
    const [a, b] = [await caseWith(c), await caseWith(c)];
    const hiddenId = (await stored(a))[1]!.id;
    for (const remove of [[c.hiddenKey()], [hiddenId]]) {
      const hidden = await t.graphql(SET, { i: { case: String(a), fieldName: c.field, valuesToRemove: remove } }, { as: 'acme-user' });
      const missing = await t.graphql(SET, { i: { case: String(b), fieldName: c.field, valuesToRemove: [c.missingKey()] } }, { as: 'acme-user' });
      expect(hidden.body.errors).toBeUndefined();
      expect(shape(hidden.body.data.setCaseField.field)).toEqual(shape(missing.body.data.setCaseField.field));
      expect(hidden.body.data.setCaseField.field.values.map((v: { hidden: boolean }) => v.hidden)).toEqual([false, true]);
      expect((await stored(a)).map((v) => v.key)).toEqual([c.visibleKey(), c.hiddenKey()]);
    }
    const removed = await t.graphql(SET, { i: { case: String(a), fieldName: c.field, valuesToRemove: [c.visibleKey()] } }, { as: 'acme-user' });
    expect(removed.body.errors).toBeUndefined();
    expect(removed.body.data.setCaseField.field.values.map((v: { hidden: boolean }) => v.hidden)).toEqual([true]);
    expect((await stored(a)).map((v) => v.key)).toEqual([c.hiddenKey()]);
  });
});

describe('a field default naming what the caller may not see', () => {
  const HIDDEN = ['defsubj', 'defcase', 'defdoc', 'defcases'];
  const GONE = ['gonecase', 'gonedoc', 'gonesubj'];
  const DESCRIPTOR = 'query ($n: String!) { caseFieldDescriptor(ref: { name: $n }) { defaultValue } }';

  it('reads as null, exactly as a default naming nothing; a visible default is shown (REST and GraphQL)', async () => {
    for (const as of ['acme-user', 'acme-admin']) {
      for (const name of [...HIDDEN, ...GONE]) {
        const rest = await t.get(`/cases/v2/field/${name}`, { as });
        expect(rest.status, name).toBe(200);
        expect(rest.body.data.defaultValue, `${as} ${name}`).toBeNull();
        const gql = await t.graphql(DESCRIPTOR, { n: name }, { as });
        expect(gql.body.data.caseFieldDescriptor.defaultValue, `${as} ${name}`).toBeNull();
      }
      const list = await t.get('/cases/v2/field', { as, query: { limit: '0' } });
      const defaults = Object.fromEntries(list.body.data.map((d: { name: string; defaultValue: unknown }) => [d.name, d.defaultValue]));
      for (const name of [...HIDDEN, ...GONE]) expect(defaults[name], name).toBeNull();
      expect(defaults).toMatchObject({ vissubj: 'acme-admin', viscase: ids.acmeCase, visdoc: ids.acmeDoc });
      expect((await t.graphql(DESCRIPTOR, { n: 'viscase' }, { as })).body.data.caseFieldDescriptor.defaultValue).toBe(ids.acmeCase);
      expect((await t.get('/cases/v2/field/visdoc', { as })).body.data.defaultValue).toBe(ids.acmeDoc);
    }
    // Who may see them reads them.
    for (const [name, value] of [['defsubj', 'globex-user'], ['defcase', ids.globexCase], ['defdoc', ids.globexDoc], ['defcases', [ids.acmeCase, ids.globexCase]]] as const) {
      expect((await t.get(`/cases/v2/field/${name}`, { as: 'admin' })).body.data.defaultValue, name).toEqual(value);
      expect((await t.graphql(DESCRIPTOR, { n: name }, { as: 'globex-user' })).body.data.caseFieldDescriptor.defaultValue, name).toEqual(name === 'defcases' ? null : value);
    }
  });

  const NEW_CASE = { customer: 'acme', service: 'monitoring', subject: 'defaults', type: 'securityIncident', priority: 'low' };
  const ADD = 'mutation ($i: AddCaseInput!) { addCase(input: $i) { case { databaseId fields { descriptor { name } value values { hidden key } } } } }';
  const GQL_CASE = { customer: { shortName: 'acme' }, service: { shortName: 'monitoring' }, subject: 'defaults', type: 'SECURITY_INCIDENT', priority: 'LOW' };

  /** What the administrator reads of a case's defaults: applied as defined. */
  const expectApplied = async (caseId: number) => {
    const fields = (await t.get(`/cases/v2/case/${caseId}/fields`, { as: 'admin' })).body.data as { descriptor: { name: string }; values: { key: string }[] }[];
    const keys = Object.fromEntries(fields.map((f) => [f.descriptor.name, f.values.map((v) => v.key)]));
    expect(keys).toEqual({
      defsubj: [`user:${ids.globexUser}`],
      defcase: [String(ids.globexCase)],
      defdoc: [String(ids.globexDoc)],
      defcases: [String(ids.acmeCase), String(ids.globexCase)],
      vissubj: [`user:${ids.acmeAdmin}`],
      viscase: [String(ids.acmeCase)],
      visdoc: [String(ids.acmeDoc)],
      techdefault: ['triage'],
    });
  };

  it('REST: a new case gets them as the administrator defined them; the creator reads stubs, and its visible defaults', async () => {
    const res = await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: NEW_CASE });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.text).not.toMatch(/globex/i);
    const id = res.body.data.id as number;
    await expectApplied(id);
    const own = (await t.get(`/cases/v2/case/${id}/fields`, { as: 'acme-user' })).body.data as { descriptor: { name: string }; value: unknown; values: { key: string | null }[] }[];
    const byName = Object.fromEntries(own.map((f) => [f.descriptor.name, f]));
    for (const name of ['defsubj', 'defcase', 'defdoc']) expect(byName[name], name).toMatchObject({ value: null, values: [{ id: null, key: null, label: null, value: null, info: null }] });
    expect(byName['defcases']!.values.map((v) => v.key)).toEqual([String(ids.acmeCase), null]);
    expect(byName['viscase']).toMatchObject({ value: ids.acmeCase });
    expect(byName['visdoc']).toMatchObject({ value: ids.acmeDoc });
    expect(byName['vissubj']!.values[0]).toMatchObject({ key: `user:${ids.acmeAdmin}` });
    expect(byName['techdefault']).toMatchObject({ value: 'triage' });
    expect(JSON.stringify(own)).not.toMatch(/globex/i);
  });

  it('GraphQL: the same through addCase', async () => {
    const res = await t.graphql(ADD, { i: GQL_CASE }, { as: 'acme-user' });
    expect(res.body.errors).toBeUndefined();
    const made = res.body.data.addCase.case;
    await expectApplied(made.databaseId);
    const byName = Object.fromEntries(made.fields.map((f: { descriptor: { name: string } }) => [f.descriptor.name, f]));
    for (const name of ['defsubj', 'defcase', 'defdoc']) expect(byName[name], name).toMatchObject({ value: null, values: [{ hidden: true, key: null }] });
    expect(byName['viscase']).toMatchObject({ value: ids.acmeCase, values: [{ hidden: false, key: String(ids.acmeCase) }] });
    expect(JSON.stringify(res.body)).not.toMatch(/globex/i);
  });

  const EMEA_CASE = { customer: 'acme-emea', service: 'support', subject: 'unusable defaults', type: 'securityIncident', priority: 'low' };
  // In the policy's order of bindings (by field name).
  const UNUSABLE = ['gonecase', 'gonedoc', 'gonesubj', 'samecase'];
  const unusable = (field: string) => ({ field: `fields.${field}`, message: `fields.${field}: the field's default value cannot be used for this case; an administrator must change it`, messageTemplate: 'invalid.field.default', parameter: null });

  it('REST: a default that cannot be applied is refused without naming it, a hidden one as one naming nothing; nothing is stored', async () => {
    const before = await t.database.prisma.case.count();
    const res = await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: EMEA_CASE });
    expect(res.status).toBe(412);
    expect(res.body.messages.map((m: Record<string, unknown>) => ({ field: m['field'], message: m['message'], messageTemplate: m['messageTemplate'], parameter: m['parameter'] }))).toEqual(UNUSABLE.map(unusable));
    // Nothing of what the defaults name (timestamps left out: they hold any digits).
    const said = JSON.stringify(res.body.messages.map(({ timestamp: _, ...m }: Record<string, unknown>) => m));
    expect(said).not.toMatch(/globex/i);
    for (const id of [ids.globexCase, NO_CASE, NO_DOC]) expect(said).not.toMatch(new RegExp(`\\b${id}\\b`));
    expect(said).not.toContain('no-such-user');
    expect(await t.database.prisma.case.count()).toBe(before);
    // A value the creator gives instead is used; the operator's administrator reads the default's reason.
    const given = await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: { ...EMEA_CASE, fields: { samecase: null, gonecase: null, gonedoc: null, gonesubj: 'acme-user' } } });
    expect(given.status, JSON.stringify(given.body)).toBe(201);
  });

  it('GraphQL: the same refusal through addCase', async () => {
    const before = await t.database.prisma.case.count();
    const res = await t.graphql(ADD, { i: { ...GQL_CASE, customer: { shortName: 'acme-emea' }, service: { shortName: 'support' } } }, { as: 'acme-user' });
    expect(res.body.data?.addCase ?? null).toBeNull();
    const errors = res.body.errors as { message: string; extensions: Record<string, unknown> }[];
    expect(errors.map((e) => ({ field: e.extensions['field'], message: e.message, messageTemplate: e.extensions['messageTemplate'], parameter: e.extensions['parameter'] }))).toEqual(UNUSABLE.map(unusable));
    expect(JSON.stringify(res.body)).not.toMatch(/globex/i);
    expect(await t.database.prisma.case.count()).toBe(before);
  });
});

describe('a field name another customer uses (the stated exception: names are unique per domain)', () => {
  it('answers acme-admin only that the name is taken, as for a name its own customer uses', async () => {
    await grant(t.database.prisma, { subject: { userId: ids.acmeAdmin }, functionName: 'manageCaseFields', customerId: (await customer(t, 'acme')).id });
    await ok('POST', '/cases/v2/field', { name: 'globexsecret', valueType: 'stringType', customer: 'globex' });
    await ok('POST', '/cases/v2/field', { name: 'acmeown', valueType: 'stringType', customer: 'acme' });
    expect((await t.get('/cases/v2/field/globexsecret', { as: 'acme-admin' })).status).toBe(404);
    const taken = async (name: string) => {
      const res = await t.request('POST', '/cases/v2/field', { as: 'acme-admin', body: { name, valueType: 'stringType', customer: 'acme' } });
      expect(res.status).toBe(412);
      return envelopeError(res);
    };
    const [hidden, own] = [await taken('globexsecret'), await taken('acmeown')];
    expect({ ...hidden, timestamp: 0 }).toEqual({ ...own, timestamp: 0, message: own.message.replace('acmeown', 'globexsecret'), parameter: 'globexsecret' });
    expect(hidden).toMatchObject({ field: 'name', messageTemplate: 'invalid.field.unique', message: 'A field "globexsecret" exists already in this domain' });
  });
});
