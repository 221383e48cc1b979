// `npm run bench:pdns-import-profile`: the database side of `vigil pdns
// import` (issue 21: "where PostgreSQL itself stops it"). For the same rows
// (the import figure's of `npm run bench:pdns`), each store path runs into a
// copy of pdns_record with a different set of indexes, first as new rows
// (inserts), then the same rows again (updates), and the table says per row:
// time, WAL (the statement's own, from EXPLAIN (ANALYZE, WAL), so other
// databases' activity does not count), full-page images, HOT updates
// (pg_stat_user_tables), CPU of the PostgreSQL backends, of the WAL writer,
// checkpointer and background writer, and of Node (/proc), and what the
// backends waited on (pg_stat_activity sampled every 10 ms; "CPU" = active
// without a wait, "Node" = idle or idle in transaction: waiting for the
// client). Each phase starts after a CHECKPOINT, so each pays the full-page
// images of a table's first writes after one, as a long import does.
// Variants run in rounds, the order rotating; ratios within a run hold on a
// loaded machine, absolute figures do not (the load is printed).
//   DATABASE_URL (admin URL; default postgres@127.0.0.1) --rows N rows in the
//   table before (default 1 000 000) --import-rows M (default 300 000)
//   --connections C (default the command's, 2) --batch B (default 10 000)
//   --work-mem W (of the profiled connections, default 4MB, the server's default)
//   --rounds R (default 1) --variants a,b (names as printed; default all) --no-import
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { databaseUrl, withAdminClient } from '../src/db/admin.ts';
import { openDatabase } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrations.ts';
import { loadConfig } from '../src/config.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { DEFAULT_IMPORT_CONNECTIONS } from '../src/cli/pdns-store.ts';
import { postgresBulkStore } from '../src/domains/pdns/bulk-store.ts';
import { copyText, CREATE_STAGE_SQL, MERGE_STAGE_SQL, STAGE_COLUMNS } from '../src/domains/pdns/copy-rows.ts';
import { importPdnsFile } from '../src/domains/pdns/import.ts';
import type { Observation } from '../src/domains/pdns/merge.ts';
import { OBSERVATION_COLUMNS } from '../src/domains/pdns/merge-statement.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    'import-rows': { type: 'string', default: '300000' },
    connections: { type: 'string', default: String(DEFAULT_IMPORT_CONNECTIONS) },
    batch: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '1' },
    'work-mem': { type: 'string', default: '4MB' },
    variants: { type: 'string', default: '' },
    'no-import': { type: 'boolean', default: false },
  },
});
const ROWS = Number(values.rows);
const IMPORT_ROWS = Number(values['import-rows']);
const CONNECTIONS = Number(values.connections);
const BATCH = Number(values.batch);
const ROUNDS = Number(values.rounds);
const WORK_MEM = values['work-mem'];
const ADMIN_URL = process.env['DATABASE_URL'] ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const TICK = 100; // clock ticks per second in /proc (CLK_TCK on Linux)

/** The secondary structures of pdns_record a variant may leave out (the unique key stays for the merge). */
const INDEXES = ['pkey', 'answer', 'query_rev', 'answer_rev', 'answer_inet'] as const;
type Part = (typeof INDEXES)[number] | 'fk';
interface Variant {
  name: string;
  parts: Part[];
  unique: boolean;
  /** 'upsert': INSERT ... ON CONFLICT (the classic merge); 'merge': MERGE (the import's first try); 'insert': a plain INSERT of the grouped rows (new keys only). */
  statement: 'upsert' | 'merge' | 'insert';
  /** The rows belong to a customer (the foreign key's check then looks the customer up per row) instead of none. */
  customer?: boolean;
  /** Session settings of the variant's connections (server settings a superuser may set per session). */
  settings?: string;
}
const ALL: Part[] = [...INDEXES, 'fk'];
const VARIANTS: Variant[] = [
  { name: 'all', parts: ALL, unique: true, statement: 'upsert' },
  ...ALL.map((p) => ({ name: `all - ${p}`, parts: ALL.filter((q) => q !== p), unique: true, statement: 'upsert' as const })),
  { name: 'unique key only', parts: [], unique: true, statement: 'upsert' },
  { name: 'all customer', parts: ALL, unique: true, statement: 'upsert', customer: true },
  { name: 'all MERGE', parts: ALL, unique: true, statement: 'merge' },
  { name: 'all wal_compression', parts: ALL, unique: true, statement: 'upsert', settings: '-c wal_compression=lz4' },
  { name: 'all INSERT', parts: ALL, unique: true, statement: 'insert' },
  { name: 'none INSERT', parts: [], unique: false, statement: 'insert' },
];
const chosen = values.variants ? VARIANTS.filter((v) => values.variants.split(',').includes(v.name)) : VARIANTS;

