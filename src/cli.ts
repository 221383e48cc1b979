// The `vigil` command line: serve, migrate, seed, user and apikey management.
// Commands other than `serve` open the database directly: on the embedded
// database that needs the server stopped (PGlite is single-process); on
// PostgreSQL they work while it runs.
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { Command, Option } from 'commander';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { PortUnavailableError } from './http/port-check.ts';
import { DataDirectoryLockedError, openDatabase, type Database } from './db/client.ts';
import { applyMigrations, MigrationError } from './db/migrations.ts';
import { issueApiKey, validateKeyOptions } from './domains/identity/api-keys.ts';
import { ensureOperator } from './domains/identity/bootstrap.ts';
import { createUser, setPassword } from './domains/identity/users.ts';
import { isDomainError } from './errors.ts';
import { adminKeyBanner, startServer } from './main.ts';
import type { ServerBuilder } from './server.ts';
import { terminalProgress } from './cli/progress.ts';
import { registerPdnsCommands } from './cli/pdns.ts';
import { CheckpointError } from './domains/pdns/checkpoint.ts';
import { ImportBatchError, ImportUsageError } from './domains/pdns/import.ts';
import { seedDemo } from './seed/demo.ts';

class UsageError extends Error {}

function readStdin(): string {
  try {
    return readFileSync(0, 'utf8').replace(/\r?\n$/, '');
  } catch {
    throw new UsageError('could not read the password from standard input');
  }
}

