// /graphql: graphql-yoga behind Fastify, armoured by graphql-armor and the cost
// limit, with our error policy and metrics in the envelop pipeline that REST
// routes share.
import type { Plugin } from '@envelop/core';
import { databaseUnavailable } from '../db/unavailable.ts';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Counter } from 'prom-client';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Config } from '../config.ts';
import type { RequestContext } from '../context.ts';
import { internalError, useErrorPolicy } from '../graphql/error-policy.ts';
import { useCostLimit } from '../graphql/cost-limit.ts';
import { useJitWhenRepeated } from '../graphql/jit-when-repeated.ts';
import { useOneOfVariables } from '../graphql/one-of-variables.ts';
import { KnownOperationTypesRule } from '../graphql/known-operation-types.ts';
import { domainErrorOf } from '../errors.ts';
import { graphiqlOptions, renderVigilGraphiQL } from './graphiql.ts';
import { GRAPHQL_PATH } from './graphql-path.ts';
import { answerDirectly, canAnswerDirectly } from './graphql-direct.ts';
import { useHttpEdges } from './graphql-http.ts';
import { useQueryParamsAsJson } from './graphql-query-params.ts';
import type { ServerContext } from './request-context.ts';

export type VigilYoga = YogaServerInstance<ServerContext, RequestContext>;

// Armour's rejections come without a code; give them the one graphql-js
// uses for invalid documents, so clients can tell them from other errors.
const withCode = {
  onReject: [
    (_ctx: unknown, error: GraphQLError) => {
      Object.assign(error.extensions, { code: 'GRAPHQL_VALIDATION_FAILED', messageTemplate: 'graphql.limit.exceeded' });
    },
  ],
  propagateOnRejection: true,
};

function armor(config: Config['graphql']): Plugin {
  return EnvelopArmorPlugin({
    maxDepth: { n: config.maxDepth, ignoreIntrospection: true, ...withCode },
    maxAliases: { n: config.maxAliases, ...withCode },
    // Replaced by the cost limit that prices lists by what they can return (src/graphql/cost-limit.ts).
    costLimit: { enabled: false },
    maxTokens: { n: config.maxTokens, ...withCode },
    maxDirectives: { n: config.maxDirectives, ...withCode },
    // Field suggestions ("did you mean ...") would map the schema for a caller that may not introspect.
    blockFieldSuggestion: { enabled: !config.introspection },
  }) as Plugin;
}

const knownOperationTypes: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(KnownOperationTypesRule);
  },
};

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

// Extensions that describe the server rather than the request: Yoga's parsers put the
// underlying error under `originalError` (a JSON parser's message), development modes a stack.
const INTERNAL_EXTENSIONS = ['originalError', 'stack', 'exception'];

/** The error without extensions that tell about the server's internals (the same error when it has none). */
export function withoutInternals(error: GraphQLError): GraphQLError {
  if (!INTERNAL_EXTENSIONS.some((key) => key in error.extensions)) return error;
  const extensions = Object.fromEntries(Object.entries(error.extensions).filter(([key]) => !INTERNAL_EXTENSIONS.includes(key)));
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions,
  });
}

export function createGraphQLServer(options: {
  schema: GraphQLSchema;
  config: Config;
  log: FastifyBaseLogger;
  context: (serverContext: ServerContext) => Promise<RequestContext>;
  plugins: Plugin<RequestContext>[];
}): VigilYoga {
  const { config, log } = options;
  return createYoga<ServerContext, RequestContext>({
    schema: options.schema,
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    // CORS is decided once for every route, in src/server.ts.
    cors: false,
    logging: {
      debug: (...args) => log.debug({ args }, 'yoga'),
      info: (...args) => log.info({ args }, 'yoga'),
      warn: (...args) => log.warn({ args }, 'yoga'),
      error: (...args) => log.error({ args }, 'yoga'),
    },
    graphiql: config.graphql.graphiql ? graphiqlOptions : false,
    renderGraphiQL: renderVigilGraphiQL,
    // Last line of defence: never a stack trace or an internal message, whatever NODE_ENV says.
    maskedErrors: {
      maskError: (error) => {
        const original = (error as { originalError?: unknown }).originalError;
        if (error instanceof GraphQLError && (!original || domainErrorOf(error))) return withoutInternals(error);
        // Context building (the credential's lookup) with the database out of reach: 503.
        const unavailable = databaseUnavailable(original ?? error);
        if (unavailable) return unavailable;
        log.error({ err: error }, 'unexpected error outside GraphQL execution');
        return internalError('unknown');
      },
    },
    context: options.context,
    plugins: [
      // The body Fastify read, and an Accept header nothing can be answered in (src/http/graphql-http.ts).
      useHttpEdges(),
      useQueryParamsAsJson(),
      useErrorPolicy(),
      // Before the metrics, the compiler and execution: a refused operation runs nothing.
      useCostLimit(config.graphql.maxCost),
      ...options.plugins,
      // Operations are compiled to JavaScript once per document seen twice
      // (REST documents are fixed; /graphql documents come from Yoga's parse
      // cache), which removes most of graphql-js's per-field work on lists.
      // graphql-jit does not hold variables to @oneOf: checked before it runs (graphql-js checks them itself).
      ...(config.graphql.jit ? [useOneOfVariables(), useJitWhenRepeated()] : []),
      armor(config.graphql),
      knownOperationTypes,
      ...(config.graphql.introspection ? [] : [noIntrospection]),
    ],
  });
}

/**
 * Routes /graphql (GET for queries and GraphiQL, POST) into Yoga; plain JSON POSTs
 * take the direct path through the same pipeline (src/http/graphql-direct.ts) unless
 * `direct` is false.
 */
export function registerGraphQLRoute(app: FastifyInstance, yoga: VigilYoga, { direct, answers }: { direct: boolean; answers: Counter<'path'> }): void {
  const tryDirect = direct && canAnswerDirectly(yoga.getEnveloped().schema);
  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      if (tryDirect && (await answerDirectly(yoga, req, reply))) {
        answers.inc({ path: 'direct' });
        return reply;
      }
      answers.inc({ path: 'yoga' });
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, transport: 'graphql' });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // A single JSON answer is sent as text: piping a stream costs more than
      // the answer itself. Event streams and multipart (incremental delivery)
      // stay streams.
      const type = response.headers.get('content-type') ?? '';
      reply.send(/json/.test(type) ? await response.text() : response.body);
      return reply;
    },
  });
}
