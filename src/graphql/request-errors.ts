// Errors about the request as sent, raised before any resolver runs: the
// operation cannot be chosen, or the variables do not fit their declared
// types. They answer like graphql-js and Yoga word them, with the codes
// GraphQL clients know (OPERATION_RESOLUTION_FAILURE, BAD_USER_INPUT), and
// 400 for clients that accept application/graphql-response+json (200 with
// `errors` for plain application/json ones, as Yoga does for parse and
// validation errors).
//
// graphql-js and graphql-jit (src/graphql/jit-when-repeated.ts) coerce
// variables each in their own way, and word the same refusal differently (jit
// names an input field as if it were a variable: `Variable "$status"`), so a
// document would answer one message the first time it is seen and another
// afterwards. When execution refuses the variables, graphql-js's own coercion
// is asked again and its words are the answer: one wording whichever executor
// ran. This costs a second coercion on refused requests only.
import { getOperationAST, getVariableValues, GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';

/** Status for clients that accept application/graphql-response+json; `spec` keeps plain JSON clients at 200. */
const REQUEST_ERROR_HTTP = { spec: true, status: 400 } as const;

export interface ExecutionRequest {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variableValues?: Readonly<Record<string, unknown>> | null;
}

function variableOf(error: GraphQLError): string | null {
  const node = error.nodes?.[0];
  return node?.kind === 'VariableDefinition' ? node.variable.name.value : null;
}

function coded(error: GraphQLError, extensions: Record<string, unknown>): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, ...extensions, http: REQUEST_ERROR_HTTP },
  });
}

/** An error the request itself caused before execution, with its code. */
export function badUserInput(error: GraphQLError): GraphQLError {
  const variable = variableOf(error);
  return coded(error, { code: 'BAD_USER_INPUT', messageTemplate: 'invalid.field.value', ...(variable ? { field: variable } : {}) });
}

/**
 * The errors of a result that has no `data` (execution never started), each with a code:
 * the operation could not be chosen, or the variables were refused (in graphql-js's words).
 * Errors that already carry a code (a limit refused the operation) stay as they are.
 */
export function requestErrors(request: ExecutionRequest, errors: readonly GraphQLError[]): GraphQLError[] {
  const uncoded = errors.filter((e) => e.extensions?.['code'] === undefined);
  if (uncoded.length === 0) return [...errors];
  const kept = errors.filter((e) => !uncoded.includes(e));
  const operation = getOperationAST(request.document, request.operationName ?? undefined);
  if (!operation) {
    return [...kept, ...uncoded.map((e) => coded(e, { code: 'OPERATION_RESOLUTION_FAILURE', messageTemplate: 'graphql.operation.unknown' }))];
  }
  const reference = getVariableValues(request.schema, operation.variableDefinitions ?? [], request.variableValues ?? {});
  return [...kept, ...(reference.errors?.length ? reference.errors : uncoded).map(badUserInput)];
}
