// /customers/v1
import { RestGetCustomerDocument, RestSearchCustomersDocument } from '../../generated/operations.ts';
import { fromQuery, KEYWORD_ERROR_FIELDS, keywordsFromQuery, page, route, single, sortByFromQuery } from '../../route.ts';

export const customerRoutes = [
  route({
    method: 'GET',
    path: '/customers/v1/customer/:idOrShortName',
    document: RestGetCustomerDocument,
    variables: (req) => ({ idOrShortName: req.params['idOrShortName'] }),
    errorFields: { ref: 'idOrShortName' },
    result: (data) => single(data.customer),
  }),
  route({
    method: 'GET',
    path: '/customers/v1/customer',
    document: RestSearchCustomersDocument,
    variables: (req) => ({ ...keywordsFromQuery(req), ...fromQuery(req, 'limit', 'offset') }),
    sortBy: sortByFromQuery,
    errorFields: KEYWORD_ERROR_FIELDS,
    result: (data) => page(data.customers),
  }),
];
