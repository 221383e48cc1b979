// The Node.js Vigil runs on: the one package.json declares ("engines"), which
// `npm ci` installs as the pinned `node` dependency and npm scripts put first
// on PATH, whatever Node the machine has. These run inside a vitest worker, so
// they also show that the tests themselves run on it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT, runVigil } from '../support/cli.ts';

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  version: string;
  engines: { node: string };
  dependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; dev?: boolean }>;
};

describe('runtime', () => {
  it('runs on the declared Node.js, the exact version the node dependency pins', () => {
    expect(pkg.engines.node).toBe('>=24');
    expect(semver.satisfies(process.version, pkg.engines.node)).toBe(true);
    expect(process.version).toBe(`v${pkg.dependencies['node']}`);
  });

  it("accepts every locked package's engines.node on that Node (no EBADENGINE on the runtime)", () => {
    const declared = Object.entries(lock.packages).flatMap(([path, entry]) =>
      entry.engines && !Array.isArray(entry.engines) && entry.engines.node ? [{ path, range: entry.engines.node }] : [],
    );
    // The list is long (Yoga's @whatwg-node packages, Prisma's, commander...):
    // an empty one would mean the lockfile's shape changed, not that all is well.
    expect(declared.length).toBeGreaterThan(50);
    const refusing = declared.filter(({ range }) => !semver.satisfies(process.version, range));
    expect(refusing).toEqual([]);
  });

  it('vigil --version prints Vigil’s version and the Node.js it runs on', { timeout: PROCESS_TEST_TIMEOUT }, async () => {
    const res = await runVigil(['--version'], {});
    expect(res.stderr).toBe('');
    expect(res.code, `stderr: ${res.stderr}`).toBe(0);
    expect(res.stdout, `stderr: ${res.stderr}`).toBe(`vigil ${pkg.version} (Node.js ${process.version})\n`);
  });
});
