// Global ids: one id per object across the whole graph (the GraphQL `Node`
// interface), `gid://vigil/<Type>/<id>`. Clients treat them as opaque; the
// URI form is chosen because it can never be read as a numeric id or a short
// name (short names allow no `:` or `/`), so every id argument takes a global
// id beside the numeric id and short name it always took, with no guessing.
import { InvalidFieldError } from '../../errors.ts';

/** The entities with a global id; the names are their GraphQL type names. */
export const NODE_TYPES = [
  'Customer',
  'User',
  'Group',
  'Function',
  'Permission',
  'ApiKey',
  'DocumentElement',
  'DocumentRevision',
  'DocumentAccess',
  'SensorType',
  'SensorLocation',
  'Sensor',
  'SensorInterface',
  'CustomerNetwork',
  'Case',
  'CaseComment',
  'CaseService',
  'CaseFieldDescriptor',
  'CaseFieldPolicy',
] as const;

export type NodeTypeName = (typeof NODE_TYPES)[number];

/** The types whose own ids are UUIDs (the case area's comments, field descriptors and policies). */
const UUID_TYPES: ReadonlySet<string> = new Set<NodeTypeName>(['CaseComment', 'CaseFieldDescriptor', 'CaseFieldPolicy']);

const PREFIX = 'gid://vigil/';
// The type's own id in its one spelling: a number without leading zeros, or a lower-case UUID.
// Anything else (`Customer/cafe`, `Case/007`) is no global id: an object is never read by another
// spelling of its id, nor by a short name or name smuggled into one.
const PATTERN = /^gid:\/\/vigil\/([A-Za-z]+)\/(0|[1-9][0-9]{0,9}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function globalId(type: NodeTypeName, id: number | string): string {
  return `${PREFIX}${type}/${id}`;
}

export function isGlobalId(text: string): boolean {
  return text.startsWith(PREFIX);
}

/** The type and the type's own id (digits, or a UUID for the case area's UUID-keyed types); null when `text` is no global id at all. */
export function parseGlobalId(text: string): { type: string; id: string } | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [, type, id] = match as unknown as [string, string, string];
  // Each type's ids have one form: a UUID for the UUID-keyed types, a number for the others.
  if (UUID_TYPES.has(type) !== id.includes('-')) return null;
  return { type, id };
}

/**
 * The entity's own id from a global id given where a `type` is expected: a
 * global id of another type, or a malformed one, is bad input naming `field`
 * (the type is written in the id, so saying so reveals nothing).
 */
export function idOfType(text: string, type: NodeTypeName, field: string): string {
  const parsed = parseGlobalId(text);
  if (!parsed) throw new InvalidFieldError(field, `${field} is not a valid global id`, 'invalid.field.value', text.slice(0, 100));
  if (parsed.type !== type) throw new InvalidFieldError(field, `${field} is the id of a ${parsed.type}, not of a ${type}`, 'invalid.field.value', text.slice(0, 100));
  return parsed.id;
}

/** A key that may be a global id of `type`: the type's own id when it is one, the text unchanged otherwise (a UUID, a name). */
export function ownKey(text: string, type: NodeTypeName, field: string): string {
  return isGlobalId(text.trim()) ? idOfType(text.trim(), type, field) : text;
}

/**
 * The user or group a global id names (a subject of grants and access entries),
 * as its kind and numeric id; null when `text` is no global id. Another type's
 * id, or one of the other kind than `expected`, is a 412 naming `field`.
 */
export function subjectOfGlobalId(text: string, field: string, expected?: 'user' | 'group' | null): { kind: 'user' | 'group'; id: number } | null {
  const global = parseGlobalId(text);
  if (!global) return null;
  const kind = global.type === 'User' ? 'user' : global.type === 'Group' ? 'group' : null;
  if (!kind || (expected && expected !== kind)) {
    const wanted = expected === 'group' ? 'Group' : expected === 'user' ? 'User' : 'User or Group';
    throw new InvalidFieldError(field, `${field} is the id of a ${global.type}, not of a ${wanted}`, 'invalid.field.value', text.slice(0, 100));
  }
  return { kind, id: Number(global.id) };
}
