// graphql-jit hands every resolver a freshly built `info.path` chain, where
// graphql-js shares one link object per position. Pothos' Prisma plugin keys
// the relations a planned query already loaded by those link objects
// (WeakMaps), so under graphql-jit a relation two or more levels down never
// finds what its ancestor loaded and loads it again: the statement count stays
// constant but doubles (the sensors dashboard: 29 statements instead of 11).
//
// This wraps the resolvers where Pothos records and looks up its plans so that
// they see one shared link per response position, as under graphql-js (and
// the same link in every request: see Tree below). Every other field, the
// bulk of the calls, is left alone.
import { getNamedType, isCompositeType, isObjectType, type GraphQLFieldResolver, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';

type Path = GraphQLResolveInfo['path'];

/**
 * The links, shared by every request: one link per response position (and
 * parent type), built once. Pothos' selection mapper memoises the key string
 * of each link it sees (a WeakMap by link); links made per request filled that
 * memo anew on every request (~10 % of the CPU of a 25-row list), links that
 * outlive the request hit it. Within one request a position still has exactly
 * one link, which is all Pothos' per-request bookkeeping relies on; across
 * requests a link carries nothing but its key, its parent and its type name
 * (and, under symbols Pothos never reads, the links below it).
 *
 * Positions come from the operations sent (aliases, list indices), so the
 * tree is bounded: past 200 000 links a new tree starts, and a request keeps the
 * tree it began with.
 */
interface Tree {
  /** The links below the root: the root fields'. */
  root: Link;
  size: number;
}

/**
 * A shared link, with the links below it: by key (field names, aliases and list
 * indices), and the rare position whose parent type differs between requests
 * (abstract types) by key and type name. Kept on the link itself, so finding a
 * link below a known one is one map look-up (an answer's positions are looked up
 * hundreds of times per request).
 */
type Link = Path & { [BELOW]?: Map<string | number, Link>; [TYPED]?: Map<string, Link> };
const BELOW = Symbol('below');
const TYPED = Symbol('typed');

let maxLinks = 200_000;

/** For tests: a smaller bound, so that a new tree starts between two requests. */
export function limitSharedLinks(max: number): void {
  maxLinks = max;
}

/** How many links the current tree holds (tests). */
export function sharedLinkCount(): number {
  return current.size;
}
const newTree = (): Tree => ({ root: { prev: undefined, key: '', typename: undefined }, size: 0 });
let current = newTree();
const treeOfRequest = new WeakMap<object, Tree>();

function childOf(tree: Tree, parent: Link, path: Path, prev: Path | undefined): Link {
  let below = parent[BELOW];
  if (!below) parent[BELOW] = below = new Map();
  const first = below.get(path.key);
  if (first && first.typename === path.typename) return first;
  if (!first) {
    const link: Link = { prev, key: path.key, typename: path.typename };
    below.set(path.key, link);
    tree.size += 1;
    return link;
  }
  let typed = parent[TYPED];
  if (!typed) parent[TYPED] = typed = new Map();
  const id = `${path.key}|${path.typename ?? ''}`;
  let link = typed.get(id);
  if (!link) {
    link = { prev, key: path.key, typename: path.typename };
    typed.set(id, link);
    tree.size += 1;
  }
  return link;
}

function shared(tree: Tree, path: Path | undefined): Link | undefined {
  if (!path) return undefined;
  const prev = shared(tree, path.prev);
  return childOf(tree, prev ?? tree.root, path, prev);
}

function treeFor(context: object): Tree {
  let tree = treeOfRequest.get(context);
  if (!tree) {
    if (current.size > maxLinks) current = newTree();
    tree = current;
    treeOfRequest.set(context, tree);
  }
  return tree;
}

function withSharedPath<TSource, TContext, TArgs>(resolve: GraphQLFieldResolver<TSource, TContext, TArgs>): GraphQLFieldResolver<TSource, TContext, TArgs> {
  return (source, args, context, info) => {
    const path = shared(treeFor(context as object), info.path)!;
    return resolve(source, args, context, path === info.path ? info : { ...info, path });
  };
}

/**
 * Wraps, in place, the resolvers where Pothos records or looks up its plans:
 * root fields (a planned query records its mappings under the root field's
 * path) and fields of Prisma objects that select from the parent row
 * (relations, and fields with a `select`). Other object fields (page wrappers,
 * plain objects) never look plans up: their descendants' links are shared
 * anyway, because a wrapped resolver rebuilds its whole chain.
 */
export function shareResponsePaths(schema: GraphQLSchema): GraphQLSchema {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(Boolean));
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.resolve) continue;
      const planned = roots.has(type) && isCompositeType(getNamedType(field.type));
      // An exposed column of an object in include mode carries `pothosPrismaSelect: false`: it
      // selects nothing and Pothos never looks a plan up for it, so it keeps its plain resolver.
      if (planned || field.extensions?.['pothosPrismaSelect']) field.resolve = withSharedPath(field.resolve);
    }
  }
  return schema;
}
