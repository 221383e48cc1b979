// Granting functions and roles. Used by the bootstrap, the demo seed and the
// command line; user administration builds its API on the same call.
import { InvalidFieldError } from '../../errors.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';

type Db = Pick<PrismaClient, 'functionNode' | 'permission'>;

export interface GrantInput {
  subject: { userId: number } | { groupId: number };
  functionName: string;
  customerId: number;
  createdById?: number | null;
}

/** Grants a function to a subject for a customer; granting twice is harmless. */
export async function grant(db: Db, input: GrantInput): Promise<void> {
  const fn = await db.functionNode.findUnique({ where: { name: input.functionName }, select: { id: true } });
  if (!fn) throw new InvalidFieldError('function', `Unknown function or role ${JSON.stringify(input.functionName)}`, 'invalid.field.value', input.functionName);
  const subject = 'userId' in input.subject ? { userId: input.subject.userId } : { groupId: input.subject.groupId };
  // ON CONFLICT DO NOTHING: idempotent and safe against a concurrent identical grant.
  await db.permission.createMany({
    data: [{ ...subject, functionId: fn.id, customerId: input.customerId, createdById: input.createdById ?? null }],
    skipDuplicates: true,
  });
}
