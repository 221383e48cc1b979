// /cases/v2 cases, comments, tags, access list and services, black box.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp, COUNTING_STATEMENTS } from '../support/app.ts';
import { makeCase, user } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: COUNTING_STATEMENTS });
});
afterAll(async () => {
  await t?.close();
});

const newCase = (extra: Record<string, unknown> = {}) => ({ customer: 'acme', service: 'support', subject: 'Printer on fire', type: 'operationalIncident', priority: 'high', ...extra });

describe('POST /cases/v2/case', () => {
  it('creates a case: 201, the caller is reporter and owner', async () => {
    const res = await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: newCase({ description: 'smoke', tags: ['fire', 'printer'], watchers: ['acme-admin'] }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ responseCode: 201 });
    expect(res.body.data).toMatchObject({
      customer: { shortName: 'acme' },
      service: { shortName: 'support' },
      subject: 'Printer on fire',
      type: 'operationalIncident',
      status: 'pendingSoc',
      priority: 'high',
      accessMode: 'roleBased',
      reporter: { shortName: 'acme-user', customer: { shortName: 'acme' } },
      assignedUser: null,
      watchers: [{ shortName: 'acme-admin' }],
      closedTimestamp: null,
      currentUserAccess: { level: 'owner', role: 'user' },
    });
    expect(res.body.data.tags.map((x: { tag: string }) => x.tag)).toEqual(['fire', 'printer']);
    expect(typeof res.body.data.id).toBe('number');
  });

  it.each([
    ['status', { status: 'exploded' }],
    ['priority', { priority: 'urgent' }],
    ['type', { type: 'whatever' }],
    ['subject', { subject: '' }],
    ['customer', { customer: 'no-such-customer' }],
    ['service', { service: 'nope' }],
    ['assignedUser', { assignedUser: 'globex-user' }],
  ])('answers 412 naming %s, and stores nothing', async (field, extra) => {
    const before = await t.database.prisma.case.count();
    const res = await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: newCase(extra) });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field });
    expect(await t.database.prisma.case.count()).toBe(before);
  });

  it('answers 412 when the customer does not subscribe to the service', async () => {
    const operatorCustomer = await t.request('POST', '/cases/v2/case', { as: 'admin', body: newCase({ customer: 'operator' }) });
    expect(operatorCustomer.status).toBe(412);
    expect(envelopeError(operatorCustomer).field).toBe('service');
  });

  it('answers 403 to a user without the service write role; another customer is "unknown"', async () => {
    const reader = await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: newCase({ customer: 'globex' }) });
    expect(reader.status).toBe(412);
    expect(envelopeError(reader).field).toBe('customer');
    const { userWithKey } = await import('./helpers.ts');
    const viewer = await userWithKey(t, 'only-viewer', 'acme', ['STANDARD-USER']);
    const res = await t.request('POST', '/cases/v2/case', { as: viewer.key, body: newCase() });
    expect(res.status).toBe(403);
  });

  it('answers 401 without a key', async () => {
    expect((await t.request('POST', '/cases/v2/case', { body: newCase() })).status).toBe(401);
  });

  it('answers an unknown custom field in the input as bad input naming it (412 / INVALID_FIELD), and creates nothing', async () => {
    const before = await t.database.prisma.case.count();
    const res = await t.request('POST', '/cases/v2/case', { as: 'globex-user', body: newCase({ customer: 'globex', fields: { noSuchField: 'x' } }) });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ field: 'fields.noSuchField', messageTemplate: 'invalid.field.unknown' });
    const gql = await t.graphql(
      'mutation { addCase(input: { customer: { shortName: "globex" }, service: { shortName: "monitoring" }, subject: "gql", type: SECURITY_INCIDENT, priority: LOW, fields: { noSuchField: "x" } }) { case { id } } }',
      {},
      { as: 'globex-user' },
    );
    expect(gql.body.data.addCase).toBeNull();
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'fields.noSuchField' });
    expect(await t.database.prisma.case.count()).toBe(before);
  });

  it('creates through GraphQL with the GraphQL enum spelling', async () => {
    const res = await t.graphql(
      'mutation { addCase(input: { customer: { shortName: "globex" }, service: { shortName: "monitoring" }, subject: "gql", type: SECURITY_INCIDENT, priority: CRITICAL, accessMode: READ_RESTRICTED }) { case { id status accessMode currentUserAccess { level role } } } }',
      {},
      { as: 'globex-user' },
    );
    expect(res.body.data.addCase.case).toMatchObject({ status: 'PENDING_SOC', accessMode: 'READ_RESTRICTED', currentUserAccess: { level: 'OWNER', role: 'USER' } });
  });
});

describe('GET /cases/v2/case/{caseID}', () => {
  it('answers 404 for a missing case and 412 for a malformed id', async () => {
    expect((await t.get('/cases/v2/case/99999999', { as: 'admin' })).status).toBe(404);
    const bad = await t.get('/cases/v2/case/abc', { as: 'admin' });
    expect(bad.status).toBe(412);
    expect(envelopeError(bad).field).toBe('caseID');
  });

  it('answers 404 (not 403) to another customer: existence is not revealed', async () => {
    const id = (await t.database.prisma.case.findFirstOrThrow({ where: { subject: 'Phishing campaign reported by staff' } })).id;
    const res = await t.get(`/cases/v2/case/${id}`, { as: 'acme-user' });
    expect(res.status).toBe(404);
    expect(res.body.data).toBeNull();
  });
});

