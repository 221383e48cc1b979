// `npm run bench:profile -- --read list --variant GraphQL`: where the main
// thread's CPU goes while one of the platform bench's requests is under load.
// Same target and floor as `npm run bench`; the V8 sampling profiler runs on
// the main thread only (the load generator has its own thread), and the
// summary prints self time by package and by function. `--out FILE` keeps the
// .cpuprofile for Chrome DevTools or speedscope.
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startFloor } from './floor.ts';
import { InFlight } from './in-flight.ts';
import { reads, verifyRead, type Variant } from './scenarios.ts';
import { startTarget } from './setup.ts';
import { summarise, type Profile } from './cpu-profile.ts';


async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      read: { type: 'string', default: 'list' },
      variant: { type: 'string', default: 'GraphQL' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      out: { type: 'string' },
    },
    strict: true,
  });
  const inFlight = new InFlight();
  const target = await startTarget({ databaseUrl: process.env['DATABASE_URL'] || undefined, analyze: true, inFlight });
  const floor = await startFloor(target.database.prisma, inFlight);
  try {
    const read = reads({ vigilUrl: target.baseUrl, floorUrl: floor.baseUrl, apiKey: target.apiKey }).find((r) => r.name.startsWith(values.read));
    if (!read) throw new Error(`--read: no read named ${values.read} (list, single)`);
    await verifyRead(read);
    const request = read.requests.find((r) => r.variant === (values.variant as Variant));
    if (!request) throw new Error(`--variant: one of ${read.requests.map((r) => r.variant).join(', ')}`);
    const load = (duration: number) =>
      autocannon({
        url: request.url,
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
        connections: Number(values.connections),
        duration,
        workers: 1,
      });
    await load(3);
    await inFlight.drained();
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const result = await load(Number(values.duration));
    await inFlight.drained();
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    session.disconnect();
    if (values.out) writeFileSync(values.out, JSON.stringify(profile));
    const requests = result['2xx'] + result.non2xx;
    console.log(`${request.variant} ${read.name}: ${result.requests.mean.toFixed(1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
    console.log(summarise(profile, requests));
  } finally {
    await floor.app.close();
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
