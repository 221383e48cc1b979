// Demo data of the useradmin area (issue #3).
import { userAdminDemoSeeder } from './useradmin-demo-groups.ts';
import type { DemoSeeder } from './demo-context.ts';

export function userAdminDemoSeeders(_passwordHash: string): DemoSeeder[] {
  return [userAdminDemoSeeder];
}
