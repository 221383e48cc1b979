// `npm run bench:pdns-scale -- --rows 100000000`: passive DNS search
// statements at scale, in a throwaway database (dropped at the end unless
// --keep). Rows are generated on the server (generate_series) with the
// secondary indexes dropped and rebuilt afterwards (the way a bulk load is
// done), then each search form is timed one at a time on one connection
// (the statement Vigil prepares, with random keys): p50 / p99 / max, and
// the shared buffers the statement touches (EXPLAIN (ANALYZE, BUFFERS) of
// --explain-samples random keys per form: mean and max). Buffers are the
// figure to compare on a loaded machine: they do not move with the load.
//   DATABASE_URL (admin URL; default postgres@127.0.0.1:5432) --rows N (default 10 000 000)
//   --samples N per form (default 2000) --keep (leave the database) --database NAME (reuse a kept one)
import { createHash, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { databaseUrl, withAdminClient } from '../src/db/admin.ts';
import { openDatabase, sessionOptions } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrations.ts';
import { searchStatement, type PdnsSearchInput } from '../src/domains/pdns/search.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000000' },
    samples: { type: 'string', default: '2000' },
    'explain-samples': { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string' },
  },
});
const ROWS = Number(values.rows);
const SAMPLES = Number(values.samples);
const EXPLAIN_SAMPLES = Number(values['explain-samples']);
const ADMIN_URL = process.env['DATABASE_URL'] ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const BASE_MS = 1_763_856_000_000;
const IP_SPREAD = Math.max(1, Math.floor(ROWS / 5));
const DOMAINS = 100_000;
const say = (text: string) => process.stdout.write(`${text}\n`);
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

