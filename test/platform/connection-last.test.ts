// Relay's "the last N": `last` without `before` (and without `first`) counts
// back from the end of the list, on every kind of list: root lists and
// searches (read, then read again from where the last rows start when more
// follow), edges planned inside their parent's statement (Prisma's negative
// take: no extra statement), and lists built in memory. Each answers the items
// the limit/offset page of the same rows answers, with cursors that page on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTING_STATEMENTS, startTestApp, type TestApp } from '../support/app.ts';
import { requestStatements } from '../support/statements.ts';
import { addText, rootId } from '../documents/support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ...COUNTING_STATEMENTS, MAX_PAGE_SIZE: '50' } });
  const prisma = t.database.prisma;
  const acme = await prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
  // Children of acme, a group with user and group members, a user in several groups.
  await prisma.customer.createMany({ data: Array.from({ length: 4 }, (_, i) => ({ shortName: `cl-child-${i}`, name: `cl child ${i}`, domainId: acme.domainId, parentId: acme.id })) });
  const groups = await prisma.group.createManyAndReturn({ data: Array.from({ length: 4 }, (_, i) => ({ shortName: `cl-group-${i}`, name: `cl group ${i}`, customerId: acme.id })) });
  const users = await prisma.user.createManyAndReturn({ data: Array.from({ length: 3 }, (_, i) => ({ shortName: `cl-user-${i}`, name: `cl user ${i}`, customerId: acme.id, domainId: acme.domainId })) });
  await prisma.groupMember.createMany({ data: users.map((u) => ({ groupId: groups[0]!.id, userId: u.id })) });
  await prisma.groupMember.create({ data: { groupId: groups[0]!.id, memberGroupId: groups[1]!.id } });
  await prisma.groupMember.createMany({ data: groups.slice(1).map((g) => ({ groupId: g.id, userId: users[0]!.id })) });
  // Grants of cl-group-1: three of its own, one inherited from cl-group-0 (which contains it).
  const fns = await prisma.functionNode.findMany({ where: { name: { in: ['viewUsers', 'viewGroups', 'viewCustomers', 'viewDocuments'] } }, orderBy: { name: 'asc' } });
  await prisma.permission.createMany({ data: fns.slice(0, 3).map((fn) => ({ groupId: groups[1]!.id, functionId: fn.id, customerId: acme.id })) });
  await prisma.permission.create({ data: { groupId: groups[0]!.id, functionId: fns[3]!.id, customerId: acme.id } });
  // Documents in acme's root folder, passive DNS records to search.
  const root = await rootId(t, 'acme-user');
  for (const name of ['cl-a.txt', 'cl-b.txt', 'cl-c.txt']) await addText(t, root, name, name);
  const at = 1_700_000_000_000;
  const records = [1, 2, 3, 4, 5].map((i) => ({ query: `host${i}.cl-test.example`, answer: `192.0.2.${i}`, recordType: 'A', tlp: 'white', firstSeen: at, lastSeen: at + i, times: 1, minTtl: 60, maxTtl: 60 }));
  expect((await t.request('POST', '/pdns/v3/record', { as: 'acme-admin', body: { records } })).status).toBe(201);
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

interface List {
  name: string;
  as: string;
  /** The query with the list's arguments in place of ARGS, selecting `CONNECTION` below. */
  query: string;
  /** The connection in an answer. */
  at: (data: any) => any;
  /** Read in the parent's statement: `last` costs no statement more than `first`. */
  planned: boolean;
  /** What tells two items apart (default: the global id). */
  key?: string;
}

