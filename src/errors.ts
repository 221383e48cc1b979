// The one error model. Domain code throws these; the GraphQL layer passes
// them through unmasked (they are GraphQLErrors carrying a code) and the
// REST layer maps the code to an HTTP status and a `messages[]` entry.
// Anything else that escapes is masked, logged with the request id and
// answered as an internal error.
import { GraphQLError } from 'graphql';

export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'RESOURCE_LIMIT',
  'FORBIDDEN',
  'NOT_FOUND',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_FIELD',
  'CONSTRAINT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** FIELD_ERROR names the offending field; ACTION_ERROR is about the request as a whole. */
export type MessageType = 'FIELD_ERROR' | 'ACTION_ERROR';

export interface DomainErrorOptions {
  messageTemplate: string;
  field?: string | null;
  parameter?: string | null;
  /** Extra machine-readable data (for example millisUntilResourcesAvailable). */
  metaData?: Record<string, unknown>;
  /** HTTP status for errors raised before execution (context building). */
  httpStatus?: number;
  /** Response headers /graphql sends with the error (graphql-yoga's `extensions.http.headers`). */
  httpHeaders?: Record<string, string>;
}

export class DomainError extends GraphQLError {
  readonly code: ErrorCode;
  readonly messageTemplate: string;
  readonly field: string | null;
  readonly parameter: string | null;
  readonly metaData: Record<string, unknown> | undefined;
  readonly timestamp: number;

  constructor(code: ErrorCode, message: string, options: DomainErrorOptions) {
    const field = options.field ?? null;
    const parameter = options.parameter ?? null;
    const timestamp = Date.now();
    super(message, {
      extensions: {
        code,
        messageTemplate: options.messageTemplate,
        type: field ? 'FIELD_ERROR' : 'ACTION_ERROR',
        field,
        parameter,
        timestamp,
        ...(options.metaData ? { metaData: options.metaData } : {}),
        ...(options.httpStatus ? { http: { status: options.httpStatus, ...(options.httpHeaders ? { headers: options.httpHeaders } : {}) } } : {}),
      },
    });
    this.name = 'DomainError';
    this.code = code;
    this.messageTemplate = options.messageTemplate;
    this.field = field;
    this.parameter = parameter;
    this.metaData = options.metaData;
    this.timestamp = timestamp;
  }

  get messageType(): MessageType {
    return this.field ? 'FIELD_ERROR' : 'ACTION_ERROR';
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Authentication required: send a Service-API-Key header or log in', messageTemplate = 'authentication.required') {
    super('UNAUTHENTICATED', message, { messageTemplate, httpStatus: 401 });
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not permitted to do this', messageTemplate = 'access.denied') {
    super('FORBIDDEN', message, { messageTemplate });
  }
}

export class NotFoundError extends DomainError {
  constructor(what: string, identifier: string | number, messageTemplate = 'object.not.found') {
    super('NOT_FOUND', `${what} ${JSON.stringify(String(identifier))} not found`, {
      messageTemplate,
      parameter: String(identifier),
    });
  }
}

/** A single request field is invalid: 412 with a FIELD_ERROR naming it. */
export class InvalidFieldError extends DomainError {
  constructor(field: string, message: string, messageTemplate = 'invalid.field.value', parameter?: string | null) {
    super('INVALID_FIELD', message, { messageTemplate, field, parameter: parameter ?? null });
  }
}

/**
 * Several request fields are invalid at once (docs/spec-decisions.md, "All
 * invalid fields at once"): one InvalidFieldError per field, in the order the
 * checks ran. Built only by FieldErrors (src/domains/common/field-errors.ts),
 * which throws a lone error itself, so exactly one invalid field answers as
 * it always has. It is the first field's error as well (code, field,
 * message), so code that reads one error still reads a true one; the GraphQL
 * layer answers one error per field (src/graphql/error-policy.ts), REST one
 * message per field (src/http/envelope.ts).
 */
export class InvalidFieldsError extends InvalidFieldError {
  readonly fieldErrors: readonly InvalidFieldError[];

  constructor(fieldErrors: readonly InvalidFieldError[]) {
    const first = fieldErrors[0];
    if (!first || fieldErrors.length < 2) throw new Error('InvalidFieldsError needs two or more field errors');
    super(first.field ?? 'body', first.message, first.messageTemplate, first.parameter);
    this.name = 'InvalidFieldsError';
    this.fieldErrors = fieldErrors;
  }
}

/** The errors a domain error stands for: each field's of an InvalidFieldsError, else itself. */
export function splitFieldErrors(error: DomainError): readonly DomainError[] {
  return error instanceof InvalidFieldsError ? error.fieldErrors : [error];
}

/** A general constraint is violated (uniqueness, state): 412 with an ACTION_ERROR. */
export class ConstraintError extends DomainError {
  constructor(message: string, messageTemplate = 'constraint.violated', parameter?: string | null) {
    super('CONSTRAINT', message, { messageTemplate, parameter: parameter ?? null });
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  constructor(contentType: string | undefined) {
    super('UNSUPPORTED_MEDIA_TYPE', `Unsupported Content-Type ${JSON.stringify(contentType ?? '')}: send application/json`, {
      messageTemplate: 'unsupported.media.type',
      parameter: contentType ?? null,
      httpStatus: 405,
    });
  }
}

export class ResourceLimitError extends DomainError {
  constructor(millisUntilResourcesAvailable: number, message = 'Resource limit exceeded') {
    super('RESOURCE_LIMIT', message, {
      messageTemplate: 'resource.limit.exceeded',
      metaData: { millisUntilResourcesAvailable },
      httpStatus: 402,
      // The REST layer sets the same from metaData (rest-compat/register.ts).
      httpHeaders: { 'Retry-After': String(Math.max(1, Math.ceil(millisUntilResourcesAvailable / 1000))) },
    });
  }
}

/** Vigil cannot answer now (shutting down, database unreachable): 503; the caller may retry. */
export class ServiceUnavailableError extends DomainError {
  constructor(message: string, messageTemplate = 'service.unavailable') {
    super('SERVICE_UNAVAILABLE', message, { messageTemplate, httpStatus: 503, httpHeaders: { 'Retry-After': '5' } });
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** The DomainError behind a GraphQL error, if it has one (graphql-js wraps resolver errors). */
export function domainErrorOf(error: unknown): DomainError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof DomainError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return null;
}
