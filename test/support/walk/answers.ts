// Reading the walk's answers: objects by type (to fill arguments and to know
// which ids are globex's), edges reached, and what an answer shows of globex.
import { kindsOf } from './id-fields.ts';
import { fieldOfKey } from './selection.ts';

export interface Seen {
  typename: string;
  object: Record<string, unknown>;
  /** The object names globex (own text or its customer). */
  globex: boolean;
}

const GLOBEX = /globex/i;

/** Public passive DNS data: who owns a record is screened, the record itself is public (docs/spec-decisions.md). */
const PUBLIC_TEXT = new Set(['PdnsRecord.query', 'PdnsRecord.answer']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON copies of the object a value refers to (case field values' `info`): they say whose that object is. */
const INFO_FIELDS = new Set(['info']);

/** A value names globex: its text, or text inside it that is not another typed object (JSON values: info objects). */
function namesGlobex(value: unknown): boolean {
  if (typeof value === 'string') return GLOBEX.test(value);
  if (Array.isArray(value)) return value.some(namesGlobex);
  if (isObject(value)) return typeof value.__typename !== 'string' && Object.values(value).some(namesGlobex);
  return false;
}

/** Every object with a __typename in an answer's data, depth first. */
export function objectsIn(data: unknown, out: Seen[] = []): Seen[] {
  if (Array.isArray(data)) for (const item of data) objectsIn(item, out);
  else if (isObject(data)) {
    const typename = typeof data.__typename === 'string' ? data.__typename : null;
    if (typename) {
      const customer = data.customer;
      const own = Object.entries(data).some(([k, v]) => !PUBLIC_TEXT.has(`${typename}.${k}`) && (typeof v === 'string' ? GLOBEX.test(v) : INFO_FIELDS.has(k) && namesGlobex(v)));
      const globex = own || (isObject(customer) && typeof customer.shortName === 'string' && GLOBEX.test(customer.shortName));
      out.push({ typename, object: data, globex });
    }
    for (const value of Object.values(data)) objectsIn(value, out);
  }
  return out;
}

/** `Type.field` of every edge an answer holds a value for (null or not), and of those with a value. */
export function edgesIn(data: unknown, reachable: ReadonlySet<string>, selected: Set<string>, answered: Set<string>): void {
  for (const { typename, object } of objectsIn(data)) {
    for (const [key, value] of Object.entries(object)) {
      const edge = `${typename}.${fieldOfKey(key)}`;
      if (!reachable.has(edge)) continue;
      selected.add(edge);
      if (value !== null && !(Array.isArray(value) && value.length === 0)) answered.add(edge);
      // An empty connection has no edge objects to show `<Type>Edge.node` on; it was asked for and
      // holds what `nodes` holds (nothing), as an empty list's items were before connections.
      if (fieldOfKey(key) === 'edges' && typename.endsWith('Connection') && Array.isArray(value) && value.length === 0) {
        const node = `${typename.slice(0, -'Connection'.length)}Edge.node`;
        if (reachable.has(node)) selected.add(node);
      }
    }
  }
}

/** How many values of id-like fields (./id-fields.ts) the walk checked (nulls are not counted). */
export interface IdFieldCount {
  checked: number;
}

/**
 * What an answer shows of globex: text naming it, ids of objects only globex has, and
 * numbers in id-like fields (`subjectID`, `userId` ...) that are ids of globex-only objects
 * of the field's kind. `idFields` counts the id-like values checked.
 */
export function globexIn(data: unknown, globexIds: ReadonlySet<string>, idFields: IdFieldCount = { checked: 0 }, path = '$', typename: string | null = null, out: string[] = []): string[] {
  if (Array.isArray(data)) data.forEach((item, i) => globexIn(item, globexIds, idFields, `${path}[${i}]`, typename, out));
  else if (isObject(data)) {
    const own = typeof data.__typename === 'string' ? data.__typename : null;
    if (own && data.id !== null && data.id !== undefined && globexIds.has(`${own}:${data.id}`)) out.push(`${path}: ${own} ${String(data.id)} is globex's`);
    if (own) {
      const plain = Object.fromEntries(Object.entries(data).map(([key, value]) => [fieldOfKey(key), value]));
      for (const [key, value] of Object.entries(data)) {
        const kinds = kindsOf(own, fieldOfKey(key), plain);
        if (kinds === null || value === null) continue;
        for (const id of Array.isArray(value) ? value : [value]) {
          idFields.checked += 1;
          const kind = kinds.find((k) => globexIds.has(`${k}:${String(id)}`));
          if (kind) out.push(`${path}.${key}: ${String(id)} is the id of globex's ${kind}`);
        }
      }
    }
    for (const [key, value] of Object.entries(data)) globexIn(value, globexIds, idFields, `${path}.${key}`, own ?? typename, out);
  } else if (typeof data === 'string' && GLOBEX.test(data)) {
    const field = fieldOfKey(path.slice(path.lastIndexOf('.') + 1));
    if (!(typename && PUBLIC_TEXT.has(`${typename}.${field}`))) out.push(`${path}: ${JSON.stringify(data)}`);
  }
  return out;
}
