// A client in its own process that sends requests one at a time and times
// each: latency figures of a server must not include the client's own work
// on the server's event loop (an in-process fetch shares the thread and adds
// ~1.5 ms per request). Started by the benchmarks with a job on standard
// input; answers the samples (ms) per variant on standard output as JSON.
// The variants take turns request by request (see main).
//
// Job: { variants: [{ name, method, url, body?, headers }], values: string[], warmup: number }
// `{value}` in url and body is replaced by each value in turn.
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

async function send(variant: SequentialVariant, value: string): Promise<void> {
  const response = await fetch(variant.url.replaceAll('{value}', encodeURIComponent(value)), {
    method: variant.method,
    headers: variant.headers,
    ...(variant.body !== undefined ? { body: variant.body.replaceAll('{value}', value) } : {}),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${variant.name}: ${response.status} for ${value}`);
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
  process.stdout.write(JSON.stringify(samples));
}

await main();
