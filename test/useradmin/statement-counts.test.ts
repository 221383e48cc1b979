// Every useradmin list runs the same number of SQL statements for a few rows
// and for many: no query per row, through REST and GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, COUNTING_STATEMENTS } from '../support/app.ts';
import { requestStatements } from '../support/statements.ts';

let t: TestApp;
let acmeId: number;
beforeAll(async () => {
  t = await startTestApp({ env: COUNTING_STATEMENTS });
  acmeId = (await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } })).id;
});
afterAll(async () => {
  await t?.close();
});

async function statementsFor(work: () => Promise<{ status: number; body: unknown }>) {
  await work(); // warm: the key's last-used stamp is written once a minute, not per request
  const { result, statements } = await t.database.statements.capture(work);
  expect(result.status).toBe(200);
  // The key's last-used stamp is fire-and-forget from the warm-up request and may land in the window.
  return requestStatements(statements).length;
}

/** Runs `work`, grows the data with `grow`, runs it again: same statement count, more rows. */
async function expectFlat(work: () => Promise<{ status: number; body: any }>, size: (body: any) => number, grow: () => Promise<void>) {
  const before = await statementsFor(work);
  const small = size((await work()).body);
  await grow();
  const after = await statementsFor(work);
  const large = size((await work()).body);
  expect(large).toBeGreaterThan(small);
  expect(after).toBe(before);
}

let serial = 0;
async function addUsers(count: number) {
  const prisma = t.database.prisma;
  const acme = await prisma.customer.findUniqueOrThrow({ where: { id: acmeId } });
  const base = serial;
  serial += count;
  await prisma.user.createMany({ data: Array.from({ length: count }, (_, i) => ({ shortName: `bulk-user-${base + i}`, name: `Bulk ${base + i}`, customerId: acme.id, domainId: acme.domainId })) });
  return prisma.user.findMany({ where: { shortName: { startsWith: 'bulk-user-' } }, select: { id: true }, skip: base, take: count, orderBy: { id: 'asc' } });
}
async function addGroups(count: number, prefix: string) {
  await t.database.prisma.group.createMany({ data: Array.from({ length: count }, (_, i) => ({ shortName: `${prefix}-${i}`, name: `${prefix} ${i}`, customerId: acmeId })) });
  return t.database.prisma.group.findMany({ where: { shortName: { startsWith: `${prefix}-` } }, select: { id: true } });
}

const size = (body: { data: unknown[] }) => body.data.length;