const CONNECTION = 'totalCount offset pageInfo { hasPreviousPage hasNextPage startCursor endCursor } edges { cursor } nodes { KEY }';
const LISTS: List[] = [
  { name: 'customers (root list)', as: 'admin', query: '{ customers(ARGS) { C } }', at: (d) => d.customers, planned: false },
  { name: 'Customer.children (planned edge)', as: 'admin', query: '{ customer(ref: { shortName: "acme" }) { children(ARGS) { C } } }', at: (d) => d.customer.children, planned: true },
  { name: 'Group.members (planned edge, a union)', as: 'acme-admin', query: '{ group(ref: { shortName: "cl-group-0" }) { members(ARGS) { C } } }', at: (d) => d.group.members, planned: true, key: '... on Node { id }' },
  { name: 'User.groups (planned edge)', as: 'acme-admin', query: '{ user(ref: { shortName: "cl-user-0" }) { groups(ARGS) { C } } }', at: (d) => d.user.groups, planned: true },
  { name: 'Group.permissions (planned edge)', as: 'acme-admin', query: '{ group(ref: { shortName: "cl-group-1" }) { permissions(ARGS) { C } } }', at: (d) => d.group.permissions, planned: true },
  { name: 'Group.permissions with includeInherited (in memory)', as: 'acme-admin', query: '{ group(ref: { shortName: "cl-group-1" }) { permissions(includeInherited: true, ARGS) { C } } }', at: (d) => d.group.permissions, planned: false },
  { name: 'User.effectiveFunctions (in memory)', as: 'acme-admin', query: '{ user(ref: { shortName: "acme-user" }) { effectiveFunctions(ARGS) { C } } }', at: (d) => d.user.effectiveFunctions, planned: false, key: 'name' },
  { name: 'CaseService.customers (batched)', as: 'admin', query: '{ caseService(ref: { shortName: "support" }) { customers(ARGS) { C } } }', at: (d) => d.caseService.customers, planned: false, key: 'databaseId' },
  { name: 'DocumentElement.children (batched per level)', as: 'acme-user', query: '{ documentRootFolder { children(ARGS) { C } } }', at: (d) => d.documentRootFolder.children, planned: false },
  { name: 'searchUsers (limit in its input)', as: 'acme-admin', query: '{ searchUsers(input: { INPUT }, ARGS) { C } }', at: (d) => d.searchUsers, planned: false },
];

/** The list's query with `args` as its arguments, or in its input where its limit lives (`inInput`). */
function text(list: List, args: string, inInput = false): string {
  const holder = list.query.includes('INPUT');
  const query = list.query.replace('INPUT', inInput ? args : '').replace(holder && inInput ? ', ARGS' : 'ARGS', holder && inInput ? '' : args);
  return query.replace('{ C }', `{ ${CONNECTION.replace('KEY', list.key ?? 'id')} }`);
}
const read = async (list: List, args: string, inInput = false) => list.at(await ok(text(list, args, inInput), list.as));
const ids = (page: any): string[] => page.nodes.map((n: object) => JSON.stringify(n));

describe('last without before counts back from the end of the list', () => {
  for (const list of LISTS) {
    it(list.name, async () => {
      const all = await read(list, 'first: 50');
      expect(all.totalCount).toBeGreaterThanOrEqual(3);
      expect(all.nodes).toHaveLength(all.totalCount);
      const total: number = all.totalCount;

      // The last two: the same items, cursors and page position as the first two counted from the end.
      const last = await read(list, 'last: 2');
      expect(ids(last)).toEqual(ids(all).slice(-2));
      expect(last.edges).toEqual(all.edges.slice(-2));
      expect(last).toMatchObject({ totalCount: total, offset: total - 2 });
      expect(last.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: false, startCursor: all.edges[total - 2].cursor, endCursor: all.edges[total - 1].cursor });
      const byLimit = await read(list, `limit: 2, offset: ${total - 2}`, true);
      expect(ids(last)).toEqual(ids(byLimit));
      // Paging back from there with before reaches the rows before them.
      const back = await read(list, `last: 1, before: "${last.pageInfo.startCursor}"`);
      expect(ids(back)).toEqual(ids(all).slice(total - 3, total - 2));

      // More than the list holds: all of it.
      const more = await read(list, 'last: 50');
      expect(ids(more)).toEqual(ids(all));
      expect(more.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: false });

      // After a cursor: never a row before it.
      const after = await read(list, `last: 5, after: "${all.edges[total - 2].cursor}"`);
      expect(ids(after)).toEqual(ids(all).slice(-1));
      expect(after.offset).toBe(total - 1);
      const past = await read(list, `last: 2, after: "${all.edges[total - 1].cursor}"`);
      expect(past.nodes).toEqual([]);

      // last: 0 shows nothing, at the end of the list.
      const none = await read(list, 'last: 0');
      expect(none).toMatchObject({ totalCount: total, offset: total, nodes: [] });
      expect(none.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: false, startCursor: null, endCursor: null });
    });
  }
});

const cursorAt = (position: number) => Buffer.from(`vigil:${position}`).toString('base64url');

