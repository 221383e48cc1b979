// Who may act on an object of the sensors area. The rules, in order:
// 1. a caller who holds the operation's functions nowhere is refused (403)
//    before anything is read, so nothing about existence leaks;
// 2. an object the caller holds no function of the area for, on its customer,
//    is reported missing (404), like a customer the caller may not see;
// 3. otherwise every function the operation needs must be held for the
//    object's customer (for global objects: anywhere), else 403 naming the
//    first one missing.
import type { ServiceContext } from '../../context.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';

/** null: a global object (no customer); its functions may be held for any customer. */
export type Owner = number | null;

function holdsFor(ctx: ServiceContext, fn: string, owner: Owner): Promise<boolean> {
  return owner === null ? ctx.access.holdsAnywhere(fn) : ctx.access.holds(fn, owner);
}

/**
 * Step 2 inside the look-up itself, as a where fragment: only objects whose customer the
 * caller holds one of `visibleWith` for, and global objects (no customer) when it holds one of
 * `global` anywhere. A hidden object's look-up then finds nothing, as a missing one's does, and
 * both take refuseMissing's path: the time of the 404 does not tell which exist. What requireFor
 * then checks on a found object is step 3 alone (its step 2 holds by construction).
 */
export async function seenOwners(ctx: ServiceContext, visibleWith: readonly string[], global?: readonly string[]) {
  const owned = { customer: await ctx.access.visibleFilter(visibleWith[0]!, visibleWith) };
  if (!global) return owned;
  const seesGlobal = (await Promise.all(global.map((fn) => ctx.access.holdsAnywhere(fn)))).some(Boolean);
  return { OR: seesGlobal ? [owned, { customerId: null }] : [owned] };
}

/** Step 1: 403 unless the caller holds every function somewhere (any of the alternatives, for each set). */
export async function requireSomewhere(ctx: ServiceContext, ...alternatives: (readonly string[])[]): Promise<void> {
  ctx.access.requireViewer();
  for (const fns of alternatives) {
    const held = await Promise.all(fns.map((fn) => ctx.access.holdsAnywhere(fn)));
    if (!held.some(Boolean)) throw new ForbiddenError(`You do not hold ${fns.join(' or ')}`);
  }
}

/** Steps 2 and 3 for one object. `what`/`key` name it in the 404. */
export async function requireFor(
  ctx: ServiceContext,
  owner: Owner,
  required: readonly string[],
  visibleWith: readonly string[],
  what: string,
  key: string,
): Promise<void> {
  const held = await Promise.all(required.map((fn) => holdsFor(ctx, fn, owner)));
  const missing = required.filter((_, i) => !held[i]);
  if (missing.length === 0) return;
  const visible = held.some(Boolean) || (await Promise.all(visibleWith.map((fn) => holdsFor(ctx, fn, owner)))).some(Boolean);
  if (!visible) throw new NotFoundError(what, key);
  throw new ForbiddenError(`You do not hold ${missing.join(' and ')} for this ${owner === null ? 'global object' : "object's customer"}`);
}
