// The caller's access level on document elements, answered by the database in
// one statement for any number of elements: role-based levels come from the
// caller's grants (viewDocuments = read, editDocuments = write,
// manageDocuments = everything), explicit entries from document_access for
// the caller and every group it is in (group_closure), and the transitive rule
// (at least folder access on every parent up to the root) from the element's
// kept `path` of ancestor ids. No loop of queries per level of the tree.
import DataLoader from 'dataloader';
import { memberGroupsSql } from '../../auth/group-membership.ts';
import type { ServiceContext } from '../../context.ts';
import { forgetRequestLoaders, requestLoader } from '../common/request-loaders.ts';
import type { DocumentElement } from '../../generated/prisma/client.ts';
import { ELEMENT_FIELDS, elementColumnsSql, elementRow } from './element-rows.ts';
import { DOCUMENT_FUNCTIONS as F } from './functions.ts';

/** 0: none (the element is hidden), 1: folder, 2: read, 3: write. */
export type Level = 0 | 1 | 2 | 3;
export const LEVEL = { NONE: 0, FOLDER: 1, READ: 2, WRITE: 3 } as const;
export const LEVEL_NAMES = ['NONE', 'FOLDER', 'READ', 'WRITE'] as const;

export interface ElementAccess {
  id: number;
  level: Level;
  /** The element or one of its parents is in explicit mode. */
  explicit: boolean;
  /** The caller manages access for the element's customer (manageDocuments). */
  manager: boolean;
}

// The level rule, written once for every statement below ($1: the caller's
// user id; $3, $4, $5: the customers it holds editDocuments, viewDocuments and
// manageDocuments for, each covering the customers below it):
// - by role, from the element's customer `c`: write, read or none, and whether
//   the caller manages documents there;
const roleLevelSql = (c: string) =>
  `CASE WHEN ${c}.path && $3::int[] THEN 3 WHEN ${c}.path && $4::int[] THEN 2 ELSE 0 END AS lvl,
           (${c}.path && $5::int[]) AS manage`;
// - an explicit entry's level (a: document_access);
const ENTRY_LEVEL_SQL = "max(CASE a.level WHEN 'WRITE' THEN 3 WHEN 'READ' THEN 2 ELSE 1 END)";
// - whose entries: the caller's own and its groups' (member_of);
const ENTRY_HOLDER_SQL = '(a.user_id = $1 OR a.group_id IN (SELECT group_id FROM member_of))';
// - an element `x`'s own level: everything for a manager; else the best of its role level
//   (`r`, in role-based mode only), its creator's write, and the caller's entries (`entries`).
const elementLevelSql = (x: string, r: string, entries: string) =>
  `CASE WHEN ${r}.manage THEN 3 ELSE GREATEST(
               CASE WHEN ${x}.access_mode = 'ROLE_BASED' THEN ${r}.lvl ELSE 0 END,
               CASE WHEN ${x}.created_by_id = $1 THEN 3 ELSE 0 END,
               COALESCE(${entries}, 0)) END`;

// accessOf's "a level above none" (not deleted, every parent reached, a level
// of its own), in SQL: the rows a statement leaves out when it answers only
// the elements the caller sees.
const SEEN_SQL = 'NOT l.gone AND l.path_level >= 1 AND l.own_level >= 1';

// The elements of `targets` (a condition on document_element e) with the
// caller's level on each; withRows: every column of each too (no second
// statement for the rows); seenOnly: only those the caller sees.
function levelsSql(marker: string, targets: string, withRows: boolean, seenOnly: boolean): string {
  // `marker`: the statement's marker comment, written out where the statement is named.
  const columns = withRows ? `, ${elementColumnsSql('x', ELEMENT_FIELDS.filter((field) => field !== 'id'))}` : ''; // l.id is the id
  const rows = withRows ? ' JOIN document_element x ON x.id = l.id' : '';
  return `${marker}
WITH member_of(group_id) AS (${memberGroupsSql('$1')}),
t AS (SELECT e.id, e.customer_id, e.path FROM document_element e WHERE ${targets}),
r AS (
    SELECT c.id,
           ${roleLevelSql('c')}
      FROM customer c WHERE c.id IN (SELECT customer_id FROM t)
),
n AS (
    SELECT t.id AS target, (x.id = t.id) AS own, r.manage, x.access_mode = 'EXPLICIT' AS explicit, x.deleted_at IS NOT NULL AS gone,
           ${elementLevelSql('x', 'r', `(SELECT ${ENTRY_LEVEL_SQL} FROM document_access a WHERE a.element_id = x.id AND ${ENTRY_HOLDER_SQL})`)} AS lvl
      FROM t JOIN r ON r.id = t.customer_id
      JOIN document_element x ON x.id = ANY(t.path || t.id)
),
l AS (
    SELECT target AS id,
       COALESCE(max(lvl) FILTER (WHERE own), 0)::int AS own_level,
       COALESCE(min(lvl) FILTER (WHERE NOT own), 3)::int AS path_level,
       bool_or(explicit) AS explicit, bool_or(gone) AS gone, bool_or(manage) AS manage
  FROM n GROUP BY target
)
SELECT l.*${columns} FROM l${rows}${seenOnly ? `\n WHERE ${SEEN_SQL}` : ''}`;
}
// Only the elements the caller sees: one it does not see answers no row, exactly as an id
// nobody has (the loader answers level none for both), so their refusals read the same rows.
const LEVELS_SQL = levelsSql('/* vigil:document-levels */', 'e.id = ANY($2::int[]) AND e.deleted_at IS NULL', false, true);
// A customer's root folder ($2: the customer), deleted or not (a deleted one is `gone`, level 0),
// so that a root read refuses exactly as the path walk it replaces.
const ROOT_LEVEL_SQL = levelsSql('/* vigil:document-root-level */', 'e.customer_id = $2::int AND e.parent_id IS NULL', true, false);
// The same for a customer named by the caller, whose root it must see or not know of: a root
// it does not see answers no row, as a customer without one (refuseUnseenSpace answers both alike).
const SEEN_ROOT_SQL = levelsSql('/* vigil:document-seen-root */', 'e.customer_id = $2::int AND e.parent_id IS NULL', true, true);

