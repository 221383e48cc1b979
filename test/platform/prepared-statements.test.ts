// Statements PostgreSQL keeps prepared (src/db/statement-names.ts): Vigil's
// marked statements from their first use, any other text from its fifth;
// long texts never; a bounded number in all. On PostgreSQL, a prepared
// statement answers every later call with that call's values: the lookup
// prepared on one customer's address answers another's, and each viewer
// still sees only its own customers' networks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { StatementNamer } from '../../src/db/statement-names.ts';
import { buildServer } from '../../app/server.ts';
import type { FastifyInstance } from 'fastify';
import { startTestApp, type TestApp } from '../support/app.ts';

describe('statement names', () => {
  const limits = { threshold: 5, maxNamed: 2, maxLength: 100, maxCandidates: 3 };

  it('names a marked statement from its first use, after its marker', () => {
    const names = new StatementNamer(limits);
    expect(names.nameFor('/* vigil:network-add */ INSERT INTO x VALUES ($1)')).toBe('vigil_network_add');
    expect(names.namedCount).toBe(1);
  });

  it('counts marked statements against the same limit as the others', () => {
    const names = new StatementNamer(limits);
    expect(names.nameFor('/* vigil:a */ SELECT 1')).toBe('vigil_a');
    expect(names.nameFor('/* vigil:b */ SELECT 2')).toBe('vigil_b');
    expect(names.nameFor('/* vigil:c */ SELECT 3')).toBeUndefined();
    expect(Array.from({ length: 5 }, () => names.nameFor('SELECT 4')).at(-1)).toBeUndefined();
    expect(names.namedCount).toBe(2);
    expect(names.nameFor('/* vigil:a */ SELECT 1')).toBe('vigil_a');
  });

  it('names a further text under a used marker only from its fifth use, under a name of its own', () => {
    const names = new StatementNamer({ ...limits, maxNamed: 10 });
    const first = '/* vigil:search */ SELECT 1 WHERE a = $1';
    const other = '/* vigil:search */ SELECT 1 WHERE b = $1';
    expect(names.nameFor(first)).toBe('vigil_search');
    expect(Array.from({ length: 4 }, () => names.nameFor(other))).toEqual([undefined, undefined, undefined, undefined]);
    expect(names.nameFor(other)).toBe('vigil_search.2');
    expect(names.nameFor(other)).toBe('vigil_search.2');
    expect(names.nameFor(first)).toBe('vigil_search');
  });

  it('holds at most the limit however many texts one marker carries', () => {
    const names = new StatementNamer({ ...limits, maxNamed: 3 });
    const given = new Set<string>();
    for (let i = 0; i < 100; i++) {
      for (let use = 0; use < 5; use++) {
        const name = names.nameFor(`/* vigil:search */ SELECT ${i}`);
        if (name) given.add(name);
      }
    }
    expect([...given].sort()).toEqual(['vigil_search', 'vigil_search.2', 'vigil_search.3']);
    expect(names.namedCount).toBe(3);
  });

  it('names an unmarked text from its fifth use on, the same name every time', () => {
    const names = new StatementNamer(limits);
    const sql = 'SELECT id FROM t WHERE id = $1';
    expect(Array.from({ length: 4 }, () => names.nameFor(sql))).toEqual([undefined, undefined, undefined, undefined]);
    expect(names.nameFor(sql)).toBe('vigil_auto_1');
    expect(names.nameFor(sql)).toBe('vigil_auto_1');
    expect(names.nameFor('SELECT id FROM t WHERE id = $2')).toBeUndefined();
  });

  it('never names a text longer than the limit, nor more texts than the limit', () => {
    const names = new StatementNamer(limits);
    const long = `SELECT ${'x, '.repeat(50)}1`;
    for (let i = 0; i < 10; i++) expect(names.nameFor(long)).toBeUndefined();
    const texts = ['SELECT 1', 'SELECT 2', 'SELECT 3'];
    const last = texts.map((sql) => Array.from({ length: 5 }, () => names.nameFor(sql)).at(-1));
    expect(last).toEqual(['vigil_auto_1', 'vigil_auto_2', undefined]);
    expect(names.namedCount).toBe(2);
  });

  it('forgets the uses of rare texts when its table is full', () => {
    const names = new StatementNamer(limits);
    for (let i = 0; i < 4; i++) names.nameFor('SELECT hot');
    // With the hot text two others fill the table; a third empties it, the hot text's uses with it.
    for (const sql of ['SELECT a', 'SELECT b', 'SELECT c']) names.nameFor(sql);
    expect(names.nameFor('SELECT hot')).toBeUndefined();
  });
});

