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
import { ELEMENT_FIELDS, elementArraySql, elementColumnsSql, elementFieldsOf, elementFromArray, elementRow, type ElementField, type RowShape } from './element-rows.ts';
import { DOCUMENT_FUNCTIONS as F } from './functions.ts';
import { authoredRevisionArraysSql, authoredRevisionFromArrays, type AuthoredRevision } from './revision-rows.ts';

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
// caller's level on each, as the CTE `l`.
function levelCtes(targets: string): string {
  return `t AS (SELECT e.id, e.customer_id, e.path FROM document_element e WHERE ${targets}),
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
)`;
}

// The elements of `targets` with the caller's level on each; withRows: every
// column of each too (no second statement for the rows); seenOnly: only those
// the caller sees.
function levelsSql(marker: string, targets: string, withRows: boolean, seenOnly: boolean): string {
  // `marker`: the statement's marker comment, written out where the statement is named.
  const columns = withRows ? `, ${elementColumnsSql('x', ELEMENT_FIELDS.filter((field) => field !== 'id'))}` : ''; // l.id is the id
  const rows = withRows ? ' JOIN document_element x ON x.id = l.id' : '';
  return `${marker}
WITH member_of(group_id) AS (${memberGroupsSql('$1')}),
${levelCtes(targets)}
SELECT l.*${columns} FROM l${rows}${seenOnly ? `\n WHERE ${SEEN_SQL}` : ''}`;
}
// Only the elements the caller sees: one it does not see answers no row, exactly as an id
// nobody has (the loader answers level none for both), so their refusals read the same rows.
const LEVELS_SQL = levelsSql('/* vigil:document-levels */', 'e.id = ANY($2::int[]) AND e.deleted_at IS NULL', false, true);
// A customer's root folder ($2: the customer), deleted or not (a deleted one is `gone`, level 0),
// so that a root read refuses exactly as the path walk it replaces.
const ROOT_TARGET = 'e.customer_id = $2::int AND e.parent_id IS NULL';
const ROOT_LEVEL_SQL = levelsSql('/* vigil:document-root-level */', ROOT_TARGET, true, false);
// The same for a customer named by the caller, whose root it must see or not know of: a root
// it does not see answers no row, as a customer without one (refuseUnseenSpace answers both alike).
const SEEN_ROOT_SQL = levelsSql('/* vigil:document-seen-root */', ROOT_TARGET, true, true);

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

/**
 * The parameters every level statement starts with, in the rule's order: $1 the caller, $2 what
 * the statement reads (`targets`), $3, $4, $5 the customers it holds editDocuments, viewDocuments
 * and manageDocuments for.
 */
async function levelParams(ctx: ServiceContext, targets: number | readonly number[]): Promise<[number, number | number[], number[], number[], number[]]> {
  const viewer = ctx.access.requireViewer();
  const [edit, view, manage] = await Promise.all([roots(ctx, F.editDocuments), roots(ctx, F.viewDocuments), roots(ctx, F.manageDocuments)]);
  return [viewer.userId, typeof targets === 'number' ? targets : [...targets], edit, view, manage];
}

/** Levels of the elements the caller sees among those asked for, in one statement (missing, deleted or hidden: absent, level 0). */
export async function loadLevels(ctx: ServiceContext, ids: readonly number[]): Promise<Map<number, ElementAccess>> {
  const rows = await ctx.sql.query<LevelRow>(LEVELS_SQL, await levelParams(ctx, ids));
  const out = new Map<number, ElementAccess>();
  for (const row of rows) out.set(Number(row.id), accessOf(row));
  return out;
}

/** An element read with the caller's level on it (a customer's root folder, an element a tree starts from): every column, and the access, which primes the request's level loader. */
export interface RootFolder {
  row: DocumentElement;
  access: ElementAccess;
  /** The columns the row holds (a tree statement reads those asked for). */
  shape: RowShape;
}

