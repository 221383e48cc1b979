// The GraphQL graph (issue "The GraphQL graph", item 2): User.permissions and
// User.apiKeys, each answering what its root field answers the same caller
// (permissions(subject: { user }) and apiKeys(user:), the lists REST uses), by
// the rule of src/domains/useradmin: the same items in the same order (by id),
// paged like every list (first/after/last/before and limit/offset, INVALID_FIELD
// naming limit), an empty page (permissions) or null (apiKeys) for a caller
// without the right, nothing of another customer's user, and statements that do
// not grow with the users of the answer. MAX_PAGE_SIZE is 50 here.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTING_STATEMENTS, startTestApp, type TestApp } from '../support/app.ts';
import { issueApiKey } from '../../src/domains/identity/api-keys.ts';
import { grant } from '../../src/domains/identity/grants.ts';
import { graphHelpers } from '../support/graph-helpers.ts';

const MAX = 50;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ...COUNTING_STATEMENTS, MAX_PAGE_SIZE: String(MAX) } });
  await fixture();
});
afterAll(async () => {
  await t?.close();
});

const { customer, keyWith, ok, refused, statementsOf } = graphHelpers(() => t);

const SUBJECT = 'ue-subject';
const OWN_FUNCTIONS = ['viewUsers', 'viewGroups', 'viewFunctions', 'viewSensors', 'viewLocations', 'viewApplications', 'viewSensorInterface'];
let viewPermissionsOnly: string;

/**
 * ue-subject (acme): seven grants of its own on acme and one on globex, a member of ue-inner (acme, two
 * grants), itself nested in ue-outer (acme, one grant); six API keys, two of them revoked.
 */
async function fixture() {
  const prisma = t.database.prisma;
  const [acme, globex] = await Promise.all([customer('acme'), customer('globex')]);
  const user = await prisma.user.create({ data: { shortName: SUBJECT, name: 'Subject', customerId: acme.id, domainId: acme.domainId } });
  for (const functionName of OWN_FUNCTIONS) await grant(prisma, { subject: { userId: user.id }, functionName, customerId: acme.id });
  await grant(prisma, { subject: { userId: user.id }, functionName: 'viewUsers', customerId: globex.id });
  const [inner, outer] = await prisma.group.createManyAndReturn({
    data: [{ shortName: 'ue-inner', name: 'Inner', customerId: acme.id }, { shortName: 'ue-outer', name: 'Outer', customerId: acme.id }],
  });
  await prisma.groupMember.createMany({ data: [{ groupId: inner!.id, userId: user.id }, { groupId: outer!.id, memberGroupId: inner!.id }] });
  for (const functionName of ['viewCustomers', 'viewPermissions']) await grant(prisma, { subject: { groupId: inner!.id }, functionName, customerId: acme.id });
  await grant(prisma, { subject: { groupId: outer!.id }, functionName: 'viewGroups', customerId: acme.id });
  for (let i = 0; i < 6; i++) await issueApiKey(prisma, t.config, { userId: user.id, description: `ue key ${i}` });
  const keys = await prisma.apiKey.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
  await prisma.apiKey.updateMany({ where: { id: { in: [keys[1]!.id, keys[4]!.id] } }, data: { revokedAt: new Date() } });
  viewPermissionsOnly = await keyWith('ue-view-permissions', 'acme', ['viewPermissions']);
}

const GRANT = 'databaseId function { name } customer { shortName } subject { __typename ... on User { shortName } ... on Group { shortName } }';
const KEY = 'databaseId description revokedTimestamp';

/** The root list's grants of the subject, whole. */
async function rootGrants(as: string, includeInherited = false) {
  const data = await ok(`{ permissions(subject: { user: { shortName: "${SUBJECT}" } }, includeInherited: ${includeInherited}, limit: 0) { totalCount nodes { ${GRANT} } } }`, as);
  return data.permissions;
}

