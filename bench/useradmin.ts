// `npm run bench:useradmin`: effective permission resolution and the group
// list of /useradmin/v2, on a 500-function graph with a user in 20 nested
// groups.
//
// 1. Resolution alone (the SQL the authentication statement embeds): the
//    closure-table form Vigil uses against the recursive walk of the graph
//    it replaced, sequentially, with percentiles.
// 2. Whole requests under load (autocannon): an authenticated request that
//    needs the user's effective functions, and the group list through REST,
//    GraphQL and a floor (bare Fastify running the same Prisma reads with no
//    authentication, GraphQL or envelope), with SQL statements per request.
//
// In-memory PGlite by default; DATABASE_URL=postgresql://... uses a
// throwaway database on that server (dropped at the end).
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { grantsJson } from '../src/auth/access.ts';
import { loadConfig } from '../src/config.ts';
import { databaseUrl, withAdminClient } from '../src/db/admin.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrations.ts';
import { issueApiKey } from '../src/domains/identity/api-keys.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { buildServer } from '../app/server.ts';

const FUNCTIONS = 500;
const LAYERS = 5;
const NESTED_GROUPS = 20;
const EXTRA_GROUPS = 100;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 3);
const CONNECTIONS = 10;
const RESOLUTION_SAMPLES = 300;

// The function-graph part of the grants query before the closure table: a
// recursive walk from every granted function on every request.
function walkGrantsJson(userId: string): string {
  return grantsJson(userId)
    // The walk refers to itself: the query's WITH becomes WITH RECURSIVE (the closure-table query needs none).
    .replace(/^\(\s*WITH\b/, '(\n  WITH RECURSIVE')
    .replace(
      /\)\s*SELECT COALESCE[\s\S]*$/,
      `),
    held(root_id, function_id) AS (
      SELECT DISTINCT function_id, function_id FROM granted
      UNION
      SELECT h.root_id, e.child_id FROM held h JOIN function_edge e ON e.parent_id = h.function_id
    )
  SELECT COALESCE(json_agg(DISTINCT jsonb_build_array(f.name, g.customer_id)), '[]'::json)
    FROM granted g JOIN held h ON h.root_id = g.function_id JOIN function_node f ON f.id = h.function_id
)`,
    );
}

