// The import's checkpoint file: `{"line": N}`, every line up to N is stored;
// with batches committed out of order also `"ahead": [[first, last], ...]`,
// line ranges stored beyond N. A rerun skips exactly those lines.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { CommittedLines, LineRange } from './commit-prefix.ts';

export class CheckpointError extends Error {}

const isLine = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

export function readCheckpoint(path: string | null): CommittedLines {
  if (!path || !existsSync(path)) return { line: 0, ahead: [] };
  const invalid = () => new CheckpointError(`checkpoint ${path} is not one this command wrote`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw invalid();
  }
  const { line, ahead = [] } = (parsed ?? {}) as { line?: unknown; ahead?: unknown };
  if (!isLine(line) || !Array.isArray(ahead)) throw invalid();
  const ranges: LineRange[] = [];
  for (const range of ahead as unknown[]) {
    if (!Array.isArray(range) || range.length !== 2 || !isLine(range[0]) || !isLine(range[1]) || range[0] > range[1]) throw invalid();
    ranges.push([range[0], range[1]]);
  }
  return { line, ahead: ranges };
}

/**
 * Written beside the target and renamed over it: a crash while writing
 * leaves the previous checkpoint, never a truncated one.
 */
export function writeCheckpoint(path: string, committed: CommittedLines): void {
  const body = committed.ahead.length > 0 ? { line: committed.line, ahead: committed.ahead } : { line: committed.line };
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(body)}\n`);
  renameSync(temporary, path);
}