describe('PUT /cases/v2/case/{caseID}', () => {
  let id: number;
  beforeAll(async () => {
    id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: (await user(t, 'analyst')).id, subject: 'update me' });
  });

  it('write level changes priority, status, assignment and tags', async () => {
    const res = await t.request('PUT', `/cases/v2/case/${id}`, {
      as: 'acme-user',
      body: { priority: 'critical', status: 'workingCustomer', assignedUser: 'acme-user', assignedTech: 'analyst', tagsToAdd: ['x', 'y'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ priority: 'critical', status: 'workingCustomer', assignedUser: { shortName: 'acme-user' }, assignedTech: { shortName: 'analyst' } });
    const removed = await t.request('PUT', `/cases/v2/case/${id}`, { as: 'acme-user', body: { tagsToRemove: ['x'] } });
    expect(removed.body.data.tags.map((x: { tag: string }) => x.tag)).toEqual(['y']);
  });

  it('owner fields (subject, description) need owner level: 403, nothing changed', async () => {
    const res = await t.request('PUT', `/cases/v2/case/${id}`, { as: 'acme-user', body: { subject: 'hijacked', priority: 'low' } });
    expect(res.status).toBe(403);
    expect((await t.get(`/cases/v2/case/${id}`, { as: 'acme-user' })).body.data).toMatchObject({ subject: 'update me', priority: 'critical' });
    const owner = await t.request('PUT', `/cases/v2/case/${id}`, { as: 'acme-admin', body: { subject: 'renamed' } });
    expect(owner.body.data.subject).toBe('renamed');
  });

  it("watching: one's own watch needs read level only; others need owner level or the tech role", async () => {
    const own = await t.request('PUT', `/cases/v2/case/${id}`, { as: 'acme-user', body: { watchersToAdd: ['acme-user'] } });
    expect(own.status).toBe(200);
    expect(own.body.data.watchers.map((w: { shortName: string }) => w.shortName)).toEqual(['acme-user']);
    const other = await t.request('PUT', `/cases/v2/case/${id}`, { as: 'acme-user', body: { watchersToAdd: ['acme-admin'] } });
    expect(other.status).toBe(403);
    const tech = await t.request('PUT', `/cases/v2/case/${id}`, { as: 'analyst', body: { watchersToAdd: ['acme-admin'] } });
    expect(tech.status).toBe(200);
  });

  it('rejects unknown status, closed as a status, and bad references with 412 naming the field', async () => {
    for (const [body, field] of [
      [{ status: 'closed' }, 'status'],
      [{ priority: 'meh' }, 'priority'],
      [{ assignedUser: 'globex-user' }, 'assignedUser'],
      [{ watchersToAdd: ['nobody-here'] }, 'watchersToAdd[0]'],
    ] as const) {
      const res = await t.request('PUT', `/cases/v2/case/${id}`, { as: 'admin', body });
      expect(res.status).toBe(412);
      expect(envelopeError(res).field).toBe(field);
    }
  });

  it('answers 404 for a missing case and for another customer', async () => {
    expect((await t.request('PUT', '/cases/v2/case/99999999', { as: 'admin', body: { priority: 'low' } })).status).toBe(404);
    expect((await t.request('PUT', `/cases/v2/case/${id}`, { as: 'globex-user', body: { priority: 'low' } })).status).toBe(404);
  });
});

describe('PUT /cases/v2/case/{caseID}/close', () => {
  it('closes with a comment, sets closedTimestamp; closing again is 412; a status change reopens', async () => {
    const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: (await user(t, 'analyst')).id });
    const res = await t.request('PUT', `/cases/v2/case/${id}/close`, { as: 'acme-user', body: { comment: 'done' } });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('closed');
    expect(res.body.data.closedTimestamp).toBeGreaterThan(0);
    expect((await t.request('PUT', `/cases/v2/case/${id}/close`, { as: 'acme-user' })).status).toBe(412);
    const reopened = await t.request('PUT', `/cases/v2/case/${id}`, { as: 'acme-user', body: { status: 'workingSoc' } });
    expect(reopened.body.data).toMatchObject({ status: 'workingSoc', closedTimestamp: null });
  });

  it('answers 403 to read level, 404 to another customer and for a missing case', async () => {
    const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: (await user(t, 'analyst')).id, accessMode: 'writeRestricted' });
    expect((await t.request('PUT', `/cases/v2/case/${id}/close`, { as: 'acme-user' })).status).toBe(403);
    expect((await t.request('PUT', `/cases/v2/case/${id}/close`, { as: 'globex-user' })).status).toBe(404);
    expect((await t.request('PUT', '/cases/v2/case/99999999/close', { as: 'admin' })).status).toBe(404);
    expect((await t.request('PUT', `/cases/v2/case/${id}/close`, { as: 'admin', body: { comment: '' } })).status).toBe(412);
  });
});

