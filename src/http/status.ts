// Error code -> HTTP status, as the spec's "Errors" table says.
import type { ErrorCode } from '../errors.ts';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  RESOURCE_LIMIT: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  UNSUPPORTED_MEDIA_TYPE: 405,
  INVALID_FIELD: 412,
  CONSTRAINT: 412,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

// Codes GraphQL gives a request it refuses before execution (src/graphql/request-errors.ts).
// REST checks its variables itself (variables.ts) and runs documents validated at start, so
// these should never reach it; if one does, it is still about the caller's input: 412.
const REQUEST_ERROR_CODES = new Set(['BAD_USER_INPUT', 'BAD_REQUEST', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'OPERATION_RESOLUTION_FAILURE']);

export function statusForCode(code: unknown): number {
  if (typeof code !== 'string') return 500;
  if (code in STATUS_BY_CODE) return STATUS_BY_CODE[code as ErrorCode];
  return REQUEST_ERROR_CODES.has(code) ? 412 : 500;
}
