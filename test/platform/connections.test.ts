// Every list is a Relay cursor connection: first/after and last/before page
// the same ordered list that limit/offset page (REST's order, REST's access
// rule), on root lists, on edges read inside their parent's query and on
// searches whose limit lives in an input object. Bad connection arguments are
// INVALID_FIELD naming the argument; a connection shows exactly the items the
// limit/offset page of the same window shows.
import { buildClientSchema, getIntrospectionQuery, getNamedType, isObjectType, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import type { RequestContext } from '../../src/context.ts';
import { operationCost } from '../../src/graphql/cost-limit.ts';
import { COUNTING_STATEMENTS, startTestApp, type DemoUser, type TestApp } from '../support/app.ts';
import { requestStatements } from '../support/statements.ts';

let t: TestApp;
beforeAll(async () => {
  // A small maximum page, so that a window beyond it stays within the cost limit and reaches the paging rule.
  t = await startTestApp({ env: { ...COUNTING_STATEMENTS, MAX_PAGE_SIZE: '50', PDNS_MAX_LIMIT_PUBLIC: '30' } });
  // Enough customers below acme for several pages of two.
  const acme = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
  await t.database.prisma.customer.createMany({
    data: Array.from({ length: 7 }, (_, i) => ({ shortName: `conn-${i}`, name: `conn ${i}`, domainId: acme.domainId, parentId: acme.id })),
  });
  // And passive DNS records to page through.
  const at = 1_700_000_000_000;
  const records = [1, 2, 3, 4, 5].map((i) => ({ query: `host${i}.conn-test.example`, answer: `192.0.2.${i}`, recordType: 'A', tlp: 'white', firstSeen: at, lastSeen: at, times: 1, minTtl: 60, maxTtl: 60 }));
  expect((await t.request('POST', '/pdns/v3/record', { as: 'acme-admin', body: { records } })).status).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

interface Answer {
  data: any;
  errors?: { message: string; path: (string | number)[]; extensions: Record<string, unknown> }[];
}

async function gql(query: string, variables: Record<string, unknown> = {}, as: DemoUser = 'admin'): Promise<Answer> {
  const res = await t.graphql(query, variables, { as });
  expect(res.status).toBe(200);
  return res.body as Answer;
}

async function ok(query: string, variables: Record<string, unknown> = {}, as: DemoUser = 'admin') {
  const answer = await gql(query, variables, as);
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

/** The one error of an answer, as code and field. */
async function refusal(query: string, variables: Record<string, unknown> = {}, as: DemoUser = 'admin') {
  const answer = await gql(query, variables, as);
  expect(answer.errors).toHaveLength(1);
  return { code: answer.errors![0]!.extensions['code'], field: answer.errors![0]!.extensions['field'] };
}

const CUSTOMERS = `query ($first: Int, $after: String, $last: Int, $before: String) {
  customers(first: $first, after: $after, last: $last, before: $before) {
    totalCount limit offset
    edges { cursor node { databaseId } }
    nodes { databaseId }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

describe('one list shape', () => {
  it('every field answering a connection takes first/after/last/before and limit/offset, and every connection has the Relay fields', async () => {
    const schema = buildClientSchema((await ok(getIntrospectionQuery())) as IntrospectionQuery);
    const connections = Object.values(schema.getTypeMap()).filter((type) => isObjectType(type) && type.name.endsWith('Connection'));
    expect(connections.length).toBeGreaterThanOrEqual(16);
    for (const connection of connections) {
      expect(Object.keys((connection as any).getFields()), connection.name).toEqual(expect.arrayContaining(['edges', 'nodes', 'pageInfo', 'totalCount', 'limit', 'offset']));
    }
    const fields: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        if (!getNamedType(field.type).name.endsWith('Connection')) continue;
        fields.push(`${type.name}.${field.name}`);
        const args = field.args.map((a) => a.name);
        expect(args, `${type.name}.${field.name}`).toEqual(expect.arrayContaining(['first', 'after', 'last', 'before']));
        // limit/offset on the field, or in the search input it takes.
        const inInput = field.args.some((a) => { const named = getNamedType(a.type); return 'getFields' in named && 'limit' in (named as any).getFields(); });
        expect(args.includes('limit') || inInput, `${type.name}.${field.name} takes limit`).toBe(true);
      }
    }
    expect(fields.length).toBeGreaterThanOrEqual(39);
  });
});

describe('a root list as a connection', () => {
  it('first/after walk the list page by page in the order limit/offset give, and pageInfo says where each page lies', async () => {
    const all = (await ok('{ customers(limit: 50) { totalCount nodes { databaseId } } }')).customers;
    expect(all.totalCount).toBeGreaterThanOrEqual(9);
    expect(all.nodes).toHaveLength(all.totalCount);
    const walked: number[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: any = (await ok(CUSTOMERS, { first: 2, after })).customers;
      pages++;
      expect(page.totalCount).toBe(all.totalCount);
      expect(page.offset).toBe(walked.length);
      expect(page.limit).toBe(2);
      expect(page.nodes).toEqual(page.edges.map((e: any) => e.node));
      expect(page.pageInfo.hasPreviousPage).toBe(walked.length > 0);
      expect(page.pageInfo.startCursor).toBe(page.edges[0].cursor);
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1).cursor);
      walked.push(...page.nodes.map((n: any) => n.databaseId));
      expect(page.pageInfo.hasNextPage).toBe(walked.length < all.totalCount);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(Math.ceil(all.totalCount / 2));
    expect(walked).toEqual(all.nodes.map((n: any) => n.databaseId));
  });

  it('last/before read the page before a cursor, the same items as limit/offset', async () => {
    const window = (await ok(CUSTOMERS, { first: 5 })).customers;
    const back = (await ok(CUSTOMERS, { last: 2, before: window.edges[4].cursor })).customers;
    expect(back.nodes).toEqual(window.nodes.slice(2, 4));
    expect(back.offset).toBe(2);
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const same = (await ok('{ customers(limit: 2, offset: 2) { nodes { databaseId } } }')).customers;
    expect(back.nodes).toEqual(same.nodes);
    // Counting back past the start stops at the start.
    const start = (await ok(CUSTOMERS, { last: 10, before: window.edges[1].cursor })).customers;
    expect(start.nodes).toEqual(window.nodes.slice(0, 1));
    expect(start.pageInfo.hasPreviousPage).toBe(false);
  });

  it('first: 0 answers no items but the total and where the list stands', async () => {
    const empty = (await ok(CUSTOMERS, { first: 0 })).customers;
    expect(empty.edges).toEqual([]);
    expect(empty.nodes).toEqual([]);
    expect(empty.totalCount).toBeGreaterThanOrEqual(9);
    expect(empty.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null });
  });

  it('a cursor with neither first nor last: the default page (25) after it', async () => {
    const window = (await ok(CUSTOMERS, { first: 1 })).customers;
    const page = (await ok(CUSTOMERS, { after: window.pageInfo.endCursor })).customers;
    expect(page.offset).toBe(1);
    expect(page.limit).toBe(25);
    expect(page.nodes).toHaveLength(Math.min(25, page.totalCount - 1));
  });

  it('first and last together: the last of the first; before a cursor earlier than after: nothing', async () => {
    const window = (await ok(CUSTOMERS, { first: 5 })).customers;
    const lastOfFirst = (await ok(CUSTOMERS, { first: 5, last: 2 })).customers;
    expect(lastOfFirst.nodes).toEqual(window.nodes.slice(3, 5));
    const crossed = (await ok(CUSTOMERS, { first: 3, after: window.edges[3].cursor, before: window.edges[1].cursor })).customers;
    expect(crossed.nodes).toEqual([]);
    expect(crossed.pageInfo).toMatchObject({ startCursor: null, endCursor: null });
  });

  it('has one list shape: the earlier items and count are gone (a validation error), on root lists and edges alike', async () => {
    for (const query of ['{ customers(first: 3) { items { databaseId } } }', '{ customers(first: 3) { count } }', '{ customer(ref: { shortName: "acme" }) { children { items { shortName } } } }']) {
      const res = await t.graphql(query, {}, { as: 'admin' });
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(res.body.errors[0].message).toMatch(/^Cannot query field "(items|count)" on type "CustomerConnection"/);
    }
  });
});

describe('bad connection arguments are INVALID_FIELD naming the argument, and read nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a negative first', { first: -1 }, 'first'],
    ['first above the maximum page', { first: 51 }, 'first'],
    ['last above the maximum page', { last: 51, before: null, first: 10 }, 'last'],
    ['a negative last', { last: -1, before: null }, 'last'],
    ['an after that is no cursor', { first: 1, after: 'bm90IGEgY3Vyc29y' }, 'after'],
    ['a before that is no cursor', { last: 1, before: 'garbage!' }, 'before'],
    ['a cursor with a leading zero', { first: 1, after: Buffer.from('vigil:01').toString('base64url') }, 'after'],
    ['a padded cursor', { first: 1, after: `${Buffer.from('vigil:1').toString('base64url')}=` }, 'after'],
  ];
  for (const [name, variables, field] of cases) {
    it(name, async () => {
      expect(await refusal(CUSTOMERS, variables)).toEqual({ code: 'INVALID_FIELD', field });
    });
  }

  it('connection arguments with limit/offset: refused, naming the connection argument', async () => {
    expect(await refusal('{ customers(first: 2, limit: 2) { totalCount } }')).toEqual({ code: 'INVALID_FIELD', field: 'first' });
    expect(await refusal('{ customers(offset: 1, before: "dmlnaWw6NA") { totalCount } }')).toEqual({ code: 'INVALID_FIELD', field: 'before' });
  });

  it('a bad cursor on an edge read in its parent\'s query is refused there too', async () => {
    const answer = await gql('{ customer(ref: { shortName: "acme" }) { shortName children(first: 1, after: "bad") { totalCount } } }');
    expect(answer.errors?.map((e) => [e.path.join('.'), e.extensions['code'], e.extensions['field']])).toEqual([['customer.children', 'INVALID_FIELD', 'after']]);
  });

  it('on an edge, the error is where a bad limit\'s is, naming the connection argument', async () => {
    const query = (args: string) => `{ customer(ref: { shortName: "acme" }) { shortName children(${args}) { totalCount } } }`;
    const byLimit = await gql(query('limit: -1'));
    const byWindow = await gql(query('first: -1'));
    expect(byWindow.data).toEqual(byLimit.data);
    expect(byWindow.errors).toHaveLength(1);
    expect(byWindow.errors![0]).toMatchObject({ path: byLimit.errors![0]!.path, extensions: { code: 'INVALID_FIELD', field: 'first' } });
    expect(byLimit.errors![0]!.extensions['field']).toBe('limit');
  });
});

describe('an edge read inside its parent\'s query', () => {
  const CHILDREN = `query ($first: Int, $after: String) {
    customer(ref: { shortName: "acme" }) { children(first: $first, after: $after) { totalCount nodes { shortName } pageInfo { hasNextPage endCursor } } }
  }`;

  it('pages with first/after like the root list', async () => {
    const all = (await ok('{ customer(ref: { shortName: "acme" }) { children(limit: 50) { nodes { shortName } } } }')).customer.children.nodes;
    expect(all.length).toBeGreaterThanOrEqual(7);
    const seen: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 20; guard++) {
      const page: any = (await ok(CHILDREN, { first: 3, after })).customer.children;
      seen.push(...page.nodes.map((n: any) => n.shortName));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all.map((n: any) => n.shortName));
  });

  it('nodes and edges { node } plan the same one statement per level', async () => {
    const shapes = [
      '{ customers(first: 5) { nodes { shortName children(first: 2) { nodes { shortName } } } } }',
      '{ customers(first: 5) { nodes { shortName children(first: 2) { edges { cursor node { shortName } } } } } }',
      '{ customers(first: 5) { nodes { shortName children(first: 2) { nodes { shortName } edges { node { shortName } } } } } }',
    ];
    const counts: number[] = [];
    const answers: string[][][] = [];
    for (const query of shapes) {
      await ok(query);
      const { result, statements } = await t.database.statements.capture(() => ok(query));
      counts.push(requestStatements(statements).length);
      answers.push(
        (result as any).customers.nodes.map((c: any) => {
          const children = c.children;
          const items = children.nodes ?? children.edges.map((e: any) => e.node);
          return items.map((n: any) => n.shortName);
        }),
      );
    }
    expect(new Set(counts).size).toBe(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.flat().length).toBeGreaterThan(0);
  });

  it('counts a total only when totalCount is asked of a page with more rows after it, one statement for every parent', async () => {
    const query = (first: number, total: boolean) => `{ customers(first: 5) { nodes { shortName children(first: ${first}) { ${total ? 'totalCount ' : ''}nodes { shortName } pageInfo { hasNextPage } } } } }`;
    const run = async (text: string) => {
      await ok(text);
      const { result, statements } = await t.database.statements.capture(() => ok(text));
      return { customers: (result as any).customers.nodes as any[], statements: requestStatements(statements) };
    };
    const whole = await run(query(50, true));
    const totals = whole.customers.map((c) => c.children.totalCount);
    expect(totals.filter((n) => n > 1).length, 'customers with two children or more').toBeGreaterThanOrEqual(1);
    expect(whole.customers.map((c) => c.children.nodes.length)).toEqual(totals);
    const firstOnly = await run(query(1, false));
    const counted = await run(query(1, true));
    // Without totalCount the rows alone (the extra row read tells hasNextPage); with it, one count for all customers.
    expect(firstOnly.statements.length).toBe(whole.statements.length);
    expect(counted.statements.length).toBe(whole.statements.length + 1);
    expect(counted.customers.map((c) => c.children.totalCount)).toEqual(totals);
    expect(firstOnly.customers.map((c) => c.children.pageInfo.hasNextPage)).toEqual(totals.map((n) => n > 1));
    expect(counted.customers.map((c) => c.children.nodes)).toEqual(whole.customers.map((c) => c.children.nodes.slice(0, 1)));
  });

  it('a total counted on demand counts by the edge\'s rule, each rule apart', async () => {
    const customer = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'conn-0' } });
    await t.database.prisma.user.createMany({
      data: ['on-1', 'on-2', 'off-1'].map((name) => ({ shortName: `conn-user-${name}`, name, customerId: customer.id, domainId: customer.domainId, flags: name.startsWith('off') ? ['DISABLED'] : [] })),
    });
    const query = `{ customer(ref: { shortName: "conn-0" }) {
      enabled: users(first: 1) { totalCount nodes { shortName } }
      all: users(first: 1, includeDisabled: true) { totalCount }
      whole: users(first: 50, includeDisabled: true) { totalCount nodes { shortName } } } }`;
    const { customer: answer } = await ok(query);
    // The first two pages have more rows after them (counted on demand); the third ends its list.
    expect(answer.whole.nodes.map((u: any) => u.shortName)).toEqual(['conn-user-on-1', 'conn-user-on-2', 'conn-user-off-1']);
    expect([answer.enabled.totalCount, answer.all.totalCount, answer.whole.totalCount]).toEqual([2, 3, 3]);
    expect(answer.enabled.nodes).toEqual([{ shortName: 'conn-user-on-1' }]);
  });
});

describe('a search whose limit is in its input', () => {
  it('searchUsers pages with first/after the order limit/offset give', async () => {
    const all = (await ok('{ searchUsers(input: { limit: 50 }) { totalCount nodes { databaseId } } }')).searchUsers;
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    const first = (await ok('query ($a: String) { searchUsers(first: 2, after: $a, input: {}) { nodes { databaseId } pageInfo { endCursor } } }', { a: null })).searchUsers;
    const second = (await ok('query ($a: String) { searchUsers(first: 2, after: $a, input: {}) { nodes { databaseId } } }', { a: first.pageInfo.endCursor })).searchUsers;
    expect([...first.nodes, ...second.nodes]).toEqual(all.nodes.slice(0, 4));
  });

  it('first with the input\'s limit is refused naming first', async () => {
    expect(await refusal('{ searchUsers(first: 2, input: { limit: 2 }) { totalCount } }')).toEqual({ code: 'INVALID_FIELD', field: 'first' });
  });

  it('searchCases takes first/after with an absent input', async () => {
    const all = (await ok('{ searchCases { totalCount nodes { databaseId } } }', {}, 'acme-admin')).searchCases;
    const one = (await ok('{ searchCases(first: 1) { totalCount nodes { databaseId } pageInfo { hasNextPage } } }', {}, 'acme-admin')).searchCases;
    expect(one.totalCount).toBe(all.totalCount);
    expect(one.nodes).toEqual(all.nodes.slice(0, 1));
    expect(one.pageInfo.hasNextPage).toBe(all.totalCount > 1);
  });
});

describe('access through a connection is the access of the list', () => {
  it('another customer\'s caller pages only through what it may see', async () => {
    const byLimit = (await ok('{ customers(limit: 50) { totalCount nodes { shortName } } }', {}, 'globex-user')).customers;
    const byWindow = (await ok('{ customers(first: 50) { totalCount nodes { shortName } } }', {}, 'globex-user')).customers;
    expect(byWindow).toEqual(byLimit);
    expect(byWindow.nodes.map((n: any) => n.shortName)).toContain('globex');
    expect(byWindow.nodes.map((n: any) => n.shortName)).not.toContain('acme');
    expect(byWindow.nodes.map((n: any) => n.shortName).filter((s: string) => s.startsWith('conn-'))).toEqual([]);
  });

  it('a caller without the list\'s function is refused as with limit/offset', async () => {
    const byLimit = await gql('{ permissions(limit: 5) { totalCount } }', {}, 'globex-user');
    const byWindow = await gql('{ permissions(first: 5) { totalCount } }', {}, 'globex-user');
    expect(byLimit.errors?.map((e) => e.extensions['code'])).toEqual(['FORBIDDEN']);
    expect(byWindow.errors?.map((e) => e.extensions['code'])).toEqual(byLimit.errors?.map((e) => e.extensions['code']));
    expect(byWindow.data).toEqual(byLimit.data);
  });
});

describe('passive DNS search as a connection', () => {
  it('pages with first/after, and hasNextPage says what truncated says', async () => {
    const query = 'query ($a: String) { pdnsSearch(first: 2, after: $a, input: { query: "*.conn-test.example", orderBy: [{ field: QUERY }] }) { truncated nodes { query } pageInfo { hasNextPage endCursor } } }';
    const names: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 10; guard++) {
      const page: any = (await ok(query, { a: after })).pdnsSearch;
      expect(page.pageInfo.hasNextPage).toBe(page.truncated);
      names.push(...page.nodes.map((n: any) => n.query));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(names).toEqual([1, 2, 3, 4, 5].map((i) => `host${i}.conn-test.example.`));
  });

  it('first: 0 shows no record and says that more exist', async () => {
    const page = (await ok('{ pdnsSearch(first: 0, input: { query: "*.conn-test.example" }) { truncated totalCount nodes { query } pageInfo { hasNextPage } } }')).pdnsSearch;
    expect(page).toEqual({ truncated: true, totalCount: 5, nodes: [], pageInfo: { hasNextPage: true } });
  });

  it('first beyond the caller\'s maximum is refused naming first', async () => {
    const answer = await t.graphql('{ pdnsSearch(first: 40, input: { query: "*.conn-test.example" }) { totalCount } }', {}, {});
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.map((e: any) => [e.extensions.code, e.extensions.field])).toEqual([['INVALID_FIELD', 'first']]);
  });
});

describe('the cost of a connection', () => {
  it('is its items: the connection 1, pageInfo and totalCount nothing, first (or a cursor\'s default page) the multiplier', () => {
    const cost = (query: string) =>
      operationCost({ schema: t.yoga.getEnveloped().schema, document: parse(query), variableValues: {}, contextValue: { config: t.config, viewer: {}, transport: 'graphql' } as unknown as RequestContext });
    expect(cost('{ customers(first: 40) { nodes { shortName } } }')).toBe(1 + 40);
    expect(cost('{ customers(first: 40) { totalCount pageInfo { hasNextPage endCursor } nodes { shortName } } }')).toBe(1 + 40);
    expect(cost('{ customers(first: 40) { edges { cursor node { shortName } } } }')).toBe(1 + 40);
    // A document list answers everything without arguments (priced as an unpaged list, 10), the default page after a cursor.
    expect(cost('{ documentRootFolder { children { nodes { name } } } }')).toBe(1 + 1 + 10);
    expect(cost('{ documentRootFolder { children(after: "dmlnaWw6MA") { nodes { name } } } }')).toBe(1 + 1 + 25);
  });
});

describe('statements of a connection edge', () => {
  it('are the same for 5 and for 50 parents, whether the items are read as nodes or as edges', async () => {
    const acme = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
    await t.database.prisma.customer.createMany({
      data: Array.from({ length: 45 }, (_, i) => ({ shortName: `conn-more-${i}`, name: `conn more ${i}`, domainId: acme.domainId, parentId: acme.id })),
    });
    const shape = (parents: number, items: string) => `{ customers(first: ${parents}) { nodes { shortName children(first: 2) { totalCount ${items} } } } }`;
    const counts: Record<string, number> = {};
    for (const items of ['nodes { shortName }', 'edges { cursor node { shortName } }']) {
      for (const parents of [5, 50]) {
        const query = shape(parents, items);
        expect((await ok(query)).customers.nodes).toHaveLength(parents);
        const { statements } = await t.database.statements.capture(() => ok(query));
        counts[`${parents} ${items.split(' ')[0]}`] = requestStatements(statements).length;
      }
    }
    expect(new Set(Object.values(counts)).size, JSON.stringify(counts)).toBe(1);
  });
});
