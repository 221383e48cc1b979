// References from a sensor or an interface to a location or a sensor type,
// given by id or short name in a request body (a reference input, or REST's text). A missing one, or a location
// of another customer, is bad input: 412 naming the field.
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { idOrShortName, referenceText, type ShortNameKey } from '../common/identifiers.ts';

/** A location the object of `customerId` may use: one of that customer's, or a global one. */
export async function usableLocation(ctx: ServiceContext, key: ShortNameKey, customerId: number, field = 'location'): Promise<number> {
  const where = idOrShortName(key, 'SensorLocation', field) as Prisma.SensorLocationWhereUniqueInput;
  const value = referenceText(key);
  const location = await ctx.db.sensorLocation.findUnique({ where, select: { id: true, customerId: true } });
  if (!location) throw new InvalidFieldError(field, `${field} ${value} is not an existing location`, 'invalid.field.value', value);
  if (location.customerId !== null && location.customerId !== customerId) {
    throw new InvalidFieldError(field, `${field} ${value} belongs to another customer: use one of the customer's locations or a global one`, 'invalid.field.reference', value);
  }
  return location.id;
}

export async function existingSensorType(ctx: ServiceContext, key: ShortNameKey, field = 'sensorType'): Promise<number> {
  const where = idOrShortName(key, 'SensorType', field) as Prisma.SensorTypeWhereUniqueInput;
  const value = referenceText(key);
  const type = await ctx.db.sensorType.findUnique({ where, select: { id: true } });
  if (!type) throw new InvalidFieldError(field, `${field} ${value} is not an existing sensor type`, 'invalid.field.value', value);
  return type.id;
}
