// Errors that happen outside GraphQL execution (the router, body parsing,
// unknown paths, failures in hooks) answered in the same shapes as
// everything else: the REST envelope with a spec status, or a GraphQL error
// body on /graphql. Fastify's own answers (its JSON error bodies, 400, 413,
// 414, 415) never reach a caller.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ConstraintError, DomainError, InvalidFieldError, isDomainError, NotFoundError, UnsupportedMediaTypeError } from '../errors.ts';
import { databaseUnavailable } from '../db/unavailable.ts';
import { errorEnvelope, messagesFromDomainError } from './envelope.ts';
import { isGraphQLPath } from './graphql-path.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';
import { statusForCode } from './status.ts';

/**
 * An unknown Content-Encoding (@fastify/compress's FST_CP_ERR_INVALID_CONTENT_ENCODING, its
 * 415): refused as an unsupported Content-Type is, 405 (the spec's status for how a body is
 * sent), naming the encoding rather than the type.
 */
export function unsupportedContentEncoding(encoding: string | undefined): DomainError {
  return new DomainError('UNSUPPORTED_MEDIA_TYPE', `Unsupported Content-Encoding ${JSON.stringify(encoding ?? '')}: send the body uncompressed, or compressed with gzip, deflate, br or zstd`, {
    messageTemplate: 'unsupported.content.encoding',
    parameter: encoding ?? null,
    httpStatus: 405,
  });
}

/** A header's value as sent (a repeated header joined as Node joins it). */
function headerValue(request: FastifyRequest | undefined, name: string): string | undefined {
  const value = request?.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Fastify's own errors (and its plugins') as domain errors; null for the unexpected. */
export function fromFastify(error: FastifyError, bodyLimit: number, request?: FastifyRequest): DomainError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new InvalidFieldError('body', `The body is not valid JSON: ${error.message}`, 'invalid.json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new InvalidFieldError('body', 'The body is empty but Content-Type says JSON', 'invalid.json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ConstraintError(`The request body is larger than ${bodyLimit} bytes`, 'request.body.too.large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new UnsupportedMediaTypeError(headerValue(request, 'content-type'));
    case 'FST_CP_ERR_INVALID_CONTENT_ENCODING':
      return unsupportedContentEncoding(headerValue(request, 'content-encoding'));
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new InvalidFieldError('Content-Length', 'The body is not as long as the Content-Length header says', 'invalid.content.length');
    // Malformed percent-encoding in the path (/useradmin/v2/group/%FF).
    case 'FST_ERR_BAD_URL':
      return new InvalidFieldError('path', 'The path is not valid: malformed percent-encoding (%XX must encode UTF-8)', 'invalid.path');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new InvalidFieldError('path', 'A path element is too long', 'invalid.path');
    default:
      if (error instanceof SyntaxError && error.statusCode === 400) {
        return new InvalidFieldError('body', `The body is not valid JSON: ${error.message}`, 'invalid.json');
      }
      // Plugins' refusals of the request itself (a compressed body that does not
      // inflate, another plugin's 415): the spec's statuses for them.
      if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        if (error.statusCode === 415) return new UnsupportedMediaTypeError(headerValue(request, 'content-type'));
        return new ConstraintError(`The request is not valid: ${error.message}`, 'invalid.request');
      }
      return null;
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, error: DomainError | null, message: string) {
  const headers = error?.extensions['http'] as { headers?: Record<string, string> } | undefined;
  if (headers?.headers) reply.headers(headers.headers);
  if (isGraphQLPath(request.url)) {
    const extensions = error ? error.extensions : { code: 'INTERNAL', requestId: request.id };
    return reply.code(status === 412 ? 400 : status).send({ errors: [{ message, extensions }] });
  }
  const messages = error
    ? messagesFromDomainError(error)
    : [{ message, messageTemplate: 'internal.error', type: 'ACTION_ERROR' as const, field: null, parameter: request.id, timestamp: Date.now() }];
  return reply.code(status).send(errorEnvelope(status, messages, error?.metaData));
}

function answer(error: FastifyError, request: FastifyRequest, reply: FastifyReply, bodyLimit: number) {
  const domain = isDomainError(error) ? error : (fromFastify(error, bodyLimit, request) ?? databaseUnavailable(error));
  if (domain) return sendError(request, reply, statusForCode(domain.code), domain, domain.message);
  request.log.error({ err: error }, 'unexpected error');
  return sendError(request, reply, 500, null, `Internal server error (request id ${request.id})`);
}

/**
 * Fastify's `frameworkErrors` option: errors its router raises before any
 * hook runs (bad percent-encoding, over-long path parameters). No onRequest
 * hook has set the request id header yet.
 */
export function frameworkErrors(bodyLimit: number) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return answer(error, request, reply, bodyLimit);
  };
}

export function registerErrorHandlers(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => answer(error, request, reply, bodyLimit));
  app.setNotFoundHandler((request, reply) => {
    const error = new NotFoundError('Endpoint', `${request.method} ${request.url.split('?')[0]}`, 'endpoint.not.found');
    return sendError(request, reply, 404, error, error.message);
  });
}
