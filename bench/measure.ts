// Load runs (autocannon in a worker thread), statements per request, and the
// tables and ratios printed from them.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { StatementCounter } from '../src/db/statement-counter.ts';
import type { InFlight } from './in-flight.ts';
import type { BenchRequest, Variant } from './scenarios.ts';

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
  warmupSeconds: number;
}

export interface Figures {
  variant: Variant;
  url: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** SQL statements Prisma sent per request, from a few requests sent one at a time. */
  statementsPerRequest: number;
  /**
   * CPU time of the server's main thread per request (ms), or null where the kernel does not
   * tell. Time the thread spent waiting for a CPU does not count, so this moves far less from
   * run to run on a shared machine than requests/s do.
   */
  mainThreadCpuMsPerRequest: number | null;
}

/** CPU time (ms) the main thread has used so far: Linux's per-thread figures (the load generator runs in another thread of this process). */
function mainThreadCpuMs(): number | null {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime (fields 14 and 15 of stat), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

function fire(request: BenchRequest, connections: number, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: request.url,
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    connections,
    duration: seconds,
    // The load generator gets its own thread: on the server's event loop it
    // would steal the very CPU time being measured.
    workers: 1,
  });
}

const STATEMENT_SAMPLES = 5;

// Counted one request at a time on an idle server, so that nothing else is
// sending statements meanwhile.
async function statementsPerRequest(request: BenchRequest, statements: StatementCounter): Promise<number> {
  const before = statements.total;
  for (let i = 0; i < STATEMENT_SAMPLES; i++) {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    await response.arrayBuffer();
  }
  return (statements.total - before) / STATEMENT_SAMPLES;
}

export interface Probes {
  statements: StatementCounter;
  /** Both servers' requests in flight. */
  inFlight: InFlight;
}

export async function measure(request: BenchRequest, load: LoadOptions, { statements, inFlight }: Probes): Promise<Figures> {
  // Lets V8 optimise the hot paths and the connection pool fill; the figures are thrown away.
  if (load.warmupSeconds > 0) await fire(request, load.connections, load.warmupSeconds);
  await inFlight.drained();
  const perRequest = await statementsPerRequest(request, statements);
  const cpuBefore = mainThreadCpuMs();
  const result = await fire(request, load.connections, load.durationSeconds);
  await inFlight.drained();
  const cpuAfter = mainThreadCpuMs();
  const completed = result['2xx'] + result.non2xx;
  return {
    variant: request.variant,
    url: request.url,
    requestsPerSecond: result.requests.mean,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: result.latency.mean,
    requests: completed,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statementsPerRequest: perRequest,
    mainThreadCpuMsPerRequest: cpuBefore === null || cpuAfter === null || completed === 0 ? null : (cpuAfter - cpuBefore) / completed,
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One variant's runs as one row: the median of each figure, the sum of the counts. */
export function combineRuns(runs: readonly Figures[]): Figures {
  const first = runs[0];
  if (!first) throw new Error('no runs to combine');
  const sum = (pick: (f: Figures) => number) => runs.reduce((total, f) => total + pick(f), 0);
  return {
    variant: first.variant,
    url: first.url,
    requestsPerSecond: median(runs.map((f) => f.requestsPerSecond)),
    latencyP50Ms: median(runs.map((f) => f.latencyP50Ms)),
    latencyP99Ms: median(runs.map((f) => f.latencyP99Ms)),
    latencyMeanMs: median(runs.map((f) => f.latencyMeanMs)),
    requests: sum((f) => f.requests),
    non2xx: sum((f) => f.non2xx),
    errors: sum((f) => f.errors),
    timeouts: sum((f) => f.timeouts),
    statementsPerRequest: median(runs.map((f) => f.statementsPerRequest)),
    mainThreadCpuMsPerRequest: runs.some((f) => f.mainThreadCpuMsPerRequest === null) ? null : median(runs.map((f) => f.mainThreadCpuMsPerRequest!)),
  };
}

/**
 * How much more main-thread CPU a request of `costly` takes than one of `cheap`, as the
 * throughput ratio it would give on a CPU-bound server (cheap / costly); null where unknown.
 */
export function cpuRatio(costly: Figures, cheap: Figures): number | null {
  if (costly.mainThreadCpuMsPerRequest === null || cheap.mainThreadCpuMsPerRequest === null || costly.mainThreadCpuMsPerRequest === 0) return null;
  return cheap.mainThreadCpuMsPerRequest / costly.mainThreadCpuMsPerRequest;
}

/** The median of per-round ratios: each round measures every variant back to back, so a slow spell of the machine moves both sides of a ratio. */
export function medianRatio(name: string, rounds: readonly { numerator: Figures; denominator: Figures }[], target: number): Ratio & { rounds: number[] } {
  const values = rounds.map(({ numerator, denominator }) => ratio(name, numerator, denominator, target).value);
  const value = median(values);
  return { name, value, target, pass: value >= target, rounds: values };
}

/** A line for every run that was not all 2xx; empty when all were clean. */
export function warnings(figures: readonly Figures[]): string[] {
  return figures
    .filter((f) => f.non2xx > 0 || f.errors > 0)
    .map((f) => `WARNING: ${f.variant} ${f.url}: ${f.non2xx} non-2xx responses, ${f.errors} errors (${f.timeouts} timeouts) of ${f.requests} requests`);
}

function pad(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
}

export function table(title: string, figures: readonly Figures[]): string {
  const header = ['', 'req/s (mean)', 'p50 ms', 'p99 ms', 'mean ms', 'requests', 'SQL/req', 'CPU ms/req'];
  const rows = figures.map((f) => [
    f.variant,
    f.requestsPerSecond.toFixed(1),
    f.latencyP50Ms.toFixed(2),
    f.latencyP99Ms.toFixed(2),
    f.latencyMeanMs.toFixed(2),
    String(f.requests),
    f.statementsPerRequest.toFixed(2),
    f.mainThreadCpuMsPerRequest === null ? 'n/a' : f.mainThreadCpuMsPerRequest.toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const rule = '-'.repeat(widths.reduce((a, b) => a + b + 2, -2));
  return [title, rule, pad(header, widths), rule, ...rows.map((r) => pad(r, widths)), rule].join('\n');
}

export interface Ratio {
  name: string;
  value: number;
  target: number;
  pass: boolean;
}

export function ratio(name: string, numerator: Figures, denominator: Figures, target: number): Ratio {
  const value = denominator.requestsPerSecond > 0 ? numerator.requestsPerSecond / denominator.requestsPerSecond : 0;
  return { name, value, target, pass: value >= target };
}

export function ratioLine(r: Ratio & { rounds?: number[] }): string {
  const spread = r.rounds && r.rounds.length > 1 ? ` (median of rounds ${r.rounds.map((v) => v.toFixed(2)).join(', ')})` : '';
  return `${r.name} throughput ratio: ${r.value.toFixed(2)}${spread} (target >= ${r.target.toFixed(2)}) ${r.pass ? 'PASS' : 'FAIL'}`;
}
