// Every environment variable Vigil reads, parsed and validated in one place.
// A wrong value stops the start with a message naming the variable.
import { resolve } from 'node:path';
import { z } from 'zod';
import { normaliseNetwork } from './auth/source-networks.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: 'expected a whole number' })
    .transform(Number)
    .pipe(z.number().int().min(min, { message: `must be at least ${min}` }).max(max, { message: `must be at most ${max}` }));

const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), { message: 'expected a postgresql:// URL' })
  .refine(
    (v) => {
      try {
        new URL(v);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'not a valid URL' },
  );

/**
 * TRUST_PROXY: `false` (default), `true` (trust every hop), a hop count, or a
 * comma-separated list of proxy addresses/CIDRs. Passed to Fastify's trustProxy.
 */
const trustProxy = z.string().transform((v, ctx): boolean | number | string[] => {
  const value = v.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = entries.find((e) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(e));
  if (bad) {
    ctx.addIssue({ code: 'custom', message: `expected true, false, a hop count or addresses/CIDRs; ${JSON.stringify(bad)} is none of these` });
    return z.NEVER;
  }
  return entries;
});

const envSchema = z.object({
  // Production unless told otherwise, as bin/vigil.js sets it before the libraries load.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: int(0, 65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: int(1, 1000).default(10),
  DB_QUERY_PLAN_CACHE_SIZE: int(0, 100_000).default(100),
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/, { message: 'expected a lower-case SQL identifier' }).optional(),
  VIGIL_DATA_DIR: z.string().min(1).default('./data'),
  VIGIL_MIGRATE_ON_START: bool.default(true),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, { message: 'expected a redis:// or rediss:// URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  BODY_LIMIT_BYTES: int(1024, 1024 * 1024 * 1024).default(16 * 1024 * 1024),
  // After answering before a body is read through: how long and how much more is read and dropped (src/http/lingering-close.ts).
  LINGERING_CLOSE_MS: int(0, 600_000).default(5_000),
  LINGERING_CLOSE_MAX_BYTES: int(0, 16 * 1024 * 1024 * 1024).default(256 * 1024 * 1024),
  // The longest a request may take to arrive, headers and body (Node's requestTimeout; src/http/client-errors.ts answers 412). 0: no limit.
  REQUEST_TIMEOUT_MS: int(0, 24 * 3600 * 1000).default(300_000),
  DEFAULT_PAGE_SIZE: int(1, 100_000).default(25),
  MAX_PAGE_SIZE: int(1, 1_000_000).default(100_000),
  // The input policy's settings (src/domains/common/input-policy.ts; docs/spec-decisions.md, "Input limits").
  INPUT_MAX_DESCRIPTION_LENGTH: int(1, 1_000_000).default(4000),
  INPUT_MAX_TEXT_LENGTH: int(1, 10_000_000).default(100_000),
  INPUT_MAX_LIST_ITEMS: int(1, 1_000_000).default(1000),
  INPUT_MAX_SUB_CRITERIA: int(1, 1000).default(10),
  INPUT_MAX_JSON_BYTES: int(1024, 1024 * 1024 * 1024).default(1024 * 1024),
  CORS_ORIGINS: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s*]+$/, { message: 'expected origins like https://dashboard.example.com, comma-separated' })))
    .default([]),
  GRAPHIQL: bool.default(true),
  GRAPHQL_INTROSPECTION: bool.default(true),
  GRAPHQL_MAX_DEPTH: int(1, 100).default(12),
  GRAPHQL_MAX_ALIASES: int(0, 1000).default(30),
  // Objects an answer can hold, lists priced by their page size (src/schema/common/cost.ts).
  GRAPHQL_MAX_COST: int(1, 100_000_000).default(10_000),
  GRAPHQL_MAX_TOKENS: int(1, 1_000_000).default(10_000),
  GRAPHQL_MAX_DIRECTIVES: int(0, 1000).default(50),
  // Plain JSON POSTs to /graphql skip Yoga's Fetch bridge (src/http/graphql-direct.ts); false sends every request through Yoga.
  GRAPHQL_DIRECT_JSON: bool.default(true),
  // graphql-jit compiles a document from its second use (src/graphql/jit-when-repeated.ts); false runs graphql-js only.
  GRAPHQL_JIT: bool.default(true),
  SESSION_TTL_HOURS: int(1, 24 * 90).default(12),
  SESSION_COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  API_KEY_DEFAULT_EXPIRY_DAYS: int(0, 3650).default(90),
  AUTH_CACHE_SECONDS: int(0, 3600).default(60),
  // Sign-in throttling (src/domains/identity/sign-in-limits.ts); 0 turns that limit off.
  SIGNIN_MAX_FAILURES: int(0, 1_000_000).default(5),
  SIGNIN_ACCOUNT_MAX_FAILURES: int(0, 1_000_000).default(20),
  SIGNIN_ADDRESS_MAX_FAILURES: int(0, 1_000_000).default(50),
  SIGNIN_FAILURE_WINDOW_SECONDS: int(1, 86_400).default(900),
  // At most 24: the in-memory counters expire by timers, which Node caps at 2^31 ms (24.8 days).
  SIGNIN_KNOWN_ADDRESS_DAYS: int(0, 24).default(14),
  SIGNIN_RATE_LIMIT_PREFIX: z.string().regex(/^[A-Za-z0-9:_\-.]+$/, { message: 'expected letters, digits and :_-.' }).default('vigil:signin'),
  SHUTDOWN_TIMEOUT_MS: int(0, 600_000).default(10_000),
  // Who may read /metrics (src/http/metrics-access.ts): client addresses/CIDRs, or a bearer token. Neither: nobody (404).
  METRICS_ALLOW: z
    .string()
    .transform((v, ctx) => {
      const entries = v.split(',').map((s) => s.trim()).filter(Boolean);
      const normalised = entries.map((e) => normaliseNetwork(e));
      const bad = entries.find((_, i) => normalised[i] === null);
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `expected addresses or CIDRs, comma-separated; ${JSON.stringify(bad)} is not one` });
        return z.NEVER;
      }
      return normalised as string[];
    })
    .default([]),
  METRICS_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).regex(/^[\x21-\x7e]+$/, { message: 'expected printable characters without spaces' }).optional(),
  VIGIL_OPERATOR: z.string().regex(/^[a-zA-Z0-9_\-.@]+$/, { message: 'expected a short name' }).default('operator'),
  VIGIL_DOMAIN: z.string().min(1).default('vigil'),
  // Area settings, each under its own marker (keeps merges apart).
  // useradmin settings

  // documents settings
  DOCUMENT_MAX_BYTES: int(1, 64 * 1024 * 1024 * 1024).default(100 * 1024 * 1024),
  DOCUMENT_LOCK_MAX_SECONDS: int(1, 31 * 24 * 3600).default(24 * 3600),

  // pdns settings
  PDNS_PUBLIC_PER_MINUTE: int(0, 1_000_000).default(10),
  PDNS_PUBLIC_PER_DAY: int(0, 100_000_000).default(1000),
  PDNS_USER_PER_MINUTE: int(0, 1_000_000).default(600),
  PDNS_USER_PER_DAY: int(0, 100_000_000).default(100_000),
  PDNS_MAX_LIMIT_PUBLIC: int(1, 1_000_000).default(1000),
  PDNS_MAX_LIMIT_AUTHENTICATED: int(1, 1_000_000).default(10_000),
  PDNS_MAX_SUBMISSION: int(1, 10_000_000).default(100_000),
  PDNS_SEARCH_MAX_MATCHES: int(1, 100_000_000).default(100_000),
  PDNS_STREAM_MAX_RECORDS: int(1, 1_000_000_000).default(10_000_000),
  PDNS_STREAM_MAX_LINE_BYTES: int(256, 16_777_216).default(65_536),
  PDNS_STREAM_MAX_FAILURES: int(1, 1_000_000).default(1000),
  PDNS_RATE_LIMIT_PREFIX: z.string().regex(/^[A-Za-z0-9:_\-.]+$/, { message: 'expected letters, digits and :_-.' }).default('vigil:pdns'),

  // customernetworks settings

  // sensors settings

  // cases settings
  // Prefixes of URLs an external case-field value source may call (comma-separated); none: external sources are refused.
  CASES_VALUE_SOURCE_ALLOWED_URLS: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/\S+$/, { message: 'expected URL prefixes like https://cmdb.example.com/api/, comma-separated' })))
    .default([]),
  CASES_VALUE_SOURCE_TIMEOUT_MS: int(50, 60_000).default(2000),
  CASES_VALUE_SOURCE_MAX_BYTES: int(1024, 64 * 1024 * 1024).default(1024 * 1024),
  CASES_VALUE_SOURCE_CACHE_MS: int(0, 3_600_000).default(30_000),
  // Case search counts longer than this answer count -1 (the spec's "counting timed out"); 0: never.
  CASES_SEARCH_COUNT_TIMEOUT_MS: int(0, 600_000).default(5000),

});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  server: {
    port: number;
    host: string;
    trustProxy: boolean | number | string[];
    bodyLimit: number;
    /** Lingering close after an answer sent before the body was read through. */
    linger: { ms: number; maxBytes: number };
    /** Milliseconds a request (headers and body) may take to arrive; 0: no limit. */
    requestTimeoutMs: number;
    shutdownTimeoutMs: number;
    /** Browser origins allowed to call the API cross-origin (with credentials); none by default. */
    corsOrigins: string[];
  };
  /** Who may read /metrics: client networks, or a bearer token; neither set: nobody. */
  metrics: { allow: string[]; token: string | undefined };
  database:
    | { kind: 'postgres'; url: string; poolSize: number; schema: string | undefined; queryPlanCacheSize?: number }
    | { kind: 'pglite'; dataDir: string; queryPlanCacheSize?: number };
  migrateOnStart: boolean;
  redisUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  paging: { defaultLimit: number; maxLimit: number };
  /** The input policy's limits that operators may change (the others are fixed: src/domains/common/input-policy.ts). */
  input: {
    /** Descriptions (functions, groups, API keys, services, sensors, ...). */
    maxDescriptionLength: number;
    /** Long free text: case descriptions, comments, text inside JSON values. */
    maxTextLength: number;
    /** Items in one list input unless the field declares its own maximum. */
    maxListItems: number;
    /** Sub-criteria in one search (each is a query condition of its own: they bound a search's query plan). */
    maxSubCriteria: number;
    /** UTF-8 size of one JSON value (custom field values, renderer options). */
    maxJsonBytes: number;
  };
  graphql: {
    graphiql: boolean;
    introspection: boolean;
    maxDepth: number;
    maxAliases: number;
    /** Largest cost of an operation on /graphql: the objects its answer can hold (src/graphql/cost-limit.ts). */
    maxCost: number;
    maxTokens: number;
    maxDirectives: number;
    /** Plain JSON POSTs answered through the envelop pipeline without Yoga's Fetch bridge. */
    directJson: boolean;
    /** Documents compiled by graphql-jit from their second use. */
    jit: boolean;
  };
  auth: {
    sessionTtlHours: number;
    sessionCookieSecure: 'auto' | boolean;
    apiKeyDefaultExpiryDays: number;
    /** Longest an API key's authentication answer is kept in memory (changes drop it at once); 0: never kept. */
    cacheSeconds: number;
    /** Sign-in throttling: failures allowed per window before refusals (0: that limit is off). */
    signIn: {
      /** Failures for one user name from one client address. */
      maxFailures: number;
      /** Failures for one user name from every address; over it, only addresses it signed in from lately may try. */
      accountMaxFailures: number;
      /** Failures from one client address, whatever the user names (password spraying). */
      addressMaxFailures: number;
      /** Window in which failures count, from the first one. */
      windowSeconds: number;
      /** How long an address the account signed in from stays exempt from the account limit (0: never). */
      knownAddressDays: number;
      /** Key prefix of the counters (Redis or memory). */
      rateLimitPrefix: string;
    };
  };
  bootstrap: { operatorShortName: string; domainName: string };
  // Area settings, each under its own marker (keeps merges apart).
  // useradmin settings

  // documents settings
  /** Largest document content accepted (412 above it); longest lock period. */
  documents: { maxBytes: number; lockMaxSeconds: number };

  // pdns settings
  pdns: {
    /** Unauthenticated callers, per client address. 0 disables that window. */
    publicLimits: { perMinute: number; perDay: number };
    /** Authenticated users without a limit of their own (pdns_rate_limit). */
    userLimits: { perMinute: number; perDay: number };
    maxLimitPublic: number;
    maxLimitAuthenticated: number;
    /** Matching rows a search reads at most (beyond: a partial answer, said so). */
    searchMaxMatches: number;
    /** NDJSON submissions: most records, longest line, failures listed in the answer. */
    maxStreamRecords: number;
    maxStreamLineBytes: number;
    maxStreamFailures: number;
    /** Records per POST /pdns/v3/record. */
    maxSubmission: number;
    /** Key prefix of the rate-limit counters (Redis or memory). */
    rateLimitPrefix: string;
  };

  // customernetworks settings

  // sensors settings

  // cases settings
  cases: { valueSource: { allowedUrls: string[]; timeoutMs: number; maxBytes: number; cacheMs: number }; searchCountTimeoutMs: number };

}

