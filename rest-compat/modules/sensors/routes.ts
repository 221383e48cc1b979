// /sensors REST routes (issue #7). Filled in by the area.
import type { RestRoute } from '../../route.ts';

export const sensorsRoutes: readonly RestRoute[] = [];
