// What every resolver and domain service receives for one request.
import type { Database } from './db/client.ts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessService } from './auth/access.ts';
import type { Viewer } from './auth/viewer.ts';
import type { Config } from './config.ts';
import type { RateLimiterStore } from './db/rate-limiters.ts';
import type { SqlRunner } from './db/sql.ts';
import type { PrismaClient } from './generated/prisma/client.ts';

/** What domain services need: usable from a request and from the command line alike. */
export interface ServiceContext {
  db: PrismaClient;
  config: Config;
  viewer: Viewer | null;
  access: AccessService;
  /** Hand-written SQL on the driver adapter: a third of Prisma's raw-query cost per statement (src/db/sql.ts). */
  sql: SqlRunner;
}

export interface RequestContext extends ServiceContext {
  requestId: string;
  /** Which front door the operation came through (metrics, logs). */
  transport: 'graphql' | 'rest';
  log: FastifyBaseLogger;
  /** Request counters (Redis when REDIS_URL is set, shared by every instance; memory otherwise). */
  limiters: RateLimiterStore;
  /** Transport details the GraphQL layer may need (cookies); domain code never touches them. */
  http: { req: FastifyRequest; reply: FastifyReply; clientIp: string };
  /** The database connections themselves, for bulk writes that stream (COPY): the pool on PostgreSQL, PGlite embedded. */
  bulk?: Database['raw'];
  /** What a REST request carries beyond the GraphQL schema (set by rest-compat only; src/schema/common/rest-sort.ts). */
  rest?: RestOnlyValues;
}

/**
 * Parameters of REST's contract that the GraphQL schema does not offer, read by
 * the list a REST route's document asks for: REST's `sortBy` text (`shortName`,
 * `-shortName`), where GraphQL orders with `orderBy`.
 */
export interface RestOnlyValues {
  sortBy?: readonly string[] | null;
}
