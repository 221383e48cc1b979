// The dashboard view: customer { locations { sensors { interfaces } } } and
// customer { sensors }. Each nested list is filtered in SQL by the caller's
// grants and loaded by the planned query: a constant number of statements.
import { builder } from '../builder.ts';
import { Customer, CustomerInfo } from '../customers/customer.ts';
import { relatedSensorsQuery } from '../../domains/sensors/sensors.ts';
import { SensorLocation } from './location.ts';
import { Sensor } from './sensor.ts';
import { customerLocationsQuery } from '../../domains/sensors/locations.ts';

// On the CustomerInfo reference too, so a customer reached from anywhere leads on.
for (const ref of [Customer, CustomerInfo]) builder.prismaObjectFields(ref, (t) => ({
  locations: t.relation('sensorLocations', {
    type: SensorLocation,
    description: "The customer's own locations (not the global ones), when the caller holds viewLocations for it.",
    query: (_args, ctx) => customerLocationsQuery(ctx.viewer),
  }),
  sensors: t.relation('sensors', {
    type: Sensor,
    description: "The customer's sensors (at its own or at global locations), when the caller holds viewSensors for it.",
    query: (_args, ctx) => relatedSensorsQuery(ctx.viewer),
  }),
}));
