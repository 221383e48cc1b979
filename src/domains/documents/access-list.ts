// The explicit entries listed for elements (listAccess), several elements at a
// time: `nodes(ids:)` reads an access entry through its element's list, and
// each list was a statement for its entries and one per kind of subject. The
// lists asked for in one tick with the same columns become those statements
// once; which entries a caller lists (all, or only its own) is decided by
// listAccess (access.ts) before it asks, so the rule stays there.
import DataLoader from 'dataloader';
import type { ServiceContext } from '../../context.ts';
import type { DocumentAccess } from '../../generated/prisma/client.ts';
import { withColumns, type PlannedQuery } from '../common/planned-query.ts';
import { keyedRequestLoader } from '../common/request-loaders.ts';

/** An entry as listed: `subjectHidden` when its user or group is of a customer out of the caller's reach. */
export type ListedAccess = DocumentAccess & { subjectHidden: boolean };

/** One element's list: every entry (onlyUserId null, for its managers) or those of one user. */
export interface EntryList {
  elementId: number;
  onlyUserId: number | null;
}

/**
 * The reference rule (src/auth/references.ts) for access entries: an administrator may give a
 * user or group of another customer access to an element; who manages the element then sees
 * the entry but not whose it is (docs/spec-decisions.md, Access levels and roles). Answers the
 * ids of entries whose subject's customer the caller may not reach; one statement per kind of
 * subject, the paths coming with the rows.
 */
async function hiddenSubjects(ctx: ServiceContext, rows: readonly DocumentAccess[]): Promise<Set<number>> {
  const userIds = rows.flatMap((r) => (r.userId === null ? [] : [r.userId]));
  const groupIds = rows.flatMap((r) => (r.groupId === null ? [] : [r.groupId]));
  const customer = { select: { id: true, path: true } } as const;
  const [users, groups] = await Promise.all([
    userIds.length ? ctx.db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, customer } }) : [],
    groupIds.length ? ctx.db.group.findMany({ where: { id: { in: groupIds } }, select: { id: true, customer } }) : [],
  ]);
  const userCustomers = new Map(users.map((u) => [u.id, u.customer]));
  const groupCustomers = new Map(groups.map((g) => [g.id, g.customer]));
  const hidden = new Set<number>();
  for (const row of rows) {
    const owner = row.userId !== null ? userCustomers.get(row.userId) : row.groupId !== null ? groupCustomers.get(row.groupId) : undefined;
    if (owner && !(await ctx.access.reaches(owner))) hidden.add(row.id);
  }
  return hidden;
}

/** The entries of many lists, each in id order: one statement for the entries, at most one per kind of subject. */
async function readLists(ctx: ServiceContext, lists: readonly EntryList[], query: PlannedQuery): Promise<ListedAccess[][]> {
  const rows = (await ctx.db.documentAccess.findMany({
    ...withColumns(query, { id: true, elementId: true, userId: true, groupId: true }),
    where: { OR: lists.map((list) => ({ elementId: list.elementId, ...(list.onlyUserId === null ? {} : { userId: list.onlyUserId }) })) },
    orderBy: { id: 'asc' },
  })) as DocumentAccess[];
  const hidden = await hiddenSubjects(ctx, rows);
  const byElement = new Map<number, ListedAccess[]>();
  for (const row of rows) {
    const listed = Object.assign(row, { subjectHidden: hidden.has(row.id) });
    byElement.set(row.elementId, [...(byElement.get(row.elementId) ?? []), listed]);
  }
  // Filtered again per list: the statement read the union of the lists, and one element may be in several.
  return lists.map((list) => (byElement.get(list.elementId) ?? []).filter((row) => list.onlyUserId === null || row.userId === list.onlyUserId));
}

const LOADERS = Symbol('access-list');

/** One element's list, batched with the lists asked for in the same tick with the same planned query. */
export function listedEntries(ctx: ServiceContext, list: EntryList, query: PlannedQuery): Promise<ListedAccess[]> {
  // No cache: an entry granted or revoked later in the request must be listed as it is then.
  const loader = keyedRequestLoader(ctx, LOADERS, JSON.stringify(query), () =>
    new DataLoader<EntryList, ListedAccess[]>((lists) => readLists(ctx, lists, query), { cache: false }));
  return loader.load(list);
}
