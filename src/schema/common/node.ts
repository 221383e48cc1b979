// Global object identification: the `Node` interface every entity type
// implements, and `node(id)` / `nodes(ids)`, which read an object through the
// same domain read as the type's by-id root field: a caller sees through them
// exactly what it sees by id, and anything else is NOT_FOUND.
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context.ts';
import { globalId, parseGlobalId, type NodeTypeName } from '../../domains/common/global-id.ts';
import { DomainError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import { builder } from '../builder.ts';
import { listCost } from './cost.ts';
import { stubAnswer } from './hidden-references.ts';

/** The type a node was loaded as: `Node.resolveType` reads it (plain rows carry no type name). */
const NODE_TYPE = Symbol('vigil.nodeType');

type NodeShape = object;

/**
 * Reads one object by the type's own id (digits, or a UUID), with the access
 * rule of the type's by-id root field; throws that field's errors.
 */
export type NodeReader = (ctx: RequestContext, id: string, info: GraphQLResolveInfo) => Promise<object>;

const readers = new Map<string, NodeReader>();

export const GLOBAL_ID_DESCRIPTION =
  'The global id: opaque (do not build or parse it), unique across every type, accepted by `node(id:)` and by every argument that takes this type\'s id. `databaseId` (or `uuid`, for types whose own ids are UUIDs) is the id the REST API shows.';

export const NodeInterface = builder.interfaceRef<NodeShape>('Node').implement({
  description:
    'An object with a global id: every entity with an identity of its own implements it (docs/graphql.md lists them). `node(id:)` reads any of them back by its `id`, and the arguments that take such an entity take its global id.',
  resolveType: (value) => (value as { [NODE_TYPE]?: string })[NODE_TYPE] ?? null,
  fields: (t) => ({
    id: t.id({
      description: GLOBAL_ID_DESCRIPTION,
      // Every implementing type answers its own `id` (globalIdField); this one is never reached.
      resolve: () => {
        throw new Error('Node type without its own id field');
      },
    }),
  }),
});

/**
 * The options of a type's `id` field: its global id made from the row's own id
 * (`t.id(globalIdField('Customer'))`). A hidden reference (a stub) answers the type's
 * id 0, which is no object's: the same for every stub, so it says nothing.
 */
export function globalIdField(type: NodeTypeName) {
  return {
    description: GLOBAL_ID_DESCRIPTION,
    resolve: (row: { id: number | string }) => globalId(type, row.id),
    ...stubAnswer(globalId(type, 0)),
  };
}

/** Registers how `node(id:)` reads a type; each area registers its types beside their definitions. */
export function registerNode(type: NodeTypeName, read: NodeReader): void {
  if (readers.has(type)) throw new Error(`Node type ${type} registered twice`);
  readers.set(type, read);
}

async function readNode(ctx: RequestContext, raw: string, info: GraphQLResolveInfo, field: string): Promise<object> {
  // Signed in first, whatever the id: an anonymous caller learns nothing about which ids exist.
  ctx.access.requireViewer();
  const parsed = parseGlobalId(raw);
  if (!parsed) throw new InvalidFieldError(field, `${field} must be a global id (what an object's id field returns)`, 'invalid.field.value', raw.slice(0, 100));
  const read = readers.get(parsed.type);
  if (!read) throw new NotFoundError('Object', raw);
  try {
    const row = await read(ctx, parsed.id, info);
    Object.defineProperty(row, NODE_TYPE, { value: parsed.type, enumerable: false, configurable: true });
    return row;
  } catch (error) {
    // Invisible is nonexistent: a type's by-id read says FORBIDDEN to a caller who holds its
    // function nowhere, but through `node` every object the caller may not see reads alike; an
    // id the type's read refuses as input (beyond the id range) names nothing either.
    const code = error instanceof DomainError ? error.extensions.code : null;
    if (code === 'FORBIDDEN' || code === 'NOT_FOUND' || code === 'INVALID_FIELD') throw new NotFoundError('Object', raw);
    throw error;
  }
}

/** At most this many ids in one `nodes` call (the reads of one type are batched where its read allows). */
export const NODES_LIMIT = 100;

builder.queryFields((t) => ({
  node: t.field({
    type: NodeInterface,
    nullable: true,
    description:
      'Any object by its global id, read with the access rule of its type\'s by-id field (`customer`, `case`, `sensor`, ...). An object you may not see is NOT_FOUND, exactly as one that does not exist; a value that is no global id is INVALID_FIELD on id.',
    args: { id: t.arg.id({ required: true, description: 'A global id, as an object\'s `id` field returns it.' }) },
    resolve: (_root, args, ctx, info) => readNode(ctx, String(args.id), info, 'id'),
  }),
  nodes: t.field({
    type: [NodeInterface],
    nullable: { list: true, items: true },
    description: `Several objects by their global ids, in the order given, each as \`node\` reads it: an object you may not see is null in its place with a NOT_FOUND error at its path. At most ${NODES_LIMIT} ids.`,
    args: { ids: t.arg.idList({ required: true, description: `Global ids (at most ${NODES_LIMIT}).` }) },
    // Priced by the ids asked for, as a page by its size.
    complexity: (args: { ids?: readonly unknown[] }) => listCost(Math.min(args.ids?.length ?? 0, NODES_LIMIT)),
    resolve: async (_root, args, ctx, info) => {
      if (args.ids.length > NODES_LIMIT) throw new InvalidFieldError('ids', `ids holds ${args.ids.length} ids; at most ${NODES_LIMIT} are allowed`, 'invalid.field.value');
      // One read per id, each failing alone: a refusal is that item's error in its place (the
      // settledLists plugin settles the list before an executor completes it).
      return args.ids.map((id) => readNode(ctx, String(id), info, 'ids'));
    },
  }),
}));
