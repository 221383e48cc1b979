// Picture (a) of issue #20 over the graph edges Customer.groups (also on the
// CustomerInfo reference), Group.members and Group.permissions: what each
// caller sees through them, and that a customer out of reach is a stub.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../src/domains/identity/api-keys.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PICTURE = `{
  customers(limit: 15) {
    nodes {
      shortName
      groups(limit: 5) { nodes {
        shortName
        customer { shortName }
        members { nodes { __typename ... on User { shortName hidden } ... on Group { shortName hidden } } }
        permissions { nodes { function { name } customer { shortName hidden } } }
      } }
    }
  }
}`;

interface GroupView {
  shortName: string;
  customer: { shortName: string };
  members: { nodes: { __typename: string; shortName: string | null; hidden: boolean }[] };
  permissions: { nodes: { function: { name: string }; customer: { shortName: string | null; hidden: boolean } }[] };
}

async function picture(as: string) {
  const res = await t.graphql(PICTURE, {}, { as });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  const customers = res.body.data.customers.nodes as { shortName: string; groups: { nodes: GroupView[] } }[];
  return new Map(customers.map((c) => [c.shortName, c.groups.nodes]));
}

const groupNames = (byCustomer: Map<string, GroupView[]>) => [...byCustomer.values()].flat().map((g) => g.shortName);

describe('picture (a): customers, their groups, members and permissions in one request', () => {
  it('answers the demo groups with their members and grants (operator admin sees every tenant)', async () => {
    const all = await picture('admin');
    expect(groupNames(all)).toEqual(expect.arrayContaining(['acme-staff', 'acme-emea-team', 'globex-staff', 'mss-analysts']));
    const staff = all.get('acme')!.find((g) => g.shortName === 'acme-staff')!;
    expect(staff.customer.shortName).toBe('acme');
    // Group.customer leads on: the reference has the customer's groups too.
    const walk = await t.graphql('{ group(ref: { shortName: "acme-emea-team" }) { customer { shortName groups { totalCount nodes { shortName } } } } }', {}, { as: 'acme-admin' });
    expect(walk.body.data.group.customer).toEqual({ shortName: 'acme-emea', groups: { totalCount: 1, nodes: [{ shortName: 'acme-emea-team' }] } });
    expect(staff.members.nodes).toEqual([
      { __typename: 'User', shortName: 'acme-admin', hidden: false },
      { __typename: 'User', shortName: 'acme-user', hidden: false },
      { __typename: 'Group', shortName: 'acme-emea-team', hidden: false },
    ]);
    expect(staff.permissions.nodes).toEqual([{ function: { name: 'STANDARD-USER' }, customer: { shortName: 'acme', hidden: false } }]);
    expect(all.get('globex')!.map((g) => g.shortName)).toEqual(['globex-staff']);
  });

  it('shows an acme user no globex group, member or grant; the same groups as the group list', async () => {
    const mine = await picture('acme-admin');
    expect([...mine.keys()]).not.toContain('globex');
    const names = groupNames(mine);
    expect(names).toEqual(expect.arrayContaining(['acme-staff', 'acme-emea-team']));
    expect(names.filter((n) => n.startsWith('globex') || n.startsWith('mss'))).toEqual([]);
    const list = await t.graphql('{ groups(limit: 100) { nodes { shortName } } }', {}, { as: 'acme-admin' });
    expect([...names].sort()).toEqual(list.body.data.groups.nodes.map((g: { shortName: string }) => g.shortName).sort());
    const everything = JSON.stringify([...mine.values()]);
    expect(everything).not.toMatch(/globex/);
  });

  it('reaching globex through a reference shows no globex group', async () => {
    const res = await t.graphql('{ group(ref: { shortName: "globex-staff" }) { customer { shortName groups { totalCount nodes { shortName } } } } }', {}, { as: 'admin' });
    expect(res.body.data.group.customer.groups).toEqual({ totalCount: 1, nodes: [{ shortName: 'globex-staff' }] });
    // A grant on globex held by an acme group without members (so no acme user gains it):
    // acme-admin sees the grant, and its customer only as the stub, which leads nowhere.
    const prisma = t.database.prisma;
    const [acme, globex, fn] = await Promise.all([
      prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } }),
      prisma.customer.findUniqueOrThrow({ where: { shortName: 'globex' } }),
      prisma.functionNode.findUniqueOrThrow({ where: { name: 'viewGroups' } }),
    ]);
    const holder = await prisma.group.create({ data: { shortName: 'edges-holder', name: 'Holder', customerId: acme.id } });
    await prisma.permission.create({ data: { groupId: holder.id, functionId: fn.id, customerId: globex.id } });
    const mine = await t.graphql('{ group(ref: { shortName: "edges-holder" }) { permissions { nodes { function { name } customer { shortName hidden groups { nodes { shortName } } } } } } }', {}, { as: 'acme-admin' });
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data.group.permissions.nodes).toEqual([{ function: { name: 'viewGroups' }, customer: { shortName: null, hidden: true, groups: null } }]);
    const operator = await t.graphql('{ group(ref: { shortName: "edges-holder" }) { permissions { nodes { customer { shortName groups { nodes { shortName } } } } } } }', {}, { as: 'admin' });
    expect(operator.body.data.group.permissions.nodes).toEqual([{ customer: { shortName: 'globex', groups: { nodes: [{ shortName: 'globex-staff' }] } } }]);
  });

  it('answers a member of another customer as the hidden-reference stub, in its place', async () => {
    const prisma = t.database.prisma;
    const [staff, globexUser, globexStaff] = await Promise.all([
      prisma.group.findUniqueOrThrow({ where: { shortName: 'acme-staff' } }),
      prisma.user.findUniqueOrThrow({ where: { shortName: 'globex-user' } }),
      prisma.group.findUniqueOrThrow({ where: { shortName: 'globex-staff' } }),
    ]);
    const added = await prisma.groupMember.createManyAndReturn({ data: [{ groupId: staff.id, userId: globexUser.id }, { groupId: staff.id, memberGroupId: globexStaff.id }] });
    try {
      const mine = await picture('acme-admin');
      const members = mine.get('acme')!.find((g) => g.shortName === 'acme-staff')!.members.nodes;
      expect(members).toHaveLength(5);
      expect(members.filter((m) => m.hidden)).toEqual([
        { __typename: 'User', shortName: null, hidden: true },
        { __typename: 'Group', shortName: null, hidden: true },
      ]);
      expect(JSON.stringify([...mine.values()])).not.toMatch(/globex/);
    } finally {
      await prisma.groupMember.deleteMany({ where: { id: { in: added.map((m) => m.id) } } });
    }
  });

  it('shows no groups and no grants to a caller without viewGroups', async () => {
    const prisma = t.database.prisma;
    const acme = await prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
    const user = await prisma.user.create({ data: { shortName: 'edges-no-groups', name: 'No groups', customerId: acme.id, domainId: acme.domainId } });
    const fns = await prisma.functionNode.findMany({ where: { name: { in: ['viewCustomers', 'viewUsers'] } } });
    expect(fns).toHaveLength(2);
    await prisma.permission.createMany({ data: fns.map((f) => ({ userId: user.id, functionId: f.id, customerId: acme.id })) });
    const { key } = await issueApiKey(prisma, t.config, { userId: user.id });
    const mine = await picture(key);
    expect(mine.get('acme')).toEqual([]);
    const own = await t.graphql('{ customer(ref: { shortName: "acme" }) { groups { totalCount nodes { shortName } } } }', {}, { as: key });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data.customer.groups).toEqual({ totalCount: 0, nodes: [] });
    // Walking to a group from a user it may view (User.groups): the group's grants stay out of sight.
    const walk = '{ user(ref: { shortName: "acme-user" }) { groups { nodes { shortName permissions { nodes { function { name } } } members { nodes { ... on User { shortName } } } } } } }';
    const seen = await t.graphql(walk, {}, { as: key });
    expect(seen.body.errors).toBeUndefined();
    expect(seen.body.data.user.groups.nodes).toEqual([{ shortName: 'acme-staff', permissions: { nodes: [] }, members: { nodes: [] } }]);
    const admin = await t.graphql(walk, {}, { as: 'admin' });
    expect(admin.body.data.user.groups.nodes).toEqual([
      { shortName: 'acme-staff', permissions: { nodes: [{ function: { name: 'STANDARD-USER' } }] }, members: { nodes: [{ shortName: 'acme-admin' }, { shortName: 'acme-user' }, {}] } },
    ]);
  });

  it('leaves disabled groups out unless includeDisabled is true, as the list does', async () => {
    const prisma = t.database.prisma;
    const acme = await prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
    await prisma.group.create({ data: { shortName: 'edges-disabled', name: 'Off', customerId: acme.id, flags: ['DISABLED'] } });
    const res = await t.graphql('{ customer(ref: { shortName: "acme" }) { on: groups(limit: 100) { nodes { shortName } } all: groups(includeDisabled: true, limit: 100) { nodes { shortName } } } }', {}, { as: 'acme-admin' });
    expect(res.body.data.customer.on.nodes.map((g: { shortName: string }) => g.shortName)).not.toContain('edges-disabled');
    expect(res.body.data.customer.all.nodes.map((g: { shortName: string }) => g.shortName)).toContain('edges-disabled');
  });
});

describe('Group.permissions(includeInherited: true): the REST twin GET /group/{g}/permissions?includeInherited=true', () => {
  const INHERITED = '{ group(ref: { shortName: "acme-emea-team" }) { own: permissions { nodes { function { name } } } all: permissions(includeInherited: true) { nodes { function { name } subject { ... on Group { shortName } } } } } }';

  it('adds the grants of the groups containing it, as REST answers them', async () => {
    const res = await t.graphql(INHERITED, {}, { as: 'acme-user' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.group).toEqual({ own: { nodes: [] }, all: { nodes: [{ function: { name: 'STANDARD-USER' }, subject: { shortName: 'acme-staff' } }] } });
    const rest = await t.get('/useradmin/v2/group/acme-emea-team/permissions?includeInherited=true', { as: 'acme-user' });
    expect(rest.body.data.map((p: { function: { name: string } }) => p.function.name)).toEqual(['STANDARD-USER']);
  });

  it('is empty for a group reached without viewGroups for its customer', async () => {
    const prisma = t.database.prisma;
    const acme = await prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
    const user = await prisma.user.create({ data: { shortName: 'edges-inherit-none', name: 'None', customerId: acme.id, domainId: acme.domainId } });
    const fn = await prisma.functionNode.findUniqueOrThrow({ where: { name: 'viewUsers' } });
    await prisma.permission.create({ data: { userId: user.id, functionId: fn.id, customerId: acme.id } });
    const { key } = await issueApiKey(prisma, t.config, { userId: user.id });
    const walk = '{ user(ref: { shortName: "acme-user" }) { groups { nodes { shortName permissions(includeInherited: true) { nodes { id } } } } } }';
    const seen = await t.graphql(walk, {}, { as: key });
    expect(seen.body.errors).toBeUndefined();
    expect(seen.body.data.user.groups.nodes).toEqual([{ shortName: 'acme-staff', permissions: { nodes: [] } }]);
    const admin = await t.graphql(walk, {}, { as: 'admin' });
    expect(admin.body.data.user.groups.nodes[0].permissions.nodes).toHaveLength(1);
  });

  it('answers a missing group and another customer\'s group alike: null with NOT_FOUND', async () => {
    const missing = await t.graphql('{ group(ref: { shortName: "no-such-group" }) { permissions(includeInherited: true) { nodes { id } } } }', {}, { as: 'globex-user' });
    const hidden = await t.graphql('{ group(ref: { shortName: "acme-emea-team" }) { permissions(includeInherited: true) { nodes { id } } } }', {}, { as: 'globex-user' });
    for (const res of [missing, hidden]) {
      expect(res.body.data.group).toBeNull();
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    expect(hidden.body.errors[0].message.replace('acme-emea-team', 'X')).toBe(missing.body.errors[0].message.replace('no-such-group', 'X'));
  });
});
