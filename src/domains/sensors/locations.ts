// Locations: a place in a time zone and network zone, belonging to a customer
// or, with no customer, global (reusable by every customer). The functions an
// operation needs depend on that: addLocation / addGlobalLocation and so on.
// Deletes are permanent; a location still used by a sensor or an interface
// cannot be deleted (412), which the foreign keys also enforce under races.
import type { Viewer } from '../../auth/viewer.ts';
import type { ServiceContext } from '../../context.ts';
import { ConstraintError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { Prisma, SensorLocation, SensorNetworkZone } from '../../generated/prisma/client.ts';
import { givenReferences, idOrShortName, intId, referenceText, type ShortNameKey } from '../common/identifiers.ts';
import { heldOnCustomer, type EdgeRule } from '../common/edge-rule.ts';
import { paginate, type Page, type PageRequest } from '../common/paging.ts';
import { withColumns, type PlannedQuery } from '../common/planned-query.ts';
import { orderBy, sortInput, type OrderKey } from '../common/sorting.ts';
import { customerByReference } from '../common/customer-reference.ts';
import { isReferenceViolation, unique } from './errors.ts';
import { SENSOR_FUNCTIONS as F } from './functions.ts';
import { requireFor, requireSomewhere, seenOwners, type Owner } from './guard.ts';
import { collectFields } from '../common/field-errors.ts';
import { notNull, requireSomeField, requiredText, shortName, timeZone } from './validation.ts';
import { containsFilter, searchKeywords } from '../common/input-policy.ts';
import { findVisible } from '../common/visible-lookup.ts';

type Operation = 'view' | 'add' | 'update' | 'remove';

const FUNCTIONS: Record<Operation, { customer: string; global: string }> = {
  view: { customer: F.viewLocations, global: F.viewGlobalLocations },
  add: { customer: F.addLocation, global: F.addGlobalLocation },
  update: { customer: F.updateLocation, global: F.updateGlobalLocation },
  remove: { customer: F.removeLocation, global: F.removeGlobalLocation },
};
const ALL_CUSTOMER = Object.values(FUNCTIONS).map((f) => f.customer);
const ALL_GLOBAL = Object.values(FUNCTIONS).map((f) => f.global);

function fnFor(operation: Operation, owner: Owner): string {
  return owner === null ? FUNCTIONS[operation].global : FUNCTIONS[operation].customer;
}

export function locationWhere(key: ShortNameKey, field = 'idOrShortname'): Prisma.SensorLocationWhereUniqueInput {
  return idOrShortName(key, 'SensorLocation', field) as Prisma.SensorLocationWhereUniqueInput;
}

const duplicate = (name: string) => new ConstraintError(`A location with shortName ${name} already exists`, 'constraint.unique.shortName', name);

/** Loads the location's owner and checks `operation` on it (403/404 as guard.ts says). */
async function authorize(ctx: ServiceContext, key: ShortNameKey, operation: Operation, field?: string): Promise<{ id: number; customerId: number | null }> {
  await requireSomewhere(ctx, [FUNCTIONS[operation].customer, FUNCTIONS[operation].global]);
  const seen = await seenOwners(ctx, ALL_CUSTOMER, ALL_GLOBAL);
  const location = await findVisible<{ id: number; customerId: number | null }>(ctx, 'sensorLocation', ctx.db.sensorLocation, idOrShortName(key, 'SensorLocation', field), seen, { select: { id: true, customerId: true } });
  if (!location) return ctx.access.refuseMissing(() => new NotFoundError('Location', referenceText(key)));
  await requireFor(ctx, location.customerId, [fnFor(operation, location.customerId)], location.customerId === null ? ALL_GLOBAL : ALL_CUSTOMER, 'Location', referenceText(key));
  return location;
}

export interface AddLocationInput {
  name: string;
  shortName: string;
  networkZone: SensorNetworkZone;
  timeZoneDescription: string;
  /** The owning customer (its numeric id or global id); leave it out and set global for a global location. */
  customerID?: string | number | null;
  global?: boolean | null;
}

export async function addLocation(ctx: ServiceContext, input: AddLocationInput, query: PlannedQuery): Promise<SensorLocation> {
  await requireSomewhere(ctx, [F.addLocation, F.addGlobalLocation]);
  // The fields' own rules and the choice of owner, each on its own: every one refused is named at once.
  const values = collectFields((check) => {
    const checked = {
      name: check(() => requiredText(input.name, 'name')),
      shortName: check(() => shortName(input.shortName)),
      networkZone: input.networkZone,
      timeZoneDescription: check(() => timeZone(input.timeZoneDescription)),
    };
    if (input.customerID != null && input.global) {
      check(() => {
        throw new InvalidFieldError('global', 'A location with a customerID is not global: leave out one of them', 'invalid.field.value');
      });
    }
    if (input.customerID == null && !input.global) {
      check(() => {
        throw new InvalidFieldError('customerID', 'customerID is required (or global: true for a global location)', 'invalid.field.value');
      });
    }
    return checked;
  });
  let owner: Owner = null;
  if (input.customerID != null) {
    await ctx.access.requireAnywhere(F.addLocation);
    const customer = await customerByReference(ctx, intId(input.customerID, 'Customer', 'customerID'), 'customerID');
    await ctx.access.require(F.addLocation, customer);
    owner = customer.id;
  } else {
    await ctx.access.requireAnywhere(F.addGlobalLocation);
  }
  const created = await unique(
    () => ctx.db.sensorLocation.create({ data: { ...values, customerId: owner }, select: { id: true } }),
    () => duplicate(values.shortName),
  );
  return ctx.db.sensorLocation.findUniqueOrThrow({ ...query, where: { id: created.id } });
}

/** `field`: the argument naming the location, in a refusal of its value. */
export async function getLocation(ctx: ServiceContext, key: ShortNameKey, query: PlannedQuery, field?: string): Promise<SensorLocation> {
  await requireSomewhere(ctx, [F.viewLocations, F.viewGlobalLocations]);
  const seen = await seenOwners(ctx, ALL_CUSTOMER, ALL_GLOBAL);
  const location = await findVisible<SensorLocation>(ctx, 'sensorLocation', ctx.db.sensorLocation, idOrShortName(key, 'SensorLocation', field), seen, withColumns(query, { customerId: true }));
  if (!location) return ctx.access.refuseMissing(() => new NotFoundError('Location', referenceText(key)));
  await requireFor(ctx, location.customerId, [fnFor('view', location.customerId)], location.customerId === null ? ALL_GLOBAL : ALL_CUSTOMER, 'Location', referenceText(key));
  return location;
}

export interface UpdateLocationInput {
  name?: string | null;
  shortName?: string | null;
  networkZone?: SensorNetworkZone | null;
  timeZoneDescription?: string | null;
}

/** `field`: the input field that names the location, in a refusal of its value (here and in removeLocation). */
export async function updateLocation(ctx: ServiceContext, key: ShortNameKey, input: UpdateLocationInput, query: PlannedQuery, field?: string): Promise<SensorLocation> {
  locationWhere(key, field); // a malformed key is a 412 before anything is read
  requireSomeField(input as Record<string, unknown>, ['name', 'shortName', 'networkZone', 'timeZoneDescription']);
  // Each field on its own: every one refused is named at once.
  const values = collectFields((check) => {
    const name = check(() => notNull(input.name, 'name'));
    const short = check(() => notNull(input.shortName, 'shortName'));
    const zone = check(() => notNull(input.networkZone, 'networkZone'));
    const tz = check(() => notNull(input.timeZoneDescription, 'timeZoneDescription'));
    return {
      ...(name != null ? { name: check(() => requiredText(name, 'name')) } : {}),
      ...(short != null ? { shortName: check(() => shortName(short)) } : {}),
      ...(zone != null ? { networkZone: zone } : {}),
      ...(tz != null ? { timeZoneDescription: check(() => timeZone(tz)) } : {}),
    };
  });
  const location = await authorize(ctx, key, 'update', field);
  await unique(
    () => ctx.db.sensorLocation.update({ where: { id: location.id }, data: values, select: { id: true } }),
    () => duplicate(values.shortName ?? referenceText(key)),
  );
  return ctx.db.sensorLocation.findUniqueOrThrow({ ...query, where: { id: location.id } });
}

/** Removes the location for good and answers it as it was. */
export async function removeLocation(ctx: ServiceContext, key: ShortNameKey, query: PlannedQuery, field?: string): Promise<SensorLocation> {
  const location = await authorize(ctx, key, 'remove', field);
  const before = await ctx.db.sensorLocation.findUniqueOrThrow({ ...query, where: { id: location.id } });
  const named = referenceText(key);
  const [sensors, interfaces] = await Promise.all([
    ctx.db.sensor.count({ where: { locationId: location.id } }),
    ctx.db.sensorInterface.count({ where: { locationId: location.id } }),
  ]);
  if (sensors + interfaces > 0) {
    throw new ConstraintError(`Location ${named} is still used by ${sensors} sensor(s) and ${interfaces} interface(s)`, 'constraint.location.in.use', named);
  }
  try {
    await ctx.db.sensorLocation.delete({ where: { id: location.id }, select: { id: true } });
  } catch (error) {
    // A sensor, an interface (or another area's row) started using it meanwhile.
    if (isReferenceViolation(error)) throw new ConstraintError(`Location ${named} is still in use`, 'constraint.location.in.use', named);
    throw error;
  }
  return before;
}

export interface LocationSearch extends PageRequest {
  /** Customers (references, or REST's ids or short names); any of them matches. */
  customer?: readonly ShortNameKey[] | null;
  keywords?: readonly string[] | null;
  /** true: only global locations; false: only customer locations; absent: both. */
  global?: boolean | null;
  networkZone?: readonly SensorNetworkZone[] | null;
  sortBy?: readonly string[] | null;
  orderBy?: readonly OrderKey[] | null;
}

export const SENSOR_LOCATION_SORTABLE = { id: 'id', shortName: 'shortName', name: 'name', networkZone: 'networkZone', timeZoneDescription: 'timeZoneDescription' } as const;

/** What the caller may see: locations of customers it holds viewLocations for, and global ones with viewGlobalLocations. */
export async function visibleLocations(ctx: ServiceContext): Promise<Prisma.SensorLocationWhereInput> {
  const [filter, global] = await Promise.all([ctx.access.customerFilter(F.viewLocations), ctx.access.holdsAnywhere(F.viewGlobalLocations)]);
  return { OR: [{ customer: filter }, ...(global ? [{ customerId: null }] : [])] };
}

export async function searchLocations(ctx: ServiceContext, search: LocationSearch, query: PlannedQuery): Promise<Page<SensorLocation>> {
  await requireSomewhere(ctx, [F.viewLocations, F.viewGlobalLocations]);
  const order = orderBy(sortInput(search), SENSOR_LOCATION_SORTABLE, 'id');
  const keywords = searchKeywords(search.keywords);
  const customers = givenReferences(search.customer).map((c) => idOrShortName(c, 'Customer', 'customer'));
  const and: Prisma.SensorLocationWhereInput[] = [await visibleLocations(ctx)];
  if (customers.length > 0) and.push({ customer: { OR: customers as Prisma.CustomerWhereInput[] } });
  if (search.global === true) and.push({ customerId: null });
  if (search.global === false) and.push({ customerId: { not: null } });
  if (search.networkZone?.length) and.push({ networkZone: { in: [...search.networkZone] } });
  if (keywords.length > 0) {
    and.push({ OR: keywords.flatMap((k) => [{ shortName: containsFilter(k) }, { name: containsFilter(k) }]) });
  }
  const where: Prisma.SensorLocationWhereInput = { AND: and };
  return paginate(
    ctx.config,
    search,
    () => ctx.db.sensorLocation.count({ where }),
    ({ offset, take }) => ctx.db.sensorLocation.findMany({ ...query, where, orderBy: order, skip: offset, take }),
  );
}

/**
 * A customer's own locations the caller may list (viewLocations there or above), ordered by
 * id: the nested list Customer.sensorLocations, from the grants that came with the viewer.
 * Every location of the customer belongs to it: all of them or none, decided on the customer.
 */
export function customerLocationsQuery(viewer: Viewer | null | undefined): EdgeRule<{ path: readonly number[] }> {
  return { orderBy: { id: 'asc' as const }, parent: heldOnCustomer(viewer?.grants, F.viewLocations) };
}
