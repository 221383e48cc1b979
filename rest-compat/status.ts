// Error code -> HTTP status, as the spec's "Errors" table says.
import type { ErrorCode } from '../src/errors.ts';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  RESOURCE_LIMIT: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  UNSUPPORTED_MEDIA_TYPE: 405,
  INVALID_FIELD: 412,
  CONSTRAINT: 412,
  INTERNAL: 500,
};

export function statusForCode(code: unknown): number {
  return typeof code === 'string' && code in STATUS_BY_CODE ? STATUS_BY_CODE[code as ErrorCode] : 500;
}
