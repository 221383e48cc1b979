// Folders and documents: finding them (by id or by path), reading, listing,
// adding folders and deleting. Every read goes through the caller's level
// (levels.ts): level 0 is answered 404, never 403, so a hidden element cannot
// be told apart from a missing one.
import type { ServiceContext } from '../../context.ts';
import type { CustomerRef } from '../../auth/access.ts';
import { ConstraintError, ForbiddenError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { DocumentElement, Prisma } from '../../generated/prisma/client.ts';
import type { Config } from '../../config.ts';
import { givenReference, idOrShortName, referenceText, type ShortNameKey } from '../common/identifiers.ts';
import { checkText, type InputRule } from '../common/input-policy.ts';
import { withColumns, type PlannedQuery } from '../common/planned-query.ts';
import { liveElement, plannedRowShape, shapeAnswers, type RowShape } from './element-rows.ts';
import { keepReadAhead, treeRead, type TreeBelow } from './read-ahead.ts';
import { elementTreeWithLevel, forgetLevels, LEVEL, levelLoader, rootFolderWithLevel, type ElementAccess, type Level, type TreeAnswer } from './levels.ts';

export type ElementType = 'FOLDER' | 'DOCUMENT';
export type AccessMode = 'ROLE_BASED' | 'EXPLICIT';

const KIND: Record<ElementType, string> = { FOLDER: 'Folder', DOCUMENT: 'Document' };

/** Where a path-based request points: the customer (id or short name, or the caller's own) and the names below its root. */
export interface PathRef {
  /** The customer whose space it is (absent, null or blank: the caller's own). */
  customer?: ShortNameKey | null;
  path: readonly string[];
}

/**
 * Element names: any character but control characters (spaces, unicode, `%`
 * and `/` included), 1 to 255 characters; `.` and `..` are not names (URL
 * clients resolve them as dot segments, so a path could never reach such an
 * element). A path element that breaks this rule can name nothing: 412 on
 * `path`; a well-formed one that names nothing is 404.
 */
export const ELEMENT_NAME: InputRule = {
  characters: 'line',
  maxLength: 255,
  refuse: (name) => (name === '.' || name === '..' ? `${JSON.stringify(name)} cannot be an element name` : null),
};

export function checkName(config: Config, name: string | null | undefined, field = 'name'): string {
  if (name === undefined || name === null || name.length === 0) throw new InvalidFieldError(field, `${field} is required`);
  return checkText(name, ELEMENT_NAME, config, [field], field);
}

/** The names of a path, each an element name (412 on `path` otherwise). */
export function checkPath(config: Config, names: readonly string[]): readonly string[] {
  names.forEach((name, index) => {
    if (name.length === 0) throw new InvalidFieldError('path', `path[${index}] is empty: element names have at least one character`);
    checkText(name, ELEMENT_NAME, config, ['path', index], 'path');
  });
  return names;
}

/** The element's id with the caller's level; 404 below `min` when hidden, 403 when visible but not enough. */
export async function requireLevel(ctx: ServiceContext, id: number, min: Level, type?: ElementType, action = 'do this'): Promise<ElementAccess> {
  const access = await levelLoader(ctx).load(id);
  if (access.level === LEVEL.NONE) throw elementNotFound(type, id);
  if (access.level < min) throw new ForbiddenError(`Your access level on element ${id} does not allow you to ${action}`);
  return access;
}

/**
 * One element the caller may see, of the type asked for (404 otherwise). The level first, the
 * row only when it is seen: a hidden element is refused after the very work a missing one is
 * (its row is never read nor parsed), so the time of the 404 does not tell which ids exist.
 * Both are batched loads: the reads of one tick (`nodes(ids:)`) cost two statements together.
 */
export async function getElement(ctx: ServiceContext, id: number, type: ElementType | null, query: PlannedQuery, below?: TreeBelow): Promise<DocumentElement> {
  if (below && below.levels.length > 0) return getElementTree(ctx, id, type, query, below);
  await requireLevel(ctx, id, LEVEL.FOLDER, type ?? undefined);
  const row = await liveElement(ctx, id, withColumns(query, { id: true, elementType: true }));
  if (!row || (type && row.elementType !== type)) throw elementNotFound(type, id);
  return row;
}

/** The refusal of an element missing, hidden or of another type than asked: alike, NOT_FOUND. */
function elementNotFound(type: ElementType | null | undefined, id: number): NotFoundError {
  return new NotFoundError(type ? KIND[type] : 'Element', id);
}

/**
 * An element read with its level by a statement of ours (holding `held`: every column, or
 * those a tree statement read) as the planned query asks for it: that row when it holds
 * what the query reads (columns only); else read again by Prisma with the query's columns
 * and relations (`refusal` when it has gone in between).
 */
async function plannedRow(ctx: ServiceContext, row: DocumentElement, held: RowShape, query: PlannedQuery, shape: RowShape | null, refusal: () => Error): Promise<DocumentElement> {
  if (shape && shapeAnswers(held, shape)) return row;
  const read = await liveElement(ctx, row.id, withColumns(query, { id: true, elementType: true }));
  if (!read) throw refusal();
  return read;
}

/**
 * getElement with the levels asked below it (a GraphQL query's `children` of
 * it): its level, its row and the levels below in one statement, kept for
 * their edges. Refused as getElement refuses: hidden and missing alike, after
 * the same statement.
 */
async function getElementTree(ctx: ServiceContext, id: number, type: ElementType | null, query: PlannedQuery, below: TreeBelow): Promise<DocumentElement> {
  const shape = plannedRowShape(query);
  const tree = treeRead(below.levels, shape ? shape.fields : []);
  const answer: TreeAnswer = [];
  const found = await elementTreeWithLevel(ctx, id, tree, answer);
  if (!found || (type && found.row.elementType !== type)) throw elementNotFound(type, id);
  keepReadAhead(ctx, below.scope, below.levels, answer);
  return plannedRow(ctx, found.row, found.shape, query, shape, () => elementNotFound(type, id));
}

/** The customer a path starts at: the caller's own by default; null when none has this id or short name. */
async function customerId(ctx: ServiceContext, key: ShortNameKey | null | undefined): Promise<number | null> {
  const viewer = ctx.access.requireViewer();
  // Absent or blank (REST's `?customer=`, which reaches here as `{ shortName: "" }`): the caller's own.
  const given = givenReference(key);
  if (given === undefined) return viewer.customerId;
  const where = idOrShortName(given, 'Customer', 'customer') as Prisma.CustomerWhereUniqueInput;
  const customer = await ctx.db.customer.findUnique({ where, select: { id: true } });
  return customer?.id ?? null;
}

const WALK_SQL = `/* vigil:document-walk */
WITH RECURSIVE walk(id, depth, element_type) AS (
    SELECT e.id, 0, e.element_type FROM document_element e WHERE e.customer_id = $1 AND e.parent_id IS NULL
    UNION ALL
    SELECT e.id, w.depth + 1, e.element_type
      FROM walk w JOIN document_element e
        ON e.parent_id = w.id AND e.deleted_at IS NULL AND e.name = ($2::text[])[w.depth + 1]
     WHERE w.depth < cardinality($2::text[])
)
SELECT id, depth, element_type, (SELECT r.id FROM walk r WHERE r.depth = 0) AS root_id FROM walk ORDER BY depth DESC LIMIT 1`;

export interface Walked {
  customerId: number;
  /** The deepest element found along the path. */
  id: number;
  /** How many names of the path were found (path.length: all). */
  depth: number;
  elementType: ElementType;
}

/**
 * The refusals of a customer's document space (a path's start, a root folder read): a
 * customer named that is unknown, or whose root folder the caller has no level on (so
 * nothing of its space), is NOT_FOUND as a customer, quoting the reference as given;
 * invisible is nonexistent, in time too: both after the same look-ups (the caller passes
 * the root's level for an unknown customer as well: none). Without a root found the
 * caller's own space is missing too. `rootLevel`: the caller's level on the root, asked
 * for when a customer is named.
 */
function refuseUnseenSpace(customer: ShortNameKey | null | undefined, id: number | null, rootFound: boolean, rootLevel: Level | undefined): void {
  const given = givenReference(customer);
  if (given !== undefined && (!rootFound || id === null || rootLevel === LEVEL.NONE)) throw new NotFoundError('Customer', referenceText(given));
  if (!rootFound || id === null) throw new NotFoundError('Customer', customer !== undefined && customer !== null ? referenceText(customer) : (id ?? 0));
}

/** Follows a path from the customer's root in one statement. */
export async function walkPath(ctx: ServiceContext, ref: PathRef): Promise<Walked> {
  const path = checkPath(ctx.config, ref.path);
  const customer = await customerId(ctx, ref.customer);
  const rows = await ctx.db.$queryRawUnsafe<{ id: number; depth: number; element_type: ElementType; root_id: number }[]>(WALK_SQL, customer ?? 0, [...path]);
  const row = rows[0];
  // A customer named: the caller's level on its root, loaded for an unknown one too (element 0 has none).
  const rootLevel = givenReference(ref.customer) !== undefined ? (await levelLoader(ctx).load(row ? Number(row.root_id) : 0)).level : undefined;
  refuseUnseenSpace(ref.customer, customer, row !== undefined, rootLevel);
  return { customerId: customer!, id: Number(row!.id), depth: Number(row!.depth), elementType: row!.element_type };
}

/** The element a path names; 404 when any part is missing or hidden. */
export async function resolvePath(ctx: ServiceContext, ref: PathRef, type: ElementType | null): Promise<number> {
  const walked = await walkPath(ctx, ref);
  const shown = `/${ref.path.join('/')}`;
  if (walked.depth < ref.path.length) throw new NotFoundError(type ? KIND[type] : 'Element', shown);
  if (type && walked.elementType !== type) throw new NotFoundError(KIND[type], shown);
  return walked.id;
}

/**
 * A customer's root folder (default: the caller's customer), refused as the walk of the
 * empty path and getElement refuse: a customer named whose root the caller has no level
 * on answers as an unknown one, after the same statements. The root and the caller's
 * level on it are one statement; a query that reads more than columns reads the row once
 * more, through Prisma. With `below` (a GraphQL query's `children` of it), the levels
 * asked below the root are read in the same statement and kept for their edges.
 */
export async function getRootFolder(ctx: ServiceContext, customer: ShortNameKey | null, query: PlannedQuery, below?: TreeBelow): Promise<DocumentElement> {
  const id = await customerId(ctx, customer);
  const shape = plannedRowShape(query);
  const tree = below && below.levels.length > 0 ? treeRead(below.levels, shape ? shape.fields : []) : undefined;
  const answer: TreeAnswer = [];
  // A customer named: a root the caller does not see is read as none (no row of it is read).
  const root = await rootFolderWithLevel(ctx, id ?? 0, givenReference(customer) !== undefined, tree, answer);
  refuseUnseenSpace(customer, id, root !== null, root?.access.level);
  const { row, access } = root!;
  if (row.elementType !== 'FOLDER') throw new NotFoundError(KIND.FOLDER, '/');
  if (access.level === LEVEL.NONE || row.deletedAt !== null) throw new NotFoundError(KIND.FOLDER, row.id);
  if (tree) keepReadAhead(ctx, below!.scope, below!.levels, answer);
  return plannedRow(ctx, row, root!.shape, query, shape, () => new NotFoundError(KIND.FOLDER, row.id));
}

/** 404 unless the element exists, is visible and of the type; returns the caller's access. */
export async function getElementType(ctx: ServiceContext, id: number, type: ElementType, min: Level = LEVEL.FOLDER, action?: string) {
  // Batched loads, like getElement's: the revisions `nodes(ids:)` reads check their documents together.
  const [row, access] = await Promise.all([liveElement(ctx, id, { select: { id: true, elementType: true } }), levelLoader(ctx).load(id)]);
  const refused = typedAccessError((row?.elementType ?? null) as ElementType | null, type, access, min, action);
  if (refused) throw refused;
  return access;
}

/**
 * The refusal of getElementType, for an element whose live type (null: missing
 * or deleted) and access are known: NOT_FOUND when missing, of another type or
 * hidden, FORBIDDEN below `min`, null when allowed. The batched edges
 * (tree.ts) decide with it too, so they refuse exactly as the REST routes do.
 */
export function typedAccessError(found: ElementType | null, type: ElementType, access: ElementAccess, min: Level = LEVEL.FOLDER, action?: string): Error | null {
  if (found !== type || access.level === LEVEL.NONE) return new NotFoundError(KIND[type], access.id);
  if (access.level < min) return new ForbiddenError(`Your access level on ${KIND[type].toLowerCase()} ${access.id} does not allow you to ${action ?? 'do this'}`);
  return null;
}

export interface FolderInput {
  name: string;
  accessMode?: AccessMode | null;
}

/** Adds a subfolder; needs write access on the parent. */
export async function addFolder(ctx: ServiceContext, parentId: number, input: FolderInput): Promise<number> {
  const viewer = ctx.access.requireViewer();
  const name = checkName(ctx.config, input.name);
  await getElementType(ctx, parentId, 'FOLDER', LEVEL.WRITE, 'add a subfolder');
  const id = await ctx.db.$transaction(async (tx) => {
    const row = await tx.documentElement.create({
      data: {
        ...(await placeUnder(tx, parentId, name)),
        elementType: 'FOLDER',
        accessMode: input.accessMode ?? 'ROLE_BASED',
        createdById: viewer.userId,
        updatedById: viewer.userId,
      },
      select: { id: true },
    });
    return row.id;
  });
  forgetLevels(ctx);
  return id;
}

/**
 * Where a new element named `name` goes in folder `parentId`: the folder's
 * customer, the folder's path with the folder added, and a name no live
 * element there holds (412 otherwise). Inside the transaction that creates it.
 */
export async function placeUnder(tx: Prisma.TransactionClient, parentId: number, name: string): Promise<{ customerId: number; parentId: number; path: number[]; name: string }> {
  const parent = await tx.documentElement.findUniqueOrThrow({ where: { id: parentId }, select: { customerId: true, path: true } });
  await refuseExisting(tx, parentId, name);
  return { customerId: parent.customerId, parentId, path: [...parent.path, parentId], name };
}

export async function refuseExisting(tx: Prisma.TransactionClient, parentId: number, name: string): Promise<void> {
  const existing = await tx.documentElement.findFirst({ where: { parentId, name, deletedAt: null }, select: { id: true, elementType: true } });
  if (existing) {
    throw new ConstraintError(
      `An element named ${JSON.stringify(name)} already exists in folder ${parentId}`,
      'document.element.exists',
      name,
    );
  }
}

/** Creates the missing folders of a path (rule 1, createMissing); returns the last folder's id. */
export async function addMissingFolders(ctx: ServiceContext, walked: Walked, names: readonly string[]): Promise<number> {
  let parent = walked.id;
  if (walked.elementType !== 'FOLDER') throw new ConstraintError(`${names.slice(0, walked.depth).join('/')} is a document, not a folder`, 'document.parent.not.folder');
  for (const name of names.slice(walked.depth)) parent = await addFolder(ctx, parent, { name: checkName(ctx.config, name, 'path') });
  return parent;
}

/**
 * The folder a path names, to add below it (spec rule 1): 404 when it names
 * a document; when a part is missing, 404 (document.parent.missing, nothing
 * created) unless createMissing, which adds the missing folders.
 */
export async function folderAtPath(ctx: ServiceContext, ref: PathRef, createMissing: boolean): Promise<number> {
  const found = await folderOrMissingAtPath(ctx, ref, createMissing);
  return typeof found === 'number' ? found : addMissingFolders(ctx, found.walked, found.names);
}

/** The folder a path names, or (createMissing) where the existing path stops and the names still to create. */
export type FolderOrMissing = number | { walked: Walked; names: readonly string[] };

/**
 * The folder a path names, or what is missing of it without creating it yet:
 * an upload creates missing folders only once its content is accepted, so a
 * refused upload leaves none behind (addDocumentCreatingFolders).
 */
export async function folderOrMissingAtPath(ctx: ServiceContext, ref: PathRef, createMissing: boolean): Promise<FolderOrMissing> {
  const walked = await walkPath(ctx, ref);
  const shown = `/${ref.path.join('/')}`;
  if (walked.depth === ref.path.length) {
    if (walked.elementType !== 'FOLDER') throw new NotFoundError('Folder', shown);
    return walked.id;
  }
  if (!createMissing) throw new NotFoundError('Folder', shown, 'document.parent.missing');
  return { walked, names: ref.path };
}

/** A document's path split into its parent folders and its name, both checked (412) before anything is read or created. */
export function splitDocumentPath(config: Config, names: readonly string[]): { parents: string[]; name: string } {
  if (names.length === 0) throw new InvalidFieldError('path', 'The path must end in the document name');
  const parents = names.slice(0, -1);
  const name = names[names.length - 1]!;
  checkName(config, name);
  checkPath(config, parents);
  return { parents, name };
}

export type DeleteMode = 'DELETE_IF_EMPTY' | 'DELETE_CASCADE';

/**
 * Soft delete: the element (and for DELETE_CASCADE its whole subtree) gets
 * deletedAt; rows, revisions and content stay, so an administrator can
 * recover them. Needs write access on the element; a lock held by someone
 * else on a document inside refuses the delete.
 */
export async function deleteElement(ctx: ServiceContext, id: number, type: ElementType, mode: DeleteMode = 'DELETE_IF_EMPTY'): Promise<void> {
  const viewer = ctx.access.requireViewer();
  await getElementType(ctx, id, type, LEVEL.WRITE, 'delete it');
  await ctx.db.$transaction(async (tx) => {
    const row = await tx.documentElement.findUniqueOrThrow({ where: { id }, select: { parentId: true, lockedById: true, lockedUntil: true, lockedBy: { select: { shortName: true } } } });
    if (row.parentId === null) throw new ConstraintError('A customer\'s root folder cannot be deleted', 'document.root.delete');
    const now = new Date();
    const subtree: Prisma.DocumentElementWhereInput = type === 'FOLDER' ? { path: { has: id }, deletedAt: null } : { id: -1 };
    if (type === 'FOLDER') {
      const entries = await tx.documentElement.count({ where: { parentId: id, deletedAt: null } });
      if (entries > 0 && mode === 'DELETE_IF_EMPTY') {
        throw new ConstraintError(`Folder ${id} is not empty (${entries} entries); use mode DELETE_CASCADE`, 'document.folder.not.empty');
      }
    }
    const locked = await tx.documentElement.findFirst({
      where: { OR: [{ id }, subtree], lockedUntil: { gt: now }, NOT: { lockedById: viewer.userId } },
      select: { id: true, lockedUntil: true, lockedBy: LOCK_HOLDER },
    });
    if (locked) throw await lockedError(ctx, locked.id, locked.lockedBy, locked.lockedUntil!);
    await tx.documentElement.updateMany({ where: { OR: [{ id }, subtree] }, data: { deletedAt: now, deletedById: viewer.userId } });
  });
  forgetLevels(ctx);
}

/** What a lock question selects of the holder: enough to name it, and to know whether the caller may. */
export const LOCK_HOLDER = { select: { shortName: true, customer: { select: { id: true, path: true } } } } as const;

type LockHolder = { shortName: string; customer: CustomerRef } | null;

/**
 * How a lock message names the holder (docs/spec-decisions.md, Locks): by short name when the
 * caller may see the holder's customer (the reference rule, `AccessService.reaches`), otherwise
 * as "another user", so a message never names someone the caller may not know exists. The
 * holder's customer path comes with the row, so this costs no look-up (it runs inside
 * transactions).
 */
export async function lockHolderName(ctx: ServiceContext, holder: LockHolder): Promise<string> {
  if (holder && (await ctx.access.reaches(holder.customer))) return holder.shortName;
  return 'another user';
}

export async function lockedError(ctx: ServiceContext, id: number, holder: LockHolder, until: Date): Promise<ConstraintError> {
  const name = await lockHolderName(ctx, holder);
  return new ConstraintError(`Document ${id} is locked by ${name} until ${until.toISOString()}`, 'document.locked', `${name}@${until.toISOString()}`);
}

/** Names of elements by id (parent element info), for any number of elements in one statement. */
export async function elementNames(ctx: ServiceContext, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await ctx.db.documentElement.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } });
  return new Map(rows.map((r) => [r.id, r.name]));
}