describe('comments', () => {
  let id: number;
  beforeAll(async () => {
    id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: (await user(t, 'acme-user')).id });
  });

  it('internal comments are written and seen by the tech role only', async () => {
    const pub = await t.request('POST', `/cases/v2/case/${id}/comments`, { as: 'acme-user', body: { comment: 'hello' } });
    expect(pub.status).toBe(201);
    expect(pub.body.data).toMatchObject({ comment: 'hello', internal: false, author: { shortName: 'acme-user' } });
    const internal = await t.request('POST', `/cases/v2/case/${id}/comments`, { as: 'analyst', body: { comment: 'looks like a false positive', internal: true } });
    expect(internal.status).toBe(201);
    const denied = await t.request('POST', `/cases/v2/case/${id}/comments`, { as: 'acme-user', body: { comment: 'sneaky', internal: true } });
    expect(denied.status).toBe(403);
    const userView = await t.get(`/cases/v2/case/${id}/comments`, { as: 'acme-user' });
    expect(userView.body.data.map((c: { comment: string }) => c.comment)).toEqual(['hello']);
    const techView = await t.get(`/cases/v2/case/${id}/comments`, { as: 'analyst' });
    expect(techView.body.data.map((c: { comment: string }) => c.comment)).toEqual(['looks like a false positive', 'hello']);
    const gql = await t.graphql('query($id: ID!) { case(id: $id) { comments { nodes { comment internal } } } }', { id: String(id) }, { as: 'acme-user' });
    expect(gql.body.data.case.comments.nodes).toEqual([{ comment: 'hello', internal: false }]);
  });

  it('412 for an empty comment, 404 for another customer or a missing case, 403 for read level', async () => {
    const empty = await t.request('POST', `/cases/v2/case/${id}/comments`, { as: 'acme-user', body: { comment: '  ' } });
    expect(empty.status).toBe(412);
    expect(envelopeError(empty).field).toBe('comment');
    expect((await t.request('POST', `/cases/v2/case/${id}/comments`, { as: 'globex-user', body: { comment: 'x' } })).status).toBe(404);
    expect((await t.get('/cases/v2/case/99999999/comments', { as: 'admin' })).status).toBe(404);
    const restricted = await makeCase(t, { customer: 'acme', service: 'support', reporterId: (await user(t, 'analyst')).id, accessMode: 'writeRestricted' });
    expect((await t.request('POST', `/cases/v2/case/${restricted}/comments`, { as: 'acme-user', body: { comment: 'x' } })).status).toBe(403);
  });
});

describe('tags', () => {
  it('adds, lists and removes tags with write level', async () => {
    const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: (await user(t, 'acme-user')).id });
    const added = await t.request('POST', `/cases/v2/case/${id}/tags`, { as: 'acme-user', body: { tag: 'phishing' } });
    expect(added.status).toBe(201);
    expect(added.body.data.tag).toBe('phishing');
    const listed = await t.get(`/cases/v2/case/${id}/tags`, { as: 'acme-user' });
    expect(listed.body.data).toEqual([added.body.data]);
    expect((await t.request('DELETE', `/cases/v2/case/${id}/tags/${added.body.data.id}`, { as: 'globex-user' })).status).toBe(404);
    const removed = await t.request('DELETE', `/cases/v2/case/${id}/tags/${added.body.data.id}`, { as: 'acme-user' });
    expect(removed.status).toBe(200);
    expect((await t.get(`/cases/v2/case/${id}/tags`, { as: 'acme-user' })).body.data).toEqual([]);
    expect((await t.request('DELETE', `/cases/v2/case/${id}/tags/${added.body.data.id}`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.request('DELETE', `/cases/v2/case/${id}/tags/not-a-uuid`, { as: 'acme-user' })).status).toBe(412);
    expect((await t.request('POST', `/cases/v2/case/${id}/tags`, { as: 'acme-user', body: { tag: '' } })).status).toBe(412);
  });
});

describe('access list endpoints', () => {
  let id: number;
  beforeAll(async () => {
    id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: (await user(t, 'acme-user')).id });
  });

  it('PUT access changes the mode (owner); 412 for an unknown mode; 403 below owner', async () => {
    const res = await t.request('PUT', `/cases/v2/case/${id}/access`, { as: 'acme-user', body: { accessMode: 'readRestricted' } });
    expect(res.status).toBe(200);
    expect(res.body.data.accessMode).toBe('readRestricted');
    const bad = await t.request('PUT', `/cases/v2/case/${id}/access`, { as: 'acme-user', body: { accessMode: 'open' } });
    expect(bad.status).toBe(412);
    expect(envelopeError(bad).field).toBe('accessMode');
    expect((await t.request('PUT', `/cases/v2/case/${id}/access`, { as: 'analyst', body: { accessMode: 'explicit' } })).status).toBe(403);
    expect((await t.get(`/cases/v2/case/${id}`, { as: 'acme-user' })).body.data.accessMode).toBe('readRestricted');
  });

  it('POST grants, GET lists, DELETE revokes; subjects of unrelated customers are refused', async () => {
    const granted = await t.request('POST', `/cases/v2/case/${id}/access`, { as: 'acme-user', body: { subjectID: 'acme-admin', level: 'write' } });
    expect(granted.status).toBe(201);
    const again = await t.request('POST', `/cases/v2/case/${id}/access`, { as: 'acme-user', body: { subjectID: 'acme-admin', level: 'read' } });
    expect(again.body.data).toMatchObject({ id: granted.body.data.id, level: 'read' });
    const list = await t.get(`/cases/v2/case/${id}/access`, { as: 'acme-user' });
    expect(list.body.data).toHaveLength(1);
    const foreign = await t.request('POST', `/cases/v2/case/${id}/access`, { as: 'acme-user', body: { subjectID: 'globex-user', level: 'read' } });
    expect(foreign.status).toBe(412);
    expect(envelopeError(foreign).field).toBe('subjectID');
    const badLevel = await t.request('POST', `/cases/v2/case/${id}/access`, { as: 'acme-user', body: { subjectID: 'acme-admin', level: 'owner' } });
    expect(badLevel.status).toBe(412);
    expect(envelopeError(badLevel).field).toBe('level');
    const below = await t.request('POST', `/cases/v2/case/${id}/access`, { as: 'analyst', body: { subjectID: 'acme-admin', level: 'write' } });
    expect(below.status).toBe(403);
    expect((await t.request('DELETE', `/cases/v2/case/${id}/access/${granted.body.data.id}`, { as: 'analyst' })).status).toBe(403);
    expect((await t.request('DELETE', `/cases/v2/case/${id}/access/${granted.body.data.id}`, { as: 'globex-user' })).status).toBe(404);
    expect((await t.request('DELETE', `/cases/v2/case/${id}/access/${granted.body.data.id}`, { as: 'acme-user' })).status).toBe(200);
    expect((await t.request('DELETE', `/cases/v2/case/${id}/access/${granted.body.data.id}`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.get(`/cases/v2/case/${id}/access`, { as: 'acme-user' })).body.data).toEqual([]);
  });
});

