// `npm run bench:pdns`: passive DNS at scale on PostgreSQL, in one run:
// exact lookups by name and by address and `seen` (REST, GraphQL, and a raw
// SQL floor: a bare Fastify running the same statement on pg), ingest through
// POST /pdns/v3/record and through the import code path (COPY into a staging
// table, set-based merge), next to two floors: the merge statement alone on
// pre-built arrays, and a bare COPY of the same rows into an unindexed table. The database is a throwaway one,
// dropped at the end.
//   DATABASE_URL (admin URL of a PostgreSQL server; default postgres@127.0.0.1)
//   --rows N (default 1 000 000) --duration S (per figure, default 5)
//   --import-connections N (default: the command's, 2) --import-rows N (default 300 000)
//   --only lookups,ingest,import (default: all; to look at one part while developing)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { databaseUrl, withAdminClient } from '../src/db/admin.ts';
import { openDatabase } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrations.ts';
import { DEFAULT_IMPORT_CONNECTIONS, importStore } from '../src/cli/pdns-store.ts';
import { importPdnsFile } from '../src/domains/pdns/import.ts';
import { copyText, STAGE_COLUMNS, STAGE_DDL } from '../src/domains/pdns/copy-rows.ts';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { MERGE_SQL, mergeArgs, mergeLiterals, type Observation } from '../src/domains/pdns/merge.ts';
import { DEFAULT_SORT, pageSql, SEEN_SQL } from '../src/domains/pdns/search-sql.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { buildServer } from '../app/server.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    'import-connections': { type: 'string', default: String(DEFAULT_IMPORT_CONNECTIONS) },
    'import-rows': { type: 'string', default: '300000' },
    only: { type: 'string', default: 'lookups,ingest,import' },
  },
});
const ROWS = Number(values.rows);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const IMPORT_CONNECTIONS = Number(values['import-connections']);
const PARTS = new Set(values.only.split(','));
const ADMIN_URL = process.env['DATABASE_URL'] ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const BASE_MS = 1_763_856_000_000;

const ip = (m: number) => `10.${Math.floor(m / 65536) % 256}.${Math.floor(m / 256) % 256}.${m % 256}`;
const nameOf = (n: number) => `h${n}.d${n % 100_000}.example.`;
const IP_SPREAD = Math.max(1, Math.floor(ROWS / 5)); // ~5 names per address

interface Row {
  what: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}
const results: Row[] = [];
const lines: string[] = [];
const say = (text: string) => {
  lines.push(text);
  process.stdout.write(`${text}\n`);
};

async function load(what: string, url: string, pick: () => { path: string; method?: 'GET' | 'POST'; body?: string }, headers: Record<string, string> = {}, connections = CONNECTIONS, duration = DURATION): Promise<autocannon.Result> {
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        setupRequest: (req) => {
          const p = pick();
          return { ...req, path: p.path, method: p.method ?? 'GET', headers: { ...headers, ...(p.body ? { 'content-type': 'application/json' } : {}) }, ...(p.body ? { body: p.body } : {}) };
        },
      },
    ],
  });
  const row = { what, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
  results.push(row);
  say(`${what.padEnd(44)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms${row.non2xx ? `  (${row.non2xx} non-2xx/errors!)` : ''}`);
  return result;
}

