// Runs REST routes in-process through Yoga's envelop pipeline (the way
// @graphql-yoga/plugin-sofa does), so context, authentication, error policy
// and metrics are exactly those of /graphql. Documents are validated once at
// start-up; a request only prepares variables and executes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, validate, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { isDomainError } from '../src/errors.ts';
import type { VigilYoga } from '../src/http/graphql.ts';
import { applySpellings, planSpellings, type SpellingPlan } from './enum-spelling.ts';
import { envelopeFromGraphQLErrors, errorEnvelope, messagesFromDomainError, pageEnvelope, singleEnvelope, type Envelope } from '../src/http/envelope.ts';
import type { RestRequest, RestResult, RestRoute } from './route.ts';
import { statusForCode } from '../src/http/status.ts';
import { prepareSortBy, prepareVariables } from './variables.ts';
import type { RestOnlyValues } from '../src/context.ts';
import { BODY_OWN_FIELD } from './url-fields.ts';

export interface PreparedRoute {
  route: RestRoute;
  operation: OperationDefinitionNode;
  spellings: Map<string, SpellingPlan>;
}

export class RestDocumentError extends Error {}

/** Validates a route's document against the schema; a broken document stops the start. */
export function prepareRoute(schema: GraphQLSchema, route: RestRoute): PreparedRoute {
  const label = `${route.method} ${route.path}`;
  const errors = validate(schema, route.document);
  if (errors.length > 0) throw new RestDocumentError(`${label}: document does not validate: ${errors.map((e) => e.message).join('; ')}`);
  const operation = getOperationAST(route.document);
  if (!operation) throw new RestDocumentError(`${label}: document must hold exactly one operation`);
  return { route, operation, spellings: planSpellings(schema, route.document, operation) };
}

export function restRequest(req: FastifyRequest): RestRequest {
  return {
    params: (req.params ?? {}) as Record<string, string>,
    query: (req.query ?? {}) as Record<string, string | string[]>,
    body: req.body,
    headers: req.headers,
    url: req.url,
  };
}

function envelopeFor(prepared: PreparedRoute, data: Record<string, unknown>): Envelope {
  const route = prepared.route;
  const status = route.status ?? 200;
  const result = route.result(applySpellings(data, prepared.spellings));
  const envelope = envelopeOf(status, result);
  if (result.metaData) envelope.metaData = result.metaData;
  return envelope;
}

function envelopeOf(status: number, result: RestResult): Envelope {
  switch (result.kind) {
    case 'single':
      return singleEnvelope(status, result.data);
    case 'page':
      return pageEnvelope(status, result.page);
    case 'list':
      return pageEnvelope(status, { items: result.items, count: result.items.length, limit: 0, offset: 0 });
    case 'none':
      return singleEnvelope(status, null);
  }
}

/** Renames error fields per the route's `errorFields` (the caller's parameter names). */
function withCallerFields(envelope: Envelope, names: Readonly<Record<string, string>> | undefined): Envelope {
  if (!names || !envelope.messages) return envelope;
  for (const message of envelope.messages) {
    // Own keys only: a field named `toString` or `constructor` is the caller's, not the prototype's.
    if (message.field === null || !Object.hasOwn(names, message.field) || BODY_OWN_FIELD in message) continue;
    const original = message.field;
    const renamed = names[original]!;
    message.field = renamed;
    // The input policy's messages begin with the field's path (`ref.customer is beyond ...`,
    // `ref.path[2] must not ...`): the caller reads its own name there too.
    if (message.message.startsWith(original) && !/^[\w$]/.test(message.message.charAt(original.length))) {
      message.message = renamed + message.message.slice(original.length);
    }
  }
  return envelope;
}

export async function executeRoute(yoga: VigilYoga, prepared: PreparedRoute, req: FastifyRequest, reply: FastifyReply): Promise<Envelope> {
  const names = prepared.route.errorFields;
  return withCallerFields(await executeRouteAsIs(yoga, prepared, req, reply), typeof names === 'function' ? names(restRequest(req)) : names);
}

async function executeRouteAsIs(yoga: VigilYoga, prepared: PreparedRoute, req: FastifyRequest, reply: FastifyReply): Promise<Envelope> {
  const serverContext = { req, reply, transport: 'rest' as const, operation: { document: prepared.route.document, operationName: prepared.operation.name?.value } };
  const { contextFactory, execute, schema } = yoga.getEnveloped(serverContext);
  try {
    const contextValue = await contextFactory(serverContext);
    const raw = prepared.route.variables?.(restRequest(req)) ?? {};
    const rest: RestOnlyValues = {};
    const variableValues = prepareVariables(schema, prepared.operation, raw as Record<string, unknown>, prepared.route.fieldsFromUrl, rest);
    const sortBy = prepared.route.sortBy?.(restRequest(req));
    if (sortBy !== undefined) rest.sortBy = prepareSortBy(sortBy);
    // What REST takes beyond the schema (its sortBy) reaches the list through the context.
    if (Object.keys(rest).length > 0) (contextValue as { rest?: RestOnlyValues }).rest = rest;
    const result = (await execute({
      schema,
      document: prepared.route.document,
      variableValues,
      contextValue,
      operationName: prepared.operation.name?.value,
    })) as ExecutionResult;
    if (result.errors?.length) return envelopeFromGraphQLErrors(result.errors);
    return envelopeFor(prepared, (result.data ?? {}) as Record<string, unknown>);
  } catch (error) {
    if (isDomainError(error)) {
      const messages = messagesFromDomainError(error);
      // Not enumerable: the mark steers withCallerFields and never reaches the answer's JSON.
      if (BODY_OWN_FIELD in error) for (const message of messages) Object.defineProperty(message, BODY_OWN_FIELD, { value: true });
      return errorEnvelope(statusForCode(error.code), messages, error.metaData);
    }
    if (error && typeof error === 'object' && 'extensions' in error && 'message' in error) {
      // An internal error already logged and masked by the context factory.
      return envelopeFromGraphQLErrors([error as never]);
    }
    throw error;
  }
}