async function open(): Promise<{ database: Database; dispose: () => Promise<void>; kind: string }> {
  const admin = process.env['DATABASE_URL'];
  if (!admin) {
    const database = await openDatabase({ kind: 'pglite-instance', pglite: new PGlite() });
    return { database, dispose: () => database.close(), kind: 'PGlite (in memory)' };
  }
  const name = `vigil_bench_ua_${randomBytes(4).toString('hex')}`;
  await withAdminClient(admin, (client) => client.query(`CREATE DATABASE "${name}"`));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(admin, name), poolSize: 10, schema: undefined });
  return {
    database,
    kind: 'PostgreSQL',
    async dispose() {
      await database.close();
      await withAdminClient(admin, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** 500 custom functions in 5 layers below POWER-USER and NETWORK-MANAGER, each with 1-3 parents in the layer above. */
async function buildGraph(database: Database): Promise<void> {
  const sql = (text: string) => database.prisma.$executeRawUnsafe(text);
  const perLayer = FUNCTIONS / LAYERS;
  const name = (layer: number, i: number) => `benchFn_${layer}_${i}`;
  const values = [];
  for (let layer = 0; layer < LAYERS; layer++) for (let i = 0; i < perLayer; i++) values.push(`('${name(layer, i)}', 'bench', true)`);
  await sql(`INSERT INTO function_node (name, description, custom) VALUES ${values.join(',')}`);
  const edges: string[] = [];
  for (let i = 0; i < perLayer; i++) edges.push(`('${i % 2 ? 'POWER-USER' : 'NETWORK-MANAGER'}', '${name(0, i)}')`);
  for (let layer = 1; layer < LAYERS; layer++) {
    for (let i = 0; i < perLayer; i++) {
      const parents = new Set([(i * 7) % perLayer, (i * 13 + 1) % perLayer, (i * 31 + 5) % perLayer].slice(0, 1 + (i % 3)));
      for (const p of parents) edges.push(`('${name(layer - 1, p)}', '${name(layer, i)}')`);
    }
  }
  await sql(`INSERT INTO function_edge (parent_id, child_id)
    SELECT p.id, c.id FROM (VALUES ${edges.join(',')}) AS e(parent, child)
    JOIN function_node p ON p.name = e.parent JOIN function_node c ON c.name = e.child ON CONFLICT DO NOTHING`);
}

/** bench-user in g0, g(i) in g(i+1); each group holds a layer-0 function for acme, the outermost STANDARD-USER. */
async function buildGroups(database: Database): Promise<number> {
  const prisma = database.prisma;
  const acme = await prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
  const user = await prisma.user.create({ data: { shortName: 'bench-user', name: 'Bench', customerId: acme.id, domainId: acme.domainId } });
  await prisma.group.createMany({ data: Array.from({ length: NESTED_GROUPS }, (_, i) => ({ shortName: `bench-nest-${i}`, name: `Nest ${i}`, customerId: acme.id })) });
  await prisma.group.createMany({ data: Array.from({ length: EXTRA_GROUPS }, (_, i) => ({ shortName: `bench-group-${i}`, name: `Bench group ${i}`, customerId: acme.id })) });
  const groups = await prisma.group.findMany({ where: { shortName: { startsWith: 'bench-nest-' } }, orderBy: { id: 'asc' } });
  await prisma.groupMember.create({ data: { groupId: groups[0]!.id, userId: user.id } });
  await prisma.groupMember.createMany({ data: groups.slice(0, -1).map((g, i) => ({ groupId: groups[i + 1]!.id, memberGroupId: g.id })) });
  const layer0 = await prisma.functionNode.findMany({ where: { name: { startsWith: 'benchFn_0_' } }, orderBy: { id: 'asc' } });
  const standard = await prisma.functionNode.findUniqueOrThrow({ where: { name: 'STANDARD-USER' } });
  await prisma.permission.createMany({
    data: [
      ...groups.map((g, i) => ({ groupId: g.id, functionId: layer0[(i * 5) % layer0.length]!.id, customerId: acme.id })),
      { groupId: groups[NESTED_GROUPS - 1]!.id, functionId: standard.id, customerId: acme.id },
    ],
  });
  return user.id;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function resolution(database: Database, label: string, sqlText: string, userId: number) {
  const run = async () => {
    const rows = await database.prisma.$queryRawUnsafe<{ grants: unknown }[]>(sqlText, userId);
    const value = rows[0]!.grants;
    return (typeof value === 'string' ? JSON.parse(value) : value) as unknown[];
  };
  const pairs = (await run()).length;
  for (let i = 0; i < 20; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RESOLUTION_SAMPLES; i++) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { label, pairs, p50: percentile(times, 50), p99: percentile(times, 99), mean: times.reduce((a, b) => a + b, 0) / times.length };
}

interface Load {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

async function load(database: Database, l: Load) {
  const init = { method: l.method ?? 'GET', headers: l.headers ?? {}, ...(l.body ? { body: l.body } : {}) };
  const probe = await fetch(l.url, init);
  if (probe.status !== 200) throw new Error(`${l.label}: ${probe.status} ${await probe.text()}`);
  await probe.arrayBuffer();
  const before = database.statements.total;
  for (let i = 0; i < 5; i++) await (await fetch(l.url, init)).arrayBuffer();
  const statements = (database.statements.total - before) / 5;
  await autocannon({ url: l.url, method: init.method, headers: init.headers, ...(l.body ? { body: l.body } : {}), connections: CONNECTIONS, duration: 1, workers: 1 });
  const result = await autocannon({ url: l.url, method: init.method, headers: init.headers, ...(l.body ? { body: l.body } : {}), connections: CONNECTIONS, duration: SECONDS, workers: 1 });
  return { label: l.label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, statements };
}

async function main() {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0' });
  const opened = await open();
  const { database } = opened;
  const closers: (() => Promise<unknown>)[] = [];
  try {
    await applyMigrations(database);
    await seedDemo(database, config);
    await buildGraph(database);
    const userId = await buildGroups(database);
    await database.prisma.$executeRawUnsafe('ANALYZE');
    const closureRows = await database.prisma.functionClosure.count();
    const key = (await issueApiKey(database.prisma, config, { userId })).key;

    console.log(`useradmin bench on ${opened.kind}: ${await database.prisma.functionNode.count()} functions, ${closureRows} closure rows, user in ${NESTED_GROUPS} nested groups\n`);
    console.log('Effective permission resolution (one SQL statement, sequential, ms):');
    if (process.env['BENCH_EXPLAIN']) {
      // BENCH_EXPLAIN=1: where the resolution statement spends its time.
      const plan = await database.prisma.$queryRawUnsafe<Record<string, string>[]>(`EXPLAIN (ANALYZE, BUFFERS OFF) SELECT ${grantsJson('$1::int')} AS grants`, userId);
      console.log(plan.map((row) => Object.values(row)[0]).join('\n'));
    }
    const closure = await resolution(database, 'closure table (Vigil)', `SELECT ${grantsJson('$1::int')} AS grants`, userId);
    const walk = await resolution(database, 'recursive graph walk (before)', `SELECT ${walkGrantsJson('$1::int')} AS grants`, userId);
    if (closure.pairs !== walk.pairs) throw new Error(`closure answers ${closure.pairs} pairs, walk ${walk.pairs}`);
    for (const r of [closure, walk]) console.log(`  ${r.label.padEnd(32)} p50 ${r.p50.toFixed(2)}  p99 ${r.p99.toFixed(2)}  mean ${r.mean.toFixed(2)}  (${r.pairs} function/customer pairs)`);

    const { app } = await buildServer({ config, database });
    closers.push(() => app.close());
    const base = await app.listen({ port: 0, host: '127.0.0.1' });

    // The floor: the same Prisma reads as GET /group (count + page with customer info), nothing else.
    const floor = Fastify({ logger: false });
    closers.push(() => floor.close());
    floor.get('/floor/groups', async () => {
      const where = { NOT: { flags: { has: 'DISABLED' } } };
      const count = await database.prisma.group.count({ where });
      const items = await database.prisma.group.findMany({
        where,
        select: { id: true, shortName: true, name: true, customer: { select: { id: true, shortName: true } }, flags: true, createdAt: true, updatedAt: true },
        orderBy: { id: 'asc' },
        take: 25,
      });
      return { count, items };
    });
    const floorBase = await floor.listen({ port: 0, host: '127.0.0.1' });

    const headers = { 'service-api-key': key };
    const gql = JSON.stringify({ query: '{ groups(limit: 25) { totalCount limit offset nodes { id shortName name customer { id shortName } flags createdTimestamp lastUpdatedTimestamp } } }' });
    const loads: Load[] = [
      { label: 'GET /currentuser/v1/user (auth + grants)', url: `${base}/currentuser/v1/user`, headers },
      { label: 'GET /useradmin/v2/group?limit=25 (REST)', url: `${base}/useradmin/v2/group?limit=25`, headers },
      { label: 'groups(limit: 25) (GraphQL)', url: `${base}/graphql`, method: 'POST', body: gql, headers: { ...headers, 'content-type': 'application/json' } },
      { label: 'floor: bare Fastify + Prisma', url: `${floorBase}/floor/groups` },
      { label: 'GET /useradmin/v2/group/bench-nest-5/members', url: `${base}/useradmin/v2/group/bench-nest-5/members`, headers },
    ];
    console.log(`\nRequests under load (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each):`);
    for (const l of loads) {
      const r = await load(database, l);
      console.log(`  ${r.label.padEnd(46)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  ${r.statements} SQL/request${r.non2xx ? `  non-2xx ${r.non2xx}` : ''}`);
    }
  } finally {
    for (const close of closers.reverse()) await close();
    await opened.dispose();
  }
}

await main();
