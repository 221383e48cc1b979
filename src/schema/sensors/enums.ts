// The sensors area's enums, with the spec's REST spelling per value.
import { restEnum } from '../common/rest-enum.ts';

export const SensorDepartment = restEnum(
  'SensorDepartment',
  { NONE: 'none', LOG: 'log', INFRASTRUCTURE: 'infrastructure' },
  'Which department runs sensors of a type.',
);

export const SensorNetworkZone = restEnum(
  'SensorNetworkZone',
  { INTERNAL: 'INTERNAL', DMZ: 'DMZ', EXTERNAL: 'EXTERNAL' },
  'The network zone a location is in. Events of different zones are never aggregated together.',
);
