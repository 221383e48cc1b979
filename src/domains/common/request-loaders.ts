// The per-request DataLoaders, held in one place by one rule. A loader lives
// exactly as long as the request's context object (a WeakMap keyed by it:
// nothing is held once the request is done), so a batch never crosses
// requests or callers: each request reads with its own viewer and access.
//
// `owner` is a module's own symbol: it keeps the loaders of different modules
// apart. The keyed form is for loaders whose batch function depends on
// arguments (a page window, a planned query): one loader per distinct key, so
// only calls that ask alike share a batch. An owner uses one form or the
// other, and the same value type for every key.
import type { ServiceContext } from '../../context.ts';

const held = new WeakMap<ServiceContext, Map<symbol, Map<string, unknown>>>();

function slotsOf(ctx: ServiceContext, owner: symbol): Map<string, unknown> {
  let owners = held.get(ctx);
  if (!owners) held.set(ctx, (owners = new Map()));
  let slots = owners.get(owner);
  if (!slots) owners.set(owner, (slots = new Map()));
  return slots;
}

/** The request's loader (or object of loaders) of the owner for the key, made on first use. */
export function keyedRequestLoader<T>(ctx: ServiceContext, owner: symbol, key: string, make: () => T): T {
  const slots = slotsOf(ctx, owner);
  if (!slots.has(key)) slots.set(key, make());
  return slots.get(key) as T;
}

/** The request's one loader (or object of loaders) of the owner, made on first use. */
export function requestLoader<T>(ctx: ServiceContext, owner: symbol, make: () => T): T {
  return keyedRequestLoader(ctx, owner, '', make);
}

/** Drop the owner's loaders of this request (their caches with them): the next use makes new ones. */
export function forgetRequestLoaders(ctx: ServiceContext, owner: symbol): void {
  held.get(ctx)?.delete(owner);
}
