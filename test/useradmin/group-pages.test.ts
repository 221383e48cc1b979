// Customer(Info).groups and Group.permissions are pages (issue #20, item 3):
// limit and offset within the REST page-size settings, a bad one named at the
// edge's path, and a count of what the list's rule lets the caller see (the
// REST twin's count: disabled groups left out, another customer's not counted).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.prisma;
  const [acme, globex] = await Promise.all(['acme', 'globex'].map((shortName) => db.customer.findUniqueOrThrow({ where: { shortName } })));
  await db.group.createMany({ data: Array.from({ length: 4 }, (_, i) => ({ shortName: `gp-acme-${i}`, name: 'Paged', customerId: acme!.id })) });
  await db.group.create({ data: { shortName: 'gp-acme-off', name: 'Off', customerId: acme!.id, flags: ['DISABLED'] } });
  await db.group.createMany({ data: Array.from({ length: 3 }, (_, i) => ({ shortName: `gp-globex-${i}`, name: 'Paged', customerId: globex!.id })) });
  const holder = await db.group.findUniqueOrThrow({ where: { shortName: 'gp-acme-0' } });
  const fns = await db.functionNode.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 3 });
  expect(fns).toHaveLength(3);
  await db.permission.createMany({ data: fns.map((f) => ({ groupId: holder.id, functionId: f.id, customerId: acme!.id })) });
});
afterAll(async () => {
  await t?.close();
});

async function ok(query: string, as: string) {
  const res = await t.graphql(query, {}, { as });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
}

async function rest(path: string, as: string, field: string): Promise<unknown[]> {
  const res = await t.get(`${path}${path.includes('?') ? '&' : '?'}limit=100&sortBy=id`, { as });
  expect(res.status).toBe(200);
  expect(res.body.count).toBe(res.body.data.length);
  return res.body.data.map((row: Record<string, unknown>) => row[field]);
}

describe('groups and group grants are pages', () => {
  it('pages a customer\'s groups (full type and reference) with the count of the group list', async () => {
    const groups = await rest('/useradmin/v2/group?customer=acme', 'acme-admin', 'shortName');
    expect(groups).toEqual(expect.arrayContaining(['acme-staff', 'gp-acme-0', 'gp-acme-3']));
    expect(groups).not.toContain('gp-acme-off');
    const page = 'groups(limit: 2, offset: 1) { totalCount limit offset nodes { shortName } }';
    const data = await ok(`{ customer(ref: { shortName: "acme" }) { ${page} } group(ref: { shortName: "gp-acme-1" }) { customer { ${page} } } }`, 'acme-admin');
    const expected = { totalCount: groups.length, limit: 2, offset: 1, nodes: groups.slice(1, 3).map((shortName) => ({ shortName })) };
    expect(data.customer.groups).toEqual(expected);
    expect(data.group.customer.groups).toEqual(expected);
    const all = await ok('{ customer(ref: { shortName: "acme" }) { groups(includeDisabled: true, limit: 1) { totalCount } } }', 'acme-admin');
    expect(all.customer.groups.totalCount).toBe(groups.length + 1);
    // Globex's page counts globex's groups only.
    const globex = await ok('{ customer(ref: { shortName: "globex" }) { groups(limit: 50) { totalCount nodes { shortName } } } }', 'globex-user');
    const globexRest = await rest('/useradmin/v2/group?customer=globex', 'globex-user', 'shortName');
    expect(globex.customer.groups).toEqual({ totalCount: globexRest.length, nodes: globexRest.map((shortName) => ({ shortName })) });
    expect(globexRest).toEqual(expect.arrayContaining(['gp-globex-0', 'gp-globex-2']));
    expect(JSON.stringify(globexRest)).not.toMatch(/acme/);
  });

  it('refuses a bad page with INVALID_FIELD naming limit or offset at the edge\'s path', async () => {
    const edges: [string, (args: string) => string, string[]][] = [
      ['Customer.groups', (a) => `{ customer(ref: { shortName: "acme" }) { groups(${a}) { totalCount } } }`, ['customer', 'groups']],
      ['CustomerInfo.groups', (a) => `{ group(ref: { shortName: "gp-acme-0" }) { customer { groups(${a}) { totalCount } } } }`, ['group', 'customer', 'groups']],
    ];
    let checked = 0;
    for (const [edge, query, path] of edges) {
      for (const [args, field] of [['limit: -1', 'limit'], [`limit: ${t.config.paging.maxLimit + 1}`, 'limit'], ['offset: -1', 'offset']] as const) {
        const res = await t.graphql(query(args), {}, { as: 'admin' });
        expect(res.body.errors?.[0]?.path, `${edge} ${args}`).toEqual(path);
        expect(res.body.errors[0].extensions, `${edge} ${args}`).toMatchObject({ code: 'INVALID_FIELD', field });
        checked += 1;
      }
    }
    expect(checked).toBe(6);
  });
});