interface LevelRow {
  id: number;
  own_level: number;
  path_level: number;
  explicit: boolean;
  gone: boolean;
  manage: boolean;
}

/** The access a level row gives: none when the element or a parent is deleted, or a parent is out of reach. */
function accessOf(row: LevelRow): ElementAccess {
  const level = (row.gone || row.path_level < 1 ? 0 : row.own_level) as Level;
  return { id: Number(row.id), level, explicit: row.explicit, manager: row.manage };
}

async function roots(ctx: ServiceContext, fn: string): Promise<number[]> {
  return [...((await ctx.access.grants()).get(fn) ?? [])];
}

/** Levels of the elements the caller sees among those asked for, in one statement (missing, deleted or hidden: absent, level 0). */
export async function loadLevels(ctx: ServiceContext, ids: readonly number[]): Promise<Map<number, ElementAccess>> {
  const viewer = ctx.access.requireViewer();
  const [edit, view, manage] = await Promise.all([roots(ctx, F.editDocuments), roots(ctx, F.viewDocuments), roots(ctx, F.manageDocuments)]);
  const rows = await ctx.sql.query<LevelRow>(LEVELS_SQL, [viewer.userId, [...ids], edit, view, manage]);
  const out = new Map<number, ElementAccess>();
  for (const row of rows) out.set(Number(row.id), accessOf(row));
  return out;
}

/** A customer's root folder: every column and the caller's access, which primes the request's level loader. */
export interface RootFolder {
  row: DocumentElement;
  access: ElementAccess;
}

/**
 * The root folder of customer `customerId` with the caller's level on it, in one
 * statement (null: the customer has none, or there is no such customer; with
 * `seenOnly`, also when the caller does not see it). A root has no parent, so its
 * level is its own.
 */
export async function rootFolderWithLevel(ctx: ServiceContext, customerId: number, seenOnly = false): Promise<RootFolder | null> {
  const viewer = ctx.access.requireViewer();
  const [edit, view, manage] = await Promise.all([roots(ctx, F.editDocuments), roots(ctx, F.viewDocuments), roots(ctx, F.manageDocuments)]);
  const [found] = await ctx.sql.query<LevelRow & Partial<DocumentElement>>(seenOnly ? SEEN_ROOT_SQL : ROOT_LEVEL_SQL, [viewer.userId, customerId, edit, view, manage]);
  if (!found) return null;
  const access = accessOf(found);
  levelLoader(ctx).clear(access.id).prime(access.id, access);
  return { row: elementRow(found), access };
}

