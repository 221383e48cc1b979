// Customer references in request bodies (customerID, customer): they must
// name an existing customer; a missing one is bad input (412 naming the field).
import type { CustomerRef } from '../../auth/access.ts';
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { idOrShortName } from '../common/identifiers.ts';

export async function customerByReference(ctx: ServiceContext, value: string | number, field: string): Promise<CustomerRef> {
  const where = idOrShortName(value, field) as Prisma.CustomerWhereUniqueInput;
  const customer = await ctx.db.customer.findUnique({ where, select: { id: true, path: true } });
  if (!customer) throw new InvalidFieldError(field, `${field} ${String(value)} is not an existing customer`, 'invalid.field.value', String(value));
  return customer;
}
