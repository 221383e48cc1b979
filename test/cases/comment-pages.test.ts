// Comments as pages: REST GET /case/{caseID}/comments honours limit and
// offset (newest first), the Case.comments edge answers what the case's
// reader sees by id, and a list of cases reads its comments in one statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTING_STATEMENTS, envelopeError, startTestApp, type TestApp } from '../support/app.ts';
import { makeCase, user, userWithKey } from './helpers.ts';

let t: TestApp;
let caseId: number;
let noFunctionKey: string;
beforeAll(async () => {
  t = await startTestApp({ env: COUNTING_STATEMENTS });
  const reporter = await user(t, 'acme-user');
  const analyst = await user(t, 'analyst');
  caseId = await makeCase(t, { customer: 'acme', service: 'support', reporterId: reporter.id, subject: 'comment pages' });
  // Oldest to newest; the second is internal (tech role only).
  const written = [
    { comment: 'first', internal: false, authorId: reporter.id },
    { comment: 'second (internal)', internal: true, authorId: analyst.id },
    { comment: 'third', internal: false, authorId: analyst.id },
  ];
  for (const [i, w] of written.entries()) {
    await t.database.prisma.caseComment.create({ data: { caseId, ...w, createdAt: new Date(Date.UTC(2026, 0, 1, 10, i)) } });
  }
  noFunctionKey = (await userWithKey(t, 'no-case-function', 'acme')).key;
});
afterAll(async () => {
  await t?.close();
});

const texts = (items: { comment: string }[]) => items.map((c) => c.comment);

describe('REST GET /cases/v2/case/{caseID}/comments', () => {
  it('answers newest first, a page of the default size with the count', async () => {
    const res = await t.get(`/cases/v2/case/${caseId}/comments`, { as: 'analyst' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ responseCode: 200, count: 3, size: 3, limit: 25, offset: 0 });
    expect(texts(res.body.data)).toEqual(['third', 'second (internal)', 'first']);
    expect(res.body.data[0]).toMatchObject({ internal: false, author: { shortName: 'analyst' } });
    expect(typeof res.body.data[0].createdTimestamp).toBe('number');
  });

  it('limit=1 is the latest comment the caller may see; offset skips', async () => {
    const latest = await t.get(`/cases/v2/case/${caseId}/comments?limit=1`, { as: 'analyst' });
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({ count: 3, size: 1, limit: 1, offset: 0 });
    expect(texts(latest.body.data)).toEqual(['third']);
    const next = await t.get(`/cases/v2/case/${caseId}/comments?limit=1&offset=1`, { as: 'analyst' });
    expect(next.body).toMatchObject({ count: 3, size: 1, limit: 1, offset: 1 });
    expect(texts(next.body.data)).toEqual(['second (internal)']);
    // The user role sees no internal comment: not in the page, not in the count.
    const user = await t.get(`/cases/v2/case/${caseId}/comments?limit=1&offset=1`, { as: 'acme-user' });
    expect(user.body).toMatchObject({ count: 2, size: 1, limit: 1, offset: 1 });
    expect(texts(user.body.data)).toEqual(['first']);
    for (const offset of [5, 2147483647]) {
      const past = await t.get(`/cases/v2/case/${caseId}/comments?offset=${offset}`, { as: 'acme-user' });
      expect(past.status).toBe(200);
      expect(past.body).toMatchObject({ count: 2, size: 0, offset });
      expect(past.body.data).toEqual([]);
    }
  });

  it.each([
    ['limit', 'limit=abc'],
    ['limit', 'limit=-1'],
    ['limit', 'limit=1.5'],
    ['limit', 'limit=100001'],
    ['offset', 'offset=-1'],
  ])('answers 412 naming %s for %s, and changes nothing', async (field, query) => {
    const before = await t.database.prisma.caseComment.count();
    const res = await t.get(`/cases/v2/case/${caseId}/comments?${query}`, { as: 'analyst' });
    expect(res.status).toBe(412);
    expect(res.body).toMatchObject({ responseCode: 412, data: null });
    expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field });
    expect(await t.database.prisma.caseComment.count()).toBe(before);
  });

  it('another customer, a caller without a case function and a missing case get the same 404', async () => {
    const missing = await t.get(`/cases/v2/case/99999999/comments?limit=1`, { as: 'admin' });
    expect(missing.status).toBe(404);
    for (const as of ['globex-user', noFunctionKey]) {
      const res = await t.get(`/cases/v2/case/${caseId}/comments?limit=1`, { as });
      expect(res.status).toBe(404);
      expect(envelopeError(res)?.messageTemplate).toBe(envelopeError(missing)?.messageTemplate);
    }
  });
});

const EDGE = `query($id: ID!, $limit: Int, $offset: Int) {
  case(id: $id) { comments(limit: $limit, offset: $offset) { totalCount limit offset nodes { uuid comment internal author { shortName } createdTimestamp } } }
}`;

