// `npm run bench:customernetworks`: "which networks contain this IP" and a
// 10 000-network lenient bulk add, each next to a raw SQL floor, on a
// database holding --networks networks across --customers customers.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:customernetworks
//   npm run bench:customernetworks -- --networks 100000   (in-memory PGlite)
//
// Figures:
// 1. containment lookup latency, one request at a time (p50/p99 over
//    --lookups random IPs): raw SQL (the statement alone, through the same
//    Prisma client, in-process), then from a client in its own process: the
//    bare Fastify floor running that statement, REST GET /network?addresses=IP,
//    REST POST /network/search and GraphQL customerNetworks, all as the
//    analyst (sees every customer, so the access filter is the widest one);
// 2. throughput under load (autocannon, --connections) for the REST lookup,
//    GraphQL, REST GET /network/{id}, and a bare Fastify floor running the raw
//    containment SQL;
// 3. a 10 000-network lenient bulk add through REST vs the same rows inserted
//    by one raw INSERT ... SELECT in a transaction (median of --bulk-runs).
import { spawn } from 'node:child_process';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { SequentialJob } from './sequential-client.ts';
import { supernetsOf } from '../src/domains/customernetworks/search.ts';
import { parseArgs } from 'node:util';
import { availableParallelism, loadavg } from 'node:os';
import { InFlight } from './in-flight.ts';
import { measure, table, type Figures } from './measure.ts';
import type { BenchRequest } from './scenarios.ts';
import { loadConfig } from '../src/config.ts';
import { issueApiKey } from '../src/domains/identity/api-keys.ts';
import { startTarget } from './setup.ts';

const { values } = parseArgs({
  options: {
    networks: { type: 'string' },
    customers: { type: 'string', default: '1000' },
    lookups: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    'bulk-runs': { type: 'string', default: '3' },
  },
  strict: true,
});
const databaseUrl = process.env['DATABASE_URL'] || undefined;
const NETWORKS = Number(values.networks ?? (databaseUrl ? 1_000_000 : 100_000));
const CUSTOMERS = Number(values.customers);
const LOOKUPS = Number(values.lookups);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const BULK_RUNS = Number(values['bulk-runs']);
const BULK_SIZE = 10_000;

