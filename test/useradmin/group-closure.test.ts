// Group membership is kept by the database (group_closure, maintained by
// triggers): every change made through the API (nesting, disabling and
// re-enabling a group in the middle of a chain, removing and re-adding a
// membership) must change what a member may do at once, and the kept closure
// must always equal the one computed from scratch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const G = '/useradmin/v2/group';
const as = 'acme-admin';

async function ok(res: Promise<{ status: number }>, status = 200) {
  expect((await res).status).toBe(status);
}
const addGroup = (shortName: string) => ok(t.request('POST', G, { as, body: { customer: 'acme', shortName, name: shortName } }), 201);
const addMembers = (group: string, ...subject: string[]) => ok(t.request('POST', `${G}/${group}/members`, { as, body: { subject } }), 201);
const removeMember = (group: string, subject: string) => ok(t.request('DELETE', `${G}/${group}/members?subject=${subject}`, { as }));
const disable = (group: string) => ok(t.request('DELETE', `${G}/${group}`, { as }));
const reenable = (group: string) => ok(t.request('PUT', `${G}/${group}/reenable`, { as }));

/** What acme-user may do through the outer group's grant: list permissions (200) or not (403). */
async function userListsPermissions(): Promise<boolean> {
  const res = await t.get('/useradmin/v2/permission', { as: 'acme-user' });
  expect([200, 403]).toContain(res.status);
  return res.status === 200;
}

/** Groups whose grants reach a group, as GET /group/{g}/permissions?includeInherited=true tells. */
async function inheritedFrom(group: string): Promise<string[]> {
  const res = await t.get(`${G}/${group}/permissions?includeInherited=true`, { as });
  expect(res.status).toBe(200);
  return res.body.data.map((p: { subject: { shortName: string } }) => p.subject.shortName).sort();
}

/** The kept closure, and the closure computed from scratch from the rule (a test oracle, not a copy in src/). */
async function closures() {
  const db = t.database.prisma;
  const kept = await db.$queryRawUnsafe<{ pair: string }[]>(
    `SELECT member_group_id || '>' || group_id AS pair FROM group_closure ORDER BY 1`,
  );
  const fresh = await db.$queryRawUnsafe<{ pair: string }[]>(
    `WITH RECURSIVE walk(m, g) AS (
       SELECT id, id FROM user_group WHERE NOT ('DISABLED' = ANY(flags))
       UNION
       SELECT w.m, gm.group_id FROM walk w JOIN group_member gm ON gm.member_group_id = w.g
         JOIN user_group ug ON ug.id = gm.group_id WHERE NOT ('DISABLED' = ANY(ug.flags))
     ) SELECT m || '>' || g AS pair FROM walk ORDER BY 1`,
  );
  return { kept: kept.map((r) => r.pair), fresh: fresh.map((r) => r.pair) };
}

async function expectClosureKept() {
  const { kept, fresh } = await closures();
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(fresh);
}

