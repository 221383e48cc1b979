// The look-up of one object by id or short name among those the caller may
// see (`seen`: a where fragment carrying the access rule, such as
// AccessService.visibleFilter's). A hidden object is then not found, exactly
// as a missing one, after the same statement, and its row is never read nor
// parsed: the time of the 404 does not tell which ids and names exist.
//
// Prisma sends the plain `findUnique` reads of one tick as one statement, but
// not those with a filter beside the unique key (each would be a statement of
// its own: `nodes(ids:)` would cost one per id). So the reads of one tick that
// ask alike (the same model, query and filter) are batched here into one
// findMany instead. Batching only: nothing is kept between ticks, so a read
// after a change in the same request sees the change.
import DataLoader from 'dataloader';
import type { ServiceContext } from '../../context.ts';
import { keyedRequestLoader } from './request-loaders.ts';
import { withColumns, type PlannedQuery } from './planned-query.ts';

/** A unique key as idOrShortName answers it (a network has ids only). */
export type UniqueKey = { id: number } | { shortName: string };

/** The part of a Prisma model delegate this needs. */
interface FindMany {
  findMany(args: object): Promise<object[]>;
}

const LOADERS = Symbol('visible-lookup');

const keyText = (key: UniqueKey) => ('id' in key ? `#${key.id}` : `@${key.shortName}`);

export function findVisible<T>(ctx: ServiceContext, model: string, delegate: FindMany, key: UniqueKey, seen: object, query: PlannedQuery = {}): Promise<T | null> {
  const loader = keyedRequestLoader(ctx, LOADERS, `${model}\u0000${JSON.stringify(seen)}\u0000${JSON.stringify(query)}`, () =>
    new DataLoader<string, T | null>(
      async (keys) => {
        const ids = keys.filter((k) => k.startsWith('#')).map((k) => Number(k.slice(1)));
        const names = keys.filter((k) => k.startsWith('@')).map((k) => k.slice(1));
        const unique = [...(ids.length > 0 ? [{ id: { in: ids } }] : []), ...(names.length > 0 ? [{ shortName: { in: names } }] : [])];
        const columns: Record<string, true> = names.length > 0 ? { id: true, shortName: true } : { id: true };
        const rows = (await delegate.findMany({ ...withColumns(query, columns), where: { AND: [{ OR: unique }, seen] } })) as (T & { id: number; shortName?: string })[];
        const found = new Map<string, T>();
        for (const row of rows) {
          found.set(`#${row.id}`, row);
          if (row.shortName !== undefined) found.set(`@${row.shortName}`, row);
        }
        return keys.map((k) => found.get(k) ?? null);
      },
      { cache: false },
    ),
  );
  return loader.load(keyText(key));
}
