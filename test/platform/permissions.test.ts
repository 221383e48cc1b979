// The permission service: function graph closure, grants through nested
// groups, disabled groups, sub-customers, and a constant number of SQL
// statements however many objects are checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessService } from '../../src/auth/access.ts';
import { NotFoundError } from '../../src/errors.ts';
import type { Viewer } from '../../src/auth/viewer.ts';
import { issueApiKey } from '../../src/domains/identity/api-keys.ts';
import { grant } from '../../src/domains/identity/grants.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { startTestApp, type TestApp, COUNTING_STATEMENTS } from '../support/app.ts';

let t: TestApp;
let db: PrismaClient;
const customers: Record<string, number> = {};

async function fn(name: string, parents: string[], role = false) {
  const node = await db.functionNode.create({ data: { name, flags: role ? ['ROLE'] : [] } });
  for (const parent of parents) {
    const p = await db.functionNode.findUniqueOrThrow({ where: { name: parent } });
    await db.functionEdge.create({ data: { parentId: p.id, childId: node.id } });
  }
  return node;
}

async function user(shortName: string, customer = 'acme') {
  return db.user.create({ data: { shortName, name: shortName, customerId: customers[customer]!, domainId: 1 } });
}

async function group(shortName: string, customer = 'acme') {
  return db.group.create({ data: { shortName, name: shortName, customerId: customers[customer]! } });
}

function viewerOf(u: { id: number; shortName: string; customerId: number }): Viewer {
  return { userId: u.id, shortName: u.shortName, name: u.shortName, customerId: u.customerId, customerShortName: '', domainId: 1, via: { kind: 'apiKey', apiKeyId: 0 } };
}

beforeAll(async () => {
  t = await startTestApp({ env: COUNTING_STATEMENTS });
  db = t.database.prisma;
  for (const c of await db.customer.findMany()) customers[c.shortName] = c.id;
  // A small graph below the root:
  //   SYSTEM-ADMINISTRATOR -> T-ROLE-OUTER -> T-ROLE-INNER -> t.read, t.write
  //                                        -> t.extra
  //   SYSTEM-ADMINISTRATOR -> t.unrelated
  await fn('T-ROLE-OUTER', ['SYSTEM-ADMINISTRATOR'], true);
  await fn('T-ROLE-INNER', ['T-ROLE-OUTER'], true);
  await fn('t.read', ['T-ROLE-INNER']);
  await fn('t.write', ['T-ROLE-INNER']);
  await fn('t.extra', ['T-ROLE-OUTER']);
  await fn('t.unrelated', ['SYSTEM-ADMINISTRATOR']);
});
afterAll(async () => {
  await t?.close();
});