/**
 * The root folder of customer `customerId` with the caller's level on it, in one
 * statement (null: the customer has none, or there is no such customer; with
 * `seenOnly`, also when the caller does not see it). A root has no parent, so its
 * level is its own.
 *
 * `tree` (its `below` starting with the root's children): the levels below
 * the root, when the caller sees it, are read in the same statement and
 * answered in `answer` (from the root's children on).
 */
export async function rootFolderWithLevel(ctx: ServiceContext, customerId: number, seenOnly = false, tree?: TreeRead, answer: TreeAnswer = []): Promise<RootFolder | null> {
  if (!tree || tree.below.length === 0) {
    const [found] = await ctx.sql.query<LevelRow & Partial<DocumentElement>>(seenOnly ? SEEN_ROOT_SQL : ROOT_LEVEL_SQL, await levelParams(ctx, customerId));
    return found ? rootOf(ctx, found, ALL_COLUMNS) : null;
  }
  return treeFrom(ctx, seenOnly ? 'seen-root' : 'root', customerId, tree, answer);
}

/**
 * The live element `id` with the caller's level on it and the levels below it
 * (`tree`, its children first) in one statement; null when the caller does
 * not see it, exactly as when there is no such element (the same statement,
 * no row of either read).
 */
export function elementTreeWithLevel(ctx: ServiceContext, id: number, tree: TreeRead, answer: TreeAnswer = []): Promise<RootFolder | null> {
  return treeFrom(ctx, 'element', id, tree, answer);
}

/** A tree statement from an element (`key`: the customer of a root, or the element's id), every column of each row. */
async function treeFrom(ctx: ServiceContext, start: Exclude<TreeStart, 'folders'>, key: number, tree: TreeRead, answer: TreeAnswer): Promise<RootFolder | null> {
  const windows = tree.below.slice(0, TREE_DEPTH_MAX);
  const revisions = windows.map((_, i) => tree.revisions[i] === true);
  const rows = treeRowsOf(await ctx.sql.query<TreeStatementRow>(treeLevelsSqlOf(start, windows.length, revisions, tree.fields), [...(await levelParams(ctx, key)), ...windowParams(windows)]));
  const found = rows.find((row) => row.depth === 0);
  if (!found) return null;
  const level: LevelRow = { id: found.id, own_level: found.lvl, path_level: found.path_level!, explicit: found.explicit, gone: found.gone!, manage: found.manage };
  const root = rootOf(ctx, { ...level, ...elementFromArray(tree.fields ?? ELEMENT_FIELDS, found.element_values!) }, { fields: tree.fields, latestRevision: false });
  // Its children are listed only when the caller sees it (one it does not see lists nothing, its edge refuses).
  const byLevel = windows.map(() => new Map<number, ChildPage>());
  if (root.access.level !== LEVEL.NONE && root.row.elementType === 'FOLDER') {
    byLevel[0]!.set(root.access.id, emptyPage({ fields: tree.fields, latestRevision: revisions[0]! }));
  }
  collectLevels(ctx, rows, byLevel, windows, revisions, tree.fields, treeRowOf(tree.fields), new Map([[root.access.id, root.access.explicit]]));
  answer.push(...byLevel);
  return root;
}

const ALL_COLUMNS: RowShape = { fields: null, latestRevision: false };

/** The element out of its level row holding `shape` (priming the loader with its access). */
function rootOf(ctx: ServiceContext, found: LevelRow & Partial<DocumentElement>, shape: RowShape): RootFolder {
  const access = accessOf(found);
  primeLevels(ctx)(access);
  return { row: elementRow(found), access, shape };
}

