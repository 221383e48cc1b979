// Probes for load balancers and orchestrators. /healthz: the process answers.
// /readyz: the database answers too, and the instance is not shutting down.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

const READY_TIMEOUT_MS = 2_000;

export function registerHealth(app: FastifyInstance, database: Database, isClosing: () => boolean): void {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    if (isClosing()) return reply.code(503).send({ status: 'unavailable', reason: 'shutting down' });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.prisma.$queryRaw`SELECT 1`,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ready', database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', reason: `database: ${(error as Error).message}` });
    } finally {
      clearTimeout(timer);
    }
  });
}
