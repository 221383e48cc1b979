// The case access matrix (spec, Authentication point 6), black box: for each
// access mode and each kind of caller, which of the read, write and owner
// operations succeed, through REST and through GraphQL, and what
// currentUserAccess says. A caller without read access never gets the case:
// not by id, not in search, not through GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { customer, makeCase, userWithKey } from './helpers.ts';

let t: TestApp;
const keys: Record<string, string> = {};
const cases: Record<string, number> = {};
const MODES = ['roleBased', 'writeRestricted', 'readRestricted', 'explicit'] as const;
type Mode = (typeof MODES)[number];

beforeAll(async () => {
  t = await startTestApp();
  const reporter = await userWithKey(t, 'case-reporter', 'acme');
  const aclReader = await userWithKey(t, 'acl-reader', 'acme');
  const aclWriter = await userWithKey(t, 'acl-writer', 'acme');
  const svcReader = await userWithKey(t, 'svc-reader', 'acme', ['CASES-SUPPORT-READ']);
  Object.assign(keys, { reporter: reporter.key, aclReader: aclReader.key, aclWriter: aclWriter.key, svcReader: svcReader.key });
  for (const demo of ['admin', 'analyst', 'acme-admin', 'acme-user', 'globex-user']) keys[demo] = t.keys[demo]!;
  // The write member gets its entry through a group it belongs to (groups nest: through an outer group).
  const acme = await customer(t, 'acme');
  const inner = await t.database.prisma.group.create({ data: { shortName: 'case-writers', name: 'Case writers', customerId: acme.id } });
  const outer = await t.database.prisma.group.create({ data: { shortName: 'case-team', name: 'Case team', customerId: acme.id } });
  await t.database.prisma.groupMember.create({ data: { groupId: inner.id, userId: aclWriter.id } });
  await t.database.prisma.groupMember.create({ data: { groupId: outer.id, memberGroupId: inner.id } });
  for (const mode of MODES) {
    const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: reporter.id, accessMode: mode, subject: `matrix ${mode}` });
    cases[mode] = id;
    await t.database.prisma.caseAccessEntry.create({ data: { caseId: id, userId: aclReader.id, level: 'read' } });
    await t.database.prisma.caseAccessEntry.create({ data: { caseId: id, groupId: outer.id, level: 'write' } });
  }
});
afterAll(async () => {
  await t?.close();
});

type Level = 'none' | 'read' | 'write' | 'owner';
// Rows: callers; columns: modes. From the spec's table (docs/spec-decisions.md, cases).
const EXPECTED: Record<string, Record<Mode, Level>> = {
  reporter: { roleBased: 'owner', writeRestricted: 'owner', readRestricted: 'owner', explicit: 'owner' },
  aclReader: { roleBased: 'read', writeRestricted: 'read', readRestricted: 'read', explicit: 'read' },
  aclWriter: { roleBased: 'write', writeRestricted: 'write', readRestricted: 'write', explicit: 'write' },
  svcReader: { roleBased: 'read', writeRestricted: 'read', readRestricted: 'none', explicit: 'none' },
  'acme-user': { roleBased: 'write', writeRestricted: 'read', readRestricted: 'none', explicit: 'none' },
  analyst: { roleBased: 'write', writeRestricted: 'write', readRestricted: 'write', explicit: 'none' },
  'acme-admin': { roleBased: 'owner', writeRestricted: 'owner', readRestricted: 'owner', explicit: 'none' },
  admin: { roleBased: 'owner', writeRestricted: 'owner', readRestricted: 'owner', explicit: 'owner' },
  'globex-user': { roleBased: 'none', writeRestricted: 'none', readRestricted: 'none', explicit: 'none' },
};
const RANK: Record<Level, number> = { none: 0, read: 1, write: 2, owner: 3 };
const ROLE: Record<string, string> = { analyst: 'tech', 'acme-admin': 'admin', admin: 'admin' };

const rows = Object.entries(EXPECTED).flatMap(([who, modes]) => MODES.map((mode) => [who, mode, modes[mode]] as const));

describe('REST', () => {
  it.each(rows)('%s on a %s case has level %s', async (who, mode, level) => {
    const as = keys[who]!;
    const id = cases[mode]!;
    const read = await t.get(`/cases/v2/case/${id}`, { as });
    if (level === 'none') {
      expect(read.status).toBe(404);
      expect(read.body.data).toBeNull();
    } else {
      expect(read.status).toBe(200);
      expect(read.body.data.currentUserAccess.level).toBe(level);
      expect(read.body.data.currentUserAccess.role).toBe(ROLE[who] ?? 'user');
    }
    const write = await t.request('PUT', `/cases/v2/case/${id}`, { as, body: { priority: 'high' } });
    expect(write.status).toBe(level === 'none' ? 404 : RANK[level] >= RANK.write ? 200 : 403);
    const owner = await t.get(`/cases/v2/case/${id}/access`, { as });
    expect(owner.status).toBe(level === 'none' ? 404 : level === 'owner' ? 200 : 403);
    const search = await t.request('POST', '/cases/v2/case/search', { as, body: { caseID: [id] } });
    expect(search.status).toBe(200);
    expect(search.body.count).toBe(level === 'none' ? 0 : 1);
  });
});

