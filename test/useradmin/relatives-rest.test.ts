// REST reads that moved from removed root fields to edges (issue #20, item 8):
// GET /function/{f}/children and /parents now read function(ref) and its
// edges, GET /group/{g}/permissions reads group(ref) { permissions }.
// Order and error cases the older tests leave open; black box over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../src/domains/identity/api-keys.ts';
import { envelopeError, startTestApp, type Response, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const F = '/useradmin/v2/function';
const G = '/useradmin/v2/group';
const fnNames = (res: Response) => (res.body.data as { name: string }[]).map((f) => f.name);

/** A user of acme holding only these functions on acme, as an API key. */
async function keyHolding(shortName: string, functions: string[]): Promise<string> {
  const prisma = t.database.prisma;
  const acme = await prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
  const user = await prisma.user.create({ data: { shortName, name: shortName, customerId: acme.id, domainId: acme.domainId } });
  const fns = await prisma.functionNode.findMany({ where: { name: { in: functions } } });
  expect(fns).toHaveLength(functions.length);
  await prisma.permission.createMany({ data: fns.map((f) => ({ userId: user.id, functionId: f.id, customerId: acme.id })) });
  return (await issueApiKey(prisma, t.config, { userId: user.id })).key;
}

describe('GET /function/{f}/children and /parents', () => {
  it('answers the list envelope ordered by name, upper and lower case names together', async () => {
    const children = await t.get(`${F}/NETWORK-MANAGER/children`, { as: 'analyst' });
    expect(children.status).toBe(200);
    const names = fnNames(children);
    expect(names.length).toBeGreaterThan(10);
    // Both names kinds are present, so the order below is a real test of the collation order (C on both test databases).
    expect(names.some((n) => /^[A-Z]/.test(n)) && names.some((n) => /^[a-z]/.test(n))).toBe(true);
    expect(names).toEqual([...names].sort());
    expect(children.body).toMatchObject({ responseCode: 200, count: names.length, size: names.length, limit: 0, offset: 0 });
    const parents = await t.get(`${F}/viewGroups/parents`, { as: 'analyst' });
    expect(parents.status).toBe(200);
    const parentNames = fnNames(parents);
    expect(parentNames.length).toBeGreaterThan(0);
    expect(parentNames).toEqual([...parentNames].sort());
  });

  it('names a function by id as by name', async () => {
    const fn = await t.database.prisma.functionNode.findUniqueOrThrow({ where: { name: 'POWER-USER' } });
    const byName = await t.get(`${F}/POWER-USER/children`, { as: 'analyst' });
    const byId = await t.get(`${F}/${fn.id}/children`, { as: 'analyst' });
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(byName.body);
  });

  it('answers 412 naming nameOrID for a malformed name, before looking it up', async () => {
    for (const path of [`${F}/bad%20name/children`, `${F}/bad%20name/parents`]) {
      const res = await t.get(path, { as: 'analyst' });
      expect(res.status, path).toBe(412);
      expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field: 'nameOrID' });
    }
  });

  it('answers 403 before 404: a caller who may not view functions learns nothing about a name', async () => {
    for (const path of [`${F}/noSuchFunction/children`, `${F}/noSuchFunction/parents`]) {
      const res = await t.get(path, { as: 'acme-user' });
      expect(res.status, path).toBe(403);
      expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR' });
    }
  });
});

describe('GET /group/{g}/permissions', () => {
  it('answers own and inherited grants together ordered by id', async () => {
    const prisma = t.database.prisma;
    const acme = await prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
    const [outer, inner] = await prisma.group.createManyAndReturn({
      data: ['order-outer', 'order-inner'].map((shortName) => ({ shortName, name: shortName, customerId: acme.id })),
    });
    await prisma.groupMember.create({ data: { groupId: outer!.id, memberGroupId: inner!.id } });
    const fns = await prisma.functionNode.findMany({ where: { name: { in: ['viewUsers', 'viewGroups', 'viewCustomers', 'viewFunctions'] } }, orderBy: { name: 'asc' } });
    expect(fns).toHaveLength(4);
    // Interleaved: ids alternate between the inner group's and the outer group's grants.
    for (const [i, f] of fns.entries()) {
      await prisma.permission.create({ data: { groupId: i % 2 === 0 ? inner!.id : outer!.id, functionId: f.id, customerId: acme.id } });
    }
    const res = await t.get(`${G}/order-inner/permissions?includeInherited=true`, { as: 'acme-admin' });
    expect(res.status).toBe(200);
    const rows = res.body.data as { id: number; subject: { type: string; shortName: string } }[];
    expect(rows.map((p) => p.subject.shortName)).toEqual(['order-inner', 'order-outer', 'order-inner', 'order-outer']);
    expect(rows.map((p) => p.id)).toEqual([...rows.map((p) => p.id)].sort((a, b) => a - b));
    expect(res.body).toMatchObject({ responseCode: 200, count: 4, limit: 0, offset: 0 });
    const own = await t.get(`${G}/order-inner/permissions?includeInherited=false`, { as: 'acme-admin' });
    expect(own.body.data.map((p: { subject: { shortName: string } }) => p.subject.shortName)).toEqual(['order-inner', 'order-inner']);
  });

  it('answers 404 for a missing or hidden group with includeInherited too, and 403 to a caller without viewGroups', async () => {
    for (const path of [`${G}/no-such-group/permissions?includeInherited=true`, `${G}/acme-staff/permissions?includeInherited=true`]) {
      const res = await t.get(path, { as: path.includes('acme-staff') ? 'globex-user' : 'acme-admin' });
      expect(res.status, path).toBe(404);
      expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'object.not.found' });
    }
    const key = await keyHolding('rest-no-view-groups', ['viewUsers']);
    for (const path of [`${G}/acme-staff/permissions`, `${G}/acme-staff/permissions?includeInherited=true`, `${G}/no-such-group/permissions`]) {
      const res = await t.get(path, { as: key });
      expect(res.status, path).toBe(403);
      expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR' });
    }
  });
});
