// References from a sensor or an interface to a location or a sensor type,
// given by id or short name in a request body. A missing one, or a location
// of another customer, is bad input: 412 naming the field.
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { idOrShortName } from '../common/identifiers.ts';

/** A location the object of `customerId` may use: one of that customer's, or a global one. */
export async function usableLocation(ctx: ServiceContext, value: string, customerId: number, field = 'location'): Promise<number> {
  const where = idOrShortName(value, 'SensorLocation', field) as Prisma.SensorLocationWhereUniqueInput;
  const location = await ctx.db.sensorLocation.findUnique({ where, select: { id: true, customerId: true } });
  if (!location) throw new InvalidFieldError(field, `${field} ${value} is not an existing location`, 'invalid.field.value', value);
  if (location.customerId !== null && location.customerId !== customerId) {
    throw new InvalidFieldError(field, `${field} ${value} belongs to another customer: use one of the customer's locations or a global one`, 'invalid.field.reference', value);
  }
  return location.id;
}

export async function existingSensorType(ctx: ServiceContext, value: string, field = 'sensorType'): Promise<number> {
  const where = idOrShortName(value, 'SensorType', field) as Prisma.SensorTypeWhereUniqueInput;
  const type = await ctx.db.sensorType.findUnique({ where, select: { id: true } });
  if (!type) throw new InvalidFieldError(field, `${field} ${value} is not an existing sensor type`, 'invalid.field.value', value);
  return type.id;
}
