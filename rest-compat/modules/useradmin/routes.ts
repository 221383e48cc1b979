// /useradmin REST routes (issue #3). Filled in by the area.
import type { RestRoute } from '../../route.ts';

export const userAdminRoutes: readonly RestRoute[] = [];
