// The customer edges of issue #20 ("every relation an edge, a reference leads
// on"): parent and children both ways, users, networks and cases, on Customer
// and on the CustomerInfo reference alike. Each answers what the REST list of
// its area answers the same caller; a customer out of reach stays a stub.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../src/domains/identity/api-keys.ts';
import { grant } from '../../src/domains/identity/grants.ts';
import { COUNTING_STATEMENTS, startTestApp, type TestApp } from '../support/app.ts';
import { requestStatements } from '../support/statements.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: COUNTING_STATEMENTS });
});
afterAll(async () => {
  await t?.close();
});

const customerId = async (shortName: string) => (await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName } })).id;

/** A user of `customer` holding each function of `grants` on its customer, and its API key. */
async function userWithKey(shortName: string, customer: string, grants: [fn: string, on: string][]): Promise<string> {
  const c = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: customer } });
  const row = await t.database.prisma.user.create({ data: { shortName, name: shortName, customerId: c.id, domainId: c.domainId } });
  for (const [fn, on] of grants) await grant(t.database.prisma, { subject: { userId: row.id }, functionName: fn, customerId: await customerId(on) });
  return (await issueApiKey(t.database.prisma, t.config, { userId: row.id })).key;
}

async function ok(query: string, as: string, variables: Record<string, unknown> = {}) {
  const res = await t.graphql(query, variables, { as });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
}

const names = (items: { shortName: string }[]) => items.map((i) => i.shortName);

describe('Customer.parent and Customer.children lead on', () => {
  it('walks up three levels and down two, from Customer and from the CustomerInfo reference', async () => {
    const up = await ok('{ customer(ref: { shortName: "acme-emea" }) { parent { shortName parent { shortName parent { shortName } } } } }', 'admin');
    expect(up.customer.parent).toEqual({ shortName: 'acme', parent: { shortName: 'operator', parent: null } });
    const down = await ok('{ customer(ref: { shortName: "operator" }) { children { totalCount nodes { shortName children { totalCount nodes { shortName } } } } } }', 'admin');
    expect(down.customer.children).toEqual({
      totalCount: 2,
      nodes: [
        { shortName: 'acme', children: { totalCount: 1, nodes: [{ shortName: 'acme-emea' }] } },
        { shortName: 'globex', children: { totalCount: 0, nodes: [] } },
      ],
    });
    // From a reference (Group.customer is a CustomerInfo): up to the parent, down again.
    const walk = await ok('{ group(ref: { shortName: "acme-emea-team" }) { customer { shortName parent { shortName children { nodes { shortName } } } } } }', 'acme-admin');
    expect(walk.group.customer).toEqual({ shortName: 'acme-emea', parent: { shortName: 'acme', children: { nodes: [{ shortName: 'acme-emea' }] } } });
  });

  it('lists the children the customer list shows the caller, paged like it', async () => {
    const mine = await ok('{ customer(ref: { shortName: "acme" }) { parent { shortName children { totalCount nodes { shortName } } } } }', 'acme-admin');
    // acme-admin reaches its service provider (a reference), but views only its own subtree.
    expect(mine.customer.parent).toEqual({ shortName: 'operator', children: { totalCount: 1, nodes: [{ shortName: 'acme' }] } });
    const list = await ok('{ customers(limit: 100) { nodes { shortName } } }', 'acme-admin');
    expect(names(list.customers.nodes)).not.toContain('globex');
    const pages = await ok('{ customer(ref: { shortName: "operator" }) { a: children(limit: 1) { totalCount limit offset nodes { shortName } } b: children(limit: 1, offset: 1) { nodes { shortName } } } }', 'admin');
    expect(pages.customer.a).toEqual({ totalCount: 2, limit: 1, offset: 0, nodes: [{ shortName: 'acme' }] });
    expect(pages.customer.b.nodes).toEqual([{ shortName: 'globex' }]);
  });

  it('shows a caller without viewCustomers no children, and a parent out of reach as the stub', async () => {
    // A globex user allowed to view acme-emea only: acme (its parent) is out of its reach.
    const key = await userWithKey('edges-emea-viewer', 'globex', [['viewCustomers', 'acme-emea']]);
    const seen = await ok('{ customer(ref: { shortName: "acme-emea" }) { shortName parent { hidden shortName parent { shortName } children { totalCount } users { totalCount } } } }', key);
    expect(seen.customer).toEqual({ shortName: 'acme-emea', parent: { hidden: true, shortName: null, parent: null, children: null, users: null } });
    // The stub says no more than an unknown customer would: by id both are NOT_FOUND.
    const [hidden, missing] = await Promise.all([
      t.graphql('{ customer(ref: { shortName: "acme" }) { shortName } }', {}, { as: key }),
      t.graphql('{ customer(ref: { shortName: "no-such-customer" }) { shortName } }', {}, { as: key }),
    ]);
    expect(hidden.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
    // Without viewCustomers on the children: an empty page.
    const none = await userWithKey('edges-no-customers', 'acme', [['viewUsers', 'acme']]);
    const via = await ok('{ user(ref: { shortName: "acme-user" }) { customer { shortName children { totalCount nodes { shortName } } } } }', none);
    expect(via.user.customer).toEqual({ shortName: 'acme', children: { totalCount: 0, nodes: [] } });
  });

  it('refuses a bad page with INVALID_FIELD naming limit or offset, at the edge', async () => {
    for (const [args, field] of [['limit: -1', 'limit'], ['limit: 100001', 'limit'], ['offset: -2', 'offset']] as const) {
      const res = await t.graphql(`{ customer(ref: { shortName: "acme" }) { shortName children(${args}) { totalCount } } }`, {}, { as: 'admin' });
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].path).toEqual(['customer', 'children']);
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field });
    }
  });
});