describe('grantCaseAccess subjectID: a global id of a User or Group', () => {
  const GRANT = 'mutation($id: ID!, $s: ID!, $type: CaseAccessSubjectType) { grantCaseAccess(input: { case: $id, subjectID: $s, subjectType: $type, level: READ }) { accessEntry { level subject { type id databaseId shortName } } } }';
  let id: string;
  const gid = async (query: string) => Object.values((await t.graphql(query, {}, { as: 'admin' })).body.data as Record<string, { id: string }>)[0]!.id;

  beforeAll(async () => {
    id = String(await makeCase(t, { customer: 'acme', service: 'support', reporterId: (await user(t, 'acme-user')).id }));
  });

  it('grants to the user or group its global id names, which says which it is', async () => {
    const acmeAdmin = await gid('{ user(ref: { shortName: "acme-admin" }) { id } }');
    const acmeStaff = await gid('{ group(ref: { shortName: "acme-staff" }) { id } }');
    const toUser = await t.graphql(GRANT, { id, s: acmeAdmin }, { as: 'acme-user' });
    expect(toUser.body.errors).toBeUndefined();
    expect(toUser.body.data.grantCaseAccess.accessEntry).toMatchObject({ level: 'READ', subject: { type: 'USER', id: acmeAdmin, shortName: 'acme-admin' } });
    const toGroup = await t.graphql(GRANT, { id, s: acmeStaff }, { as: 'acme-user' });
    expect(toGroup.body.errors).toBeUndefined();
    expect(toGroup.body.data.grantCaseAccess.accessEntry).toMatchObject({ subject: { type: 'GROUP', id: acmeStaff, shortName: 'acme-staff' } });
  });

  it("is INVALID_FIELD naming subjectID for another type's global id, or one that disagrees with subjectType", async () => {
    const acmeAdmin = await gid('{ user(ref: { shortName: "acme-admin" }) { id } }');
    const customer = await gid('{ customer(ref: { shortName: "acme" }) { id } }');
    for (const [variables, message] of [
      [{ s: customer }, 'subjectID is the id of a Customer, not of a User or Group'],
      [{ s: acmeAdmin, type: 'GROUP' }, 'subjectID is the id of a User, not of a Group'],
    ] as const) {
      const res = await t.graphql(GRANT, { id, ...variables }, { as: 'acme-user' });
      expect(res.body.data.grantCaseAccess).toBeNull();
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'subjectID', messageTemplate: 'invalid.field.value' });
      expect(res.body.errors[0].message).toBe(message);
    }
  });
});

