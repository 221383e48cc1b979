// The sensors area's enums, with the spec's REST spelling per value.
import { restEnum } from '../common/rest-enum.ts';

export const SensorDepartment = restEnum(
  'SensorDepartment',
  { NONE: 'none', LOG: 'log', INFRASTRUCTURE: 'infrastructure' },
  'Which department runs sensors of a type.',
  {
    NONE: 'No department (the default; REST: none).',
    LOG: 'The log department (REST: log).',
    INFRASTRUCTURE: 'The infrastructure department (REST: infrastructure).',
  },
);

export const SensorNetworkZone = restEnum(
  'SensorNetworkZone',
  { INTERNAL: 'INTERNAL', DMZ: 'DMZ', EXTERNAL: 'EXTERNAL' },
  'The network zone a location is in. Events of different zones are never aggregated together.',
  {
    INTERNAL: 'The internal network.',
    DMZ: 'A demilitarised zone.',
    EXTERNAL: 'Outside (internet-facing).',
  },
);
