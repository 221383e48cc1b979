// A statement marker (`/* vigil:<name> */`, src/db/statement-names.ts) names a
// prepared statement kept on every connection: it must be a fixed string
// written in the source, never built from input, criteria or a hash of the
// text, or each new combination would add one more prepared statement per
// connection. This scan fails on any marker that is not a literal.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every place a marker comment is opened, with what follows `vigil:` up to the end of its line. */
function markerSites(): { file: string; line: number; rest: string }[] {
  const sites: { file: string; line: number; rest: string }[] = [];
  for (const file of ['src', 'rest-compat'].flatMap((dir) => sourceFiles(join(root, dir)))) {
    readFileSync(file, 'utf8').split('\n').forEach((text, index) => {
      for (const match of text.matchAll(/\/\*\s*vigil:/g)) {
        sites.push({ file: relative(root, file), line: index + 1, rest: text.slice(match.index + match[0].length) });
      }
    });
  }
  return sites;
}

// A fixed marker: a literal name, then the comment's end, then the statement.
const FIXED_MARKER = /^([a-z0-9-]+) \*\//;

describe('statement markers', () => {
  const sites = markerSites();

  it('finds the markers it checks', () => {
    expect(sites.length).toBeGreaterThan(20);
  });

  it('are fixed strings: no interpolation, concatenation or hash inside a marker', () => {
    const dynamic = sites.filter((s) => !FIXED_MARKER.test(s.rest)).map((s) => `${s.file}:${s.line}: vigil:${s.rest.slice(0, 60)}`);
    expect(dynamic).toEqual([]);
  });

  it('never take the names the namer gives unmarked texts (vigil_auto_<n>)', () => {
    const names = sites.map((s) => FIXED_MARKER.exec(s.rest)?.[1] ?? '');
    expect(names.filter((name) => name === 'auto' || name.startsWith('auto-'))).toEqual([]);
  });

  it('the check refuses a marker built from input and accepts a literal one before any statement', () => {
    const built = ['${tag}-${hash} */ SELECT 1', "' + name + ' */ SELECT 1", 'pdns-${kind} */ SELECT 1'];
    expect(built.filter((rest) => FIXED_MARKER.test(rest))).toEqual([]);
    expect(FIXED_MARKER.test('cases-search */ ${body}')).toBe(true);
  });
});