// The children of visible folders, any number of folders at once: every
// ancestor of a child is its folder or one of the folder's ancestors, already
// known to be reachable, so only each child's own level is left to compute,
// by the same rule (elementLevelSql), with the children's entries aggregated
// in one pass over the folders instead of looked up per child. Per folder:
// its visible children numbered in listing order (folders first, then by
// name) and counted; the rows of the page (offset, take rows) are kept, and
// row 1 of each folder so a page past the end still tells the totals.
// offset + take is summed as bigint: an offset near the largest int must not
// overflow.
//
// `inFolders`: the condition that a column holds one of the folders' ids; `offset`,
// `take`: its parameters for the page; `k`: the CTEs' suffix (one level of a
// tree statement each).
function childLevelCtes(k: number, inFolders: (column: string) => string, offset: string, take: string): string {
  return `r${k} AS (
    SELECT f.id AS folder_id,
           ${roleLevelSql('c')}
      FROM document_element f JOIN customer c ON c.id = f.customer_id WHERE ${inFolders('f.id')}
),
ex${k} AS (
    SELECT a.element_id, ${ENTRY_LEVEL_SQL} AS lvl
      FROM document_access a JOIN document_element c ON c.id = a.element_id
     WHERE ${inFolders('c.parent_id')} AND ${ENTRY_HOLDER_SQL}
     GROUP BY a.element_id
),
leveled${k} AS (
    SELECT e.parent_id, e.id, e.element_type, e.name, e.access_mode = 'EXPLICIT' AS explicit, r.manage,
           (${elementLevelSql('e', 'r', 'ex.lvl')})::int AS lvl,
           count(*) OVER (PARTITION BY e.parent_id) AS all_total
      FROM document_element e JOIN r${k} r ON r.folder_id = e.parent_id LEFT JOIN ex${k} ex ON ex.element_id = e.id
     WHERE ${inFolders('e.parent_id')} AND e.deleted_at IS NULL
),
visible${k} AS (
    SELECT parent_id, id, element_type, explicit, manage, lvl, all_total,
           count(*) OVER (PARTITION BY parent_id) AS visible_total,
           row_number() OVER (PARTITION BY parent_id ORDER BY element_type DESC, name, id) AS rn
      FROM leveled${k} WHERE lvl > 0
),
page${k} AS (
    SELECT * FROM visible${k} WHERE (rn > ${offset} AND rn <= ${offset}::bigint + ${take}) OR rn = 1
)`;
}

const GIVEN_FOLDERS = (column: string) => `${column} = ANY($2::int[])`;
const childColumnsSql = (withRows: boolean) => (withRows ? `, ${elementColumnsSql('x', ELEMENT_FIELDS.filter((field) => field !== 'id'))}` : ''); // v.id is the id
const childRowsSql = (withRows: boolean) => (withRows ? ' JOIN document_element x ON x.id = v.id' : '');
const CHILD_OUTPUT_SQL = 'v.parent_id, v.id, v.explicit, v.manage, v.lvl, v.all_total::int AS all_total, v.visible_total::int AS visible_total, v.rn::int AS rn';

// One level ($2: the folders; $6 offset, $7 rows). withRows: the page's rows
// come with their levels, every column (no second statement for the rows);
// two texts, so two prepared statements at most.
function childLevelsSql(withRows: boolean): string {
  return `/* vigil:document-child-levels */
WITH member_of(group_id) AS (${memberGroupsSql('$1')}),
${childLevelCtes(1, GIVEN_FOLDERS, '$6', '$7')}
SELECT ${CHILD_OUTPUT_SQL}${childColumnsSql(withRows)}
  FROM page1 v${childRowsSql(withRows)}
 ORDER BY v.parent_id, v.rn`;
}
const CHILD_LEVELS_SQL = childLevelsSql(false);
const CHILD_LEVELS_WITH_ROWS_SQL = childLevelsSql(true);

// Where a tree statement starts: below the folders $2 (their visible
// children are level 1), or at an element it answers itself as levelsSql
// does (level 0, with `path_level` and `gone`) and whose children are level 1
// when the caller sees it: customer $2's root folder (as ROOT_LEVEL_SQL;
// `seen-root`: only when the caller sees it, as SEEN_ROOT_SQL), or the live
// element $2 when the caller sees it (`element`, as LEVELS_SQL).
export type TreeStart = 'folders' | 'root' | 'seen-root' | 'element';