export class ConfigError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`Invalid configuration: ${variable}: ${detail}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment. Empty strings count as unset. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const relevant: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = source[key];
    if (value !== undefined && value !== '') relevant[key] = value;
  }
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(variable, `${issue.message} (got ${JSON.stringify(relevant[variable] ?? '')})`);
  }
  const e = parsed.data;
  if (e.DEFAULT_PAGE_SIZE > e.MAX_PAGE_SIZE) {
    throw new ConfigError('DEFAULT_PAGE_SIZE', `must not exceed MAX_PAGE_SIZE (${e.MAX_PAGE_SIZE})`);
  }
  return {
    env: e.NODE_ENV,
    server: {
      port: e.PORT,
      host: e.HOST,
      trustProxy: e.TRUST_PROXY,
      bodyLimit: e.BODY_LIMIT_BYTES,
      linger: { ms: e.LINGERING_CLOSE_MS, maxBytes: e.LINGERING_CLOSE_MAX_BYTES },
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
      corsOrigins: e.CORS_ORIGINS,
    },
    metrics: { allow: e.METRICS_ALLOW, token: e.METRICS_TOKEN },
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE, schema: e.DATABASE_SCHEMA, queryPlanCacheSize: e.DB_QUERY_PLAN_CACHE_SIZE }
      : { kind: 'pglite', dataDir: resolve(e.VIGIL_DATA_DIR), queryPlanCacheSize: e.DB_QUERY_PLAN_CACHE_SIZE },
    migrateOnStart: e.VIGIL_MIGRATE_ON_START,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    paging: { defaultLimit: e.DEFAULT_PAGE_SIZE, maxLimit: e.MAX_PAGE_SIZE },
    input: {
      maxDescriptionLength: e.INPUT_MAX_DESCRIPTION_LENGTH,
      maxTextLength: e.INPUT_MAX_TEXT_LENGTH,
      maxListItems: e.INPUT_MAX_LIST_ITEMS,
      maxSubCriteria: e.INPUT_MAX_SUB_CRITERIA,
      maxJsonBytes: e.INPUT_MAX_JSON_BYTES,
    },
    graphql: {
      graphiql: e.GRAPHIQL,
      introspection: e.GRAPHQL_INTROSPECTION,
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxCost: e.GRAPHQL_MAX_COST,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxDirectives: e.GRAPHQL_MAX_DIRECTIVES,
      directJson: e.GRAPHQL_DIRECT_JSON,
      jit: e.GRAPHQL_JIT,
    },
    auth: {
      sessionTtlHours: e.SESSION_TTL_HOURS,
      sessionCookieSecure: e.SESSION_COOKIE_SECURE === 'auto' ? 'auto' : e.SESSION_COOKIE_SECURE === 'true',
      apiKeyDefaultExpiryDays: e.API_KEY_DEFAULT_EXPIRY_DAYS,
      cacheSeconds: e.AUTH_CACHE_SECONDS,
      signIn: {
        maxFailures: e.SIGNIN_MAX_FAILURES,
        accountMaxFailures: e.SIGNIN_ACCOUNT_MAX_FAILURES,
        addressMaxFailures: e.SIGNIN_ADDRESS_MAX_FAILURES,
        windowSeconds: e.SIGNIN_FAILURE_WINDOW_SECONDS,
        knownAddressDays: e.SIGNIN_KNOWN_ADDRESS_DAYS,
        rateLimitPrefix: e.SIGNIN_RATE_LIMIT_PREFIX,
      },
    },
    bootstrap: { operatorShortName: e.VIGIL_OPERATOR, domainName: e.VIGIL_DOMAIN },
    // Area settings, each under its own marker (keeps merges apart).
    // useradmin settings

    // documents settings
    documents: { maxBytes: e.DOCUMENT_MAX_BYTES, lockMaxSeconds: e.DOCUMENT_LOCK_MAX_SECONDS },

    // pdns settings
    pdns: {
      publicLimits: { perMinute: e.PDNS_PUBLIC_PER_MINUTE, perDay: e.PDNS_PUBLIC_PER_DAY },
      userLimits: { perMinute: e.PDNS_USER_PER_MINUTE, perDay: e.PDNS_USER_PER_DAY },
      maxLimitPublic: e.PDNS_MAX_LIMIT_PUBLIC,
      maxLimitAuthenticated: e.PDNS_MAX_LIMIT_AUTHENTICATED,
      maxSubmission: e.PDNS_MAX_SUBMISSION,
      searchMaxMatches: e.PDNS_SEARCH_MAX_MATCHES,
      maxStreamRecords: e.PDNS_STREAM_MAX_RECORDS,
      maxStreamLineBytes: e.PDNS_STREAM_MAX_LINE_BYTES,
      maxStreamFailures: e.PDNS_STREAM_MAX_FAILURES,
      rateLimitPrefix: e.PDNS_RATE_LIMIT_PREFIX,
    },

    // customernetworks settings

    // sensors settings

    // cases settings
    cases: {
      valueSource: {
        allowedUrls: e.CASES_VALUE_SOURCE_ALLOWED_URLS,
        timeoutMs: e.CASES_VALUE_SOURCE_TIMEOUT_MS,
        maxBytes: e.CASES_VALUE_SOURCE_MAX_BYTES,
        cacheMs: e.CASES_VALUE_SOURCE_CACHE_MS,
      },
      searchCountTimeoutMs: e.CASES_SEARCH_COUNT_TIMEOUT_MS,
    },

  };
}

/** The variables and their defaults, for `vigil config` and the README table. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);
