// Running the real `vigil` command in a child process, against a database of
// its own: a temporary PGlite data directory, or a new empty PostgreSQL
// database when TEST_DATABASE_URL is set.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, inject, vi } from 'vitest';
import { adminUrl, databaseUrl, TEST_DB_PREFIX, withAdminClient } from './databases.ts';

export const VIGIL_BIN = resolve(import.meta.dirname, '../../bin/vigil.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliTarget {
  kind: 'pglite' | 'postgres';
  /** Environment that points `vigil` at this database. */
  env: Record<string, string>;
  dataDir: string | null;
  cleanup(): Promise<void>;
}

export async function cliTarget(): Promise<CliTarget> {
  const base = adminUrl();
  if (base) {
    const name = `${TEST_DB_PREFIX}${inject('runId')}_cli_${randomBytes(4).toString('hex')}`;
    await withAdminClient(base, (c) => c.query(`CREATE DATABASE "${name}"`));
    return {
      kind: 'postgres',
      env: { DATABASE_URL: databaseUrl(base, name) },
      dataDir: null,
      cleanup: () => withAdminClient(base, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'vigil-cli-'));
  const dataDir = join(dir, 'data');
  return {
    kind: 'pglite',
    env: { VIGIL_DATA_DIR: dataDir },
    dataDir,
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env['PATH'], HOME: process.env['HOME'], NODE_ENV: 'test', LOG_LEVEL: 'warn', ...extra };
  return env;
}

const children = new Set<ChildProcess>();

export function spawnVigil(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [VIGIL_BIN, ...args], { env: baseEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
  children.add(child);
  child.on('close', () => children.delete(child));
  return child;
}

/** Kills whatever a failed or timed-out test left running (it would hold the data directory). */
export async function killChildren(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('close', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/** Process-level tests start Node, tsx and a database per step: minutes on a loaded machine, not seconds. */
export const PROCESS_TEST_TIMEOUT = 180_000;

export function runVigil(args: string[], env: Record<string, string>, input?: string): Promise<CliResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawnVigil(args, env);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
    child.stdin!.end(input ?? '');
  });
}

/**
 * Per-file setup for process-level tests: a database of their own, longer
 * timeouts, and no child left running after a test (it would hold the data
 * directory). Returns the target once beforeAll has run.
 */
export function useCliTarget(): () => CliTarget {
  vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT });
  let target: CliTarget | undefined;
  beforeAll(async () => {
    target = await cliTarget();
  });
  afterEach(async () => {
    await killChildren();
  });
  afterAll(async () => {
    await target?.cleanup();
  });
  return () => {
    if (!target) throw new Error('the CLI target is not ready yet');
    return target;
  };
}