describe('function graph closure', () => {
  it('holding a role means holding every function below it, and nothing beside it', async () => {
    const u = await user('closure-user');
    await grant(db, { subject: { userId: u.id }, functionName: 'T-ROLE-OUTER', customerId: customers['acme']! });
    const access = createAccessService(t.database.sql, viewerOf(u));
    for (const name of ['T-ROLE-OUTER', 'T-ROLE-INNER', 't.read', 't.write', 't.extra']) {
      expect(await access.holds(name, customers['acme']!), name).toBe(true);
    }
    expect(await access.holds('t.unrelated', customers['acme']!)).toBe(false);
    expect(await access.holds('SYSTEM-ADMINISTRATOR', customers['acme']!)).toBe(false);
  });

  it('the root holds everything, including functions added later', async () => {
    const admin = await db.user.findUniqueOrThrow({ where: { shortName: 'admin' } });
    await fn('t.added-later', ['T-ROLE-INNER']);
    const access = createAccessService(t.database.sql, viewerOf(admin));
    expect(await access.holds('t.added-later', customers['globex']!)).toBe(true);
    expect(await access.holds('t.unrelated', customers['acme-emea']!)).toBe(true);
  });

  it('an anonymous viewer holds nothing and is asked to authenticate', async () => {
    const access = createAccessService(t.database.sql, null);
    expect(await access.holds('t.read', customers['acme']!)).toBe(false);
    await expect(access.require('t.read', customers['acme']!)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('require answers FORBIDDEN for a known viewer without the function', async () => {
    const u = await user('nothing-user');
    await expect(createAccessService(t.database.sql, viewerOf(u)).require('t.read', customers['acme']!)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('customers', () => {
  it('a grant on a customer passes to its sub-customers, not to its parent or siblings', async () => {
    const u = await user('subtree-user');
    await grant(db, { subject: { userId: u.id }, functionName: 't.read', customerId: customers['acme']! });
    const access = createAccessService(t.database.sql, viewerOf(u));
    expect(await access.holds('t.read', customers['acme']!)).toBe(true);
    expect(await access.holds('t.read', customers['acme-emea']!)).toBe(true);
    expect(await access.holds('t.read', customers['operator']!)).toBe(false);
    expect(await access.holds('t.read', customers['globex']!)).toBe(false);
    expect((await access.customersWith('t.read')).sort()).toEqual([customers['acme']!, customers['acme-emea']!].sort());
  });

  it('a grant on the operator reaches every customer', async () => {
    const u = await user('operator-wide', 'operator');
    await grant(db, { subject: { userId: u.id }, functionName: 't.read', customerId: customers['operator']! });
    const access = createAccessService(t.database.sql, viewerOf(u));
    expect((await access.customersWith('t.read')).length).toBe(Object.keys(customers).length);
  });
});

describe('reach decided without a look-up (reachesNow)', () => {
  it('answers as reaches whenever it answers, and answers once reaches has learnt what it needs', async () => {
    const u = await user('reach-now-user', 'acme-emea');
    await grant(db, { subject: { userId: u.id }, functionName: 't.read', customerId: customers['acme-emea']! });
    const all = await db.customer.findMany({ select: { id: true, path: true } });
    const ids = [...all.map((c) => c.id), 0];
    const emeaPath = all.find((c) => c.id === customers['acme-emea'])!.path;
    const grants = new Map([['t.read', new Set([customers['acme-emea']!])]]);
    // The viewer as authentication builds it (grants and path with it), and as a bare one (both loaded on demand).
    const viewers: Viewer[] = [{ ...viewerOf(u), customerPath: emeaPath, grants }, viewerOf(u)];
    let decidedAtOnce = 0;
    for (const viewer of viewers) {
      const access = createAccessService(t.database.sql, viewer);
      const before = ids.map((id) => access.reachesNow(id));
      const after: boolean[] = [];
      for (const id of ids) after.push(await access.reaches(id));
      // Some customers of each kind: within reach (its own, below it, its service providers above) and not.
      expect(after.filter(Boolean).length).toBeGreaterThan(1);
      expect(after.filter((seen) => !seen).length).toBeGreaterThan(1);
      ids.forEach((id, i) => {
        if (before[i] !== undefined) expect({ id, now: before[i] }).toEqual({ id, now: after[i] });
        // Every path reaches needed is known now: the decision needs no look-up any more.
        expect({ id, now: access.reachesNow(id) }).toEqual({ id, now: after[i] });
      });
      decidedAtOnce += before.filter((now) => now !== undefined).length;
    }
    // With the grants and path that come with an authenticated viewer, its own customer and those above it need nothing.
    expect(decidedAtOnce).toBeGreaterThanOrEqual(emeaPath.length + 1);
    // A customer given with its path (a row that brought it) is decided at once, either way.
    const access = createAccessService(t.database.sql, viewers[0]!);
    for (const c of all) expect(access.reachesNow(c)).toBe(await createAccessService(t.database.sql, viewers[0]!).reaches(c.id));
  });
});

describe('the visibility rule inside a look-up (visibleFilter)', () => {
  it('finds exactly the customers requireVisible shows, for every form of the rule', async () => {
    const u = await user('visible-filter-user', 'acme-emea');
    await grant(db, { subject: { userId: u.id }, functionName: 't.read', customerId: customers['acme-emea']! });
    await grant(db, { subject: { userId: u.id }, functionName: 't.write', customerId: customers['globex']! });
    // A customer beside acme that the user holds nothing for (out of its reach).
    const root = await db.customer.findFirstOrThrow({ where: { parentId: null, domainId: 1 } });
    await db.customer.create({ data: { shortName: 'visible-filter-other', name: 'Other', domainId: 1, parentId: root.id } });
    const all = await db.customer.findMany({ select: { id: true } });
    const hidden = new NotFoundError('Customer', 'visible-filter');
    const missing = () => hidden;
    // (operation, visibleWith): by grants of the operation and of viewing functions, and without them the reach rule.
    const forms: [string, string[] | undefined][] = [['t.write', ['t.read']], ['t.write', []], ['t.read', ['t.write']], ['t.write', undefined]];
    for (const [fn, visibleWith] of forms) {
      const access = createAccessService(t.database.sql, viewerOf(u));
      const found = await db.customer.findMany({ where: await access.visibleFilter(fn, visibleWith), select: { id: true } });
      const shown: number[] = [];
      for (const { id } of all) {
        const refused = await access.requireVisible(fn, id, missing, visibleWith).then(() => null, (e: unknown) => e);
        if (refused !== hidden) shown.push(id);
      }
      const label = `${fn} visible with ${JSON.stringify(visibleWith ?? 'reach')}`;
      // Some customers of each kind, so that the comparison can fail both ways.
      expect(shown.length, label).toBeGreaterThan(0);
      expect(shown.length, label).toBeLessThan(all.length);
      expect(found.map((c) => c.id).sort((a, b) => a - b), label).toEqual(shown.sort((a, b) => a - b));
    }
  });
});

describe('groups', () => {
  it('grants pass to members of nested groups', async () => {
    const u = await user('nested-member');
    const inner = await group('g-inner');
    const middle = await group('g-middle');
    const outer = await group('g-outer');
    await db.groupMember.create({ data: { groupId: inner.id, userId: u.id } });
    await db.groupMember.create({ data: { groupId: middle.id, memberGroupId: inner.id } });
    await db.groupMember.create({ data: { groupId: outer.id, memberGroupId: middle.id } });
    await grant(db, { subject: { groupId: outer.id }, functionName: 'T-ROLE-INNER', customerId: customers['acme-emea']! });
    const access = createAccessService(t.database.sql, viewerOf(u));
    expect(await access.holds('t.write', customers['acme-emea']!)).toBe(true);
    expect(await access.holds('t.write', customers['acme']!)).toBe(false);
  });

  it('a disabled group grants nothing and passes nothing on', async () => {
    const u = await user('disabled-chain-member');
    const inner = await group('dg-inner');
    const outer = await group('dg-outer');
    await db.groupMember.create({ data: { groupId: inner.id, userId: u.id } });
    await db.groupMember.create({ data: { groupId: outer.id, memberGroupId: inner.id } });
    await grant(db, { subject: { groupId: inner.id }, functionName: 't.read', customerId: customers['acme']! });
    await grant(db, { subject: { groupId: outer.id }, functionName: 't.write', customerId: customers['acme']! });
    const check = async () => {
      const access = createAccessService(t.database.sql, viewerOf(u));
      return [await access.holds('t.read', customers['acme']!), await access.holds('t.write', customers['acme']!)];
    };
    expect(await check()).toEqual([true, true]);
    await db.group.update({ where: { id: outer.id }, data: { flags: ['DISABLED'] } });
    expect(await check()).toEqual([true, false]);
    await db.group.update({ where: { id: inner.id }, data: { flags: ['DISABLED'] } });
    await db.group.update({ where: { id: outer.id }, data: { flags: [] } });
    // The inner group is the user's only way into the outer one.
    expect(await check()).toEqual([false, false]);
  });

  it('terminates on a membership cycle', async () => {
    const u = await user('cycle-member');
    const a = await group('cycle-a');
    const b = await group('cycle-b');
    await db.groupMember.create({ data: { groupId: a.id, userId: u.id } });
    await db.groupMember.create({ data: { groupId: b.id, memberGroupId: a.id } });
    await db.groupMember.create({ data: { groupId: a.id, memberGroupId: b.id } });
    await grant(db, { subject: { groupId: b.id }, functionName: 't.extra', customerId: customers['acme']! });
    expect(await createAccessService(t.database.sql, viewerOf(u)).holds('t.extra', customers['acme']!)).toBe(true);
  });

  it('the database refuses a group that contains itself and a member that is both user and group', async () => {
    const g = await group('self-member');
    const u = await user('both-kinds');
    // Each refused by the constraint it is about (a bare toThrow would take any error, a foreign key's too).
    await expect(db.groupMember.create({ data: { groupId: g.id, memberGroupId: g.id } })).rejects.toThrow(/group_member_not_self/);
    await expect(db.groupMember.create({ data: { groupId: g.id, memberGroupId: g.id, userId: u.id } })).rejects.toThrow(/group_member_(one_subject|not_self)/);
    await expect(db.groupMember.create({ data: { groupId: g.id, memberGroupId: (await group('other-member')).id, userId: u.id } })).rejects.toThrow(/group_member_one_subject/);
    const fn = await db.functionNode.findFirstOrThrow({ select: { id: true } });
    await expect(db.permission.create({ data: { functionId: fn.id, customerId: customers['acme']! } })).rejects.toThrow(/permission_one_subject/);
  });

  it('nested-group grants decide what a user sees over HTTP', async () => {
    const u = await user('http-nested', 'globex');
    const inner = await group('http-inner', 'globex');
    const outer = await group('http-outer', 'globex');
    await db.groupMember.create({ data: { groupId: inner.id, userId: u.id } });
    await db.groupMember.create({ data: { groupId: outer.id, memberGroupId: inner.id } });
    const { key } = await issueApiKey(db, t.config, { userId: u.id });
    expect((await t.get('/customers/v1/customer', { as: key })).status).toBe(403);
    await grant(db, { subject: { groupId: outer.id }, functionName: 'STANDARD-USER', customerId: customers['acme']! });
    const res = await t.get('/customers/v1/customer', { as: key });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { shortName: string }) => c.shortName).sort()).toEqual(['acme', 'acme-emea']);
  });
});

describe('statements per request', () => {
  it('checking many customers costs the same statements as checking one', async () => {
    const u = await user('many-checks');
    await grant(db, { subject: { userId: u.id }, functionName: 't.read', customerId: customers['acme']! });
    const many = await Promise.all(
      Array.from({ length: 40 }, (_, i) => db.customer.create({ data: { shortName: `many-${i}`, name: `Many ${i}`, domainId: 1, parentId: i % 2 ? customers['acme']! : customers['globex']! } })),
    );
    const one = await t.database.statements.capture(async () => {
      const access = createAccessService(t.database.sql, viewerOf(u));
      return access.holds('t.read', many[0]!.id);
    });
    const all = await t.database.statements.capture(async () => {
      const access = createAccessService(t.database.sql, viewerOf(u));
      return Promise.all(many.map((c) => access.holds('t.read', c.id)));
    });
    expect(all.result.filter(Boolean).length).toBe(20);
    expect(all.statements.length).toBe(one.statements.length);
    expect(all.statements.length).toBeLessThanOrEqual(2);
  });
});

describe('customer paths (kept by the database)', () => {
  const pathOf = async (id: number) => (await db.customer.findUniqueOrThrow({ where: { id } })).path;

  it('gives a new customer its parent path plus itself, whoever inserts it', async () => {
    const top = await db.customer.create({ data: { shortName: 'path-top', name: 'Top', domainId: 1 } });
    const mid = await db.customer.create({ data: { shortName: 'path-mid', name: 'Mid', domainId: 1, parentId: top.id } });
    const low = await db.customer.create({ data: { shortName: 'path-low', name: 'Low', domainId: 1, parentId: mid.id } });
    expect(await pathOf(top.id)).toEqual([top.id]);
    expect(await pathOf(low.id)).toEqual([top.id, mid.id, low.id]);
    // A path written by hand on insert is replaced by the real one.
    const forged = await db.customer.create({ data: { shortName: 'path-forged', name: 'F', domainId: 1, parentId: top.id, path: [customers['globex']!] } });
    expect(await pathOf(forged.id)).toEqual([top.id, forged.id]);
  });

  it('moves a whole subtree, and grants follow the move', async () => {
    const a = await db.customer.create({ data: { shortName: 'move-a', name: 'A', domainId: 1, parentId: customers['acme']! } });
    const b = await db.customer.create({ data: { shortName: 'move-b', name: 'B', domainId: 1, parentId: a.id } });
    const u = await user('mover');
    await grant(db, { subject: { userId: u.id }, functionName: 't.read', customerId: customers['acme']! });
    expect(await createAccessService(t.database.sql, viewerOf(u)).holds('t.read', b.id)).toBe(true);
    await db.customer.update({ where: { id: a.id }, data: { parentId: customers['globex']! } });
    expect(await pathOf(a.id)).toEqual([customers['operator']!, customers['globex']!, a.id]);
    expect(await pathOf(b.id)).toEqual([customers['operator']!, customers['globex']!, a.id, b.id]);
    expect(await createAccessService(t.database.sql, viewerOf(u)).holds('t.read', b.id)).toBe(false);
  });

  it('refuses to place a customer below itself', async () => {
    const a = await db.customer.create({ data: { shortName: 'cycle-top', name: 'A', domainId: 1, parentId: customers['globex']! } });
    const b = await db.customer.create({ data: { shortName: 'cycle-low', name: 'B', domainId: 1, parentId: a.id } });
    await expect(db.customer.update({ where: { id: a.id }, data: { parentId: b.id } })).rejects.toThrow(/below itself/);
    expect(await pathOf(a.id)).toEqual([customers['operator']!, customers['globex']!, a.id]);
  });
});
