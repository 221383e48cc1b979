// Locations and their queries and mutations.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { addLocation, getLocation, removeLocation, searchLocations, updateLocation } from '../../domains/sensors/locations.ts';
import { builder } from '../builder.ts';
import { restInt } from '../common/rest-int.ts';
import { pageType } from '../common/page.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { SensorNetworkZone } from './enums.ts';
import { CREATED, DATABASE_ID, LIMIT, OFFSET, UPDATED } from '../common/descriptions.ts';
import { CustomerRef } from '../common/reference-input.ts';
import { SensorLocationRef } from './refs.ts';
import { NodeInterface, globalIdField, registerNode } from '../common/node.ts';
import { globalId } from '../../domains/common/global-id.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';
import { orderInput } from '../common/order.ts';
import { restSortBy, restSortByArgument } from '../common/rest-sort.ts';
import { SENSOR_LOCATION_SORTABLE } from '../../domains/sensors/locations.ts';
import { payloadOf, payloadQuery } from '../common/mutation-payload.ts';

/** `orderBy`'s input, its fields from the domain's sortable map. */
const LocationOrder = orderInput('SensorLocation', SENSOR_LOCATION_SORTABLE, { list: 'sensor locations', defaultOrder: 'id ascending', tieBreaker: 'ties broken by id ascending' });

export const SensorLocationInfo = builder.prismaObject('SensorLocation', {
  variant: 'SensorLocationInfo',
  description: 'A reference to a location. Fetch the full object from `sensorLocation`.',
  // A reference reads the columns it shows, not the whole row (src/graphql/type-selected-columns.ts);
  // customerId answers `global`.
  select: { id: true, shortName: true, name: true, networkZone: true, timeZoneDescription: true, customerId: true },
  fields: (t) => ({
    id: t.id({ description: 'The global id (the SensorLocation\'s `id`).', resolve: (r) => globalId('SensorLocation', r.id) }),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: 'The location\'s unique short name.' }),
    name: t.exposeString('name', { description: 'The display name.' }),
    networkZone: t.expose('networkZone', { type: SensorNetworkZone, description: 'The network zone it is in.' }),
    timeZoneDescription: t.exposeString('timeZoneDescription', { description: 'IANA time zone, region/city.' }),
    global: t.boolean({ description: 'True for a global location (no customer).', resolve: (l) => l.customerId === null }),
  }),
});

export const SensorLocation = builder.prismaObject('SensorLocation', {
  description: "A physical or digital place in a time zone and network zone. A customer's, or global (no customer): reusable by every customer.",
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('SensorLocation')),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: 'The unique short name.' }),
    name: t.exposeString('name', { description: 'The display name.' }),
    networkZone: t.expose('networkZone', { type: SensorNetworkZone, description: 'The network zone it is in.' }),
    timeZoneDescription: t.exposeString('timeZoneDescription', { description: 'IANA time zone, region/city.' }),
    global: t.boolean({ description: 'True for a global location (no customer).', resolve: (l) => l.customerId === null }),
    customer: t.relation('customer', { type: CustomerInfo, nullable: true, description: 'The owning customer; null for a global location.' }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp', description: CREATED }),
    lastUpdatedTimestamp: t.expose('updatedAt', { type: 'Timestamp', description: UPDATED }),
  }),
});

export const SensorLocationPage = pageType('SensorLocation', SensorLocation);

registerNode('SensorLocation', (ctx, id, info) => getLocation(ctx, id, queryFromInfo({ context: ctx, info, typeName: 'SensorLocation' })));

