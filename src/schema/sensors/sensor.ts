// Sensors and their queries and mutations.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { SENSOR_FUNCTIONS as F } from '../../domains/sensors/functions.ts';
import { addSensor, getSensor, removeSensor, searchSensors, updateSensor } from '../../domains/sensors/sensors.ts';
import { builder } from '../builder.ts';
import { pageType } from '../common/page.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { SensorLocationInfo } from './location.ts';
import { SensorTypeInfo } from './sensor-type.ts';
import { customerWith } from './visibility.ts';

export const SensorInfo = builder.prismaObject('Sensor', {
  variant: 'SensorInfo',
  description: 'A reference to a sensor. Fetch the full object from `sensor`.',
  // A reference reads the columns it shows, not the whole row (src/graphql/type-selected-columns.ts).
  select: { id: true, shortName: true, hostname: true, ipAddress: true },
  fields: (t) => ({
    id: t.exposeInt('id'),
    shortName: t.exposeString('shortName'),
    hostname: t.exposeString('hostname', { nullable: true }),
    ipAddress: t.exposeString('ipAddress', { nullable: true }),
  }),
});

export const Sensor = builder.prismaObject('Sensor', {
  description: 'A sensor of a customer: of a sensor type, at a location, reached by hostname and/or IP address.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    shortName: t.exposeString('shortName'),
    hostname: t.exposeString('hostname', { nullable: true, description: 'Unique within the customer.' }),
    ipAddress: t.exposeString('ipAddress', { nullable: true, description: 'Canonical text; unique within the customer.' }),
    customer: t.relation('customer', { type: CustomerInfo }),
    sensorType: t.relation('sensorType', { type: SensorTypeInfo }),
    location: t.relation('location', { type: SensorLocationInfo }),
    sharedCustomerData: t.exposeBoolean('sharedCustomerData', { description: "Set: interfaces may belong to other customers than the sensor's." }),
    expectedUpdateTime: t.exposeInt('expectedUpdateTime', { nullable: true, description: "Seconds between expected updates; null: the sensor type's." }),
    active: t.exposeBoolean('active'),
    monitored: t.exposeBoolean('monitored'),
    description: t.exposeString('description'),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp' }),
    lastUpdatedTimestamp: t.expose('updatedAt', { type: 'Timestamp' }),
    interfaces: t.relation('interfaces', {
      description: "The sensor's interfaces, when the caller holds viewSensorInterface for its customer.",
      query: (_args, ctx) => ({ where: { sensor: { customer: customerWith(ctx, F.viewSensorInterface) } }, orderBy: { id: 'asc' as const } }),
    }),
  }),
});

const SensorPage = pageType('Sensor', Sensor);

const AddSensorInput = builder.inputType('AddSensorInput', {
  fields: (t) => ({
    shortName: t.string({ required: true }),
    hostname: t.string({ description: 'Hostname and/or ipAddress: at least one.' }),
    ipAddress: t.string(),
    customer: t.id({ required: true, description: 'Customer id or short name; cannot change later.' }),
    sensorType: t.id({ required: true, description: 'Sensor type id or short name.' }),
    location: t.id({ required: true, description: "Location id or short name: one of the customer's, or a global one." }),
    sharedCustomerData: t.boolean({ description: 'Default false.' }),
    expectedUpdateTime: t.int({ description: "Seconds; default: the sensor type's." }),
    active: t.boolean({ description: 'Default true.' }),
    monitored: t.boolean({ description: 'Default true.' }),
    description: t.string(),
  }),
});

const UpdateSensorInput = builder.inputType('UpdateSensorInput', {
  description: 'Only the fields given change; hostname, ipAddress or expectedUpdateTime null clears it.',
  fields: (t) => ({
    shortName: t.string(),
    hostname: t.string(),
    ipAddress: t.string(),
    customer: t.id({ description: "Accepted only if it is the sensor's customer: the customer cannot change." }),
    sensorType: t.id(),
    location: t.id(),
    sharedCustomerData: t.boolean(),
    expectedUpdateTime: t.int(),
    active: t.boolean(),
    monitored: t.boolean(),
    description: t.string(),
  }),
});

builder.queryFields((t) => ({
  sensor: t.prismaField({
    type: Sensor,
    nullable: true,
    description: 'One sensor by id or short name. Needs viewSensors for its customer.',
    args: { idOrShortName: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getSensor(ctx, args.idOrShortName, query),
  }),
  sensors: t.field({
    type: SensorPage,
    nullable: true,
    description: 'Sensors the caller may view (viewSensors for their customer).',
    args: {
      customer: t.arg.idList({ description: 'Customer ids or short names; any matches.' }),
      keyword: t.arg.stringList({ description: 'Matches short name, hostname, IP address or description; any matches.' }),
      sensorType: t.arg.idList(),
      location: t.arg.idList(),
      active: t.arg.boolean(),
      monitored: t.arg.boolean(),
      limit: t.arg.int(),
      offset: t.arg.int(),
      sortBy: t.arg.stringList({ description: 'id, shortName, hostname, ipAddress, active or monitored; prefix - for descending.' }),
    },
    resolve: (_root, args, ctx, info) => searchSensors(ctx, args, queryFromInfo({ context: ctx, info, path: ['items'] })),
  }),
}));

builder.mutationFields((t) => ({
  addSensor: t.prismaField({
    type: Sensor,
    nullable: true,
    description: 'Add a sensor. Needs addSensor for the customer.',
    args: { input: t.arg({ type: AddSensorInput, required: true }) },
    resolve: (query, _root, args, ctx) => addSensor(ctx, args.input, query),
  }),
  updateSensor: t.prismaField({
    type: Sensor,
    nullable: true,
    description: "Change a sensor. Needs updateSensor for its customer.",
    args: { idOrShortName: t.arg.id({ required: true }), input: t.arg({ type: UpdateSensorInput, required: true }) },
    resolve: (query, _root, args, ctx) => updateSensor(ctx, args.idOrShortName, args.input, query),
  }),
  removeSensor: t.prismaField({
    type: Sensor,
    nullable: true,
    description: 'Delete a sensor and its interfaces for good (answers it as it was). Needs removeSensor for its customer.',
    args: { idOrShortName: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => removeSensor(ctx, args.idOrShortName, query),
  }),
}));
