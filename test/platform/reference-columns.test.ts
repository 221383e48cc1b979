// References to other rows (a customer's parent, a network's customer and
// users) read the columns they show and nothing else: not a customer's path,
// never a user's password hash. The answers stay whole, through REST and
// GraphQL (src/graphql/type-selected-columns.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isObjectType } from 'graphql';
import { schema } from '../../src/schema/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The statements a request sent, and its answer. */
async function traced<T extends { status: number }>(work: () => Promise<T>) {
  await work(); // warm: the key's last-used stamp is written once a minute, not per request
  return t.database.statements.capture(work);
}

/** The keys of the JSON objects a statement builds for relations to `table` (relation joins). */
function jsonKeysOfJoined(sql: string, table: string): string[][] {
  const objects = [...sql.matchAll(/JSONB_BUILD_OBJECT\(([^)]*)\) AS "__prisma_data__" FROM "\w+"\."(\w+)"/g)];
  return objects.filter((m) => m[2] === table).map((m) => [...m[1]!.matchAll(/'(\w+)'/g)].map((k) => k[1]!));
}

/** The columns a statement selects from its main table (before its first FROM). */
function selectedColumns(sql: string): string[] {
  const head = sql.slice(0, sql.indexOf(' FROM '));
  return [...head.matchAll(/"t0"\."(\w+)"/g)].map((m) => m[1]!);
}

