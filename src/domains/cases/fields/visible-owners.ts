// Who sees a field descriptor or a field policy: a global one (no customer)
// everyone of its domain, a customer's own those who may view that customer
// (viewCustomers there or on a parent). One where fragment for the lists and
// for the look-ups by id or name: inside a look-up, a field of a customer out
// of sight is not found, exactly as a name nobody uses, after the same work
// (the time of the 404 does not tell which exist).
import { PLATFORM_FUNCTIONS } from '../../../auth/functions.ts';
import type { ServiceContext } from '../../../context.ts';

export async function visibleFieldOwners(ctx: ServiceContext) {
  return { OR: [{ customerId: null }, { customer: await ctx.access.customerFilter(PLATFORM_FUNCTIONS.viewCustomers) }] };
}
