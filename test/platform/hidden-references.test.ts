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
      '{ group(idOrShortName: "acme-staff") { members { __typename ... on User { hidden id shortName name customer { shortName } } ... on Group { hidden id shortName name customer { shortName } } } } }',
      {},
      { as: 'acme-user' },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.text).not.toMatch(/globex/i);
    const members = res.body.data.group.members as { hidden: boolean }[];
    expect(members.filter((m) => m.hidden)).toEqual([
      { __typename: 'User', hidden: true, id: null, shortName: null, name: null, customer: null },
      { __typename: 'Group', hidden: true, id: null, shortName: null, name: null, customer: null },
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
