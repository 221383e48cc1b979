// Issue #20, "no unbounded list: the REST page-size settings apply": the last
// lists that grew with the data are pages like every other list.
// User.groups, User.effectiveFunctions, CaseService.customers, Group.members
// (with REST GET /useradmin/v2/group/{g}/members) and documentRevisions (with
// REST GET /documents/v1/document/{id}/revisions):
// paged by limit and offset (count, limit, offset), INVALID_FIELD naming limit
// or offset for bad input, limit=0 all up to MAX_PAGE_SIZE (a 412 beyond),
// each list's access rule, and statements that do not grow with the parents.
// MAX_PAGE_SIZE is 50 here so that "more than the maximum" takes 51 rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTING_STATEMENTS, envelopeError, startTestApp, type TestApp } from '../support/app.ts';
import { graphHelpers } from '../support/graph-helpers.ts';
import { addText, rootId, userWith, V1 } from '../documents/support.ts';

const MAX = 50;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ...COUNTING_STATEMENTS, MAX_PAGE_SIZE: String(MAX) } });
});
afterAll(async () => {
  await t?.close();
});

const { customer, keyWith, ok, refused, statementsOf } = graphHelpers(() => t);

/** `count` users of acme named `${prefix}-n`, each a member of every group given. */
async function usersInGroups(prefix: string, count: number, groupIds: number[]) {
  const acme = await customer('acme');
  const users = await t.database.prisma.user.createManyAndReturn({
    data: Array.from({ length: count }, (_, i) => ({ shortName: `${prefix}-${i}`, name: `${prefix} ${i}`, customerId: acme.id, domainId: acme.domainId })),
  });
  await t.database.prisma.groupMember.createMany({ data: users.flatMap((u) => groupIds.map((groupId) => ({ groupId, userId: u.id }))) });
  return users;
}

async function groupsOf(prefix: string, count: number) {
  const acme = await customer('acme');
  return t.database.prisma.group.createManyAndReturn({
    data: Array.from({ length: count }, (_, i) => ({ shortName: `${prefix}-${String(i).padStart(2, '0')}`, name: `${prefix} ${i}`, customerId: acme.id })),
  });
}