const STARTS = {
  root: { marker: '/* vigil:document-root-tree */', target: ROOT_TARGET, seenOnly: false },
  'seen-root': { marker: '/* vigil:document-root-tree */', target: ROOT_TARGET, seenOnly: true },
  element: { marker: '/* vigil:document-element-tree */', target: 'e.id = $2::int AND e.deleted_at IS NULL', seenOnly: true },
} as const;

// What a tree statement answers of each row, in the order of its one JSON array: the entry's
// place and level (the start's `path_level` and `gone`, null below it), then the arrays of the
// element's columns, of its latest revision and of their author (null, null without). One
// array per row, not a column each: the driver converts every column of every row, the JSON
// parser reads a row's array at once (picture (c): Node -0.1 ms per request, PostgreSQL alike).
const TREE_ROW_FIELDS = ['depth', 'parent_id', 'id', 'explicit', 'manage', 'lvl', 'all_total', 'visible_total', 'rn', 'element_type', 'path_level', 'gone'] as const;

interface TreeStatementRow {
  r: readonly unknown[];
}

type TreeRow = ChildRow & { depth: number; path_level: number | null; gone: boolean | null };

/** A tree statement's rows, each named again out of its array. */
function treeRowsOf(rows: readonly TreeStatementRow[]): TreeRow[] {
  const n = TREE_ROW_FIELDS.length;
  return rows.map(({ r }) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) row[TREE_ROW_FIELDS[i]!] = r[i];
    row['element_values'] = r[n];
    row['revision_values'] = r[n + 1];
    row['author_values'] = r[n + 2];
    return row as unknown as TreeRow;
  });
}

// The pages of `depth` levels of a tree, each entry with the columns `fields`
// (null: every column) as one JSON array, the same for every level: the
// columns any level or the start is asked for (treeFields; in picture (c) 10
// of 20, PostgreSQL builds and Node parses about half the JSON). Level k + 1
// lists the folders among level k's page. Per level
// k (from 1) three parameters from $6 on: the offset, the rows read (the page
// and one more) and the rows shown (the folders below those are listed; the
// last level has none). With `revisions[k - 1]`, each document of level k that
// the caller may read (own level read or write: its parents are reachable,
// they listed it) comes with its latest revision (number = the document's
// revision) and that revision's author. One text per start, depth, choice of
// levels and columns; the columns are named once, after the levels' union, so
// that six levels stay a text PostgreSQL keeps prepared (statement-names.ts).
function treeLevelsSql(start: TreeStart, depth: number, revisions: readonly boolean[], fields: readonly ElementField[] | null): string {
  const param = (k: number, i: number) => `$${6 + (k - 1) * 3 + i}`;
  const levels = Array.from({ length: depth }, (_, i) => i + 1);
  const from = start === 'folders' ? null : STARTS[start];
  const fromRoot = from !== null;
  const firstFolders = fromRoot ? (column: string) => `${column} IN (SELECT id FROM root)` : GIVEN_FOLDERS;
  const ctes = levels.map((k) =>
    childLevelCtes(
      k,
      k === 1 ? firstFolders : (column) => `${column} IN (SELECT id FROM page${k - 1} WHERE element_type = 'FOLDER' AND rn > ${param(k - 1, 0)} AND rn <= ${param(k - 1, 0)}::bigint + ${param(k - 1, 2)})`,
      param(k, 0),
      param(k, 1),
    ));
  const withRevisions = revisions.slice(0, depth).some(Boolean);
  const revisionColumn = (on: boolean) => (withRevisions ? `, ${on} AS with_revision` : '');
  const listed = levels.map((k) => `SELECT ${k} AS depth, p.*${revisionColumn(revisions[k - 1] === true)}, NULL::int AS path_level, NULL::boolean AS gone FROM page${k} p`);
  if (from) {
    // The root as a row of the same shape (no parent, no counts); level 1 lists its children only when the caller sees it.
    const seen = from.seenOnly ? ` WHERE ${SEEN_SQL}` : '';
    listed.unshift(
      `SELECT 0 AS depth, NULL::int AS parent_id, l.id, f.element_type, l.explicit, l.manage, l.own_level AS lvl, 0::bigint AS all_total, 0::bigint AS visible_total, 0::bigint AS rn${revisionColumn(false)}, l.path_level, l.gone FROM l JOIN document_element f ON f.id = l.id${seen}`,
    );
  }
  const arrays = [elementArraySql('x', fields ?? ELEMENT_FIELDS), ...(withRevisions ? authoredRevisionArraysSql('rv', 'au') : ['NULL', 'NULL'])];
  const revisionJoin =
    ` LEFT JOIN document_revision rv ON v.with_revision AND v.element_type = 'DOCUMENT' AND v.lvl >= ${LEVEL.READ} AND rv.element_id = v.id AND rv.number = x.revision` +
    ' LEFT JOIN user_account au ON au.id = rv.created_by_id';
  const rootCtes = from
    ? `${levelCtes(from.target)},
root AS (SELECT l.id FROM l JOIN document_element f ON f.id = l.id WHERE ${SEEN_SQL} AND f.element_type = 'FOLDER'),
`
    : '';
  return `${from ? from.marker : '/* vigil:document-tree-levels */'}
WITH member_of(group_id) AS (${memberGroupsSql('$1')}),
${rootCtes}${ctes.join(',\n')},
listed AS (
${listed.join('\nUNION ALL\n')}
)
SELECT json_build_array(${TREE_ROW_FIELDS.map((field) => `v.${field}`).join(', ')}, ${arrays.join(', ')}) AS r
  FROM listed v JOIN document_element x ON x.id = v.id${withRevisions ? revisionJoin : ''}
 ORDER BY v.depth, v.parent_id, v.rn`;
}
// The texts built, by start, depth, levels with revisions and columns. Columns come from
// queries, so the texts are bounded: past TREE_TEXTS_MAX the map starts again (a text is
// cheap to build; PostgreSQL keeps at most the namer's bound prepared: statement-names.ts).
const TREE_LEVELS_SQL = new Map<string, string>();
const TREE_TEXTS_MAX = 256;