builder.queryFields((t) => ({
  sensorLocation: t.prismaField({
    type: SensorLocation,
    nullable: true,
    description: 'One location by id or short name. Needs viewLocations for its customer (viewGlobalLocations for a global one).',
    args: { ref: t.arg({ type: SensorLocationRef, required: true, description: 'The location: `{ id }` or `{ shortName }`.' }) },
    resolve: (query, _root, args, ctx) => getLocation(ctx, args.ref, query, 'ref'),
  }),
  sensorLocations: t.field({
    type: SensorLocationPage,
    nullable: true,
    ...restSortByArgument(),
    description: 'Locations the caller may view: of customers it holds viewLocations for, and global ones with viewGlobalLocations.',
    args: {
      customer: t.arg({ type: [CustomerRef], description: 'Customers (`{ id }` or `{ shortName }`); any matches (one you may not see matches nothing).' }),
      keywords: t.arg.stringList({ description: 'Matches short name or name, case-insensitive; any matches.' }),
      global: t.arg.boolean({ description: 'true: only global locations; false: only customer locations.' }),
      networkZone: t.arg({ type: [SensorNetworkZone], description: 'Any of these network zones.' }),
      ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }),
      offset: t.arg.int({ description: OFFSET }),
      orderBy: t.arg({ type: [LocationOrder.input], description: LocationOrder.description }),
    },
    resolve: (_root, args, ctx, info) => searchLocations(ctx, { ...args, sortBy: restSortBy(ctx) }, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
}));

const LOCATION = 'The location: `{ id }` (its global id or numeric id) or `{ shortName }`.';
const locationPayload = (verb: string, field: string) => payloadOf('location', SensorLocation, { payload: `What ${verb} answers.`, field });

builder.relayMutationField(
  'addSensorLocation',
  {
    description: 'A new location: give customerID or global true (both or neither is INVALID_FIELD).',
    inputFields: (t) => ({
      name: t.string({ required: true, description: 'Display name.' }),
      shortName: t.string({ required: true, description: 'Unique short name.' }),
      networkZone: t.field({ type: SensorNetworkZone, required: true, description: 'The network zone it is in.' }),
      customerID: t.id({ description: 'The owning customer (must exist): its global id or numeric id. Leave it out and set global for a global location.', ...restInt() }),
      global: t.boolean({ description: 'True: a global location (no customerID). Needs addGlobalLocation.' }),
      timeZoneDescription: t.string({ required: true, description: 'IANA time zone in region/city form, e.g. Europe/Oslo.' }),
    }),
  },
  {
    nullable: true,
    description: 'Add a location. Needs addLocation for the customer (addGlobalLocation for a global one).',
    resolve: async (_root, { input }, ctx, info) => ({ location: await addLocation(ctx, input, payloadQuery(ctx, info, 'location')) }),
  },
  locationPayload('addSensorLocation', 'The new location.'),
);

builder.relayMutationField(
  'updateSensorLocation',
  {
    description: 'Only the fields given change. The customer cannot change.',
    inputFields: (t) => ({
      location: t.field({ type: SensorLocationRef, required: true, description: LOCATION }),
      name: t.string({ description: 'New display name.' }),
      shortName: t.string({ description: 'New unique short name.' }),
      networkZone: t.field({ type: SensorNetworkZone, description: 'New network zone.' }),
      timeZoneDescription: t.string({ description: 'New IANA time zone in region/city form.' }),
    }),
  },
  {
    nullable: true,
    description: 'Change a location. Needs updateLocation (updateGlobalLocation).',
    resolve: async (_root, { input: { location, ...changes } }, ctx, info) => ({
      location: await updateLocation(ctx, location, changes, payloadQuery(ctx, info, 'location'), 'location'),
    }),
  },
  locationPayload('updateSensorLocation', 'The location as it is after the change.'),
);

builder.relayMutationField(
  'removeSensorLocation',
  { description: 'The location to delete.', inputFields: (t) => ({ location: t.field({ type: SensorLocationRef, required: true, description: LOCATION }) }) },
  {
    nullable: true,
    description: 'Delete a location for good. Needs removeLocation (removeGlobalLocation). A location in use by a sensor, interface or network is CONSTRAINT constraint.location.in.use.',
    resolve: async (_root, { input }, ctx, info) => ({ location: await removeLocation(ctx, input.location, payloadQuery(ctx, info, 'location'), 'location') }),
  },
  locationPayload('removeSensorLocation', 'The location as it was before it was deleted.'),
);
