// Sensor interfaces. Every permission is checked for the sensor's customer.
// An interface's customer is fixed at creation and equals the sensor's unless
// the sensor shares customer data; its location is one of the sensor's
// customer's or a global one. Deletes are permanent.
import type { Viewer } from '../../auth/viewer.ts';
import type { ServiceContext } from '../../context.ts';
import { ConstraintError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { Prisma, SensorInterface } from '../../generated/prisma/client.ts';
import { heldOnOwner, type EdgeRule } from '../common/edge-rule.ts';
import { paginate, type Page, type PageRequest } from '../common/paging.ts';
import type { PlannedQuery } from '../common/planned-query.ts';
import { orderBy, sortInput, type OrderKey } from '../common/sorting.ts';
import { customerByReference } from '../common/customer-reference.ts';
import { unique } from './errors.ts';
import { SENSOR_FUNCTIONS as F } from './functions.ts';
import { authorizeSensor, sensorWhere, type SensorRow } from './sensors.ts';
import { usableLocation } from './references.ts';
import { collectFields, collectFieldsAsync } from '../common/field-errors.ts';
import { interfaceName, notNull, requireSomeField } from './validation.ts';
import { looksLikeId, nodeId, referenceKey, referenceText, type ShortNameKey } from '../common/identifiers.ts';

/** Per operation, exactly the spec's permission sets. */
export const INTERFACE_PERMISSIONS = {
  add: [F.addSensorInterface, F.updateSensor],
  view: [F.viewSensorInterface],
  update: [F.viewSensors, F.updateSensor, F.viewSensorInterface, F.updateSensorInterface],
  remove: [F.updateSensor, F.removeSensorInterface],
} as const;

/** The fields naming the sensor and the interface, in a refusal of their values (REST's path parameters by default). */
export interface InterfaceFieldNames {
  sensor: string;
  interface: string;
}
const PATH_NAMES: InterfaceFieldNames = { sensor: 'idOrShortname', interface: 'idOrName' };

/** An interface reference input (GraphQL `SensorInterfaceRef`): the caller says which key it gives. */
export interface InterfaceReference {
  id?: string | number | null;
  name?: string | null;
}

/** An interface within its sensor: a reference input, or REST's `idOrName` text (digits or a global id: the id; anything else: the name). */
export type InterfaceKey = string | number | InterfaceReference;

/**
 * The interface of the sensor a key names, as a unique key (its id, or its name within the
 * sensor): read with findUnique, which Prisma sends for all the reads of one tick as one
 * statement, so the interfaces `nodes(ids:)` reads cost the statement of one.
 */
function interfaceWhere(sensorId: number, key: InterfaceKey, field = PATH_NAMES.interface): Prisma.SensorInterfaceWhereUniqueInput {
  const byName = (name: string) => ({ sensorId_interfaceName: { sensorId, interfaceName: interfaceName(name, field) } });
  if (typeof key === 'object') {
    const given = referenceKey(key, 'name', field);
    if ('id' in given) return { id: nodeId(given.id, 'SensorInterface', field, `${field}.id must be a global id or a numeric id`), sensorId };
    return byName(given.key);
  }
  const text = String(key).trim();
  if (looksLikeId(text)) return { id: nodeId(text, 'SensorInterface', field), sensorId };
  return byName(text);
}

const duplicate = (name: string) => new ConstraintError(`The sensor already has an interface named ${name}`, 'constraint.unique.interfaceName', name);

async function findInterface(ctx: ServiceContext, sensor: SensorRow, key: InterfaceKey, field?: string): Promise<{ id: number; customerId: number }> {
  const found = await ctx.db.sensorInterface.findUnique({ where: interfaceWhere(sensor.id, key, field), select: { id: true, customerId: true } });
  if (!found) throw new NotFoundError('Sensor interface', referenceText(key));
  return found;
}

/** The interface's customer: the sensor's unless the sensor shares customer data. */
async function interfaceCustomer(ctx: ServiceContext, sensor: SensorRow, value: ShortNameKey | null | undefined): Promise<number> {
  if (value == null) return sensor.customerId;
  const customer = await customerByReference(ctx, value, 'customer');
  if (customer.id !== sensor.customerId && !sensor.sharedCustomerData) {
    throw new InvalidFieldError('customer', "The interface's customer must be the sensor's: the sensor does not share customer data", 'invalid.field.reference', referenceText(value));
  }
  return customer.id;
}

export interface AddInterfaceInput {
  interfaceName: string;
  location: ShortNameKey;
  active?: boolean | null;
  customer?: ShortNameKey | null;
}

export async function addInterface(ctx: ServiceContext, sensorKey: ShortNameKey, input: AddInterfaceInput, query: PlannedQuery, names = PATH_NAMES): Promise<SensorInterface> {
  sensorWhere(sensorKey, names.sensor);
  const name = interfaceName(input.interfaceName);
  const sensor = await authorizeSensor(ctx, sensorKey, INTERFACE_PERMISSIONS.add, names.sensor);
  // Both references after the sensor they must fit, each on its own: both named when both are refused.
  const { customerId, locationId } = await collectFieldsAsync(async (check) => ({
    customerId: await check(() => interfaceCustomer(ctx, sensor, input.customer)),
    locationId: await check(() => usableLocation(ctx, input.location, sensor.customerId)),
  }));
  const created = await unique(
    () => ctx.db.sensorInterface.create({ data: { sensorId: sensor.id, interfaceName: name, locationId, customerId, active: input.active ?? true }, select: { id: true } }),
    () => duplicate(name),
  );
  return ctx.db.sensorInterface.findUniqueOrThrow({ ...query, where: { id: created.id } });
}

export interface InterfaceSearch extends PageRequest {
  sortBy?: readonly string[] | null;
  orderBy?: readonly OrderKey[] | null;
}

export const SENSOR_INTERFACE_SORTABLE = { id: 'id', interfaceName: 'interfaceName', active: 'active' } as const;

/** `field`: the argument naming the sensor, in a refusal of its value. */
export async function listInterfaces(ctx: ServiceContext, sensorKey: ShortNameKey, search: InterfaceSearch, query: PlannedQuery, field = PATH_NAMES.sensor): Promise<Page<SensorInterface>> {
  const sensor = await authorizeSensor(ctx, sensorKey, INTERFACE_PERMISSIONS.view, field);
  const order = orderBy(sortInput(search), SENSOR_INTERFACE_SORTABLE, 'id');
  const where = { sensorId: sensor.id };
  return paginate(
    ctx.config,
    search,
    () => ctx.db.sensorInterface.count({ where }),
    ({ offset, take }) => ctx.db.sensorInterface.findMany({ ...query, where, orderBy: order, skip: offset, take }),
  );
}

export async function getInterface(ctx: ServiceContext, sensorKey: ShortNameKey, key: InterfaceKey, query: PlannedQuery, names = PATH_NAMES): Promise<SensorInterface> {
  const sensor = await authorizeSensor(ctx, sensorKey, INTERFACE_PERMISSIONS.view, names.sensor);
  const found = await ctx.db.sensorInterface.findUnique({ ...query, where: interfaceWhere(sensor.id, key, names.interface) });
  if (!found) throw new NotFoundError('Sensor interface', referenceText(key));
  return found;
}

export interface UpdateInterfaceInput {
  interfaceName?: string | null;
  location?: ShortNameKey | null;
  active?: boolean | null;
  /** Accepted only when it names the interface's own customer: it cannot change. */
  customer?: ShortNameKey | null;
}

export async function updateInterface(ctx: ServiceContext, sensorKey: ShortNameKey, key: InterfaceKey, input: UpdateInterfaceInput, query: PlannedQuery, names = PATH_NAMES): Promise<SensorInterface> {
  sensorWhere(sensorKey, names.sensor);
  requireSomeField(input as Record<string, unknown>, ['interfaceName', 'location', 'active', 'customer']);
  // The fields' own rules, each on its own: every one refused is named at once.
  const { name, active, location } = collectFields((check) => {
    const rawName = check(() => notNull(input.interfaceName, 'interfaceName'));
    const name = rawName != null ? check(() => interfaceName(rawName)) : undefined;
    const active = check(() => notNull(input.active, 'active'));
    const location = check(() => notNull(input.location, 'location'));
    // Left out when not given (Passed types a property's undefined away).
    return {
      ...(name !== undefined ? { name } : {}),
      ...(active != null ? { active } : {}),
      ...(location != null ? { location } : {}),
    };
  });
  const sensor = await authorizeSensor(ctx, sensorKey, INTERFACE_PERMISSIONS.update, names.sensor);
  const existing = await findInterface(ctx, sensor, key, names.interface);
  // What needs the interface: the customer it keeps and a location the sensor may use, both named when both are refused.
  const locationId = await collectFieldsAsync(async (check) => {
    if (input.customer != null) {
      await check(async () => {
        const customer = await customerByReference(ctx, input.customer!, 'customer');
        if (customer.id !== existing.customerId) throw new InvalidFieldError('customer', "An interface's customer cannot change after creation", 'invalid.field.immutable', referenceText(input.customer!));
      });
    }
    return location != null ? await check(() => usableLocation(ctx, location, sensor.customerId)) : undefined;
  });
  await unique(
    () =>
      ctx.db.sensorInterface.update({
        where: { id: existing.id },
        data: { ...(name !== undefined ? { interfaceName: name } : {}), ...(locationId !== undefined ? { locationId } : {}), ...(active !== undefined ? { active } : {}) },
        select: { id: true },
      }),
    () => duplicate(name ?? referenceText(key)),
  );
  return ctx.db.sensorInterface.findUniqueOrThrow({ ...query, where: { id: existing.id } });
}

/** Removes the interface for good; answers it as it was. */
export async function removeInterface(ctx: ServiceContext, sensorKey: ShortNameKey, key: InterfaceKey, query: PlannedQuery, names = PATH_NAMES): Promise<SensorInterface> {
  const sensor = await authorizeSensor(ctx, sensorKey, INTERFACE_PERMISSIONS.remove, names.sensor);
  const existing = await findInterface(ctx, sensor, key, names.interface);
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.sensorInterface.findUniqueOrThrow({ ...query, where: { id: existing.id } });
    await tx.sensorInterface.delete({ where: { id: existing.id }, select: { id: true } });
    return before;
  });
}

/**
 * A sensor's interfaces the caller may list (viewSensorInterface for the sensor's customer or
 * above), ordered by id: the nested list Sensor.interfaces, from the grants that came with
 * the viewer. Every interface of the sensor is alike: all or none, decided on the sensor.
 */
export function sensorInterfacesQuery(viewer: Viewer | null | undefined): EdgeRule<{ customer: { path: readonly number[] } }> {
  return { orderBy: { id: 'asc' as const }, parent: heldOnOwner(viewer?.grants, F.viewSensorInterface) };
}
