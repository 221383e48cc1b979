// /graphql's HTTP edges as Yoga plugins: the request body Fastify has already
// read, and an Accept header Yoga cannot answer.
//
// Body: Fastify parses every POST body before the route runs (JSON:
// application/json and application/*+json, src/http/content-types.ts; any
// other type is refused there, 405). Yoga would read the request stream again
// whenever the parsed body is empty or not an object (`{}`, `[]`, `null`, `1`,
// `"x"`): the stream is consumed, so it answered "POST body sent invalid JSON"
// with the JSON parser's error as `extensions.originalError`, and it knew no
// parser for `+json` types (415 with no body). Here the parsed body is the
// request's parameters, whatever its JSON type says: an object goes through
// Yoga's own checks ("Must provide query string" for `{}`), a list is a batch
// (refused: "Batching is not supported"), anything else is 400 BAD_REQUEST
// "The body must be a JSON object". A POST without a body has no type Vigil
// takes: 405 UNSUPPORTED_MEDIA_TYPE, as any other type.
//
// Accept: Yoga answers JSON (application/json, application/graphql-response+json),
// multipart/mixed and text/event-stream. A request accepting none of them is
// answered 406 (GraphQL over HTTP) with a JSON error body before anything runs
// (Yoga would execute the operation, then answer 406 with no body).
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { UnsupportedMediaTypeError } from '../errors.ts';
import type { ServerContext } from './request-context.ts';

/** What Yoga can answer a (non-streamed) result with, as its result processors list them. */
const ANSWERED_TYPES = ['application/graphql-response+json', 'application/json', 'multipart/mixed', 'text/event-stream'];

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return typeof value;
}

/** The GraphQL parameters in a body Fastify parsed as JSON (a list is a batch: Yoga refuses it). */
function paramsOf(body: unknown): GraphQLParams | GraphQLParams[] {
  if (typeof body === 'object' && body !== null) return body as GraphQLParams | GraphQLParams[];
  throw createGraphQLError(`The body must be a JSON object with the GraphQL parameters (query, variables, operationName, extensions), not ${kindOf(body)}`, {
    extensions: { code: 'BAD_REQUEST', messageTemplate: 'invalid.field.value', field: 'body', http: { status: 400 } },
  });
}

/** Whether Yoga can answer a request with this Accept header (its own matching: utf-8 only, wildcards). */
export function acceptsAnswer(accept: string | null | undefined): boolean {
  for (const range of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [type = '', ...parameters] = range.split(';');
    const charset = parameters.find((p) => p.includes('charset=')) ?? 'charset=utf-8';
    if (charset !== 'charset=utf-8') continue;
    const [main, sub] = type.split('/');
    for (const answered of ANSWERED_TYPES) {
      const [answeredMain, answeredSub] = answered.split('/');
      if ((main === '*' || main === answeredMain) && (sub === '*' || sub === answeredSub)) return true;
    }
  }
  return false;
}

function notAcceptable(fetchAPI: { Response: typeof Response }, accept: string | null): Response {
  const body = {
    errors: [
      {
        message: `Not acceptable: /graphql answers ${ANSWERED_TYPES.join(', ')} (UTF-8), and the Accept header allows none of them: ${JSON.stringify(accept ?? '')}`,
        extensions: { code: 'BAD_REQUEST', messageTemplate: 'not.acceptable', parameter: accept ?? null },
      },
    ],
  };
  return new fetchAPI.Response(JSON.stringify(body), {
    status: 406,
    headers: { 'content-type': 'application/json; charset=utf-8', accept: ANSWERED_TYPES.map((t) => `${t}; charset=utf-8`).join(', ') },
  });
}

export function useHttpEdges(): Plugin<Record<string, unknown>, ServerContext> {
  return {
    onRequestParse({ request, serverContext, setRequestParser, endResponse, fetchAPI }) {
      if (!acceptsAnswer(request.headers.get('accept'))) {
        endResponse(notAcceptable(fetchAPI, request.headers.get('accept')));
        return;
      }
      const req = serverContext?.req;
      if (request.method !== 'POST' || !req) return;
      // Fastify left the body undefined: there was none (any other type is refused before the route).
      if (req.body === undefined) {
        const type = req.headers['content-type'];
        setRequestParser(() => {
          throw new UnsupportedMediaTypeError(type);
        });
        return;
      }
      const body = req.body;
      setRequestParser(() => paramsOf(body));
    },
    onResultProcess({ request, resultProcessor, setResultProcessor }) {
      // Never a 406 without a body, should Yoga find no processor all the same.
      if (resultProcessor) return;
      setResultProcessor((_result, fetchAPI) => notAcceptable(fetchAPI, request.headers.get('accept')), 'application/json');
    },
  };
}
