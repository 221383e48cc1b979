// Memory soak (issue 17 item 6): a stream of malformed requests (the fuzz
// suite's generators, test/support/fuzz/) against one Vigil server, its
// resident memory sampled as it goes. The server runs in a child process
// (bench/memory-soak-server.ts) so the figure is the server's alone.
//
//   npm run bench:memory-soak -- --requests 10000 [--seed 17] [--concurrency 4] [--search-weight 2]
//   npm run bench:memory-soak -- --minutes 10
//   DATABASE_URL=postgresql://... npm run bench:memory-soak -- --requests 10000
//
// Prints: the idle server (started, nothing asked yet: the floor), the
// warmed-up server (after --warmup requests of another seed), samples during
// the stream, and the growth over the warmed-up server, each as RSS and heap
// (heap after a full collection, so it is what is kept, not garbage).
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { schema } from '../src/schema/index.ts';
import { httpTransport } from '../test/support/fuzz/http-transport.ts';
import { fuzzStream } from '../test/support/fuzz/stream.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    minutes: { type: 'string' },
    warmup: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '17' },
    concurrency: { type: 'string', default: '4' },
    every: { type: 'string', default: '1000' },
    'search-weight': { type: 'string', default: '2' },
  },
});
const requests = Number(values.requests);
const deadline = values.minutes ? Date.now() + Number(values.minutes) * 60_000 : Infinity;
const seed = Number(values.seed);
const concurrency = Number(values.concurrency);

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

const child: ChildProcess = fork(new URL('./memory-soak-server.ts', import.meta.url).pathname, [], {
  execArgv: ['--max-semi-space-size=32', '--expose-gc', '--import', 'tsx', '--import', new URL('./production-env.mjs', import.meta.url).pathname],
  env: process.env,
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ready = await new Promise<{ baseUrl: string; keys: Record<string, string> }>((resolve, reject) => {
  child.once('message', (m) => resolve(m as never));
  child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
});

function memory(collect: boolean): Promise<Memory> {
  return new Promise((resolve) => {
    const onMessage = (m: { type: string; memory: Memory }) => {
      if (m.type !== 'memory') return;
      child.off('message', onMessage);
      resolve(m.memory);
    };
    child.on('message', onMessage);
    child.send({ type: 'memory', collect });
  });
}

const MiB = 1024 * 1024;
const mib = (n: number) => `${(n / MiB).toFixed(0).padStart(5)} MiB`;
const line = (label: string, m: Memory) =>
  console.log(`${label.padEnd(28)} rss ${mib(m.rss)}  heap ${mib(m.heapUsed)} (total ${mib(m.heapTotal)})  external ${mib(m.external)}`);
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

const transport = httpTransport(ready.baseUrl, ready.keys);
const statuses: Record<string, number> = {};

/** Sends `count` requests of the stream from `streamSeed`, `concurrency` at a time; calls `each` after every `every` requests. */
async function send(streamSeed: number, count: number, each?: (done: number) => Promise<void>): Promise<number> {
  const stream = fuzzStream(schema, streamSeed, Number(values['search-weight']));
  let sent = 0;
  let done = 0;
  let pending: Promise<void> = Promise.resolve();
  const worker = async () => {
    while (sent < count && Date.now() < deadline) {
      sent += 1;
      const c = stream.next().value!;
      try {
        const answer = c.kind === 'rest' ? await transport.rest(c.rest) : await transport.graphql(c.graphql);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        // A 5xx is a finding for the fuzz suite: print the request so it can be reproduced.
        if (answer.status >= 500) console.warn(`5xx: ${JSON.stringify(c).slice(0, 600)} -> ${answer.text.slice(0, 300)}`);
      } catch (error) {
        statuses['error'] = (statuses['error'] ?? 0) + 1;
        // fetch says only "fetch failed": the cause (reset, closed socket) and the request are what tell.
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        if ((statuses['error'] ?? 0) <= 3) console.warn(`request failed: ${(error as Error).message} (${cause?.code ?? ''} ${cause?.message ?? ''}): ${JSON.stringify(c).slice(0, 400)}`);
      }
      done += 1;
      if (each && done % Number(values.every) === 0) pending = pending.then(() => each(done));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await pending;
  return done;
}

console.log(`database:  ${process.env['DATABASE_URL'] ? 'PostgreSQL (throwaway database on DATABASE_URL)' : 'PGlite (in memory)'}`);
console.log(`command:   ${process.env['DATABASE_URL'] ? 'DATABASE_URL=... ' : ''}npm run bench:memory-soak -- ${process.argv.slice(2).join(' ')}`.trimEnd());
console.log(`load:      ${load()} (before)`);
const idle = await memory(true);
line('idle server (floor)', idle);
await send(seed + 1_000_000, Number(values.warmup));
const warm = await memory(true);
line(`warmed up (${values.warmup} requests)`, warm);
const started = Date.now();
const total = await send(seed, values.minutes ? Infinity : requests, async (done) => line(`after ${done}`, await memory(false)));
const after = await memory(false);
const settled = await memory(true);
line(`after ${total} requests`, after);
line('after, collected', settled);
console.log(
  `growth over warmed-up:       rss ${mib(settled.rss - warm.rss)}  heap ${mib(settled.heapUsed - warm.heapUsed)}  (rss before collection ${mib(after.rss - warm.rss)})`,
);
console.log(`requests:  ${total} in ${((Date.now() - started) / 1000).toFixed(0)} s; statuses ${JSON.stringify(statuses)}`);
console.log(`load:      ${load()} (after)`);
child.send({ type: 'stop' });
await new Promise((resolve) => child.once('exit', resolve));