describe('Customer.users, Customer.networks and Customer.cases answer what the REST lists answer', () => {
  it('users: the user list of the customer, disabled ones with includeDisabled', async () => {
    const acme = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
    await t.database.prisma.user.create({ data: { shortName: 'edges-disabled-user', name: 'Off', customerId: acme.id, domainId: acme.domainId, flags: ['DISABLED'] } });
    const data = await ok('{ customer(ref: { shortName: "acme" }) { users { totalCount nodes { shortName } } all: users(includeDisabled: true) { nodes { shortName } } } }', 'acme-admin');
    const rest = await t.get('/useradmin/v2/user?customer=acme&limit=100', { as: 'acme-admin' });
    expect(rest.status).toBe(200);
    expect(rest.body.data.length).toBeGreaterThan(1);
    expect(names(data.customer.users.nodes)).toEqual(names(rest.body.data));
    expect(data.customer.users.totalCount).toBe(rest.body.count);
    expect(names(data.customer.all.nodes)).toContain('edges-disabled-user');
    expect(names(data.customer.users.nodes)).not.toContain('edges-disabled-user');
  });

  it('networks: the network search for the customer', async () => {
    const data = await ok('{ customer(ref: { shortName: "acme" }) { networks(limit: 2, offset: 1) { totalCount nodes { databaseId networkAddress { prefix } } } } }', 'acme-admin');
    const rest = await t.get(`/customernetworks/v1/network?customerID=${await customerId('acme')}&limit=2&offset=1`, { as: 'acme-admin' });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toHaveLength(2);
    expect(data.customer.networks.nodes.map((n: { databaseId: number }) => n.databaseId)).toEqual(rest.body.data.map((n: { id: number }) => n.id));
    expect(data.customer.networks.totalCount).toBe(rest.body.count);
  });

  it('cases: the case search for the customer, newest first', async () => {
    for (const as of ['acme-admin', 'admin', 'acme-user']) {
      const data = await ok('{ customer(ref: { shortName: "acme" }) { cases(limit: 50) { totalCount nodes { databaseId subject } } } }', as);
      const rest = await t.request('POST', '/cases/v2/case/search', { as, body: { customer: ['acme'], limit: 50 } });
      expect(rest.status).toBe(200);
      expect(rest.body.data.length).toBeGreaterThan(0);
      expect(data.customer.cases.nodes.map((c: { databaseId: number }) => c.databaseId)).toEqual(rest.body.data.map((c: { id: number }) => c.id));
      expect(data.customer.cases.totalCount).toBe(rest.body.count);
    }
    // admin reads a case of acme that acme-admin may not: the edges differ as the searches do.
    const admin = await ok('{ customer(ref: { shortName: "acme" }) { cases { totalCount } } }', 'admin');
    const acmeAdmin = await ok('{ customer(ref: { shortName: "acme" }) { cases { totalCount } } }', 'acme-admin');
    expect(admin.customer.cases.totalCount).toBeGreaterThan(acmeAdmin.customer.cases.totalCount);
  });

  it('a caller without the list functions sees empty pages; one from another customer sees nothing of it', async () => {
    const key = await userWithKey('edges-customers-only', 'acme', [['viewCustomers', 'acme']]);
    const data = await ok('{ customer(ref: { shortName: "acme" }) { users { totalCount nodes { shortName } } networks { totalCount nodes { id } } cases { totalCount nodes { id } } } }', key);
    expect(data.customer).toEqual({ users: { totalCount: 0, nodes: [] }, networks: { totalCount: 0, nodes: [] }, cases: { totalCount: 0, nodes: [] } });
    // globex through the customer list: absent for acme-admin, as its id is.
    const list = await ok('{ customers(limit: 100) { nodes { shortName users { nodes { shortName } } networks { nodes { id } } cases { nodes { id } } } } }', 'acme-admin');
    expect(list.customers.nodes.length).toBeGreaterThan(0);
    expect(JSON.stringify(list)).not.toMatch(/globex/);
    // globex reached through a reference (a grant on globex held by an acme group): the stub, no edge.
    const prisma = t.database.prisma;
    const holder = await prisma.group.create({ data: { shortName: 'edges-globex-holder', name: 'Holder', customerId: await customerId('acme') } });
    const fn = await prisma.functionNode.findUniqueOrThrow({ where: { name: 'viewGroups' } });
    await prisma.permission.create({ data: { groupId: holder.id, functionId: fn.id, customerId: await customerId('globex') } });
    const walk = '{ group(ref: { shortName: "edges-globex-holder" }) { permissions { nodes { customer { hidden shortName parent { shortName } children { totalCount } users { totalCount } networks { totalCount } cases { totalCount } } } } } }';
    const mine = await ok(walk, 'acme-admin');
    expect(mine.group.permissions.nodes).toEqual([{ customer: { hidden: true, shortName: null, parent: null, children: null, users: null, networks: null, cases: null } }]);
    const operator = await ok(walk, 'admin');
    expect(operator.group.permissions.nodes[0].customer).toMatchObject({ hidden: false, shortName: 'globex', parent: { shortName: 'operator' } });
    expect(operator.group.permissions.nodes[0].customer.users.totalCount).toBeGreaterThan(0);
    expect(operator.group.permissions.nodes[0].customer.cases.totalCount).toBeGreaterThan(0);
  });

  it('refuses bad pages on users, networks and cases naming the field', async () => {
    for (const edge of ['users', 'networks', 'cases']) {
      const res = await t.graphql(`{ customer(ref: { shortName: "acme" }) { ${edge}(offset: -1) { totalCount } } }`, {}, { as: 'admin' });
      expect(res.body.errors[0].path).toEqual(['customer', edge]);
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'offset' });
    }
  });
});

