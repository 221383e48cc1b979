// /documents REST routes (issue #4). Filled in by the area.
import type { RestRoute } from '../../route.ts';

export const documentsRoutes: readonly RestRoute[] = [];
