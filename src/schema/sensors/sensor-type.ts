// Sensor types (applications) and their queries and mutations.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { getSensorType, registerSensorType, searchSensorTypes, updateSensorType } from '../../domains/sensors/sensor-types.ts';
import { builder } from '../builder.ts';
import { pageType } from '../common/page.ts';
import { SensorDepartment } from './enums.ts';
import { inputRule } from '../common/input-rules.ts';

export const SensorTypeInfo = builder.prismaObject('SensorType', {
  variant: 'SensorTypeInfo',
  description: 'A reference to a sensor type. Fetch the full object from `sensorType`.',
  // A reference reads the columns it shows, not the whole row (src/graphql/type-selected-columns.ts).
  select: { id: true, shortName: true, name: true },
  fields: (t) => ({
    id: t.exposeInt('id'),
    shortName: t.exposeString('shortName'),
    name: t.exposeString('name'),
  }),
});

export const SensorType = builder.prismaObject('SensorType', {
  description: 'A kind of sensor the operator runs (also called an application).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    shortName: t.exposeString('shortName'),
    name: t.exposeString('name'),
    url: t.exposeString('url'),
    expectedSensorUpdateTime: t.exposeInt('expectedSensorUpdateTime', { description: 'Seconds between two updates a sensor of this type is expected to send.' }),
    department: t.expose('department', { type: SensorDepartment }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp' }),
    lastUpdatedTimestamp: t.expose('updatedAt', { type: 'Timestamp' }),
  }),
});

const SensorTypePage = pageType('SensorType', SensorType);

const AddSensorTypeInput = builder.inputType('AddSensorTypeInput', {
  fields: (t) => ({
    shortName: t.string({ required: true }),
    name: t.string({ required: true }),
    url: t.string({ extensions: inputRule('url') }),
    expectedSensorUpdateTime: t.int({ required: true, description: 'Seconds (1 to 31622400).' }),
    department: t.field({ type: SensorDepartment, description: 'Default none.' }),
  }),
});

const UpdateSensorTypeInput = builder.inputType('UpdateSensorTypeInput', {
  description: 'Only the fields given change.',
  fields: (t) => ({
    shortName: t.string(),
    name: t.string(),
    url: t.string({ extensions: inputRule('url') }),
    expectedSensorUpdateTime: t.int({ description: 'Seconds (1 to 31622400).' }),
    department: t.field({ type: SensorDepartment }),
  }),
});

builder.queryFields((t) => ({
  sensorType: t.prismaField({
    type: SensorType,
    nullable: true,
    description: 'One sensor type by id or short name. Needs viewApplications.',
    args: { idOrShortName: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getSensorType(ctx, args.idOrShortName, query),
  }),
  sensorTypes: t.field({
    type: SensorTypePage,
    nullable: true,
    description: 'Sensor types, matching any keyword (short name or name). Needs viewApplications.',
    args: {
      keyword: t.arg.stringList(),
      department: t.arg({ type: [SensorDepartment] }),
      limit: t.arg.int(),
      offset: t.arg.int(),
      sortBy: t.arg.stringList({ description: 'id, shortName, name or department; prefix - for descending.' }),
    },
    resolve: (_root, args, ctx, info) => searchSensorTypes(ctx, args, queryFromInfo({ context: ctx, info, path: ['items'] })),
  }),
}));

builder.mutationFields((t) => ({
  registerSensorType: t.prismaField({
    type: SensorType,
    nullable: true,
    description: 'Register a sensor type. Needs registerApplication.',
    args: { input: t.arg({ type: AddSensorTypeInput, required: true }) },
    resolve: (query, _root, args, ctx) => registerSensorType(ctx, args.input, query),
  }),
  updateSensorType: t.prismaField({
    type: SensorType,
    nullable: true,
    description: 'Change a sensor type. Needs updateApplication.',
    args: { idOrShortName: t.arg.id({ required: true }), input: t.arg({ type: UpdateSensorTypeInput, required: true }) },
    resolve: (query, _root, args, ctx) => updateSensorType(ctx, args.idOrShortName, args.input, query),
  }),
}));
