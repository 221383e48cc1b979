// `npm run bench:dashboard`: issue 20's three dashboard pictures (docs/graphql.md)
// as one GraphQL request each, against the same data read by a hand-written
// Prisma query (one findMany with nested includes, served by a bare Fastify
// route: no authentication, no access rules, no GraphQL) in the same run.
// Prints statements per request, req/s, p50/p99 and the GraphQL / hand-written
// throughput ratio (target: at least 0.5), and what a request cost under that
// load: the server's main thread, V8's helper threads (the garbage collector's
// parallel and concurrent work: what allocation costs beside the main thread)
// and PostgreSQL, in CPU ms, and how busy the event loop was (PostgreSQL's
// figure needs the database on this machine). `--rounds N` runs each read N
// times, alternating which goes first, and prints the median of the rounds'
// ratios with their range: the machine's speed drifts during a run, and a
// ratio taken from two runs a minute apart carries that drift. `--profile`
// prints where the main thread's CPU goes during the first GraphQL run and
// hand-written run (`--out PREFIX` keeps each .cpuprofile). PostgreSQL when
// DATABASE_URL is set (a throwaway database, dropped afterwards), else
// in-memory PGlite.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { summarise, type Profile } from './cpu-profile.ts';
import { InFlight } from './in-flight.ts';
import { median } from './measure.ts';
import { postgresCpuMs } from './postgres-cpu.ts';
import { threadCpuMs, threadCpuSince } from './thread-cpu.ts';
import { startTarget } from './setup.ts';
import { seedPictures, type Seeded } from './dashboard-data.ts';
import { PICTURES } from './dashboard-pictures.ts';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '5' }, rounds: { type: 'string', default: '1' }, connections: { type: 'string', default: '10' }, only: { type: 'string' }, profile: { type: 'boolean', default: false }, out: { type: 'string' } } });
const DURATION = Number(values.duration);
const ROUNDS = Math.max(1, Number(values.rounds));
const CONNECTIONS = Number(values.connections);
const only = values.only?.split(',');
// Node names V8's platform worker threads so (/proc/self/task/*/comm).
const V8_HELPERS = 'V8Worker';

/** One load run's figures: rates and latencies, and the CPU it cost, in ms. */
interface Run {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  mainMs: number;
  helpersMs: number;
  pgMs: number;
  loop: number;
}


