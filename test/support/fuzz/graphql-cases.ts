// Malformed GraphQL requests made from the schema: for every root field of
// Query and Mutation, an operation that passes each argument as a variable
// declared with the argument's own type, and variable values that do not fit
// (wrong types, numbers past 64 bits, control characters, unknown enum
// values, prototype keys, missing required values), inside the elements of
// lists of input objects too (sub-criteria); sometimes a variable
// declared with a wrong type, so the document itself is invalid.
import fc from 'fast-check';
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { Caller } from './rest-cases.ts';
import { CALLERS } from './rest-cases.ts';
import { nastyJsonValue, prototypeObject, valueForTypeName } from './values.ts';

export interface FuzzRootField {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

export interface GraphQLCase {
  caller: Caller;
  query: string;
  variables: Record<string, unknown>;
}

export function fuzzRootFields(schema: GraphQLSchema): FuzzRootField[] {
  const query = Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({ operation: 'query' as const, field }));
  const mutation = Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ operation: 'mutation' as const, field }));
  return [...query, ...mutation];
}

/** A value for an input type: of its shape but with malformed leaves, or of another shape altogether. */
function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return fc.oneof({ weight: 8, arbitrary: valueFor(type.ofType, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) {
    // Lists of input objects (sub-criteria) also come longer than a search takes (INPUT_MAX_SUB_CRITERIA).
    const many = isInputObjectType(getNamedType(type.ofType)) ? [{ weight: 1, arbitrary: fc.integer({ min: 11, max: 40 }).map((n) => Array.from({ length: n }, () => ({}))) }] : [];
    return fc.oneof(
      { weight: 3, arbitrary: fc.array(valueFor(type.ofType, depth + 1), { maxLength: 3 }) },
      { weight: 1, arbitrary: valueFor(type.ofType, depth + 1) },
      ...many,
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 2) return fc.constant({});
    const fields = Object.values(type.getFields());
    if (fields.length === 0) return fc.constant({});
    const entry = fc.constantFrom(...fields).chain((f) => valueFor(f.type, depth + 1).map((v) => [f.name, v] as const));
    return fc.oneof(
      { weight: 6, arbitrary: fc.array(entry, { maxLength: 4 }).map((entries) => Object.fromEntries(entries)) },
      { weight: 1, arbitrary: prototypeObject },
      { weight: 1, arbitrary: nastyJsonValue },
    );
  }
  const named = getNamedType(type);
  return valueForTypeName(named.name, isEnumType(named) ? named.getValues().map((v) => v.name) : []);
}

/** Wrong declared types for a variable: an invalid document (validation must refuse it, not the executor crash). */
const WRONG_DECLARATIONS = ['String', 'Int', 'Boolean', '[String!]!', 'Float!'];

export function graphqlCase(root: FuzzRootField, callers: readonly Caller[] = CALLERS): fc.Arbitrary<GraphQLCase> {
  const { field } = root;
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const args = field.args.map((arg, i) => ({ arg, variable: `v${i}` }));
  const perArg = args.map(({ arg }) =>
    fc.record({
      present: fc.boolean(), // omitted half the time: a required one left out must be refused with a code
      value: valueFor(arg.type),
      declared: fc.oneof({ weight: 9, arbitrary: fc.constant(String(arg.type)) }, { weight: 1, arbitrary: fc.constantFrom(...WRONG_DECLARATIONS) }),
    }),
  );
  return fc.record({ caller: fc.constantFrom(...callers), args: fc.tuple(...perArg) }).map(({ caller, args: chosen }) => {
    const declarations = args.map(({ variable }, i) => `$${variable}: ${chosen[i]!.declared}`);
    const passed = args.map(({ arg, variable }) => `${arg.name}: $${variable}`);
    const variables: Record<string, unknown> = {};
    args.forEach(({ variable }, i) => {
      if (chosen[i]!.present) variables[variable] = chosen[i]!.value;
    });
    const head = declarations.length > 0 ? `${root.operation} Fuzz(${declarations.join(', ')})` : `${root.operation} Fuzz`;
    const call = passed.length > 0 ? `${field.name}(${passed.join(', ')})` : field.name;
    return { caller, query: `${head} { ${call}${selection} }`, variables };
  });
}

export function anyGraphQLCase(roots: readonly FuzzRootField[], callers: readonly Caller[] = CALLERS): fc.Arbitrary<GraphQLCase> {
  return fc.constantFrom(...roots).chain((root) => graphqlCase(root, callers));
}
