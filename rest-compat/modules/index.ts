// Every module's route table. An area adds its module folder and one line here.
import type { RestRoute } from '../route.ts';
import { authenticationRoutes } from './authentication/routes.ts';
import { currentUserRoutes } from './currentuser/routes.ts';
import { customerRoutes } from './customers/routes.ts';

export const restRoutes: readonly RestRoute[] = [...authenticationRoutes, ...currentUserRoutes, ...customerRoutes];