/** At most this many levels below a folder are read in one statement (one text, so one prepared statement, per depth). */
export const TREE_DEPTH_MAX = 6;

function treeLevelsSqlOf(start: TreeStart, depth: number, revisions: readonly boolean[], fields: readonly ElementField[] | null): string {
  const key = `${start}:${depth}:${revisions.slice(0, depth).map(Number).join('')}:${fields?.join(',') ?? '*'}`;
  let text = TREE_LEVELS_SQL.get(key);
  if (!text) {
    if (TREE_LEVELS_SQL.size >= TREE_TEXTS_MAX) TREE_LEVELS_SQL.clear();
    TREE_LEVELS_SQL.set(key, (text = treeLevelsSql(start, depth, revisions, fields)));
  }
  return text;
}

// What every tree statement reads of its rows besides the columns asked: the id, the type
// (a start that is no folder is refused) and whether it is deleted (a deleted root is refused).
const TREE_KEYS: ElementField[] = ['id', 'elementType', 'deletedAt'];

/** The columns a tree statement reads of every row: those asked of any of them (null: every column), with its keys. */
export function treeFields(asked: readonly (readonly string[] | null)[]): ElementField[] | null {
  return elementFieldsOf([TREE_KEYS, ...asked]);
}

/** One folder's page of visible children (ids in listing order) with its counts. */
export interface ChildPage {
  page: number[];
  /** With rows asked for: the rows of `page` (and of the row after it, when read), of the shape `shape`. */
  rows: DocumentElement[];
  shape: RowShape;
  visibleTotal: number;
  allTotal: number;
}

