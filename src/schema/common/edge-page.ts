// A page-shaped graph edge over a plugin-prisma relation (Customer.children,
// Customer.users, Customer.networks, SensorType.sensors): the page's rows and
// its count are read inside the parent's planned query (one statement per
// level however many parents), with the access rule of the REST list given by
// the domain as `query`, and paged like every list (limit, offset; errors
// naming the field at the edge's path).
import type { RequestContext } from '../../context.ts';
import { edgePage, plannedPaging, type Page, type PageRequest } from '../../domains/common/paging.ts';

interface EdgeQuery {
  where: object;
  orderBy: object;
}

type NestedSelection = (selection: object, path: string[]) => unknown;

/** The `select` of a page edge: the relation's page of rows and its filtered count. */
export function edgeSelect(relation: string, query: EdgeQuery, args: PageRequest, ctx: RequestContext, nestedSelection: NestedSelection) {
  const rows = nestedSelection({ ...query, ...plannedPaging(ctx.config, args) }, ['items']) as { select?: Record<string, unknown> };
  // Only the count asked for: Prisma refuses an empty select, so the page reads ids it does not show.
  if (rows.select && Object.keys(rows.select).length === 0) rows.select = { id: true };
  return { [relation]: rows, _count: { select: { [relation]: { where: query.where } } } };
}

/** The page an edge answers from what `edgeSelect` read. */
export function edgeResult<T>(parent: unknown, relation: string, args: PageRequest, ctx: RequestContext): Page<T> {
  const row = parent as Record<string, unknown> & { _count: Record<string, number> };
  return edgePage(ctx.config, args, row[relation] as T[], row._count[relation]!);
}
