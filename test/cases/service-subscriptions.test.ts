// The customers a case service subscribes (POST/PUT /cases/v2/service): named
// in one statement however many, the first unknown one the 412, and never more
// than one page of them (MAX_PAGE_SIZE): a write beyond is refused before any of
// it is stored (REST shows a service's customers whole, on one page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTING_STATEMENTS, envelopeError, startTestApp, type TestApp } from '../support/app.ts';
import { requestStatements } from '../support/statements.ts';

const MAX = 20;
const PATH = '/cases/v2/service';
let t: TestApp;
let customers: { id: number; shortName: string }[];

beforeAll(async () => {
  t = await startTestApp({ env: { ...COUNTING_STATEMENTS, MAX_PAGE_SIZE: String(MAX), DEFAULT_PAGE_SIZE: '10' } });
  const acme = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
  customers = await t.database.prisma.customer.createManyAndReturn({
    data: Array.from({ length: MAX + 2 }, (_, i) => ({ shortName: `subscriber-${i}`, name: `Subscriber ${i}`, domainId: acme.domainId, parentId: acme.id })),
    select: { id: true, shortName: true },
  });
});
afterAll(async () => {
  await t?.close();
});

const post = (body: unknown, as = 'admin') => t.request('POST', PATH, { body, as });
const put = (key: string, body: unknown, as = 'admin') => t.request('PUT', `${PATH}/${key}`, { body, as });
const service = (shortName: string, customersToAdd: unknown[]) => ({ shortName, name: shortName, customersToAdd });
const subscribed = async (shortName: string) =>
  (await t.database.prisma.caseServiceSubscription.findMany({ where: { service: { shortName } }, select: { customerId: true }, orderBy: { customerId: 'asc' } })).map((s) => s.customerId);

/** Statements of one write (the key warmed by an earlier request). */
async function statementsOfWrite(work: () => Promise<{ status: number }>) {
  const { result, statements } = await t.database.statements.capture(work);
  return { status: result.status, count: requestStatements(statements).length };
}

describe('case service subscriptions', () => {
  it('names many customers in the statements of two, by short name, id or global id, in POST and PUT', async () => {
    await t.get(PATH, { as: 'admin' });
    const few = await statementsOfWrite(() => post(service('subs-few', customers.slice(0, 2).map((c) => c.shortName))));
    const many = await statementsOfWrite(() => post(service('subs-many', customers.slice(0, 12).map((c, i) => (i % 2 ? c.shortName : c.id)))));
    expect([few.status, many.status]).toEqual([201, 201]);
    expect(many.count).toBe(few.count);
    expect(await subscribed('subs-many')).toEqual(customers.slice(0, 12).map((c) => c.id));
    const gid = (await t.graphql('query ($s: String!) { customer(ref: { shortName: $s }) { id } }', { s: customers[14]!.shortName }, { as: 'admin' })).body.data.customer.id as string;
    const addFew = await statementsOfWrite(() => put('subs-few', { customersToAdd: [customers[12]!.shortName, customers[13]!.id] }));
    const addMany = await statementsOfWrite(() => put('subs-many', { customersToAdd: [...customers.slice(15, 19).map((c) => c.shortName), gid], customersToRemove: customers.slice(0, 6).map((c) => c.shortName) }));
    const addFewAgain = await statementsOfWrite(() => put('subs-few', { customersToAdd: [customers[15]!.shortName], customersToRemove: [customers[12]!.id] }));
    expect([addFew.status, addMany.status, addFewAgain.status]).toEqual([200, 200, 200]);
    expect(addMany.count).toBe(addFewAgain.count);
    expect(await subscribed('subs-many')).toEqual([...customers.slice(6, 12), customers[14]!, ...customers.slice(15, 19)].map((c) => c.id).sort((a, b) => a - b));
    expect(await subscribed('subs-few')).toEqual([customers[0]!, customers[1]!, customers[13]!, customers[15]!].map((c) => c.id));
    const shown = await t.get(`${PATH}/subs-few`, { as: 'admin' });
    expect(shown.body.data.customers.map((c: { shortName: string }) => c.shortName)).toEqual([0, 1, 13, 15].map((i) => customers[i]!.shortName));
  });

  it('refuses the first customer that names nothing, or is malformed, naming customersToAdd, and stores nothing', async () => {
    const known = customers.slice(0, 3).map((c) => c.shortName);
    for (const [keys, value] of [
      [[...known, 'no-such-customer', 'also-missing'], 'no-such-customer'],
      [[known[0], 'no-such-customer', 'not a short name!'], 'no-such-customer'],
      [[known[0], 'not a short name!', 'no-such-customer'], 'not a short name!'],
      [[known[0], 2147483647], '2147483647'],
    ] as const) {
      const res = await post(service('subs-refused', [...keys]));
      expect(res.status, JSON.stringify(keys)).toBe(412);
      expect(envelopeError(res), JSON.stringify(keys)).toMatchObject({ field: 'customersToAdd' });
      expect(JSON.stringify(res.body.messages), JSON.stringify(keys)).toContain(value);
      expect((await t.get(`${PATH}/subs-refused`, { as: 'admin' })).status).toBe(404);
    }
    const before = await subscribed('subs-few');
    const res = await put('subs-few', { customersToAdd: [customers[19]!.shortName, 'no-such-customer'] });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ field: 'customersToAdd' });
    expect(await subscribed('subs-few')).toEqual(before);
  });

  it(`subscribes at most MAX_PAGE_SIZE (${MAX}) customers: beyond, a 412 on customersToAdd and nothing stored`, async () => {
    const over = await post(service('subs-wide', customers.slice(0, MAX + 1).map((c) => c.shortName)));
    expect(over.status).toBe(412);
    expect(envelopeError(over)).toMatchObject({ field: 'customersToAdd' });
    expect((await t.get(`${PATH}/subs-wide`, { as: 'admin' })).status).toBe(404);
    expect(await t.database.prisma.functionNode.count({ where: { name: { startsWith: 'CASES-SUBS-WIDE' } } })).toBe(0);
    const full = await post(service('subs-wide', customers.slice(0, MAX).map((c) => c.shortName)));
    expect(full.status).toBe(201);
    expect(full.body.data.customers).toHaveLength(MAX);
    const grow = await put('subs-wide', { name: 'Renamed', customersToAdd: [customers[MAX]!.shortName] });
    expect(grow.status).toBe(412);
    expect(envelopeError(grow)).toMatchObject({ field: 'customersToAdd' });
    const after = await t.get(`${PATH}/subs-wide`, { as: 'admin' });
    expect(after.status).toBe(200);
    expect(after.body.data.name).toBe('subs-wide');
    expect(after.body.data.customers).toHaveLength(MAX);
    // Swapping one for another stays within the page.
    const swap = await put('subs-wide', { customersToAdd: [customers[MAX]!.shortName], customersToRemove: [customers[0]!.shortName] });
    expect(swap.status).toBe(200);
    expect(swap.body.data.customers).toHaveLength(MAX);
    expect(await subscribed('subs-wide')).toEqual(customers.slice(1, MAX + 1).map((c) => c.id));
  });

  it('a caller without manageCaseServices on the operator changes nothing (403), whatever customers it names', async () => {
    const before = await subscribed('subs-few');
    for (const as of ['acme-admin', 'globex-user'] as const) {
      const res = await put('subs-few', { customersToAdd: [customers[20]!.shortName, 'no-such-customer'] }, as);
      expect(res.status, as).toBe(403);
    }
    expect(await subscribed('subs-few')).toEqual(before);
  });
});