describe('customers', () => {
  const LIST = `{ customers(limit: 100) { totalCount nodes { id databaseId shortName name domain { id name } parent { id databaseId shortName name } flags createdTimestamp lastUpdatedTimestamp } } }`;

  it.each([
    ['REST', () => t.get('/customers/v1/customer?limit=100', { as: 'admin' })],
    ['GraphQL', () => t.graphql(LIST, {}, { as: 'admin' })],
  ])('%s: a list reads the parent\'s id, short name and name, and no parent\'s path', async (_door, read) => {
    const { result, statements } = await traced(read);
    expect(result.status).toBe(200);
    const page = statements.find((sql) => sql.includes('"__prisma_data__"'));
    expect(page).toBeDefined();
    expect(jsonKeysOfJoined(page!, 'customer')).toEqual([['id', 'shortName', 'name']]);
    // The listed customers' own paths are read (src/domains/customers/customers.ts): the reference rule
    // then screens a listed customer shown again (as a parent) without a look-up of paths.
    expect(selectedColumns(page!)).toContain('path');
  });

  it('the answers keep every field: parent, domain, flags and timestamps', async () => {
    const rest = await t.get('/customers/v1/customer?limit=100&sortBy=shortName', { as: 'admin' });
    const emea = rest.body.data.find((c: { shortName: string }) => c.shortName === 'acme-emea');
    expect(emea).toMatchObject({ name: 'ACME EMEA', domain: { name: 'vigil' }, parent: { shortName: 'acme', name: 'ACME Corporation' }, flags: [] });
    expect(emea.parent).toEqual({ id: expect.any(Number), shortName: 'acme', name: 'ACME Corporation' });
    expect(typeof emea.createdTimestamp).toBe('number');
    const gql = await t.graphql(LIST, {}, { as: 'admin' });
    const items = gql.body.data.customers.nodes as { shortName: string }[];
    // GraphQL answers the REST id as databaseId, and the global id as id (the customer and its CustomerInfo parent alike).
    const gid = (id: number) => `gid://vigil/Customer/${id}`;
    expect(items.find((c) => c.shortName === 'acme-emea')).toEqual({
      ...emea,
      id: gid(emea.id),
      databaseId: emea.id,
      parent: { ...emea.parent, id: gid(emea.parent.id), databaseId: emea.parent.id },
    });
    expect(items.find((c) => c.shortName === 'operator')).toMatchObject({ parent: null, flags: ['OPERATOR'] });
  });

  it('a single read still checks access on the row (its path is read for that)', async () => {
    expect((await t.get('/customers/v1/customer/acme-emea', { as: 'acme-user' })).status).toBe(200);
    expect((await t.get('/customers/v1/customer/globex', { as: 'acme-user' })).status).toBe(404);
    const res = await t.graphql('{ customer(ref: { shortName: "acme-emea" }) { shortName parent { shortName } } }', {}, { as: 'globex-user' });
    expect(res.body.data.customer).toBeNull();
    expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('customer networks', () => {
  it('a network\'s users are read without their password hashes, and shown whole', async () => {
    const added = await t.request('POST', '/customernetworks/v1/network/', { as: 'acme-admin', body: { customer: 'acme', networkAddress: '198.51.100.0/24', description: 'reference columns' } });
    expect(added.status).toBe(201);
    const { result, statements } = await traced(() => t.get('/customernetworks/v1/network?addresses=198.51.100.7', { as: 'acme-admin' }));
    expect(result.status).toBe(200);
    expect(result.body.data).toHaveLength(1);
    expect(result.body.data[0]).toMatchObject({ customer: { shortName: 'acme', name: 'ACME Corporation' }, createdBy: { shortName: 'acme-admin' } });
    expect(Object.keys(result.body.data[0].createdBy).sort()).toEqual(['id', 'name', 'shortName']);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((sql) => /password_hash/.test(sql))).toEqual([]);
    let joined = 0;
    for (const sql of statements) {
      // customerId: the reference rule decides from it whether the user is shown or hidden (src/auth/references.ts).
      for (const keys of jsonKeysOfJoined(sql, 'user_account')) {
        expect(keys).toEqual(['id', 'shortName', 'name', 'customerId']);
        joined += 1;
      }
    }
    // The user is read joined to the network (a statement shape this test reads): a loop that found none asserted nothing.
    expect(joined).toBeGreaterThan(0);
  });
});

describe('types in select mode read the columns their query asks for', () => {
  it('a group\'s members and grants: the asked columns and the keys the rules read, never a password hash', async () => {
    const query = `{ groups(limit: 10) { nodes { shortName members { nodes { ... on User { shortName } ... on Group { shortName } } }
      permissions { nodes { function { name } customer { shortName } } } } } }`;
    const { result, statements } = await traced(() => t.graphql(query, {}, { as: 'acme-admin' }));
    expect(result.body.errors).toBeUndefined();
    const groups = result.body.data.groups.nodes as { shortName: string; members: { nodes: { shortName: string }[] } }[];
    expect(groups.find((g) => g.shortName === 'acme-staff')?.members.nodes.map((m) => m.shortName)).toContain('acme-user');
    expect(statements.filter((sql) => /password_hash/.test(sql))).toEqual([]);
    let joined = 0;
    let functions = 0;
    for (const sql of statements) {
      for (const keys of jsonKeysOfJoined(sql, 'user_account')) {
        joined += 1;
        // The type's own selection (keys, short name, flags); no display name, email, settings or timestamps unless asked for.
        expect(keys.sort()).toEqual(['customerId', 'flags', 'id', 'shortName']);
      }
      // A role's description, level and flags are not read when only its name is shown.
      for (const keys of jsonKeysOfJoined(sql, 'function_node')) {
        functions += 1;
        expect(keys.sort()).toEqual(['id', 'name']);
      }
    }
    expect(joined).toBeGreaterThan(0);
    expect(functions).toBeGreaterThan(0);
  });

  it('a display name and a function\'s level and flags are read when a query asks for them, with the right values', async () => {
    const query = `{ groups(limit: 10) { nodes { shortName name customer { shortName name } members { nodes { ... on User { shortName name } ... on Group { shortName name } } }
      permissions { nodes { function { name minimumSecurityLevel flags builtIn } } } } } }`;
    const { result, statements } = await traced(() => t.graphql(query, {}, { as: 'acme-admin' }));
    expect(result.body.errors).toBeUndefined();
    // Each asked column is read in the planned statement: no statement of its own per column or row
    // (beside it only the reference rule's look-up of customers' paths).
    const reads = statements.filter((sql) => !/^\/\* vigil:(apikey|customer-paths) \*\//.test(sql));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/FROM "public"\."user_group"/);
    const users = new Map((await t.database.prisma.user.findMany({ select: { shortName: true, name: true } })).map((u) => [u.shortName, u.name]));
    const groups = new Map((await t.database.prisma.group.findMany({ select: { shortName: true, name: true } })).map((g) => [g.shortName, g.name]));
    const customers = new Map((await t.database.prisma.customer.findMany({ select: { shortName: true, name: true } })).map((c) => [c.shortName, c.name]));
    const fns = new Map((await t.database.prisma.functionNode.findMany()).map((f) => [f.name, f]));
    type Named = { shortName: string; name: string };
    const answered = result.body.data.groups.nodes as (Named & { customer: Named; members: { nodes: Named[] }; permissions: { nodes: { function: { name: string; minimumSecurityLevel: string; flags: string[]; builtIn: boolean } }[] } })[];
    let members = 0;
    let grants = 0;
    for (const g of answered) {
      expect(g.name).toBe(groups.get(g.shortName));
      expect(g.customer.name).toBe(customers.get(g.customer.shortName));
      for (const m of g.members.nodes) {
        members += 1;
        expect(m.name).toBe(users.get(m.shortName) ?? groups.get(m.shortName));
      }
      for (const p of g.permissions.nodes) {
        grants += 1;
        const fn = fns.get(p.function.name)!;
        expect(p.function).toEqual({ name: fn.name, minimumSecurityLevel: fn.minimumSecurityLevel, flags: fn.flags, builtIn: !fn.custom });
      }
    }
    // The demo groups have members and grants: a loop that found none asserted nothing.
    expect(members).toBeGreaterThan(0);
    expect(grants).toBeGreaterThan(0);
  });

  it('API keys are listed without their secret\'s hash, and users without their password hash', async () => {
    const { result, statements } = await traced(() => t.graphql('{ currentUser { shortName email apiKeys { nodes { databaseId description } } } apiKeys(user: { shortName: "acme-admin" }) { databaseId createdTimestamp } }', {}, { as: 'acme-admin' }));
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.currentUser.apiKeys.nodes.length).toBeGreaterThan(0);
    expect(result.body.data.apiKeys.length).toBeGreaterThan(0);
    const graph = statements.filter((sql) => !sql.startsWith('/* vigil:apikey */'));
    expect(graph.length).toBeGreaterThan(0);
    expect(graph.filter((sql) => /secret_hash|password_hash/.test(sql))).toEqual([]);
  });
});

describe('the schema', () => {
  it('answers the columns a type always selects from the row, without a resolver of Pothos\' own', () => {
    let checked = 0;
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      const typeSelect = type.extensions?.['pothosPrismaSelect'] as Record<string, unknown> | undefined;
      if (!typeSelect) continue;
      for (const field of Object.values(type.getFields())) {
        const column = field.extensions?.['pothosExposedField'];
        if (typeof column !== 'string' || typeSelect[column] !== true) continue;
        checked += 1;
        // Same name: graphql-jit reads the property inline. Renamed: the plain read Pothos was given.
        if (column === field.name) expect(field.resolve, `${type.name}.${field.name}`).toBeUndefined();
        else expect(field.resolve, `${type.name}.${field.name}`).toBe(field.extensions?.['pothosOriginalResolve']);
      }
    }
    // CustomerInfo, Customer and the areas' references.
    expect(checked).toBeGreaterThan(20);
  });
});
