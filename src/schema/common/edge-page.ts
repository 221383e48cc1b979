// A connection edge over a plugin-prisma relation (Customer.children,
// Customer.users, Customer.networks, SensorType.sensors, ...): the page's rows
// and its count are read inside the parent's planned query (one statement per
// level however many parents), with the access rule of the REST list given by
// the domain as `query`, and paged like every list (limit/offset or
// first/after/last/before; errors naming the argument at the edge's path).
import type { RequestContext } from '../../context.ts';
import { edgePage, plannedPaging, type Page, type PageRequest } from '../../domains/common/paging.ts';
import { CONNECTION_ITEM_PATHS } from './connection-page.ts';
import { windowOf } from './connections.ts';

interface EdgeQuery {
  where: object;
  orderBy: object;
}

interface ItemsInclude {
  getType: () => string;
  paths: { name: string }[][];
}

const ITEM_SEGMENTS = CONNECTION_ITEM_PATHS.map((path) => path.map((name) => ({ name })));

// plugin-prisma types the path as one list of segments; its selection mapper (pinned with it)
// also takes an include of several paths, which a connection needs (nodes, edges.node).
// test/platform/connections.test.ts pins that each path plans the relation.
type NestedSelection = (selection: object, include: never) => unknown;

/** The connection's items (CONNECTION_ITEM_PATHS), of type `itemType`: the include a `nestedSelection` takes. */
export function itemsOf(itemType: string): ItemsInclude {
  return { getType: () => itemType, paths: ITEM_SEGMENTS };
}

/** The rows to plan for the edge's arguments; bad arguments plan none and are refused when the edge resolves. */
export function plannedWindow(ctx: RequestContext, args: PageRequest & Record<string, unknown>) {
  try {
    return plannedPaging(ctx.config, windowOf(ctx, args));
  } catch {
    return { skip: 0, take: 0 };
  }
}

/** A planned relation's rows: with only the count asked for, Prisma refuses an empty select, so the page reads ids it does not show. */
export function readSomething<S extends { select?: Record<string, unknown> } | true>(rows: S): S {
  if (rows !== true && rows.select && Object.keys(rows.select).length === 0) rows.select = { id: true };
  return rows;
}

/** The `select` of a connection edge: the relation's page of rows and its filtered count. */
export function edgeSelect(relation: string, itemType: string, query: EdgeQuery, args: PageRequest, ctx: RequestContext, nestedSelection: NestedSelection) {
  const rows = readSomething(nestedSelection({ ...query, ...plannedWindow(ctx, args as PageRequest & Record<string, unknown>) }, itemsOf(itemType) as never) as { select?: Record<string, unknown> });
  return { [relation]: rows, _count: { select: { [relation]: { where: query.where } } } };
}

/** The page an edge answers from what `edgeSelect` read (its arguments already the window's limit/offset). */
export function edgeResult<T>(parent: unknown, relation: string, args: PageRequest, ctx: RequestContext): Page<T> {
  const row = parent as Record<string, unknown> & { _count: Record<string, number> };
  return edgePage(ctx.config, args, row[relation] as T[], row._count[relation]!);
}