describe('POST /cases/v2/case/search', () => {
  it('filters by criteria (ANDed; lists are any-of) with paging fields', async () => {
    const res = await t.request('POST', '/cases/v2/case/search', { as: 'analyst', body: { customer: ['globex'], priority: ['high', 'low'], limit: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, size: 1, limit: 1, offset: 0 });
    const both = await t.request('POST', '/cases/v2/case/search', { as: 'analyst', body: { keywords: ['phishing'], status: ['pendingSoc'] } });
    expect(both.body.data.map((c: { subject: string }) => c.subject)).toEqual(['Phishing campaign reported by staff']);
  });

  it('subCriteria: exclude removes, required must match, the others are ORed', async () => {
    const res = await t.request('POST', '/cases/v2/case/search', {
      as: 'analyst',
      body: { customer: ['acme'], subCriteria: [{ accessMode: ['explicit'], exclude: true }, { priority: ['critical'] }, { status: ['pendingCustomer'] }], sortBy: ['id'] },
    });
    expect(res.status).toBe(200);
    const subjects = res.body.data.map((c: { subject: string }) => c.subject);
    expect(subjects).toContain('Malware on a finance laptop');
    expect(subjects).toContain('Suspicious logins from unusual locations');
    expect(subjects).not.toContain('Insider investigation');
    expect(subjects).not.toContain('Dashboard is slow');
  });

  it('never widens a search beyond what the caller may read', async () => {
    const res = await t.request('POST', '/cases/v2/case/search', { as: 'globex-user', body: { customer: ['acme'] } });
    expect(res.body.count).toBe(0);
    expect(res.body.data).toEqual([]);
  });

  it('412 for an unknown status, a bad sortBy and a limit above the maximum', async () => {
    for (const [body, field] of [
      [{ status: ['open'] }, 'status'],
      [{ sortBy: ['colour'] }, 'sortBy'],
      [{ limit: 10_000_000 }, 'limit'],
    ] as const) {
      const res = await t.request('POST', '/cases/v2/case/search', { as: 'analyst', body });
      expect(res.status).toBe(412);
      expect(envelopeError(res).field).toBe(field);
    }
  });

  it('runs the same statements for 3 and for 60 cases (REST and GraphQL)', async () => {
    const analyst = await user(t, 'analyst');
    const search = () => t.request('POST', '/cases/v2/case/search', { as: 'acme-admin', body: { customer: ['acme-emea'], limit: 100 } });
    const gql = () => t.graphql('{ searchCases(input: { customer: [{ shortName: "acme-emea" }], limit: 100 }) { totalCount nodes { id reporter { shortName customer { name } } watchers { shortName } tags { tag } currentUserAccess { level } } } }', {}, { as: 'acme-admin' });
    const count = async (work: () => Promise<{ status: number }>) => {
      await work();
      const { statements } = await t.database.statements.capture(work);
      return statements.length;
    };
    const [restSmall, gqlSmall] = [await count(search), await count(gql)];
    for (let i = 0; i < 58; i += 1) {
      const id = await makeCase(t, { customer: 'acme-emea', service: 'support', reporterId: analyst.id, accessMode: i % 2 ? 'explicit' : 'roleBased' });
      await t.database.prisma.caseTag.create({ data: { caseId: id, tag: `t${i}` } });
      await t.database.prisma.caseWatcher.create({ data: { caseId: id, userId: analyst.id } });
    }
    expect((await search()).body.size).toBeGreaterThan(29);
    expect(await count(search)).toBe(restSmall);
    expect(await count(gql)).toBe(gqlSmall);
    expect(restSmall).toBeLessThanOrEqual(6);
  });
});

describe('searchCases caseID: a global id or a case id', () => {
  const SEARCH = 'query($input: CaseSearchInput) { searchCases(input: $input) { totalCount nodes { id databaseId } } }';
  let caseId: number;
  let globalCaseId: string;
  beforeAll(async () => {
    caseId = await makeCase(t, { customer: 'acme', service: 'support', reporterId: (await user(t, 'acme-user')).id, subject: 'found by its global id' });
    const read = await t.graphql('query($id: ID!) { case(id: $id) { id } }', { id: String(caseId) }, { as: 'analyst' });
    expect(read.body.errors).toBeUndefined();
    globalCaseId = read.body.data.case.id;
    expect(globalCaseId).not.toBe(String(caseId));
  });

  it('finds the case by the global id Case.id answers, at the top and in a sub-criterion, as by its number', async () => {
    for (const input of [{ caseID: [globalCaseId] }, { subCriteria: [{ caseID: [globalCaseId], required: true }] }, { caseID: [caseId] }, { caseID: [String(caseId)] }]) {
      const res = await t.graphql(SEARCH, { input }, { as: 'analyst' });
      expect(res.body.errors, JSON.stringify(input)).toBeUndefined();
      expect(res.body.data.searchCases).toEqual({ totalCount: 1, nodes: [{ id: globalCaseId, databaseId: caseId }] });
    }
    // A reader who may not read the case finds nothing by its global id either.
    const hidden = await t.graphql(SEARCH, { input: { caseID: [globalCaseId] } }, { as: 'globex-user' });
    expect(hidden.body.errors).toBeUndefined();
    expect(hidden.body.data.searchCases).toEqual({ totalCount: 0, nodes: [] });
  });

  it("is INVALID_FIELD naming caseID for another type's global id, and for a value that is no id", async () => {
    const userId = (await t.graphql('query($id: ID!) { case(id: $id) { reporter { id } } }', { id: String(caseId) }, { as: 'analyst' })).body.data.case.reporter.id as string;
    expect(userId).toMatch(/^gid:/);
    for (const [input, field, message] of [
      [{ caseID: [globalCaseId, userId] }, 'caseID', 'caseID is the id of a User, not of a Case'],
      [{ subCriteria: [{ caseID: [userId] }] }, 'subCriteria.caseID', 'subCriteria.caseID is the id of a User, not of a Case'],
      [{ caseID: ['case-7'] }, 'caseID', 'caseID must be a whole number'],
    ] as const) {
      const res = await t.graphql(SEARCH, { input }, { as: 'analyst' });
      expect(res.body.data.searchCases).toBeNull();
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field, messageTemplate: 'invalid.field.value' });
      expect(res.body.errors[0].message).toBe(message);
    }
  });

  it('customer, service, reporter, assignedUser and assignedTech take global ids too; another type\'s is INVALID_FIELD naming the criterion', async () => {
    const ids = (await t.graphql('query($id: ID!) { case(id: $id) { customer { id } service { id } user: reporter { id } } }', { id: String(caseId) }, { as: 'analyst' })).body.data.case;
    expect(ids.customer.id).toMatch(/^gid:/);
    const byGlobal = { caseID: [globalCaseId], customer: [{ id: ids.customer.id }], service: [{ id: ids.service.id }], reporter: [{ id: ids.user.id }] };
    const res = await t.graphql(SEARCH, { input: byGlobal }, { as: 'analyst' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.searchCases).toEqual({ totalCount: 1, nodes: [{ id: globalCaseId, databaseId: caseId }] });
    for (const [input, field, message] of [
      [{ customer: [{ id: ids.user.id }] }, 'customer', 'customer is the id of a User, not of a Customer'],
      [{ service: [{ id: ids.customer.id }] }, 'service', 'service is the id of a Customer, not of a CaseService'],
      [{ subCriteria: [{ assignedTech: [{ id: globalCaseId }] }] }, 'subCriteria.assignedTech', 'subCriteria.assignedTech is the id of a Case, not of a User'],
      [{ reporter: [{ id: 'acme-user' }] }, 'reporter', 'reporter.id must be a global id or a numeric id'],
    ] as const) {
      const refused = await t.graphql(SEARCH, { input }, { as: 'analyst' });
      expect(refused.body.data.searchCases).toBeNull();
      expect(refused.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field, messageTemplate: 'invalid.field.value' });
      expect(refused.body.errors[0].message).toBe(message);
    }
  });

  it('REST still reads caseID as numbers: a global id or text is 412 "must be a whole number", a negative number matches nothing', async () => {
    const found = await t.request('POST', '/cases/v2/case/search', { as: 'analyst', body: { caseID: [caseId] } });
    expect(found.status).toBe(200);
    expect(found.body.data.map((c: { id: number }) => c.id)).toEqual([caseId]);
    for (const value of [globalCaseId, 'abc', 1.5, true]) {
      const res = await t.request('POST', '/cases/v2/case/search', { as: 'analyst', body: { caseID: [value] } });
      expect(res.status, JSON.stringify(value)).toBe(412);
      expect(envelopeError(res)).toMatchObject({ field: 'caseID', message: 'caseID must be a whole number' });
    }
    const negative = await t.request('POST', '/cases/v2/case/search', { as: 'analyst', body: { caseID: [-5] } });
    expect(negative.status).toBe(200);
    expect(negative.body).toMatchObject({ count: 0, data: [] });
  });
});

