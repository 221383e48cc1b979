// /customernetworks/v1 (issue #6).
import {
  RestAddCustomerNetworkDocument,
  RestAddCustomerNetworksBulkDocument,
  RestAddCustomerNetworksLenientDocument,
  RestDeleteCustomerNetworkDocument,
  RestGetCustomerNetworkDocument,
  RestSearchCustomerNetworksDocument,
  RestUnverifyCustomerNetworkDocument,
  RestUpdateCustomerNetworkDocument,
  RestVerifyCustomerNetworkDocument,
} from '../../generated/operations.ts';
import { acceptedRepresentation, fromQuery, list, page, route, single, type RestRequest, type RestRoute } from '../../route.ts';
import { networksCsv } from './csv.ts';
import { inputWithUrl, requiredInputWithUrl } from '../../url-fields.ts';

const BASE = '/customernetworks/v1/network';
const CSV = { 'text/csv': networksCsv };

const SEARCH_PARAMETERS = [
  'customerID',
  'addresses',
  'includeSupernet',
  'includeSubnet',
  'keywords',
  'includeFlags',
  'excludeFlags',
  'includeDeleted',
  'zone',
  'sortBy',
  'limit',
  'offset',
];

/** A CSV export without a limit means all matches (up to the maximum page), never the first 25 silently. */
function withCsvLimit(req: RestRequest, criteria: Record<string, unknown>): Record<string, unknown> {
  if (criteria['limit'] === undefined && acceptedRepresentation(req.headers['accept'], Object.keys(CSV))) return { ...criteria, limit: 0 };
  return criteria;
}

/** The deprecated POST /network/bulk: the lenient add that adds nothing if any network fails and overwrites none. */
const ALL_OR_NOTHING = { ignoreOnFailed: false, overwrite: false } as const;

const byId = (req: RestRequest) => ({ id: req.params['id'] });
/** The input of a mutation acting on the network the path's id names. */
const networkInput = (req: RestRequest) => ({ input: { network: req.params['id'] } });
/** The network's input field, named as REST names it (the path's `id`), unless the body named it itself. */
const NETWORK_FIELD = { network: 'id' } as const;

export const customerNetworksRoutes: readonly RestRoute[] = [
  route({
    method: 'GET',
    path: `${BASE}/:id`,
    document: RestGetCustomerNetworkDocument,
    variables: byId,
    result: (data) => single(data.customerNetwork),
  }),
  route({
    method: 'GET',
    path: BASE,
    document: RestSearchCustomerNetworksDocument,
    variables: (req) => ({ criteria: withCsvLimit(req, fromQuery(req, ...SEARCH_PARAMETERS)) }),
    result: (data) => page(data.customerNetworks),
    representations: CSV,
  }),
  route({
    method: 'POST',
    path: `${BASE}/search`,
    document: RestSearchCustomerNetworksDocument,
    variables: (req) => ({ criteria: req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? withCsvLimit(req, req.body as Record<string, unknown>) : (req.body ?? {}) }),
    result: (data) => page(data.customerNetworks),
    representations: CSV,
  }),
  route({
    method: 'POST',
    path: BASE,
    document: RestAddCustomerNetworkDocument,
    variables: (req) => ({ input: req.body }),
    result: (data) => single(data.addCustomerNetwork?.network),
    status: 201,
  }),
  route({
    method: 'POST',
    path: `${BASE}/bulk/lenient`,
    document: RestAddCustomerNetworksLenientDocument,
    variables: (req) => ({ input: req.body }),
    result: (data) => single(data.addCustomerNetworksLenient?.report),
  }),
  route({
    method: 'POST',
    path: `${BASE}/bulk`,
    document: RestAddCustomerNetworksBulkDocument,
    // The lenient add, all or nothing: the two options are the route's, not body fields (a body
    // naming one is refused as naming an unknown field, as when the route had an input of its own).
    variables: (req) => ({ input: requiredInputWithUrl(req.body, ALL_OR_NOTHING) }),
    result: (data) => list(data.addCustomerNetworksLenient?.report.acceptedNetworks ?? []),
    status: 201,
    deprecated: { successor: `${BASE}/bulk/lenient` },
  }),
  route({
    method: 'PUT',
    path: `${BASE}/:id`,
    document: RestUpdateCustomerNetworkDocument,
    variables: (req) => ({ input: inputWithUrl(req.body, { network: req.params['id'] }) }),
    errorFields: NETWORK_FIELD,
    result: (data) => single(data.updateCustomerNetwork?.network),
  }),
  route({
    method: 'PUT',
    path: `${BASE}/:id/verify`,
    document: RestVerifyCustomerNetworkDocument,
    variables: networkInput,
    errorFields: { network: 'id' },
    result: (data) => single(data.verifyCustomerNetwork?.network),
  }),
  route({
    method: 'PUT',
    path: `${BASE}/:id/unverify`,
    document: RestUnverifyCustomerNetworkDocument,
    variables: networkInput,
    errorFields: { network: 'id' },
    result: (data) => single(data.unverifyCustomerNetwork?.network),
  }),
  route({
    method: 'DELETE',
    path: `${BASE}/:id`,
    document: RestDeleteCustomerNetworkDocument,
    variables: networkInput,
    errorFields: { network: 'id' },
    result: (data) => single(data.deleteCustomerNetwork?.network),
  }),
];
