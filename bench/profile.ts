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

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package a script belongs to (`graphql`, `@prisma/client`), `vigil:<dir>` for our own, or V8's own bucket. */
function bucketOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const own = url.match(/\/(src|rest-compat|bench)\/([^/]+)/);
  return own ? `vigil:${own[1]}/${own[2]}` : url;
}

function top(entries: Map<string, number>, total: number, count: number): string[] {
  return [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`);
}

function summarise(profile: Profile, requests: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byBucket = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [id, micros] of selfTime) {
    const { callFrame } = byId.get(id)!;
    if (callFrame.functionName === '(idle)') {
      idle += micros;
      continue;
    }
    total += micros;
    const bucket = bucketOf(callFrame.url, callFrame.functionName);
    byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + micros);
    const fn = `${callFrame.functionName || '(anonymous)'} ${bucket}:${callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
  }
  return [
    `busy ${(total / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms, ${requests} requests: ${(total / 1000 / Math.max(requests, 1)).toFixed(3)} ms busy per request`,
    '',
    'self time by package',
    ...top(byBucket, total, 30),
    '',
    'self time by function',
    ...top(byFunction, total, 40),
  ].join('\n');
}

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
