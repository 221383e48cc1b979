// @oneOf inputs (the reference inputs, src/schema/common/reference-input.ts)
// take exactly one key. graphql-js enforces that when it coerces variables;
// graphql-jit (src/graphql/jit-when-repeated.ts, from a document's second run)
// does not, so a variable naming both keys or none would be refused the first
// time and run afterwards. This checks the variables of operations that reach
// a @oneOf type, before either executor runs, and refuses them as graphql-js
// does (src/graphql/request-errors.ts words the refusal): one answer whichever
// executor runs the document. Operations without such a type pay one cached
// look-up.
import type { Plugin } from '@envelop/core';
import {
  getOperationAST,
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { requestErrors } from './request-errors.ts';

type Checked = ReadonlyArray<{ name: string; type: GraphQLInputType }>;

function reachesOneOf(type: GraphQLInputType, seen = new Set<string>()): boolean {
  if (isNonNullType(type) || isListType(type)) return reachesOneOf(type.ofType, seen);
  if (!isInputObjectType(type) || seen.has(type.name)) return false;
  seen.add(type.name);
  if (type.isOneOf) return true;
  return Object.values(type.getFields()).some((field) => reachesOneOf(field.type, seen));
}

/** Whether `value` breaks a @oneOf rule anywhere inside (values that do not fit their types are the executors' to refuse). */
function breaksOneOf(type: GraphQLInputType, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (isNonNullType(type)) return breaksOneOf(type.ofType, value);
  if (isListType(type)) return Array.isArray(value) ? value.some((item) => breaksOneOf(type.ofType, item)) : breaksOneOf(type.ofType, value);
  if (!isInputObjectType(type) || typeof value !== 'object' || Array.isArray(value)) return false;
  const object = value as Record<string, unknown>;
  const fields = type.getFields();
  if (type.isOneOf) {
    const given = Object.keys(object).filter((key) => object[key] !== undefined);
    if (given.length !== 1 || object[given[0]!] === null) return true;
  }
  for (const [key, field] of Object.entries(fields)) if (breaksOneOf(field.type, object[key])) return true;
  return false;
}

export function useOneOfVariables(): Plugin {
  const checkedOf = new WeakMap<DocumentNode, Map<string | undefined, Checked>>();
  const checked = (schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): Checked => {
    let byName = checkedOf.get(document);
    if (!byName) checkedOf.set(document, (byName = new Map()));
    let found = byName.get(operationName);
    if (!found) {
      const operation = getOperationAST(document, operationName);
      found = (operation?.variableDefinitions ?? [])
        .map((definition) => ({ name: definition.variable.name.value, type: typeFromAST(schema, definition.type) as GraphQLInputType | undefined }))
        .filter((v): v is { name: string; type: GraphQLInputType } => v.type !== undefined && reachesOneOf(v.type));
      byName.set(operationName, found);
    }
    return found;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const refused = checked(args.schema, args.document, args.operationName ?? undefined).some(({ name, type }) => breaksOneOf(type, variables[name]));
      if (!refused) return;
      // graphql-js's own coercion words the refusal (with its code), as on a document's first run.
      setResultAndStopExecution({ errors: requestErrors(args, [new GraphQLError('Variables do not fit their @oneOf types.')]) });
    },
  };
}
