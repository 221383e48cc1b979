// Selections made from the schema for the cross-tenant walk
// (test/platform/cross-tenant-walk.test.ts): from a type, every scalar field
// and every object field (edge) recursively to a depth, unions and interfaces
// through their members; fields with required arguments are left out (listed,
// so the test can show what it could not follow). Split in pieces when a
// request is over a limit: scalars stay in every piece (so each object keeps
// its __typename and id), edges are shared out.
import {
  getNamedType,
  isAbstractType,
  isCompositeType,
  isNonNullType,
  isObjectType,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/** One field (or inline fragment) of a selection. */
export interface Sel {
  /** `field` or `... on Type`. */
  head: string;
  /** Sub-selection of a composite field or fragment. */
  children?: Sel[];
}

const requiresArgs = (field: GraphQLField<unknown, unknown>) => field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined);

/** The object types a composite type can be. */
export function possibleObjects(schema: GraphQLSchema, type: GraphQLCompositeType): readonly GraphQLObjectType[] {
  return isAbstractType(type) ? schema.getPossibleTypes(type) : [type as GraphQLObjectType];
}

/** Every edge (object type, field whose type is composite) reachable from the root query's fields (those `fromRoots` accepts). */
export function reachableEdges(schema: GraphQLSchema, fromRoots: (name: string) => boolean = () => true): Set<string> {
  const edges = new Set<string>();
  const seen = new Set<string>();
  const queue: GraphQLObjectType[] = [];
  const visit = (type: GraphQLCompositeType) => {
    for (const object of possibleObjects(schema, type)) {
      if (seen.has(object.name)) continue;
      seen.add(object.name);
      queue.push(object);
    }
  };
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    if (!fromRoots(field.name)) continue;
    const named = getNamedType(field.type);
    if (isCompositeType(named)) visit(named);
  }
  while (queue.length > 0) {
    const object = queue.shift()!;
    for (const field of Object.values(object.getFields())) {
      const named = getNamedType(field.type);
      if (!isCompositeType(named) || requiresArgs(field)) continue;
      edges.add(`${object.name}.${field.name}`);
      visit(named);
    }
  }
  return edges;
}

/** The selection of everything below a composite type, `depth` edges deep. */
export function selectAll(schema: GraphQLSchema, type: GraphQLCompositeType, depth: number): Sel[] {
  const objects = possibleObjects(schema, type);
  if (isObjectType(type)) return objectSelection(schema, type, depth, new Set());
  // Members' fields of one name and different types conflict in one selection: those get an alias.
  const typesByName = new Map<string, Set<string>>();
  for (const o of objects) for (const f of Object.values(o.getFields())) typesByName.set(f.name, (typesByName.get(f.name) ?? new Set()).add(String(f.type)));
  const conflicting = new Set([...typesByName].filter(([, types]) => types.size > 1).map(([name]) => name));
  return [{ head: '__typename' }, ...objects.map((o) => ({ head: `... on ${o.name}`, children: objectSelection(schema, o, depth, conflicting) }))];
}

/** The alias of a member's field that conflicts with another member's: `field_Type` (aliasOf undoes it). */
export const ALIAS_SEPARATOR = '_as_';

function objectSelection(schema: GraphQLSchema, type: GraphQLObjectType, depth: number, conflicting: ReadonlySet<string>): Sel[] {
  const out: Sel[] = [{ head: '__typename' }];
  for (const field of Object.values(type.getFields())) {
    if (requiresArgs(field)) continue;
    const named = getNamedType(field.type);
    const head = conflicting.has(field.name) ? `${field.name}${ALIAS_SEPARATOR}${type.name}: ${field.name}` : field.name;
    if (!isCompositeType(named)) out.push({ head });
    else if (depth > 0) out.push({ head, children: selectAll(schema, named, depth - 1) });
  }
  return out;
}

/** The field name an answer's key stands for. */
export function fieldOfKey(key: string): string {
  const at = key.indexOf(ALIAS_SEPARATOR);
  return at < 0 ? key : key.slice(0, at);
}

export function print(sels: readonly Sel[]): string {
  return sels.map((s) => (s.children ? `${s.head} { ${print(s.children)} }` : s.head)).join(' ');
}

/**
 * Two or more selections that together hold every path of `sels`, or null
 * when it cannot be split further (no edge left to share out).
 */
export function split(sels: readonly Sel[]): Sel[][] | null {
  const leaves = sels.filter((s) => !s.children);
  const edges = sels.filter((s) => s.children);
  if (edges.length >= 2) {
    const half = Math.ceil(edges.length / 2);
    return [
      [...leaves, ...edges.slice(0, half)],
      [...leaves, ...edges.slice(half)],
    ];
  }
  if (edges.length === 1) {
    const only = edges[0]!;
    const inner = split(only.children!);
    if (!inner) return null;
    return inner.map((piece) => [...leaves, { head: only.head, children: piece }]);
  }
  return null;
}
