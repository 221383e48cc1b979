// The reference rule (docs/spec-decisions.md, "References to what the caller
// may not see"): an object of a customer out of the caller's reach, shown
// through another object, is a stub: every field null (GraphQL: hidden: true),
// in REST and GraphQL alike; the entry keeps its place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const added = await t.request('POST', '/useradmin/v2/group/acme-staff/members', { as: 'admin', body: { subject: ['globex-user', 'group:globex-staff'] } });
  expect(added.status).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

describe('group members of another customer', () => {
  it('REST: acme-user sees two stubs with every field null, and nothing of globex', async () => {
    const res = await t.get('/useradmin/v2/group/acme-staff/members', { as: 'acme-user' });
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/globex/i);
    const items = res.body.data as Record<string, unknown>[];
    const stubs = items.filter((m) => m.id === null);
    expect(stubs).toHaveLength(2);
    for (const stub of stubs) expect(Object.values(stub).every((v) => v === null || v === 'user' || v === 'group' || v === 'USER' || v === 'GROUP')).toBe(true);
    expect(items.filter((m) => m.id !== null).length).toBeGreaterThan(0);
  });

  it('GraphQL: hidden: true with null fields, real members hidden: false', async () => {
    const res = await t.graphql(
      '{ group(ref: { shortName: "acme-staff" }) { members { nodes { __typename ... on User { hidden id shortName name customer { shortName } } ... on Group { hidden id shortName name customer { shortName } } } } } }',
      {},
      { as: 'acme-user' },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.text).not.toMatch(/globex/i);
    const members = res.body.data.group.members.nodes as { hidden: boolean }[];
    expect(members.filter((m) => m.hidden)).toEqual([
      // A stub's id is non-null (Node requires one) and the same for every stub of its type: it names nothing.
      { __typename: 'User', hidden: true, id: 'gid://vigil/User/0', shortName: null, name: null, customer: null },
      { __typename: 'Group', hidden: true, id: 'gid://vigil/Group/0', shortName: null, name: null, customer: null },
    ]);
    expect(members.filter((m) => !m.hidden).length).toBeGreaterThan(0);
  });

  it('the administrator, who may see both customers, sees the real members', async () => {
    const res = await t.get('/useradmin/v2/group/acme-staff/members', { as: 'admin' });
    expect(res.text).toMatch(/globex-user/);
    expect(res.text).toMatch(/globex-staff/);
  });
});

describe('grants of another customer\'s subject', () => {
  it('acme-admin listing grants on acme sees the globex grantee as a stub', async () => {
    const granted = await t.request('POST', '/useradmin/v2/permission', { as: 'admin', body: { subject: 'globex-user', function: 'viewSensors', customer: 'acme' } });
    expect(granted.status).toBe(201);
    const res = await t.get('/useradmin/v2/permission?customer=acme&function=viewSensors', { as: 'acme-admin' });
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/globex/i);
    expect((res.body.data as { subject: { id: unknown } }[]).some((p) => p.subject.id === null)).toBe(true);
  });
});

