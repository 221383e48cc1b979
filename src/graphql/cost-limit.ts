// The cost limit on /graphql: before an operation runs, its cost is computed
// with the request's own variables (a page's size often comes in one) by
// @pothos/plugin-complexity (complexityFromQuery), from the cost each field states
// (src/schema/common/cost.ts). An operation over GRAPHQL_MAX_COST is refused
// as a whole, before any resolver runs, with the cost and the limit in the
// message and in extensions, like graphql-armor's other limits.
//
// It runs at execution, not in Yoga's validation: validation results are
// cached per document, and the cost depends on the variables. (The plugin's
// validation rule would cost a second pass of graphql-js's validation, three
// times the computation itself.) REST routes run
// fixed documents (validated at start, like armour's limits do not apply to
// them) whose cost at the default page size a test keeps under the default
// limit; their page sizes are bounded by MAX_PAGE_SIZE as the REST contract says.
import type { Plugin } from '@envelop/core';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import { getOperationAST, GraphQLError, Kind, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '../context.ts';
import { UNPAGED_LIST_SIZE } from '../schema/common/cost.ts';

export interface CostRequest {
  schema: GraphQLSchema;
  document: DocumentNode;
  contextValue: RequestContext;
  variableValues?: Readonly<Record<string, unknown>> | null;
  operationName?: string | null;
}

/**
 * The cost of the operation a request runs, or null when it cannot be computed (variables that do
 * not fit, an operation that cannot be chosen: execution refuses those with its own error).
 */
export function operationCost(request: CostRequest): number | null {
  const { document } = request;
  const operation = getOperationAST(document, request.operationName ?? undefined);
  if (!operation) return null;
  // complexityFromQuery measures a document's first operation: hand it the one this request runs.
  const chosen =
    document.definitions[0] === operation
      ? document
      : { ...document, definitions: document.definitions.filter((d) => d === operation || d.kind === Kind.FRAGMENT_DEFINITION) };
  try {
    return complexityFromQuery(chosen, { schema: request.schema, ctx: request.contextValue, variables: { ...request.variableValues } }).complexity;
  } catch (error) {
    if (error instanceof GraphQLError) return null;
    throw error;
  }
}

export function costLimitError(cost: number, maxCost: number): GraphQLError {
  return new GraphQLError(
    `Query cost ${cost} exceeds the limit of ${maxCost}: the cost counts the objects an answer can hold, each list by its page size (limit), lists without one at ${UNPAGED_LIST_SIZE}; ask for smaller pages or fewer nested lists`,
    {
      extensions: {
        code: 'GRAPHQL_VALIDATION_FAILED',
        messageTemplate: 'graphql.limit.exceeded',
        cost,
        maxCost,
        http: { spec: true, status: 400 },
      },
    },
  );
}

export function useCostLimit(maxCost: number): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (args.contextValue.transport !== 'graphql') return;
      const cost = operationCost(args);
      if (cost !== null && cost > maxCost) setResultAndStopExecution({ errors: [costLimitError(cost, maxCost)] });
    },
  };
}