/** Opens the database, brings it up to date and makes sure the operator exists. */
async function withDatabase<T>(config: Config, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(config.database);
  try {
    const { applied } = await applyMigrations(database);
    if (applied.length > 0) process.stderr.write(`applied migrations: ${applied.join(', ')}\n`);
    const { adminKey } = await ensureOperator(database.prisma, config);
    if (adminKey) process.stderr.write(`${adminKeyBanner(adminKey.key)}\n`);
    return await work(database);
  } finally {
    await database.close();
  }
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

function nonNegativeInt(name: string) {
  return (value: string) => {
    if (!/^\d+$/.test(value)) throw new UsageError(`${name} must be a whole number, got ${JSON.stringify(value)}`);
    return Number(value);
  };
}

/** "vigil 0.1.0 (Node.js v24.21.0)": which Vigil, and on which runtime (npm scripts run the pinned Node). */
function versionLine(): string {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return `vigil ${version} (Node.js ${process.version})`;
}

export function buildProgram(buildServer: ServerBuilder): Command {
  const program = new Command('vigil')
    .description('Vigil: the backend of a security monitoring platform')
    .version(versionLine(), '-V, --version', "print Vigil's version and the Node.js it runs on")
    .showHelpAfterError()
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });

  program
    .command('serve')
    .description('Start the server (migrates first unless VIGIL_MIGRATE_ON_START=false)')
    .action(async () => {
      await startServer(loadConfig(), buildServer);
    });

  program
    .command('migrate')
    .description('Apply pending database migrations')
    .action(async () => {
      const config = loadConfig();
      const database = await openDatabase(config.database);
      try {
        const { applied, edited } = await applyMigrations(database);
        process.stdout.write(applied.length > 0 ? `applied: ${applied.join(', ')}\n` : 'database is up to date\n');
        if (edited.length > 0) process.stderr.write(`warning: applied migrations changed since: ${edited.join(', ')}\n`);
      } finally {
        await database.close();
      }
    });

  program
    .command('seed')
    .description('Load demo data')
    .requiredOption('--demo', 'the demo customers, users and data of every area')
    .option('--keys-out <file>', 'write {"admin": "<key>", ...} with a fresh API key per demo user (mode 600)')
    .action(async (options: { demo: boolean; keysOut?: string }) => {
      const config = loadConfig();
      await withDatabase(config, async (database) => {
        const { keys } = await seedDemo(database, config, terminalProgress());
        const json = `${JSON.stringify(keys, null, 2)}\n`;
        if (options.keysOut) {
          writeFileSync(options.keysOut, json, { mode: 0o600 });
          chmodSync(options.keysOut, 0o600);
          process.stdout.write(`demo data ready; fresh API keys written to ${options.keysOut}\n`);
        } else {
          process.stdout.write(json);
        }
      });
    });

  const user = program.command('user').description('Manage users');
  user
    .command('add <shortName>')
    .description('Add a user to a customer')
    .requiredOption('--customer <idOrShortName>', 'the user\'s customer')
    .requiredOption('--name <name>', 'display name')
    .option('--email <email>', 'e-mail address')
    .option('--role <role>', 'grant a function or role for the user\'s customer (repeatable)', collect, [])
    .option('--password-stdin', 'read a password from standard input (for logging in to GraphiQL)')
    .action(async (shortName: string, options: { customer: string; name: string; email?: string; role: string[]; passwordStdin?: boolean }) => {
      const config = loadConfig();
      const password = options.passwordStdin ? readStdin() : null;
      await withDatabase(config, async (database) => {
        const created = await database.prisma.$transaction((tx) =>
          createUser(tx, { shortName, name: options.name, customer: options.customer, email: options.email ?? null, password, roles: options.role }),
        );
        process.stdout.write(`created user ${created.shortName} (id ${created.id})\n`);
      });
    });
  user
    .command('password <shortName>')
    .description('Set a user\'s password, read from standard input')
    .action(async (shortName: string) => {
      const config = loadConfig();
      const password = readStdin();
      await withDatabase(config, async (database) => {
        await setPassword(database.prisma, shortName, password);
        process.stdout.write(`password set for ${shortName}\n`);
      });
    });

  const apikey = program.command('apikey').description('Manage API keys');
  apikey
    .command('create')
    .description('Issue an API key; prints the Service-API-Key value once')
    .requiredOption('--user <idOrShortName>', 'the key\'s user')
    .addOption(new Option('--expires-days <days>', 'days until it expires; 0 = never (default: API_KEY_DEFAULT_EXPIRY_DAYS)').argParser(nonNegativeInt('--expires-days')))
    .option('--source-network <cidr>', 'only valid from this network (repeatable)', collect, [])
    .option('--description <text>', 'what the key is for')
    .action(async (options: { user: string; expiresDays?: number; sourceNetwork: string[]; description?: string }) => {
      const config = loadConfig();
      validateKeyOptions(config, { expiresInDays: options.expiresDays, sourceNetworks: options.sourceNetwork });
      await withDatabase(config, async (database) => {
        const where = /^\d+$/.test(options.user) ? { id: Number(options.user) } : { shortName: options.user };
        const owner = await database.prisma.user.findUnique({ where, select: { id: true, shortName: true } });
        if (!owner) throw new UsageError(`unknown user ${JSON.stringify(options.user)}`);
        const issued = await issueApiKey(database.prisma, config, {
          userId: owner.id,
          expiresInDays: options.expiresDays ?? null,
          sourceNetworks: options.sourceNetwork,
          description: options.description ?? 'created with vigil apikey create',
        });
        process.stderr.write(
          `API key ${issued.id} for ${owner.shortName}, ${issued.expiresAt ? `expires ${issued.expiresAt.toISOString()}` : 'never expires'}` +
            `${issued.sourceNetworks.length > 0 ? `, valid from ${issued.sourceNetworks.join(', ')}` : ''}:\n`,
        );
        process.stdout.write(`${issued.key}\n`);
      });
    });

  registerPdnsCommands(program, withDatabase);
  return program;
}

/**
 * Runs a command. Known failures print one clear line and exit 1; anything
 * else shows its stack. Answers whether the process should stay up (serve).
 */
export async function runCli(argv: string[], buildServer: ServerBuilder): Promise<{ keepRunning: boolean }> {
  const program = buildProgram(buildServer);
  try {
    await program.parseAsync(argv);
    return { keepRunning: program.args[0] === 'serve' };
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof DataDirectoryLockedError ||
      error instanceof PortUnavailableError ||
      error instanceof MigrationError ||
      error instanceof UsageError ||
      error instanceof ImportUsageError ||
      error instanceof ImportBatchError ||
      error instanceof CheckpointError
    ) {
      process.stderr.write(`vigil: ${error.message}\n`);
    } else if (isDomainError(error)) {
      process.stderr.write(`vigil: ${error.field ? `${error.field}: ` : ''}${error.message}\n`);
    } else {
      process.stderr.write(`vigil: unexpected error\n${(error as Error).stack ?? String(error)}\n`);
    }
    process.exitCode = 1;
    return { keepRunning: false };
  }
}
