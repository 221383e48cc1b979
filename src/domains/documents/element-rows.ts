// Live document element rows by id, several at a time: `nodes(ids:)` asks for
// up to 100 elements at once (and for the documents of as many revisions and
// access entries), and each by-id read (getElement, getElementType,
// requireManager) read its row with a statement of its own. The rows asked for
// in one tick with the same columns become one statement; the access rule
// stays with each read (the caller's level, from the batched levelLoader), so
// a read answers exactly as it did alone.
import DataLoader from 'dataloader';
import type { ServiceContext } from '../../context.ts';
import type { DocumentElement } from '../../generated/prisma/client.ts';
import { withColumns, type PlannedQuery } from '../common/planned-query.ts';
import { keyedRequestLoader } from '../common/request-loaders.ts';

const LOADERS = Symbol('element-rows');

/**
 * The live (not deleted) elements of the ids, read with the planned query (and
 * their id): one statement for any number of ids. A missing or deleted one is
 * absent from the map.
 */
export async function liveElements(ctx: ServiceContext, ids: readonly number[], query: PlannedQuery): Promise<Map<number, DocumentElement>> {
  const rows = (await ctx.db.documentElement.findMany({ ...withColumns(query, { id: true }), where: { id: { in: [...ids] }, deletedAt: null } })) as DocumentElement[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** The live element of the id (null: missing or deleted), batched with the reads of the same tick and query. */
export function liveElement(ctx: ServiceContext, id: number, query: PlannedQuery): Promise<DocumentElement | null> {
  // No cache: a write later in the request (a rename, a delete) must not be answered from an earlier read.
  const loader = keyedRequestLoader(ctx, LOADERS, JSON.stringify(query), () =>
    new DataLoader<number, DocumentElement | null>(
      async (ids) => {
        const found = await liveElements(ctx, ids, query);
        return ids.map((one) => found.get(one) ?? null);
      },
      { cache: false },
    ));
  return loader.load(id);
}