// The children of visible folders, any number of folders at once: every
// ancestor of a child is its folder or one of the folder's ancestors, already
// known to be reachable, so only each child's own level is left to compute,
// by the same rule (elementLevelSql), with the children's entries aggregated
// in one pass over the folders instead of looked up per child. Per folder:
// its visible children numbered in listing order (folders first, then by
// name) and counted; the rows of the page (offset $6, $7 rows)
// are kept, and row 1 of each folder so a page past the end still tells the
// totals. offset + take is summed as bigint: an offset near the largest int
// must not overflow.
// withRows: the page's rows come with their levels, every column (no second
// statement for the rows); two texts, so two prepared statements at most.
function childLevelsSql(withRows: boolean): string {
  const columns = withRows ? `, ${elementColumnsSql('x', ELEMENT_FIELDS.filter((field) => field !== 'id'))}` : ''; // v.id is the id
  const rows = withRows ? ' JOIN document_element x ON x.id = v.id' : '';
  return `/* vigil:document-child-levels */
WITH member_of(group_id) AS (${memberGroupsSql('$1')}),
r AS (
    SELECT f.id AS folder_id,
           ${roleLevelSql('c')}
      FROM document_element f JOIN customer c ON c.id = f.customer_id WHERE f.id = ANY($2::int[])
),
ex AS (
    SELECT a.element_id, ${ENTRY_LEVEL_SQL} AS lvl
      FROM document_access a JOIN document_element c ON c.id = a.element_id
     WHERE c.parent_id = ANY($2::int[]) AND ${ENTRY_HOLDER_SQL}
     GROUP BY a.element_id
),
leveled AS (
    SELECT e.parent_id, e.id, e.element_type, e.name, e.access_mode = 'EXPLICIT' AS explicit, r.manage,
           (${elementLevelSql('e', 'r', 'ex.lvl')})::int AS lvl,
           count(*) OVER (PARTITION BY e.parent_id) AS all_total
      FROM document_element e JOIN r ON r.folder_id = e.parent_id LEFT JOIN ex ON ex.element_id = e.id
     WHERE e.parent_id = ANY($2::int[]) AND e.deleted_at IS NULL
),
visible AS (
    SELECT parent_id, id, explicit, manage, lvl, all_total,
           count(*) OVER (PARTITION BY parent_id) AS visible_total,
           row_number() OVER (PARTITION BY parent_id ORDER BY element_type DESC, name, id) AS rn
      FROM leveled WHERE lvl > 0
)
SELECT v.parent_id, v.id, v.explicit, v.manage, v.lvl, v.all_total::int AS all_total, v.visible_total::int AS visible_total, v.rn::int AS rn${columns}
  FROM visible v${rows}
 WHERE (v.rn > $6 AND v.rn <= $6::bigint + $7) OR v.rn = 1
 ORDER BY v.parent_id, v.rn`;
}
const CHILD_LEVELS_SQL = childLevelsSql(false);
const CHILD_LEVELS_WITH_ROWS_SQL = childLevelsSql(true);

/** One folder's page of visible children (ids in listing order) with its counts. */
export interface ChildPage {
  page: number[];
  /** With rows asked for: the rows of `page` (and of the row after it, when read), every column. */
  rows: DocumentElement[];
  visibleTotal: number;
  allTotal: number;
}

interface ChildRow extends Partial<DocumentElement> {
  parent_id: number;
  id: number;
  explicit: boolean;
  manage: boolean;
  lvl: number;
  all_total: number;
  visible_total: number;
  rn: number;
}

/**
 * One page (in listing order) of the live children the caller may see, for
 * each of the given visible folders, with the counts, in one statement;
 * primes the request's loader with the page's levels. The one rule for what a
 * folder lists: REST listings and the GraphQL edge both read through here.
 */
export async function childLevelPages(ctx: ServiceContext, folders: readonly ElementAccess[], offset: number, take: number, withRows = false): Promise<Map<number, ChildPage>> {
  const pages = new Map<number, ChildPage>(folders.map((f) => [f.id, { page: [], rows: [], visibleTotal: 0, allTotal: 0 }]));
  if (folders.length === 0) return pages;
  const viewer = ctx.access.requireViewer();
  const [edit, view, manage] = await Promise.all([roots(ctx, F.editDocuments), roots(ctx, F.viewDocuments), roots(ctx, F.manageDocuments)]);
  const rows = await ctx.sql.query<ChildRow>(withRows ? CHILD_LEVELS_WITH_ROWS_SQL : CHILD_LEVELS_SQL, [viewer.userId, [...pages.keys()], edit, view, manage, offset, take]);
  const explicitFolder = new Map(folders.map((f) => [f.id, f.explicit]));
  const loader = levelLoader(ctx);
  for (const row of rows) {
    const folderId = Number(row.parent_id);
    const page = pages.get(folderId)!;
    page.visibleTotal = Number(row.visible_total);
    page.allTotal = Number(row.all_total);
    if (Number(row.rn) <= offset) continue;
    const id = Number(row.id);
    loader.clear(id).prime(id, { id, level: row.lvl as Level, explicit: (explicitFolder.get(folderId) ?? false) || row.explicit, manager: row.manage });
    page.page.push(id);
    if (withRows) page.rows.push(elementRow(row));
  }
  return pages;
}

const LOADER = Symbol('levels');

/** The request's batched level loader: every element asked for in one tick costs one statement. */
export function levelLoader(ctx: ServiceContext): DataLoader<number, ElementAccess> {
  return requestLoader(ctx, LOADER, () =>
    new DataLoader<number, ElementAccess>(async (ids) => {
      const levels = await loadLevels(ctx, ids);
      return ids.map((id) => levels.get(id) ?? { id, level: 0 as Level, explicit: false, manager: false });
    }));
}

/** Forget cached levels after a change (access entries, mode, new elements). */
export function forgetLevels(ctx: ServiceContext): void {
  forgetRequestLoaders(ctx, LOADER);
}
