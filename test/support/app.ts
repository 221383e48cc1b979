// One Vigil app per test file, on its own fresh database, exercised over
// HTTP with Fastify's inject (black box: status, headers, body).
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { buildServer } from '../../app/server.ts';
import { ensureOperator } from '../../src/domains/identity/bootstrap.ts';
import type { FastifyInstance } from 'fastify';
import type { VigilYoga } from '../../src/http/graphql.ts';
import { freshDatabase } from './databases.ts';

export type DemoUser = 'admin' | 'analyst' | 'acme-admin' | 'acme-user' | 'globex-user';

export interface Response<T = any> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
  text: string;
}

export interface RequestOptions {
  /** A demo user's name (its key is used) or a raw Service-API-Key value. */
  as?: DemoUser | string;
  body?: unknown;
  /** Raw body (sent as is). */
  payload?: string | Buffer;
  headers?: Record<string, string>;
  query?: Record<string, string | string[]>;
  cookies?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  yoga: VigilYoga;
  database: Database;
  config: Config;
  /** Demo users' API keys (empty unless started with demo data). */
  keys: Record<string, string>;
  /** How another process reaches the database; null for in-memory PGlite. */
  databaseUrl: string | null;
  request<T = any>(method: string, url: string, options?: RequestOptions): Promise<Response<T>>;
  get<T = any>(url: string, options?: RequestOptions): Promise<Response<T>>;
  /** POST /graphql; the body is untyped JSON ({ data, errors }). */
  graphql(query: string, variables?: Record<string, unknown>, options?: RequestOptions): Promise<Response>;
  close(): Promise<void>;
}

/**
 * For suites that count SQL statements per request: authentication looks the key up on every
 * request, so counts do not depend on whether a notification (of a write in the test's own
 * set-up) has already dropped the kept answer. Keeping answers is tested in
 * test/platform/auth-cache.test.ts.
 */
export const COUNTING_STATEMENTS = { AUTH_CACHE_SECONDS: '0' } as const;

export interface StartOptions {
  /** Load the demo data and issue keys for the demo users (default true). */
  demo?: boolean;
  /** Extra environment for loadConfig. */
  env?: Record<string, string>;
}

export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  const test = await freshDatabase({ pgliteDump: inject('pgliteDump'), pgTemplate: inject('pgTemplate'), runId: inject('runId') });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  let keys: Record<string, string> = {};
  if (options.demo ?? true) keys = (await seedDemo(test.database, config)).keys;
  else await ensureOperator(test.database.prisma, config);
  const { app, yoga } = await buildServer({ config, database: test.database });
  await app.ready();

  const keyFor = (as: string | undefined) => (as === undefined ? undefined : (keys[as] ?? as));
  const request = async (method: string, url: string, o: RequestOptions = {}): Promise<Response> => {
    const key = keyFor(o.as);
    const headers: Record<string, string> = { ...(key !== undefined ? { 'service-api-key': key } : {}), ...o.headers };
    let payload: string | Buffer | undefined = o.payload;
    if (o.body !== undefined) {
      payload = JSON.stringify(o.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(o.query ? { query: o.query } : {}),
      ...(payload !== undefined ? { payload } : {}),
      ...(o.cookies ? { cookies: o.cookies } : {}),
    });
    let body: unknown = response.body;
    try {
      body = JSON.parse(response.body);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.statusCode, headers: response.headers, body, text: response.body };
  };

  return {
    app,
    yoga,
    database: test.database,
    config,
    keys,
    databaseUrl: test.url,
    request,
    get: (url, o) => request('GET', url, o),
    graphql: (query, variables, o = {}) => request('POST', '/graphql', { ...o, body: { query, variables } }),
    async close() {
      await app.close();
      await test.drop();
    },
  };
}

/** Asserts the spec's error envelope and returns its first message. */
export function envelopeError(response: Response) {
  return response.body?.messages?.[0];
}
