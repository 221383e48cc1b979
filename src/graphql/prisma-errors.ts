// Database constraint violations that reach the top are request problems
// (a race past a domain check), not server faults: 412, not 500.
import { ConstraintError, NotFoundError, type DomainError } from '../errors.ts';

interface PrismaKnownError {
  code: string;
  meta?: { target?: unknown; modelName?: string; driverAdapterError?: { cause?: { kind?: string; constraint?: { fields?: string[] } } } };
}

/**
 * A raw statement's failure (P2010) says which constraint kind it broke only in the driver
 * adapter's cause: a set-based write (INSERT ... SELECT FROM unnest) racing a delete answers
 * as the same write through the client (P2003, P2002) would.
 */
function codeOf(error: PrismaKnownError): string {
  if (error.code !== 'P2010') return error.code;
  const kind = error.meta?.driverAdapterError?.cause?.kind;
  return kind === 'ForeignKeyConstraintViolation' ? 'P2003' : kind === 'UniqueConstraintViolation' ? 'P2002' : error.code;
}

function isPrismaKnownError(error: unknown): error is PrismaKnownError {
  return typeof error === 'object' && error !== null && (error as { name?: string }).name === 'PrismaClientKnownRequestError';
}

function fieldsOf(error: PrismaKnownError): string | null {
  const fields = error.meta?.driverAdapterError?.cause?.constraint?.fields ?? error.meta?.target;
  return Array.isArray(fields) ? fields.join(', ') : typeof fields === 'string' ? fields : null;
}

export function domainErrorFromPrisma(error: unknown): DomainError | null {
  if (!isPrismaKnownError(error)) return null;
  switch (codeOf(error)) {
    case 'P2002':
      return new ConstraintError(`An object with the same ${fieldsOf(error) ?? 'key'} already exists`, 'constraint.unique');
    case 'P2003':
    // P2039: a row another still refers to through an onDelete: Restrict relation.
    case 'P2039':
      return new ConstraintError('The change refers to an object that does not exist or is still in use', 'constraint.reference');
    case 'P2025':
      return new NotFoundError(error.meta?.modelName ?? 'Object', 'requested');
    default:
      return null;
  }
}
