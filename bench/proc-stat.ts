// One /proc/<pid>/stat or /proc/<pid>/task/<tid>/stat line read: the name
// (`comm`, in parentheses, which may itself hold spaces and parentheses) and
// the CPU it has spent, user and system time, in ms.

const TICK_MS = 10; // USER_HZ is 100 on Linux

export function readStat(stat: string): { name: string; cpuMs: number } {
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  // utime and stime, fields 14 and 15 of stat (the first after the name is field 3).
  return { name: stat.slice(stat.indexOf('(') + 1, close), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
}
