// Filters for nested lists (customer.locations, location.sensors,
// sensor.interfaces): they run inside the planned query, so a dashboard query
// costs the same statements whatever it lists. Grants come with the viewer
// (loaded by authentication in the same statement as the key), so the filter
// can be built synchronously, as Pothos relation queries must be.
import type { RequestContext } from '../../context.ts';

/** Customers the viewer holds `fn` on (roots of subtrees): `path && roots` selects everything below. */
export function grantedRoots(ctx: RequestContext, fn: string): number[] {
  return [...(ctx.viewer?.grants?.get(fn) ?? [])];
}

export function customerWith(ctx: RequestContext, fn: string) {
  return { path: { hasSome: grantedRoots(ctx, fn) } };
}