interface ChildRow extends Partial<DocumentElement> {
  /** A tree statement's: the element's columns read (elementArraySql), its latest revision's and their author's (null: none). */
  element_values?: readonly unknown[];
  revision_values?: readonly unknown[] | null;
  author_values?: readonly unknown[] | null;
  depth?: number;
  parent_id: number;
  id: number;
  element_type?: string;
  explicit: boolean;
  manage: boolean;
  lvl: number;
  all_total: number;
  visible_total: number;
  rn: number;
}

/** A page of a tree level: `offset`, the rows read (`read`: the page and one more) and those shown (`shown`). */
export interface LevelWindow {
  offset: number;
  read: number;
  shown: number;
}

/** What a tree statement reads beyond one level: the windows of the levels below, and per level (from the first) whether documents come with their latest revision. */
export interface TreeRead {
  below: readonly LevelWindow[];
  revisions: readonly boolean[];
  /** The columns of every row (null: every column). */
  fields: readonly ElementField[] | null;
}

/** What a tree statement answered beyond the first level's pages: the pages of the levels below, by folder, per level (from 0: the second level); a folder listed above has one, possibly empty. */
export type TreeAnswer = Map<number, ChildPage>[];

/**
 * One page (in listing order) of the live children the caller may see, for
 * each of the given visible folders, with the counts, in one statement;
 * primes the request's loader with the page's levels. The one rule for what a
 * folder lists: REST listings and the GraphQL edge both read through here.
 *
 * `tree`: further levels below (the folders among each level's shown rows)
 * and latest revisions, read in the same statement with the columns it names,
 * the pages below answered in `answer`; their levels prime the loader too.
 */
export async function childLevelPages(
  ctx: ServiceContext,
  folders: readonly ElementAccess[],
  offset: number,
  take: number,
  withRows = false,
  tree: TreeRead = { below: [], revisions: [], fields: null },
  answer: TreeAnswer = [],
): Promise<Map<number, ChildPage>> {
  const windows = [{ offset, read: take, shown: take }, ...tree.below.slice(0, TREE_DEPTH_MAX - 1)];
  const revisions = windows.map((_, i) => tree.revisions[i] === true);
  const isTree = windows.length > 1 || revisions.some(Boolean);
  const pages = new Map<number, ChildPage>(folders.map((f) => [f.id, emptyPage({ fields: null, latestRevision: false })]));
  if (folders.length === 0) return pages;
  const params = await levelParams(ctx, [...pages.keys()]);
  if (!isTree) {
    const rows = await ctx.sql.query<ChildRow>(withRows ? CHILD_LEVELS_WITH_ROWS_SQL : CHILD_LEVELS_SQL, [...params, offset, take]);
    collectLevels(ctx, rows, [pages], windows, revisions, null, withRows ? (row) => elementRow(row) : null, new Map(folders.map((f) => [f.id, f.explicit])));
    return pages;
  }
  // The tree statement reads the columns asked of any level at every level, with its rows (the levels below answer them).
  for (const page of pages.values()) page.shape = { fields: tree.fields, latestRevision: revisions[0]! };
  const byLevel = [pages, ...windows.slice(1).map(() => new Map<number, ChildPage>())];
  const rows = treeRowsOf(await ctx.sql.query<TreeStatementRow>(treeLevelsSqlOf('folders', windows.length, revisions, tree.fields), [...params, ...windowParams(windows)]));
  collectLevels(ctx, rows, byLevel, windows, revisions, tree.fields, treeRowOf(tree.fields), new Map(folders.map((f) => [f.id, f.explicit])));
  answer.push(...byLevel.slice(1));
  if (!withRows) for (const page of pages.values()) page.rows = [];
  return pages;
}

/** The element of a tree statement's row, its columns `fields` (null: every one). */
const treeRowOf = (fields: readonly ElementField[] | null) => (row: ChildRow) => elementFromArray(fields ?? ELEMENT_FIELDS, row.element_values!);

const emptyPage = (shape: RowShape): ChildPage => ({ page: [], rows: [], shape, visibleTotal: 0, allTotal: 0 });

