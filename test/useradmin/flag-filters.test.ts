// Flag filters are the flag enums (issue #20: "flag filters are strings although
// the enums exist"). REST reads the spec's spellings into them (`role` is ROLE);
// a value that is no flag is refused naming the filter, the group filters in the
// words the group search always used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const F = '/useradmin/v2/function';
const G = '/useradmin/v2/group';

describe('function flag filter', () => {
  it('REST flags=role lists the roles, and only roles', async () => {
    const res = await t.get(`${F}?flags=role&limit=1000`, { as: 'admin' });
    expect(res.status).toBe(200);
    const names = res.body.data.map((f: { name: string }) => f.name);
    expect(names).toContain('NETWORK-MANAGER');
    expect(names).not.toContain('viewGroups');
    expect(res.body.data.every((f: { flags: string[] }) => f.flags.includes('role'))).toBe(true);
    const all = await t.get(`${F}?limit=1000`, { as: 'admin' });
    expect(all.body.data.length).toBeGreaterThan(names.length);
  });

  it('the advanced search takes the same flags, and GraphQL the enum', async () => {
    const rest = await t.request('POST', `${F}/search`, { as: 'admin', body: { flags: ['role'], limit: 1000 } });
    expect(rest.status).toBe(200);
    const gql = await t.graphql('{ functions(flags: [ROLE], first: 1000) { nodes { name flags } } }', {}, { as: 'admin' });
    expect(gql.body.errors).toBeUndefined();
    const names = gql.body.data.functions.nodes.map((f: { name: string }) => f.name);
    expect(names).toEqual(rest.body.data.map((f: { name: string }) => f.name));
    expect(gql.body.data.functions.nodes.every((f: { flags: string[] }) => f.flags.includes('ROLE'))).toBe(true);
  });

  it('a value that is no flag is 412 naming flags (REST), a validation error (GraphQL)', async () => {
    const res = await t.get(`${F}?flags=bogus`, { as: 'admin' });
    expect(res.status).toBe(412);
    expect(res.body.messages[0]).toMatchObject({ field: 'flags', message: '"bogus" is not one of role' });
    const gql = await t.graphql('{ functions(flags: [BOGUS]) { totalCount } }', {}, { as: 'admin' });
    expect(gql.body.data).toBeUndefined();
    expect(gql.body.errors[0].message).toMatch(/BOGUS/);
  });
});

describe('group flag filters', () => {
  it('REST refuses a value that is no flag in the group search words, naming the filter and the value', async () => {
    for (const [query, field] of [['includeFlags=BOGUS', 'includeFlags'], ['excludeFlags=BOGUS', 'excludeFlags']] as const) {
      const res = await t.get(`${G}?${query}`, { as: 'admin' });
      expect(res.status).toBe(412);
      expect(res.body.messages).toHaveLength(1);
      expect(res.body.messages[0]).toEqual({
        type: 'FIELD_ERROR', field, message: '"BOGUS" is not a group flag; known: DISABLED', messageTemplate: 'invalid.field.value', parameter: 'BOGUS', timestamp: expect.any(Number),
      });
    }
    const search = await t.request('POST', `${G}/search`, { as: 'admin', body: { excludeFlags: ['BOGUS'] } });
    expect(search.status).toBe(412);
    expect(search.body.messages[0]).toMatchObject({ field: 'excludeFlags', message: '"BOGUS" is not a group flag; known: DISABLED', parameter: 'BOGUS' });
  });

  it('includeFlags=DISABLED lists disabled groups, excludeFlags=DISABLED leaves them out; GraphQL takes the enum', async () => {
    const created = await t.request('POST', G, { as: 'admin', body: { customer: 'acme', shortName: 'flag-off', name: 'Off' } });
    expect(created.status).toBe(201);
    expect((await t.request('DELETE', `${G}/flag-off`, { as: 'admin' })).status).toBe(200);
    const names = async (query: string) => (await t.get(`${G}?${query}&limit=1000`, { as: 'admin' })).body.data.map((g: { shortName: string }) => g.shortName);
    expect(await names('includeFlags=DISABLED')).toEqual(['flag-off']);
    expect(await names('includeDisabled=true&excludeFlags=DISABLED')).not.toContain('flag-off');
    const gql = await t.graphql('{ groups(includeFlags: [DISABLED]) { nodes { shortName flags } } }', {}, { as: 'admin' });
    expect(gql.body).toEqual({ data: { groups: { nodes: [{ shortName: 'flag-off', flags: ['DISABLED'] }] } } });
  });
});