describe('case field values naming a subject of another customer', () => {
  let caseId: number;
  beforeAll(async () => {
    const field = await t.graphql('mutation { addCaseField(input: { name: "contactref", valueType: SUBJECT_TYPE, multivalue: true }) { field { id } } }', {}, { as: 'admin' });
    expect(field.body.errors).toBeUndefined();
    const made = await t.graphql('mutation { addCase(input: { customer: { shortName: "acme" }, service: { shortName: "support" }, subject: "refs", priority: LOW, type: INFORMATIONAL }) { case { databaseId } } }', {}, { as: 'admin' });
    expect(made.body.errors).toBeUndefined();
    caseId = made.body.data.addCase.case.databaseId;
    const set = await t.request('PUT', `/cases/v2/case/${caseId}/field/contactref`, {
      as: 'admin',
      body: { valuesToSet: [{ type: 'user', id: 'globex-user' }, { type: 'group', id: 'globex-staff' }, { type: 'user', id: 'acme-user' }] },
    });
    expect(set.status).toBe(200);
  });

  it('REST: acme-user sees two items with every field null in their places, and the acme user', async () => {
    const res = await t.get(`/cases/v2/case/${caseId}/fields/contactref`, { as: 'acme-user' });
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/globex/i);
    const values = (res.body.data as { values: Record<string, unknown>[] }).values;
    expect(values).toHaveLength(3);
    const stubs = values.filter((v) => v.key === null);
    expect(stubs).toHaveLength(2);
    for (const stub of stubs) expect(Object.values(stub).every((v) => v === null)).toBe(true);
    expect(values.find((v) => v.key !== null)).toMatchObject({ label: 'acme-user', info: { shortName: 'acme-user' } });
    const all = await t.get(`/cases/v2/case/${caseId}/fields`, { as: 'acme-user' });
    expect(all.status).toBe(200);
    expect(all.text).not.toMatch(/globex/i);
  });

  it('GraphQL: hidden: true with null fields; the administrator sees the globex subjects', async () => {
    const query = `{ caseField(id: "${caseId}", fieldName: "contactref") { value values { hidden id key label value info } } }`;
    const res = await t.graphql(query, {}, { as: 'acme-user' });
    expect(res.body.errors).toBeUndefined();
    expect(res.text).not.toMatch(/globex/i);
    const values = res.body.data.caseField.values as { hidden: boolean }[];
    expect(values.filter((v) => v.hidden)).toEqual([
      { hidden: true, id: null, key: null, label: null, value: null, info: null },
      { hidden: true, id: null, key: null, label: null, value: null, info: null },
    ]);
    expect(values.filter((v) => !v.hidden)).toHaveLength(1);
    const admin = await t.graphql(query, {}, { as: 'admin' });
    expect(admin.body.data.caseField.values.filter((v: { hidden: boolean }) => v.hidden)).toEqual([]);
    expect(admin.text).toMatch(/globex-user/);
    expect(admin.text).toMatch(/globex-staff/);
  });
});

describe('case field values naming a document the reader may not read', () => {
  let caseId: number;
  const docs = { globex: 0, acme: 0 };
  beforeAll(async () => {
    const field = await t.graphql('mutation { addCaseField(input: { name: "docref", valueType: DOCUMENT_TYPE, multivalue: true }) { field { id } } }', {}, { as: 'admin' });
    expect(field.body.errors).toBeUndefined();
    for (const customer of ['globex', 'acme'] as const) {
      const doc = await t.graphql(`mutation { addDocument(input: { parent: { path: { customer: { shortName: "${customer}" }, names: [] } }, name: "docref-${customer}.txt", text: "text" }) { document { databaseId } } }`, {}, { as: 'admin' });
      expect(doc.body.errors).toBeUndefined();
      docs[customer] = doc.body.data.addDocument.document.databaseId;
    }
    const made = await t.graphql('mutation { addCase(input: { customer: { shortName: "acme" }, service: { shortName: "support" }, subject: "document refs", priority: LOW, type: INFORMATIONAL }) { case { databaseId } } }', {}, { as: 'admin' });
    expect(made.body.errors).toBeUndefined();
    caseId = made.body.data.addCase.case.databaseId;
    // The administrator reads every document, so it may name globex's on an acme case.
    const set = await t.request('PUT', `/cases/v2/case/${caseId}/field/docref`, { as: 'admin', body: { valuesToSet: [docs.globex, docs.acme] } });
    expect(set.status, set.text).toBe(200);
  });

  it('REST: acme-user sees the globex document as a stub in its place, and its own document', async () => {
    const res = await t.get(`/cases/v2/case/${caseId}/fields/docref`, { as: 'acme-user' });
    expect(res.status).toBe(200);
    const values = (res.body.data as { values: Record<string, unknown>[] }).values;
    expect(values).toHaveLength(2);
    expect(Object.values(values[0]!).every((v) => v === null)).toBe(true);
    expect(values[1]).toMatchObject({ key: String(docs.acme), info: { id: docs.acme } });
    expect(res.text).not.toContain(`"${docs.globex}"`);
  });

  it('GraphQL: hidden: true with null fields for acme-user; the administrator sees both documents', async () => {
    const query = `{ caseField(id: "${caseId}", fieldName: "docref") { values { hidden id key label value info } } }`;
    const res = await t.graphql(query, {}, { as: 'acme-user' });
    expect(res.body.errors).toBeUndefined();
    const values = res.body.data.caseField.values as { hidden: boolean; info: unknown }[];
    expect(values[0]).toEqual({ hidden: true, id: null, key: null, label: null, value: null, info: null });
    expect(values[1]).toMatchObject({ hidden: false, info: { id: docs.acme } });
    const admin = await t.graphql(query, {}, { as: 'admin' });
    expect(admin.body.errors).toBeUndefined();
    expect(admin.body.data.caseField.values.map((v: { hidden: boolean; info: unknown }) => [v.hidden, v.info])).toEqual([
      [false, { id: docs.globex }],
      [false, { id: docs.acme }],
    ]);
  });
});

