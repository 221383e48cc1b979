// Demo data of the documents area (issue #4).
import { documentsDemoSeeder } from './documents-demo-tree.ts';
import type { DemoSeeder } from './demo-context.ts';

export function documentsDemoSeeders(_passwordHash: string): DemoSeeder[] {
  return [documentsDemoSeeder()];
}
