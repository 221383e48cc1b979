// A list endpoint's SQL statement count must not grow with the list: no
// query per row, through REST and through GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitSharedLinks, sharedLinkCount } from '../../src/graphql/shared-response-paths.ts';
import { startTestApp, type TestApp, COUNTING_STATEMENTS } from '../support/app.ts';
import { requestStatements } from '../support/statements.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: COUNTING_STATEMENTS });
});
afterAll(async () => {
  await t?.close();
});

async function statementsFor(work: () => Promise<{ status: number }>) {
  await work(); // warm: the key's last-used stamp is written once a minute, not per request
  const { result, statements } = await t.database.statements.capture(work);
  expect(result.status).toBe(200);
  return requestStatements(statements).length;
}

async function addCustomers(count: number, prefix: string) {
  const acme = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
  await t.database.prisma.customer.createMany({
    data: Array.from({ length: count }, (_, i) => ({ shortName: `${prefix}-${i}`, name: `${prefix} ${i}`, domainId: acme.domainId, parentId: acme.id })),
  });
}

describe('statement counts', () => {
  it('authentication and every permission check of a request cost one statement (grants come with the key)', async () => {
    const read = () => t.get('/customers/v1/customer?limit=100', { as: 'acme-admin' });
    await read();
    const { statements } = await t.database.statements.capture(read);
    const ours = statements.filter((sql) => sql.startsWith('/* vigil:'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(/^\/\* vigil:apikey \*\//);
    expect(statements.some((sql) => /WITH RECURSIVE/.test(sql) && !sql.startsWith('/* vigil:apikey'))).toBe(false);
  });

  it('a single customer read checks access on the row it reads: no look-up of its own', async () => {
    const read = () => t.get('/customers/v1/customer/acme-emea', { as: 'acme-user' });
    await read();
    const { statements } = await t.database.statements.capture(read);
    expect(requestStatements(statements).filter((sql) => sql.startsWith('/* vigil:'))).toHaveLength(1);
  });

  it('GET /customers/v1/customer runs the same statements for 2 and for 60 customers', async () => {
    const list = () => t.get('/customers/v1/customer?limit=100', { as: 'acme-user' });
    const small = await statementsFor(list);
    expect((await list()).body.size).toBe(2);
    await addCustomers(58, 'bulk');
    const large = await statementsFor(list);
    expect((await list()).body.size).toBe(60);
    expect(large).toBe(small);
  });

  it('a nested GraphQL list (customers with domain and parent) does not grow either', async () => {
    const query = () =>
      t.graphql('{ customers(limit: 200) { totalCount nodes { shortName domain { name } parent { shortName domain { name } } } } }', {}, { as: 'analyst' });
    const before = await statementsFor(query);
    await addCustomers(30, 'more');
    const after = await statementsFor(query);
    expect((await query()).body.data.customers.nodes.length).toBeGreaterThan(60);
    expect(after).toBe(before);
  });

  it('a relation below a relation is loaded once, by the planned query (graphql-jit keeps Pothos plans)', async () => {
    // authentication, count, and the page with the parents and their domains joined in (Prisma's
    // relationJoins). Without shared response-path links (src/graphql/shared-response-paths.ts)
    // graphql-jit made Pothos reload the parents' level. statementsFor measures the second run,
    // the one graphql-jit compiled (src/graphql/jit-when-repeated.ts); the first, through
    // graphql-js, costs the same.
    const nested = () => t.graphql('{ customers { nodes { shortName parent { shortName domain { name } } } } }', {}, { as: 'admin' });
    await t.graphql('{ currentUser { shortName } }', {}, { as: 'admin' }); // the key's last-used stamp
    const first = await t.database.statements.capture(nested);
    // The reference rule (src/auth/references.ts) checks that each parent shown is within the
    // caller's reach; a parent that is neither a grant root nor above the caller's customer needs
    // its path. The list reads every listed customer's path, and here every parent is listed
    // too, so no look-up of paths is left (one batched look-up for the whole answer otherwise).
    expect(first.statements.length).toBe(3);
    expect(first.statements.filter((sql) => sql.startsWith('/* vigil:customer-paths */'))).toHaveLength(0);
    expect(await statementsFor(nested)).toBe(3);
    expect((await nested()).body.data.customers.nodes.find((c: { shortName: string }) => c.shortName === 'acme').parent).toEqual({ shortName: 'operator', domain: { name: 'vigil' } });
  });

  it('response-path links: positions already seen add none; past the bound a new tree starts and no answer or statement count changes', async () => {
    const nested = () => t.graphql('{ customers { nodes { shortName parent { shortName domain { name } } } } }', {}, { as: 'admin' });
    const expected = (await nested()).body;
    // The parents' paths come with the list (see above).
    expect(await statementsFor(nested)).toBe(3);
    const links = sharedLinkCount();
    await nested();
    // The same positions again: no new links.
    expect(sharedLinkCount()).toBe(links);
    limitSharedLinks(5);
    try {
      // Every request now starts a new tree (the bound is passed at once); concurrent ones keep their own.
      const answers = await Promise.all(Array.from({ length: 4 }, () => nested()));
      for (const answer of answers) expect(answer.body).toEqual(expected);
      expect(await statementsFor(nested)).toBe(3);
    } finally {
      limitSharedLinks(200_000);
    }
  });
});