describe('User.groups is a page', () => {
  it('answers the groups with count, limit and offset, ordered by group id, paged by limit and offset', async () => {
    const groups = await groupsOf('ug-page', 7);
    await usersInGroups('ug-member', 1, groups.map((g) => g.id));
    const data = await ok('{ user(ref: { shortName: "ug-member-0" }) { all: groups { totalCount limit offset nodes { shortName } } page: groups(limit: 3, offset: 2) { totalCount limit offset nodes { shortName } } } }', 'acme-admin');
    const names = groups.map((g) => g.shortName);
    expect(data.user.all).toEqual({ totalCount: 7, limit: 25, offset: 0, nodes: names.map((shortName) => ({ shortName })) });
    expect(data.user.page).toEqual({ totalCount: 7, limit: 3, offset: 2, nodes: names.slice(2, 5).map((shortName) => ({ shortName })) });
    // The demo data: acme-user is in acme-staff.
    const demo = await ok('{ user(ref: { shortName: "acme-user" }) { groups { totalCount nodes { shortName } } } }', 'acme-admin');
    expect(demo.user.groups).toEqual({ totalCount: 1, nodes: [{ shortName: 'acme-staff' }] });
  });

  it('refuses bad input with INVALID_FIELD naming limit or offset, and limit=0 over the maximum', async () => {
    for (const [args, field] of [['limit: -1', 'limit'], ['offset: -1', 'offset'], [`limit: ${MAX + 1}`, 'limit']] as const) {
      const error = await refused(`{ user(ref: { shortName: "acme-user" }) { shortName groups(${args}) { totalCount } } }`, 'acme-admin');
      expect(error).toMatchObject({ code: 'INVALID_FIELD', field, path: 'user.groups' });
      expect(error.data.user).toEqual({ shortName: 'acme-user', groups: null });
    }
    const groups = await groupsOf('ug-wide', MAX + 1);
    await usersInGroups('ug-wide-member', 1, groups.map((g) => g.id));
    expect(await refused('{ user(ref: { shortName: "ug-wide-member-0" }) { groups(limit: 0) { totalCount } } }', 'acme-admin')).toMatchObject({ code: 'INVALID_FIELD', field: 'limit' });
    const rest = await ok('{ user(ref: { shortName: "ug-wide-member-0" }) { groups(limit: 0, offset: 1) { totalCount limit nodes { shortName } } } }', 'acme-admin');
    expect(rest.user.groups).toMatchObject({ totalCount: MAX + 1, limit: 0 });
    expect(rest.user.groups.nodes).toHaveLength(MAX);
  });

  it('is null for a caller who may not view the user\'s details, and another customer sees nothing', async () => {
    // viewGroups without viewUsers: the members of a group are references, their groups not shown.
    const key = await keyWith('ug-groups-only', 'acme', ['viewGroups']);
    const seen = await ok('{ group(ref: { shortName: "acme-staff" }) { members { nodes { ... on User { shortName groups { totalCount } effectiveFunctions { totalCount } } } } } }', key);
    const acmeUser = seen.group.members.nodes.find((m: { shortName?: string }) => m.shortName === 'acme-user');
    expect(acmeUser).toEqual({ shortName: 'acme-user', groups: null, effectiveFunctions: null });
    // Another customer's caller: the user is NOT_FOUND, as a missing one, and nothing of it shows.
    const other = await t.graphql('{ user(ref: { shortName: "acme-user" }) { groups { totalCount nodes { shortName } } effectiveFunctions { totalCount } } }', {}, { as: 'globex-user' });
    expect(other.body.data.user).toBeNull();
    expect(other.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(JSON.stringify(other.body)).not.toContain('acme-staff');
  });
});

describe('User.effectiveFunctions is a page', () => {
  it('answers the functions ordered by name with count, paged by limit and offset', async () => {
    const data = await ok('{ user(ref: { shortName: "acme-user" }) { first: effectiveFunctions(limit: 6) { totalCount limit offset nodes { name customerIds } } page: effectiveFunctions(limit: 2, offset: 3) { totalCount limit offset nodes { name } } } }', 'acme-admin');
    const { first, page } = data.user;
    expect(first.totalCount).toBeGreaterThan(6);
    expect(first).toMatchObject({ limit: 6, offset: 0 });
    const names = first.nodes.map((f: { name: string }) => f.name);
    expect(names).toEqual([...names].sort());
    expect(page).toEqual({ totalCount: first.totalCount, limit: 2, offset: 3, nodes: names.slice(3, 5).map((name: string) => ({ name })) });
    const acme = await customer('acme');
    expect(first.nodes.every((f: { customerIds: number[] }) => f.customerIds.includes(acme.id))).toBe(true);
    // The page's end: an offset past the count is an empty page with the count.
    const past = await ok(`{ user(ref: { shortName: "acme-user" }) { effectiveFunctions(offset: ${first.totalCount}) { totalCount nodes { name } } } }`, 'acme-admin');
    expect(past.user.effectiveFunctions).toEqual({ totalCount: first.totalCount, nodes: [] });
  });

  it('refuses bad input with INVALID_FIELD naming limit or offset, and limit=0 over the maximum', async () => {
    for (const [args, field] of [['limit: -1', 'limit'], ['offset: -2', 'offset'], [`limit: ${MAX + 1}`, 'limit']] as const) {
      expect(await refused(`{ user(ref: { shortName: "acme-user" }) { effectiveFunctions(${args}) { totalCount } } }`, 'acme-admin')).toMatchObject({ code: 'INVALID_FIELD', field, path: 'user.effectiveFunctions' });
    }
    // The operator's administrator holds every function of the catalogue: more than the maximum.
    const all = await ok('{ currentUser { effectiveFunctions(limit: 1) { totalCount } } }', 'admin');
    expect(all.currentUser.effectiveFunctions.totalCount).toBeGreaterThan(MAX);
    expect(await refused('{ currentUser { effectiveFunctions(limit: 0) { totalCount } } }', 'admin')).toMatchObject({ code: 'INVALID_FIELD', field: 'limit' });
  });
});

describe('statement counts of the user pages', () => {
  it('are the same for 5 and for 50 users, each in three groups', async () => {
    const groups = await groupsOf('ug-count', 3);
    // Each group grants one function on acme, so that every member holds some.
    const acme = await customer('acme');
    const fns = await t.database.prisma.functionNode.findMany({ where: { name: { in: ['viewUsers', 'viewGroups', 'viewCustomers'] } } });
    await t.database.prisma.permission.createMany({ data: groups.map((g, i) => ({ groupId: g.id, functionId: fns[i]!.id, customerId: acme.id })) });
    const query = () => t.graphql('{ users(keywords: ["ug-count-user"], limit: 50) { nodes { shortName groups(limit: 2) { totalCount nodes { shortName customer { shortName } } } effectiveFunctions(limit: 2) { totalCount nodes { name } } } } }', {}, { as: 'acme-admin' });
    await usersInGroups('ug-count-user-a', 5, groups.map((g) => g.id));
    const small = await statementsOf(query);
    await usersInGroups('ug-count-user-b', 45, groups.map((g) => g.id));
    const large = await statementsOf(query);
    const items = large.body.data.users.nodes;
    expect(small.body.data.users.nodes).toHaveLength(5);
    expect(items).toHaveLength(50);
    expect(items.every((u: any) => u.groups.totalCount === 3 && u.groups.nodes.length === 2 && u.effectiveFunctions.nodes.length === 2)).toBe(true);
    expect(large.count).toBe(small.count);
  });
});

describe('CaseService.customers is a page; the REST service still shows them whole', () => {
  it('answers the subscribed customers ordered by id with count, paged by limit and offset', async () => {
    const ids = await Promise.all(['operator', 'acme', 'globex'].map(async (s) => (await customer(s)).id));
    const data = await ok('{ caseService(ref: { shortName: "support" }) { all: customers { totalCount limit offset nodes { databaseId shortName } } page: customers(limit: 1, offset: 1) { totalCount limit offset nodes { databaseId } } } }', 'admin');
    const subscribed = data.caseService.all.nodes.map((c: { databaseId: number }) => c.databaseId);
    expect(subscribed).toEqual([...subscribed].sort((a: number, b: number) => a - b));
    expect(data.caseService.all).toMatchObject({ totalCount: 3, limit: 25, offset: 0 });
    expect(data.caseService.page).toEqual({ totalCount: 3, limit: 1, offset: 1, nodes: [{ databaseId: subscribed[1] }] });
    expect(subscribed.filter((id: number) => ids.includes(id)).length).toBeGreaterThan(0);
    // REST: the same customers, a plain list as before, in the service's place.
    const rest = await t.get('/cases/v2/service/support', { as: 'admin' });
    expect(rest.status).toBe(200);
    expect(Object.keys(rest.body.data)).toEqual(['id', 'shortName', 'name', 'description', 'readRole', 'writeRole', 'techRole', 'customers', 'createdTimestamp', 'lastUpdatedTimestamp']);
    expect(rest.body.data.customers).toEqual(data.caseService.all.nodes.map((c: { databaseId: number; shortName: string }) => ({ id: c.databaseId, shortName: c.shortName, name: expect.any(String) })));
  });

  it('refuses bad input with INVALID_FIELD naming limit or offset', async () => {
    for (const [args, field] of [['limit: -1', 'limit'], ['offset: -1', 'offset'], [`limit: ${MAX + 1}`, 'limit']] as const) {
      expect(await refused(`{ caseService(ref: { shortName: "support" }) { customers(${args}) { totalCount } } }`, 'admin')).toMatchObject({ code: 'INVALID_FIELD', field, path: 'caseService.customers' });
    }
  });

  it('shows a caller only the customers it may view: none without viewCustomers, its own to another customer', async () => {
    const key = await keyWith('svc-no-customers', 'acme', []);
    const none = await ok('{ caseService(ref: { shortName: "support" }) { shortName customers { totalCount nodes { shortName } } } }', key);
    expect(none.caseService).toEqual({ shortName: 'support', customers: { totalCount: 0, nodes: [] } });
    const globex = await ok('{ caseServices { shortName customers { totalCount nodes { shortName } } } }', 'globex-user');
    for (const service of globex.caseServices) expect(service.customers.nodes.map((c: { shortName: string }) => c.shortName)).not.toContain('acme');
    expect(globex.caseServices.find((s: { shortName: string }) => s.shortName === 'support').customers).toEqual({ totalCount: 1, nodes: [{ shortName: 'globex' }] });
    const rest = await t.get('/cases/v2/service/support', { as: 'globex-user' });
    expect(rest.body.data.customers.map((c: { shortName: string }) => c.shortName)).toEqual(['globex']);
  });

  it('REST answers every subscribed customer up to the maximum page size, then the 412 of limit=0', async () => {
    const acme = await customer('acme');
    const service = await t.database.prisma.caseService.create({ data: { shortName: 'svc-wide', name: 'Wide', readRole: 'viewCustomers', writeRole: 'viewCustomers', techRole: 'viewCustomers' } });
    const customers = await t.database.prisma.customer.createManyAndReturn({
      data: Array.from({ length: MAX + 1 }, (_, i) => ({ shortName: `svc-wide-${i}`, name: `Wide ${i}`, domainId: acme.domainId, parentId: acme.id })),
    });
    await t.database.prisma.caseServiceSubscription.createMany({ data: customers.slice(0, MAX).map((c) => ({ serviceId: service.id, customerId: c.id })) });
    const whole = await t.get('/cases/v2/service/svc-wide', { as: 'admin' });
    expect(whole.status).toBe(200);
    expect(whole.body.data.customers).toHaveLength(MAX);
    await t.database.prisma.caseServiceSubscription.create({ data: { serviceId: service.id, customerId: customers[MAX]!.id } });
    const over = await t.get('/cases/v2/service/svc-wide', { as: 'admin' });
    expect(over.status).toBe(412);
    expect(envelopeError(over)).toMatchObject({ field: 'limit' });
    expect(await refused('{ caseService(ref: { shortName: "svc-wide" }) { customers(limit: 0) { totalCount } } }', 'admin')).toMatchObject({ code: 'INVALID_FIELD', field: 'limit' });
    const page = await ok('{ caseService(ref: { shortName: "svc-wide" }) { customers(limit: 0, offset: 1) { totalCount nodes { shortName } } } }', 'admin');
    expect(page.caseService.customers.totalCount).toBe(MAX + 1);
    expect(page.caseService.customers.nodes).toHaveLength(MAX);
    await t.database.prisma.caseService.delete({ where: { id: service.id } });
  });

  it('statements are the same for 5 and for 50 services, each with three customers (GraphQL and REST)', async () => {
    const subscribers = await Promise.all(['acme', 'acme-emea', 'globex'].map(customer));
    const make = async (prefix: string, count: number) => {
      const services = await t.database.prisma.caseService.createManyAndReturn({
        data: Array.from({ length: count }, (_, i) => ({ shortName: `${prefix}-${i}`, name: `${prefix} ${i}`, readRole: 'viewCustomers', writeRole: 'viewCustomers', techRole: 'viewCustomers' })),
      });
      await t.database.prisma.caseServiceSubscription.createMany({ data: services.flatMap((s) => subscribers.map((c) => ({ serviceId: s.id, customerId: c.id }))) });
    };
    const query = () => t.graphql('{ caseServices { shortName customers(limit: 2) { totalCount nodes { shortName parent { shortName } } } } }', {}, { as: 'admin' });
    const rest = () => t.get('/cases/v2/service', { as: 'admin' });
    await make('svc-count-a', 5);
    const small = await statementsOf(query);
    const smallRest = await statementsOf(rest);
    await make('svc-count-b', 45);
    const large = await statementsOf(query);
    const largeRest = await statementsOf(rest);
    const counted = (body: any) => body.data.caseServices.filter((s: { shortName: string }) => s.shortName.startsWith('svc-count-'));
    expect(counted(small.body)).toHaveLength(5);
    expect(counted(large.body)).toHaveLength(50);
    expect(counted(large.body).every((s: any) => s.customers.totalCount === 3 && s.customers.nodes.length === 2)).toBe(true);
    expect(large.count).toBe(small.count);
    expect(largeRest.body.data.length).toBe(smallRest.body.data.length + 45);
    expect(largeRest.count).toBe(smallRest.count);
  });
});

describe('Group.members is a page; REST GET /group/{g}/members still lists them whole', () => {
  /** A group of acme with `users` user members and `groups` group members. */
  async function groupWithMembers(shortName: string, users: number, groups: number) {
    const acme = await customer('acme');
    const group = await t.database.prisma.group.create({ data: { shortName, name: shortName, customerId: acme.id } });
    const inner = await groupsOf(`${shortName}-g`, groups);
    await t.database.prisma.groupMember.createMany({ data: inner.map((g) => ({ groupId: group.id, memberGroupId: g.id })) });
    const members = await usersInGroups(`${shortName}-u`, users, [group.id]);
    return { group, users: members, groups: inner };
  }
  const MEMBERS = 'query ($g: GroupRef!) { group(ref: $g) { members(first: 3) { totalCount pageInfo { hasNextPage endCursor } nodes { __typename ... on User { shortName } ... on Group { shortName } } } } }';
  const AFTER = 'query ($g: GroupRef!, $after: String) { group(ref: $g) { members(first: 3, after: $after) { totalCount pageInfo { hasNextPage } nodes { __typename ... on User { shortName } ... on Group { shortName } } } } }';

  it('answers users by id, then groups by id, paged by first/after and by limit/offset, with the total', async () => {
    // Memberships made groups first, and an older user (acme-user) joins last: the order is the members' ids,
    // users before groups, not the memberships'.
    const made = await groupWithMembers('gm-page', 3, 2);
    const older = await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-user' } });
    await t.database.prisma.groupMember.create({ data: { groupId: made.group.id, userId: older.id } });
    const users = [older, ...made.users];
    expect(users.map((u) => u.id)).toEqual([...users.map((u) => u.id)].sort((a, b) => a - b));
    const expected = [...users.map((u) => `User:${u.shortName}`), ...made.groups.map((g) => `Group:${g.shortName}`)];
    const names = (nodes: { __typename: string; shortName: string }[]) => nodes.map((m) => `${m.__typename}:${m.shortName}`);
    const first = (await ok(MEMBERS, 'acme-admin', { g: { shortName: 'gm-page' } })).group.members;
    expect(first.totalCount).toBe(6);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(names(first.nodes)).toEqual(expected.slice(0, 3));
    const second = (await ok(AFTER, 'acme-admin', { g: { shortName: 'gm-page' }, after: first.pageInfo.endCursor })).group.members;
    expect(second).toMatchObject({ totalCount: 6, pageInfo: { hasNextPage: false } });
    expect(names(second.nodes)).toEqual(expected.slice(3));
    const window = (await ok('{ group(ref: { shortName: "gm-page" }) { members(limit: 2, offset: 3) { totalCount limit offset nodes { ... on User { shortName } ... on Group { shortName } } } } }', 'acme-admin')).group.members;
    expect(window).toEqual({ totalCount: 6, limit: 2, offset: 3, nodes: [{ shortName: made.users[2]!.shortName }, { shortName: made.groups[0]!.shortName }] });
    // Only the total: the page reads ids it does not show.
    expect((await ok('{ group(ref: { shortName: "gm-page" }) { members { totalCount } } }', 'acme-admin')).group.members).toEqual({ totalCount: 6 });
    // REST: the same members in the same order, whole, in the list envelope it always answered.
    const rest = await t.get('/useradmin/v2/group/gm-page/members', { as: 'acme-admin' });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ count: 6, limit: 0, offset: 0 });
    expect(rest.body.data.map((m: { type: string; shortName: string }) => `${m.type === 'user' ? 'User' : 'Group'}:${m.shortName}`)).toEqual(expected);
  });

  it('refuses bad paging with INVALID_FIELD naming the argument, at the edge', async () => {
    for (const [args, field] of [['limit: -1', 'limit'], ['offset: -1', 'offset'], [`limit: ${MAX + 1}`, 'limit'], ['first: -1', 'first'], ['after: "no cursor"', 'after']] as const) {
      const error = await refused(`{ group(ref: { shortName: "acme-staff" }) { shortName members(${args}) { totalCount } } }`, 'acme-admin');
      expect(error, args).toMatchObject({ code: 'INVALID_FIELD', field, path: 'group.members' });
      expect(error.data.group).toEqual({ shortName: 'acme-staff', members: null });
    }
  });

  it('is empty for a caller without viewGroups for the group\'s customer; another customer\'s caller finds no group', async () => {
    // Reached through User.groups, which shows a user's groups to a caller who may view the user's details.
    const key = await keyWith('gm-users-only', 'acme', ['viewUsers']);
    const seen = await ok('{ user(ref: { shortName: "acme-user" }) { groups { nodes { shortName members { totalCount nodes { __typename } } } } } }', key);
    expect(seen.user.groups.nodes).toContainEqual({ shortName: 'acme-staff', members: { totalCount: 0, nodes: [] } });
    for (const group of seen.user.groups.nodes) expect(group.members, group.shortName).toEqual({ totalCount: 0, nodes: [] });
    const other = await t.graphql('{ group(ref: { shortName: "acme-staff" }) { members { totalCount nodes { __typename } } } }', {}, { as: 'globex-user' });
    expect(other.body.data.group).toBeNull();
    expect(other.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(JSON.stringify(other.body)).not.toMatch(/acme-(admin|user|emea)/);
    const rest = await t.get('/useradmin/v2/group/acme-staff/members', { as: 'globex-user' });
    expect(rest.status).toBe(404);
  });

  it('REST answers every member up to the maximum page size, then the 412 of limit=0', async () => {
    const made = await groupWithMembers('gm-wide', MAX, 0);
    const whole = await t.get('/useradmin/v2/group/gm-wide/members', { as: 'admin' });
    expect(whole.status).toBe(200);
    expect(whole.body.data).toHaveLength(MAX);
    const more = await groupsOf('gm-wide-extra', 1);
    await t.database.prisma.groupMember.create({ data: { groupId: made.group.id, memberGroupId: more[0]!.id } });
    const over = await t.get('/useradmin/v2/group/gm-wide/members', { as: 'admin' });
    expect(over.status).toBe(412);
    expect(envelopeError(over)).toMatchObject({ field: 'limit' });
    const page = await ok('{ group(ref: { shortName: "gm-wide" }) { members(limit: 0, offset: 1) { totalCount nodes { __typename } } } }', 'admin');
    expect(page.group.members.totalCount).toBe(MAX + 1);
    expect(page.group.members.nodes).toHaveLength(MAX);
  });

  it('statements are the same for 5 and for 50 groups, each with three members (GraphQL and REST)', async () => {
    const make = async (prefix: string, count: number) => {
      const groups = await groupsOf(prefix, count);
      const members = await usersInGroups(`${prefix}-u`, 3, groups.map((g) => g.id));
      return { groups, members };
    };
    const query = () => t.graphql('{ groups(keywords: ["gm-count-"], limit: 0) { nodes { shortName members(first: 2) { totalCount nodes { ... on User { shortName customer { shortName } } } } } } }', {}, { as: 'acme-admin' });
    await make('gm-count-a', 5);
    const small = await statementsOf(query);
    const rest = () => t.get('/useradmin/v2/group/gm-count-a-00/members', { as: 'acme-admin' });
    const smallRest = await statementsOf(rest);
    await make('gm-count-b', 45);
    const large = await statementsOf(query);
    expect(small.body.data.groups.nodes).toHaveLength(5);
    expect(large.body.data.groups.nodes).toHaveLength(50);
    expect(large.body.data.groups.nodes.every((g: any) => g.members.totalCount === 3 && g.members.nodes.length === 2)).toBe(true);
    expect(large.count).toBe(small.count);
    // The REST list of one group: its statements do not grow with the number of members.
    await usersInGroups('gm-count-extra', 20, [(await t.database.prisma.group.findUniqueOrThrow({ where: { shortName: 'gm-count-a-00' } })).id]);
    const largeRest = await statementsOf(rest);
    expect(largeRest.body.data).toHaveLength(23);
    expect(largeRest.count).toBe(smallRest.count);
  });
});

