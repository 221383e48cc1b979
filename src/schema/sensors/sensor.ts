// Sensors and their queries and mutations.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { addSensor, getSensor, removeSensor, searchSensors, updateSensor } from '../../domains/sensors/sensors.ts';
import { builder } from '../builder.ts';
import { pageType } from '../common/page.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { SensorLocationInfo } from './location.ts';
import { SensorTypeInfo } from './sensor-type.ts';
import { CREATED, DATABASE_ID, LIMIT, OFFSET, UPDATED } from '../common/descriptions.ts';
import { CustomerRef } from '../common/reference-input.ts';
import { SensorLocationRef, SensorRef, SensorTypeRef } from './refs.ts';
import { NodeInterface, globalIdField, registerNode } from '../common/node.ts';
import { globalId } from '../../domains/common/global-id.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';
import { orderInput } from '../common/order.ts';
import { restSortBy, restSortByArgument } from '../common/rest-sort.ts';
import { SENSOR_SORTABLE } from '../../domains/sensors/sensors.ts';
import { payloadOf, payloadQuery } from '../common/mutation-payload.ts';

/** `orderBy`'s input, its fields from the domain's sortable map. */
const SensorOrder = orderInput('Sensor', SENSOR_SORTABLE, { list: 'sensors', defaultOrder: 'id ascending', tieBreaker: 'ties broken by id ascending' });

export const SensorInfo = builder.prismaObject('Sensor', {
  variant: 'SensorInfo',
  description: 'A reference to a sensor. Fetch the full object from `sensor`.',
  // A reference reads the columns it shows, not the whole row (src/graphql/type-selected-columns.ts).
  select: { id: true, shortName: true, hostname: true, ipAddress: true },
  fields: (t) => ({
    id: t.id({ description: 'The global id (the Sensor\'s `id`).', resolve: (r) => globalId('Sensor', r.id) }),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: 'The unique short name.' }),
    hostname: t.exposeString('hostname', { nullable: true, description: 'Host name (lower case, no trailing dot); null when none.' }),
    ipAddress: t.exposeString('ipAddress', { nullable: true, description: 'IP address in canonical form; null when none.' }),
  }),
});

export const Sensor = builder.prismaObject('Sensor', {
  description: 'A sensor of a customer: of a sensor type, at a location, reached by hostname and/or IP address.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('Sensor')),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: 'The unique short name (unique overall).' }),
    hostname: t.exposeString('hostname', { nullable: true, description: 'Lower case without a trailing dot; unique within the customer. Null when none (then ipAddress is set).' }),
    ipAddress: t.exposeString('ipAddress', { nullable: true, description: 'Canonical text; unique within the customer. Null when none (then hostname is set).' }),
    customer: t.relation('customer', { type: CustomerInfo, description: 'The customer the sensor belongs to (fixed at creation).' }),
    sensorType: t.relation('sensorType', { type: SensorTypeInfo, description: 'What kind of sensor it is.' }),
    location: t.relation('location', { type: SensorLocationInfo, description: 'Where it is: the customer\'s location or a global one.' }),
    sharedCustomerData: t.exposeBoolean('sharedCustomerData', { description: "Set: interfaces may belong to other customers than the sensor's." }),
    expectedUpdateTime: t.exposeInt('expectedUpdateTime', { nullable: true, description: "Seconds between expected updates; null: the sensor type's." }),
    active: t.exposeBoolean('active', { description: 'The active flag (default true): whether the sensor is in service. Vigil stores it for its clients and acts on it nowhere.' }),
    monitored: t.exposeBoolean('monitored', { description: 'The monitored flag (default true): whether monitoring tools should watch the sensor. Vigil stores it for its clients and acts on it nowhere.' }),
    description: t.exposeString('description', { description: 'Free text; empty when none.' }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp', description: CREATED }),
    lastUpdatedTimestamp: t.expose('updatedAt', { type: 'Timestamp', description: UPDATED }),
  }),
});

export const SensorPage = pageType('Sensor', Sensor);

registerNode('Sensor', (ctx, id, info) => getSensor(ctx, id, queryFromInfo({ context: ctx, info, typeName: 'Sensor' })));

