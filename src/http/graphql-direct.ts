// Plain JSON POSTs to /graphql, answered through Yoga's own envelop pipeline
// without its Fetch bridge. Through Yoga, every request becomes a Fetch
// Request (the body Fastify already parsed is serialised and parsed again),
// passes Yoga's request hooks, and its answer a Fetch Response that is read
// back into Fastify: ~0.25 ms of CPU per request, a third of what the
// GraphQL layer costs above a bare Fastify route on a single read
// (docs/performance.md).
//
// Only what Yoga would answer with a regular JSON result takes this path, and
// only when nothing about the request needs one of Yoga's HTTP hooks: a POST
// of `application/json` (or `application/*+json`) whose body is an object of the four GraphQL
// parameters with the right types, asking for a JSON media type, for a query
// or mutation. Anything else (GET, other content types, batches, unexpected
// parameters, subscriptions, other Accept values) goes to Yoga, before any
// step with an effect has run. The steps are Yoga's own: its parse and
// validation cache, armour, masking, context and execute come from
// `yoga.getEnveloped`; an answer with errors is built by Yoga's
// `processRegularResult` (status, headers, body). test/platform/graphql-direct.test.ts
// sends each request both ways and compares the answers.
import { getOperationAST, GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { createGraphQLError, isAsyncIterable, processRegularResult } from 'graphql-yoga';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isJsonMediaType } from './content-types.ts';
import type { VigilYoga } from './graphql.ts';
import type { ServerContext } from './request-context.ts';

interface GraphQLParams {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
}

type JsonMediaType = 'application/json' | 'application/graphql-response+json';

