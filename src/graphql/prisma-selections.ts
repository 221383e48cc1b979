// What plugin-prisma's selections name, read from the extension keys it puts
// on the schema (pinned; test/platform/library-contracts.test.ts holds each):
// a select-mode type's own selection, and a field's (`{ column: true }` for an
// exposed column, a function for a relation or a computed selection, false for
// a column of an include-mode type). Written once for the passes that read them
// (type-selected-columns.ts) and the tree's read-ahead, which reads the columns a
// query asks for off the operation (src/schema/documents/tree-below.ts).
import type { GraphQLField, GraphQLObjectType } from 'graphql';

export type Selection = Record<string, unknown>;

const isSelection = (value: unknown): value is Selection => typeof value === 'object' && value !== null;

/** A select-mode type's own selection; undefined for a type in include mode or without a model. */
export function typeSelection(type: GraphQLObjectType): Selection | undefined {
  const select = type.extensions?.['pothosPrismaSelect'];
  return isSelection(select) ? select : undefined;
}

/** A field's own selection as plugin-prisma keeps it: an object, a function, false, or undefined (none). */
export function fieldSelection(field: GraphQLField<unknown, unknown>): unknown {
  return field.extensions?.['pothosPrismaSelect'];
}

/** The columns a selection names (`{ column: true }`); null when it is no selection of columns only (a relation's, a function). */
export function columnsOf(select: unknown): string[] | null {
  if (!isSelection(select)) return null;
  const columns = Object.keys(select).filter((key) => select[key] !== false && select[key] !== undefined);
  return columns.every((key) => select[key] === true) ? columns : null;
}
