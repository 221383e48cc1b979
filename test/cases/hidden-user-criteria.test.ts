// A case search criterion naming a user (reporter, assignedUser, assignedTech)
// matches only users the caller may see. A case another customer's user
// reported shows that user as a hidden stub; searching by its short name, id
// or global id must answer exactly as a user nobody has, or a caller could try
// names until one matches and so unmask the stub (REST and GraphQL alike).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let globexUser: { id: number; gid: string };
let reported: number;

const admin = async (query: string, as = 'admin') => {
  const res = await t.graphql(query, {}, { as });
  expect(res.body.errors, query).toBeUndefined();
  return res.body.data;
};

beforeAll(async () => {
  t = await startTestApp();
  // globex-user may file acme cases (the cross-tenant walk links them the same way).
  await admin('mutation { grantPermission(input: { subject: { user: { shortName: "globex-user" } }, function: { name: "CASES-SUPPORT-WRITE" }, customer: { shortName: "acme" } }) { permission { id } } }');
  const made = await admin('mutation { addCase(input: { customer: { shortName: "acme" }, service: { shortName: "support" }, subject: "reported by globex", priority: LOW, type: INFORMATIONAL }) { case { databaseId } } }', 'globex-user');
  reported = made.addCase.case.databaseId;
  const user = await admin('{ user(ref: { shortName: "globex-user" }) { id databaseId } }');
  globexUser = { id: user.user.databaseId, gid: user.user.id };
});
afterAll(async () => {
  await t?.close();
});

const SEARCH = 'query ($i: CaseSearchInput) { searchCases(input: $i, first: 100) { totalCount nodes { databaseId reporter { hidden shortName } } } }';

describe('a search naming a user the caller may not see', () => {
  it('the case shows its reporter as a hidden stub to acme callers', async () => {
    const data = await admin(`{ case(id: ${reported}) { reporter { hidden shortName } } }`, 'acme-admin');
    expect(data.case.reporter).toEqual({ hidden: true, shortName: null });
  });

  it.each(['acme-admin', 'acme-user'])('answers as for a user nobody has, by short name, id and global id, in every criterion form (GraphQL, %s)', async (as) => {
    const all = (await t.graphql(SEARCH, { i: {} }, { as })).body.data.searchCases;
    expect(all.nodes.map((n: { databaseId: number }) => n.databaseId)).toContain(reported);
    const forms = (ref: unknown) => [{ reporter: [ref] }, { subCriteria: [{ required: true, reporter: [ref] }] }, { subCriteria: [{ exclude: true, reporter: [ref] }] }, { assignedUser: [ref] }, { assignedTech: [ref] }];
    const answer = async (input: unknown) => {
      const res = await t.graphql(SEARCH, { i: input }, { as });
      expect(res.body.errors, JSON.stringify(input)).toBeUndefined();
      return res.body.data.searchCases;
    };
    for (const [hidden, missing] of [[{ shortName: 'globex-user' }, { shortName: 'nosuch-user' }], [{ id: String(globexUser.id) }, { id: '2147483647' }], [{ id: globexUser.gid }, { id: 'gid://vigil/User/2147483647' }]]) {
      const [hiddenForms, missingForms] = [forms(hidden), forms(missing)];
      for (let i = 0; i < hiddenForms.length; i += 1) expect(await answer(hiddenForms[i]), JSON.stringify(hiddenForms[i])).toEqual(await answer(missingForms[i]));
    }
    // Exclusion of a hidden user excludes nothing; naming one matches nothing.
    expect((await answer({ subCriteria: [{ exclude: true, reporter: [{ shortName: 'globex-user' }] }] })).totalCount).toBe(all.totalCount);
    expect((await answer({ reporter: [{ shortName: 'globex-user' }] })).totalCount).toBe(0);
  });

  it('REST answers the same for the hidden user and a missing one', async () => {
    const search = (reporter: unknown) => t.request('POST', '/cases/v2/case/search', { as: 'acme-admin', body: { reporter: [reporter] } });
    for (const [hidden, missing] of [['globex-user', 'nosuch-user'], [globexUser.id, 2147483647]] as const) {
      const [a, b] = [await search(hidden), await search(missing)];
      expect(a.status).toBe(200);
      expect({ count: a.body.count, data: a.body.data }).toEqual({ count: b.body.count, data: b.body.data });
      expect(a.body.count).toBe(0);
    }
  });

  it('who may see the user still finds the case by it', async () => {
    const res = await t.graphql(SEARCH, { i: { reporter: [{ shortName: 'globex-user' }] } }, { as: 'admin' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.searchCases.nodes.map((n: { databaseId: number }) => n.databaseId)).toContain(reported);
    const own = await t.graphql(SEARCH, { i: { reporter: [{ shortName: 'globex-user' }] } }, { as: 'globex-user' });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data.searchCases.nodes.map((n: { databaseId: number }) => n.databaseId)).toContain(reported);
  });
});
