// Demo data of the cases area (issue #8).
import type { DemoSeeder } from './demo-context.ts';

export function casesDemoSeeders(_passwordHash: string): DemoSeeder[] {
  return [];
}