describe('a lock held by a user of another customer', () => {
  // docId is the numeric id REST paths take; docGid the global id GraphQL answers and takes back.
  let docId: number;
  let docGid: string;
  beforeAll(async () => {
    const doc = await t.graphql('mutation { addDocument(input: { parent: { path: { customer: { shortName: "acme" }, names: [] } }, name: "locked.txt", text: "x" }) { document { id databaseId } } }', {}, { as: 'admin' });
    expect(doc.body.errors).toBeUndefined();
    docId = doc.body.data.addDocument.document.databaseId;
    docGid = doc.body.data.addDocument.document.id;
    const globexUser = (await t.graphql('{ user(ref: { shortName: "globex-user" }) { id } }', {}, { as: 'admin' })).body.data.user.id;
    const granted = await t.graphql('mutation($doc: ID!, $user: ID!) { grantDocumentAccess(input: { ref: { id: $doc }, level: WRITE, subjectID: $user, subjectType: USER }) { accessEntry { id } } }', { doc: docGid, user: globexUser }, { as: 'admin' });
    expect(granted.body.errors).toBeUndefined();
    expect((await t.request('PUT', `/documents/v1/document/${docId}/lock`, { as: 'globex-user', body: { seconds: 600 } })).status).toBe(200);
  });

  it('the lock message does not name a holder acme-admin may not see', async () => {
    const res = await t.request('PUT', `/documents/v1/document/${docId}/lock`, { as: 'acme-admin', body: { seconds: 60 } });
    expect(res.status).toBe(412);
    expect(res.text).not.toMatch(/globex/i);
    expect(res.body.messages[0].message).toMatch(/is locked by another user until /);
    const update = await t.graphql('mutation($doc: ID!) { updateDocument(input: { ref: { id: $doc }, text: "y" }) { document { id } } }', { doc: docGid }, { as: 'acme-admin' });
    expect(update.body.errors[0].extensions.messageTemplate).toBe('document.locked');
    expect(update.text).not.toMatch(/globex/i);
    const meta = await t.get(`/documents/v1/document/${docId}`, { as: 'acme-admin', headers: { accept: 'application/json' } });
    expect(meta.body.data.lock.lockedBy).toEqual({ id: null, shortName: null, name: null });
    expect(meta.text).not.toMatch(/globex/i);
  });

  it('the access entry naming globex-user keeps its place without its subject id (REST and GraphQL)', async () => {
    const globexUser = (await t.graphql('{ user(ref: { shortName: "globex-user" }) { databaseId } }', {}, { as: 'admin' })).body.data.user.databaseId as number;
    const res = await t.get(`/documents/v1/document/${docId}/access`, { as: 'acme-admin' });
    expect(res.status).toBe(200);
    const entries = res.body.data as { subjectID: number | null; subjectType: string; level: string }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((e) => e.subjectID === null)).toHaveLength(1);
    expect(entries.some((e) => e.subjectID === globexUser)).toBe(false);
    const gql = await t.graphql('query($doc: ID!) { documentElement(ref: { id: $doc }) { accessEntries { subjectID subjectType level } } }', { doc: docGid }, { as: 'acme-admin' });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.documentElement.accessEntries.filter((e: { subjectID: unknown }) => e.subjectID === null)).toHaveLength(1);
    const admin = await t.get(`/documents/v1/document/${docId}/access`, { as: 'admin' });
    expect((admin.body.data as { subjectID: number }[]).some((e) => e.subjectID === globexUser)).toBe(true);
  });

  it('names the holder to whoever may see it', async () => {
    const res = await t.request('PUT', `/documents/v1/document/${docId}/lock`, { as: 'admin', body: { seconds: 60 } });
    expect(res.status).toBe(412);
    expect(res.body.messages[0].message).toMatch(/is locked by globex-user until /);
  });
});

