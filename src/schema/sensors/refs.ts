// The sensors area's reference inputs (docs/graphql.md "Ids": references are
// @oneOf inputs). Sensors, locations and sensor types are named by id or short
// name; an interface by id or by its name within its sensor (the sensor is
// named beside it).
import { referenceInput } from '../common/reference-input.ts';

export const SensorRef = referenceInput('Sensor', { what: 'a sensor', key: 'shortName', keyDescription: "The sensor's short name." });
export const SensorLocationRef = referenceInput('SensorLocation', { what: 'a sensor location', key: 'shortName', keyDescription: "The location's short name." });
export const SensorTypeRef = referenceInput('SensorType', { what: 'a sensor type', key: 'shortName', keyDescription: "The sensor type's short name." });
export const SensorInterfaceRef = referenceInput('SensorInterface', {
  what: 'an interface of the sensor named beside it',
  key: 'name',
  keyDescription: "The interface's name (its interfaceName, unique within its sensor).",
});
