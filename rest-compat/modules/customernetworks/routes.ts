// /customernetworks REST routes (issue #6). Filled in by the area.
import type { RestRoute } from '../../route.ts';

export const customerNetworksRoutes: readonly RestRoute[] = [];
