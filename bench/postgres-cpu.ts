// The CPU PostgreSQL spends, read from /proc: the sum over every `postgres`
// process (server and backends) of user and system time. The database must
// run on this machine; the benchmarks that print it say so when it does not
// (PGlite runs in-process, so Node's figure then holds both).
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU ms of every postgres process (server and backends), from /proc. */
export function postgresCpuMs(): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    } catch {
      // the process ended between the listing and the read
    }
  }
  return ticks * TICK_MS;
}
