// Starts Vigil: open the database, migrate, make sure the operator exists,
// listen, and shut down gracefully on SIGTERM/SIGINT (stop accepting, finish
// in-flight requests, close the pool).
import closeWithGrace from 'close-with-grace';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { applyMigrations } from './db/migrations.ts';
import { ensureOperator } from './domains/identity/bootstrap.ts';
import { createLogger } from './logger.ts';
import type { ServerBuilder } from './server.ts';
import { asPortError, checkPortFree } from './http/port-check.ts';

export function adminKeyBanner(key: string): string {
  const line = '='.repeat(78);
  return [
    line,
    'Vigil created the operator customer and the `admin` user on this empty database.',
    'The admin API key is shown ONCE; store it now (send it as the Service-API-Key header):',
    '',
    `  ${key}`,
    '',
    'More keys: npx vigil apikey create --user admin',
    line,
  ].join('\n');
}

/** Starts the server that `buildServer` (the composition root's, app/server.ts) builds. */
export async function startServer(config: Config, buildServer: ServerBuilder): Promise<void> {
  const logger = createLogger(config);
  const { host, port } = config.server;
  // A busy port stops the start before the database or the admin key exist.
  await checkPortFree(host, port);
  const database = await openDatabase(config.database);
  logger.info({ database: database.description }, 'database opened');
  let app: Awaited<ReturnType<typeof buildServer>>['app'] | undefined;
  let address: string;
  try {
    if (config.migrateOnStart) {
      const { applied, edited } = await applyMigrations(database, { onLog: (line) => logger.debug({ engine: line }, 'schema engine') });
      if (applied.length > 0) logger.info({ applied }, 'migrations applied');
      if (edited.length > 0) logger.warn({ edited }, 'applied migrations were edited since; the database keeps the old version');
    }
    ({ app } = await buildServer({ config, database, logger }));
    // Listen before the operator is created: if the port was taken meanwhile,
    // no key has been printed, and the next start creates and prints it.
    try {
      address = await app.listen({ port, host });
    } catch (error) {
      throw asPortError(error, host, port);
    }
    const { adminKey } = await ensureOperator(database.prisma, config);
    if (adminKey) process.stdout.write(`\n${adminKeyBanner(adminKey.key)}\n\n`);
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  const server = app;

  closeWithGrace({ delay: config.server.shutdownTimeoutMs, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down: finishing in-flight requests');
    await server.close();
    await database.close();
    logger.info('stopped');
    // Everything is closed; leftover idle timers (the schema engine's) must not hold the exit.
    logger.flush(() => process.exit(0));
  });
  logger.info({ address, graphiql: `${address}/graphql`, env: config.env }, 'Vigil is listening');
}
