// An id argument or input field that was a GraphQL `Int` before it took global ids. The REST
// layer (rest-compat/variables.ts) still reads it as an Int, so a REST body
// value is refused as before ("subjectID must be a whole number"); GraphQL
// clients may give a global id there too.
export const REST_INT = 'vigilRestInt';

/** Options of such an argument or input field (spread into them). */
export function restInt(): { extensions: Record<string, unknown> } {
  return { extensions: { [REST_INT]: true } };
}