describe('group_closure kept by triggers, seen over HTTP', () => {
  it('holds the existing groups after the migration', async () => {
    await expectClosureKept();
  });

  it('follows nesting, a disabled middle group, removed and re-added memberships', async () => {
    // acme-user -> cl-inner -> cl-middle -> cl-outer (granted viewPermissions on acme).
    for (const g of ['cl-inner', 'cl-middle', 'cl-outer', 'cl-side']) await addGroup(g);
    await addMembers('cl-inner', 'acme-user');
    await addMembers('cl-middle', 'cl-inner');
    await addMembers('cl-outer', 'cl-middle');
    expect(await userListsPermissions()).toBe(false);
    await ok(t.request('POST', '/useradmin/v2/permission', { as, body: { subject: 'cl-outer', function: 'viewPermissions', customer: 'acme' } }), 201);
    expect(await userListsPermissions()).toBe(true);
    expect(await inheritedFrom('cl-inner')).toEqual(['cl-outer']);
    await expectClosureKept();

    // Disabling the middle group cuts the chain; re-enabling restores it.
    await disable('cl-middle');
    expect(await userListsPermissions()).toBe(false);
    expect(await inheritedFrom('cl-inner')).toEqual([]);
    await expectClosureKept();
    await reenable('cl-middle');
    expect(await userListsPermissions()).toBe(true);
    expect(await inheritedFrom('cl-inner')).toEqual(['cl-outer']);
    await expectClosureKept();

    // A second way in (acme-user -> cl-side -> cl-outer) survives the middle group's disabling ...
    await addMembers('cl-side', 'acme-user');
    await addMembers('cl-outer', 'cl-side');
    await disable('cl-middle');
    expect(await userListsPermissions()).toBe(true);
    await expectClosureKept();
    // ... until that membership goes too.
    await removeMember('cl-outer', 'cl-side');
    expect(await userListsPermissions()).toBe(false);
    await expectClosureKept();
    await reenable('cl-middle');
    expect(await userListsPermissions()).toBe(true);

    // Removing the link between the inner and the middle group cuts the chain; adding it back restores it.
    await removeMember('cl-middle', 'cl-inner');
    expect(await userListsPermissions()).toBe(false);
    expect(await inheritedFrom('cl-inner')).toEqual([]);
    await expectClosureKept();
    await addMembers('cl-middle', 'cl-inner');
    expect(await userListsPermissions()).toBe(true);
    await expectClosureKept();

    // Removing the user from the inner group: the groups stay nested, the user is out.
    await removeMember('cl-inner', 'acme-user');
    expect(await userListsPermissions()).toBe(false);
    expect(await inheritedFrom('cl-inner')).toEqual(['cl-outer']);
    await expectClosureKept();
  });

  it('forgets a deleted group and everything that passed through it', async () => {
    const db = t.database.prisma;
    for (const g of ['del-inner', 'del-middle', 'del-outer']) await addGroup(g);
    await addMembers('del-middle', 'del-inner');
    await addMembers('del-outer', 'del-middle');
    const ids = Object.fromEntries((await db.group.findMany({ where: { shortName: { startsWith: 'del-' } } })).map((g) => [g.shortName, g.id]));
    const reaches = async () =>
      (await db.groupClosure.count({ where: { memberGroupId: ids['del-inner']!, groupId: ids['del-outer']! } })) === 1;
    expect(await reaches()).toBe(true);
    // The API disables groups; deleting one is a database operation (cascading to its memberships).
    await db.group.delete({ where: { id: ids['del-middle']! } });
    expect(await reaches()).toBe(false);
    expect(await db.groupClosure.count({ where: { OR: [{ memberGroupId: ids['del-middle']! }, { groupId: ids['del-middle']! }] } })).toBe(0);
    await expectClosureKept();
  });

  it('answers a membership cycle written around the API, and the API still refuses one', async () => {
    const db = t.database.prisma;
    for (const g of ['cyc-a', 'cyc-b']) await addGroup(g);
    await addMembers('cyc-b', 'cyc-a');
    const refused = await t.request('POST', `${G}/cyc-a/members`, { as, body: { subject: ['cyc-b'] } });
    expect(refused.status).toBe(412);
    const [a, b] = await Promise.all(['cyc-a', 'cyc-b'].map((s) => db.group.findUniqueOrThrow({ where: { shortName: s } })));
    await db.groupMember.create({ data: { groupId: a!.id, memberGroupId: b!.id } });
    expect(await db.groupClosure.count({ where: { memberGroupId: b!.id, groupId: a!.id } })).toBe(1);
    await expectClosureKept();
    await db.groupMember.deleteMany({ where: { groupId: a!.id, memberGroupId: b!.id } });
    expect(await db.groupClosure.count({ where: { memberGroupId: b!.id, groupId: a!.id } })).toBe(0);
    await expectClosureKept();
  });
});
