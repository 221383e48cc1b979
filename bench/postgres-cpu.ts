// The CPU PostgreSQL spends, read from /proc: the sum over every `postgres`
// process (server and backends) of user and system time. The database must
// run on this machine; the benchmarks that print it say so when it does not
// (PGlite runs in-process, so Node's figure then holds both).
import { readdirSync, readFileSync } from 'node:fs';
import { readStat } from './proc-stat.ts';

/** CPU ms of every postgres process (server and backends), from /proc. */
export function postgresCpuMs(): number {
  let ms = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { name, cpuMs } = readStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (name.startsWith('postgres')) ms += cpuMs;
    } catch {
      // the process ended between the listing and the read
    }
  }
  return ms;
}
