// Filling a root field's required arguments from what the administrator's
// walk saw: an argument names an object of a type found by its name (`user`,
// `sensor`, `caseID`) or, for `id`-like names, by the field's name (`caseTags`
// -> Case, CaseTag; `customerNetwork` -> CustomerNetwork, Customer); a few
// names that are not types are listed in ARG_SOURCES. Values that turn out to
// name another type's object only answer NOT_FOUND, so several candidate types
// cost requests, not correctness. Up to PER_KIND objects of each type that
// name globex and PER_KIND that do not.
import {
  getNamedType,
  isInputObjectType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import type { Seen } from './answers.ts';
import type { RootCall } from './run-graphql.ts';

const PER_KIND = 3;
const MAX_CALLS_PER_FIELD = 16;
const ID_NAMES = new Set(['id', 'idOrShortName', 'idOrName', 'nameOrID', 'idOrShortname']);

/** Argument names that are neither a type nor an id: where their values come from (Type.field). */
export const ARG_SOURCES: Record<string, string> = { fieldName: 'CaseFieldDescriptor.name', query: 'PdnsRecord.query', number: 'DocumentRevision.number' };

export class Pools {
  private readonly byType = new Map<string, Seen[]>();
  private readonly keys = new Set<string>();

  add(seen: readonly Seen[]): void {
    for (const s of seen) {
      const key = `${s.typename}:${String(s.object.id ?? s.object.name ?? s.object.query ?? JSON.stringify(s.object))}`;
      if (this.keys.has(key)) continue;
      this.keys.add(key);
      const list = this.byType.get(s.typename) ?? [];
      list.push(s);
      this.byType.set(s.typename, list);
    }
  }

  types(): string[] {
    return [...this.byType.keys()];
  }

  /** Values of `field` of objects of `type`: some naming globex, some not. */
  values(type: string, field: string): unknown[] {
    const list = (this.byType.get(type) ?? []).filter((s) => s.object[field] !== null && s.object[field] !== undefined);
    // The set-up's objects first (they carry the links), then the demo's.
    const linked = (s: Seen) => Object.values(s.object).some((v) => typeof v === 'string' && /walk|globexmark/.test(v));
    list.sort((a, b) => Number(linked(b)) - Number(linked(a)));
    const pick = (globex: boolean) => list.filter((s) => s.globex === globex).slice(0, PER_KIND).map((s) => s.object[field]);
    return [...new Set([...pick(true), ...pick(false)])];
  }
}

function typesNamedBy(pools: Pools, name: string): string[] {
  const lower = name.toLowerCase().replace(/id$/, '');
  return pools.types().filter((t) => t.toLowerCase() === lower);
}

function typesPrefixing(pools: Pools, fieldName: string): string[] {
  const lower = fieldName.toLowerCase();
  return pools.types().filter((t) => lower.startsWith(t.toLowerCase()) || lower.startsWith(t.toLowerCase().replace(/y$/, 'ie')));
}

/**
 * The global ids the walk has seen, globex's first: up to two of each kind of object
 * (`node` and `nodes` take any type's).
 */
function globalIds(pools: Pools): string[] {
  const ids = pools.types().flatMap((t) => {
    const values = pools.values(t, 'id').filter((v): v is string => typeof v === 'string' && v.startsWith('gid://'));
    return values.length > 1 ? [values[0]!, values[values.length - 1]!] : values;
  });
  return [...new Set(ids)];
}

function scalarCandidates(pools: Pools, fieldName: string, argName: string, typeName: string): unknown[] {
  if (fieldName === 'node') return globalIds(pools);
  // nodes: every id at once, in one call (at most the 100 it takes).
  if (fieldName === 'nodes') return [globalIds(pools).slice(0, 100)];
  const convert = (v: unknown) => (typeName === 'Int' ? Number(v) : String(v));
  const source = ARG_SOURCES[argName];
  if (source) {
    const [type, field] = source.split('.') as [string, string];
    return pools.values(type, field).map(convert);
  }
  const named = typesNamedBy(pools, argName);
  const types = named.length > 0 ? named : ID_NAMES.has(argName) ? typesPrefixing(pools, fieldName) : [];
  // An Int argument takes the numeric id (databaseId, where the type has a global id beside it).
  const idField = (t: string) => (typeName === 'Int' && pools.values(t, 'databaseId').length > 0 ? 'databaseId' : 'id');
  return types.flatMap((t) => pools.values(t, idField(t))).map(convert);
}

function candidates(pools: Pools, fieldName: string, arg: GraphQLArgument | GraphQLInputField, type: GraphQLInputType): unknown[] {
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    // `XRef` inputs name an X by id; other inputs: their required fields filled the same way.
    if (named.name.endsWith('Ref')) return pools.values(named.name.slice(0, -3), 'id').map((id) => ({ id }));
    const required = Object.values(named.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    const filled = required.map((f) => [f.name, candidates(pools, fieldName, f, f.type)] as const);
    return combinations(filled).map((values) => values);
  }
  return scalarCandidates(pools, fieldName, arg.name, named.name);
}

function combinations(entries: readonly (readonly [string, unknown[]])[]): Record<string, unknown>[] {
  let out: Record<string, unknown>[] = [{}];
  for (const [name, values] of entries) out = out.flatMap((partial) => values.map((v) => ({ ...partial, [name]: v })));
  return out;
}

/**
 * Switches that change what an answer holds (includeDisabled, includeDeleted, aggregateResult,
 * includeAnonymousResults ...): the optional Boolean arguments, and the Boolean fields of
 * input-object arguments, as [argument, field or null].
 */
function switchesOf(field: GraphQLField<unknown, unknown>): [string, string | null][] {
  const out: [string, string | null][] = [];
  for (const arg of field.args) {
    const named = getNamedType(arg.type);
    if (named.name === 'Boolean' && !isNonNullType(arg.type)) out.push([arg.name, null]);
    if (isInputObjectType(named)) for (const f of Object.values(named.getFields())) if (getNamedType(f.type).name === 'Boolean') out.push([arg.name, f.name]);
  }
  return out;
}

function withSwitches(args: Record<string, unknown>, switches: readonly [string, string | null][], value: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { ...args };
  for (const [arg, field] of switches) out[arg] = field === null ? value : { ...((out[arg] as object | undefined) ?? {}), [field]: value };
  return out;
}

/**
 * Calls of a root field with its required arguments filled (none when one cannot be); for the
 * first two, also with every switch on and with every switch off.
 */
export function callsOf(pools: Pools, field: GraphQLField<unknown, unknown>): RootCall[] {
  const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const filled = required.map((a) => [a.name, candidates(pools, field.name, a, a.type)] as const);
  // node is called once per kind of object (with one of globex's and one of another's).
  const base = combinations(filled).slice(0, field.name === 'node' ? 100 : MAX_CALLS_PER_FIELD);
  const switches = switchesOf(field);
  const variants = switches.length === 0 ? [] : base.slice(0, 2).flatMap((args) => [withSwitches(args, switches, true), withSwitches(args, switches, false)]);
  return [...base, ...variants].map((args) => ({ field, args }));
}
