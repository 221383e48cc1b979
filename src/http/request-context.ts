// Builds the context every GraphQL operation runs with, from /graphql and
// from REST routes alike.
import { databaseUnavailable } from '../db/unavailable.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode } from 'graphql';
import { createAccessService } from '../auth/access.ts';
import type { ApiKeyCache } from '../auth/api-key.ts';
import type { Config } from '../config.ts';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { RateLimiterStore } from '../db/rate-limiters.ts';
import type { Viewer } from '../auth/viewer.ts';
import { isDomainError, type DomainError } from '../errors.ts';
import { internalError } from '../graphql/error-policy.ts';
import { querySignsInOnly, querySignsOutOnly, signsInOnly, signsOutOnly } from '../graphql/sign-in-operation.ts';
import { authenticateRequest } from './authenticate.ts';

/** What Fastify hands to Yoga (and the REST layer to the envelop pipeline). */
export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  transport?: 'graphql' | 'rest';
  /** REST: the route's operation (its document is fixed). */
  operation?: { document: DocumentNode; operationName?: string | undefined };
  /** /graphql: the request's GraphQL parameters (Yoga and the direct path put them here before building the context). */
  params?: { query?: unknown; operationName?: unknown };
}

/** Whether the request's operation only signs in (then a refused session cookie is ignored). */
function signsIn(server: ServerContext): boolean {
  if (server.operation) return signsInOnly(server.operation.document, server.operation.operationName);
  return querySignsInOnly(server.params);
}

/** Whether the request's operation only signs out (then a dead session cookie is ignored: there is nothing to end). */
function signsOut(server: ServerContext): boolean {
  if (server.operation) return signsOutOnly(server.operation.document, server.operation.operationName);
  return querySignsOutOnly(server.params);
}

/** A refused cookie is ignored when signing in, and when signing out unless it is a live session without its CSRF header. */
function ignoresRefusedCookie(server: ServerContext, refusal: DomainError): boolean {
  return signsIn(server) || (refusal.messageTemplate !== 'authentication.csrf.invalid' && signsOut(server));
}

export function createContextFactory(database: Database, config: Config, limiters: RateLimiterStore, keys?: ApiKeyCache) {
  return async (server: ServerContext): Promise<RequestContext> => {
    const { req, reply, transport } = server;
    let viewer: Viewer | null;
    try {
      viewer = await authenticateRequest(database.sql, req, { keys, ignoresRefusedCookie: (refusal) => ignoresRefusedCookie(server, refusal) });
    } catch (error) {
      if (isDomainError(error)) throw error;
      // The database out of reach: 503, worth a retry (src/db/unavailable.ts).
      const unavailable = databaseUnavailable(error);
      if (unavailable) {
        req.log.warn({ err: error }, 'database unreachable during authentication');
        throw unavailable;
      }
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
      limiters,
      http: { req, reply, clientIp: req.ip },
      bulk: database.raw,
    };
  };
}
