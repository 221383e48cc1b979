// `npm run bench:mechanisms`: CPU per request of Vigil's reads, one request at a
// time in-process (Fastify inject: no sockets, no load generator), so that the
// figure is the server's own work and moves little with the machine's load.
// Run it once per setting of the performance switches (GRAPHQL_JIT,
// GRAPHQL_SHARED_RESPONSE_PATHS, GRAPHQL_TYPE_SELECTED_COLUMNS), alternating,
// and compare (docs/performance.md, "Mechanisms"). Prints one JSON line.
import { loadavg } from 'node:os';
import { InFlight } from './in-flight.ts';
import { CUSTOMER_FIELDS } from './scenarios.ts';
import { startTarget } from './setup.ts';

const WARMUP = Number(process.env['BENCH_WARMUP'] ?? 100);
const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 300);

// Nested like a dashboard: a list, a relation of each row, and relations below it.
const NESTED = `query Nested { customers(limit: 60, orderBy: [{ field: SHORT_NAME }]) { totalCount nodes {
  id shortName name flags domain { id name } parent { id shortName name domain { id name } } } } }`;

async function main(): Promise<void> {
  const target = await startTarget({ databaseUrl: undefined, analyze: true, inFlight: new InFlight() });
  try {
    const headers = { 'service-api-key': target.apiKey, 'content-type': 'application/json' };
    const reads: Record<string, () => Promise<{ statusCode: number; body: string }>> = {
      'REST list (25)': () => target.app.inject({ method: 'GET', url: '/customers/v1/customer?limit=25', headers }),
      'REST single': () => target.app.inject({ method: 'GET', url: '/customers/v1/customer/acme', headers }),
      'GraphQL list (25)': () =>
        target.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query: `{ customers(limit: 25) { totalCount limit offset nodes { ${CUSTOMER_FIELDS} } } }` } }),
      'GraphQL single': () => target.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query: `{ customer(ref: { shortName: "acme" }) { ${CUSTOMER_FIELDS} } }` } }),
      'GraphQL nested (60 customers > parent > domain)': () => target.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query: NESTED } }),
    };
    const figures: Record<string, number> = {};
    for (const [name, send] of Object.entries(reads)) {
      const first = await send();
      if (first.statusCode !== 200 || first.body.includes('"errors"')) throw new Error(`${name}: ${first.statusCode} ${first.body.slice(0, 300)}`);
      for (let i = 0; i < WARMUP; i++) await send();
      const before = process.cpuUsage();
      for (let i = 0; i < REQUESTS; i++) await send();
      const used = process.cpuUsage(before);
      figures[name] = Number(((used.user + used.system) / 1000 / REQUESTS).toFixed(3));
    }
    const switches = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('GRAPHQL_')));
    console.log(JSON.stringify({ node: process.version, switches, load: loadavg()[0], cpuMsPerRequest: figures }));
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
