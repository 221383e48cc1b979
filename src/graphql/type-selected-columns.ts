// Reference types (CustomerInfo, NetworkUserInfo, ...) are Pothos objects in
// select mode with a type-level `select` of the columns they show: a relation
// to one reads those columns only, where include mode reads every column of
// the related row (a user's password hash and settings, a customer's path)
// through the JSON of a relation join, for every row of a list.
//
// In select mode Pothos gives each exposed column a `select` of its own, and
// a field with a select is one whose plan Pothos checks on every row. For a
// column the type's own selection names, that check can only succeed: every
// plan that walks the type merges the type-level selection, and a row loaded
// outside a plan carries every column. Such a field is therefore answered like
// a column of an include-mode type: from the row, and, where the GraphQL name
// is the column's, by graphql-jit's inline property read.
//
// An exposed column the type does not select (a display name, a timestamp)
// is read when a query asks for it: a planned query selects it, so the row
// carries it. A row that carries the column is answered from it; Pothos'
// check runs only for a row without it, where it reads the column (one
// statement for the rows of a list). So a row our own statements built with
// the column answers it as before, without a read of its own: a passive DNS
// record's customer, which the search statement reads with its display name
// (REST answers through the same resolvers: test/pdns/lookup.test.ts and
// test/cases/cases.test.ts count the statements and fail without this).
import { defaultFieldResolver, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { columnsOf, fieldSelection, typeSelection } from './prisma-selections.ts';

/** A field's own selection that reads exactly `column` and nothing else. */
function selectsOnly(select: unknown, column: string): boolean {
  const columns = columnsOf(select);
  return columns !== null && columns.length === 1 && columns[0] === column;
}

/**
 * Exposed columns of select-mode types that the type-level selection names
 * resolve from the row, without Pothos' per-row plan check. Run after every
 * other pass that wraps resolvers: this one replaces what they installed.
 */
export function readTypeSelectedColumns(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const typeSelect = typeSelection(type);
    if (!typeSelect) continue;
    for (const field of Object.values(type.getFields())) {
      const column = field.extensions?.['pothosExposedField'];
      if (typeof column !== 'string' || !selectsOnly(fieldSelection(field), column)) continue;
      if (typeSelect[column] !== true) {
        field.resolve = fromRowWhenCarried(column, field.resolve ?? defaultFieldResolver);
        continue;
      }
      const original = field.extensions?.['pothosOriginalResolve'] as GraphQLFieldResolver<unknown, unknown> | undefined;
      // Without a resolver graphql-js reads the property, and graphql-jit inlines the read.
      field.resolve = original === defaultFieldResolver ? undefined : original;
    }
  }
  return schema;
}

/** An exposed column outside the type's selection: from the row when it carries it, else through Pothos. */
function fromRowWhenCarried(column: string, planned: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  return (parent, args, context, info) =>
    Object.hasOwn(parent as object, column) ? (parent as Record<string, unknown>)[column] : planned(parent, args, context, info);
}