describe('document revisions are a page (REST GET /document/{id}/revisions and documentRevisions)', () => {
  let acmeRoot: number;
  beforeAll(async () => {
    acmeRoot = await rootId(t);
  });

  /** A document with `count` revisions (revision 1 through the API, the rest copies of it). */
  async function documentWith(name: string, count: number): Promise<number> {
    const id = await addText(t, acmeRoot, name, 'one');
    await addRevisions(id, count);
    return id;
  }
  async function addRevisions(id: number, upTo: number) {
    const prisma = t.database.prisma;
    const first = await prisma.documentRevision.findFirstOrThrow({ where: { elementId: id, number: 1 } });
    const current = (await prisma.documentElement.findUniqueOrThrow({ where: { id } })).revision;
    const { id: _id, number: _n, createdAt: _c, ...copy } = first;
    await prisma.documentRevision.createMany({ data: Array.from({ length: upTo - current }, (_, i) => ({ ...copy, number: current + i + 1 })) });
    await prisma.documentElement.update({ where: { id }, data: { revision: upTo } });
  }
  const numbers = (items: { number: number }[]) => items.map((r) => r.number);

  it('REST without limit answers every revision newest first, as before; with limit and offset a page', async () => {
    const id = await documentWith('rev-page.txt', 5);
    const all = await t.get(`${V1}/document/${id}/revisions`, { as: 'acme-user' });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ responseCode: 200, count: 5, limit: 0, offset: 0, size: 5 });
    expect(numbers(all.body.data)).toEqual([5, 4, 3, 2, 1]);
    expect(Object.keys(all.body.data[0])).toEqual(['number', 'documentID', 'name', 'mimeType', 'size', 'sha256', 'restoredFrom', 'createdBy', 'createdTimestamp']);
    const page = await t.get(`${V1}/document/${id}/revisions?limit=2&offset=1`, { as: 'acme-user' });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: 5, limit: 2, offset: 1, size: 2 });
    expect(numbers(page.body.data)).toEqual([4, 3]);
    const gql = await ok('query($id: ID!) { all: documentRevisions(ref: { id: $id }) { totalCount limit offset nodes { number } } page: documentRevisions(ref: { id: $id }, limit: 2, offset: 3) { totalCount limit offset nodes { number } } }', 'acme-user', { id });
    expect(gql.all).toEqual({ totalCount: 5, limit: 0, offset: 0, nodes: [5, 4, 3, 2, 1].map((number) => ({ number })) });
    expect(gql.page).toEqual({ totalCount: 5, limit: 2, offset: 3, nodes: [{ number: 2 }, { number: 1 }] });
  });

  it('refuses bad input with 412 / INVALID_FIELD naming limit or offset', async () => {
    const id = await documentWith('rev-bad.txt', 2);
    for (const [query, field] of [['limit=-1', 'limit'], ['offset=-1', 'offset'], ['limit=x', 'limit'], [`limit=${MAX + 1}`, 'limit']] as const) {
      const res = await t.get(`${V1}/document/${id}/revisions?${query}`, { as: 'acme-user' });
      expect(res.status, query).toBe(412);
      expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field });
    }
    expect(await refused('query($id: ID!) { documentRevisions(ref: { id: $id }, offset: -1) { totalCount } }', 'acme-user', { id })).toMatchObject({ code: 'INVALID_FIELD', field: 'offset' });
  });

  it('without a limit answers all up to the maximum page size; beyond it the 412 of limit=0', async () => {
    const id = await documentWith('rev-wide.txt', MAX);
    const whole = await t.get(`${V1}/document/${id}/revisions`, { as: 'acme-user' });
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({ count: MAX, size: MAX });
    await addRevisions(id, MAX + 1);
    for (const query of ['', '?limit=0']) {
      const over = await t.get(`${V1}/document/${id}/revisions${query}`, { as: 'acme-user' });
      expect(over.status, query).toBe(412);
      expect(envelopeError(over)).toMatchObject({ field: 'limit' });
    }
    const rest = await t.get(`${V1}/document/${id}/revisions?offset=1`, { as: 'acme-user' });
    expect(rest.body).toMatchObject({ count: MAX + 1, size: MAX });
    expect(rest.body.data[0].number).toBe(MAX);
    expect(await refused('query($id: ID!) { documentRevisions(ref: { id: $id }) { totalCount } }', 'acme-user', { id })).toMatchObject({ code: 'INVALID_FIELD', field: 'limit' });
  });

  it('needs read level (403 / FORBIDDEN with folder level) and shows another customer nothing (404 / NOT_FOUND)', async () => {
    const id = await documentWith('rev-guarded.txt', 3);
    const viewer = await userWith(t, 'rev-folder-only', 'acme', []);
    expect((await t.request('POST', `${V1}/document/${id}/access`, { as: 'acme-admin', body: { subjectID: viewer.id, level: 'folder' } })).status).toBe(201);
    expect((await t.get(`${V1}/document/${id}/revisions`, { as: viewer.key })).status).toBe(403);
    expect(await refused('query($id: ID!) { documentRevisions(ref: { id: $id }) { totalCount } }', viewer.key, { id })).toMatchObject({ code: 'FORBIDDEN' });
    const other = await t.get(`${V1}/document/${id}/revisions?limit=1`, { as: 'globex-user' });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('rev-guarded');
    expect(await refused('query($id: ID!) { documentRevisions(ref: { id: $id }) { totalCount nodes { name } } }', 'globex-user', { id })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('statements are the same for 5 and for 50 revisions (REST and GraphQL)', async () => {
    const id = await documentWith('rev-count.txt', 5);
    const rest = () => t.get(`${V1}/document/${id}/revisions`, { as: 'acme-user' });
    const gql = () => t.graphql('query($id: ID!) { documentRevisions(ref: { id: $id }, limit: 0) { totalCount nodes { number createdBy { shortName } } } }', { id }, { as: 'acme-user' });
    const small = [await statementsOf(rest), await statementsOf(gql)];
    await addRevisions(id, 50);
    const large = [await statementsOf(rest), await statementsOf(gql)];
    expect(large[0]!.body.data).toHaveLength(50);
    expect(large[1]!.body.data.documentRevisions.nodes).toHaveLength(50);
    expect(large.map((l) => l.count)).toEqual(small.map((s) => s.count));
  });
});

describe('Group.permissions is a page; REST GET /group/{g}/permissions still lists them whole', () => {
  /** A group of acme granted viewUsers on each of `count` new sub-customers of acme, and a group containing it granted it on acme. */
  async function grantedGroup(shortName: string, count: number) {
    const prisma = t.database.prisma;
    const acme = await customer('acme');
    const group = await prisma.group.create({ data: { shortName, name: shortName, customerId: acme.id } });
    const customers = await prisma.customer.createManyAndReturn({
      data: Array.from({ length: count }, (_, i) => ({ shortName: `${shortName}-c${String(i).padStart(3, '0')}`, name: `${shortName} ${i}`, domainId: acme.domainId, parentId: acme.id })),
    });
    const fn = await prisma.functionNode.findUniqueOrThrow({ where: { name: 'viewUsers' } });
    const grants = await prisma.permission.createManyAndReturn({ data: customers.map((c) => ({ groupId: group.id, functionId: fn.id, customerId: c.id })) });
    const outer = await prisma.group.create({ data: { shortName: `${shortName}-outer`, name: `${shortName} outer`, customerId: acme.id } });
    await prisma.groupMember.create({ data: { groupId: outer.id, memberGroupId: group.id } });
    const inherited = await prisma.permission.create({ data: { groupId: outer.id, functionId: fn.id, customerId: acme.id } });
    return { group, grants, inherited, fn };
  }
  const PAGE = 'query ($g: GroupRef!, $inherited: Boolean, $after: String) { group(ref: $g) { permissions(includeInherited: $inherited, first: 3, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { databaseId } } } }';
  const ids = (nodes: { databaseId: number }[]) => nodes.map((n) => n.databaseId);

  it('answers the grants ordered by id, paged by first/after and by limit/offset, with the total; includeInherited too', async () => {
    const made = await grantedGroup('gp-page', 4);
    const own = made.grants.map((g) => g.id);
    expect(own).toEqual([...own].sort((a, b) => a - b));
    const first = (await ok(PAGE, 'acme-admin', { g: { shortName: 'gp-page' } })).group.permissions;
    expect(first).toMatchObject({ totalCount: 4, pageInfo: { hasNextPage: true } });
    expect(ids(first.nodes)).toEqual(own.slice(0, 3));
    const second = (await ok(PAGE, 'acme-admin', { g: { shortName: 'gp-page' }, after: first.pageInfo.endCursor })).group.permissions;
    expect(second).toMatchObject({ totalCount: 4, pageInfo: { hasNextPage: false } });
    expect(ids(second.nodes)).toEqual(own.slice(3));
    const window = (await ok('{ group(ref: { shortName: "gp-page" }) { permissions(limit: 2, offset: 1) { totalCount limit offset nodes { databaseId } } } }', 'acme-admin')).group.permissions;
    expect(window).toEqual({ totalCount: 4, limit: 2, offset: 1, nodes: own.slice(1, 3).map((databaseId) => ({ databaseId })) });
    // With includeInherited: the containing group's grant too, in id order, paged the same way.
    const all = [...own, made.inherited.id];
    const withInherited = (await ok(PAGE, 'acme-admin', { g: { shortName: 'gp-page' }, inherited: true })).group.permissions;
    expect(withInherited).toMatchObject({ totalCount: 5, pageInfo: { hasNextPage: true } });
    expect(ids(withInherited.nodes)).toEqual(all.slice(0, 3));
    const rest2 = (await ok(PAGE, 'acme-admin', { g: { shortName: 'gp-page' }, inherited: true, after: withInherited.pageInfo.endCursor })).group.permissions;
    expect(ids(rest2.nodes)).toEqual(all.slice(3));
    const last = (await ok('{ group(ref: { shortName: "gp-page" }) { permissions(includeInherited: true, limit: 1, offset: 4) { totalCount nodes { databaseId } } } }', 'acme-admin')).group.permissions;
    expect(last).toEqual({ totalCount: 5, nodes: [{ databaseId: made.inherited.id }] });
    // Only the total: the page reads ids it does not show.
    expect((await ok('{ group(ref: { shortName: "gp-page" }) { permissions { totalCount } } }', 'acme-admin')).group.permissions).toEqual({ totalCount: 4 });
    // REST: the same grants in the same order, whole, in the list envelope it always answered.
    const rest = await t.get('/useradmin/v2/group/gp-page/permissions', { as: 'acme-admin' });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ count: 4, limit: 0, offset: 0 });
    expect(rest.body.data.map((p: { id: number }) => p.id)).toEqual(own);
    const restInherited = await t.get('/useradmin/v2/group/gp-page/permissions?includeInherited=true', { as: 'acme-admin' });
    expect(restInherited.body.data.map((p: { id: number }) => p.id)).toEqual(all);
  });

  it('refuses bad paging with INVALID_FIELD naming the argument, at the edge, with and without includeInherited', async () => {
    for (const inherited of [false, true]) {
      for (const [args, field] of [['limit: -1', 'limit'], ['offset: -1', 'offset'], [`limit: ${MAX + 1}`, 'limit'], ['first: -1', 'first'], ['after: "no cursor"', 'after']] as const) {
        const error = await refused(`{ group(ref: { shortName: "acme-staff" }) { shortName permissions(includeInherited: ${inherited}, ${args}) { totalCount } } }`, 'acme-admin');
        expect(error, `${inherited} ${args}`).toMatchObject({ code: 'INVALID_FIELD', field, path: 'group.permissions' });
        expect(error.data.group).toEqual({ shortName: 'acme-staff', permissions: null });
      }
    }
  });

  it('is empty for a caller without viewGroups for the group\'s customer; another customer\'s caller finds no group', async () => {
    const key = await keyWith('gp-users-only', 'acme', ['viewUsers']);
    const seen = await ok('{ user(ref: { shortName: "acme-user" }) { groups { nodes { shortName own: permissions { totalCount nodes { databaseId } } all: permissions(includeInherited: true) { totalCount nodes { databaseId } } } } } }', key);
    expect(seen.user.groups.nodes.length).toBeGreaterThan(0);
    for (const group of seen.user.groups.nodes) expect(group, group.shortName).toMatchObject({ own: { totalCount: 0, nodes: [] }, all: { totalCount: 0, nodes: [] } });
    const other = await t.graphql('{ group(ref: { shortName: "acme-staff" }) { permissions { totalCount nodes { databaseId } } } }', {}, { as: 'globex-user' });
    expect(other.body.data.group).toBeNull();
    expect(other.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.get('/useradmin/v2/group/acme-staff/permissions', { as: 'globex-user' })).status).toBe(404);
  });

  it('REST answers every grant up to the maximum page size, then the 412 of limit=0', async () => {
    const made = await grantedGroup('gp-wide', MAX);
    const whole = await t.get('/useradmin/v2/group/gp-wide/permissions', { as: 'acme-admin' });
    expect(whole.status).toBe(200);
    expect(whole.body.data).toHaveLength(MAX);
    // The containing group's grant makes MAX + 1 with includeInherited.
    const inherited = await t.get('/useradmin/v2/group/gp-wide/permissions?includeInherited=true', { as: 'acme-admin' });
    expect(inherited.status).toBe(412);
    expect(envelopeError(inherited)).toMatchObject({ field: 'limit' });
    const acme = await customer('acme');
    await t.database.prisma.permission.create({ data: { groupId: made.group.id, functionId: made.fn.id, customerId: acme.id } });
    const over = await t.get('/useradmin/v2/group/gp-wide/permissions', { as: 'acme-admin' });
    expect(over.status).toBe(412);
    expect(envelopeError(over)).toMatchObject({ field: 'limit' });
    expect(await refused('{ group(ref: { shortName: "gp-wide" }) { permissions(limit: 0) { totalCount } } }', 'acme-admin')).toMatchObject({ code: 'INVALID_FIELD', field: 'limit' });
    const page = await ok('{ group(ref: { shortName: "gp-wide" }) { permissions(limit: 0, offset: 1) { totalCount nodes { databaseId } } } }', 'acme-admin');
    expect(page.group.permissions.totalCount).toBe(MAX + 1);
    expect(page.group.permissions.nodes).toHaveLength(MAX);
  });
});
