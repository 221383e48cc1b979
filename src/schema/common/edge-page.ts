// A connection edge over a plugin-prisma relation (Customer.children,
// Customer.users, Customer.networks, SensorType.sensors, ...): the page's rows
// are read inside the parent's planned query (one statement per level however
// many parents), with the access rule of the REST list given by the domain as
// `query`, and paged like every list (limit/offset or first/after/last/before;
// errors naming the argument at the edge's path). Its total is counted only
// when shown and not told by the rows (paging.ts, `openEdgePage`).
import type { RequestContext } from '../../context.ts';
import { edgePage, openEdgePage, plannedEdgeRows, type Page, type PageRequest } from '../../domains/common/paging.ts';
import type { EdgeRule } from '../../domains/common/edge-rule.ts';
import { countRelated, type EdgeParentModel, type RelationCount } from '../../domains/common/relation-counts.ts';
import { CONNECTION_ITEM_PATHS } from './connection-page.ts';
import { windowOf } from './connections.ts';

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

/** The rows to plan for the edge's arguments, and whether the total is read with them; bad arguments plan none and are refused when the edge resolves. */
export function plannedWindow(ctx: RequestContext, args: PageRequest & Record<string, unknown>) {
  try {
    return plannedEdgeRows(ctx.config, windowOf(ctx, args));
  } catch {
    return { skip: 0, take: 0, counted: false };
  }
}

/** A planned relation's rows: with only the count asked for, Prisma refuses an empty select, so the page reads ids it does not show. */
export function readSomething<S extends { select?: Record<string, unknown> } | true>(rows: S): S {
  if (rows !== true && rows.select && Object.keys(rows.select).length === 0) rows.select = { id: true };
  return rows;
}

/**
 * The `select` of a connection edge on the parent row: the relation's page of
 * rows (one more than it shows), the parent's id and what the rule's parent
 * part reads of it, with the filtered count only where the page is placed by
 * it (`last` without `before`).
 */
export function edgeSelect(relation: string, itemType: string, rule: EdgeRule<any>, args: PageRequest, ctx: RequestContext, nestedSelection: NestedSelection) {
  const { counted, ...window } = plannedWindow(ctx, args as PageRequest & Record<string, unknown>);
  const { parent, ...query } = rule;
  const rows = readSomething(nestedSelection({ ...query, ...window }, itemsOf(itemType) as never) as { select?: Record<string, unknown> });
  return { id: true, ...parent?.select, [relation]: rows, ...(counted ? countSelect(relation, query.where) : {}) };
}

/** The filtered count of a relation read beside its rows in the parent's planned query. */
export function countSelect(relation: string, where: object | undefined) {
  return { _count: { select: { [relation]: where ? { where } : true } } };
}

/**
 * The page an edge answers from what `edgeSelect` read (its arguments already
 * the window's limit/offset): none, counted 0, for a parent the rule's parent
 * part refuses. `rule`'s `where` is what the total counts; it is asked only
 * when a totalCount is shown of a page with more rows after it, one statement
 * for every parent (src/domains/common/relation-counts.ts).
 */
export function edgeResult<T>(parent: unknown, relation: string, args: PageRequest, ctx: RequestContext, model: EdgeParentModel, rule: Omit<EdgeRule<any>, 'orderBy'>): Page<T> {
  const row = parent as Record<string, unknown> & { id: number; _count?: Record<string, number> };
  if (rule.parent && !rule.parent.sees(row)) return edgePage(ctx.config, args, [], 0);
  const rows = row[relation] as T[];
  const total = row._count?.[relation];
  if (total !== undefined) return edgePage(ctx.config, args, rows, total);
  const counted: RelationCount = { model, relation, where: rule.where };
  return openEdgePage(ctx.config, args, rows, () => countRelated(ctx, counted, row.id));
}

/**
 * An edge over a parent's relation, its rule named once: the page planned into
 * the parent's query (`edgeSelect`) and its total when asked (`edgeResult`)
 * both read with `rule`, so the two cannot drift apart.
 */
export function relationEdge<A extends PageRequest>(model: EdgeParentModel, relation: string, itemType: string, rule: (ctx: RequestContext, args: A) => EdgeRule<any>) {
  return {
    select: (args: A, ctx: RequestContext, nestedSelection: NestedSelection) => edgeSelect(relation, itemType, rule(ctx, args), args, ctx, nestedSelection),
    resolve: <T>(parent: unknown, args: A, ctx: RequestContext): Page<T> => edgeResult<T>(parent, relation, args, ctx, model, rule(ctx, args)),
  };
}
