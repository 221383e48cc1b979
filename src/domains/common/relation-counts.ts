// The total of a nested list counted only when a page does not tell it.
// A graph edge (Customer.groups, Group.members, ...) reads its page inside the
// parent's planned query, one row more than it shows: a page that ends its
// list knows its total from its rows, and a query that never shows totalCount
// never needs one. Counting beside every page in that statement cost a quarter
// of picture (a)'s database time (docs/performance.md). What is left, a
// totalCount asked of a page with more rows after it, is counted here: one
// statement for every parent of the request that counts the same relation
// with the same rule, however many parents the answer holds.
import DataLoader from 'dataloader';
import type { ServiceContext } from '../../context.ts';
import { keyedRequestLoader } from './request-loaders.ts';

/** The models whose relations are graph edges counted this way; each has an integer `id`. */
export type EdgeParentModel = 'customer' | 'user' | 'group' | 'sensor' | 'sensorLocation' | 'sensorType' | 'functionNode';

/** What an edge's total counts: the parent's relation, filtered by the edge's rule (the `where` its page was read with). */
export interface RelationCount {
  model: EdgeParentModel;
  relation: string;
  where?: object;
}

interface CountingDelegate {
  findMany(args: object): Promise<{ id: number; _count: Record<string, number> }[]>;
}

const COUNTS = Symbol('relation-counts');

/** The number of the parent's related rows that match the edge's rule, batched per request and rule. */
export function countRelated(ctx: ServiceContext, counted: RelationCount, parentId: number): Promise<number> {
  const { model, relation, where } = counted;
  // One loader per relation and rule: the rule is built from the request's viewer, so its text is the same for every parent.
  const key = `${model}.${relation} ${JSON.stringify(where ?? null)}`;
  const loader = keyedRequestLoader(ctx, COUNTS, key, () =>
    new DataLoader<number, number>(
      async (ids) => {
        const delegate = ctx.db[model] as unknown as CountingDelegate;
        const rows = await delegate.findMany({
          where: { id: { in: [...ids] } },
          select: { id: true, _count: { select: { [relation]: where ? { where } : true } } },
        });
        const byId = new Map(rows.map((row) => [row.id, row._count[relation]!]));
        return ids.map((id) => byId.get(id) ?? 0);
      },
      // Not cached: a mutation earlier in the request may have changed the list.
      { cache: false },
    ));
  return loader.load(parentId);
}
