// Creating users and setting passwords (the command line uses these; user
// administration exposes them over the API).
import { hashPassword, passwordProblem } from '../../auth/password.ts';
import { ConstraintError, InvalidFieldError } from '../../errors.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { customerByReference } from '../common/customer-reference.ts';
import { SHORT_NAME_PATTERN } from '../common/identifiers.ts';
import { grant } from './grants.ts';

type Db = Pick<PrismaClient, 'user' | 'customer' | 'functionNode' | 'permission'>;

export interface CreateUserInput {
  shortName: string;
  name: string;
  /** Customer id or short name. */
  customer: string;
  email?: string | null;
  password?: string | null;
  /** Functions or roles granted to the user for their own customer. */
  roles?: readonly string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function createUser(db: Db, input: CreateUserInput) {
  if (!SHORT_NAME_PATTERN.test(input.shortName)) {
    throw new InvalidFieldError('shortName', 'shortName may contain letters, digits and _ - . @ only', 'invalid.field.value', input.shortName);
  }
  if (!input.name.trim()) throw new InvalidFieldError('name', 'name is required', 'field.required');
  if (input.email && !EMAIL.test(input.email)) throw new InvalidFieldError('email', 'email is not an e-mail address', 'invalid.field.value', input.email);
  if (input.password) {
    const problem = passwordProblem(input.password);
    if (problem) throw new InvalidFieldError('password', `password ${problem}`, 'invalid.field.value');
  }
  const customer = await customerByReference({ db, access: null }, input.customer, 'customer');
  const existing = await db.user.findUnique({ where: { shortName: input.shortName }, select: { id: true } });
  if (existing) throw new ConstraintError(`A user with shortName ${JSON.stringify(input.shortName)} already exists`, 'constraint.unique.shortName', input.shortName);
  const user = await db.user.create({
    data: {
      shortName: input.shortName,
      name: input.name.trim(),
      customerId: customer.id,
      domainId: customer.domainId,
      email: input.email ?? null,
      passwordHash: input.password ? await hashPassword(input.password) : null,
    },
  });
  for (const role of input.roles ?? []) {
    await grant(db, { subject: { userId: user.id }, functionName: role, customerId: customer.id });
  }
  return user;
}

export async function setPassword(db: Pick<PrismaClient, 'user'>, shortName: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new InvalidFieldError('password', `password ${problem}`, 'invalid.field.value');
  const updated = await db.user.updateMany({ where: { shortName }, data: { passwordHash: await hashPassword(password) } });
  if (updated.count === 0) throw new InvalidFieldError('user', `Unknown user ${JSON.stringify(shortName)}`, 'invalid.field.value', shortName);
}
