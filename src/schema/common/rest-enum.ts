// Enums are UPPER_CASE in GraphQL; REST shows the spec's spelling. Each enum
// value carries its REST spelling in `extensions.rest`, so the REST layer
// translates generically in both directions and the mapping is written once,
// where the enum is defined.
import { builder, type VigilSchemaTypes } from '../builder.ts';

export const REST_SPELLING = 'rest';

/**
 * Defines a GraphQL enum whose values are `Object.keys(spellings)` and whose REST spelling is the mapped string;
 * `valueDescriptions` describes each value for the schema's readers.
 */
export function restEnum<const T extends Record<string, string>>(
  name: string,
  spellings: T,
  description?: string,
  valueDescriptions?: { readonly [K in keyof T]: string },
) {
  const values: Record<string, { value: string; description?: string; extensions: Record<string, string> }> = {};
  for (const [value, rest] of Object.entries(spellings)) {
    const described = valueDescriptions?.[value];
    values[value] = { value, ...(described ? { description: described } : {}), extensions: { [REST_SPELLING]: rest } };
  }
  return builder.enumType(name, { values, ...(description ? { description } : {}) }) as unknown as PothosSchemaTypes.EnumRef<
    VigilSchemaTypes,
    Extract<keyof T, string>
  >;
}
