// The result envelope every REST response is wrapped in (spec: "Result
// envelope" and "Errors"). responseCode always equals the HTTP status.
import type { GraphQLError } from 'graphql';
import { splitFieldErrors, type DomainError, type MessageType } from '../errors.ts';
import { statusForCode } from './status.ts';

export interface EnvelopeMessage {
  message: string;
  messageTemplate: string;
  type: MessageType;
  field: string | null;
  parameter: string | null;
  timestamp: number;
}

export interface Envelope {
  responseCode: number;
  limit: number;
  offset: number;
  count: number;
  size: number;
  currentPage?: number;
  data: unknown;
  messages?: EnvelopeMessage[];
  metaData?: Record<string, unknown>;
}

export interface PageLike {
  items: readonly unknown[];
  count: number;
  limit: number;
  offset: number;
}

/** Zero-based page number: offset divided by limit (0 when limit is 0, "all"). */
export function currentPage(limit: number, offset: number): number {
  return limit > 0 ? Math.floor(offset / limit) : 0;
}

export function singleEnvelope(status: number, data: unknown): Envelope {
  return { responseCode: status, limit: 0, offset: 0, count: 0, size: 0, data };
}

export function pageEnvelope(status: number, page: PageLike, items: readonly unknown[] = page.items): Envelope {
  return {
    responseCode: status,
    limit: page.limit,
    offset: page.offset,
    count: page.count,
    size: items.length,
    currentPage: currentPage(page.limit, page.offset),
    data: items,
  };
}

export function errorEnvelope(status: number, messages: EnvelopeMessage[], metaData?: Record<string, unknown>): Envelope {
  return { responseCode: status, limit: 0, offset: 0, count: 0, size: 0, data: null, messages, ...(metaData ? { metaData } : {}) };
}

export function messageFromDomainError(error: DomainError): EnvelopeMessage {
  return {
    message: error.message,
    messageTemplate: error.messageTemplate,
    type: error.messageType,
    field: error.field,
    parameter: error.parameter,
    timestamp: error.timestamp,
  };
}

/** The messages of a domain error: one per invalid field of an InvalidFieldsError, else its one. */
export function messagesFromDomainError(error: DomainError): EnvelopeMessage[] {
  return splitFieldErrors(error).map(messageFromDomainError);
}

/** A message from a GraphQL error's extensions (what DomainError puts there survives execution). */
export function messageFromGraphQLError(error: GraphQLError): EnvelopeMessage {
  const ext = error.extensions ?? {};
  const field = typeof ext['field'] === 'string' ? ext['field'] : null;
  return {
    message: error.message,
    messageTemplate: typeof ext['messageTemplate'] === 'string' ? ext['messageTemplate'] : 'internal.error',
    type: field ? 'FIELD_ERROR' : 'ACTION_ERROR',
    field,
    parameter: typeof ext['parameter'] === 'string' ? ext['parameter'] : null,
    timestamp: typeof ext['timestamp'] === 'number' ? ext['timestamp'] : Date.now(),
  };
}

/**
 * Further messages an error lists in `extensions.messages` (for example one
 * per failed network of a bulk request), each already in the message shape;
 * they follow the error's own message.
 */
function listedMessages(error: GraphQLError): EnvelopeMessage[] {
  const listed = error.extensions?.['messages'];
  if (!Array.isArray(listed)) return [];
  return listed
    .filter((m): m is Record<string, unknown> => !!m && typeof m === 'object' && typeof (m as { message?: unknown }).message === 'string')
    .map((m) => ({
      message: String(m['message']),
      messageTemplate: typeof m['messageTemplate'] === 'string' ? m['messageTemplate'] : 'invalid.field.value',
      type: typeof m['field'] === 'string' ? 'FIELD_ERROR' : 'ACTION_ERROR',
      field: typeof m['field'] === 'string' ? m['field'] : null,
      parameter: typeof m['parameter'] === 'string' ? m['parameter'] : null,
      timestamp: typeof m['timestamp'] === 'number' ? m['timestamp'] : Date.now(),
    }));
}

/**
 * Status and envelope for the errors of one GraphQL result: the first error decides the status.
 * Several invalid fields are one error each already (error-policy.ts, oneErrorPerField).
 */
export function envelopeFromGraphQLErrors(errors: readonly GraphQLError[]): Envelope {
  const first = errors[0]!;
  const status = statusForCode(first.extensions?.['code']);
  const metaData = errors.map((e) => e.extensions?.['metaData']).find((m) => m && typeof m === 'object') as Record<string, unknown> | undefined;
  return errorEnvelope(status, errors.flatMap((e) => [messageFromGraphQLError(e), ...listedMessages(e)]), metaData);
}
