// The `vigil` command line, run as a real process: migrate, the demo seed
// contract, user and key management, and clear failures.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { buildServer } from '../../app/server.ts';
import { runVigil, spawnVigil, useCliTarget } from '../support/cli.ts';

const cli = useCliTarget();

/** Opens the CLI's database in this process (the CLI has exited, so PGlite's directory is free). */
async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(loadConfig({ ...cli().env }).database);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function whoIs(key: string): Promise<{ status: number; shortName?: string }> {
  return withDatabase(async (database) => {
    const config = loadConfig({ ...cli().env, LOG_LEVEL: 'silent' });
    const { app } = await buildServer({ config, database });
    try {
      const res = await app.inject({ method: 'GET', url: '/currentuser/v1/user', headers: { 'service-api-key': key } });
      return { status: res.statusCode, shortName: JSON.parse(res.body).data?.shortName };
    } finally {
      await app.close();
    }
  });
}

describe('vigil migrate', () => {
  it('applies the migrations to an empty database, then has nothing to do', async () => {
    const first = await runVigil(['migrate'], cli().env);
    expect(first.stderr).toBe('');
    expect(first.code, `stderr: ${first.stderr}`).toBe(0);
    expect(first.stdout, `stderr: ${first.stderr}`).toMatch(/applied: \d+_init, \d+_platform_functions/);
    const second = await runVigil(['migrate'], cli().env);
    expect(second.code, `stderr: ${second.stderr}`).toBe(0);
    expect(second.stdout, `stderr: ${second.stderr}`).toBe('database is up to date\n');
  });
});

describe('vigil seed --demo', () => {
  const keysFile = join(tmpdir(), `vigil-keys-${process.pid}.json`);

  it('creates the demo customers and users and writes a fresh key per demo user', async () => {
    const res = await runVigil(['seed', '--demo', '--keys-out', keysFile], cli().env);
    expect(res.code, `stderr: ${res.stderr}`).toBe(0);
    expect(res.stdout, `stderr: ${res.stderr}`).toContain(`fresh API keys written to ${keysFile}`);
    expect(res.stderr).toMatch(/customers and users: done/);
    expect(statSync(keysFile).mode & 0o777).toBe(0o600);
    const keys = JSON.parse(readFileSync(keysFile, 'utf8'));
    expect(Object.keys(keys).sort()).toEqual(['acme-admin', 'acme-user', 'admin', 'analyst', 'globex-user']);
    expect(await whoIs(keys['acme-user'])).toEqual({ status: 200, shortName: 'acme-user' });
    expect(await whoIs(keys['admin'])).toEqual({ status: 200, shortName: 'admin' });
    const shape = await withDatabase(async (database) => ({
      customers: (await database.prisma.customer.findMany({ include: { parent: true }, orderBy: { shortName: 'asc' } })).map((c) => [c.shortName, c.parent?.shortName ?? null]),
    }));
    expect(shape.customers).toEqual([
      ['acme', 'operator'],
      ['acme-emea', 'acme'],
      ['globex', 'operator'],
      ['operator', null],
    ]);
  });

  it('run again, issues fresh keys and changes nothing else', async () => {
    const snapshot = () =>
      withDatabase(async (database) => ({
        customers: await database.prisma.customer.findMany({ orderBy: { id: 'asc' } }),
        users: await database.prisma.user.findMany({ orderBy: { id: 'asc' } }),
        permissions: await database.prisma.permission.findMany({ orderBy: { id: 'asc' } }),
        keys: await database.prisma.apiKey.count(),
      }));
    const before = await snapshot();
    const oldKeys = JSON.parse(readFileSync(keysFile, 'utf8'));
    const res = await runVigil(['seed', '--demo', '--keys-out', keysFile], cli().env);
    expect(res.code, `stderr: ${res.stderr}`).toBe(0);
    const after = await snapshot();
    expect(after.customers).toEqual(before.customers);
    expect(after.users).toEqual(before.users);
    expect(after.permissions).toEqual(before.permissions);
    expect(after.keys).toBe(before.keys + 5);
    const newKeys = JSON.parse(readFileSync(keysFile, 'utf8'));
    expect(newKeys['analyst']).not.toBe(oldKeys['analyst']);
    expect(await whoIs(newKeys['analyst'])).toEqual({ status: 200, shortName: 'analyst' });
  });

  it('prints the keys as JSON when no file is given', async () => {
    const res = await runVigil(['seed', '--demo'], cli().env);
    expect(res.code, `stderr: ${res.stderr}`).toBe(0);
    expect(Object.keys(JSON.parse(res.stdout))).toHaveLength(5);
  });
});