describe('User.permissions', () => {
  it('answers the grants the root list answers the same caller, in its order (by id)', async () => {
    for (const as of ['admin', 'acme-admin']) {
      for (const inherited of [false, true]) {
        const data = await ok(`{ user(ref: { shortName: "${SUBJECT}" }) { permissions(includeInherited: ${inherited}, limit: 0) { totalCount nodes { ${GRANT} } } } }`, as);
        const root = await rootGrants(as, inherited);
        expect(data.user.permissions).toEqual(root);
        const ids = root.nodes.map((p: { databaseId: number }) => p.databaseId);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
      }
    }
    // The operator admin lists the globex grant too; acme-admin (viewPermissions on acme only) does not.
    expect((await rootGrants('admin')).totalCount).toBe(OWN_FUNCTIONS.length + 1);
    expect((await rootGrants('acme-admin')).totalCount).toBe(OWN_FUNCTIONS.length);
    const inherited = await rootGrants('acme-admin', true);
    expect(inherited.totalCount).toBe(OWN_FUNCTIONS.length + 3);
    expect(inherited.nodes.filter((p: any) => p.subject.__typename === 'Group').map((p: any) => p.subject.shortName).sort()).toEqual(['ue-inner', 'ue-inner', 'ue-outer']);
    // The default is includeInherited false; the default page is 25.
    const plain = await ok(`{ user(ref: { shortName: "${SUBJECT}" }) { permissions { totalCount limit offset } } }`, 'acme-admin');
    expect(plain.user.permissions).toEqual({ totalCount: OWN_FUNCTIONS.length, limit: 25, offset: 0 });
  });

  it('pages by first/after, last and limit/offset, with and without includeInherited', async () => {
    for (const inherited of [false, true]) {
      const all = (await rootGrants('acme-admin', inherited)).nodes.map((p: { databaseId: number }) => p.databaseId);
      const page = (args: string) => `{ user(ref: { shortName: "${SUBJECT}" }) { permissions(includeInherited: ${inherited}, ${args}) { totalCount limit offset pageInfo { endCursor hasNextPage hasPreviousPage } nodes { databaseId } } } }`;
      const first = (await ok(page('first: 3'), 'acme-admin')).user.permissions;
      expect(first.nodes.map((p: { databaseId: number }) => p.databaseId)).toEqual(all.slice(0, 3));
      expect(first.pageInfo.hasNextPage).toBe(true);
      const next = (await ok(page(`first: 3, after: "${first.pageInfo.endCursor}"`), 'acme-admin')).user.permissions;
      expect(next.nodes.map((p: { databaseId: number }) => p.databaseId)).toEqual(all.slice(3, 6));
      expect(next.offset).toBe(3);
      const last = (await ok(page('last: 2'), 'acme-admin')).user.permissions;
      expect(last.nodes.map((p: { databaseId: number }) => p.databaseId)).toEqual(all.slice(-2));
      expect(last.totalCount).toBe(all.length);
      const window = (await ok(page('limit: 2, offset: 3'), 'acme-admin')).user.permissions;
      expect(window).toMatchObject({ totalCount: all.length, limit: 2, offset: 3 });
      expect(window.nodes.map((p: { databaseId: number }) => p.databaseId)).toEqual(all.slice(3, 5));
    }
  });

  it('refuses bad input with INVALID_FIELD naming limit, offset or first, at the edge', async () => {
    for (const inherited of [false, true]) {
      for (const [args, field] of [['limit: -1', 'limit'], [`limit: ${MAX + 1}`, 'limit'], ['offset: -1', 'offset'], ['first: 2, limit: 2', 'first']] as const) {
        const error = await refused(`{ user(ref: { shortName: "${SUBJECT}" }) { shortName permissions(includeInherited: ${inherited}, ${args}) { totalCount } } }`, 'acme-admin');
        expect(error).toMatchObject({ code: 'INVALID_FIELD', field, path: 'user.permissions' });
        // One bad edge does not fail the user around it (the field is null with the error).
        expect(error.data.user.shortName).toBe(SUBJECT);
      }
    }
  });

  it('is an empty page for a caller the root list refuses (FORBIDDEN without viewPermissions; the user not a subject it may name without viewUsers)', async () => {
    const forbidden = await refused(`{ permissions(subject: { user: { shortName: "${SUBJECT}" } }) { totalCount } }`, 'acme-user');
    expect(forbidden.code).toBe('FORBIDDEN');
    for (const inherited of [false, true]) {
      const seen = await ok(`{ user(ref: { shortName: "${SUBJECT}" }) { shortName permissions(includeInherited: ${inherited}) { totalCount nodes { databaseId } } } }`, 'acme-user');
      expect(seen.user).toEqual({ shortName: SUBJECT, permissions: { totalCount: 0, nodes: [] } });
    }
    // viewPermissions without viewUsers: the root list refuses the user as a subject (even oneself)...
    const unknown = await refused('{ permissions(subject: { user: { shortName: "ue-view-permissions" } }) { totalCount } }', viewPermissionsOnly);
    expect(unknown).toMatchObject({ code: 'INVALID_FIELD', field: 'subject' });
    // ... so the edge on oneself is empty, while the list without a subject shows the grant.
    const self = await ok('{ currentUser { permissions { totalCount } inherited: permissions(includeInherited: true) { totalCount } } permissions(limit: 0) { nodes { subject { ... on User { shortName } } } } }', viewPermissionsOnly);
    expect(self.currentUser).toEqual({ permissions: { totalCount: 0 }, inherited: { totalCount: 0 } });
    expect(self.permissions.nodes).toContainEqual({ subject: { shortName: 'ue-view-permissions' } });
  });

  it('shows another customer\'s caller nothing: the user is NOT_FOUND, as a missing one', async () => {
    const query = (name: string) => `{ user(ref: { shortName: "${name}" }) { permissions(includeInherited: true) { totalCount nodes { databaseId } } apiKeys(includeRevoked: true) { totalCount nodes { description } } } }`;
    const hidden = await t.graphql(query(SUBJECT), {}, { as: 'globex-user' });
    const missing = await t.graphql(query('ue-no-such-user'), {}, { as: 'globex-user' });
    for (const res of [hidden, missing]) {
      expect(res.body.data.user).toBeNull();
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    expect(hidden.body.errors[0].message.replace(SUBJECT, 'X')).toBe(missing.body.errors[0].message.replace('ue-no-such-user', 'X'));
    expect(JSON.stringify(hidden.body)).not.toMatch(/ue key|totalCount/);
  });
});

describe('User.apiKeys', () => {
  /** The root field's keys of the subject. */
  const rootKeys = async (as: string, user: string, includeRevoked: boolean) =>
    (await ok(`{ apiKeys(user: { shortName: "${user}" }, includeRevoked: ${includeRevoked}) { ${KEY} } }`, as)).apiKeys;

  it('answers the keys the root field answers (by id), revoked ones only with includeRevoked', async () => {
    for (const includeRevoked of [false, true]) {
      const data = await ok(`{ user(ref: { shortName: "${SUBJECT}" }) { apiKeys(includeRevoked: ${includeRevoked}, limit: 0) { totalCount nodes { ${KEY} } } } }`, 'acme-admin');
      const root = await rootKeys('acme-admin', SUBJECT, includeRevoked);
      expect(data.user.apiKeys).toEqual({ totalCount: root.length, nodes: root });
      expect(root).toHaveLength(includeRevoked ? 6 : 4);
    }
    const plain = await ok(`{ user(ref: { shortName: "${SUBJECT}" }) { apiKeys { totalCount limit nodes { revokedTimestamp } } } }`, 'acme-admin');
    expect(plain.user.apiKeys.totalCount).toBe(4);
    expect(plain.user.apiKeys.nodes.every((k: { revokedTimestamp: string | null }) => k.revokedTimestamp === null)).toBe(true);
  });

  it('answers a caller its own keys without manageApiKeys, as the root field does', async () => {
    const data = await ok(`{ currentUser { shortName apiKeys { totalCount nodes { ${KEY} } } } }`, 'acme-user');
    const root = await rootKeys('acme-user', 'acme-user', false);
    expect(root.length).toBeGreaterThan(0);
    expect(data.currentUser.apiKeys).toEqual({ totalCount: root.length, nodes: root });
  });

  it('is null, without an error, for a caller who may not list the user\'s keys', async () => {
    const forbidden = await refused(`{ apiKeys(user: { shortName: "${SUBJECT}" }) { databaseId } }`, 'acme-user');
    expect(forbidden.code).toBe('FORBIDDEN');
    const seen = await ok(`{ user(ref: { shortName: "${SUBJECT}" }) { shortName apiKeys(includeRevoked: true) { totalCount nodes { description } } } }`, 'acme-user');
    expect(seen.user).toEqual({ shortName: SUBJECT, apiKeys: null });
    // In a list: the caller's own keys show, the others' are null.
    const list = await ok(`{ users(keywords: ["${SUBJECT}", "acme-user"], limit: 10) { nodes { shortName apiKeys { totalCount } } } }`, 'acme-user');
    const byName = new Map(list.users.nodes.map((u: { shortName: string; apiKeys: unknown }) => [u.shortName, u.apiKeys]));
    expect(byName.get(SUBJECT)).toBeNull();
    expect(byName.get('acme-user')).toMatchObject({ totalCount: expect.any(Number) });
  });

  it('pages by first/after, last and limit/offset; refuses bad input naming limit', async () => {
    const all = (await rootKeys('acme-admin', SUBJECT, true)).map((k: { databaseId: number }) => k.databaseId);
    const page = (args: string) => `{ user(ref: { shortName: "${SUBJECT}" }) { apiKeys(includeRevoked: true, ${args}) { totalCount limit offset pageInfo { endCursor hasNextPage } nodes { databaseId } } } }`;
    const first = (await ok(page('first: 4'), 'acme-admin')).user.apiKeys;
    expect(first.nodes.map((k: { databaseId: number }) => k.databaseId)).toEqual(all.slice(0, 4));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await ok(page(`first: 4, after: "${first.pageInfo.endCursor}"`), 'acme-admin')).user.apiKeys;
    expect(next.nodes.map((k: { databaseId: number }) => k.databaseId)).toEqual(all.slice(4));
    expect(next.pageInfo.hasNextPage).toBe(false);
    const last = (await ok(page('last: 2'), 'acme-admin')).user.apiKeys;
    expect(last.nodes.map((k: { databaseId: number }) => k.databaseId)).toEqual(all.slice(-2));
    const window = (await ok(page('limit: 2, offset: 1'), 'acme-admin')).user.apiKeys;
    expect(window).toMatchObject({ totalCount: 6, limit: 2, offset: 1 });
    expect(window.nodes.map((k: { databaseId: number }) => k.databaseId)).toEqual(all.slice(1, 3));
    for (const [args, field] of [['limit: -1', 'limit'], [`limit: ${MAX + 1}`, 'limit'], ['offset: -1', 'offset']] as const) {
      const error = await refused(`{ user(ref: { shortName: "${SUBJECT}" }) { shortName apiKeys(${args}) { totalCount } } }`, 'acme-admin');
      expect(error).toMatchObject({ code: 'INVALID_FIELD', field, path: 'user.apiKeys' });
      expect(error.data.user).toEqual({ shortName: SUBJECT, apiKeys: null });
    }
  });
});