/**
 * Tried for the import and not kept (docs/performance-log.md): the merge as
 * one MERGE (PostgreSQL 15), a nested loop over the unique key, then a plain
 * insert or an update, instead of INSERT ... ON CONFLICT's speculative
 * insertion. It would need a fallback to ON CONFLICT when a concurrent
 * writer inserts a new key first (MERGE fails there); measured here to see
 * whether it pays.
 */
const MERGE_JOIN_STAGE_SQL = `MERGE INTO pdns_record AS r
USING (SELECT customer_id, query, answer, rrclass, rrtype, tlp, min(first_seen) AS first_seen, max(last_seen) AS last_seen,
              min(min_ttl) AS min_ttl, max(max_ttl) AS max_ttl, sum(times) AS times
         FROM pdns_stage GROUP BY query, answer, rrclass, rrtype, tlp, customer_id
        ORDER BY query, answer, rrclass, rrtype, tlp, customer_id) AS x
   ON r.query = x.query AND r.answer = x.answer AND r.rrclass = x.rrclass AND r.rrtype = x.rrtype AND r.tlp = x.tlp
  AND r.customer_id IS NOT DISTINCT FROM x.customer_id
WHEN MATCHED THEN UPDATE SET first_seen = LEAST(r.first_seen, x.first_seen), last_seen = GREATEST(r.last_seen, x.last_seen),
  min_ttl = LEAST(r.min_ttl, x.min_ttl), max_ttl = GREATEST(r.max_ttl, x.max_ttl), times = r.times + x.times
WHEN NOT MATCHED THEN INSERT (${OBSERVATION_COLUMNS})
  VALUES (x.customer_id, x.query, x.answer, x.rrclass, x.rrtype, x.tlp, x.first_seen, x.last_seen, x.min_ttl, x.max_ttl, x.times)`;

const say = (text: string) => process.stdout.write(`${text}\n`);
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const ip = (m: number) => `10.${Math.floor(m / 65536) % 256}.${Math.floor(m / 256) % 256}.${m % 256}`;
/** The import figure's rows of bench/pdns.ts, in key space `space`. */
const rowsOf = (space: string, customerId: number | null = null): Observation[] =>
  Array.from({ length: IMPORT_ROWS }, (_, i) => ({
    customerId, query: `${space}${i}.d${i % 5000}.import.example.`, answer: ip(i), rrclass: 'in', rrtype: 'a', tlp: 'white',
    firstSeen: (1_700_000_000 + i) * 1000, lastSeen: (1_700_100_000 + i) * 1000, minTtl: 0, maxTtl: 0, times: 1 + (i % 9),
  }));

