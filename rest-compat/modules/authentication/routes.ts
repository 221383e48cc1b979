// /authentication/v1: sessions for browsers (API clients use Service-API-Key).
import { RestLoginDocument, RestLogoutDocument } from '../../generated/operations.ts';
import { none, route, single } from '../../route.ts';

export const authenticationRoutes = [
  route({
    method: 'POST',
    path: '/authentication/v1/password/authenticate',
    document: RestLoginDocument,
    variables: (req) => ({ input: req.body ?? {} }),
    result: (data) => single(data.login?.session),
  }),
  route({
    method: 'DELETE',
    path: '/authentication/v1/session',
    document: RestLogoutDocument,
    result: () => none(),
  }),
];