// Network g: a /24 at 1.0.0.0 + g*256 (every 100th a /16 over that range
// instead, so lookups also meet nested networks), owned by customer g % CUSTOMERS.
const FIRST = 16_777_216; // 1.0.0.0

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function stats(samples: number[]): { p50: number; p99: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

function ipOf(n: number): string {
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

function randomIp(): string {
  return ipOf(FIRST + Math.floor(Math.random() * NETWORKS * 256));
}

async function timed(work: () => Promise<void>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function main(): Promise<void> {
  const inFlight = new InFlight();
  const target = await startTarget({ databaseUrl, analyze: false, inFlight });
  const prisma = target.database.prisma;
  const floor = Fastify({ logger: false });
  inFlight.track(floor);
  try {
    console.log(`command:   ${databaseUrl ? 'DATABASE_URL=... ' : ''}npm run bench:customernetworks -- ${process.argv.slice(2).join(' ')}`.trimEnd());
    console.log(`database:  ${target.database.kind}; node ${process.version}; ${availableParallelism()} CPUs, load ${loadavg()[0]!.toFixed(2)}`);

    // Data: customers below the operator, then the networks in one statement.
    const operator = await prisma.customer.findUniqueOrThrow({ where: { shortName: 'operator' } });
    const loadStart = Date.now();
    await prisma.customer.createMany({
      data: Array.from({ length: CUSTOMERS }, (_, i) => ({ shortName: `cn-bench-${i}`, name: `Network bench ${i}`, parentId: operator.id, domainId: operator.domainId })),
    });
    const firstCustomer = (await prisma.customer.findUniqueOrThrow({ where: { shortName: 'cn-bench-0' } })).id;
    await prisma.$executeRawUnsafe(
      `INSERT INTO customer_network (customer_id, network, description, zone, flags)
       SELECT $1 + (g % $2),
              CASE WHEN g % 100 = 0 THEN network(set_masklen('1.0.0.0'::inet + g::bigint * 256, 16))::inet
                   ELSE set_masklen('1.0.0.0'::inet + g::bigint * 256, 24) END,
              'bench network ' || g, 'INTERNAL', ARRAY['UNVERIFIED']
         FROM generate_series(0, $3 - 1) AS g
       ON CONFLICT DO NOTHING`,
      firstCustomer,
      CUSTOMERS,
      NETWORKS,
    );
    await prisma.$executeRawUnsafe('ANALYZE');
    const stored = await prisma.customerNetwork.count();
    console.log(`data:      ${stored} networks across ${CUSTOMERS} customers, loaded and analysed in ${((Date.now() - loadStart) / 1000).toFixed(1)} s\n`);

    // The same containment strategy as Vigil's search: one btree probe per prefix length of the address.
    const RAW = `SELECT n.id FROM customer_network n WHERE ${supernetsOf('$1::inet')} AND NOT ('DELETED' = ANY(n.flags))`;
    floor.get<{ Querystring: { ip: string } }>('/floor/contains', async (req) => prisma.$queryRawUnsafe(RAW, req.query.ip));
    const floorUrl = await floor.listen({ port: 0, host: '127.0.0.1' });

    const auth = { 'service-api-key': target.apiKey };
    // One document with the address as a variable, as a client sends it (a document per address would be parsed, validated and planned per request).
    const graphqlBody = (ip: string) => JSON.stringify({ query: 'query Contains($ip: [String!]) { customerNetworks(criteria: { addresses: $ip }) { totalCount nodes { id networkAddress { address maskBits } customer { shortName } } } }', variables: { ip: [ip] } });
    const sample = randomIp();
    const check = await (await fetch(`${target.baseUrl}/customernetworks/v1/network?addresses=${sample}`, { headers: auth })).json() as { responseCode: number; count: number };
    const raw = (await prisma.$queryRawUnsafe<{ id: number }[]>(RAW, sample)).length;
    if (check.responseCode !== 200 || check.count !== raw || raw === 0) throw new Error(`lookup of ${sample}: REST answered ${JSON.stringify(check).slice(0, 200)}, raw SQL ${raw} rows`);
    console.log(`verified:  ${sample} is in ${raw} network(s) through REST and raw SQL\n`);

    // 1. Latency one at a time: the statement alone in-process, then every HTTP variant from a
    // client in its own process (bench/sequential-client.ts), the bare Fastify floor included.
    const ips = Array.from({ length: LOOKUPS }, randomIp);
    const statementSamples: number[] = [];
    for (let i = 0; i < 100; i++) await prisma.$queryRawUnsafe(RAW, randomIp()); // warm-up
    for (const ip of ips) statementSamples.push(await timed(async () => void (await prisma.$queryRawUnsafe(RAW, ip))));
    const json = { ...auth, 'content-type': 'application/json' };
    const job: SequentialJob = {
      warmup: 100,
      values: ips,
      variants: [
        { name: 'floor (bare Fastify + raw SQL)', method: 'GET', url: `${floorUrl}/floor/contains?ip={value}`, headers: {} },
        { name: 'REST GET ?addresses=', method: 'GET', url: `${target.baseUrl}/customernetworks/v1/network?addresses={value}`, headers: auth },
        { name: 'REST POST /search', method: 'POST', url: `${target.baseUrl}/customernetworks/v1/network/search`, body: '{"addresses":["{value}"]}', headers: json },
        { name: 'GraphQL', method: 'POST', url: `${target.baseUrl}/graphql`, body: graphqlBody('{value}'), headers: json },
      ],
    };
    const client = spawn(process.execPath, [...process.execArgv, fileURLToPath(new URL('./sequential-client.ts', import.meta.url))], { stdio: ['pipe', 'pipe', 'inherit'] });
    client.stdin.end(JSON.stringify(job));
    const [answer, exitCode] = await Promise.all([text(client.stdout), new Promise<number | null>((resolve) => client.on('close', resolve))]);
    if (exitCode !== 0) throw new Error(`the sequential client exited with ${exitCode}`);
    const httpSamples = JSON.parse(answer) as Record<string, number[]>;
    console.log(`containment lookup, one at a time, ${LOOKUPS} random IPs each (ms; HTTP variants from a client in its own process)`);
    console.log('variant                              p50     p99    mean');
    for (const [name, samples] of [['raw SQL statement alone (in-process)', statementSamples] as const, ...Object.entries(httpSamples)]) {
      const s = stats(samples);
      console.log(`${name.padEnd(35)} ${s.p50.toFixed(2).padStart(5)} ${s.p99.toFixed(2).padStart(7)} ${s.mean.toFixed(2).padStart(7)}`);
    }

    // 2. Throughput under load (one fixed IP; autocannon in a worker thread).
    const someId = (await prisma.customerNetwork.findFirstOrThrow({ where: { description: 'bench network 12345' } })).id;
    const ip = randomIp();
    const req = (variant: BenchRequest['variant'], url: string, method: 'GET' | 'POST' = 'GET', body?: string): BenchRequest => ({
      variant,
      url,
      method,
      headers: body ? { ...auth, 'content-type': 'application/json' } : auth,
      ...(body ? { body } : {}),
      expectedItems: 1,
      idsIn: () => [],
    });
    const load = { durationSeconds: DURATION, connections: CONNECTIONS, warmupSeconds: 1 };
    const probes = { statements: target.database.statements, inFlight };
    const figures: Figures[] = [];
    for (const r of [
      req('REST', `${target.baseUrl}/customernetworks/v1/network?addresses=${ip}`),
      req('GraphQL', `${target.baseUrl}/graphql`, 'POST', graphqlBody(ip)),
      req('floor', `${floorUrl}/floor/contains?ip=${ip}`),
    ]) figures.push(await measure(r, load, probes));
    console.log(`\n${table(`containment lookup under load (${CONNECTIONS} connections, ${DURATION}s)`, figures)}`);
    const single = await measure(req('REST', `${target.baseUrl}/customernetworks/v1/network/${someId}`), load, probes);
    console.log(table('REST GET /network/{id}', [single]));

    // 3. Bulk add of 10 000 networks: REST lenient vs raw INSERT.
    const bulkCustomer = `cn-bench-${CUSTOMERS - 1}`;
    // The analyst only views; the admin adds.
    const admin = await prisma.user.findUniqueOrThrow({ where: { shortName: 'admin' } });
    const adminKey = (await issueApiKey(prisma, loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }), { userId: admin.id })).key;
    const adminAuth = { 'service-api-key': adminKey };
    const restTimes: number[] = [];
    const rawTimes: number[] = [];
    for (let run = 0; run < BULK_RUNS; run++) {
      // Fresh prefixes beyond the loaded range (100.64.0.0/10 onwards, as /28s).
      const base = 0x64400000 + run * BULK_SIZE * 2 * 16;
      const networks = Array.from({ length: BULK_SIZE }, (_, i) => ({ networkAddress: `${ipOf(base + i * 16)}/28`, description: `bulk ${run} ${i}` }));
      const body = JSON.stringify({ customer: bulkCustomer, ignoreOnFailed: true, networks });
      let answer: { responseCode: number; data: { acceptedCount: number } } | null = null;
      restTimes.push(await timed(async () => {
        answer = (await (await fetch(`${target.baseUrl}/customernetworks/v1/network/bulk/lenient`, { method: 'POST', headers: { ...adminAuth, 'content-type': 'application/json' }, body })).json()) as typeof answer;
      }));
      if (answer!.responseCode !== 200 || answer!.data.acceptedCount !== BULK_SIZE) throw new Error(`bulk answered ${JSON.stringify(answer).slice(0, 300)}`);
      const rawRows = JSON.stringify(Array.from({ length: BULK_SIZE }, (_, i) => ({ network: `${ipOf(base + (BULK_SIZE + i) * 16)}/28`, description: `raw ${run} ${i}` })));
      rawTimes.push(await timed(async () => {
        await prisma.$transaction(async (tx) => {
          await tx.$executeRawUnsafe(
            `INSERT INTO customer_network (customer_id, network, description, flags)
             SELECT $2, x.network, x.description, ARRAY['UNVERIFIED'] FROM json_to_recordset($1::json) AS x(network inet, description text)`,
            rawRows,
            firstCustomer + CUSTOMERS - 1,
          );
        }, { timeout: 120_000 });
      }));
    }
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(`\nbulk add of ${BULK_SIZE} networks (median of ${BULK_RUNS}, ms): REST lenient ${med(restTimes).toFixed(0)} (runs ${restTimes.map((t) => t.toFixed(0)).join(', ')}); raw INSERT floor ${med(rawTimes).toFixed(0)} (runs ${rawTimes.map((t) => t.toFixed(0)).join(', ')})`);
    console.log(`load:      ${loadavg()[0]!.toFixed(2)} after measuring`);
  } finally {
    await floor.close();
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `bench failed: ${error.stack}` : error);
  process.exitCode = 1;
});
