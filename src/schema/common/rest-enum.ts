// Enums are UPPER_CASE in GraphQL; REST shows the spec's spelling. Each enum
// value carries its REST spelling in `extensions.rest`, so the REST layer
// translates generically in both directions and the mapping is written once,
// where the enum is defined.
import { builder, type VigilSchemaTypes } from '../builder.ts';

export const REST_SPELLING = 'rest';

/**
 * An enum's own refusal of a REST value that is none of its values: a function
 * `(field, value) => never` from the domain that owns the list (a group flag
 * filter answers as the domain always has: "is not a group flag; known: ...").
 * Without one, REST answers "... is not one of ...".
 */
export const REST_REFUSAL = 'restRefusal';
export type RestRefusal = (field: string, value: string) => never;

/**
 * Defines a GraphQL enum whose values are `Object.keys(spellings)` and whose REST spelling is the mapped string;
 * `valueDescriptions` describes each value for the schema's readers.
 */
export function restEnum<const T extends Record<string, string>>(
  name: string,
  spellings: T,
  description?: string,
  valueDescriptions?: { readonly [K in keyof T]: string },
  refusal?: RestRefusal,
) {
  const values: Record<string, { value: string; description?: string; extensions: Record<string, string> }> = {};
  for (const [value, rest] of Object.entries(spellings)) {
    const described = valueDescriptions?.[value];
    values[value] = { value, ...(described ? { description: described } : {}), extensions: { [REST_SPELLING]: rest } };
  }
  return builder.enumType(name, { values, ...(description ? { description } : {}), ...(refusal ? { extensions: { [REST_REFUSAL]: refusal } } : {}) }) as unknown as PothosSchemaTypes.EnumRef<
    VigilSchemaTypes,
    Extract<keyof T, string>
  >;
}
