// A client in its own process that sends requests one at a time and times
// each: latency figures of a server must not include the client's own work
// on the server's event loop (an in-process fetch shares the thread and adds
// ~1.5 ms per request). Started by the benchmarks with a job on standard
// input; answers the samples (ms) per variant on standard output as JSON.
// The variants take turns request by request (see main).
//
// Requests go through node:http on one kept-alive connection per variant, not
// fetch: undici's fetch (WHATWG streams and headers) costs this process more
// CPU per request than a bare Fastify floor costs the server, and on a
// two-core machine that work competes with the server and shows in every
// variant's latency (docs/performance.md).
//
// Job: { variants: [{ name, method, url, body?, headers }], values: string[], warmup: number }
// `{value}` in url and body is replaced by each value in turn.
import { Agent, request } from 'node:http';
import { text } from 'node:stream/consumers';

export interface SequentialVariant {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  headers: Record<string, string>;
}

export interface SequentialJob {
  variants: SequentialVariant[];
  values: string[];
  warmup: number;
}

// One connection per variant, kept alive, as a client making lookups one after another would.
const agents = new Map<string, Agent>();

function agentFor(variant: SequentialVariant): Agent {
  let agent = agents.get(variant.name);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.set(variant.name, agent);
  }
  return agent;
}

function send(variant: SequentialVariant, value: string): Promise<void> {
  const url = new URL(variant.url.replaceAll('{value}', encodeURIComponent(value)));
  const body = variant.body?.replaceAll('{value}', value);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: variant.method,
        agent: agentFor(variant),
        headers: { ...variant.headers, ...(body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (res) => {
        res.on('error', reject);
        res.on('data', () => undefined);
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${variant.name}: ${res.statusCode} for ${value}`))));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function main(): Promise<void> {
  const job = JSON.parse(await text(process.stdin)) as SequentialJob;
  const samples: Record<string, number[]> = Object.fromEntries(job.variants.map((v) => [v.name, []]));
  for (const variant of job.variants) {
    for (let i = 0; i < job.warmup; i += 1) await send(variant, job.values[i % job.values.length]!);
  }
  // Interleaved: every value through every variant in turn, so that a slow
  // spell of the machine (this one is shared) falls on all variants alike
  // instead of on whichever ran during it.
  for (const value of job.values) {
    for (const variant of job.variants) {
      const start = process.hrtime.bigint();
      await send(variant, value);
      samples[variant.name]!.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  for (const agent of agents.values()) agent.destroy();
  process.stdout.write(JSON.stringify(samples));
}

await main();