describe('vigil user and vigil apikey', () => {
  it('adds a user with a role and a password, then issues a key for it', async () => {
    const add = await runVigil(['user', 'add', 'cli-bob', '--customer', 'globex', '--name', 'Bob from the CLI', '--role', 'STANDARD-USER', '--password-stdin'], cli().env, 'correct horse battery\n');
    expect(add.code, `stderr: ${add.stderr}`).toBe(0);
    expect(add.stdout, `stderr: ${add.stderr}`).toMatch(/created user cli-bob \(id \d+\)/);
    const key = await runVigil(['apikey', 'create', '--user', 'cli-bob', '--expires-days', '7', '--source-network', '127.0.0.0/8'], cli().env);
    expect(key.code, `stderr: ${key.stderr}`).toBe(0);
    expect(key.stderr).toMatch(/expires 20\d\d-.*valid from 127\.0\.0\.0\/8/);
    const value = key.stdout.trim();
    expect(value).toMatch(/^\d+\/\d+\/[A-Za-z0-9_-]{43}$/);
    expect(await whoIs(value)).toEqual({ status: 200, shortName: 'cli-bob' });
    const stored = await withDatabase((database) => database.prisma.user.findUniqueOrThrow({ where: { shortName: 'cli-bob' }, include: { permissions: { include: { function: true, customer: true } } } }));
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    expect(stored.permissions.map((p) => [p.function.name, p.customer.shortName])).toEqual([['STANDARD-USER', 'globex']]);
  });

  it('refuses a duplicate user, an unknown customer and a short password, changing nothing', async () => {
    const duplicate = await runVigil(['user', 'add', 'cli-bob', '--customer', 'globex', '--name', 'Again'], cli().env);
    expect(duplicate.code, `stderr: ${duplicate.stderr}`).toBe(1);
    expect(duplicate.stderr).toMatch(/already exists/);
    const unknown = await runVigil(['user', 'add', 'cli-carol', '--customer', 'initech', '--name', 'Carol'], cli().env);
    expect(unknown.code, `stderr: ${unknown.stderr}`).toBe(1);
    expect(unknown.stderr).toMatch(/customer: Unknown customer "initech"/);
    const weak = await runVigil(['user', 'add', 'cli-dave', '--customer', 'acme', '--name', 'Dave', '--password-stdin'], cli().env, 'short\n');
    expect(weak.code, `stderr: ${weak.stderr}`).toBe(1);
    expect(weak.stderr).toMatch(/password: password must be at least 8 characters/);
    const badRole = await runVigil(['user', 'add', 'cli-erin', '--customer', 'acme', '--name', 'Erin', '--role', 'KING'], cli().env);
    expect(badRole.code, `stderr: ${badRole.stderr}`).toBe(1);
    const users = await withDatabase((database) => database.prisma.user.findMany({ where: { shortName: { in: ['cli-carol', 'cli-dave', 'cli-erin'] } } }));
    expect(users).toEqual([]);
  });

  it('refuses bad key options with a clear message', async () => {
    const days = await runVigil(['apikey', 'create', '--user', 'cli-bob', '--expires-days', 'soon'], cli().env);
    expect(days.code, `stderr: ${days.stderr}`).toBe(1);
    expect(days.stderr).toMatch(/--expires-days must be a whole number/);
    const network = await runVigil(['apikey', 'create', '--user', 'cli-bob', '--source-network', '10.0.0.0/40'], cli().env);
    expect(network.code, `stderr: ${network.stderr}`).toBe(1);
    expect(network.stderr).toMatch(/sourceNetworks: "10.0.0.0\/40" is not an IP address or CIDR prefix/);
    const user = await runVigil(['apikey', 'create', '--user', 'nobody-at-all'], cli().env);
    expect(user.code, `stderr: ${user.stderr}`).toBe(1);
    expect(user.stderr).toMatch(/unknown user "nobody-at-all"/);
  });

  it('sets a password from standard input', async () => {
    const res = await runVigil(['user', 'password', 'cli-bob'], cli().env, 'a much better password\n');
    expect(res.code, `stderr: ${res.stderr}`).toBe(0);
  });
});

describe('failures', () => {
  it('stops with a message naming a wrong configuration variable', async () => {
    const res = await runVigil(['migrate'], { ...cli().env, DATABASE_POOL_SIZE: 'lots' });
    expect(res.code, `stderr: ${res.stderr}`).toBe(1);
    expect(res.stderr).toMatch(/^vigil: Invalid configuration: DATABASE_POOL_SIZE: expected a whole number \(got "lots"\)/);
  });

  it('shows usage for an unknown command', async () => {
    const res = await runVigil(['fly'], cli().env);
    expect(res.code, `stderr: ${res.stderr}`).not.toBe(0);
    expect(res.stderr).toMatch(/unknown command 'fly'/);
  });

  it('serves in production mode unless NODE_ENV says otherwise', async () => {
    // The libraries' development paths (Pothos' unused-query check, Prisma's call sites,
    // graphql-js's cross-realm checks) follow NODE_ENV, read when they load.
    for (const [nodeEnv, expected] of [['', 'production'], ['development', 'development']] as const) {
      const server = spawnVigil(['serve'], { ...cli().env, PORT: '0', LOG_LEVEL: 'info', NODE_ENV: nodeEnv });
      try {
        const line = await new Promise<string>((resolveLine, reject) => {
          let out = '';
          server.stdout!.on('data', (chunk) => {
            out += chunk;
            const found = out.split('\n').find((l) => l.includes('Vigil is listening'));
            if (found) resolveLine(found);
          });
          server.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
        });
        expect(JSON.parse(line)).toMatchObject({ msg: 'Vigil is listening', env: expected });
      } finally {
        server.kill('SIGTERM');
        await new Promise((r) => server.on('close', r));
      }
    }
  });

  it.runIf(!process.env['TEST_DATABASE_URL'])('refuses to open an embedded database another process is using', async () => {
    const server = spawnVigil(['serve'], { ...cli().env, PORT: '0', LOG_LEVEL: 'info' });
    try {
      await new Promise<void>((resolveReady, reject) => {
        let out = '';
        server.stdout!.on('data', (chunk) => {
          out += chunk;
          if (out.includes('Vigil is listening')) resolveReady();
        });
        server.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
      });
      const res = await runVigil(['migrate'], cli().env);
      expect(res.code, `stderr: ${res.stderr}`).toBe(1);
      expect(res.stderr).toMatch(/in use by another Vigil process .*Stop the server first/);
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.on('close', r));
    }
  });
});