describe('Case.comments', () => {
  it('pages newest first, as REST does', async () => {
    const res = await t.graphql(EDGE, { id: String(caseId), limit: 2, offset: 0 }, { as: 'analyst' });
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.case.comments;
    expect(page).toMatchObject({ totalCount: 3, limit: 2, offset: 0 });
    expect(texts(page.nodes)).toEqual(['third', 'second (internal)']);
    expect(page.nodes[1]).toMatchObject({ internal: true, author: { shortName: 'analyst' } });
  });

  it.each([
    ['analyst', true],
    ['acme-user', false],
    ['acme-admin', true],
  ] as const)('shows %s every comment it may read, newest first (internal ones: %s)', async (as, internalToo) => {
    const edge = await t.graphql(EDGE, { id: String(caseId), limit: 25 }, { as });
    expect(edge.body.errors).toBeUndefined();
    const stored = await t.database.prisma.caseComment.findMany({ where: { caseId, ...(internalToo ? {} : { internal: false }) }, orderBy: { createdAt: 'desc' } });
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(edge.body.data.case.comments.nodes.map((c: { uuid: string; internal: boolean }) => [c.uuid, c.internal])).toEqual(stored.map((c) => [c.id, c.internal]));
    expect(edge.body.data.case.comments.totalCount).toBe(stored.length);
  });

  it('another customer\'s case and a caller without a case function reach no comment', async () => {
    for (const as of ['globex-user', noFunctionKey]) {
      const byId = await t.graphql(EDGE, { id: String(caseId) }, { as });
      expect(byId.body.data.case).toBeNull();
      expect(byId.body.errors[0].extensions.code).toBe('NOT_FOUND');
      const listed = await t.graphql('query($ids: [ID!]) { searchCases(input: { caseID: $ids }) { totalCount nodes { id comments { totalCount nodes { comment } } } } }', { ids: [caseId] }, { as });
      expect(listed.body.errors).toBeUndefined();
      expect(listed.body.data.searchCases).toEqual({ totalCount: 0, nodes: [] });
    }
  });

  it('is NOT_FOUND on the answer of an access mode change that hides the case from the caller', async () => {
    const reporter = await user(t, 'acme-user');
    const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: reporter.id, subject: 'to be hidden' });
    await t.database.prisma.caseComment.create({ data: { caseId: id, authorId: reporter.id, comment: 'before the change' } });
    const before = await t.graphql(EDGE, { id: String(id) }, { as: 'acme-admin' });
    expect(texts(before.body.data.case.comments.nodes)).toEqual(['before the change']);
    // In explicit mode the customer's own administrator is no longer let in. The first
    // mutation reads the same page while the case is still readable: the second must not
    // answer from what the first read (pages are not kept within a request).
    const res = await t.graphql(
      `mutation($id: ID!) {
        first: updateCase(input: { case: $id, priority: CRITICAL }) { case { comments { totalCount nodes { comment } } } }
        second: setCaseAccessMode(input: { case: $id, accessMode: EXPLICIT }) { case { databaseId accessMode comments { totalCount nodes { comment } } } }
      }`,
      { id: String(id) },
      { as: 'acme-admin' },
    );
    expect(res.body.data.first.case.comments).toEqual({ totalCount: 1, nodes: [{ comment: 'before the change' }] });
    expect(res.body.data.second.case).toMatchObject({ databaseId: id, accessMode: 'EXPLICIT', comments: null });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ path: ['second', 'case', 'comments'], extensions: { code: 'NOT_FOUND' } });
    const after = await t.graphql(EDGE, { id: String(id) }, { as: 'acme-admin' });
    expect(after.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it.each([
    ['limit', { limit: -1 }],
    ['offset', { offset: -1 }],
  ])('is INVALID_FIELD naming %s for a bad page', async (field, paging) => {
    const res = await t.graphql(EDGE, { id: String(caseId), ...paging }, { as: 'analyst' });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field });
  });
});

describe('statement counts of Case.comments', () => {
  const LIST = `query($ids: [ID!]) {
    searchCases(input: { caseID: $ids, limit: 100 }) { totalCount nodes { databaseId comments(limit: 2) { totalCount nodes { comment internal author { shortName customer { shortName } } } } } }
  }`;

  it('are the same for 5 and for 50 cases, each with its own page', async () => {
    const reporter = await user(t, 'acme-user');
    const analyst = await user(t, 'analyst');
    const ids: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: reporter.id, subject: `batch ${i}` });
      ids.push(id);
      await t.database.prisma.caseComment.createMany({
        data: [0, 1, 2].map((k) => ({ caseId: id, authorId: k === 1 ? analyst.id : reporter.id, comment: `case ${i} comment ${k}`, internal: k === 1, createdAt: new Date(Date.UTC(2026, 1, 1, 10, k)) })),
      });
    }
    const run = (some: number[]) => t.graphql(LIST, { ids: some }, { as: 'analyst' });
    const count = async (some: number[]) => {
      await run(some);
      const { result, statements } = await t.database.statements.capture(() => run(some));
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data.searchCases.nodes).toHaveLength(some.length);
      for (const item of result.body.data.searchCases.nodes as { databaseId: number; comments: { totalCount: number; nodes: { comment: string }[] } }[]) {
        const i = ids.indexOf(item.databaseId);
        expect(item.comments.totalCount).toBe(3);
        expect(texts(item.comments.nodes)).toEqual([`case ${i} comment 2`, `case ${i} comment 1`]);
      }
      // The comments of every case come in one statement.
      expect(statements.filter((sql) => sql.includes('FROM case_comment'))).toHaveLength(1);
      return statements.length;
    };
    const five = await count(ids.slice(0, 5));
    const fifty = await count(ids);
    expect(fifty).toBe(five);
    // The authentication statement, the search page, its count (on PostgreSQL in a transaction with a
    // local timeout: BEGIN, SET, count, COMMIT) and the comments: 6 on PGlite, 7 on PostgreSQL today.
    expect(five).toBeLessThanOrEqual(8);
  });
});
