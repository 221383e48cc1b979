// What a caller may see of an error. Errors about the request itself (the
// operation cannot be chosen, variables of the wrong type) carry the code
// GraphQL clients know (src/graphql/request-errors.ts). Domain errors pass with
// their code; database constraint violations become 412s; anything else is
// logged with the request id and replaced by an internal error that names the
// request id (so support can find the log line) and nothing else.
import { isAsyncIterable, type Plugin } from '@envelop/core';
import { createGraphQLError } from '@graphql-tools/utils';
import { GraphQLError, locatedError, type DocumentNode, type ExecutionResult } from 'graphql';
import type { RequestContext } from '../context.ts';
import { domainErrorOf, InvalidFieldsError } from '../errors.ts';
import { domainErrorFromPrisma } from './prisma-errors.ts';
import { databaseUnavailable } from '../db/unavailable.ts';
import { requestErrors } from './request-errors.ts';

export function internalError(requestId: string, path?: readonly (string | number)[]): GraphQLError {
  return createGraphQLError(`Internal server error (request id ${requestId})`, {
    ...(path ? { path } : {}),
    extensions: { code: 'INTERNAL', messageTemplate: 'internal.error', requestId, http: { status: 500 } },
  });
}

export function publicError(error: GraphQLError, ctx: Pick<RequestContext, 'requestId' | 'log'>): GraphQLError {
  if (domainErrorOf(error)) return error;
  const original = error.originalError ?? error;
  const fromDatabase = domainErrorFromPrisma(original) ?? databaseUnavailable(original);
  if (fromDatabase?.code === 'SERVICE_UNAVAILABLE') ctx.log.warn({ err: original }, 'database unreachable');
  if (fromDatabase) {
    return new GraphQLError(fromDatabase.message, { path: error.path, originalError: fromDatabase, extensions: fromDatabase.extensions });
  }
  ctx.log.error({ err: original, path: error.path }, 'unexpected error in GraphQL execution');
  return internalError(ctx.requestId, error.path);
}

/**
 * Several invalid fields (InvalidFieldsError) answer one error per field, each
 * as a lone invalid field answers (code INVALID_FIELD, its field), at the same
 * path: a client that shows `errors` by `extensions.field` shows them all, one
 * that reads the first reads a true one (docs/graphql.md, "Errors").
 */
export function oneErrorPerField(error: GraphQLError): GraphQLError[] {
  const domain = domainErrorOf(error);
  if (!(domain instanceof InvalidFieldsError)) return [error];
  return domain.fieldErrors.map((fieldError) => sameLocation(error, fieldError));
}

/** `original` where `error` was: its path and its place in the document (nodes, or a source and positions). */
function sameLocation(error: GraphQLError, original: Error): GraphQLError {
  if (error.nodes) return locatedError(original, error.nodes, error.path);
  return new GraphQLError(original.message, { source: error.source, positions: error.positions, path: error.path, originalError: original });
}

/**
 * graphql-jit's errors carry their `locations` but no nodes, source or positions, and Yoga
 * rebuilds every error from those when it serialises (its internals are taken out), so the
 * locations would be lost from a document's second run on. The same error with the source's
 * positions of its locations answers them, as graphql-js's errors do.
 */
function withPositions(error: GraphQLError, document: DocumentNode): GraphQLError {
  const source = document.loc?.source;
  if (error.nodes || error.positions || !error.locations?.length || !source) return error;
  const starts = lineStarts(source.body);
  const positions = error.locations.map(({ line, column }) => (starts[line - 1] ?? 0) + column - 1);
  return new GraphQLError(error.message, { source, positions, path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions });
}

const lineStartsOf = new Map<string, number[]>();

/** Where each line of a document's text starts (kept for the last documents seen: a few per request kind). */
function lineStarts(body: string): number[] {
  let starts = lineStartsOf.get(body);
  if (!starts) {
    starts = [0];
    // Line breaks as GraphQL counts them: \n, \r\n and a lone \r.
    for (let i = 0; i < body.length; i += 1) {
      const code = body.charCodeAt(i);
      if (code === 10 || (code === 13 && body.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
    }
    if (lineStartsOf.size >= 100) lineStartsOf.clear();
    lineStartsOf.set(body, starts);
  }
  return starts;
}

export function useErrorPolicy(): Plugin<RequestContext> {
  return {
    onExecute({ args }) {
      const ctx = args.contextValue;
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          const errors = (result as ExecutionResult).errors;
          if (!errors?.length) return;
          // No data at all: execution never started, so the errors are about the request.
          const refused = (result as ExecutionResult).data === undefined;
          const answered = refused ? requestErrors(args, errors) : errors.flatMap((e) => oneErrorPerField(publicError(withPositions(e, args.document), ctx)));
          // A new result, errors first as graphql-js answers them, and without graphql-jit's
          // serialiser (its JSON schema writes data first): one answer whichever executor ran.
          const { data, extensions } = result as ExecutionResult;
          setResult({ errors: answered, ...(data !== undefined ? { data } : {}), ...(extensions !== undefined ? { extensions } : {}) });
        },
      };
    },
  };
}
