// Ids as text: `idOrShortName` in paths and bodies (digits are an id, anything
// else a short name), and whole-number ids read from paths and query strings.
// Both follow the one id rule (idRangeProblem, input-policy.ts).
import { InvalidFieldError } from '../../errors.ts';
import { idOfType, isGlobalId, type NodeTypeName } from './global-id.ts';
import { idRangeProblem, refuseInput } from './input-policy.ts';

export type IdOrShortName = { id: number } | { shortName: string };

/** Short names are single words: letters, digits and `_ - . @`. */
export const SHORT_NAME_PATTERN = /^[a-zA-Z0-9_\-.@]+$/;

/**
 * Reads an id, a global id of `type` (what the type's GraphQL `id` field
 * returns) or a short name; `field` names it in the 412 when it is none of
 * them (so `acme corp`, an id beyond the integer range or another type's
 * global id is bad input, not a miss).
 */
export function idOrShortName(value: string | number, type: NodeTypeName, field = 'idOrShortName'): IdOrShortName {
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return { id: wholeId(text, field) };
  if (isGlobalId(text)) return { id: wholeId(idOfType(text, type, field), field) };
  if (!SHORT_NAME_PATTERN.test(text) || text.length > 255) {
    throw new InvalidFieldError(field, `${field} must be an id or a short name (letters, digits and _ - . @)`, 'invalid.field.value', text.slice(0, 255));
  }
  return { shortName: text };
}

/**
 * A whole-number id given as text (a path segment, a query string) or a
 * number: digits within the id range. Anything else is a 412 naming `field`,
 * with `expected` as the message when it is not digits at all.
 */
export function wholeId(value: string | number, field: string, expected = `${field} must be an id (a whole number)`): number {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) throw new InvalidFieldError(field, expected, 'invalid.field.value', text.slice(0, 100));
  const problem = idRangeProblem(text);
  if (problem) refuseInput([], field, problem);
  return Number(text);
}

/** wholeId that also takes a global id of `type` (what the type's GraphQL `id` field returns). */
export function nodeId(value: string | number, type: NodeTypeName, field: string, expected?: string): number {
  const text = String(value).trim();
  return wholeId(isGlobalId(text) ? idOfType(text, type, field) : text, field, expected);
}

const INT_RANGE = '-2147483648 to 2147483647';

/**
 * An id argument that was a GraphQL `Int` before it took global ids: a global
 * id of `type`, or any whole number in the 32-bit range, with the refusals
 * GraphQL's Int gave through REST ("id must be a whole number"), so REST
 * answers as it did (a negative id is still looked up, and missed: 404).
 */
export function intId(value: string | number, type: NodeTypeName, field: string): number {
  const text = String(value).trim();
  if (isGlobalId(text)) return wholeId(idOfType(text, type, field), field);
  // The parameter as the REST layer quotes a value it refuses (JSON, at most 80 characters).
  const quoted = () => {
    const json = JSON.stringify(value);
    return json.length > 80 ? `${json.slice(0, 77)}...` : json;
  };
  if (!/^-?\d+$/.test(text)) throw new InvalidFieldError(field, `${field} must be a whole number`, 'invalid.field.value', quoted());
  const n = Number(text);
  if (n < -2147483648 || n > 2147483647) throw new InvalidFieldError(field, `${field} must be a whole number from ${INT_RANGE}`, 'invalid.field.value', quoted());
  return n;
}
