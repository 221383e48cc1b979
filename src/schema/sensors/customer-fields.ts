// The dashboard view: customer { locations { nodes { sensors { nodes {
// interfaces } } } } } and customer { sensors }. Each nested list is a page
// (limit, offset, totalCount; bounded by the REST page-size settings), filtered in
// SQL by the caller's grants and read inside the parent's planned query: a
// constant number of statements however many customers and rows.
import type { Sensor as SensorRow, SensorLocation as LocationRow } from '../../generated/prisma/client.ts';
import { customerLocationsQuery } from '../../domains/sensors/locations.ts';
import { relatedSensorsQuery } from '../../domains/sensors/sensors.ts';
import { builder } from '../builder.ts';
import { LIMIT, OFFSET } from '../common/descriptions.ts';
import { relationEdge } from '../common/edge-page.ts';
import { Customer, CustomerInfo } from '../customers/customer.ts';
import { SensorLocationPage } from './location.ts';
import { SensorPage } from './sensor.ts';

/** sensors of a customer: the page and its total read with one rule. */
const SENSORS_EDGE = relationEdge('customer', 'sensors', 'Sensor', (ctx) => relatedSensorsQuery(ctx.viewer));

/** sensorLocations of a customer: the page and its total read with one rule. */
const LOCATIONS_EDGE = relationEdge('customer', 'sensorLocations', 'SensorLocation', (ctx) => customerLocationsQuery(ctx.viewer));

const LOCATIONS =
  "The customer's own locations (not the global ones) you may view (viewLocations for it), as the location list answers them (GET /sensors/v1/location?customer=…), ordered by id; an empty page without. Paged like every list.";
const SENSORS =
  "The customer's sensors (at its own or at global locations) you may view (viewSensors for it), as the sensor list answers them (GET /sensors/v1/sensor?customer=…), ordered by id; an empty page without. Paged like every list.";

// On the CustomerInfo reference too, so a customer reached from anywhere leads on.
for (const ref of [Customer, CustomerInfo]) {
  builder.prismaObjectFields(ref, (t) => ({
    locations: t.field({
      type: SensorLocationPage,
      description: LOCATIONS,
      args: { ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
      select: (args, ctx, nestedSelection) => LOCATIONS_EDGE.select(args, ctx, nestedSelection),
      resolve: (customer, args, ctx) => LOCATIONS_EDGE.resolve<LocationRow>(customer, args, ctx),
    }),
    sensors: t.field({
      type: SensorPage,
      description: SENSORS,
      args: { ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
      select: (args, ctx, nestedSelection) => SENSORS_EDGE.select(args, ctx, nestedSelection),
      resolve: (customer, args, ctx) => SENSORS_EDGE.resolve<SensorRow>(customer, args, ctx),
    }),
  }));
}
