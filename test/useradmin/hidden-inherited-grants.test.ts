// A group's inherited grants (GET /group/{g}/permissions?includeInherited=true,
// Group.permissions(includeInherited: true)) come from the groups enclosing
// it, which may be another customer's: only the grants of groups the caller
// may view show, as each group's own list shows them (viewGroups for its
// customer). Before, acme's administrator saw a grant on globex held by
// globex's hidden group, with its id and time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

const G = '/useradmin/v2/group';
const P = '/useradmin/v2/permission';
let t: TestApp;

async function ok(res: Promise<{ status: number; body: unknown }>, status = 201) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer;
}

beforeAll(async () => {
  t = await startTestApp();
  const admin = { as: 'admin' };
  await ok(t.request('POST', G, { ...admin, body: { customer: 'acme', shortName: 'inh-inner', name: 'Inner' } }));
  await ok(t.request('POST', G, { ...admin, body: { customer: 'acme', shortName: 'inh-outer', name: 'Outer (acme)' } }));
  await ok(t.request('POST', G, { ...admin, body: { customer: 'globex', shortName: 'inh-partners', name: 'Partners (globex)' } }));
  for (const outer of ['inh-outer', 'inh-partners']) await ok(t.request('POST', `${G}/${outer}/members`, { ...admin, body: { subject: ['group:inh-inner'] } }));
  // The hidden enclosing group holds one grant on globex (hidden) and one on acme (listable by acme-admin).
  await ok(t.request('POST', P, { ...admin, body: { subject: 'group:inh-partners', function: 'viewSensors', customer: 'globex' } }));
  await ok(t.request('POST', P, { ...admin, body: { subject: 'group:inh-partners', function: 'viewLocations', customer: 'acme' } }));
  // The visible enclosing group holds one on globex too: its own list shows it, what inh-inner inherits does not.
  await ok(t.request('POST', P, { ...admin, body: { subject: 'group:inh-outer', function: 'viewCustomerNetworks', customer: 'globex' } }));
  await ok(t.request('POST', P, { ...admin, body: { subject: 'group:inh-outer', function: 'viewDocuments', customer: 'acme' } }));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Grant = { function: { name: string }; customer: { shortName: string | null } };
const names = (grants: Grant[]) => grants.map((g) => g.function.name).sort();

describe('inherited grants of a group enclosed by another customer\'s group', () => {
  it('REST shows the grants of the enclosing groups the caller may view, none of a hidden one', async () => {
    const rest = await ok(t.get(`${G}/inh-inner/permissions?includeInherited=true`, { as: 'acme-admin' }), 200);
    const data = (rest.body as { data: (Grant & { subject: { shortName: string } })[] }).data;
    expect(names(data)).toEqual(['viewCustomerNetworks', 'viewDocuments']);
    expect(data.map((g) => g.subject.shortName)).toEqual(['inh-outer', 'inh-outer']);
    expect(JSON.stringify(rest.body)).not.toContain('inh-partners');
    // The operator's administrator may view every group: all four.
    const all = await ok(t.get(`${G}/inh-inner/permissions?includeInherited=true`, { as: 'admin' }), 200);
    expect(names((all.body as { data: Grant[] }).data)).toEqual(['viewCustomerNetworks', 'viewDocuments', 'viewLocations', 'viewSensors']);
  });

  it('GraphQL: a group and a group enclosing it in one request answer as each alone', async () => {
    const res = await t.graphql(
      `{ customer(ref: { shortName: "acme" }) { groups(first: 50) { nodes { shortName
           own: permissions(first: 10) { totalCount nodes { function { name } customer { shortName } } }
           inherited: permissions(includeInherited: true, first: 10) { totalCount nodes { function { name } customer { shortName } } } } } } }`,
      {},
      { as: 'acme-admin' },
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const groups = res.body.data.customer.groups.nodes as { shortName: string; own: { totalCount: number; nodes: Grant[] }; inherited: { totalCount: number; nodes: Grant[] } }[];
    const inner = groups.find((g) => g.shortName === 'inh-inner')!;
    const outer = groups.find((g) => g.shortName === 'inh-outer')!;
    expect(inner).toBeDefined();
    expect(outer).toBeDefined();
    expect(names(inner.inherited.nodes)).toEqual(['viewCustomerNetworks', 'viewDocuments']);
    expect(inner.inherited.totalCount).toBe(2);
    // inh-outer's own grants, with or without includeInherited, include the one on globex (a hidden customer stub).
    expect(names(outer.own.nodes)).toEqual(['viewCustomerNetworks', 'viewDocuments']);
    expect(names(outer.inherited.nodes)).toEqual(['viewCustomerNetworks', 'viewDocuments']);
    expect(JSON.stringify(res.body)).not.toContain('globex');
    expect(JSON.stringify(res.body)).not.toContain('viewSensors');
    expect(JSON.stringify(res.body)).not.toContain('viewLocations');
  });
});
