// Errors that happen outside GraphQL execution (body parsing, unknown paths,
// failures in hooks) answered in the same shapes as everything else: the
// REST envelope, or a GraphQL error body on /graphql.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, messageFromDomainError } from '../../rest-compat/envelope.ts';
import { statusForCode } from '../../rest-compat/status.ts';
import { ConstraintError, DomainError, InvalidFieldError, isDomainError, NotFoundError, UnsupportedMediaTypeError } from '../errors.ts';

/** Fastify's own errors as domain errors; null for the unexpected. */
function fromFastify(error: FastifyError, bodyLimit: number): DomainError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new InvalidFieldError('body', `The body is not valid JSON: ${error.message}`, 'invalid.json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new InvalidFieldError('body', 'The body is empty but Content-Type says JSON', 'invalid.json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ConstraintError(`The request body is larger than ${bodyLimit} bytes`, 'request.body.too.large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new UnsupportedMediaTypeError(undefined);
    default:
      if (error instanceof SyntaxError && error.statusCode === 400) {
        return new InvalidFieldError('body', `The body is not valid JSON: ${error.message}`, 'invalid.json');
      }
      return null;
  }
}

function isGraphQLPath(request: FastifyRequest): boolean {
  return request.url === '/graphql' || request.url.startsWith('/graphql?') || request.url.startsWith('/graphql/');
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, error: DomainError | null, message: string) {
  if (isGraphQLPath(request)) {
    const extensions = error ? error.extensions : { code: 'INTERNAL', requestId: request.id };
    return reply.code(status === 412 ? 400 : status).send({ errors: [{ message, extensions }] });
  }
  const messages = error
    ? [messageFromDomainError(error)]
    : [{ message, messageTemplate: 'internal.error', type: 'ACTION_ERROR' as const, field: null, parameter: request.id, timestamp: Date.now() }];
  return reply.code(status).send(errorEnvelope(status, messages, error?.metaData));
}

export function registerErrorHandlers(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const domain = isDomainError(error) ? error : fromFastify(error, bodyLimit);
    if (domain) return send(request, reply, statusForCode(domain.code), domain, domain.message);
    request.log.error({ err: error }, 'unexpected error');
    return send(request, reply, 500, null, `Internal server error (request id ${request.id})`);
  });
  app.setNotFoundHandler((request, reply) => {
    const error = new NotFoundError('Endpoint', `${request.method} ${request.url.split('?')[0]}`, 'endpoint.not.found');
    return send(request, reply, 404, error, error.message);
  });
}
