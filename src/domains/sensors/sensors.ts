// Sensors: a machine of a customer, of a sensor type, at a location, reached
// by host name and/or IP address (each unique within the customer). The
// customer is fixed at creation. Deletes are permanent and take the sensor's
// interfaces with them (one statement: the foreign key cascades).
import { grantedCustomersFilter } from '../../auth/access.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { ServiceContext } from '../../context.ts';
import { ConstraintError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { Prisma, Sensor } from '../../generated/prisma/client.ts';
import { givenReferences, idOrShortName, referenceText, type ShortNameKey } from '../common/identifiers.ts';
import type { NodeTypeName } from '../common/global-id.ts';
import { paginate, type Page, type PageRequest } from '../common/paging.ts';
import { withColumns, type PlannedQuery } from '../common/planned-query.ts';
import { orderBy, sortInput, type OrderKey } from '../common/sorting.ts';
import { customerByReference } from '../common/customer-reference.ts';
import { unique } from './errors.ts';
import { SENSOR_FUNCTIONS as F } from './functions.ts';
import { requireFor, requireSomewhere, seenOwners } from './guard.ts';
import { existingSensorType, usableLocation } from './references.ts';
import { collectFields, collectFieldsAsync } from '../common/field-errors.ts';
import { hostname, ipAddress, notNull, requireSomeField, seconds, shortName } from './validation.ts';
import { containsFilter, searchKeywords } from '../common/input-policy.ts';
import { findVisible } from '../common/visible-lookup.ts';

/** Holding any of these for a sensor's customer makes its sensors visible (a missing one then answers 403, not 404). */
export const SENSOR_AREA_FUNCTIONS: readonly string[] = [
  F.viewSensors, F.addSensor, F.updateSensor, F.removeSensor,
  F.viewSensorInterface, F.addSensorInterface, F.updateSensorInterface, F.removeSensorInterface,
];

export function sensorWhere(key: ShortNameKey, field = 'idOrShortname'): Prisma.SensorWhereUniqueInput {
  return idOrShortName(key, 'Sensor', field) as Prisma.SensorWhereUniqueInput;
}

export interface SensorRow {
  id: number;
  customerId: number;
  sharedCustomerData: boolean;
  hostname: string | null;
  ipAddress: string | null;
}

/**
 * The sensor's access-relevant columns after checking `required` on its customer (404 if missing or hidden).
 * `field`: the input field that names the sensor, in a refusal of its value (here and below).
 */
export async function authorizeSensor(ctx: ServiceContext, key: ShortNameKey, required: readonly string[], field?: string): Promise<SensorRow> {
  await requireSomewhere(ctx, ...required.map((fn) => [fn]));
  const seen = await seenOwners(ctx, [...required, ...SENSOR_AREA_FUNCTIONS]);
  const select = { id: true, customerId: true, sharedCustomerData: true, hostname: true, ipAddress: true };
  const sensor = await findVisible<SensorRow>(ctx, 'sensor', ctx.db.sensor, idOrShortName(key, 'Sensor', field), seen, { select });
  if (!sensor) return ctx.access.refuseMissing(() => new NotFoundError('Sensor', referenceText(key)));
  await requireFor(ctx, sensor.customerId, required, SENSOR_AREA_FUNCTIONS, 'Sensor', referenceText(key));
  return sensor;
}

/** 412 naming the first field another sensor already uses (shortName anywhere; hostname, ipAddress within the customer). */
async function checkUnique(ctx: ServiceContext, customerId: number, values: { shortName?: string; hostname?: string | null; ipAddress?: string | null }, exceptId?: number) {
  const or: Prisma.SensorWhereInput[] = [];
  if (values.shortName) or.push({ shortName: values.shortName });
  if (values.hostname) or.push({ customerId, hostname: values.hostname });
  if (values.ipAddress) or.push({ customerId, ipAddress: values.ipAddress });
  if (or.length === 0) return;
  const clash = await ctx.db.sensor.findFirst({
    where: { OR: or, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { shortName: true, customerId: true, hostname: true, ipAddress: true },
  });
  if (!clash) return;
  if (values.shortName && clash.shortName === values.shortName) throw new ConstraintError(`A sensor with shortName ${values.shortName} already exists`, 'constraint.unique.shortName', values.shortName);
  if (values.hostname && clash.hostname === values.hostname) throw new ConstraintError(`The customer already has a sensor with hostname ${values.hostname}`, 'constraint.unique.hostname', values.hostname);
  throw new ConstraintError(`The customer already has a sensor with ipAddress ${values.ipAddress}`, 'constraint.unique.ipAddress', values.ipAddress ?? null);
}

const raced = () => new ConstraintError('Another sensor with the same shortName, hostname or ipAddress was added at the same time', 'constraint.unique');

export interface AddSensorInput {
  shortName: string;
  hostname?: string | null;
  ipAddress?: string | null;
  customer: ShortNameKey;
  sensorType: ShortNameKey;
  location: ShortNameKey;
  sharedCustomerData?: boolean | null;
  expectedUpdateTime?: number | null;
  active?: boolean | null;
  monitored?: boolean | null;
  description?: string | null;
}

export async function addSensor(ctx: ServiceContext, input: AddSensorInput, query: PlannedQuery): Promise<Sensor> {
  await requireSomewhere(ctx, [F.addSensor]);
  // The fields' own rules, each on its own: every one refused is named at once.
  const values = collectFields((check) => ({
    shortName: check(() => shortName(input.shortName)),
    hostname: input.hostname ? check(() => hostname(input.hostname!)) : null,
    ipAddress: input.ipAddress ? check(() => ipAddress(input.ipAddress!)) : null,
    sharedCustomerData: input.sharedCustomerData ?? false,
    expectedUpdateTime: input.expectedUpdateTime != null ? check(() => seconds(input.expectedUpdateTime!, 'expectedUpdateTime')) : null,
    active: input.active ?? true,
    monitored: input.monitored ?? true,
    description: input.description ?? '',
  }));
  // Needs hostname and ipAddress checked (an invalid one is not a missing one).
  if (!values.hostname && !values.ipAddress) throw new InvalidFieldError('hostname', 'Give a hostname, an ipAddress or both', 'invalid.field.required');
  // 403 first for a caller who may add for no customer; then a customer out of reach is unknown (412).
  await ctx.access.requireAnywhere(F.addSensor);
  const customer = await customerByReference(ctx, input.customer, 'customer');
  await ctx.access.require(F.addSensor, customer);
  // The references, after the customer they must fit and the access check on it: both named when both are unknown.
  const { sensorTypeId, locationId } = await collectFieldsAsync(async (check) => ({
    sensorTypeId: await check(() => existingSensorType(ctx, input.sensorType)),
    locationId: await check(() => usableLocation(ctx, input.location, customer.id)),
  }));
  await checkUnique(ctx, customer.id, values);
  const created = await unique(
    () => ctx.db.sensor.create({ data: { ...values, customerId: customer.id, sensorTypeId, locationId }, select: { id: true } }),
    raced,
  );
  return ctx.db.sensor.findUniqueOrThrow({ ...query, where: { id: created.id } });
}

/** `field`: the argument naming the sensor, in a refusal of its value. */
export async function getSensor(ctx: ServiceContext, key: ShortNameKey, query: PlannedQuery, field?: string): Promise<Sensor> {
  await requireSomewhere(ctx, [F.viewSensors]);
  const sensor = await findVisible<Sensor>(ctx, 'sensor', ctx.db.sensor, idOrShortName(key, 'Sensor', field), await seenOwners(ctx, SENSOR_AREA_FUNCTIONS), withColumns(query, { customerId: true }));
  if (!sensor) return ctx.access.refuseMissing(() => new NotFoundError('Sensor', referenceText(key)));
  await requireFor(ctx, sensor.customerId, [F.viewSensors], SENSOR_AREA_FUNCTIONS, 'Sensor', referenceText(key));
  return sensor;
}

export interface UpdateSensorInput {
  shortName?: string | null;
  hostname?: string | null;
  ipAddress?: string | null;
  /** Only accepted when it names the sensor's own customer: the customer cannot change. */
  customer?: ShortNameKey | null;
  sensorType?: ShortNameKey | null;
  location?: ShortNameKey | null;
  sharedCustomerData?: boolean | null;
  expectedUpdateTime?: number | null;
  active?: boolean | null;
  monitored?: boolean | null;
  description?: string | null;
}

const UPDATABLE = ['shortName', 'hostname', 'ipAddress', 'customer', 'sensorType', 'location', 'sharedCustomerData', 'expectedUpdateTime', 'active', 'monitored', 'description'] as const;

export async function updateSensor(ctx: ServiceContext, key: ShortNameKey, input: UpdateSensorInput, query: PlannedQuery, field?: string): Promise<Sensor> {
  sensorWhere(key, field);
  if (!UPDATABLE.some((f) => input[f] !== undefined)) requireSomeField({}, UPDATABLE);
  // The fields' own rules, each on its own: every one refused is named at once.
  const values = collectFields((check) => {
    const short = check(() => notNull(input.shortName, 'shortName'));
    const shared = check(() => notNull(input.sharedCustomerData, 'sharedCustomerData'));
    const active = check(() => notNull(input.active, 'active'));
    const monitored = check(() => notNull(input.monitored, 'monitored'));
    return {
      ...(short != null ? { shortName: check(() => shortName(short)) } : {}),
      // null clears it (as long as the other one stays).
      ...(input.hostname !== undefined ? { hostname: input.hostname ? check(() => hostname(input.hostname!)) : null } : {}),
      ...(input.ipAddress !== undefined ? { ipAddress: input.ipAddress ? check(() => ipAddress(input.ipAddress!)) : null } : {}),
      ...(shared != null ? { sharedCustomerData: shared } : {}),
      ...(input.expectedUpdateTime !== undefined ? { expectedUpdateTime: input.expectedUpdateTime === null ? null : check(() => seconds(input.expectedUpdateTime!, 'expectedUpdateTime')) } : {}),
      ...(active != null ? { active } : {}),
      ...(monitored != null ? { monitored } : {}),
      ...(input.description != null ? { description: input.description } : {}),
    };
  });
  const sensor = await authorizeSensor(ctx, key, [F.updateSensor], field);
  // What needs the sensor (its customer, what it keeps), each on its own: all refused are named at once.
  const { sensorTypeId, locationId } = await collectFieldsAsync(async (check) => {
    if (input.customer != null) {
      await check(async () => {
        const customer = await customerByReference(ctx, input.customer!, 'customer');
        if (customer.id !== sensor.customerId) throw new InvalidFieldError('customer', 'The customer of a sensor cannot change', 'invalid.field.immutable', referenceText(input.customer!));
      });
    }
    const finalHost = values.hostname !== undefined ? values.hostname : sensor.hostname;
    const finalIp = values.ipAddress !== undefined ? values.ipAddress : sensor.ipAddress;
    if (!finalHost && !finalIp) {
      await check(() => {
        throw new InvalidFieldError(values.hostname === null ? 'hostname' : 'ipAddress', 'A sensor keeps a hostname, an ipAddress or both', 'invalid.field.required');
      });
    }
    // Left out when not given (Passed types a property's undefined away).
    const sensorType = input.sensorType;
    const location = input.location;
    return {
      ...(sensorType != null ? { sensorTypeId: await check(() => existingSensorType(ctx, sensorType)) } : {}),
      ...(location != null ? { locationId: await check(() => usableLocation(ctx, location, sensor.customerId)) } : {}),
    };
  });
  if (values.sharedCustomerData === false && sensor.sharedCustomerData) {
    const foreign = await ctx.db.sensorInterface.count({ where: { sensorId: sensor.id, customerId: { not: sensor.customerId } } });
    if (foreign > 0) throw new ConstraintError(`The sensor has ${foreign} interface(s) of other customers: remove them before clearing sharedCustomerData`, 'constraint.shared.data.in.use');
  }
  await checkUnique(ctx, sensor.customerId, values, sensor.id);
  await unique(
    () =>
      ctx.db.sensor.update({
        where: { id: sensor.id },
        data: { ...values, ...(sensorTypeId !== undefined ? { sensorTypeId } : {}), ...(locationId !== undefined ? { locationId } : {}) },
        select: { id: true },
      }),
    raced,
  );
  return ctx.db.sensor.findUniqueOrThrow({ ...query, where: { id: sensor.id } });
}

/** Removes the sensor and its interfaces for good; answers the sensor as it was. */
export async function removeSensor(ctx: ServiceContext, key: ShortNameKey, query: PlannedQuery, field?: string): Promise<Sensor> {
  const sensor = await authorizeSensor(ctx, key, [F.removeSensor], field);
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.sensor.findUniqueOrThrow({ ...query, where: { id: sensor.id } });
    await tx.sensor.delete({ where: { id: sensor.id }, select: { id: true } });
    return before;
  });
}

