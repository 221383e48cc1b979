// What a graph edge over a relation (Customer.groups, Group.members, ...)
// reads with: the rule its REST twin applies, as the domain spells it.
//
// Most rules are about each related row (`where`, run inside the parent's
// planned query). Some are about the parent alone: every group of a customer
// belongs to that customer, every membership and grant of a group to the
// group, so "viewGroups for the group's customer" holds for all of a parent's
// rows or for none. Such a rule is `parent`: the columns it needs are planned
// into the parent's row and it is decided there, once per parent, and the
// edge answers an empty page (count 0) for a parent it refuses, as a filter
// that matched no row would. Joined to every related row in the statement
// instead, it cost picture (a) a fifth of its database time
// (docs/performance.md).
import { holdsGranted, type Grants } from '../../auth/access.ts';

/** The rule of an edge: the related rows' filter and order, and a rule on the parent row. */
export interface EdgeRule<Parent = never> {
  /** The related rows the caller may see (a Prisma `where` on the related model); absent: all of them. */
  where?: object;
  orderBy: object;
  parent?: ParentRule<Parent>;
}

/** An edge's rule decided on its parent row. */
export interface ParentRule<Parent> {
  /** What the parent row must carry for `sees` (a Prisma `select` merged into the parent's). */
  select: Record<string, unknown>;
  /** Whether the caller may see the parent's related rows at all. */
  sees(parent: Parent): boolean;
}

/**
 * The parent rule of an edge below a customer (Customer.groups, .users,
 * .sensorLocations): the caller holds `fn` for the customer or a parent of it
 * (grantedCustomersFilter's rule, on the customer's path).
 */
export function heldOnCustomer(grants: Grants | undefined, fn: string): ParentRule<{ path: readonly number[] }> {
  return { select: { path: true }, sees: (customer) => holdsGranted(grants, fn, customer.path) };
}

/**
 * The parent rule of an edge below an object of a customer (a group's members
 * and grants, a sensor's interfaces): the caller holds `fn` for the object's
 * customer or a parent of it, its path read with the object.
 */
export function heldOnOwner(grants: Grants | undefined, fn: string): ParentRule<{ customer: { path: readonly number[] } }> {
  return { select: { customer: { select: { id: true, path: true } } }, sees: (owned) => holdsGranted(grants, fn, owned.customer.path) };
}
