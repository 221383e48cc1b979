// One process at a time on an embedded (PGlite) data directory. The lock is a
// directory beside the data (`<data dir>.lock`, created atomically by mkdir)
// holding an `owner` file: the holder's pid and, on Linux, its start time.
// A live holder refuses the next process at once; a dead one's lock (kill -9,
// power loss) is taken over at once, since a pid that no longer runs, or now
// belongs to a process started at another time, holds nothing. (The previous
// lock, proper-lockfile's, could only tell a dead holder by its lock not being
// refreshed for 15 s, so a restart right after kill -9 was refused that long.)
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';

/** A lock directory without an owner file younger than this may be a holder still starting. */
const OWNERLESS_GRACE_MS = 15_000;

interface Owner {
  pid: number;
  /** Start time in clock ticks since boot (/proc/<pid>/stat field 22); null where /proc is not there. */
  started: string | null;
}

function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as { code?: string }).code === 'EPERM';
  }
}

/** Whether the recorded holder still runs: same pid, and the same process (not a reused pid). */
function holderAlive(owner: Owner): boolean {
  if (owner.pid === process.pid) return false; // a previous incarnation with our pid (containers restart as pid 1)
  if (!isRunning(owner.pid)) return false;
  if (owner.started === null) return true;
  const now = startTime(owner.pid);
  return now === null || now === owner.started;
}

function readOwner(lockDir: string): Owner | null {
  try {
    const parsed = JSON.parse(readFileSync(`${lockDir}/owner`, 'utf8')) as Partial<Owner>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, started: typeof parsed.started === 'string' ? parsed.started : null };
  } catch {
    return null;
  }
}

function isStale(lockDir: string, owner: Owner | null): boolean {
  if (owner) return !holderAlive(owner);
  // No owner file: a holder between mkdir and writing it, or the old lock format.
  try {
    return Date.now() - statSync(lockDir).mtimeMs > OWNERLESS_GRACE_MS;
  } catch {
    return true;
  }
}

export interface DataDirLock {
  release(): void;
}

/** Takes the lock, or returns null when a live process holds it. */
export function lockDataDirectory(dataDir: string): DataDirLock | null {
  const lockDir = `${dataDir}.lock`;
  const mine: Owner = { pid: process.pid, started: startTime(process.pid) };
  const token = JSON.stringify(mine);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      mkdirSync(lockDir);
      writeFileSync(`${lockDir}/owner`, token);
      return {
        release() {
          // Only our own lock: never one a later process took over.
          if (JSON.stringify(readOwner(lockDir)) === token) rmSync(lockDir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockDir);
    if (!isStale(lockDir, owner)) return null;
    // Move the stale lock aside (rename is atomic: of two processes taking over, one wins).
    const aside = `${lockDir}.stale-${randomUUID()}`;
    try {
      renameSync(lockDir, aside);
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readOwner(aside);
    if (JSON.stringify(moved) !== JSON.stringify(owner)) {
      // Another process took over between our read and the rename: give its lock back.
      try {
        renameSync(aside, lockDir);
      } catch {
        // it is gone or replaced; the next attempt looks again
      }
      continue;
    }
    rmSync(aside, { recursive: true, force: true });
  }
  return null;
}
