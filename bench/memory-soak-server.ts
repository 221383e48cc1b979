// The server of the memory soak (bench/memory-soak.ts), in a process of its
// own so its resident memory is the server's alone: the bench target (fresh
// seeded PGlite, or a throwaway database on DATABASE_URL), listening on a free
// port. Over IPC it tells its address and the demo keys, and answers memory
// samples (after a full garbage collection when asked, hence --expose-gc).
import { InFlight } from './in-flight.ts';
import { startTarget } from './setup.ts';

const target = await startTarget({ databaseUrl: process.env['DATABASE_URL'] || undefined, analyze: true, inFlight: new InFlight() });

function sample(collect: boolean) {
  if (collect) (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers };
}

process.on('message', async (message: { type: string; collect?: boolean }) => {
  if (message.type === 'memory') process.send!({ type: 'memory', memory: sample(message.collect ?? false) });
  if (message.type === 'stop') {
    await target.close();
    process.exit(0);
  }
});
process.send!({ type: 'ready', baseUrl: target.baseUrl, keys: target.keys });
