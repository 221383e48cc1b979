// Sensor types (applications) and their queries and mutations.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { getSensorType, registerSensorType, searchSensorTypes, updateSensorType } from '../../domains/sensors/sensor-types.ts';
import { builder } from '../builder.ts';
import { pageType } from '../common/page.ts';
import { SensorDepartment } from './enums.ts';
import { inputRule } from '../common/input-rules.ts';
import { CREATED, DATABASE_ID, LIMIT, OFFSET, UPDATED } from '../common/descriptions.ts';
import { SensorTypeRef } from './refs.ts';
import { NodeInterface, globalIdField, registerNode } from '../common/node.ts';
import { globalId } from '../../domains/common/global-id.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';
import { orderInput } from '../common/order.ts';
import { restSortBy, restSortByArgument } from '../common/rest-sort.ts';
import { SENSOR_TYPE_SORTABLE } from '../../domains/sensors/sensor-types.ts';
import { payloadOf, payloadQuery } from '../common/mutation-payload.ts';

/** `orderBy`'s input, its fields from the domain's sortable map. */
const SensorTypeOrder = orderInput('SensorType', SENSOR_TYPE_SORTABLE, { list: 'sensor types', defaultOrder: 'id ascending', tieBreaker: 'ties broken by id ascending' });

export const SensorTypeInfo = builder.prismaObject('SensorType', {
  variant: 'SensorTypeInfo',
  description: 'A reference to a sensor type. Fetch the full object from `sensorType`.',
  // A reference reads the columns it shows, not the whole row (src/graphql/type-selected-columns.ts).
  select: { id: true, shortName: true, name: true },
  fields: (t) => ({
    id: t.id({ description: 'The global id (the SensorType\'s `id`).', resolve: (r) => globalId('SensorType', r.id) }),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: 'The unique short name.' }),
    name: t.exposeString('name', { description: 'The display name.' }),
  }),
});

export const SensorType = builder.prismaObject('SensorType', {
  description: 'A kind of sensor the operator runs (also called an application).',
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('SensorType')),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: 'The unique short name.' }),
    name: t.exposeString('name', { description: 'The display name.' }),
    url: t.exposeString('url', { description: 'An absolute http(s) URL about the type; empty when none.' }),
    expectedSensorUpdateTime: t.exposeInt('expectedSensorUpdateTime', { description: 'Seconds between two updates a sensor of this type is expected to send.' }),
    department: t.expose('department', { type: SensorDepartment, description: 'The department that runs sensors of this type.' }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp', description: CREATED }),
    lastUpdatedTimestamp: t.expose('updatedAt', { type: 'Timestamp', description: UPDATED }),
  }),
});

const SensorTypePage = pageType('SensorType', SensorType);

registerNode('SensorType', (ctx, id, info) => getSensorType(ctx, id, queryFromInfo({ context: ctx, info, typeName: 'SensorType' })));

builder.queryFields((t) => ({
  sensorType: t.prismaField({
    type: SensorType,
    nullable: true,
    description: 'One sensor type by id or short name. Needs viewApplications (for any customer: types are one catalogue).',
    args: { ref: t.arg({ type: SensorTypeRef, required: true, description: 'The sensor type: `{ id }` or `{ shortName }`.' }) },
    resolve: (query, _root, args, ctx) => getSensorType(ctx, args.ref, query, 'ref'),
  }),
  sensorTypes: t.field({
    type: SensorTypePage,
    nullable: true,
    ...restSortByArgument(),
    description: 'Sensor types, matching any of keywords (short name or name). Needs viewApplications.',
    args: {
      keywords: t.arg.stringList({ description: 'Matches short name or name, case-insensitive; any matches.' }),
      department: t.arg({ type: [SensorDepartment], description: 'Any of these departments.' }),
      ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }),
      offset: t.arg.int({ description: OFFSET }),
      orderBy: t.arg({ type: [SensorTypeOrder.input], description: SensorTypeOrder.description }),
    },
    resolve: (_root, args, ctx, info) => searchSensorTypes(ctx, { ...args, sortBy: restSortBy(ctx) }, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
}));

const SENSOR_TYPE = 'The sensor type: `{ id }` (its global id or numeric id) or `{ shortName }`.';
const typePayload = (verb: string, field: string) => payloadOf('sensorType', SensorType, { payload: `What ${verb} answers.`, field });

builder.relayMutationField(
  'registerSensorType',
  {
    description: 'A new sensor type.',
    inputFields: (t) => ({
      shortName: t.string({ required: true, description: 'Unique short name.' }),
      name: t.string({ required: true, description: 'Display name.' }),
      url: t.string({ description: 'An absolute http(s) URL (at most 2048 characters) or empty.', extensions: inputRule('url') }),
      expectedSensorUpdateTime: t.int({ required: true, description: 'Seconds (1 to 31622400).' }),
      department: t.field({ type: SensorDepartment, description: 'Default none.' }),
    }),
  },
  {
    nullable: true,
    description: 'Register a sensor type. Needs registerApplication.',
    resolve: async (_root, { input }, ctx, info) => ({ sensorType: await registerSensorType(ctx, input, payloadQuery(ctx, info, 'sensorType')) }),
  },
  typePayload('registerSensorType', 'The new sensor type.'),
);

builder.relayMutationField(
  'updateSensorType',
  {
    description: 'Only the fields given change.',
    inputFields: (t) => ({
      sensorType: t.field({ type: SensorTypeRef, required: true, description: SENSOR_TYPE }),
      shortName: t.string({ description: 'New unique short name.' }),
      name: t.string({ description: 'New display name.' }),
      url: t.string({ description: 'An absolute http(s) URL (at most 2048 characters) or empty.', extensions: inputRule('url') }),
      expectedSensorUpdateTime: t.int({ description: 'Seconds (1 to 31622400).' }),
      department: t.field({ type: SensorDepartment, description: 'New department.' }),
    }),
  },
  {
    nullable: true,
    description: 'Change a sensor type. Needs updateApplication.',
    resolve: async (_root, { input: { sensorType, ...changes } }, ctx, info) => ({
      sensorType: await updateSensorType(ctx, sensorType, changes, payloadQuery(ctx, info, 'sensorType'), 'sensorType'),
    }),
  },
  typePayload('updateSensorType', 'The sensor type as it is after the change.'),
);