describe('statement counts of the customer edges', () => {
  async function statementsFor(query: string, as: string) {
    await t.graphql(query, {}, { as });
    const { result, statements } = await t.database.statements.capture(() => t.graphql(query, {}, { as }));
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
    const counted = requestStatements(statements);
    if (process.env['SHOW_STATEMENTS']) console.log(counted.map((sql) => sql.slice(0, 160)).join('\n---\n'));
    return { body: result.body, count: counted.length };
  }

  it('are the same for 5 and for 50 customers, each with a user, a network, a case and a sub-customer', async () => {
    const prisma = t.database.prisma;
    const acme = await prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
    const reporter = await prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-admin' } });
    const service = await prisma.caseService.findUniqueOrThrow({ where: { shortName: 'support' } });
    let made = 0;
    const grow = async (count: number) => {
      const base = made;
      made += count;
      const customers = await prisma.customer.createManyAndReturn({
        data: Array.from({ length: count }, (_, i) => ({ shortName: `walk-${base + i}`, name: `Walk ${base + i}`, domainId: acme.domainId, parentId: acme.id })),
      });
      await prisma.customer.createMany({ data: customers.map((c) => ({ shortName: `${c.shortName}-sub`, name: 'Sub', domainId: acme.domainId, parentId: c.id })) });
      await prisma.user.createMany({ data: customers.map((c) => ({ shortName: `${c.shortName}-user`, name: 'User', customerId: c.id, domainId: acme.domainId })) });
      await prisma.customerNetwork.createMany({ data: customers.map((c, i) => ({ customerId: c.id, network: `10.99.${base + i}.0/24` })) });
      await prisma.case.createMany({
        data: customers.map((c) => ({ customerId: c.id, serviceId: service.id, subject: 'walk', type: 'securityIncident', status: 'pendingSoc', priority: 'medium', reporterId: reporter.id })),
      });
    };
    const query = `{ customers(keywords: ["walk-"], limit: 100) { nodes { shortName parent { shortName parent { shortName } }
      children(limit: 2) { totalCount nodes { shortName children(limit: 2) { totalCount } } } users(limit: 2) { totalCount nodes { shortName } }
      networks(limit: 2) { totalCount nodes { id } } cases(limit: 2) { totalCount nodes { id subject } } } } }`;
    const totals = (body: any) => {
      const items = body.data.customers.nodes.filter((c: any) => !c.shortName.endsWith('-sub'));
      return {
        customers: items.length,
        users: items.reduce((n: number, c: any) => n + c.users.nodes.length, 0),
        networks: items.reduce((n: number, c: any) => n + c.networks.nodes.length, 0),
        cases: items.reduce((n: number, c: any) => n + c.cases.nodes.length, 0),
        children: items.reduce((n: number, c: any) => n + c.children.nodes.length, 0),
      };
    };
    await grow(5);
    const five = await statementsFor(query, 'admin');
    expect(totals(five.body)).toEqual({ customers: 5, users: 5, networks: 5, cases: 5, children: 5 });
    await grow(45);
    const fifty = await statementsFor(query, 'admin');
    expect(totals(fifty.body)).toEqual({ customers: 50, users: 50, networks: 50, cases: 50, children: 50 });
    expect(fifty.count).toBe(five.count);
    // The count docs/graphql.md gives ("Walking references"): the customer page ends the list, so no count.
    expect(five.count).toBe(4);
  });

  it('a customer reached from a case, a case user or a network leads on, at the same count for 5 and 50 cases', async () => {
    const prisma = t.database.prisma;
    const [acme, service] = await Promise.all([
      prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } }),
      prisma.caseService.findUniqueOrThrow({ where: { shortName: 'support' } }),
    ]);
    const query = (limit: number) => `{ searchCases(input: { keywords: ["refwalk"], limit: ${limit} }) { nodes { id
      customer { shortName parent { shortName } users(limit: 2) { totalCount } cases(limit: 1) { totalCount } }
      reporter { shortName customer { shortName users(limit: 1) { totalCount } } } } } }`;
    // Each case of its own customer (below acme) and reporter, so that a reference loaded once
    // per distinct customer or user would show as more statements for 50 than for 5.
    let made = 0;
    const addCases = async (count: number) => {
      const customers = await prisma.customer.createManyAndReturn({
        data: Array.from({ length: count }, (_, i) => ({ shortName: `refwalk-${made + i}`, name: `refwalk ${made + i}`, domainId: acme.domainId, parentId: acme.id })),
      });
      const reporters = await prisma.user.createManyAndReturn({
        data: customers.map((c) => ({ shortName: `${c.shortName}-u`, name: c.name, customerId: c.id, domainId: acme.domainId })),
      });
      made += count;
      await prisma.case.createMany({
        data: customers.map((c, i) => ({ customerId: c.id, serviceId: service.id, subject: 'refwalk', type: 'securityIncident', status: 'pendingSoc', priority: 'medium', reporterId: reporters[i]!.id })),
      });
    };
    await addCases(5);
    const five = await statementsFor(query(50), 'acme-admin');
    expect(five.body.data.searchCases.nodes).toHaveLength(5);
    const first = five.body.data.searchCases.nodes[0];
    expect(first).toMatchObject({ customer: { shortName: expect.stringMatching(/^refwalk-/), parent: { shortName: 'acme' } }, reporter: { customer: { shortName: first.customer.shortName } } });
    expect(first.customer.users.totalCount).toBe(1);
    expect(new Set(five.body.data.searchCases.nodes.map((c: any) => c.customer.shortName)).size).toBe(5);
    await addCases(45);
    const fifty = await statementsFor(query(50), 'acme-admin');
    expect(fifty.body.data.searchCases.nodes).toHaveLength(50);
    expect(new Set(fifty.body.data.searchCases.nodes.map((c: any) => c.reporter.shortName)).size).toBe(50);
    expect(fifty.count).toBe(five.count);
    // A network's users lead on too (NetworkUserInfo.customer).
    const networks = await ok('{ customer(ref: { shortName: "acme" }) { networks(limit: 1) { nodes { createdBy { shortName customer { shortName users(limit: 1) { totalCount } } } } } } }', 'admin');
    expect(networks.customer.networks.nodes[0].createdBy.customer).toMatchObject({ shortName: 'operator' });
    // The count docs/graphql.md gives: the page ends the list, so the case count (its own transaction on PostgreSQL) does not run.
    expect(five.count).toBe(5);
  });
});
