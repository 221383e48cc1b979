// Builds the context every GraphQL operation runs with, from /graphql and
// from REST routes alike.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createAccessService } from '../auth/access.ts';
import type { ApiKeyCache } from '../auth/api-key.ts';
import type { Config } from '../config.ts';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { Viewer } from '../auth/viewer.ts';
import { isDomainError } from '../errors.ts';
import { internalError } from '../graphql/error-policy.ts';
import { authenticateRequest } from './authenticate.ts';

/** What Fastify hands to Yoga (and the REST layer to the envelop pipeline). */
export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  transport?: 'graphql' | 'rest';
}

export function createContextFactory(database: Database, config: Config, keys?: ApiKeyCache) {
  return async ({ req, reply, transport }: ServerContext): Promise<RequestContext> => {
    let viewer: Viewer | null;
    try {
      viewer = await authenticateRequest(database.sql, req, keys);
    } catch (error) {
      if (isDomainError(error)) throw error;
      // The database failing during authentication: log it here, where the request id is known.
      req.log.error({ err: error }, 'authentication failed unexpectedly');
      throw internalError(req.id);
    }
    return {
      db: database.prisma,
      config,
      viewer,
      access: createAccessService(database.sql, viewer),
      sql: database.sql,
      requestId: req.id,
      transport: transport ?? 'graphql',
      log: req.log,
      http: { req, reply, clientIp: req.ip },
      bulk: database.raw,
    };
  };
}
