// The network's location belongs to the sensors area (SensorLocation). A
// network may use one of its own customer's locations or a global one, the
// same rule sensors and interfaces follow; anything else is bad input.
import type { ServiceContext } from '../../context.ts';
import type { ShortNameKey } from '../common/identifiers.ts';
import { usableLocation } from '../sensors/references.ts';

/**
 * The location id a request refers to (a reference input, or REST's id or short name), checked to exist and
 * be usable for the customer; null clears it. Throws 412 naming `field`.
 */
export async function resolveLocation(ctx: ServiceContext, value: ShortNameKey | null, customerId: number, field = 'location'): Promise<number | null> {
  if (value === null) return null;
  return usableLocation(ctx, typeof value === 'object' ? value : String(value), customerId, field);
}
