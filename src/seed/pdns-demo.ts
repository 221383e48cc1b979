// Demo data of the pdns area (issue #5).
import type { DemoSeeder } from './demo-context.ts';

export function pdnsDemoSeeders(_passwordHash: string): DemoSeeder[] {
  return [];
}