builder.queryFields((t) => ({
  sensor: t.prismaField({
    type: Sensor,
    nullable: true,
    description: 'One sensor by id or short name. Needs viewSensors for its customer; a sensor of a customer you hold no sensors function for is NOT_FOUND.',
    args: { ref: t.arg({ type: SensorRef, required: true, description: 'The sensor: `{ id }` or `{ shortName }`.' }) },
    resolve: (query, _root, args, ctx) => getSensor(ctx, args.ref, query, 'ref'),
  }),
  sensors: t.field({
    type: SensorPage,
    nullable: true,
    ...restSortByArgument(),
    description: 'Sensors the caller may view (viewSensors for their customer).',
    args: {
      customer: t.arg({ type: [CustomerRef], description: 'Customers (`{ id }` or `{ shortName }`); any matches (one you may not see matches nothing).' }),
      keywords: t.arg.stringList({ description: 'Matches short name, hostname, IP address or description; any matches.' }),
      sensorType: t.arg({ type: [SensorTypeRef], description: 'Sensor types (`{ id }` or `{ shortName }`); any matches.' }),
      location: t.arg({ type: [SensorLocationRef], description: 'Locations (`{ id }` or `{ shortName }`); any matches.' }),
      active: t.arg.boolean({ description: 'Only active (true) or inactive (false) sensors; absent: both.' }),
      monitored: t.arg.boolean({ description: 'Only monitored (true) or unmonitored (false) sensors; absent: both.' }),
      ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }),
      offset: t.arg.int({ description: OFFSET }),
      orderBy: t.arg({ type: [SensorOrder.input], description: SensorOrder.description }),
    },
    resolve: (_root, args, ctx, info) => searchSensors(ctx, { ...args, sortBy: restSortBy(ctx) }, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
}));

const SENSOR = 'The sensor: `{ id }` (its global id or numeric id) or `{ shortName }`.';
const sensorPayload = (verb: string, field: string) => payloadOf('sensor', Sensor, { payload: `What ${verb} answers.`, field });

builder.relayMutationField(
  'addSensor',
  {
    description: 'A new sensor.',
    inputFields: (t) => ({
      shortName: t.string({ required: true, description: 'Unique short name.' }),
      hostname: t.string({ description: 'Hostname and/or ipAddress: at least one.' }),
      ipAddress: t.string({ description: 'IPv4 or IPv6 address; hostname and/or ipAddress: at least one.' }),
      customer: t.field({ type: CustomerRef, required: true, description: 'The customer; cannot change later.' }),
      sensorType: t.field({ type: SensorTypeRef, required: true, description: 'The sensor type.' }),
      location: t.field({ type: SensorLocationRef, required: true, description: "The location: one of the customer's, or a global one." }),
      sharedCustomerData: t.boolean({ description: 'Default false.' }),
      expectedUpdateTime: t.int({ description: "Seconds; default: the sensor type's." }),
      active: t.boolean({ description: 'Default true.' }),
      monitored: t.boolean({ description: 'Default true.' }),
      description: t.string({ description: 'Free text (optional).' }),
    }),
  },
  {
    nullable: true,
    description: 'Add a sensor. Needs addSensor for the customer.',
    resolve: async (_root, { input }, ctx, info) => ({ sensor: await addSensor(ctx, input, payloadQuery(ctx, info, 'sensor')) }),
  },
  sensorPayload('addSensor', 'The new sensor.'),
);

builder.relayMutationField(
  'updateSensor',
  {
    description: 'Only the fields given change; hostname, ipAddress or expectedUpdateTime null clears it.',
    inputFields: (t) => ({
      sensor: t.field({ type: SensorRef, required: true, description: SENSOR }),
      shortName: t.string({ description: 'New unique short name.' }),
      hostname: t.string({ description: 'New host name; null clears it (one of hostname and ipAddress must remain).' }),
      ipAddress: t.string({ description: 'New IP address; null clears it (one of hostname and ipAddress must remain).' }),
      customer: t.field({ type: CustomerRef, description: "Accepted only if it is the sensor's customer: the customer cannot change." }),
      sensorType: t.field({ type: SensorTypeRef, description: 'New sensor type.' }),
      location: t.field({ type: SensorLocationRef, description: "New location: the customer's, or a global one." }),
      sharedCustomerData: t.boolean({ description: 'Clearing it while interfaces of other customers exist is CONSTRAINT constraint.shared.data.in.use.' }),
      expectedUpdateTime: t.int({ description: "Seconds; null: the sensor type's." }),
      active: t.boolean({ description: 'The active flag.' }),
      monitored: t.boolean({ description: 'The monitored flag.' }),
      description: t.string({ description: 'New free text.' }),
    }),
  },
  {
    nullable: true,
    description: "Change a sensor. Needs updateSensor for its customer.",
    resolve: async (_root, { input: { sensor, ...changes } }, ctx, info) => ({ sensor: await updateSensor(ctx, sensor, changes, payloadQuery(ctx, info, 'sensor'), 'sensor') }),
  },
  sensorPayload('updateSensor', 'The sensor as it is after the change.'),
);

builder.relayMutationField(
  'removeSensor',
  { description: 'The sensor to delete.', inputFields: (t) => ({ sensor: t.field({ type: SensorRef, required: true, description: SENSOR }) }) },
  {
    nullable: true,
    description: 'Delete a sensor and its interfaces for good. Needs removeSensor for its customer.',
    resolve: async (_root, { input }, ctx, info) => ({ sensor: await removeSensor(ctx, input.sensor, payloadQuery(ctx, info, 'sensor'), 'sensor') }),
  },
  sensorPayload('removeSensor', 'The sensor as it was before it was deleted.'),
);
