// An input field whose GraphQL type grew wider than what REST has always
// taken: `caseID` of the case search is `[ID!]` (a Case's global id, or its
// numeric id), while REST bodies carry numbers and must be read, and refused,
// exactly as before. The field names the scalar REST reads it as; the REST
// layer (rest-compat/variables.ts) checks the value against that scalar, with
// its messages, and hands the GraphQL type the value it accepted.

export const REST_SCALAR = 'vigilRestScalar';

/** The scalars a field may ask REST to read it as (GraphQL's ID takes their values). */
export type RestScalar = 'Int';

/** Extensions for an input field: REST reads it as `scalar` (in the field's list and non-null wrapping). */
export function restScalar(scalar: RestScalar): Record<string, RestScalar> {
  return { [REST_SCALAR]: scalar };
}
