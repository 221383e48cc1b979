// /pdns/v3 (issue #5): lookups, COF, seen and bulk submission.
import { RestPdnsCofDocument, RestPdnsSearchDocument, RestPdnsSeenDocument, RestPdnsSubmitDocument } from '../../generated/operations.ts';
import type { Envelope } from '../../../src/http/envelope.ts';
import { page, route, single, withMetaData, type RestRequest } from '../../route.ts';
import { toNdjson, type CofSource } from '../../../src/domains/pdns/cof.ts';
import { dribbleErrorFields, dribbleResponseHeaders, withDribbleHeaders } from './dribble.ts';

type Meta = Record<string, unknown> | null | undefined;
const meta = (value: unknown): Meta => (value && typeof value === 'object' ? (value as Record<string, unknown>) : null);

/** The simple query's parameters (spec names) -> the search input's fields. */
const QUERY_PARAMETERS = { rrClass: 'rrClass', rrType: 'rrType', customerID: 'customerID', tlp: 'tlp', aggregate: 'aggregateResult', includeAnonymous: 'includeAnonymousResults', limit: 'limit', offset: 'offset' } as const;
/** A bad parameter is named as the caller wrote it. */
const PARAMETER_OF_FIELD: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(QUERY_PARAMETERS).filter(([param, field]) => param !== field).map(([param, field]) => [field, param]),
);

/** DNSDB's time fence parameters (Unix seconds; negative: seconds before now), as DNSDB clients send them to COF servers. */
const DNSDB_TIME_FENCES = { time_first_after: 'firstSeenAfter', time_first_before: 'firstSeenBefore', time_last_after: 'lastSeenAfter', time_last_before: 'lastSeenBefore' } as const;
const COF_PARAMETER_OF_FIELD: Readonly<Record<string, string>> = { ...PARAMETER_OF_FIELD, ...Object.fromEntries(Object.entries(DNSDB_TIME_FENCES).map(([param, field]) => [field, param])) };

/** Seconds to epoch milliseconds (the unit conversion only); anything else goes on as sent, for the input's own check to refuse. */
function dnsdbTime(value: string | string[]): unknown {
  const text = Array.isArray(value) ? value[0]! : value;
  if (!/^-?\d{1,12}$/.test(text.trim())) return text;
  const seconds = Number(text);
  return seconds < 0 ? Date.now() + seconds * 1000 : seconds * 1000;
}

function searchFromQuery(req: RestRequest) {
  const q = req.query;
  const input: Record<string, unknown> = { query: req.params['query'] };
  for (const [param, field] of Object.entries(QUERY_PARAMETERS)) if (q[param] !== undefined) input[field] = q[param];
  return { input };
}

/**
 * COF: the simple query's parameters plus the client headers (dribble.ts).
 * Without a page size the answer is everything up to the caller's maximum
 * (limit 0): COF clients read one answer, and 25 would cut it where
 * they cannot see it; beyond the maximum the headers say so.
 */
function cofFromRequest(req: RestRequest) {
  const input = withDribbleHeaders(searchFromQuery(req).input, req, COF_PARAMETER_OF_FIELD);
  for (const [param, field] of Object.entries(DNSDB_TIME_FENCES)) if (req.query[param] !== undefined) input[field] = dnsdbTime(req.query[param]!);
  if (req.query['sortBy'] !== undefined) input['sortBy'] = req.query['sortBy'];
  if (input['limit'] === undefined) input['limit'] = 0;
  return { input };
}

/** ignoreOnFailed sits in the body; the query parameter is accepted too (the body wins). */
function submitInput(req: RestRequest) {
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { input: body };
  const fromQuery = req.query['ignoreOnFailed'];
  const input = { ...(body as Record<string, unknown>) };
  if (input['ignoreOnFailed'] === undefined && fromQuery !== undefined) input['ignoreOnFailed'] = Array.isArray(fromQuery) ? fromQuery[0] : fromQuery;
  return { input };
}

/**
 * POST /pdns/v3/record with a JSON body; registered by record-route.ts,
 * which also takes NDJSON bodies on the same path.
 */
export const pdnsRecordRoute = route({
    method: 'POST',
    path: '/pdns/v3/record',
    document: RestPdnsSubmitDocument,
    variables: submitInput,
    status: 201,
    result: (data) => {
      const result = data.submitPdnsRecords?.report;
      if (!result) return single(null);
      const { metaData, ...rest } = result;
      return withMetaData(single(rest), meta(metaData));
    },
  });

export const pdnsRoutes = [
  route({
    method: 'POST',
    path: '/pdns/v3/search',
    document: RestPdnsSearchDocument,
    variables: (req) => ({ input: req.body }),
    result: (data) => withMetaData(page(data.pdnsSearch), meta(data.pdnsSearch?.metaData)),
    // Accept: application/x-ndjson answers the page in the common output format.
    representations: { 'application/x-ndjson': (data) => toNdjson(data as CofSource[]) },
    headers: dribbleResponseHeaders,
  }),
  route({
    method: 'GET',
    path: '/pdns/v3/cof/:query',
    document: RestPdnsCofDocument,
    variables: cofFromRequest,
    errorFields: (req) => dribbleErrorFields(req, COF_PARAMETER_OF_FIELD),
    result: (data) => withMetaData(page(data.pdnsSearch), meta(data.pdnsSearch?.metaData)),
    render: { contentType: 'application/x-ndjson; charset=utf-8', body: (envelope: Envelope) => toNdjson(envelope.data as CofSource[]) },
    headers: dribbleResponseHeaders,
  }),
  route({
    method: 'GET',
    path: '/pdns/v3/:query/seen',
    document: RestPdnsSeenDocument,
    variables: (req) => ({ query: req.params['query'], tlp: req.query['tlp'], ignoreOwnRecords: req.query['ignoreOwnRecords'] }),
    result: (data) => withMetaData(single(data.pdnsSeen ? { exists: data.pdnsSeen.exists } : null), meta(data.pdnsSeen?.metaData)),
  }),
  route({
    method: 'GET',
    path: '/pdns/v3/:query',
    document: RestPdnsSearchDocument,
    variables: searchFromQuery,
    errorFields: PARAMETER_OF_FIELD,
    result: (data) => withMetaData(page(data.pdnsSearch), meta(data.pdnsSearch?.metaData)),
  }),
];
