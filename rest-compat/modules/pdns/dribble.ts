// The HTTP conventions of passive DNS clients (PyPDNS, after CIRCL's
// "dribble" server) on the COF answers: request headers for paging and the
// type filter, response headers for the cursor, truncation and errors.
// - dribble-paginate-count: N    -> limit (page size)
// - dribble-paginate-cursor: C   -> offset (C is the integer this server sent)
// - dribble-filter-rrtype: AAAA  -> rrType (comma-separated for several)
// - x-dribble-cursor: C          <- the next page's cursor, only when more exist
// - x-dribble-errors: {json}     <- on errors, on an answer cut at the maximum
//                                   that the client did not page, and on a
//                                   partial answer (more rows than a search reads)
// - x-result-truncated, x-result-count <- on every answer
// A header and the query parameter it stands for are one field: giving both
// is a 412 naming the header. Translation only: the search checks values.
import type { Envelope } from '../../../src/http/envelope.ts';
import type { RestRequest } from '../../route.ts';
import { InvalidFieldError } from '../../../src/errors.ts';

const HEADER_OF_FIELD = { limit: 'dribble-paginate-count', offset: 'dribble-paginate-cursor', rrType: 'dribble-filter-rrtype' } as const;

function header(request: RestRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** Adds the dribble request headers to a search input built from query parameters. */
export function withDribbleHeaders(input: Record<string, unknown>, request: RestRequest, names: Readonly<Record<string, string>>): Record<string, unknown> {
  for (const [field, name] of Object.entries(HEADER_OF_FIELD)) {
    const value = header(request, name);
    if (value === undefined) continue;
    if (input[field] !== undefined) {
      throw new InvalidFieldError(name, `${name} and the ${names[field] ?? field} parameter say the same thing: send one of them`, 'invalid.field.value', value.slice(0, 255));
    }
    input[field] = field === 'rrType' ? value.split(',').map((v) => v.trim()) : value.trim();
  }
  return input;
}

/** Error fields named as the caller sent them: the header where a header carried the value. */
export function dribbleErrorFields(request: RestRequest, names: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = { ...names };
  for (const [field, name] of Object.entries(HEADER_OF_FIELD)) if (header(request, name) !== undefined) out[field] = name;
  return out;
}

/** JSON in a header: ASCII only (anything else escaped), as HTTP header values must be. */
function headerJson(value: Record<string, unknown>): string {
  return JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Whether the caller chose the page (a limit, a page size or a cursor): then a cut is expected, not an error. */
function paged(request: RestRequest): boolean {
  return ['limit', 'offset'].some((p) => request.query[p] !== undefined) || ['dribble-paginate-count', 'dribble-paginate-cursor'].some((h) => header(request, h) !== undefined);
}

/**
 * Most characters of a message in the header. A message may quote what the caller sent (an
 * unknown field's name, a value); HTTP clients refuse a whole answer whose headers pass their
 * limit (16 KiB in Node's and undici's), so the header carries the message's beginning (and a
 * field name of at most 255 characters) and the body the whole of it. Non-ASCII characters are
 * escaped (six characters each), so the header stays under 8 KiB.
 */
const HEADER_MESSAGE_MAX = 1000;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

export function dribbleResponseHeaders(envelope: Envelope, request: RestRequest): Record<string, string> {
  if (envelope.responseCode >= 400) {
    const m = envelope.messages?.[0];
    return {
      'x-dribble-errors': headerJson({
        status: envelope.responseCode,
        message: cut(m?.message ?? 'error', HEADER_MESSAGE_MAX),
        messageTemplate: m?.messageTemplate ?? 'error',
        ...(m?.field ? { field: cut(m.field, 255) } : {}),
      }),
    };
  }
  const truncated = envelope.metaData?.['truncated'] === true;
  const partial = envelope.metaData?.['partial'] === true;
  const next = envelope.metaData?.['nextOffset'];
  const out: Record<string, string> = { 'x-result-truncated': String(truncated), 'x-result-count': String(envelope.count) };
  if (typeof next === 'number') out['x-dribble-cursor'] = String(next);
  if (partial) {
    out['x-dribble-errors'] = headerJson({
      status: envelope.responseCode,
      message: `more than ${String(envelope.metaData?.['maxMatches'])} rows match: the answer comes from those read; narrow the query (a longer name, a type, a time fence)`,
      messageTemplate: 'result.partial',
    });
  } else if (truncated && !paged(request)) {
    out['x-dribble-errors'] = headerJson({
      status: envelope.responseCode,
      message: `${envelope.count} records match, ${envelope.size} answered (the maximum per request): page with dribble-paginate-count and dribble-paginate-cursor, or narrow the query`,
      messageTemplate: 'result.truncated',
      count: envelope.count,
    });
  }
  return out;
}
