// Every module's route table. An area adds its module folder and one line here.
import type { RestRoute } from '../route.ts';
import { authenticationRoutes } from './authentication/routes.ts';
import { currentUserRoutes } from './currentuser/routes.ts';
import { customerRoutes } from './customers/routes.ts';
import { userAdminRoutes } from './useradmin/routes.ts';
import { documentsRoutes } from './documents/routes.ts';
import { pdnsRoutes } from './pdns/routes.ts';
import { customerNetworksRoutes } from './customernetworks/routes.ts';
import { sensorsRoutes } from './sensors/routes.ts';
import { casesRoutes } from './cases/routes.ts';

export const restRoutes: readonly RestRoute[] = [
  ...authenticationRoutes,
  ...currentUserRoutes,
  ...customerRoutes,
  ...userAdminRoutes,
  ...documentsRoutes,
  ...pdnsRoutes,
  ...customerNetworksRoutes,
  ...sensorsRoutes,
  ...casesRoutes,
];
