// The levels of the document tree a query asks for below an element
// (`children { nodes { children { ... } } }`), so that one statement reads
// them all (src/domains/documents/read-ahead.ts, TreeBelow) instead of one
// per level. Each level's paging is the one its own edge will ask for: the
// same arguments through the same conversions (connection window, then the
// edge's paging). Where a level cannot be told for certain (`children` asked
// under two names, arguments it cannot read or that the edge will refuse) the
// read-ahead stops there and the edges below load as they would without it.
import { getNamedType, isObjectType, type FieldNode, type GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context.ts';
import type { Paging } from '../../domains/common/paging.ts';
import { TREE_DEPTH_MAX } from '../../domains/documents/levels.ts';
import type { TreeBelow, TreeLevel } from '../../domains/documents/read-ahead.ts';
import { edgePaging } from '../../domains/documents/tree.ts';
import { windowOf } from '../common/connections.ts';
import { connectionItemFields, onlySelection, selectedFields } from '../common/lookahead.ts';
import { columnsOf, fieldSelection, typeSelection } from '../../graphql/prisma-selections.ts';

/**
 * Per request: by the field's position in the answer (its response path
 * without list indices), what was read off the operation; the same for every
 * element there.
 */
const known = new WeakMap<RequestContext, Map<string, TreeBelow>>();

/** The response path without list indices, and the first key of it (the root field's: the scope). */
function positionOf(info: GraphQLResolveInfo): { position: string; scope: string } {
  const keys: string[] = [];
  for (let path: GraphQLResolveInfo['path'] | undefined = info.path; path; path = path.prev) if (typeof path.key === 'string') keys.push(path.key);
  return { position: keys.join('.'), scope: keys[keys.length - 1]! };
}

/** Whether the items selected ask for their latest revision (under any name: it takes no arguments). */
const asksLatestRevision = (items: Map<string, FieldNode[]>) => [...items.values()].some((nodes) => nodes[0]!.name.value === 'latestRevision');

/**
 * The element columns the entries of a level are asked for, as plugin-prisma
 * plans them: the type's own selection, and each selected field's selection of
 * columns (an exposed column's, `{ elementType: true }` of children). A field
 * whose selection is computed (a relation) makes it every column (null), as a
 * tree read before; latestRevision is read beside the row (`latestRevisions`).
 * The selections are read as src/graphql/prisma-selections.ts reads them.
 */
function columnsAsked(element: GraphQLObjectType, items: Map<string, FieldNode[]>): string[] | null {
  const typeColumns = columnsOf(typeSelection(element));
  if (!typeColumns) return null;
  const columns = new Set(typeColumns);
  for (const nodes of items.values()) {
    const name = nodes[0]!.name.value;
    // latestRevision: as asksLatestRevision tells it (its selection adds the revision beside the row).
    if (name === '__typename' || name === 'latestRevision') continue;
    const field = element.getFields()[name];
    if (!field) return null;
    const select = fieldSelection(field);
    if (select === undefined || select === null || select === false) continue;
    const named = columnsOf(select);
    if (!named) return null;
    for (const column of named) columns.add(column);
  }
  return [...columns];
}

/** The levels asked below elements of `element` whose selected fields are `fields`. */
function levelsBelow(ctx: RequestContext, info: GraphQLResolveInfo, element: GraphQLObjectType, fields: Map<string, FieldNode[]>): TreeLevel[] {
  const levels: TreeLevel[] = [];
  let selected = fields;
  while (levels.length < TREE_DEPTH_MAX) {
    const asked = onlySelection(info, selected, element, 'children');
    if (!asked) break;
    let paging: Paging;
    try {
      paging = edgePaging(ctx, windowOf(ctx, asked.args));
    } catch {
      break; // the edge refuses these arguments itself
    }
    const connection = getNamedType(element.getFields()['children']!.type);
    if (!isObjectType(connection)) break;
    selected = connectionItemFields(info, asked.nodes, connection);
    levels.push({ paging, latestRevisions: asksLatestRevision(selected), columns: columnsAsked(element, selected) });
  }
  return levels;
}

function memo(ctx: RequestContext, info: GraphQLResolveInfo, read: () => TreeLevel[]): TreeBelow {
  let byPosition = known.get(ctx);
  if (!byPosition) known.set(ctx, (byPosition = new Map()));
  const { position, scope } = positionOf(info);
  let below = byPosition.get(position);
  if (!below) byPosition.set(position, (below = { scope, levels: read() }));
  return below;
}

/** What a folder's `children` edge (`info`) is asked for below its entries, in the scope of its root field. */
export function treeBelow(ctx: RequestContext, info: GraphQLResolveInfo): TreeBelow {
  return memo(ctx, info, () => {
    const element = info.parentType;
    return levelsBelow(ctx, info, element, connectionItemFields(info, info.fieldNodes, getNamedType(info.returnType) as GraphQLObjectType));
  });
}

/** What a field answering one element (`info`) is asked for below it: its children first. */
export function elementTreeBelow(ctx: RequestContext, info: GraphQLResolveInfo): TreeBelow {
  return memo(ctx, info, () => {
    const element = getNamedType(info.returnType) as GraphQLObjectType;
    return levelsBelow(ctx, info, element, selectedFields(info, info.fieldNodes.map((node) => node.selectionSet), element));
  });
}
