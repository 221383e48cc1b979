// Mutations take one `input` (docs/graphql.md, "Mutations"); the object a REST
// path names (`PUT /useradmin/v2/group/{idOrShortName}`) is a field of that
// input beside the body's. The URL's fields are not body fields: a body that
// names one answers as a body naming an unknown field, exactly as it did when
// the path's value was an argument of its own (rest-compat/variables.ts reads
// the mark left here).
/** The mark on an input made by inputWithUrl: the fields the URL filled, the first of them the body named too, and a body that was no JSON object. */
export const URL_FIELDS = Symbol('fields the URL fills');
export interface UrlFields {
  names: readonly string[];
  namedByBody: string | undefined;
  /** The body when it was not a JSON object: refused once the URL's values passed, as when they were variables of their own. */
  notAnObject?: { value: unknown };
}

/**
 * Marks a refusal of a field the body named itself (one the URL fills): it is
 * about the body's own key, so the route's error names (the path's parameters)
 * do not rename it.
 */
export const BODY_OWN_FIELD = Symbol('a refusal of a field the body named itself');

/**
 * inputWithUrl for a route whose body is required: an absent body stays absent,
 * so it is still refused as "body is required" rather than read as empty.
 */
export function requiredInputWithUrl(requestBody: unknown, fromUrl: Readonly<Record<string, unknown>>): unknown {
  return requestBody == null ? requestBody : inputWithUrl(requestBody, fromUrl);
}

/**
 * The operation's input: the JSON body's fields and those the URL gives (or
 * the body's own identifier, taken out of it).
 */
export function inputWithUrl(requestBody: unknown, fromUrl: Readonly<Record<string, unknown>>): unknown {
  const body = requestBody ?? {};
  const names = Object.keys(fromUrl);
  if (typeof body !== 'object' || Array.isArray(body)) {
    const mark: UrlFields = { names, namedByBody: undefined, notAnObject: { value: body } };
    return Object.assign({ ...fromUrl }, { [URL_FIELDS]: mark });
  }
  // The first the body names in its own order: the one an unknown-field refusal met first when these were not input fields.
  const mark: UrlFields = { names, namedByBody: Object.keys(body).find((key) => names.includes(key)) };
  return Object.assign({ ...(body as Record<string, unknown>), ...fromUrl }, { [URL_FIELDS]: mark });
}