// pg_prepared_statements shows one connection's statements: the server under
// test runs on a pool of one connection.
describe.skipIf(!process.env['TEST_DATABASE_URL'])('prepared statements on PostgreSQL', () => {
  let t: TestApp;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await startTestApp();
    database = await openDatabase({ kind: 'postgres', url: t.databaseUrl!, poolSize: 1, schema: undefined });
    ({ app } = await buildServer({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await t?.close();
  });

  const lookup = async (address: string, as: 'analyst' | 'acme-user' | 'globex-user') => {
    const response = await app.inject({ method: 'GET', url: `/customernetworks/v1/network?addresses=${address}`, headers: { 'service-api-key': t.keys[as]! } });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ count: number; data: { networkAddress: { prefix: string }; customer: { shortName: string } }[] }>();
    return body.data.map((n) => `${n.customer.shortName} ${n.networkAddress.prefix}`).sort();
  };

  const prepared = async () =>
    database.prisma.$queryRawUnsafe<{ name: string; statement: string }[]>('SELECT name, statement FROM pg_prepared_statements ORDER BY name');

  it('prepares the network lookup after its fifth use and answers each later lookup with its own address and viewer', async () => {
    const first = await lookup('192.0.2.53', 'analyst');
    expect(first).toEqual(['acme 192.0.2.0/24', 'acme 192.0.2.53/32']);
    for (let i = 0; i < 5; i++) expect(await lookup('192.0.2.53', 'analyst')).toEqual(first);

    const statements = await prepared();
    const lookupStatement = statements.find((s) => s.name.startsWith('vigil_auto_') && s.statement.includes('"customer_network"') && /"network" IN \(/.test(s.statement));
    expect(lookupStatement, statements.map((s) => s.name).join(', ')).toBeDefined();
    // Vigil's marked statements are prepared under their markers.
    expect(statements.map((s) => s.name)).toContain('vigil_apikey');

    // The same text (33 prefixes of an IPv4 host) with other values and other viewers.
    expect(await lookup('10.10.1.1', 'analyst')).toEqual(['acme 10.10.0.0/16']);
    expect(await lookup('198.51.100.7', 'globex-user')).toEqual(['globex 198.51.100.0/24']);
    expect(await lookup('198.51.100.7', 'acme-user')).toEqual([]);
    expect(await lookup('192.0.2.53', 'globex-user')).toEqual([]);
    expect(await lookup('192.0.2.53', 'acme-user')).toEqual(first);
    expect((await prepared()).filter((s) => s.statement === lookupStatement!.statement)).toHaveLength(1);
  });

  it('prepares a case search under its fixed markers, not one more statement per combination of criteria', async () => {
    const casesPrepared = async () => (await prepared()).map((s) => s.name).filter((name) => name.startsWith('vigil_case'));
    const before = await casesPrepared();
    // The first reads one case of several: its page does not end the list, so it is counted too.
    const criteria = [{ limit: 1 }, { priority: ['high'] }, { status: ['pendingSoc'] }, { keywords: ['phishing'] }, { customer: ['acme'] }, { customer: ['globex'], priority: ['high', 'low'] }, { status: ['pendingCustomer'], sortBy: ['id'] }];
    for (const body of criteria) {
      const response = await app.inject({ method: 'POST', url: '/cases/v2/case/search', headers: { 'service-api-key': t.keys['analyst']! }, payload: body });
      expect(response.statusCode, response.body).toBe(200);
    }
    const added = (await casesPrepared()).filter((name) => !before.includes(name));
    // The first search's page and count texts; the other combinations, each used once, stay unprepared.
    expect(added.sort()).toEqual(['vigil_cases_count', 'vigil_cases_search']);
  });

  it('leaves a statement used once unprepared', async () => {
    await database.prisma.$queryRawUnsafe('SELECT 41 + 1 AS used_once');
    expect((await prepared()).some((s) => s.statement.includes('used_once'))).toBe(false);
  });
});