describe('GraphQL', () => {
  it.each(rows)('%s on a %s case has level %s', async (who, mode, level) => {
    const as = keys[who]!;
    const id = String(cases[mode]!);
    const read = await t.graphql('query($id: ID!) { case(id: $id) { id currentUserAccess { level role } } }', { id }, { as });
    if (level === 'none') {
      expect(read.body.data.case).toBeNull();
      expect(read.body.errors[0].extensions.code).toBe('NOT_FOUND');
    } else {
      expect(read.body.data.case.currentUserAccess.level).toBe(level.toUpperCase());
    }
    const write = await t.graphql('mutation($id: ID!) { updateCase(input: { case: $id, priority: LOW }) { case { databaseId } } }', { id }, { as });
    if (RANK[level] >= RANK.write) expect(write.body.data.updateCase.case.databaseId).toBe(Number(id));
    else expect(write.body.errors[0].extensions.code).toBe(level === 'none' ? 'NOT_FOUND' : 'FORBIDDEN');
    const owner = await t.graphql('query($id: ID!) { case(id: $id) { accessEntries { id } } }', { id }, { as });
    if (level === 'owner') expect(owner.body.data.case.accessEntries).toHaveLength(2);
    else {
      expect(owner.body.errors[0].extensions.code).toBe(level === 'none' ? 'NOT_FOUND' : 'FORBIDDEN');
      expect(owner.body.errors[0].path).toEqual(level === 'none' ? ['case'] : ['case', 'accessEntries']);
    }
    const search = await t.graphql('query($ids: [ID!]) { searchCases(input: { caseID: $ids }) { totalCount nodes { id } } }', { ids: [Number(id)] }, { as });
    expect(search.body.data.searchCases.totalCount).toBe(level === 'none' ? 0 : 1);
  });
});

describe('access rules around the matrix', () => {
  it('revoking an ACL entry does not take away role-based access', async () => {
    const id = cases.roleBased!;
    const acmeUser = await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-user' } });
    const granted = await t.request('POST', `/cases/v2/case/${id}/access`, { as: 'admin', body: { subjectID: 'acme-user', level: 'read' } });
    expect(granted.status).toBe(201);
    expect(granted.body.data).toMatchObject({ level: 'read', subject: { type: 'user', id: acmeUser.id, shortName: 'acme-user' } });
    const revoked = await t.request('DELETE', `/cases/v2/case/${id}/access/${granted.body.data.id}`, { as: 'admin' });
    expect(revoked.status).toBe(200);
    const still = await t.get(`/cases/v2/case/${id}`, { as: 'acme-user' });
    expect(still.body.data.currentUserAccess.level).toBe('write');
  });

  it('the ACL extends access: a read entry lets a user without roles read an explicit case, and no more', async () => {
    const res = await t.request('POST', '/cases/v2/case/search', { as: keys.aclReader, body: {} });
    expect(res.body.data.map((c: { id: number }) => c.id).sort()).toEqual(Object.values(cases).sort());
  });

  it('a disabled group passes no ACL access on', async () => {
    await t.database.prisma.group.update({ where: { shortName: 'case-team' }, data: { flags: ['DISABLED'] } });
    try {
      const res = await t.get(`/cases/v2/case/${cases.explicit}`, { as: keys.aclWriter });
      expect(res.status).toBe(404);
    } finally {
      await t.database.prisma.group.update({ where: { shortName: 'case-team' }, data: { flags: [] } });
    }
  });

  it('a customer administrator making a case explicit keeps no access to it; a system administrator still reaches it', async () => {
    const acmeAdmin = await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-admin' } });
    const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: (await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'analyst' } })).id });
    void acmeAdmin;
    const changed = await t.request('PUT', `/cases/v2/case/${id}/access`, { as: 'acme-admin', body: { accessMode: 'explicit' } });
    expect(changed.status).toBe(200);
    expect((await t.get(`/cases/v2/case/${id}`, { as: 'acme-admin' })).status).toBe(404);
    expect((await t.get(`/cases/v2/case/${id}`, { as: 'admin' })).body.data.accessMode).toBe('explicit');
  });
});