const target = await startTarget({ databaseUrl: process.env['DATABASE_URL'], analyze: false, inFlight: new InFlight() });
const floor = Fastify();
try {
  const seeded: Seeded = await seedPictures(target);
  await target.database.prisma.$executeRawUnsafe('ANALYZE');
  const pictures = PICTURES.filter((p) => !only || only.includes(p.name));
  for (const p of pictures) floor.post(`/${p.name}`, () => p.handWritten(target.database.prisma, seeded));
  const floorUrl = await floor.listen({ port: 0, host: '127.0.0.1' });

  // Under load, what each request costs the server's main thread (its CPU, this thread only: the
  // load generator runs in a worker) and PostgreSQL, and how busy the event loop was: a picture
  // whose main thread is near 1.0 is bound by Node's one thread, one with room there by the CPU
  // the two cores share (PostgreSQL's share counts there).
  const run = async (url: string, body: string, extra: Record<string, string>): Promise<Run> => {
    const cpuBefore = process.threadCpuUsage();
    const pgBefore = postgresCpuMs();
    const loopBefore = performance.eventLoopUtilization();
    const threadsBefore = threadCpuMs();
    const r = await autocannon({ url, method: 'POST', body, headers: { 'content-type': 'application/json', ...extra }, connections: CONNECTIONS, duration: DURATION, workers: 1 });
    const cpu = process.threadCpuUsage(cpuBefore);
    const pg = postgresCpuMs() - pgBefore;
    const loop = performance.eventLoopUtilization(loopBefore).utilization;
    const threads = threadCpuSince(threadsBefore);
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, mainMs: (cpu.user + cpu.system) / 1000, helpersMs: threads.get(V8_HELPERS) ?? 0, pgMs: pg, loop };
  };
  // Several rounds: medians of the rates and latencies, the CPU summed over every round.
  const summary = (runs: Run[]) => {
    const n = Math.max(1, runs.reduce((sum, r) => sum + r.requests, 0));
    const total = (pick: (r: Run) => number) => runs.reduce((sum, r) => sum + pick(r), 0) / n;
    const perRequest = `${total((r) => r.mainMs).toFixed(2)} + ${total((r) => r.helpersMs).toFixed(2)} + ${total((r) => r.pgMs).toFixed(2)}, loop ${median(runs.map((r) => r.loop)).toFixed(2)}`;
    return { rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)), perRequest };
  };
  const load = () => loadavg()[0]!.toFixed(1);
  console.log(`${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'}; autocannon ${CONNECTIONS} connections, ${DURATION} s each, ${ROUNDS} round(s) alternating GraphQL and hand-written`);
  console.log(`picture | caller | rows | statements GraphQL / hand-written | GraphQL req/s p50 p99 ms | hand-written req/s p50 p99 ms | ratio${ROUNDS > 1 ? ' (median of rounds, lowest-highest)' : ''} | load | under load, ms/request main thread + V8 helpers + PostgreSQL, event loop busy: GraphQL | hand-written`);
  for (const p of pictures) {
    const key = target.keys[p.caller];
    if (!key) throw new Error(`no key for ${p.caller}`);
    const headers = { 'content-type': 'application/json', 'service-api-key': key };
    const body = JSON.stringify({ query: p.query, variables: p.variables(seeded) });
    // A request to warm up (the first of a document plans and caches more), then one counted:
    // it must answer without errors and hold the rows the hand-written read holds.
    await fetch(`${target.baseUrl}/graphql`, { method: 'POST', headers, body }).then((res) => res.arrayBuffer());
    const { result: answer, statements } = await target.database.statements.capture(async () => {
      const res = await fetch(`${target.baseUrl}/graphql`, { method: 'POST', headers, body });
      return (await res.json()) as { data?: unknown; errors?: unknown };
    });
    if (answer.errors) throw new Error(`${p.name}: ${JSON.stringify(answer.errors)}`);
    const { result: handWritten, statements: floorStatements } = await target.database.statements.capture(() => p.handWritten(target.database.prisma, seeded));
    const rows = p.rows(answer.data);
    const floorRows = p.rows(handWritten, true);
    if (rows !== floorRows) throw new Error(`${p.name}: GraphQL answered ${rows} rows, the hand-written read ${floorRows}`);
    // `--profile`: the main thread's CPU during the GraphQL run, and during the hand-written
    // read's run, so that where the two differ can be read side by side.
    const profiled = async (label: string, measure: () => Promise<Run>, round: number): Promise<Run> => {
      // Profiled in the first round only.
      if (!values.profile || round > 0) return measure();
      const session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
      const figures = await measure();
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
      session.disconnect();
      console.log(`${p.name}, ${label}:`);
      console.log(summarise(profile, Math.round(figures.rps * DURATION)));
      if (values.out) writeFileSync(`${values.out}.${p.name}.${label}.cpuprofile`, JSON.stringify(profile));
      return figures;
    };
    // Rounds alternate which read goes first, so a machine that speeds up or slows down during
    // the run moves both alike; the ratio is taken per round, then its median.
    const gqlRuns: Run[] = [];
    const handRuns: Run[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const reads = [
        async () => gqlRuns.push(await profiled('graphql', () => run(`${target.baseUrl}/graphql`, body, { 'service-api-key': key }), round)),
        async () => handRuns.push(await profiled('hand-written', () => run(`${floorUrl}/${p.name}`, '{}', {}), round)),
      ];
      for (const read of round % 2 === 0 ? reads : reads.reverse()) await read();
    }
    const gql = summary(gqlRuns);
    const hand = summary(handRuns);
    const ratios = gqlRuns.map((g, i) => g.rps / handRuns[i]!.rps);
    const ratio = ROUNDS > 1 ? `${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})` : ratios[0]!.toFixed(2);
    const authStatements = statements.filter((s) => s.startsWith('/* vigil:apikey */')).length;
    console.log(
      `${p.name} | ${p.caller} | ${rows} | ${statements.length} (${authStatements} authentication) / ${floorStatements.length} | ${gql.rps.toFixed(1)} ${gql.p50} ${gql.p99} | ${hand.rps.toFixed(1)} ${hand.p50} ${hand.p99} | ${ratio} | ${load()} | ${gql.perRequest} | ${hand.perRequest}`,
    );
  }
} finally {
  await floor.close();
  await target.close();
}
