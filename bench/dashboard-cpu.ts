// `npm run bench:dashboard-cpu`: the CPU one request of each dashboard picture
// costs the whole machine, GraphQL against the hand-written read, one request
// at a time. Throughput on 2 shared cores is bound by the CPU every request
// costs the server and the database together, so these figures predict the
// throughput ratio of `bench:dashboard` and move much less with the machine's
// load (no load generator, no sockets: Fastify inject for both). Node's CPU is
// this process's; PostgreSQL's is the sum over every `postgres` process in
// /proc (the database must run on this machine; without DATABASE_URL PGlite
// runs in-process and Node's figure holds both). Rounds alternate the two
// reads; the figures are medians over rounds.
import Fastify from 'fastify';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { InFlight } from './in-flight.ts';
import { postgresCpuMs } from './postgres-cpu.ts';
import { startTarget } from './setup.ts';
import { seedPictures } from './dashboard-data.ts';
import { PICTURES } from './dashboard-pictures.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '8' }, requests: { type: 'string', default: '40' }, only: { type: 'string' } } });
const ROUNDS = Number(values.rounds);
const REQUESTS = Number(values.requests);
const only = values.only?.split(',');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const target = await startTarget({ databaseUrl: process.env['DATABASE_URL'], analyze: false, inFlight: new InFlight() });
const floor = Fastify();
try {
  const seeded = await seedPictures(target);
  await target.database.prisma.$executeRawUnsafe('ANALYZE');
  const pictures = PICTURES.filter((p) => !only || only.includes(p.name));
  for (const p of pictures) floor.post(`/${p.name}`, () => p.handWritten(target.database.prisma, seeded));
  await floor.ready();
  const onPostgres = Boolean(process.env['DATABASE_URL']);
  console.log(`${onPostgres ? 'PostgreSQL' : 'PGlite'}; ${ROUNDS} rounds of ${REQUESTS} requests one at a time, medians; load ${loadavg()[0]!.toFixed(1)}`);
  console.log('picture | GraphQL ms/request: Node + PostgreSQL = total | hand-written: Node + PostgreSQL = total | predicted ratio (hand-written total / GraphQL total)');
  for (const p of pictures) {
    const key = target.keys[p.caller]!;
    const payload = JSON.stringify({ query: p.query, variables: p.variables(seeded) });
    const reads = {
      graphql: () => target.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'service-api-key': key }, payload }),
      hand: () => floor.inject({ method: 'POST', url: `/${p.name}`, headers: { 'content-type': 'application/json' }, payload: '{}' }),
    };
    const figures = { graphql: { node: [] as number[], pg: [] as number[] }, hand: { node: [] as number[], pg: [] as number[] } };
    for (const send of Object.values(reads)) {
      for (let i = 0; i < 20; i++) {
        const res = await send();
        if (res.statusCode !== 200 || res.body.includes('"errors"')) throw new Error(`${p.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['graphql', 'hand'] as const) : (['hand', 'graphql'] as const);
      for (const name of order) {
        const pgBefore = postgresCpuMs();
        const before = process.cpuUsage();
        for (let i = 0; i < REQUESTS; i++) await reads[name]();
        const used = process.cpuUsage(before);
        figures[name].node.push((used.user + used.system) / 1000 / REQUESTS);
        figures[name].pg.push((postgresCpuMs() - pgBefore) / REQUESTS);
      }
    }
    const total = (f: { node: number[]; pg: number[] }) => ({ node: median(f.node), pg: median(f.pg), all: median(f.node.map((n, i) => n + f.pg[i]!)) });
    const g = total(figures.graphql);
    const h = total(figures.hand);
    const show = (t: typeof g) => `${t.node.toFixed(2)} + ${t.pg.toFixed(2)} = ${t.all.toFixed(2)}`;
    console.log(`${p.name} | ${show(g)} | ${show(h)} | ${(h.all / g.all).toFixed(2)}`);
  }
} finally {
  await floor.close();
  await target.close();
}
