// Sensor interfaces. Every permission is checked for the sensor's customer.
// An interface's customer is fixed at creation and equals the sensor's unless
// the sensor shares customer data; its location is one of the sensor's
// customer's or a global one. Deletes are permanent.
import { grantedCustomersFilter } from '../../auth/access.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { ServiceContext } from '../../context.ts';
import { ConstraintError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { Prisma, SensorInterface } from '../../generated/prisma/client.ts';
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
import { nodeId } from '../common/identifiers.ts';
import { isGlobalId } from '../common/global-id.ts';

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

/** `idOrName`: digits are the interface's id, anything else its name (unique within the sensor). */
function interfaceWhere(sensorId: number, key: string, field = PATH_NAMES.interface): Prisma.SensorInterfaceWhereInput {
  const text = key.trim();
  if (/^\d+$/.test(text) || isGlobalId(text)) return { sensorId, id: nodeId(text, 'SensorInterface', field) };
  return { sensorId, interfaceName: interfaceName(text, field) };
}

const duplicate = (name: string) => new ConstraintError(`The sensor already has an interface named ${name}`, 'constraint.unique.interfaceName', name);

async function findInterface(ctx: ServiceContext, sensor: SensorRow, key: string, field?: string): Promise<{ id: number; customerId: number }> {
  const found = await ctx.db.sensorInterface.findFirst({ where: interfaceWhere(sensor.id, key, field), select: { id: true, customerId: true } });
  if (!found) throw new NotFoundError('Sensor interface', key);
  return found;
}

/** The interface's customer: the sensor's unless the sensor shares customer data. */
async function interfaceCustomer(ctx: ServiceContext, sensor: SensorRow, value: string | null | undefined): Promise<number> {
  if (value == null) return sensor.customerId;
  const customer = await customerByReference(ctx, value, 'customer');
  if (customer.id !== sensor.customerId && !sensor.sharedCustomerData) {
    throw new InvalidFieldError('customer', "The interface's customer must be the sensor's: the sensor does not share customer data", 'invalid.field.reference', value);
  }
  return customer.id;
}

export interface AddInterfaceInput {
  interfaceName: string;
  location: string;
  active?: boolean | null;
  customer?: string | null;
}

export async function addInterface(ctx: ServiceContext, sensorKey: string, input: AddInterfaceInput, query: PlannedQuery, names = PATH_NAMES): Promise<SensorInterface> {
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

export async function listInterfaces(ctx: ServiceContext, sensorKey: string, search: InterfaceSearch, query: PlannedQuery): Promise<Page<SensorInterface>> {
  const sensor = await authorizeSensor(ctx, sensorKey, INTERFACE_PERMISSIONS.view);
  const order = orderBy(sortInput(search), SENSOR_INTERFACE_SORTABLE, 'id');
  const where = { sensorId: sensor.id };
  return paginate(
    ctx.config,
    search,
    () => ctx.db.sensorInterface.count({ where }),
    ({ offset, take }) => ctx.db.sensorInterface.findMany({ ...query, where, orderBy: order, skip: offset, take }),
  );
}

export async function getInterface(ctx: ServiceContext, sensorKey: string, key: string, query: PlannedQuery): Promise<SensorInterface> {
  const sensor = await authorizeSensor(ctx, sensorKey, INTERFACE_PERMISSIONS.view);
  const found = await ctx.db.sensorInterface.findFirst({ ...query, where: interfaceWhere(sensor.id, key) });
  if (!found) throw new NotFoundError('Sensor interface', key);
  return found;
}

export interface UpdateInterfaceInput {
  interfaceName?: string | null;
  location?: string | null;
  active?: boolean | null;
  /** Accepted only when it names the interface's own customer: it cannot change. */
  customer?: string | null;
}

export async function updateInterface(ctx: ServiceContext, sensorKey: string, key: string, input: UpdateInterfaceInput, query: PlannedQuery, names = PATH_NAMES): Promise<SensorInterface> {
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
        if (customer.id !== existing.customerId) throw new InvalidFieldError('customer', "An interface's customer cannot change after creation", 'invalid.field.immutable', input.customer);
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
    () => duplicate(name ?? key),
  );
  return ctx.db.sensorInterface.findUniqueOrThrow({ ...query, where: { id: existing.id } });
}

/** Removes the interface for good; answers it as it was. */
export async function removeInterface(ctx: ServiceContext, sensorKey: string, key: string, query: PlannedQuery, names = PATH_NAMES): Promise<SensorInterface> {
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
 * above), ordered by id: the nested list Sensor.interfaces, built from the grants that came
 * with the viewer (a relation query is planned synchronously).
 */
export function sensorInterfacesQuery(viewer: Viewer | null | undefined) {
  return { where: { sensor: { customer: grantedCustomersFilter(viewer?.grants, F.viewSensorInterface) } }, orderBy: { id: 'asc' as const } };
}
