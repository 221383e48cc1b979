// Sensor types (applications). Types are a catalogue shared by all customers:
// viewApplications, registerApplication and updateApplication may be held for
// any customer. There is no delete (the spec has none): sensors refer to them.
import type { ServiceContext } from '../../context.ts';
import { ConstraintError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { Prisma, SensorDepartment, SensorType } from '../../generated/prisma/client.ts';
import { idOrShortName, referenceText, type ShortNameKey } from '../common/identifiers.ts';
import { paginate, type Page, type PageRequest } from '../common/paging.ts';
import type { PlannedQuery } from '../common/planned-query.ts';
import { orderBy, sortInput, type OrderKey } from '../common/sorting.ts';
import { unique } from './errors.ts';
import { SENSOR_FUNCTIONS as F } from './functions.ts';
import { collectFields, type FieldCheck } from '../common/field-errors.ts';
import { notNull, requireSomeField, requiredText, seconds, shortName, url } from './validation.ts';
import { containsFilter, searchKeywords } from '../common/input-policy.ts';

export interface SensorTypeInput {
  shortName?: string | null;
  name?: string | null;
  url?: string | null;
  expectedSensorUpdateTime?: number | null;
  department?: SensorDepartment | null;
}

const duplicate = (name: string) => new ConstraintError(`A sensor type with shortName ${name} already exists`, 'constraint.unique.shortName', name);

function typeWhere(key: ShortNameKey, field = 'idOrShortname'): Prisma.SensorTypeWhereUniqueInput {
  return idOrShortName(key, 'SensorType', field) as Prisma.SensorTypeWhereUniqueInput;
}

/** The columns the given fields set, each checked on its own (every one refused is named at once). */
function checkedColumns(input: SensorTypeInput, check: FieldCheck) {
  const name = check(() => notNull(input.shortName, 'shortName'));
  const display = check(() => notNull(input.name, 'name'));
  const time = check(() => notNull(input.expectedSensorUpdateTime, 'expectedSensorUpdateTime'));
  return {
    ...(name != null ? { shortName: check(() => shortName(name)) } : {}),
    ...(display != null ? { name: check(() => requiredText(display, 'name')) } : {}),
    ...(input.url !== undefined ? { url: check(() => url(input.url ?? '')) } : {}),
    ...(time != null ? { expectedSensorUpdateTime: check(() => seconds(time, 'expectedSensorUpdateTime')) } : {}),
    ...(input.department ? { department: input.department } : {}),
  };
}

/** A field a new type must have: its checked value, else refused as missing (a value refused already keeps its first error). */
function required<T>(check: FieldCheck, value: T | undefined, field: string): T | undefined {
  return value ?? check<T>(() => {
    throw new InvalidFieldError(field, `${field} is required`);
  });
}

export async function registerSensorType(ctx: ServiceContext, input: SensorTypeInput, query: PlannedQuery): Promise<SensorType> {
  await ctx.access.requireAnywhere(F.registerApplication);
  // The three a type must have are refused as missing after every given value is checked.
  const values = collectFields((check) => {
    const given = checkedColumns(input, check);
    return {
      ...given,
      shortName: required(check, given.shortName, 'shortName'),
      name: required(check, given.name, 'name'),
      expectedSensorUpdateTime: required(check, given.expectedSensorUpdateTime, 'expectedSensorUpdateTime'),
    };
  });
  const created = await unique(
    () => ctx.db.sensorType.create({ data: values, select: { id: true } }),
    () => duplicate(values.shortName),
  );
  return ctx.db.sensorType.findUniqueOrThrow({ ...query, where: { id: created.id } });
}

/** `field`: the argument naming the type, in a refusal of its value. */
export async function getSensorType(ctx: ServiceContext, key: ShortNameKey, query: PlannedQuery, field?: string): Promise<SensorType> {
  await ctx.access.requireAnywhere(F.viewApplications);
  const type = await ctx.db.sensorType.findUnique({ ...query, where: typeWhere(key, field) });
  if (!type) throw new NotFoundError('Sensor type', referenceText(key));
  return type;
}

/** `field`: the input field that names the type, in a refusal of its value. */
export async function updateSensorType(ctx: ServiceContext, key: ShortNameKey, input: SensorTypeInput, query: PlannedQuery, field?: string): Promise<SensorType> {
  await ctx.access.requireAnywhere(F.updateApplication);
  const where = typeWhere(key, field);
  requireSomeField(input as Record<string, unknown>, ['shortName', 'name', 'url', 'expectedSensorUpdateTime', 'department']);
  const values = collectFields((check) => checkedColumns(input, check));
  const existing = await ctx.db.sensorType.findUnique({ where, select: { id: true } });
  if (!existing) throw new NotFoundError('Sensor type', referenceText(key));
  await unique(
    () => ctx.db.sensorType.update({ where: { id: existing.id }, data: values, select: { id: true } }),
    () => duplicate(values.shortName ?? referenceText(key)),
  );
  return ctx.db.sensorType.findUniqueOrThrow({ ...query, where: { id: existing.id } });
}

export interface SensorTypeSearch extends PageRequest {
  keywords?: readonly string[] | null;
  department?: readonly SensorDepartment[] | null;
  sortBy?: readonly string[] | null;
  orderBy?: readonly OrderKey[] | null;
}

export const SENSOR_TYPE_SORTABLE = { id: 'id', shortName: 'shortName', name: 'name', department: 'department' } as const;

export async function searchSensorTypes(ctx: ServiceContext, search: SensorTypeSearch, query: PlannedQuery): Promise<Page<SensorType>> {
  await ctx.access.requireAnywhere(F.viewApplications);
  const order = orderBy(sortInput(search), SENSOR_TYPE_SORTABLE, 'id');
  const keywords = searchKeywords(search.keywords);
  const where: Prisma.SensorTypeWhereInput = {
    ...(search.department?.length ? { department: { in: [...search.department] } } : {}),
    ...(keywords.length > 0
      ? { OR: keywords.flatMap((k) => [{ shortName: containsFilter(k) }, { name: containsFilter(k) }]) }
      : {}),
  };
  return paginate(
    ctx.config,
    search,
    () => ctx.db.sensorType.count({ where }),
    ({ offset, take }) => ctx.db.sensorType.findMany({ ...query, where, orderBy: order, skip: offset, take }),
  );
}