// Relay's order: first N, then the last M of those; `last` with `before` counts
// back from that cursor. A list may end before first's rows do, and a cursor
// may lie past the end of a list that has since become shorter.
describe('last with first, or with before, near the end of the list', () => {
  for (const list of LISTS) {
    it(list.name, async () => {
      const all = await read(list, 'first: 50');
      const total: number = all.totalCount;
      expect(total).toBeGreaterThanOrEqual(3);
      expect(all.nodes).toHaveLength(total);

      // first within the list: the last two of its first total - 1.
      const within = await read(list, `first: ${total - 1}, last: 2`);
      expect(ids(within)).toEqual(ids(all).slice(total - 3, total - 1));
      expect(within.edges).toEqual(all.edges.slice(total - 3, total - 1));
      expect(within).toMatchObject({ totalCount: total, offset: total - 3 });
      expect(within.pageInfo).toMatchObject({ hasPreviousPage: total > 3, hasNextPage: true });
      // first past the end: the list's last two, not the one row left at first's end.
      const beyond = await read(list, `first: ${total + 3}, last: 2`);
      expect(ids(beyond)).toEqual(ids(all).slice(-2));
      expect(beyond.edges).toEqual(all.edges.slice(-2));
      expect(beyond).toMatchObject({ totalCount: total, offset: total - 2 });
      expect(beyond.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: false, startCursor: all.edges[total - 2].cursor, endCursor: all.edges[total - 1].cursor });
      const afterFirst = await read(list, `after: "${all.edges[0].cursor}", first: ${total + 3}, last: 1`);
      expect(ids(afterFirst)).toEqual(ids(all).slice(-1));
      const none = await read(list, `first: ${total + 3}, last: 0`);
      expect(none.nodes).toEqual([]);
      expect(none.pageInfo).toMatchObject({ startCursor: null, endCursor: null });

      // before at the list's end counts back from there.
      const atEnd = await read(list, `last: 2, before: "${cursorAt(total)}"`);
      expect(ids(atEnd)).toEqual(ids(all).slice(-2));
      expect(atEnd.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
      // Past it: refused naming before, not a page that leaves out the list's last rows.
      for (const position of [total + 1, 999_999_999]) {
        const res = await t.graphql(text(list, `last: 2, before: "${cursorAt(position)}"`), {}, { as: list.as });
        expect(res.status).toBe(200);
        expect(res.body.errors?.map((e: any) => [e.extensions.code, e.extensions.field]), String(position)).toEqual([['INVALID_FIELD', 'before']]);
        expect(res.body.errors[0].message).toContain(`before lies past the end of this list (${total} items)`);
      }
      // An after past the end leaves nothing between it and a before within the list: empty, no error.
      const afterPast = await read(list, `after: "${cursorAt(total + 5)}", before: "${cursorAt(1)}", last: 1`);
      expect(afterPast.nodes).toEqual([]);
      // Without last, a before past the end bounds nothing: the first rows, as without it.
      const firstBefore = await read(list, `first: 2, before: "${cursorAt(total + 5)}"`);
      expect(ids(firstBefore)).toEqual(ids(all).slice(0, 2));
    });
  }
});

describe('statements', () => {
  const statementsOf = async (query: string, as: string) => {
    await ok(query, as);
    const { statements } = await t.database.statements.capture(() => ok(query, as));
    return requestStatements(statements).length;
  };

  it('an edge planned in its parent\'s statement reads the last rows in that statement, with their total', async () => {
    const planned = LISTS.filter((l) => l.planned);
    expect(planned.length).toBeGreaterThanOrEqual(4);
    for (const list of planned) {
      // first: 50 ends each list, so its rows tell its total: the statements of the rows alone.
      const rowsAlone = await statementsOf(text(list, 'first: 50'), list.as);
      expect(await statementsOf(text(list, 'last: 2'), list.as), list.name).toBe(rowsAlone);
      // A first page with more rows after it counts its total only because totalCount is asked: one statement more.
      expect(await statementsOf(text(list, 'first: 2'), list.as), list.name).toBe(rowsAlone + 1);
      expect(await statementsOf(text(list, 'first: 2').replace('totalCount ', ''), list.as), list.name).toBe(rowsAlone);
    }
  });

  it('another list reads once more only when more rows follow the last ones', async () => {
    const customers = LISTS[0]!;
    const first = await statementsOf(text(customers, 'first: 2'), 'admin');
    // The page from the offset and its count, then the last rows: a page that ends the list, one statement.
    expect(await statementsOf(text(customers, 'last: 2'), 'admin')).toBe(first + 1);
    // Fewer rows than asked for: the first read ends the list (and needs no count either).
    expect(await statementsOf(text(customers, 'last: 50'), 'admin')).toBe(first - 1);
  });

  it('every parent of a level gets its own last rows, in one statement however many parents', async () => {
    const query = (args: string) => `{ customers(first: 50) { nodes { shortName children(${args}) { totalCount nodes { shortName } } } } }`;
    const whole = (await ok(query('first: 50'), 'admin')).customers.nodes;
    const tails = (await ok(query('last: 1'), 'admin')).customers.nodes;
    expect(whole.filter((c: any) => c.children.totalCount > 1).length).toBeGreaterThanOrEqual(2);
    expect(tails).toEqual(whole.map((c: any) => ({ shortName: c.shortName, children: { totalCount: c.children.totalCount, nodes: c.children.nodes.slice(-1) } })));
    // The rows of every parent in one statement, and the totals of those first pages in one more.
    const rowsAlone = await statementsOf(query('first: 50'), 'admin');
    expect(await statementsOf(query('last: 1'), 'admin')).toBe(rowsAlone);
    expect(await statementsOf(query('first: 1'), 'admin')).toBe(rowsAlone + 1);
  });
});

