// Demo data of the customernetworks area (issue #6).
import type { DemoSeeder } from './demo-context.ts';

export function customerNetworksDemoSeeders(_passwordHash: string): DemoSeeder[] {
  return [];
}