describe('statements', () => {
  it('User.permissions (own and inherited) and User.apiKeys cost the same for 5 and for 50 users', async () => {
    const prisma = t.database.prisma;
    const acme = await customer('acme');
    const group = await prisma.group.create({ data: { shortName: 'ue-bulk-group', name: 'Bulk', customerId: acme.id } });
    await grant(prisma, { subject: { groupId: group.id }, functionName: 'viewCustomers', customerId: acme.id });
    const functions = await prisma.functionNode.findMany({ where: { name: { in: ['viewUsers', 'viewGroups'] } }, select: { id: true } });
    let made = 0;
    const grow = async (count: number) => {
      const users = await prisma.user.createManyAndReturn({
        data: Array.from({ length: count }, (_, i) => ({ shortName: `ue-bulk-${made + i}`, name: `Bulk ${made + i}`, customerId: acme.id, domainId: acme.domainId })),
      });
      made += count;
      await prisma.permission.createMany({ data: users.flatMap((u) => functions.map((f) => ({ userId: u.id, functionId: f.id, customerId: acme.id }))) });
      await prisma.groupMember.createMany({ data: users.map((u) => ({ groupId: group.id, userId: u.id })) });
      await prisma.apiKey.createMany({
        data: users.flatMap((u) => [0, 1, 2].map((i) => ({ userId: u.id, secretHash: new Uint8Array(randomBytes(32)), description: `bulk ${i}`, revokedAt: i === 2 ? new Date() : null }))),
      });
    };
    const query = () =>
      t.graphql(
        `{ users(keywords: ["ue-bulk"], limit: 50) { totalCount nodes { shortName
            permissions { totalCount nodes { databaseId function { name } customer { shortName } } }
            inherited: permissions(includeInherited: true) { totalCount nodes { databaseId function { name } subject { ... on Group { shortName } } } }
            apiKeys { totalCount nodes { databaseId description } }
            allKeys: apiKeys(includeRevoked: true, first: 2) { totalCount nodes { databaseId } }
        } } }`,
        {},
        { as: 'acme-admin' },
      );
    const check = (body: any, users: number) => {
      const nodes = body.data.users.nodes as any[];
      expect(nodes).toHaveLength(users);
      for (const u of nodes) {
        expect(u.permissions.totalCount).toBe(2);
        expect(u.inherited.totalCount).toBe(3);
        expect(u.apiKeys.totalCount).toBe(2);
        expect(u.allKeys).toMatchObject({ totalCount: 3 });
        expect(u.allKeys.nodes).toHaveLength(2);
      }
    };
    await grow(5);
    const five = await statementsOf(query);
    check(five.body, 5);
    await grow(45);
    const fifty = await statementsOf(query);
    check(fifty.body, 50);
    expect(fifty.statements.length).toBe(five.statements.length);
    expect(fifty.statements.filter((sql) => sql.startsWith('/* vigil:users-enclosing-groups */'))).toHaveLength(1);
  });
});