describe('statement counts of the useradmin lists', () => {
  it('GET /group and POST /group/search', async () => {
    await expectFlat(() => t.get('/useradmin/v2/group?limit=200', { as: 'acme-admin' }), size, async () => void (await addGroups(40, 'list')));
    await addGroups(2, 'search-seed');
    await expectFlat(
      () => t.request('POST', '/useradmin/v2/group/search', { as: 'acme-admin', body: { limit: 200, subCriteria: [{ keywords: ['search'] }] } }),
      size,
      async () => void (await addGroups(30, 'search')),
    );
  });

  it('GET /group/{g}/members (users and groups)', async () => {
    const group = await t.database.prisma.group.create({ data: { shortName: 'big-group', name: 'Big', customerId: acmeId } });
    let round = 0;
    await expectFlat(() => t.get('/useradmin/v2/group/big-group/members', { as: 'acme-admin' }), size, async () => {
      const users = await addUsers(40);
      const groups = await addGroups(20, `members${round++}`);
      await t.database.prisma.groupMember.createMany({ data: [...users.map((u) => ({ groupId: group.id, userId: u.id })), ...groups.map((g) => ({ groupId: group.id, memberGroupId: g.id }))] });
    });
  });

  it('GET /group/{g}/permissions and GET /permission', async () => {
    const group = await t.database.prisma.group.create({ data: { shortName: 'perm-group', name: 'Perm', customerId: acmeId } });
    const fns = await t.database.prisma.functionNode.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
    const grantSome = (from: number, to: number) =>
      t.database.prisma.permission.createMany({ data: fns.slice(from, to).map((f) => ({ groupId: group.id, functionId: f.id, customerId: acmeId })) });
    await grantSome(0, 2);
    await expectFlat(() => t.get('/useradmin/v2/group/perm-group/permissions', { as: 'acme-admin' }), size, () => grantSome(2, 20).then(() => undefined));
    await expectFlat(() => t.get('/useradmin/v2/permission?subject=perm-group&limit=200', { as: 'acme-admin' }), size, () => grantSome(20, 30).then(() => undefined));
  });

  it('GET /user and POST /user/search', async () => {
    await expectFlat(() => t.get('/useradmin/v2/user?limit=500', { as: 'acme-admin' }), size, async () => void (await addUsers(30)));
    await expectFlat(() => t.request('POST', '/useradmin/v2/user/search', { as: 'acme-admin', body: { limit: 500, keywords: ['bulk'] } }), size, async () => void (await addUsers(30)));
  });

  it('GET /user/{u}/apikey', async () => {
    const { issueApiKey } = await import('../../src/domains/identity/api-keys.ts');
    const user = await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-user' } });
    await expectFlat(() => t.get('/useradmin/v2/user/acme-user/apikey', { as: 'acme-admin' }), size, async () => {
      for (let i = 0; i < 15; i += 1) await issueApiKey(t.database.prisma, t.config, { userId: user.id });
    });
  });

  it('GET /function, children and parents', async () => {
    let round = 0;
    const addFunctions = async (count: number) => {
      const r = round++;
      for (let i = 0; i < count; i += 1) {
        const res = await t.request('POST', '/useradmin/v2/function', { as: 'admin', body: { name: `bulkFn${r}x${i}`, parents: ['POWER-USER', 'DOCUMENT-MANAGER'] } });
        expect(res.status).toBe(201);
      }
    };
    await expectFlat(() => t.get('/useradmin/v2/function?limit=500', { as: 'analyst' }), size, () => addFunctions(10));
    await expectFlat(() => t.get('/useradmin/v2/function/POWER-USER/children', { as: 'analyst' }), size, () => addFunctions(10));
    await expectFlat(() => t.get('/useradmin/v2/function/STANDARD-USER/parents', { as: 'analyst' }), size, async () => {
      await t.request('POST', '/useradmin/v2/function', { as: 'admin', body: { name: 'extraParent', parents: ['POWER-USER'] } });
      // A built-in child cannot be relinked through the API: link it directly, as a migration would.
      const [p, c] = await Promise.all(['extraParent', 'STANDARD-USER'].map((name) => t.database.prisma.functionNode.findUniqueOrThrow({ where: { name } })));
      await t.database.prisma.functionEdge.create({ data: { parentId: p!.id, childId: c!.id } });
    });
  });

  it('GraphQL: nested walks (group members with their groups; function children of children)', async () => {
    const members = () =>
      t.graphql('{ group(ref: { shortName: "big-group" }) { members(limit: 100) { nodes { ... on User { shortName customer { shortName } groups { nodes { shortName } } } ... on Group { shortName customer { shortName } } } } } }', {}, { as: 'acme-admin' });
    const group = await t.database.prisma.group.findUniqueOrThrow({ where: { shortName: 'big-group' } });
    await expectFlat(members, (body) => body.data.group.members.nodes.length, async () => {
      const users = await addUsers(20);
      await t.database.prisma.groupMember.createMany({ data: users.map((u) => ({ groupId: group.id, userId: u.id })) });
    });
    const walk = () => t.graphql('{ function(ref: { name: "SYSTEM-ADMINISTRATOR" }) { children { name children { name parents { name } } } } }', {}, { as: 'admin' });
    const count = (body: any) => body.data.function.children.reduce((n: number, c: { children: unknown[] }) => n + c.children.length, 0);
    await expectFlat(walk, count, async () => {
      for (let i = 0; i < 5; i += 1) await t.request('POST', '/useradmin/v2/function', { as: 'admin', body: { name: `walkFn${i}`, parents: ['NETWORK-MANAGER'] } });
    });
  });

  it('GraphQL: effective functions of a list of users in one statement', async () => {
    // Every user of this file (about 140); a page of 500, each with two pages of 10, is over the GraphQL cost limit.
    const query = () => t.graphql('{ users(limit: 200) { nodes { shortName groups(limit: 10) { nodes { shortName } } effectiveFunctions(limit: 10) { nodes { name } } } } }', {}, { as: 'admin' });
    await expectFlat(query, (body) => body.data.users.nodes.length, async () => void (await addUsers(15)));
    const { statements } = await t.database.statements.capture(query);
    expect(statements.filter((sql) => sql.startsWith('/* vigil:user-grants */'))).toHaveLength(1);
  });

  it('GraphQL picture (a): customers, their groups, members and grants cost the same for 5 and 50 groups', async () => {
    const prisma = t.database.prisma;
    const acme = await prisma.customer.findUniqueOrThrow({ where: { id: acmeId } });
    const customers = await prisma.customer.createManyAndReturn({
      data: ['dash-a', 'dash-b'].map((shortName) => ({ shortName, name: shortName, domainId: acme.domainId, parentId: acme.id })),
    });
    const fns = await prisma.functionNode.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 2 });
    let made = 0;
    // Each new group: in one of the two customers, one user member, one member group, two grants.
    const grow = async (count: number) => {
      const users = await addUsers(count);
      const base = made;
      made += count;
      const groups = await prisma.group.createManyAndReturn({
        data: Array.from({ length: count }, (_, i) => ({ shortName: `dash-g-${base + i}`, name: `Dash ${base + i}`, customerId: customers[(base + i) % 2]!.id })),
      });
      await prisma.groupMember.createMany({
        data: groups.flatMap((g, i) => [{ groupId: g.id, userId: users[i]!.id }, ...(i > 0 ? [{ groupId: g.id, memberGroupId: groups[i - 1]!.id }] : [])]),
      });
      await prisma.permission.createMany({ data: groups.flatMap((g) => fns.map((f) => ({ groupId: g.id, functionId: f.id, customerId: g.customerId }))) });
    };
    const query = () =>
      t.graphql(
        // docs/graphql.md's "Customers, groups, members" query, narrowed to this test's two customers,
        // with pages that hold all of their 25 groups each (within the cost limit).
        `{ customers(keywords: ["dash-"], limit: 2) { nodes { shortName groups(limit: 25) { totalCount nodes { shortName customer { shortName }
           members { nodes { ... on User { shortName hidden customer { shortName } } ... on Group { shortName hidden } } }
           permissions { nodes { function { name } customer { shortName hidden } subject { ... on Group { shortName } } } } } } } } }`,
        {},
        { as: 'acme-admin' },
      );
    const groupsIn = (body: any) => {
      expect(body.errors).toBeUndefined();
      const items = body.data.customers.nodes as { groups: { totalCount: number; nodes: unknown[] } }[];
      expect(items.reduce((n, c) => n + c.groups.totalCount, 0)).toBe(items.reduce((n, c) => n + c.groups.nodes.length, 0));
      return items.reduce((n, c) => n + c.groups.nodes.length, 0);
    };
    await grow(5);
    const five = await statementsFor(query);
    expect(groupsIn((await query()).body)).toBe(5);
    await grow(45);
    const fifty = await statementsFor(query);
    const body = (await query()).body;
    expect(groupsIn(body)).toBe(50);
    expect(body.data.customers.nodes.flatMap((c: any) => c.groups.nodes.flatMap((g: any) => g.permissions.nodes))).toHaveLength(100);
    expect(fifty).toBe(five);
    // docs/graphql.md's figure: the caller's key and one read of customers, groups, members and grants
    // (the customers' paths come with them, so the reference rule looks none up).
    expect(five).toBe(2);
  });

  it('GraphQL: Group.permissions(includeInherited: true) costs the same for 5 and 50 groups', async () => {
    const prisma = t.database.prisma;
    const acme = await prisma.customer.findUniqueOrThrow({ where: { id: acmeId } });
    const customer = await prisma.customer.create({ data: { shortName: 'inherit-c', name: 'inherit-c', domainId: acme.domainId, parentId: acme.id } });
    const [fn] = await prisma.functionNode.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 1 });
    let made = 0;
    // Each new group holds one grant and is a member of the previous one: group n inherits n grants.
    const grow = async (count: number) => {
      const base = made;
      made += count;
      const groups = await prisma.group.createManyAndReturn({
        data: Array.from({ length: count }, (_, i) => ({ shortName: `inherit-g-${base + i}`, name: `Inherit ${base + i}`, customerId: customer.id })),
        select: { id: true, shortName: true },
      });
      const previous = base > 0 ? await prisma.group.findUniqueOrThrow({ where: { shortName: `inherit-g-${base - 1}` } }) : null;
      const chain = [...(previous ? [previous] : []), ...groups];
      await prisma.groupMember.createMany({ data: chain.slice(1).map((g, i) => ({ groupId: chain[i]!.id, memberGroupId: g.id })) });
      await prisma.permission.createMany({ data: groups.map((g) => ({ groupId: g.id, functionId: fn!.id, customerId: customer.id })) });
    };
    const query = () =>
      t.graphql(
        '{ customer(ref: { shortName: "inherit-c" }) { groups(limit: 50) { nodes { shortName permissions(includeInherited: true) { totalCount nodes { id function { name } customer { shortName } subject { ... on Group { shortName } } } } } } } }',
        {},
        { as: 'acme-admin' },
      );
    const grants = (body: any) => {
      expect(body.errors).toBeUndefined();
      // Each group's page holds its first 25 grants (the default page); totalCount says how many it has.
      const groups = body.data.customer.groups.nodes as { permissions: { totalCount: number; nodes: unknown[] } }[];
      for (const g of groups) expect(g.permissions.nodes.length).toBe(Math.min(g.permissions.totalCount, 25));
      return groups.reduce((n, g) => n + g.permissions.totalCount, 0);
    };
    await grow(5);
    const five = await statementsFor(query);
    expect(grants((await query()).body)).toBe(15); // 1 + 2 + ... + 5
    await grow(45);
    const fifty = await statementsFor(query);
    expect(grants((await query()).body)).toBe(1275); // 1 + 2 + ... + 50
    expect(fifty).toBe(five);
    const { statements } = await t.database.statements.capture(query);
    expect(statements.filter((sql) => sql.startsWith('/* vigil:groups-enclosing-groups */'))).toHaveLength(1);
  });

  it('authentication with effective permissions stays one statement for a user in 20 nested groups', async () => {
    const prisma = t.database.prisma;
    const user = await prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-user' } });
    const groups = await addGroups(20, 'nest');
    // acme-user is in nest-0; nest-i is in nest-(i+1); nest-19 holds viewPermissions.
    await prisma.groupMember.create({ data: { groupId: groups[0]!.id, userId: user.id } });
    await prisma.groupMember.createMany({ data: groups.slice(0, -1).map((g, i) => ({ groupId: groups[i + 1]!.id, memberGroupId: g.id })) });
    const fn = await prisma.functionNode.findUniqueOrThrow({ where: { name: 'viewPermissions' } });
    await prisma.permission.create({ data: { groupId: groups[19]!.id, functionId: fn.id, customerId: acmeId } });
    const read = () => t.get('/useradmin/v2/permission?limit=1', { as: 'acme-user' });
    await read();
    const { result, statements } = await t.database.statements.capture(read);
    expect(result.status).toBe(200);
    const auth = statements.filter((sql) => sql.startsWith('/* vigil:apikey */'));
    expect(auth).toHaveLength(1);
    expect(auth[0]).toContain('function_closure');
  });
});
