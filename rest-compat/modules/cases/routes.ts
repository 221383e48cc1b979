// /cases REST routes (issue #8). Filled in by the area.
import type { RestRoute } from '../../route.ts';

export const casesRoutes: readonly RestRoute[] = [];