describe('anonymous callers and public passive DNS', () => {
  // acme's and globex's white records of one name: anyone may see the records, no one
  // unauthenticated whose they are (docs/spec-decisions.md, passive DNS "Who sees what").
  beforeAll(async () => {
    const at = 1_700_000_000_000;
    for (const customer of ['acme', 'globex']) {
      const res = await t.graphql('mutation($c: CustomerRef!, $r: [JSON!]!) { submitPdnsRecords(input: { customer: $c, records: $r }) { report { accepted } } }', {
        c: { shortName: customer },
        r: [{ query: 'public-both.example', answer: `192.0.2.${customer === 'acme' ? 10 : 20}`, recordType: 'A', tlp: 'white', firstSeen: at, lastSeen: at, times: 1, minTtl: 60, maxTtl: 60 }],
      }, { as: 'admin' });
      expect(res.body.errors).toBeUndefined();
    }
  });

  it('REST: the records, each with customer null, aggregated or not', async () => {
    for (const aggregate of ['true', 'false']) {
      const res = await t.get(`/pdns/v3/public-both.example?aggregate=${aggregate}`);
      expect(res.status).toBe(200);
      const records = res.body.data as { customer: unknown }[];
      expect(records).toHaveLength(2);
      expect(records.map((r) => r.customer)).toEqual([null, null]);
      expect(res.text).not.toMatch(/acme|globex/i);
    }
  });

  it('GraphQL: the same', async () => {
    const res = await t.graphql('{ pdnsSearch(input: { query: "public-both.example", aggregateResult: false }) { nodes { answer customer { hidden id shortName name } } } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.pdnsSearch.nodes).toHaveLength(2);
    expect(res.body.data.pdnsSearch.nodes.map((r: { customer: unknown }) => r.customer)).toEqual([null, null]);
  });

  it('acme-user sees its own record attributed and globex\'s not', async () => {
    const res = await t.get('/pdns/v3/public-both.example?aggregate=false', { as: 'acme-user' });
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/globex/i);
    const records = res.body.data as { answer: string; customer: { shortName: string } | null }[];
    expect(records.find((r) => r.answer === '192.0.2.10')?.customer?.shortName).toBe('acme');
    expect(records.find((r) => r.answer === '192.0.2.20')?.customer).toBeNull();
  });
});

describe('a field default naming a subject of another customer', () => {
  it('is null for acme users and shown to the administrator (REST and GraphQL)', async () => {
    const made = await t.graphql('mutation($d: JSON) { addCaseField(input: { name: "defaultref", valueType: SUBJECT_TYPE, defaultValue: $d }) { field { id defaultValue } } }', { d: { type: 'user', id: 'globex-user' } }, { as: 'admin' });
    expect(made.body.errors).toBeUndefined();
    expect(made.body.data.addCaseField.field.defaultValue).toEqual({ type: 'user', id: 'globex-user' });
    const rest = await t.get('/cases/v2/field/defaultref', { as: 'acme-user' });
    expect(rest.status).toBe(200);
    expect(rest.body.data.defaultValue).toBeNull();
    expect(rest.text).not.toMatch(/globex/i);
    const list = await t.get('/cases/v2/field?keyword=defaultref', { as: 'acme-admin' });
    expect(list.status).toBe(200);
    expect(list.text).not.toMatch(/globex/i);
    const gql = await t.graphql('{ caseFieldDescriptor(ref: { name: "defaultref" }) { defaultValue } }', {}, { as: 'acme-admin' });
    expect(gql.body.data.caseFieldDescriptor.defaultValue).toBeNull();
    const admin = await t.get('/cases/v2/field/defaultref', { as: 'admin' });
    expect(admin.body.data.defaultValue).toEqual({ type: 'user', id: 'globex-user' });
  });
});
