// Builds the Fastify application (it does not listen): /graphql, probes and
// metrics, all on one database handle, plus the front doors the composition
// root hands in (app/server.ts adds the REST compatibility layer; src/ never
// imports rest-compat/, which sits in front of it).
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerContentTypes } from './http/content-types.ts';
import { frameworkErrors, registerErrorHandlers } from './http/error-handler.ts';
import { createGraphQLServer, registerGraphQLRoute, type VigilYoga } from './http/graphql.ts';
import { registerDrain } from './http/drain.ts';
import { registerLingeringClose } from './http/lingering-close.ts';
import { registerHealth } from './http/health.ts';
import { clientErrors, expectationFailed, watchExchanges } from './http/client-errors.ts';
import { createMetrics, registerMetrics } from './http/metrics.ts';
import { metricsAccess } from './http/metrics-access.ts';
import { createContextFactory } from './http/request-context.ts';
import { ViewerCache } from './auth/viewer-cache.ts';
import type { KnownKey } from './auth/api-key.ts';
import { REQUEST_ID_HEADER, requestId } from './http/request-id.ts';
import { schema } from './schema/index.ts';
import { createRateLimiterStore } from './db/rate-limiters.ts';

export interface ServerOptions {
  config: Config;
  database: Database;
  /** A pino logger; tests pass none (silent). */
  logger?: Logger;
}

export interface VigilServer {
  app: FastifyInstance;
  yoga: VigilYoga;
}

/** Routes registered beside /graphql on the same Yoga (the REST layer's route tables). */
export type FrontDoor = (app: FastifyInstance, yoga: VigilYoga, schema: GraphQLSchema) => void;

/** The whole server as the composition root builds it (app/server.ts); what `vigil serve` starts. */
export type ServerBuilder = (options: ServerOptions) => Promise<VigilServer>;

/**
 * Node's request timeouts, given when the server is made: the whole request within
 * `requestTimeoutMs`, its headers within 60 s or that if shorter (Node's own rule; Node does
 * not time out a body when the request timeout is shorter than the headers timeout, which it
 * derives from the request timeout it is made with, while Fastify's `requestTimeout` is only
 * set afterwards); checked every tenth of the timeout, between 100 ms and Node's default 30 s.
 * 0: no limit on the request, 60 s on its headers (Node's default).
 */
function requestTimeouts(requestTimeoutMs: number) {
  if (requestTimeoutMs === 0) return { requestTimeout: 0, headersTimeout: 60_000 };
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(60_000, requestTimeoutMs),
    connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(requestTimeoutMs / 10))),
  };
}

export async function buildHttpServer({ config, database, logger }: ServerOptions, frontDoors: readonly FrontDoor[]): Promise<VigilServer> {
  let closing = false;
  const app = Fastify({
    ...(logger ? { loggerInstance: logger as FastifyBaseLogger } : { logger: false }),
    genReqId: requestId,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // Fastify accepts a hop count too; its typings only list the other forms.
    trustProxy: config.server.trustProxy as boolean | string | string[],
    bodyLimit: config.server.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 2048 },
    // Shutdown answers new requests itself, in the envelope (src/http/drain.ts).
    return503OnClosing: false,
    forceCloseConnections: false,
    // The router's own refusals (bad percent-encoding, over-long parameters) in the envelope.
    frameworkErrors: frameworkErrors(config.server.bodyLimit),
    // The HTTP parser's refusals (malformed request line or headers, a request not received in time) in the envelope too.
    clientErrorHandler: clientErrors,
    // A request, body included, must arrive within REQUEST_TIMEOUT_MS (Fastify turns Node's
    // default off): a stalled upload is answered 412 `request.timeout` and closed.
    requestTimeout: config.server.requestTimeoutMs,
    http: requestTimeouts(config.server.requestTimeoutMs),
  });
  watchExchanges(app.server);
  app.addHook('onClose', async () => {
    closing = true;
  });
  // Request counters (passive DNS quotas, sign-in throttling) and their Redis connection.
  const limiters = createRateLimiterStore(config.redisUrl);
  app.addHook('onClose', () => limiters.close());
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerDrain(app);
  registerLingeringClose(app, config.server.linger);
  // An Expect other than 100-continue: 417 in the envelope, not Node's empty one (after the
  // lingering close has noted the request, so a body sent anyway is dropped within its bounds).
  app.server.on('checkExpectation', expectationFailed);

  await app.register(cookie);
  // Cross-origin browser access only for configured origins: a page from
  // anywhere else gets no CORS headers, so it cannot read answers nor send
  // credentials with custom headers (Yoga's own default would allow any origin).
  await app.register(cors, {
    origin: config.server.corsOrigins.length > 0 ? config.server.corsOrigins : false,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['content-type', 'service-api-key', 'authorization', 'x-api-key', 'x-csrf-token', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after', 'deprecation', 'sunset'],
    maxAge: 600,
  });
  await app.register(compress, { global: true, threshold: 2048, encodings: ['gzip', 'deflate'] });
  registerContentTypes(app);
  registerErrorHandlers(app, config.server.bodyLimit);

  // Authentication answers per API key, dropped on any change (src/auth/viewer-cache.ts).
  const keys = await new ViewerCache<KnownKey>(config.auth.cacheSeconds * 1000).start(database);
  app.addHook('onClose', () => keys.close());

  const metrics = createMetrics(database.statements);
  const yoga = createGraphQLServer({
    schema,
    config,
    log: app.log,
    context: createContextFactory(database, config, limiters, keys),
    plugins: [metrics.plugin],
  });

  registerHealth(app, database, () => closing);
  registerMetrics(app, metrics, metricsAccess(config.metrics));
  registerGraphQLRoute(app, yoga, { direct: config.graphql.directJson, answers: metrics.graphqlAnswers });
  for (const register of frontDoors) register(app, yoga, schema);
  return { app, yoga };
}