describe('bad input and access', () => {
  it('a bad last is still INVALID_FIELD naming last', async () => {
    for (const args of ['last: -1', 'last: 51']) {
      const res = await t.graphql(`{ customers(${args}) { totalCount } }`, {}, { as: 'admin' });
      expect(res.body.errors?.map((e: any) => [e.extensions.code, e.extensions.field])).toEqual([['INVALID_FIELD', 'last']]);
    }
    // On an edge: where a bad limit's error is, naming last.
    const query = (args: string) => `{ customer(ref: { shortName: "acme" }) { shortName children(${args}) { totalCount } } }`;
    const byLimit = (await t.graphql(query('limit: -1'), {}, { as: 'admin' })).body;
    const byLast = (await t.graphql(query('last: -1'), {}, { as: 'admin' })).body;
    expect(byLast.data).toEqual(byLimit.data);
    expect(byLast.errors?.map((e: any) => [e.path.join('.'), e.extensions.code, e.extensions.field])).toEqual([['customer.children', 'INVALID_FIELD', 'last']]);
    expect(byLimit.errors?.map((e: any) => [e.path.join('.'), e.extensions.field])).toEqual([['customer.children', 'limit']]);
  });

  it('passive DNS search, whose every run counts against the caller\'s quota, refuses last without before before it searches', async () => {
    const query = (args: string) => `{ pdnsSearch(input: { query: "*.cl-test.example", orderBy: [{ field: QUERY }] }, ${args}) { totalCount nodes { query } } }`;
    const all = await ok(query('first: 10'), 'acme-admin');
    expect(all.pdnsSearch.totalCount).toBe(5);
    for (const args of ['last: 2', 'last: 0', `last: 2, after: "${Buffer.from('vigil:1').toString('base64url')}"`]) {
      const res = await t.graphql(query(args), {}, { as: 'acme-admin' });
      expect(res.body.errors?.map((e: any) => [e.extensions.code, e.extensions.field]), args).toEqual([['INVALID_FIELD', 'last']]);
    }
    // No search ran for them: the statements of a refused request hold none.
    const { statements } = await t.database.statements.capture(() => t.graphql(query('last: 2'), {}, { as: 'acme-admin' }));
    expect(statements.filter((sql) => /pdns_record/.test(sql))).toEqual([]);
    const searched = await t.database.statements.capture(() => t.graphql(query('first: 2'), {}, { as: 'acme-admin' }));
    expect(searched.statements.filter((sql) => /pdns_record/.test(sql)).length).toBeGreaterThan(0);
    // With before, it counts back from the cursor as on every list.
    const before = await ok(query(`last: 1, before: "${Buffer.from('vigil:2').toString('base64url')}"`), 'acme-admin');
    expect(before.pdnsSearch.nodes).toEqual([all.pdnsSearch.nodes[1]]);
  });

  it('another customer\'s caller counts back through what it may see only', async () => {
    const mine = await ok('{ customers(first: 50) { totalCount nodes { shortName } } }', 'globex-user');
    const last = await ok('{ customers(last: 2) { totalCount nodes { shortName } } }', 'globex-user');
    expect(last.customers.totalCount).toBe(mine.customers.totalCount);
    expect(last.customers.nodes).toEqual(mine.customers.nodes.slice(-2));
    expect(JSON.stringify(last)).not.toMatch(/acme|cl-child/);
  });
});