export interface SensorSearch extends PageRequest {
  customer?: readonly ShortNameKey[] | null;
  keywords?: readonly string[] | null;
  sensorType?: readonly ShortNameKey[] | null;
  location?: readonly ShortNameKey[] | null;
  active?: boolean | null;
  monitored?: boolean | null;
  sortBy?: readonly string[] | null;
  orderBy?: readonly OrderKey[] | null;
}

export const SENSOR_SORTABLE = { id: 'id', shortName: 'shortName', hostname: 'hostname', ipAddress: 'ipAddress', active: 'active', monitored: 'monitored' } as const;

export async function searchSensors(ctx: ServiceContext, search: SensorSearch, query: PlannedQuery): Promise<Page<Sensor>> {
  await requireSomewhere(ctx, [F.viewSensors]);
  const order = orderBy(sortInput(search), SENSOR_SORTABLE, 'id');
  const keywords = searchKeywords(search.keywords);
  const and: Prisma.SensorWhereInput[] = [listableSensorsWhere(await ctx.access.grants())];
  const refs = <T>(values: readonly ShortNameKey[] | null | undefined, type: NodeTypeName, field: string) => givenReferences(values).map((v) => idOrShortName(v, type, field) as T);
  const customers = refs<Prisma.CustomerWhereInput>(search.customer, 'Customer', 'customer');
  const types = refs<Prisma.SensorTypeWhereInput>(search.sensorType, 'SensorType', 'sensorType');
  const locations = refs<Prisma.SensorLocationWhereInput>(search.location, 'SensorLocation', 'location');
  if (customers.length > 0) and.push({ customer: { OR: customers } });
  if (types.length > 0) and.push({ sensorType: { OR: types } });
  if (locations.length > 0) and.push({ location: { OR: locations } });
  if (search.active != null) and.push({ active: search.active });
  if (search.monitored != null) and.push({ monitored: search.monitored });
  if (keywords.length > 0) {
    and.push({
      OR: keywords.flatMap((k) => (['shortName', 'hostname', 'ipAddress', 'description'] as const).map((f) => ({ [f]: containsFilter(k) }))),
    });
  }
  const where: Prisma.SensorWhereInput = { AND: and };
  return paginate(
    ctx.config,
    search,
    () => ctx.db.sensor.count({ where }),
    ({ offset, take }) => ctx.db.sensor.findMany({ ...query, where, orderBy: order, skip: offset, take }),
  );
}

/**
 * The sensors a caller may list, as the sensor list applies it: those of a
 * customer it holds viewSensors for (there or on a parent customer). Built
 * from the grants, so nested lists (SensorLocation.sensors, SensorType.sensors)
 * run the same filter inside the planned query.
 */
export function listableSensorsWhere(grants: Viewer['grants']): Prisma.SensorWhereInput {
  return { customer: grantedCustomersFilter(grants, F.viewSensors) };
}

/** A location's or a sensor type's sensors the caller may list, ordered by id. */
export function relatedSensorsQuery(viewer: Viewer | null | undefined) {
  return { where: listableSensorsWhere(viewer?.grants), orderBy: { id: 'asc' as const } };
}
