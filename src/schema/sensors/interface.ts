// Sensor interfaces and their queries and mutations.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { addInterface, getInterface, listInterfaces, removeInterface, updateInterface } from '../../domains/sensors/interfaces.ts';
import { builder } from '../builder.ts';
import { pageType } from '../common/page.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { SensorLocationInfo } from './location.ts';
import { SensorInfo } from './sensor.ts';
import { CREATED, DATABASE_ID, LIMIT, OFFSET, UPDATED } from '../common/descriptions.ts';
import { CustomerRef } from '../common/reference-input.ts';
import { SensorInterfaceRef, SensorLocationRef, SensorRef } from './refs.ts';
import { NodeInterface, globalIdField, registerNode } from '../common/node.ts';
import { nodeId } from '../../domains/common/identifiers.ts';
import { NotFoundError } from '../../errors.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';
import { orderInput } from '../common/order.ts';
import { restSortBy, restSortByArgument } from '../common/rest-sort.ts';
import { SENSOR_INTERFACE_SORTABLE } from '../../domains/sensors/interfaces.ts';
import { payloadOf, payloadQuery } from '../common/mutation-payload.ts';

/** `orderBy`'s input, its fields from the domain's sortable map. */
const InterfaceOrder = orderInput('SensorInterface', SENSOR_INTERFACE_SORTABLE, { list: 'sensor interfaces', defaultOrder: 'id ascending', tieBreaker: 'ties broken by id ascending' });

export const SensorInterface = builder.prismaObject('SensorInterface', {
  description: 'A network interface of a sensor.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('SensorInterface')),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    interfaceName: t.exposeString('interfaceName', { description: 'Unique within its sensor.' }),
    sensor: t.relation('sensor', { type: SensorInfo, description: 'The sensor it belongs to.' }),
    location: t.relation('location', { type: SensorLocationInfo, description: 'Where it is: the sensor\'s customer\'s location or a global one.' }),
    customer: t.relation('customer', { type: CustomerInfo, description: "Fixed at creation; the sensor's unless the sensor shares customer data." }),
    active: t.exposeBoolean('active', { description: 'The active flag (default true). Vigil stores it for its clients and acts on it nowhere.' }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp', description: CREATED }),
    lastUpdatedTimestamp: t.expose('updatedAt', { type: 'Timestamp', description: UPDATED }),
  }),
});

export const SensorInterfacePage = pageType('SensorInterface', SensorInterface);

registerNode('SensorInterface', async (ctx, id, info) => {
  // The interface's sensor, then the by-id read (its access rule: viewSensorInterface for the sensor's customer).
  const found = await ctx.db.sensorInterface.findUnique({ where: { id: nodeId(id, 'SensorInterface', 'id') }, select: { sensorId: true } });
  // A missing interface: the same read on a sensor that does not exist (id 0), costing what refusing a hidden one costs.
  return getInterface(ctx, String(found?.sensorId ?? 0), id, queryFromInfo({ context: ctx, info, typeName: 'SensorInterface' }));
});

builder.queryFields((t) => ({
  sensorInterface: t.prismaField({
    type: SensorInterface,
    nullable: true,
    description: "One interface of a sensor, by id or name. Needs viewSensorInterface for the sensor's customer.",
    args: {
      sensor: t.arg({ type: SensorRef, required: true, description: 'The sensor: `{ id }` or `{ shortName }`.' }),
      ref: t.arg({ type: SensorInterfaceRef, required: true, description: 'The interface within the sensor: `{ id }` or `{ name }`.' }),
    },
    resolve: (query, _root, args, ctx) => getInterface(ctx, args.sensor, args.ref, query, { sensor: 'sensor', interface: 'ref' }),
  }),
  sensorInterfaces: t.field({
    type: SensorInterfacePage,
    nullable: true,
    ...restSortByArgument(),
    description: "A sensor's interfaces. Needs viewSensorInterface for the sensor's customer.",
    args: {
      sensor: t.arg({ type: SensorRef, required: true, description: 'The sensor: `{ id }` or `{ shortName }`.' }),
      ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }),
      offset: t.arg.int({ description: OFFSET }),
      orderBy: t.arg({ type: [InterfaceOrder.input], description: InterfaceOrder.description }),
    },
    resolve: (_root, args, ctx, info) => listInterfaces(ctx, args.sensor, { ...args, sortBy: restSortBy(ctx) }, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS }), 'sensor'),
  }),
}));