describe('services', () => {
  it('lists the demo services with their subscriptions as far as the caller may view', async () => {
    const res = await t.get('/cases/v2/service', { as: 'globex-user' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { shortName: string }) => s.shortName)).toEqual(['support', 'monitoring']);
    expect(res.body.data[0].customers.map((c: { shortName: string }) => c.shortName)).toEqual(['globex']);
    expect((await t.get('/cases/v2/service/support', { as: 'admin' })).body.data.customers).toHaveLength(3);
    expect((await t.get('/cases/v2/service/nothing', { as: 'admin' })).status).toBe(404);
  });

  it('creates a service with its own roles and edits subscriptions (manageCaseServices)', async () => {
    const res = await t.request('POST', '/cases/v2/service', { as: 'admin', body: { shortName: 'forensics', name: 'Forensics', customersToAdd: ['acme'] } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ readRole: 'CASES-FORENSICS-READ', writeRole: 'CASES-FORENSICS-WRITE', techRole: 'CASES-FORENSICS-TECH', customers: [{ shortName: 'acme' }] });
    const updated = await t.request('PUT', '/cases/v2/service/forensics', { as: 'admin', body: { customersToAdd: ['globex'], customersToRemove: ['acme'], name: 'Digital forensics' } });
    expect(updated.body.data).toMatchObject({ name: 'Digital forensics', customers: [{ shortName: 'globex' }] });
    expect((await t.request('POST', '/cases/v2/service', { as: 'acme-admin', body: { shortName: 'x', name: 'x' } })).status).toBe(403);
    const dup = await t.request('POST', '/cases/v2/service', { as: 'admin', body: { shortName: 'forensics', name: 'again' } });
    expect(dup.status).toBe(412);
    expect(envelopeError(dup).field).toBe('shortName');
    const badRole = await t.request('POST', '/cases/v2/service', { as: 'admin', body: { shortName: 'y', name: 'y', readRole: 'NOPE', writeRole: 'NOPE', techRole: 'NOPE' } });
    expect(envelopeError(badRole).field).toBe('readRole');
    const badCustomer = await t.request('PUT', '/cases/v2/service/forensics', { as: 'admin', body: { customersToAdd: ['zzz'] } });
    expect(envelopeError(badCustomer).field).toBe('customersToAdd');
    expect((await t.request('PUT', '/cases/v2/service/none', { as: 'admin', body: { name: 'n' } })).status).toBe(404);
  });

  it('a grant of manageCaseServices on one customer does not let its holder change the global services (403, nothing changed)', async () => {
    const acmeAdmin = await user(t, 'acme-admin');
    const acme = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
    const fn = await t.database.prisma.functionNode.findUniqueOrThrow({ where: { name: 'manageCaseServices' } });
    await t.database.prisma.permission.create({ data: { userId: acmeAdmin.id, functionId: fn.id, customerId: acme.id } });
    try {
      const before = await t.get('/cases/v2/service/support', { as: 'admin' });
      expect((await t.request('PUT', '/cases/v2/service/support', { as: 'acme-admin', body: { name: 'hijacked', customersToRemove: ['globex'] } })).status).toBe(403);
      expect((await t.request('POST', '/cases/v2/service', { as: 'acme-admin', body: { shortName: 'acme-own', name: 'Acme own' } })).status).toBe(403);
      expect((await t.get('/cases/v2/service/support', { as: 'admin' })).body.data).toEqual(before.body.data);
    } finally {
      await t.database.prisma.permission.deleteMany({ where: { userId: acmeAdmin.id, functionId: fn.id } });
    }
  });
});