const name = values.database ?? `vigil_bench_pdns_scale_${randomBytes(4).toString('hex')}`;
const reuse = values.database !== undefined;
if (!reuse) await withAdminClient(ADMIN_URL, (c) => c.query(`CREATE DATABASE "${name}"`));
const url = databaseUrl(ADMIN_URL, name);
// Vigil's session settings (JIT off): the statements are timed as Vigil runs them.
const pool = new pg.Pool({ connectionString: url, max: 2, options: sessionOptions(undefined) });
const sql = (text: string, args: unknown[] = []) => pool.query(text, args);
const SECONDARY = ['pdns_record_answer_idx', 'pdns_record_query_rev_idx', 'pdns_record_answer_rev_idx', 'pdns_record_answer_inet_idx'];
try {
  if (!reuse) {
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2, schema: undefined });
    await applyMigrations(database);
    await database.close();
    say(`# pdns scale: ${ROWS} rows (${new Date().toISOString()}, load average ${load()})`);
    // The index definitions, to rebuild them after the load.
    const defs = (await sql(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'pdns_record' AND indexname <> 'pdns_record_pkey'`)).rows as { indexname: string; indexdef: string }[];
    for (const d of defs) await sql(`DROP INDEX ${d.indexname}`);
    let t0 = Date.now();
    const STEP = 2_000_000;
    for (let start = 1; start <= ROWS; start += STEP) {
      const end = Math.min(ROWS, start + STEP - 1);
      // Every 10th record a CNAME to a shared name (answer-side wildcards have names to find).
      await sql(
        `INSERT INTO pdns_record (customer_id, query, answer, rrclass, rrtype, tlp, first_seen, last_seen, min_ttl, max_ttl, times)
         SELECT NULL, 'h' || n || '.d' || (n % ${DOMAINS}) || '.example.',
                CASE WHEN n % 10 = 0 THEN 'edge' || (n % 1000) || '.cdn' || (n % 97) || '.example.'
                     ELSE '10.' || ((n % $3::int) / 65536 % 256) || '.' || ((n % $3::int) / 256 % 256) || '.' || (n % $3::int % 256) END,
                'in', CASE WHEN n % 10 = 0 THEN 'cname' ELSE 'a' END, 'white',
                $4::bigint - n::bigint * 1000, $4::bigint - n::bigint * 500, 60, 60 + n % 3600, 1 + n % 50
           FROM generate_series($1::int, $2::int) AS n`,
        [start, end, IP_SPREAD, BASE_MS],
      );
      if ((end / STEP) % 10 === 0) say(`  ${end} rows, ${Math.round(end / ((Date.now() - t0) / 1000))} rows/s, load ${load()}`);
    }
    say(`generated ${ROWS} rows in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    t0 = Date.now();
    await sql('SET maintenance_work_mem = \'1GB\'');
    for (const d of defs) {
      const t1 = Date.now();
      await sql(d.indexdef);
      say(`  ${d.indexname}: ${((Date.now() - t1) / 1000).toFixed(0)} s`);
    }
    await sql('VACUUM ANALYZE pdns_record');
    // A table at rest: without it the first searches evict pages the load left
    // dirty and write them out themselves ("written" in EXPLAIN BUFFERS), which
    // showed as a p99 of 10x the p50 on forms that read uncached pages.
    await sql('CHECKPOINT');
    say(`indexes and VACUUM ANALYZE in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  const size = (await sql(`SELECT pg_size_pretty(pg_table_size('pdns_record')) AS heap, pg_size_pretty(pg_indexes_size('pdns_record')) AS indexes, (SELECT reltuples::bigint FROM pg_class WHERE relname = 'pdns_record') AS rows`)).rows[0];
  say(`table ${size.heap}, indexes ${size.indexes}, ~${size.rows} rows; secondary indexes: ${SECONDARY.join(', ')}`);

  const random = () => 1 + Math.floor(Math.random() * ROWS);
  const host = () => {
    const n = random();
    return `h${n}.d${n % DOMAINS}.example`;
  };
  const ip = (m: number) => `10.${Math.floor(m / 65536) % 256}.${Math.floor(m / 256) % 256}.${m % 256}`;
  const forms: [string, () => PdnsSearchInput][] = [
    ['exact name', () => ({ query: host() })],
    ['exact address (~5 records)', () => ({ query: ip(random() % IP_SPREAD) })],
    [`left-hand wildcard *.dK.example (~${Math.round(ROWS / DOMAINS)} records)`, () => ({ query: `*.d${random() % DOMAINS}.example` })],
    [`left-hand wildcard on answers *.cdnK.example (~${Math.round(ROWS / 970)} records${ROWS / 970 > 100_000 ? ': partial' : ''})`, () => ({ query: `*.cdn${random() % 97}.example` })],
    ['right-hand wildcard hN.*', () => ({ query: `h${random()}.*` })],
    ['address range /24 (~1150 A records)', () => ({ query: `${ip(random() % IP_SPREAD).replace(/\.\d+$/, '.0')}/24` })],
    ['time-fenced wildcard, strict window', () => ({ query: `*.d${random() % DOMAINS}.example`, seenAfter: new Date(BASE_MS - ROWS * 1000), seenBefore: new Date(BASE_MS - (ROWS / 2) * 500), strictTimeFence: true })],
    ['time-fenced exact name', () => ({ query: host(), lastSeenAfter: new Date(BASE_MS - ROWS * 250) })],
  ];
  say(`\n| form, page of 100, sorted by last seen | p50 ms | p99 ms | max ms | records per page (mean) | buffers mean / max | matched rows (mean) |\n|---|---|---|---|---|---|---|`);
  const client = await pool.connect();
  const statement = (input: PdnsSearchInput) => searchStatement({ ...input, limit: 100 }, { visibleRoots: [], maxLimit: 10_000, maxMatches: 100_000 });
  interface Plan { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number }
  // Shared buffers hit or read by the statement (not its planning), and the rows it matched.
  const buffers = async (make: () => PdnsSearchInput) => {
    const seen: number[] = [];
    let matched = 0;
    for (let i = 0; i < EXPLAIN_SAMPLES; i += 1) {
      const st = statement(make());
      const res = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${st.sql}`, st.pageArgs);
      const plan = (res.rows[0] as { 'QUERY PLAN': { Plan: Plan }[] })['QUERY PLAN'][0]!.Plan;
      seen.push((plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0));
      const rows = await client.query(st.sql, st.pageArgs);
      matched += (rows.rows[0] as { matched?: number } | undefined)?.matched ?? 0;
    }
    if (seen.length === 0) return { text: '-', matched: '-' };
    return { text: `${Math.round(seen.reduce((a, b) => a + b, 0) / seen.length)} / ${Math.max(...seen)}`, matched: String(Math.round(matched / seen.length)) };
  };
  try {
    for (const [label, make] of forms) {
      const explained = await buffers(make);
      const times: number[] = [];
      let returned = 0;
      for (let i = 0; i < SAMPLES; i += 1) {
        const st = statement(make());
        const t0 = process.hrtime.bigint();
        // Prepared as Vigil prepares it, one name per text (the statement marker is
        // the same for every form, so the name comes from the whole text).
        const res = await client.query({ name: `bench_${createHash('sha1').update(st.sql).digest('hex').slice(0, 16)}`, text: st.sql, values: st.pageArgs });
        times.push(Number(process.hrtime.bigint() - t0) / 1e6);
        returned += res.rows.length;
      }
      times.sort((a, b) => a - b);
      const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
      say(`| ${label} | ${q(0.5)} | ${q(0.99)} | ${times[times.length - 1]!.toFixed(1)} | ${(returned / SAMPLES).toFixed(0)} | ${explained.text} | ${explained.matched} |`);
    }
  } finally {
    client.release();
  }
  say(`\nload average at the end ${load()}`);
} finally {
  await pool.end();
  if (!values.keep) await withAdminClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  else say(`kept database ${name}`);
}
