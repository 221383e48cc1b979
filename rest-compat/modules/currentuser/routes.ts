// /currentuser/v1
import { RestCurrentUserDocument } from '../../generated/operations.ts';
import { route, single } from '../../route.ts';

export const currentUserRoutes = [
  route({
    method: 'GET',
    path: '/currentuser/v1/user',
    document: RestCurrentUserDocument,
    result: (data) => single(data.currentUser),
  }),
];
