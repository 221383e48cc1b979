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

const PREFIX = 'gid://vigil/';
const PATTERN = /^gid:\/\/vigil\/([A-Za-z]+)\/([0-9a-fA-F-]{1,64})$/;

export function globalId(type: NodeTypeName, id: number | string): string {
  return `${PREFIX}${type}/${id}`;
}

export function isGlobalId(text: string): boolean {
  return text.startsWith(PREFIX);
}

/** The type and the type's own id (digits, or a UUID for the case area's UUID-keyed types); null when `text` is no global id at all. */
export function parseGlobalId(text: string): { type: string; id: string } | null {
  const match = PATTERN.exec(text.trim());
  return match ? { type: match[1]!, id: match[2]! } : null;
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
