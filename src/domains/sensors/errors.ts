// Turns the database's answer to a race past a domain check into the same
// 412 the check gives: the constraint, not the check, guarantees uniqueness.
import { ConstraintError } from '../../errors.ts';

function prismaCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { name?: string; code?: unknown };
  return e.name === 'PrismaClientKnownRequestError' && typeof e.code === 'string' ? e.code : null;
}

export function isUniqueViolation(error: unknown): boolean {
  return prismaCode(error) === 'P2002';
}

export function isReferenceViolation(error: unknown): boolean {
  // P2003: a foreign key; P2039: a row still referred to through an onDelete: Restrict
  // relation (another area's rows included: customer networks placed at a location).
  const code = prismaCode(error);
  return code === 'P2003' || code === 'P2039';
}

/** Runs a write; a unique violation becomes `duplicate()`'s 412. */
export async function unique<T>(write: () => Promise<T>, duplicate: () => ConstraintError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}
