// References from a sensor or an interface to a location or a sensor type,
// given by id or short name in a request body (a reference input, or REST's text). A missing one, or a location
// of another customer, is bad input: 412 naming the field (one the caller may not reach, as a missing one).
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { idOrShortName, referenceText, type ShortNameKey } from '../common/identifiers.ts';

/**
 * A location the object of `customerId` may use: one of that customer's, or a global one.
 * Another customer's location is named as such only to a caller who reaches that customer;
 * to anyone else it answers exactly as a location that does not exist (invisible is
 * nonexistent), after the same one read (the customer's path comes with the row).
 */
export async function usableLocation(ctx: ServiceContext, key: ShortNameKey, customerId: number, field = 'location'): Promise<number> {
  const where = idOrShortName(key, 'SensorLocation', field) as Prisma.SensorLocationWhereUniqueInput;
  const value = referenceText(key);
  const location = await ctx.db.sensorLocation.findUnique({ where, select: { id: true, customerId: true, customer: { select: { id: true, path: true } } } });
  const visible = location !== null && (location.customer === null || (await ctx.access.reaches(location.customer)));
  if (!location || !visible) throw new InvalidFieldError(field, `${field} ${value} is not an existing location`, 'invalid.field.value', value);
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