// Yoga refuses larger bodies itself (useLimitRequestBodySize's default).
const YOGA_BODY_LIMIT = 25_000_000;
const PARAMETERS = new Set(['query', 'variables', 'operationName', 'extensions']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request's GraphQL parameters, or null when Yoga has to look at the request itself. */
export function plainJsonParams(req: FastifyRequest): GraphQLParams | null {
  if (req.method !== 'POST') return null;
  // The JSON types Fastify parsed the body as (application/json, application/*+json): Yoga
  // takes the same parsed body (src/http/graphql-http.ts).
  if (!isJsonMediaType(req.headers['content-type'])) return null;
  if (Number(req.headers['content-length'] ?? 0) > YOGA_BODY_LIMIT) return null;
  const body = req.body;
  if (!isPlainObject(body)) return null;
  // Yoga ignores parameters that are null and refuses unknown ones (a 400 it words itself).
  for (const key in body) if (body[key] != null && !PARAMETERS.has(key)) return null;
  const { query, variables, operationName, extensions } = body;
  if (typeof query !== 'string') return null;
  if (variables != null && !isPlainObject(variables)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (extensions != null && !isPlainObject(extensions)) return null;
  return body as unknown as GraphQLParams;
}

/**
 * The JSON media type Yoga would answer a regular result with, or null when the Accept
 * header leaves the choice to Yoga. Yoga's rule: the request's types in reverse order,
 * each against application/graphql-response+json then application/json, the last match
 * wins (so `*\/*` and no header get application/json); types with a charset other than
 * utf-8 do not count.
 */
export function acceptedJsonType(accept: string | undefined): JsonMediaType | null {
  let chosen: JsonMediaType | null = null;
  const ranges = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',').reverse();
  for (const range of ranges) {
    const [type = '', ...parameters] = range.split(';');
    const charset = parameters.find((p) => p.includes('charset=')) ?? 'charset=utf-8';
    if (charset !== 'charset=utf-8') continue;
    // Multipart and event streams are Yoga's to negotiate.
    if (type === 'multipart/mixed' || type === 'text/event-stream') return null;
    const [main, sub] = type.split('/');
    for (const candidate of ['application/graphql-response+json', 'application/json'] as const) {
      if ((main === '*' || main === 'application') && (sub === '*' || sub === candidate.slice('application/'.length))) chosen = candidate;
    }
  }
  return chosen;
}

interface YogaMasking {
  // Private in Yoga's typings; it is the masking Yoga itself applies to such errors.
  maskedErrorsOpts: { maskError: (error: unknown, message: string, isDev?: boolean) => unknown; errorMessage: string; isDev?: boolean } | null;
}

/** Yoga's handling of an error thrown by parse, validation, the context or execute. */
function errorsOf(yoga: VigilYoga, error: unknown): GraphQLError[] {
  const masking = (yoga as unknown as YogaMasking).maskedErrorsOpts;
  if (!masking) throw error;
  const masked = masking.maskError(error, masking.errorMessage, masking.isDev) as Error;
  if (masked !== error) yoga.logger.error(error);
  const isGraphQLError = masked instanceof GraphQLError || (masked instanceof Error && masked.name === 'GraphQLError');
  return [isGraphQLError ? (masked as GraphQLError) : createGraphQLError(masked.message, { originalError: masked })];
}

type Outcome = { result: ExecutionResult } | { toYoga: true };

async function run(yoga: VigilYoga, serverContext: ServerContext, params: GraphQLParams): Promise<Outcome> {
  // Yoga adds its Fetch request and the parameters to the server context before it
  // builds the pipeline. Of the request, the pipeline's plugins read the method only
  // (Yoga's check against mutations over GET, which also words parse errors and an
  // operation that cannot be chosen as 400s): that is all the stand-in carries.
  const request = { method: 'POST' };
  const enveloped = yoga.getEnveloped(Object.assign(serverContext, { request, params }));
  try {
    const document = enveloped.parse(params.query);
    const errors = enveloped.validate(enveloped.schema, document);
    if (errors.length > 0) return { result: { errors } };
    // Subscriptions answer as streams: Yoga's. Parsing and validation are cached and
    // have no effect, so handing over here runs nothing twice.
    if (getOperationAST(document, params.operationName ?? undefined)?.operation === 'subscription') return { toYoga: true };
    const contextValue = await enveloped.contextFactory();
    const result = await enveloped.execute({
      schema: enveloped.schema,
      document,
      contextValue,
      variableValues: params.variables ?? undefined,
      operationName: params.operationName ?? undefined,
    });
    // The schema has no @defer or @stream (checked at start-up), so a result is never a stream.
    if (isAsyncIterable(result)) throw new Error('an operation answered with a stream on the direct /graphql path');
    return { result: result as ExecutionResult };
  } catch (error) {
    return { result: { errors: errorsOf(yoga, error) } };
  }
}

/** Incremental delivery (@defer, @stream) answers with streams, which only Yoga sends. */
export function canAnswerDirectly(schema: GraphQLSchema): boolean {
  return !schema.getDirective('defer') && !schema.getDirective('stream');
}

/**
 * Answers a plain JSON POST to /graphql, or returns false (having done nothing) when
 * the request is Yoga's to answer.
 */
export async function answerDirectly(yoga: VigilYoga, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const params = plainJsonParams(req);
  if (!params) return false;
  const mediaType = acceptedJsonType(req.headers.accept);
  if (!mediaType) return false;
  const outcome = await run(yoga, { req, reply, transport: 'graphql' }, params);
  if ('toYoga' in outcome) return false;
  const { result } = outcome;
  if (result.errors?.length || result.extensions?.['http']) {
    // Status, headers and body exactly as Yoga words an answer with errors.
    const response = await processRegularResult(result, yoga.fetchAPI, mediaType);
    response.headers.forEach((value, key) => void reply.header(key, value));
    reply.status(response.status).send(await response.text());
    return true;
  }
  // graphql-jit's results carry their own serialiser.
  const stringify = (result as { stringify?: (r: ExecutionResult) => string }).stringify ?? JSON.stringify;
  reply.status(200).header('content-type', `${mediaType}; charset=utf-8`).send(stringify(result));
  return true;
}
