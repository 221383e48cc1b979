// Demo data of the sensors area (issue #7).
import type { DemoSeeder } from './demo-context.ts';

export function sensorsDemoSeeders(_passwordHash: string): DemoSeeder[] {
  return [];
}