/** utime + stime of a process in seconds, or 0 when it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICK;
  } catch {
    return 0;
  }
}
const nodeCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

const name = `vigil_bench_pdns_profile_${randomBytes(4).toString('hex')}`;
await withAdminClient(ADMIN_URL, (c) => c.query(`CREATE DATABASE "${name}"`));
const url = databaseUrl(ADMIN_URL, name);
const tmp = mkdtempSync(join(tmpdir(), 'vigil-pdns-profile-'));
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2, schema: undefined });
const admin = new pg.Client({ connectionString: url, options: '-c jit=off' });
const monitor = new pg.Client({ connectionString: url });
try {
  await applyMigrations(database);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: url });
  await seedDemo(database, config);
  await database.close(); // its idle connections would count as the import's backends
  await admin.connect();
  await monitor.connect();
  const q = (text: string, args: unknown[] = []) => admin.query(text, args);
  say(`# pdns import profile: ${ROWS} rows in the table, ${IMPORT_ROWS} imported, batches of ${BATCH}, ${CONNECTIONS} connection(s), work_mem ${WORK_MEM}, ${ROUNDS} round(s) (${new Date().toISOString()}, load average ${load()}, ${availableParallelism()} cores)`);
  const settings = (await q(`SELECT string_agg(name || '=' || current_setting(name), ' ' ORDER BY name) AS s FROM pg_settings
    WHERE name IN ('shared_buffers', 'wal_buffers', 'max_wal_size', 'wal_compression', 'full_page_writes', 'checkpoint_timeout', 'autovacuum')`)).rows[0].s as string;
  say(`server: ${(await q('SHOW server_version')).rows[0].server_version}; ${settings}`);

  // The table before: generated rows (as bench/pdns.ts generates them), then each variant's copy with its indexes.
  let t0 = Date.now();
  await q(`INSERT INTO pdns_record (customer_id, query, answer, rrclass, rrtype, tlp, first_seen, last_seen, min_ttl, max_ttl, times)
    SELECT NULL, 'h' || n || '.d' || (n % 100000) || '.example.',
           '10.' || ((n % $2::int) / 65536 % 256) || '.' || ((n % $2::int) / 256 % 256) || '.' || (n % $2::int % 256),
           'in', 'a', CASE WHEN n % 10 < 2 THEN 'amber' ELSE 'white' END,
           1763856000000 - n::bigint * 1000, 1763856000000 - n::bigint * 500, 60, 60 + n % 3600, 1 + n % 50
      FROM generate_series(1, $1::int) AS n`, [ROWS, Math.max(1, Math.floor(ROWS / 5))]);
  const indexDefs = new Map<string, string>(
    (await q(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'pdns_record'`)).rows.map((r) => [r.indexname as string, r.indexdef as string]),
  );
  const defOf = (part: Part | 'key'): string => {
    const index = { key: 'pdns_record_key', pkey: 'pdns_record_pkey', answer: 'pdns_record_answer_idx', query_rev: 'pdns_record_query_rev_idx', answer_rev: 'pdns_record_answer_rev_idx', answer_inet: 'pdns_record_answer_inet_idx', fk: '' }[part];
    const def = indexDefs.get(index);
    if (!def) throw new Error(`pdns_record has no index ${index}: the profile needs updating`);
    return def;
  };
  const unknown = [...indexDefs.keys()].filter((i) => !['pdns_record_key', 'pdns_record_pkey', 'pdns_record_answer_idx', 'pdns_record_query_rev_idx', 'pdns_record_answer_rev_idx', 'pdns_record_answer_inet_idx'].includes(i));
  if (unknown.length > 0) say(`note: pdns_record has indexes the profile does not vary (kept in "all" only through the unique key): ${unknown.join(', ')}`);
  const schemaOf = (v: Variant) => `v_${VARIANTS.indexOf(v)}`;
  for (const v of chosen) {
    const s = schemaOf(v);
    await q(`CREATE SCHEMA ${s}`);
    await q(`CREATE TABLE ${s}.pdns_record (LIKE public.pdns_record INCLUDING DEFAULTS INCLUDING CONSTRAINTS) WITH (fillfactor = 90, autovacuum_enabled = false)`);
    await q(`INSERT INTO ${s}.pdns_record SELECT * FROM public.pdns_record`);
    const parts: (Part | 'key')[] = [...(v.unique ? ['key' as const] : []), ...v.parts];
    for (const part of parts) {
      if (part === 'fk') await q(`ALTER TABLE ${s}.pdns_record ADD FOREIGN KEY (customer_id) REFERENCES public.customer(id) ON DELETE CASCADE ON UPDATE CASCADE`);
      else if (part === 'pkey') await q(`ALTER TABLE ${s}.pdns_record ADD PRIMARY KEY (id)`);
      else await q(defOf(part).replace(' ON public.pdns_record ', ` ON ${s}.pdns_record `));
    }
    await q(`VACUUM ANALYZE ${s}.pdns_record`);
  }
  await q('VACUUM ANALYZE public.pdns_record');
  say(`table before: ${ROWS} rows, ${chosen.length} copies with their indexes, in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

  interface Phase {
    seconds: number;
    rows: number;
    wal: number;
    fpi: number;
    walRecords: number;
    lsnBytes: number;
    walBuffersFull: number;
    ins: number;
    upd: number;
    hot: number;
    backendCpu: number;
    auxCpu: number;
    nodeCpu: number;
    waits: Map<string, number>;
    samples: number;
  }
  const aux = async () => (await monitor.query(`SELECT pid FROM pg_stat_activity WHERE backend_type IN ('walwriter', 'checkpointer', 'background writer')`)).rows.map((r) => r.pid as number);
  const auxPids = await aux();
  const auxCpu = () => auxPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);

  /** Samples what the given backends (or every client backend of the database but the monitor) wait on, until stopped. */
  function sampleWaits(pids: () => number[] | null) {
    const waits = new Map<string, number>();
    let samples = 0;
    let running = true;
    const seen = new Set<number>();
    const loop = (async () => {
      while (running) {
        const rows = (await monitor.query(`SELECT pid, state, wait_event_type, wait_event FROM pg_stat_activity
           WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid() AND pid <> $1`, [adminPid])).rows;
        const wanted = pids();
        for (const r of rows) {
          if (wanted && !wanted.includes(r.pid)) continue;
          seen.add(r.pid);
          const what = r.state === 'active' ? (r.wait_event_type ? `${r.wait_event_type}:${r.wait_event}` : 'CPU') : 'Node';
          waits.set(what, (waits.get(what) ?? 0) + 1);
          samples += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    return {
      seen,
      stop: async () => {
        running = false;
        await loop;
        return { waits, samples };
      },
    };
  }
  const adminPid = (await q('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
  const acme = (await q(`SELECT id FROM customer WHERE short_name = 'acme'`)).rows[0].id as number;
  const walStats = async () => {
    const r = (await monitor.query(`SELECT pg_current_wal_lsn() AS lsn, wal_buffers_full FROM pg_stat_wal`)).rows[0];
    return { lsn: r.lsn as string, full: Number(r.wal_buffers_full) };
  };
  const tableStats = async (schema: string) => {
    await monitor.query('SELECT pg_stat_clear_snapshot()');
    const r = (await monitor.query(`SELECT n_tup_ins, n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables WHERE schemaname = $1 AND relname = 'pdns_record'`, [schema])).rows[0];
    return { ins: Number(r.n_tup_ins), upd: Number(r.n_tup_upd), hot: Number(r.n_tup_hot_upd) };
  };

  /** One phase: the rows through the store's transaction (COPY, statement under EXPLAIN (ANALYZE, WAL), commit) on CONNECTIONS connections. */
  async function phase(v: Variant, rows: Observation[]): Promise<Phase> {
    const schema = schemaOf(v);
    const statement = v.statement === 'upsert' ? MERGE_STAGE_SQL : v.statement === 'merge' ? MERGE_JOIN_STAGE_SQL
      : `INSERT INTO pdns_record (${OBSERVATION_COLUMNS}) SELECT customer_id, query, answer, rrclass, rrtype, tlp, min(first_seen), max(last_seen), min(min_ttl), max(max_ttl), sum(times)
           FROM pdns_stage GROUP BY query, answer, rrclass, rrtype, tlp, customer_id ORDER BY query, answer, rrclass, rrtype, tlp, customer_id`;
    const explained = `EXPLAIN (ANALYZE, WAL, BUFFERS, TIMING OFF, FORMAT JSON) ${statement}`;
    const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS, options: `-c jit=off -c enable_hashjoin=off -c enable_mergejoin=off -c work_mem=${WORK_MEM} ${v.settings ?? ''} -c search_path=${schema}` });
    const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.connect()));
    const pids: number[] = [];
    for (const c of clients) {
      await c.query(CREATE_STAGE_SQL);
      pids.push((await c.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number);
    }
    await q('CHECKPOINT');
    const before = { table: await tableStats(schema), wal: await walStats(), cpu: pids.map(cpuSeconds), aux: auxCpu(), node: nodeCpu() };
    const sampler = sampleWaits(() => pids);
    let wal = 0;
    let fpi = 0;
    let walRecords = 0;
    let next = 0;
    const started = Date.now();
    await Promise.all(clients.map(async (client) => {
      for (let i = next; i < rows.length; i = next) {
        next += BATCH;
        await client.query('BEGIN');
        await client.query('SET LOCAL synchronous_commit = off');
        await pipeline(Readable.from([copyText(rows.slice(i, i + BATCH))]), client.query(copyFrom(`COPY pdns_stage (${STAGE_COLUMNS}) FROM STDIN`)));
        const plan = (await client.query(explained)).rows[0]['QUERY PLAN'][0].Plan;
        wal += Number(plan['WAL Bytes'] ?? 0);
        fpi += Number(plan['WAL FPI'] ?? 0);
        walRecords += Number(plan['WAL Records'] ?? 0);
        await client.query('COMMIT');
      }
    }));
    const seconds = (Date.now() - started) / 1000;
    const { waits, samples } = await sampler.stop();
    const cpu = pids.map(cpuSeconds).reduce((s, c, k) => s + c - before.cpu[k]!, 0);
    const after = { wal: await walStats(), aux: auxCpu(), node: nodeCpu() };
    for (const c of clients) c.release();
    await pool.end(); // the backends' statistics reach pg_stat_user_tables when they exit
    await new Promise((resolve) => setTimeout(resolve, 300));
    const table = await tableStats(schema);
    const lsn = Number((await monitor.query('SELECT pg_wal_lsn_diff($1, $2) AS d', [after.wal.lsn, before.wal.lsn])).rows[0].d);
    return {
      seconds, rows: rows.length, wal, fpi, walRecords, lsnBytes: lsn, walBuffersFull: after.wal.full - before.wal.full,
      ins: table.ins - before.table.ins, upd: table.upd - before.table.upd, hot: table.hot - before.table.hot,
      backendCpu: cpu, auxCpu: after.aux - before.aux, nodeCpu: after.node - before.node, waits, samples,
    };
  }

  const results = new Map<string, { insert: Phase[]; repeat: Phase[] }>();
  for (const v of chosen) results.set(v.name, { insert: [], repeat: [] });
  for (let round = 0; round < ROUNDS; round += 1) {
    const plain = rowsOf(round === 0 ? 'imp' : `imp${round}x`);
    const owned = rowsOf(round === 0 ? 'imp' : `imp${round}x`, acme);
    const order = chosen.map((_, k) => chosen[(k + round) % chosen.length]!);
    for (const v of order) {
      const r = results.get(v.name)!;
      const rows = v.customer ? owned : plain;
      r.insert.push(await phase(v, rows));
      if (v.statement !== 'insert') r.repeat.push(await phase(v, rows));
      say(`  round ${round + 1}: ${v.name} done (load ${load()})`);
    }
  }

  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  const usPerRow = (p: Phase) => (p.seconds * 1e6) / p.rows;
  const topWaits = (ps: Phase[], n = 4) => {
    const total = new Map<string, number>();
    let samples = 0;
    for (const p of ps) {
      samples += p.samples;
      for (const [k, c] of p.waits) total.set(k, (total.get(k) ?? 0) + c);
    }
    return [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, c]) => `${k} ${Math.round((100 * c) / Math.max(samples, 1))}%`).join(', ');
  };
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const allInsert = median(results.get('all')?.insert.map(usPerRow) ?? []);
  const allRepeat = median(results.get('all')?.repeat.map(usPerRow) ?? []);

  for (const kind of ['insert', 'repeat'] as const) {
    say(`\n## ${kind === 'insert' ? 'new rows (inserts)' : 'the same rows again (updates)'}: per row, medians over rounds; "cost" = us/row of "all" minus this variant's (what the left-out part costs)`);
    say(`${'variant'.padEnd(20)} ${pad('rows/s', 8)} ${pad('us/row', 7)} ${pad('cost', 6)} ${pad('WAL B', 6)} ${pad('FPI %', 6)} ${pad('WALrec', 6)} ${pad('HOT %', 6)} ${pad('pg us', 6)} ${pad('aux us', 6)} ${pad('node us', 7)}  backends' time (sampled)`);
    for (const v of chosen) {
      const ps = results.get(v.name)![kind];
      if (ps.length === 0) continue;
      const per = (f: (p: Phase) => number) => median(ps.map((p) => f(p) / p.rows));
      const us = median(ps.map(usPerRow));
      const base = kind === 'insert' ? allInsert : allRepeat;
      const cost = v.name === 'all' || Number.isNaN(base) ? '' : (base - us).toFixed(1);
      const hot = kind === 'repeat' ? median(ps.map((p) => (100 * p.hot) / Math.max(p.upd, 1))).toFixed(0) : '';
      say(`${v.name.padEnd(20)} ${pad(Math.round(1e6 / us), 8)} ${pad(us.toFixed(1), 7)} ${pad(cost, 6)} ${pad(per((p) => p.wal).toFixed(0), 6)} ${pad((100 * per((p) => p.fpi)).toFixed(1), 6)} ${pad(per((p) => p.walRecords).toFixed(1), 6)} ${pad(hot, 6)} ${pad((1e6 * per((p) => p.backendCpu)).toFixed(1), 6)} ${pad((1e6 * per((p) => p.auxCpu)).toFixed(1), 6)} ${pad((1e6 * per((p) => p.nodeCpu)).toFixed(1), 7)}  ${topWaits(ps)}`);
    }
  }
  const all = results.get('all');
  if (all && all.insert.length > 0) {
    const p = all.insert[0]!;
    say(`\n"all", round 1, new rows: statement WAL ${(p.wal / 1e6).toFixed(0)} MB (${p.fpi} full-page images), the cluster's WAL grew ${(p.lsnBytes / 1e6).toFixed(0)} MB meanwhile (other databases included), WAL buffers full ${p.walBuffersFull} times; inserted ${p.ins}`);
  }

  // The import itself (parse, check, COPY, merge, checkpoint) into the real table, as `vigil pdns import` runs it.
  if (!values['no-import']) {
    const file = join(tmp, 'feed.ndjson');
    const out: string[] = [];
    for (let i = 0; i < IMPORT_ROWS; i += 1) out.push(JSON.stringify({ rrname: `imp${i}.d${i % 5000}.import.example`, rrtype: 'A', rdata: [ip(i)], time_first: 1_700_000_000 + i, time_last: 1_700_100_000 + i, count: 1 + (i % 9) }));
    writeFileSync(file, `${out.join('\n')}\n`);
    say(`\n## the import (vigil pdns import code path: parse, check, COPY, merge, checkpoint; ${CONNECTIONS} connection(s), into pdns_record with all its indexes)`);
    for (const kind of ['new rows', 'the same rows again'] as const) {
      const store = postgresBulkStore({ url, connections: CONNECTIONS });
      await q('CHECKPOINT');
      const before = { node: nodeCpu(), aux: auxCpu(), table: await tableStats('public') };
      const sampler = sampleWaits(() => null);
      t0 = Date.now();
      const state = await importPdnsFile({
        config, file, format: 'ndjson', customerId: null, tlp: 'white', batchSize: BATCH, concurrency: CONNECTIONS, checkpoint: join(tmp, `cp-${kind.length}`),
        store: (rows, mark) => store.store(rows, mark), checkpoints: store, onRejected: () => undefined, onProgress: () => undefined,
      });
      const seconds = (Date.now() - t0) / 1000;
      const { waits, samples } = await sampler.stop();
      const pg = [...sampler.seen].reduce((s, pid) => s + cpuSeconds(pid), 0); // the store's backends started with it
      const node = nodeCpu() - before.node;
      const auxUsed = auxCpu() - before.aux;
      await store.close();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const table = await tableStats('public');
      const hot = table.upd - before.table.upd > 0 ? `, HOT ${Math.round((100 * (table.hot - before.table.hot)) / (table.upd - before.table.upd))}% of ${table.upd - before.table.upd} updates` : '';
      const top = [...waits.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, c]) => `${k} ${Math.round((100 * c) / Math.max(samples, 1))}%`).join(', ');
      say(`import, ${kind.padEnd(19)}: ${Math.round(state.stored / seconds)} rows/s (${seconds.toFixed(1)} s); CPU per row: Node ${((1e6 * node) / state.stored).toFixed(1)} us, PostgreSQL backends ${((1e6 * pg) / state.stored).toFixed(1)} us, WAL writer/checkpointer/bgwriter ${((1e6 * auxUsed) / state.stored).toFixed(1)} us (wall ${((1e6 * seconds) / state.stored).toFixed(1)} us, ${CONNECTIONS} connection(s))${hot}`);
      say(`    backends' time: ${top}`);
    }
  }
  say(`\nload average at the end: ${load()}`);
} finally {
  await admin.end().catch(() => undefined);
  await monitor.end().catch(() => undefined);
  await database.close().catch(() => undefined);
  await withAdminClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  rmSync(tmp, { recursive: true, force: true });
}