describe('GET /case/{caseID}/tags: bad input and missing objects', () => {
  it('412 naming caseID for a malformed id, 404 for a missing case and for another customer\'s', async () => {
    const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: (await user(t, 'acme-user')).id, accessMode: 'roleBased' });
    expect((await t.get(`/cases/v2/case/${id}/tags`, { as: 'acme-user' })).status).toBe(200);
    const bad = await t.get('/cases/v2/case/abc/tags', { as: 'acme-user' });
    expect(bad.status).toBe(412);
    expect(envelopeError(bad).field).toBe('caseID');
    expect((await t.get('/cases/v2/case/999999/tags', { as: 'acme-user' })).status).toBe(404);
    expect((await t.get(`/cases/v2/case/${id}/tags`, { as: 'globex-user' })).status).toBe(404);
  });
});

describe('statement counts of the other lists', () => {
  const count = async (work: () => Promise<{ status: number }>) => {
    await work();
    const { result, statements } = await t.database.statements.capture(work);
    expect(result.status).toBe(200);
    return statements.length;
  };

  it('comments, access entries and services do not grow with the list', async () => {
    const analyst = await user(t, 'analyst');
    const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: (await user(t, 'acme-user')).id });
    await t.database.prisma.caseComment.create({ data: { caseId: id, authorId: analyst.id, comment: 'first' } });
    const group = await t.database.prisma.group.create({ data: { shortName: 'count-group-0', name: 'g', customerId: (await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } })).id } });
    await t.database.prisma.caseAccessEntry.create({ data: { caseId: id, groupId: group.id, level: 'read' } });
    const comments = () => t.get(`/cases/v2/case/${id}/comments`, { as: 'analyst' });
    const access = () => t.get(`/cases/v2/case/${id}/access`, { as: 'acme-user' });
    const services = () => t.get('/cases/v2/service', { as: 'analyst' });
    const before = [await count(comments), await count(access), await count(services)];
    const acme = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
    for (let i = 1; i < 20; i += 1) {
      await t.database.prisma.caseComment.create({ data: { caseId: id, authorId: analyst.id, comment: `c${i}`, internal: i % 2 === 0 } });
      const g = await t.database.prisma.group.create({ data: { shortName: `count-group-${i}`, name: 'g', customerId: acme.id } });
      await t.database.prisma.caseAccessEntry.create({ data: { caseId: id, groupId: g.id, level: 'write' } });
    }
    const svc = await t.database.prisma.caseService.findUniqueOrThrow({ where: { shortName: 'support' } });
    const extra = await t.database.prisma.customer.createManyAndReturn({ data: Array.from({ length: 10 }, (_, i) => ({ shortName: `count-sub-${i}`, name: 'c', domainId: acme.domainId, parentId: acme.id })) });
    await t.database.prisma.caseServiceSubscription.createMany({ data: extra.map((c) => ({ serviceId: svc.id, customerId: c.id })) });
    expect((await comments()).body.data).toHaveLength(20);
    expect((await access()).body.data).toHaveLength(20);
    expect([await count(comments), await count(access), await count(services)]).toEqual(before);
  });
});