const name = `vigil_bench_pdns_${randomBytes(4).toString('hex')}`;
await withAdminClient(ADMIN_URL, (c) => c.query(`CREATE DATABASE "${name}"`));
const url = databaseUrl(ADMIN_URL, name);
const tmp = mkdtempSync(join(tmpdir(), 'vigil-bench-pdns-'));
const database = await openDatabase({ kind: 'postgres', url, poolSize: 10, schema: undefined });
const floorPool = new pg.Pool({ connectionString: url, max: 10 });
let closeAll: () => Promise<void> = async () => undefined;
try {
  await applyMigrations(database);
  const config = loadConfig({
    NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: url,
    PDNS_PUBLIC_PER_MINUTE: '0', PDNS_PUBLIC_PER_DAY: '0', PDNS_USER_PER_MINUTE: '0', PDNS_USER_PER_DAY: '0',
  });
  const { keys } = await seedDemo(database, config);
  const sql = (text: string, args: unknown[] = []) => floorPool.query(text, args);
  const acme = (await sql(`SELECT id FROM customer WHERE short_name = 'acme'`)).rows[0].id as number;
  const globex = (await sql(`SELECT id FROM customer WHERE short_name = 'globex'`)).rows[0].id as number;

  say(`# pdns benchmark: ${ROWS} generated records on PostgreSQL (${new Date().toISOString()}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}, ${availableParallelism()} cores)`);
  let t0 = Date.now();
  for (let start = 1; start <= ROWS; start += 250_000) {
    const end = Math.min(ROWS, start + 249_999);
    await sql(
      `INSERT INTO pdns_record (customer_id, query, answer, rrclass, rrtype, tlp, first_seen, last_seen, min_ttl, max_ttl, times)
       SELECT CASE n % 10 WHEN 0 THEN $1::int WHEN 1 THEN $2::int END,
              'h' || n || '.d' || (n % 100000) || '.example.',
              '10.' || ((n % $5::int) / 65536 % 256) || '.' || ((n % $5::int) / 256 % 256) || '.' || (n % $5::int % 256),
              'in', 'a', CASE WHEN n % 10 < 2 THEN 'amber' ELSE 'white' END,
              $6::bigint - n::bigint * 1000, $6::bigint - n::bigint * 500, 60, 60 + n % 3600, 1 + n % 50
         FROM generate_series($3::int, $4::int) AS n`,
      [acme, globex, start, end, IP_SPREAD, BASE_MS],
    );
  }
  await sql('ANALYZE');
  const genSeconds = (Date.now() - t0) / 1000;
  say(`generated ${ROWS} rows in ${genSeconds.toFixed(1)} s (INSERT ... SELECT generate_series: ${Math.round(ROWS / genSeconds)} rows/s) + ANALYZE`);

  // Vigil and the floor.
  const { app } = await buildServer({ config, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const floor = Fastify({ logger: false });
  // The analyst's grant: the operator, root of every customer subtree.
  const visible = (await sql('SELECT id FROM customer WHERE parent_id IS NULL')).rows.map((r) => r.id as number);
  const search = pageSql({ match: 'exact', aggregate: true, sort: DEFAULT_SORT });
  floor.get<{ Params: { q: string } }>('/floor/search/:q', async (req) => {
    const rows = (await floorPool.query({ name: 'floor-search', text: search, values: [req.params.q, visible, null, null, null, null, true, null, null, null, null, config.pdns.searchMaxMatches + 1, 25, 0] })).rows;
    return { count: rows[0]?.total ?? 0, data: rows };
  });
  floor.get<{ Params: { q: string } }>('/floor/seen/:q', async (req) => {
    const rows = (await floorPool.query({ name: 'floor-seen', text: SEEN_SQL, values: [req.params.q, ['white'], visible, null] })).rows;
    return { exists: rows[0]?.seen === true };
  });
  const floorBase = await floor.listen({ port: 0, host: '127.0.0.1' });
  closeAll = async () => {
    await app.close();
    await floor.close();
  };

  const random = () => 1 + Math.floor(Math.random() * ROWS);
  const analyst = { 'service-api-key': keys['analyst']! };
  const gqlBody = (q: string) => JSON.stringify({ query: `query($q: String!) { pdnsSearch(input: { query: $q }) { totalCount nodes { query answer rrtype firstSeenTimestamp lastSeenTimestamp times tlp customer { id shortName name } } } }`, variables: { q } });

  if (PARTS.has('lookups')) {
    say('\n## lookups (analyst: sees every customer; 25 per page; random keys)');
    say(`${'what'.padEnd(44)} ${'req/s'.padStart(7)}`);
    await load('name  REST   GET /pdns/v3/{name}', base, () => ({ path: `/pdns/v3/${nameOf(random())}` }), analyst);
    await load('name  GraphQL pdnsSearch', base, () => ({ path: '/graphql', method: 'POST', body: gqlBody(nameOf(random())) }), analyst);
    await load('name  floor (same SQL, prepared, bare Fastify)', floorBase, () => ({ path: `/floor/search/${nameOf(random())}` }));
    await load('name  REST   unauthenticated', base, () => ({ path: `/pdns/v3/${nameOf(random())}` }));
    await load('addr  REST   GET /pdns/v3/{ip} (~5 records)', base, () => ({ path: `/pdns/v3/${ip(random() % IP_SPREAD)}` }), analyst);
    await load('addr  GraphQL pdnsSearch', base, () => ({ path: '/graphql', method: 'POST', body: gqlBody(ip(random() % IP_SPREAD)) }), analyst);
    await load('addr  floor', floorBase, () => ({ path: `/floor/search/${ip(random() % IP_SPREAD)}` }));
    await load('seen  REST   GET /pdns/v3/{name}/seen', base, () => ({ path: `/pdns/v3/${nameOf(random())}/seen` }), analyst);
    await load('seen  floor', floorBase, () => ({ path: `/floor/seen/${nameOf(random())}` }));

    say('\n## latency of single requests (1 connection: no queueing behind other requests)');
    await load('name  REST   GET /pdns/v3/{name}, 1 conn', base, () => ({ path: `/pdns/v3/${nameOf(random())}` }), analyst, 1);
    await load('name  floor, 1 conn', floorBase, () => ({ path: `/floor/search/${nameOf(random())}` }), {}, 1);
    await load('addr  REST   GET /pdns/v3/{ip}, 1 conn', base, () => ({ path: `/pdns/v3/${ip(random() % IP_SPREAD)}` }), analyst, 1);
    await load('addr  floor, 1 conn', floorBase, () => ({ path: `/floor/search/${ip(random() % IP_SPREAD)}` }), {}, 1);
    await load('seen  REST   GET /pdns/v3/{name}/seen, 1 conn', base, () => ({ path: `/pdns/v3/${nameOf(random())}/seen` }), analyst, 1);
    await load('seen  floor, 1 conn', floorBase, () => ({ path: `/floor/seen/${nameOf(random())}` }), {}, 1);
  }

  if (PARTS.has('ingest')) {
    // Ingest: 20 distinct batches of 5000 new observations, cycled (first pass inserts, later passes merge).
    const BATCH = 5000;
    const batches: Record<string, unknown>[][] = Array.from({ length: 20 }, (_, b) =>
      Array.from({ length: BATCH }, (_, i) => ({
        query: `bulk${b}-${i}.ingest.example`, answer: ip(b * BATCH + i), firstSeen: BASE_MS - i * 1000, lastSeen: BASE_MS,
        times: 1, minTtl: 60, maxTtl: 300, tlp: 'green', recordType: 'A',
      })),
    );
    const bodies = batches.map((records) => JSON.stringify({ records, customer: 'acme' }));
    let next = 0;
    say('\n## ingest');
    const bulk = await load(`bulk  POST /pdns/v3/record (${BATCH} records/request, 2 conn)`, base, () => ({ path: '/pdns/v3/record', method: 'POST', body: bodies[next++ % bodies.length]! }), { 'service-api-key': keys['admin']! }, 2, Math.max(DURATION, 10));
    say(`      -> ${Math.round(bulk.requests.average * BATCH)} rows/s through the endpoint`);
    const observations: Observation[][] = batches.map((records) =>
      records.map((r) => ({ customerId: acme, query: `${r['query']}.`, answer: String(r['answer']), rrclass: 'in', rrtype: 'a', tlp: 'green', firstSeen: Number(r['firstSeen']), lastSeen: BASE_MS, minTtl: 60, maxTtl: 300, times: 1 })),
    );
    {
      const until = Date.now() + Math.max(DURATION, 10) * 1000;
      let rows = 0;
      let k = 0;
      t0 = Date.now();
      await Promise.all([0, 1].map(async () => {
        while (Date.now() < until) {
          const batch = observations[k++ % observations.length]!;
          await floorPool.query(MERGE_SQL, mergeArgs(batch));
          rows += batch.length;
        }
      }));
      say(`      -> floor: the merge statement alone, same batches, 2 connections: ${Math.round(rows / ((Date.now() - t0) / 1000))} rows/s`);
  }

  }

  if (PARTS.has('import')) {
    // Import: a COF NDJSON file of new observations through the import code
    // path, stored the way `vigil pdns import` stores (same store, same number
    // of connections, batches of 10 000).
    const IMPORT_ROWS = Math.min(Number(values['import-rows']), ROWS);
    const BATCH_ROWS = 10_000;
    const file = join(tmp, 'feed.ndjson');
    const out: string[] = [];
    for (let i = 0; i < IMPORT_ROWS; i += 1) {
      out.push(JSON.stringify({ rrname: `imp${i}.d${i % 5000}.import.example`, rrtype: 'A', rdata: [ip(i)], time_first: 1_700_000_000 + i, time_last: 1_700_100_000 + i, count: 1 + (i % 9) }));
  }
  writeFileSync(file, `${out.join('\n')}\n`);
  const importOptions = { config, file, format: 'ndjson' as const, customerId: null, tlp: 'white', batchSize: BATCH_ROWS, checkpoint: null, onRejected: () => undefined, onProgress: () => undefined };
  say(`\n## import (${IMPORT_ROWS} COF lines, batches of ${BATCH_ROWS})`);
  // What parsing alone costs (no database): the import cannot go faster than this.
  t0 = Date.now();
  await importPdnsFile({ ...importOptions, store: async () => undefined });
  const parseSeconds = (Date.now() - t0) / 1000;
  say(`import  parse and check only (no store): ${parseSeconds.toFixed(1)} s, ${Math.round(IMPORT_ROWS / parseSeconds)} rows/s`);
  const { store, close } = importStore(config, database, IMPORT_CONNECTIONS);
  t0 = Date.now();
  const state = await importPdnsFile({ ...importOptions, concurrency: IMPORT_CONNECTIONS, store });
  const importSeconds = (Date.now() - t0) / 1000;
  await close();
  say(`import  vigil pdns import code path, ${IMPORT_CONNECTIONS} connection(s): ${importSeconds.toFixed(1)} s, ${Math.round(state.stored / importSeconds)} rows/s (rejected ${state.rejected})`);
  // Floors: the same rows, already parsed, through the merge statement alone
  // (parameters built as the import's store builds them), on one connection
  // and on as many as the import used, one batch per connection at a time.
  // Each pass gets its own key space, leading the name: in the same place as
  // an earlier pass's keys (imp1.import vs imp1.floor) every insert would
  // land on a different index page than the import's did, a harder job.
  const floorPass = async (space: string, connections: number) => {
    const prebuilt: Observation[] = Array.from({ length: IMPORT_ROWS }, (_, i) => ({
      customerId: null, query: `${space}-${i}.d${i % 5000}.import.example.`, answer: ip(i), rrclass: 'in', rrtype: 'a', tlp: 'white',
      firstSeen: (1_700_000_000 + i) * 1000, lastSeen: (1_700_100_000 + i) * 1000, minTtl: 0, maxTtl: 0, times: 1 + (i % 9),
    }));
    const pool = new pg.Pool({ connectionString: url, max: connections });
    let next = 0;
    t0 = Date.now();
    await Promise.all(Array.from({ length: connections }, async () => {
      for (let i = next; i < prebuilt.length; i = next) {
        next += BATCH_ROWS;
        await pool.query(MERGE_SQL, mergeLiterals(prebuilt.slice(i, i + BATCH_ROWS)));
      }
    }));
    const seconds = (Date.now() - t0) / 1000;
    await pool.end();
    say(`import  floor: merge statement alone on pre-built arrays, ${connections} connection(s): ${seconds.toFixed(1)} s, ${Math.round(IMPORT_ROWS / seconds)} rows/s`);
  };
  await floorPass('floor1', 1);
  if (IMPORT_CONNECTIONS !== 1) await floorPass(`floor${IMPORT_CONNECTIONS}`, IMPORT_CONNECTIONS);
  // Second floor: a bare COPY of the same rows into a table without any index
  // (what writing the rows costs at all), in the same batches, 1 connection.
  {
    const prebuilt: Observation[] = Array.from({ length: IMPORT_ROWS }, (_, i) => ({
      customerId: null, query: `copy-${i}.d${i % 5000}.import.example.`, answer: ip(i), rrclass: 'in', rrtype: 'a', tlp: 'white',
      firstSeen: (1_700_000_000 + i) * 1000, lastSeen: (1_700_100_000 + i) * 1000, minTtl: 0, maxTtl: 0, times: 1 + (i % 9),
    }));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE TABLE floor_copy ${STAGE_DDL}`);
    t0 = Date.now();
    for (let i = 0; i < prebuilt.length; i += BATCH_ROWS) {
      await pipeline(Readable.from([copyText(prebuilt.slice(i, i + BATCH_ROWS))]), client.query(copyFrom(`COPY floor_copy (${STAGE_COLUMNS}) FROM STDIN`)));
    }
    const seconds = (Date.now() - t0) / 1000;
    await client.end();
    say(`import  floor: bare COPY of the same rows into an unindexed table, 1 connection: ${seconds.toFixed(1)} s, ${Math.round(IMPORT_ROWS / seconds)} rows/s`);
  }
  }
  const total = (await sql('SELECT count(*)::int AS n FROM pdns_record')).rows[0].n;
  say(`\nrecords at the end: ${total}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  await closeAll();
  await floorPool.end();
  await database.close();
  await withAdminClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  rmSync(tmp, { recursive: true, force: true });
}
