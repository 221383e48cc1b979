// graphql-jit hands every resolver a freshly built `info.path` chain, where
// graphql-js shares one link object per position. Pothos' Prisma plugin keys
// the relations a planned query already loaded by those link objects
// (WeakMaps), so under graphql-jit a relation two or more levels down never
// finds what its ancestor loaded and loads it again: the statement count stays
// constant but doubles (the sensors dashboard: 29 statements instead of 11).
//
// This wraps the resolvers where Pothos records and looks up its plans so that
// they see one shared link per response position and request, as under
// graphql-js. Every other field, the bulk of the calls, is left alone.
import { getNamedType, isCompositeType, isObjectType, type GraphQLFieldResolver, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';

type Path = GraphQLResolveInfo['path'];

const ROOT: object = {};

/** Per request (context object): parent link -> key -> the shared link. */
type Links = WeakMap<object, Map<string | number, Path>>;
const linksByRequest = new WeakMap<object, Links>();

function shared(links: Links, path: Path | undefined): Path | undefined {
  if (!path) return undefined;
  const prev = shared(links, path.prev);
  const parent = prev ?? ROOT;
  let children = links.get(parent);
  if (!children) {
    children = new Map();
    links.set(parent, children);
  }
  let link = children.get(path.key);
  if (!link) {
    link = { prev, key: path.key, typename: path.typename };
    children.set(path.key, link);
  }
  return link;
}

function withSharedPath<TSource, TContext, TArgs>(resolve: GraphQLFieldResolver<TSource, TContext, TArgs>): GraphQLFieldResolver<TSource, TContext, TArgs> {
  return (source, args, context, info) => {
    const key = context as object;
    let links = linksByRequest.get(key);
    if (!links) {
      links = new WeakMap();
      linksByRequest.set(key, links);
    }
    const path = shared(links, info.path)!;
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
      if (planned || field.extensions?.['pothosPrismaSelect'] !== undefined) field.resolve = withSharedPath(field.resolve);
    }
  }
  return schema;
}
