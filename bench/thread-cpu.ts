// The CPU each thread of this process spends, by thread name, read from
// /proc/self/task: the main thread (`MainThread`), V8's helpers (`V8Worker`:
// parallel scavenges, concurrent marking and sweeping, compilers), libuv's
// pool and worker threads (a load generator; a thread that has ended by the
// second reading is not counted). A picture whose server allocates much
// spends CPU in V8's helpers that the main thread's own figure does not show,
// on the cores the database and the load generator share.
import { readdirSync, readFileSync } from 'node:fs';
import { readStat } from './proc-stat.ts';

/** CPU ms per thread name of this process (threads of one name summed). */
export function threadCpuMs(): Map<string, number> {
  const byName = new Map<string, number>();
  for (const task of readdirSync('/proc/self/task')) {
    try {
      const { name, cpuMs } = readStat(readFileSync(`/proc/self/task/${task}/stat`, 'utf8'));
      byName.set(name, (byName.get(name) ?? 0) + cpuMs);
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return byName;
}

/** The CPU ms per thread name spent since `before` (threads that ended since are not counted). */
export function threadCpuSince(before: Map<string, number>): Map<string, number> {
  const now = threadCpuMs();
  return new Map([...now].map(([name, ms]) => [name, ms - (before.get(name) ?? 0)]));
}
