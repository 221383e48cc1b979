// Summaries of V8 CPU profiles taken on the main thread by the benchmarks
// (bench/profile.ts, bench/graphql-dashboard.ts --profile): self time by
// package and by function.
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
export interface Profile {
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

export function summarise(profile: Profile, requests: number): string {
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

