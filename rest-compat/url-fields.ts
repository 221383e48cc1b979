// Mutations take one `input` (docs/graphql.md, "Mutations"); the object a REST
// path names (`PUT /useradmin/v2/group/{idOrShortName}`) is a field of that
// input beside the body's. The URL's fields are not body fields: a body that
// names one answers as a body naming an unknown field, exactly as it did when
// the path's value was an argument of its own (rest-compat/variables.ts reads
// the mark left here).
/** The mark on an input made by inputWithUrl: the fields the URL filled, and the first of them the body named too. */
export const URL_FIELDS = Symbol('fields the URL fills');
export interface UrlFields {
  names: readonly string[];
  namedByBody: string | undefined;
}

/**
 * The operation's input: the JSON body's fields and those the URL gives (or
 * the body's own identifier, taken out of it). A
 * body that is not a JSON object is passed on as it is, for the variable
 * preparer's refusal ("body must be a JSON object").
 */
export function inputWithUrl(requestBody: unknown, fromUrl: Readonly<Record<string, unknown>>): unknown {
  const body = requestBody ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) return body;
  const names = Object.keys(fromUrl);
  // The first the body names in its own order: the one an unknown-field refusal met first when these were not input fields.
  const mark: UrlFields = { names, namedByBody: Object.keys(body).find((key) => names.includes(key)) };
  return Object.assign({ ...(body as Record<string, unknown>), ...fromUrl }, { [URL_FIELDS]: mark });
}

/**
 * A route's error field names for the fields the URL fills (input field ->
 * path parameter, as the caller knows it), except a field the body itself
 * named: that refusal is about the body's own field and keeps its name.
 */
export function urlFieldNames(requestBody: unknown, names: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  if (!requestBody || typeof requestBody !== 'object') return names;
  return Object.fromEntries(Object.entries(names).filter(([field]) => !Object.hasOwn(requestBody, field)));
}
