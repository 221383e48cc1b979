// Sensor.interfaces: the sensor's interfaces by the rule of the interface list
// (sensorInterfacesQuery in src/domains/sensors/interfaces.ts), a page read
// inside the parent's planned query (one statement per level however many
// sensors). Its own file because interface.ts imports sensor.ts.
import { sensorInterfacesQuery } from '../../domains/sensors/interfaces.ts';
import type { SensorInterface as InterfaceRow } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { LIMIT, OFFSET } from '../common/descriptions.ts';
import { relationEdge } from '../common/edge-page.ts';
import { SensorInterfacePage } from './interface.ts';
import { Sensor } from './sensor.ts';

/** interfaces of a sensor: the page and its total read with one rule. */
const INTERFACES_EDGE = relationEdge('sensor', 'interfaces', 'SensorInterface', (ctx) => sensorInterfacesQuery(ctx.viewer));

const INTERFACES =
  "The sensor's interfaces you may view (viewSensorInterface for the sensor's customer), as the interface list answers them (GET /sensors/v1/sensor/{sensor}/interface), ordered by id; an empty page without. Paged like every list.";

builder.prismaObjectFields(Sensor, (t) => ({
  interfaces: t.field({
    type: SensorInterfacePage,
    description: INTERFACES,
    args: { ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
    select: (args, ctx, nestedSelection) => INTERFACES_EDGE.select(args, ctx, nestedSelection),
    resolve: (sensor, args, ctx) => INTERFACES_EDGE.resolve<InterfaceRow>(sensor, args, ctx),
  }),
}));
