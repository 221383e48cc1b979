// Function.grantedTo (issue #20): who holds a function, on which customer —
// the grants the permission list (GET /useradmin/v2/permission?function=…)
// shows the same caller, a subject out of reach as the hidden stub.
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

const customer = (shortName: string) => t.database.prisma.customer.findUniqueOrThrow({ where: { shortName } });

/** A user of `of` holding each function on `of`, and its API key. */
async function userWith(shortName: string, of: string, functions: string[]): Promise<string> {
  const c = await customer(of);
  const row = await t.database.prisma.user.create({ data: { shortName, name: shortName, customerId: c.id, domainId: c.domainId } });
  for (const functionName of functions) await grant(t.database.prisma, { subject: { userId: row.id }, functionName, customerId: c.id });
  return (await issueApiKey(t.database.prisma, t.config, { userId: row.id })).key;
}

async function ok(query: string, as: string) {
  const res = await t.graphql(query, {}, { as });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
}

async function restIds(fn: string, as: string): Promise<number[]> {
  const res = await t.get(`/useradmin/v2/permission?function=${fn}&limit=100`, { as });
  expect(res.status).toBe(200);
  return res.body.data.map((p: { id: number }) => p.id);
}

const GRANTED = `grantedTo(limit: 100) { totalCount nodes { databaseId customer { shortName hidden } subject { __typename ... on User { shortName hidden } ... on Group { shortName hidden } } } }`;

describe('Function.grantedTo', () => {
  it('answers the grants of the function the permission list shows an operator', async () => {
    const data = await ok(`{ function(ref: { name: "STANDARD-USER" }) { name ${GRANTED} } }`, 'admin');
    const rest = await restIds('STANDARD-USER', 'admin');
    expect(rest.length).toBeGreaterThan(2);
    expect(data.function.grantedTo.nodes.map((p: { databaseId: number }) => p.databaseId)).toEqual(rest);
    expect(data.function.grantedTo.totalCount).toBe(rest.length);
    expect(data.function.grantedTo.nodes).toContainEqual(expect.objectContaining({ customer: { shortName: 'globex', hidden: false }, subject: { __typename: 'Group', shortName: 'globex-staff', hidden: false } }));
    const page = await ok('{ function(ref: { name: "STANDARD-USER" }) { grantedTo(limit: 1, offset: 1) { totalCount limit offset nodes { databaseId } } } }', 'admin');
    expect(page.function.grantedTo).toEqual({ totalCount: rest.length, limit: 1, offset: 1, nodes: [{ databaseId: rest[1] }] });
  });

  it('shows a customer administrator, walking from its group\'s grants, only its customers\' grants', async () => {
    const data = await ok(`{ group(ref: { shortName: "acme-staff" }) { permissions(first: 1) { nodes { function { name ${GRANTED} } } } } }`, 'acme-admin');
    const granted = data.group.permissions.nodes[0].function.grantedTo;
    const rest = await restIds('STANDARD-USER', 'acme-admin');
    expect(rest.length).toBeGreaterThan(0);
    expect(granted.nodes.map((p: { databaseId: number }) => p.databaseId)).toEqual(rest);
    expect(JSON.stringify(granted)).not.toMatch(/globex/);
  });

  it('shows a caller who may view functions but not permissions no grants', async () => {
    const key = await userWith('fn-edges-no-perms', 'acme', ['viewFunctions']);
    const data = await ok(`{ function(ref: { name: "STANDARD-USER" }) { name ${GRANTED} } }`, key);
    expect(data.function).toEqual({ name: 'STANDARD-USER', grantedTo: { totalCount: 0, nodes: [] } });
  });

  it('shows a caller of another customer its own grants only, and a subject out of its reach as the stub', async () => {
    const prisma = t.database.prisma;
    const [acme, globex, fn] = await Promise.all([customer('acme'), customer('globex'), prisma.functionNode.findUniqueOrThrow({ where: { name: 'viewSensors' } })]);
    // An acme group granted viewSensors on globex: a globex viewer sees the grant, not the group.
    const holder = await prisma.group.create({ data: { shortName: 'fn-edges-acme-holder', name: 'Holder', customerId: acme.id } });
    await prisma.permission.create({ data: { groupId: holder.id, functionId: fn.id, customerId: globex.id } });
    const key = await userWith('fn-edges-globex', 'globex', ['viewFunctions', 'viewPermissions']);
    const data = await ok(`{ function(ref: { name: "viewSensors" }) { ${GRANTED} } }`, key);
    expect(data.function.grantedTo.nodes.map((p: { databaseId: number }) => p.databaseId)).toEqual(await restIds('viewSensors', key));
    expect(data.function.grantedTo.nodes).toEqual([
      expect.objectContaining({ customer: { shortName: 'globex', hidden: false }, subject: { __typename: 'Group', shortName: null, hidden: true } }),
    ]);
    const standard = await ok(`{ function(ref: { name: "STANDARD-USER" }) { ${GRANTED} } }`, key);
    expect(standard.function.grantedTo.totalCount).toBeGreaterThan(0);
    expect(JSON.stringify(standard)).not.toMatch(/acme/);
  });

  it('refuses a bad page with INVALID_FIELD naming the field', async () => {
    for (const [args, field] of [['limit: -5', 'limit'], ['offset: -1', 'offset'], ['limit: 100001', 'limit']] as const) {
      const res = await t.graphql(`{ function(ref: { name: "STANDARD-USER" }) { grantedTo(${args}) { totalCount } } }`, {}, { as: 'admin' });
      expect(res.body.errors[0].path).toEqual(['function', 'grantedTo']);
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field });
    }
  });

  it('costs the same statements for 5 and for 50 functions, each granted twice', async () => {
    const prisma = t.database.prisma;
    const [acme, group, user] = await Promise.all([
      customer('acme'),
      prisma.group.findUniqueOrThrow({ where: { shortName: 'acme-staff' } }),
      prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-user' } }),
    ]);
    let made = 0;
    const grow = async (count: number) => {
      const base = made;
      made += count;
      const fns = await prisma.functionNode.createManyAndReturn({ data: Array.from({ length: count }, (_, i) => ({ name: `fnedge${base + i}`, custom: true })) });
      await prisma.permission.createMany({ data: fns.flatMap((f) => [{ functionId: f.id, groupId: group.id, customerId: acme.id }, { functionId: f.id, userId: user.id, customerId: acme.id }]) });
    };
    const query = `{ functions(keywords: ["fnedge"], limit: 100) { nodes { name grantedTo(limit: 5) { totalCount nodes { customer { shortName } subject { ... on User { shortName } ... on Group { shortName } } } } } } }`;
    const run = async () => {
      await t.graphql(query, {}, { as: 'admin' });
      const { result, statements } = await t.database.statements.capture(() => t.graphql(query, {}, { as: 'admin' }));
      expect(result.body.errors).toBeUndefined();
      const items = result.body.data.functions.nodes as { grantedTo: { nodes: unknown[] } }[];
      return { functions: items.length, grants: items.reduce((n, f) => n + f.grantedTo.nodes.length, 0), count: requestStatements(statements).length };
    };
    await grow(5);
    const five = await run();
    expect(five).toMatchObject({ functions: 5, grants: 10 });
    await grow(45);
    const fifty = await run();
    expect(fifty).toMatchObject({ functions: 50, grants: 100 });
    expect(fifty.count).toBe(five.count);
    // docs/graphql.md, "Walking references": the function page ends the list, so it needs no count.
    expect(five.count).toBe(3);
  });
});
