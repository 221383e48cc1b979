// /pdns REST routes (issue #5). Filled in by the area.
import type { RestRoute } from '../../route.ts';

export const pdnsRoutes: readonly RestRoute[] = [];
