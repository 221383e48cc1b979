// Ids as text: `idOrShortName` in paths and bodies (digits are an id, anything
// else a short name), and whole-number ids read from paths and query strings.
// Both follow the one id rule (idRangeProblem, input-policy.ts).
import { InvalidFieldError } from '../../errors.ts';
import { idOfType, isGlobalId, type NodeTypeName } from './global-id.ts';
import { idRangeProblem, refuseInput } from './input-policy.ts';

export type IdOrShortName = { id: number } | { shortName: string };

/**
 * A reference input (GraphQL `CustomerRef`, `UserRef`, ... : @oneOf): the
 * caller says which key it gives, so nothing is guessed. Exactly one is set.
 */
export interface ShortNameReference {
  id?: string | number | null;
  shortName?: string | null;
}

/**
 * What a domain read takes to name an object: a reference input from GraphQL,
 * or text whose key is read from its form (REST paths, the CLI: digits are an
 * id, a global id is an id, anything else a short name).
 */
export type ShortNameKey = string | number | ShortNameReference;

/** Short names are single words: letters, digits and `_ - . @`. */
export const SHORT_NAME_PATTERN = /^[a-zA-Z0-9_\-.@]+$/;

/** Text that names an object by id: digits, or a global id (which never looks like a short name or name). */
export function looksLikeId(text: string): boolean {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) || isGlobalId(trimmed);
}

/**
 * The reference a text names, for the layers that take text where GraphQL
 * takes a reference input (REST's `idOrShortName` paths and parameters):
 * `{ id }` when it looks like an id, else `{ [key]: text }`. Nothing is
 * checked here: the domain read checks the key it is given, after the
 * access checks, as it checked the text.
 */
export function referenceFromText(value: string | number, key: string): Record<string, string> {
  const text = String(value);
  return looksLikeId(text) ? { id: text } : { [key]: text };
}

/**
 * The one key a reference input gives; a reference naming none or both is
 * INVALID_FIELD on `field` (graphql-js refuses such literals and variables
 * itself; this is the domain's own guard, whichever executor ran).
 */
export function referenceKey<K extends string>(value: Readonly<Partial<Record<'id' | K, string | number | null>>>, key: K, field: string): { id: string } | { key: string } {
  const id = value.id;
  const other = value[key];
  const given = (id !== null && id !== undefined ? 1 : 0) + (other !== null && other !== undefined ? 1 : 0);
  if (given !== 1) throw new InvalidFieldError(field, `${field} must give exactly one of id and ${key}`, 'invalid.field.value', null);
  return id !== null && id !== undefined ? { id: String(id) } : { key: String(other) };
}

/**
 * A reference that names something, or undefined: absent, blank text, and a reference
 * whose key is blank (REST's blank text becomes one: rest-compat/variables.ts) name nothing,
 * as a blank value always meant "not given" over REST. The one blank rule of every area:
 * a required reference refuses such a value as missing, a filter or list drops it, and an
 * optional one (a path's customer) takes its default.
 */
export function givenReference<T extends string | number | object>(value: T | null | undefined): T | undefined {
  if (value === null || value === undefined) return undefined;
  return referenceText(value as ShortNameKey).trim() === '' ? undefined : value;
}

/**
 * The references of a filter's list that name something: blank ones dropped
 * (givenReference), the others as given. Every list filter reads its
 * references through this, so a blank entry is "not given" in every area.
 */
export function givenReferences<T extends string | number | object>(values: readonly (T | null | undefined)[] | null | undefined): T[] {
  const kept: T[] = [];
  for (const value of values ?? []) {
    const given = givenReference(value);
    if (given !== undefined) kept.push(given);
  }
  return kept;
}

/** The text a reference names, as a not-found message quotes it. */
export function referenceText(value: ShortNameKey | Readonly<Record<string, string | number | null | undefined>>): string {
  if (typeof value !== 'object') return String(value);
  const given = Object.values(value).find((v) => v !== null && v !== undefined);
  return String(given ?? '');
}

/**
 * Reads an id, a global id of `type` (what the type's GraphQL `id` field
 * returns) or a short name; `field` names it in the 412 when it is none of
 * them (so `acme corp`, an id beyond the integer range or another type's
 * global id is bad input, not a miss). A reference input gives its key: `{ id }`
 * is only ever an id, `{ shortName }` only ever a short name.
 */
export function idOrShortName(value: ShortNameKey, type: NodeTypeName, field = 'idOrShortName'): IdOrShortName {
  if (typeof value === 'object') {
    const given = referenceKey(value, 'shortName', field);
    if ('id' in given) return { id: nodeId(given.id, type, field, `${field}.id must be a global id or a numeric id`) };
    return { shortName: shortName(given.key, field) };
  }
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return { id: wholeId(text, field) };
  if (isGlobalId(text)) return { id: wholeId(idOfType(text, type, field), field) };
  return { shortName: shortName(text, field) };
}

function shortName(value: string, field: string): string {
  const text = value.trim();
  if (!SHORT_NAME_PATTERN.test(text) || text.length > 255) {
    throw new InvalidFieldError(field, `${field} must be an id or a short name (letters, digits and _ - . @)`, 'invalid.field.value', text.slice(0, 255));
  }
  return text;
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