/** A tree statement's parameters from $6 on: per level its offset, rows read and rows shown (the last level has no level below to show rows to). */
const windowParams = (windows: readonly LevelWindow[]) => windows.flatMap((w, i) => (i < windows.length - 1 ? [w.offset, w.read, w.shown] : [w.offset, w.read]));

/**
 * The pages of a statement's rows of levels 1 and below (`byLevel[k - 1]`,
 * by folder; with `rowOf`, each entry's row), priming the request's level loader: each entry's level is its
 * own, its explicit mode its own or its folder's (`explicitOf`, by folder,
 * filled in for the folders listed on the way down).
 */
function collectLevels(
  ctx: ServiceContext,
  rows: readonly ChildRow[],
  byLevel: Map<number, ChildPage>[],
  windows: readonly LevelWindow[],
  revisions: readonly boolean[],
  fields: readonly ElementField[] | null,
  rowOf: ((row: ChildRow) => DocumentElement) | null,
  explicitOf: Map<number, boolean>,
): void {
  const prime = primeLevels(ctx);
  const shapeOf = (level: number): RowShape => ({ fields, latestRevision: revisions[level]! });
  for (const row of rows) {
    const level = (row.depth ?? 1) - 1;
    if (level < 0) continue; // the root, read by the caller
    const folderId = Number(row.parent_id);
    const window = windows[level]!;
    let page = byLevel[level]!.get(folderId);
    if (!page) byLevel[level]!.set(folderId, (page = emptyPage(shapeOf(level))));
    page.visibleTotal = Number(row.visible_total);
    page.allTotal = Number(row.all_total);
    const rn = Number(row.rn);
    if (rn <= window.offset) continue;
    const id = Number(row.id);
    const explicit = (explicitOf.get(folderId) ?? false) || row.explicit;
    prime({ id, level: row.lvl as Level, explicit, manager: row.manage });
    page.page.push(id);
    if (rowOf) {
      const element: DocumentElement & { revisions?: AuthoredRevision[] } = rowOf(row);
      if (revisions[level]) {
        // As Prisma reads LATEST_REVISION: none for a folder; for a document the caller may not read none either (the edge refuses it first).
        const latest = row.element_type === 'DOCUMENT' && row.lvl >= LEVEL.READ ? authoredRevisionFromArrays(row.revision_values ?? null, row.author_values ?? null) : null;
        element.revisions = latest ? [latest] : [];
      }
      page.rows.push(element);
    }
    // A folder shown at a level that has one below it: listed there (an empty page when it holds nothing visible).
    if (level + 1 < byLevel.length && row.element_type === 'FOLDER' && rn <= window.offset + window.shown) {
      explicitOf.set(id, explicit);
      if (!byLevel[level + 1]!.has(id)) byLevel[level + 1]!.set(id, emptyPage(shapeOf(level + 1)));
    }
  }
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

// The levels a statement of the request answered beside its rows (a tree's entries, a root read
// with its level), primed into the loader and kept as values too: a field that needs the level of
// such an element (a latest revision: read level) decides without a promise.
const PRIMED = Symbol('primed-levels');
const primedLevels = (ctx: ServiceContext) => requestLoader(ctx, PRIMED, () => new Map<number, ElementAccess>());

/** Primes the request's level loader (and levelNow) with levels a statement answered. */
function primeLevels(ctx: ServiceContext): (access: ElementAccess) => void {
  const loader = levelLoader(ctx);
  const primed = primedLevels(ctx);
  return (access) => {
    loader.clear(access.id).prime(access.id, access);
    primed.set(access.id, access);
  };
}

/** The caller's level on an element when a statement of the request answered it beside its row (else undefined: ask levelLoader). */
export function levelNow(ctx: ServiceContext, id: number): ElementAccess | undefined {
  return primedLevels(ctx).get(id);
}

/** Forget cached levels after a change (access entries, mode, new elements). */
export function forgetLevels(ctx: ServiceContext): void {
  forgetRequestLoaders(ctx, LOADER);
  forgetRequestLoaders(ctx, PRIMED);
}
