// The edges that make a sensor's references lead on: `sensor { location {
// sensors } }` and `sensor { sensorType { sensors } }`. Sensor.location and
// Sensor.sensorType stay the reference variants (they show what the sensor's
// viewer may see of a location or type without viewLocations), and carry the
// same edges as the full types. Every list has the rule of the sensor list
// (src/domains/sensors/sensors.ts) and runs inside the planned query.
import { relatedSensorsQuery } from '../../domains/sensors/sensors.ts';
import type { Sensor as SensorRow } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { LIMIT, OFFSET } from '../common/descriptions.ts';
import { relationEdge } from '../common/edge-page.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { SensorLocation, SensorLocationInfo } from './location.ts';
import { SensorPage } from './sensor.ts';
import { SensorType, SensorTypeInfo } from './sensor-type.ts';

/** sensors of a sensorType: the page and its total read with one rule. */
const TYPE_SENSORS_EDGE = relationEdge('sensorType', 'sensors', 'Sensor', (ctx) => relatedSensorsQuery(ctx.viewer));

/** sensors of a sensorLocation: the page and its total read with one rule. */
const LOCATION_SENSORS_EDGE = relationEdge('sensorLocation', 'sensors', 'Sensor', (ctx) => relatedSensorsQuery(ctx.viewer));

const LOCATION_SENSORS =
  'Sensors at this location you may view (viewSensors for their customer), as the sensor list answers them (GET /sensors/v1/sensor?location=…), ordered by id; an empty page without. Paged like every list.';

for (const ref of [SensorLocation, SensorLocationInfo]) {
  builder.prismaObjectFields(ref, (t) => ({
    sensors: t.field({
      type: SensorPage,
      description: LOCATION_SENSORS,
      args: { ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
      select: (args, ctx, nestedSelection) => LOCATION_SENSORS_EDGE.select(args, ctx, nestedSelection),
      resolve: (location, args, ctx) => LOCATION_SENSORS_EDGE.resolve<SensorRow>(location, args, ctx),
    }),
    ...(ref === SensorLocationInfo
      ? { customer: t.relation('customer', { type: CustomerInfo, nullable: true, description: 'The owning customer; null for a global location.' }) }
      : {}),
  }));
}

const TYPE_SENSORS =
  'Sensors of this type you may view (viewSensors for their customer), as the sensor list answers them (GET /sensors/v1/sensor?sensorType=…), ordered by id; an empty page without. Paged like every list.';

for (const ref of [SensorType, SensorTypeInfo]) {
  builder.prismaObjectFields(ref, (t) => ({
    sensors: t.field({
      type: SensorPage,
      description: TYPE_SENSORS,
      args: { ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
      select: (args, ctx, nestedSelection) => TYPE_SENSORS_EDGE.select(args, ctx, nestedSelection),
      resolve: (type, args, ctx) => TYPE_SENSORS_EDGE.resolve<SensorRow>(type, args, ctx),
    }),
  }));
}