describe('cases mutations: one input, a payload', () => {
  const UPDATE = 'mutation($c: ID!) { updateCase(input: { case: $c, priority: LOW }) { case { databaseId priority } } }';

  it('take the case in the input and answer what they changed under the payload field', async () => {
    const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: (await user(t, 'acme-user')).id });
    const c = String(id);
    const updated = await t.graphql(UPDATE, { c }, { as: 'acme-user' });
    expect(updated.body).toEqual({ data: { updateCase: { case: { databaseId: id, priority: 'LOW' } } } });
    const commented = await t.graphql('mutation($c: ID!) { addCaseComment(input: { case: $c, comment: "via payload" }) { comment { comment internal author { shortName } } } }', { c }, { as: 'acme-user' });
    expect(commented.body).toEqual({ data: { addCaseComment: { comment: { comment: 'via payload', internal: false, author: { shortName: 'acme-user' } } } } });
    const tagged = await t.graphql('mutation($c: ID!) { addCaseTag(input: { case: $c, tag: "payload" }) { tag { id tag } } }', { c }, { as: 'acme-user' });
    expect(tagged.body.errors).toBeUndefined();
    expect(tagged.body.data.addCaseTag.tag.tag).toBe('payload');
    const removed = await t.graphql('mutation($c: ID!, $tag: ID!) { removeCaseTag(input: { case: $c, tagID: $tag }) { tag { id tag } } }', { c, tag: tagged.body.data.addCaseTag.tag.id }, { as: 'acme-user' });
    expect(removed.body).toEqual({ data: { removeCaseTag: { tag: tagged.body.data.addCaseTag.tag } } });
    const closed = await t.graphql('mutation($c: ID!) { closeCase(input: { case: $c }) { case { status comments { totalCount } } } }', { c }, { as: 'acme-user' });
    expect(closed.body).toEqual({ data: { closeCase: { case: { status: 'CLOSED', comments: { totalCount: 1 } } } } });
    const rest = await t.get(`/cases/v2/case/${id}`, { as: 'acme-user' });
    expect(rest.body.data).toMatchObject({ priority: 'low', status: 'closed', tags: [] });
  });

  it('name the input field `case` when its value is no case id; REST names it as it always did', async () => {
    for (const [value, message] of [
      ['abc', 'case must be a case id (a positive whole number)'],
      ['99999999999', 'case is beyond the largest id (2147483647)'],
    ] as const) {
      const res = await t.graphql(UPDATE, { c: value }, { as: 'acme-user' });
      expect(res.body.data).toEqual({ updateCase: null });
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'case' });
      expect(res.body.errors[0].message).toBe(message);
    }
    // REST: the domain's name for a value that is no id, the argument's for one the input policy refuses (unchanged).
    const bad = await t.request('PUT', '/cases/v2/case/abc', { as: 'acme-user', body: { priority: 'low' } });
    expect(bad.status).toBe(412);
    expect(envelopeError(bad)).toMatchObject({ field: 'caseID', message: 'caseID must be a case id (a positive whole number)' });
    const beyond = await t.request('PUT', '/cases/v2/case/99999999999', { as: 'acme-user', body: { priority: 'low' } });
    expect(beyond.status).toBe(412);
    expect(envelopeError(beyond)).toMatchObject({ field: 'id', message: 'id is beyond the largest id (2147483647)' });
  });

  it('name `policy`, `field` and `service` for the objects of the other mutations', async () => {
    const policy = await t.graphql('mutation { updateCaseFieldPolicy(input: { policy: "nope", name: "x" }) { policy { id } } }', {}, { as: 'admin' });
    expect(policy.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'policy' });
    expect(policy.body.errors[0].message).toBe('policy must be a UUID');
    const field = await t.graphql('mutation { updateCaseField(input: { field: { name: "no such field!" }, multivalue: true }) { field { id } } }', {}, { as: 'admin' });
    expect(field.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'field' });
    const service = await t.graphql('mutation { updateCaseService(input: { service: { shortName: "bad name!" }, name: "x" }) { service { id } } }', {}, { as: 'admin' });
    expect(service.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'service' });
    const rest = await t.request('PUT', '/cases/v2/field/policy/nope', { as: 'admin', body: { name: 'x' } });
    expect(envelopeError(rest)).toMatchObject({ field: 'policyID', message: 'policyID must be a UUID' });
  });

  it("answer another customer's case NOT_FOUND, as a missing one, and change nothing", async () => {
    const globexCase = await makeCase(t, { customer: 'globex', service: 'monitoring', reporterId: (await user(t, 'globex-user')).id });
    const before = await t.database.prisma.case.findUniqueOrThrow({ where: { id: globexCase } });
    // Both after a first run: a document's first run goes through graphql-js, later ones through
    // graphql-jit, and their errors differ in shape (src/graphql/jit-when-repeated.ts).
    await t.graphql(UPDATE, { c: '2147483646' }, { as: 'acme-user' });
    const foreign = await t.graphql(UPDATE, { c: String(globexCase) }, { as: 'acme-user' });
    const missing = await t.graphql(UPDATE, { c: '2147483647' }, { as: 'acme-user' });
    expect(foreign.body.data).toEqual({ updateCase: null });
    expect(foreign.body.errors[0].extensions.code).toBe('NOT_FOUND');
    // The whole answer, apart from the id asked for.
    const shown = (body: unknown, asked: string) => JSON.stringify(body).replace(/"timestamp":\d+/g, '"timestamp":0').replaceAll(`\\"${asked}\\"`, 'X').replaceAll(`"${asked}"`, 'X');
    expect(shown(foreign.body, String(globexCase))).toBe(shown(missing.body, '2147483647'));
    const grant = await t.graphql('mutation($c: ID!) { grantCaseAccess(input: { case: $c, subjectID: "acme-user", level: READ }) { accessEntry { id } } }', { c: String(globexCase) }, { as: 'acme-user' });
    expect(grant.body.data).toEqual({ grantCaseAccess: null });
    expect(grant.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await t.database.prisma.case.findUniqueOrThrow({ where: { id: globexCase } })).toEqual(before);
  });

  it('REST: a body naming the case the path fills is an unknown field, and changes nothing', async () => {
    const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: (await user(t, 'acme-user')).id });
    const before = await t.database.prisma.case.findUniqueOrThrow({ where: { id } });
    const res = await t.request('PUT', `/cases/v2/case/${id}/access`, { as: 'acme-user', body: { case: '1', accessMode: 'explicit' } });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ field: 'case', message: 'Unknown field "case"; expected one of accessMode' });
    expect(await t.database.prisma.case.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });
});
