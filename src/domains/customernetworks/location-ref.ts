// The network's location belongs to the sensors area (model SensorLocation,
// table sensor_location), built in parallel. Until it is wired in at
// integration, every location reference is answered "unknown location":
// accepting an id that nothing checks would store dangling references.
// This is the only place that knows how a location is looked up.
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError } from '../../errors.ts';

/**
 * The location id a request refers to, checked to exist and be usable for the
 * customer; null clears it. Throws 412 naming `field` for an unknown location.
 */
export async function resolveLocation(_ctx: ServiceContext, value: string | number | null, _customerId: number, field = 'location'): Promise<number | null> {
  if (value === null) return null;
  throw new InvalidFieldError(field, `Unknown location ${JSON.stringify(String(value))}`, 'unknown.location', String(value));
}

/** The reference the answer shows for a stored location id. */
export function locationInfo(locationId: number | null): { id: number } | null {
  return locationId === null ? null : { id: locationId };
}