const SENSOR = 'The sensor: `{ id }` (its global id or numeric id) or `{ shortName }`.';
const INTERFACE = 'The interface within the sensor: `{ id }` (its global id or numeric id) or `{ name }`.';
/** The input fields naming the sensor and the interface, in a refusal of their values. */
const NAMES = { sensor: 'sensor', interface: 'interface' } as const;
const interfacePayload = (verb: string, field: string) => payloadOf('interface', SensorInterface, { payload: `What ${verb} answers.`, field });

builder.relayMutationField(
  'addSensorInterface',
  {
    description: 'A new interface of a sensor.',
    inputFields: (t) => ({
      sensor: t.field({ type: SensorRef, required: true, description: SENSOR }),
      interfaceName: t.string({ required: true, description: 'Unique within the sensor: 1 to 64 of letters, digits, _ . : @ -, not only digits.' }),
      location: t.field({ type: SensorLocationRef, required: true, description: "The location: the sensor's customer's, or a global one." }),
      active: t.boolean({ description: 'Default true.' }),
      customer: t.field({ type: CustomerRef, description: "The customer; default the sensor's. Another customer only if the sensor shares customer data." }),
    }),
  },
  {
    nullable: true,
    description: "Add an interface to a sensor. Needs addSensorInterface and updateSensor for the sensor's customer.",
    resolve: async (_root, { input: { sensor, ...values } }, ctx, info) => ({
      interface: await addInterface(ctx, sensor, values, payloadQuery(ctx, info, 'interface'), NAMES),
    }),
  },
  interfacePayload('addSensorInterface', 'The new interface.'),
);

builder.relayMutationField(
  'updateSensorInterface',
  {
    description: 'Only the fields given change.',
    inputFields: (t) => ({
      sensor: t.field({ type: SensorRef, required: true, description: SENSOR }),
      interface: t.field({ type: SensorInterfaceRef, required: true, description: INTERFACE }),
      interfaceName: t.string({ description: 'New name: 1 to 64 of letters, digits, _ . : @ -, not only digits.' }),
      location: t.field({ type: SensorLocationRef, description: "New location: the sensor's customer's, or a global one." }),
      active: t.boolean({ description: 'The active flag.' }),
      customer: t.field({ type: CustomerRef, description: "Accepted only if it is the interface's customer: it cannot change." }),
    }),
  },
  {
    nullable: true,
    description: "Change an interface. Needs viewSensors, updateSensor, viewSensorInterface and updateSensorInterface for the sensor's customer.",
    resolve: async (_root, { input: { sensor, interface: key, ...changes } }, ctx, info) => ({
      interface: await updateInterface(ctx, sensor, key, changes, payloadQuery(ctx, info, 'interface'), NAMES),
    }),
  },
  interfacePayload('updateSensorInterface', 'The interface as it is after the change.'),
);

builder.relayMutationField(
  'removeSensorInterface',
  {
    description: 'The interface to delete.',
    inputFields: (t) => ({
      sensor: t.field({ type: SensorRef, required: true, description: SENSOR }),
      interface: t.field({ type: SensorInterfaceRef, required: true, description: INTERFACE }),
    }),
  },
  {
    nullable: true,
    description: "Delete an interface for good. Needs updateSensor and removeSensorInterface for the sensor's customer.",
    resolve: async (_root, { input }, ctx, info) => ({
      interface: await removeInterface(ctx, input.sensor, input.interface, payloadQuery(ctx, info, 'interface'), NAMES),
    }),
  },
  interfacePayload('removeSensorInterface', 'The interface as it was before it was deleted.'),
);
