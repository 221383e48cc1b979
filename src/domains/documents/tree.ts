// The document tree as a graph (picture (c) of issue #20): a folder's
// children, a document's revisions and latest revision, a customer's root
// folder, each for any number of parents in a constant number of statements.
// Every parent of a request that asks for the same page with the same planned
// query goes into one batch (a loader per request, page and query).
//
// The rules are the REST routes' own: a folder lists what childLevelPages
// (levels.ts) lets the caller see, in the REST listing's order and with its
// paging (limit 0: all, more than MAX_PAGE_SIZE a 412 on limit); revisions need
// read level on the document (typedAccessError, as GET /document/{id}/revisions);
// a customer's root folder is the element of that customer without a parent,
// hidden when the caller has no level on it, like GET /customer/{id}; an
// element's parent is the folder read by id (getElement), null where that read
// would refuse.
//
// No cache across batches (cache: false): a mutation earlier in the same
// request (an entry granted, a revision added) may have changed the answer.
// Pages read ahead (read-ahead.ts: a GraphQL query's levels below a folder, in
// one statement) answer once, within the root field that read them.
import DataLoader from 'dataloader';
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { DocumentElement, DocumentRevision } from '../../generated/prisma/client.ts';
import { resolvePaging, type Page, type PageRequest, type Paging } from '../common/paging.ts';
import { withColumns, type PlannedQuery } from '../common/planned-query.ts';
import { keyedRequestLoader } from '../common/request-loaders.ts';
import { plannedRowShape, shapeAnswers } from './element-rows.ts';
import { SEE_REVISIONS } from './documents.ts';
import { getElement, getElementType, typedAccessError } from './elements.ts';
import { childLevelPages, LEVEL, levelLoader, levelNow, type ChildPage, type ElementAccess, type TreeAnswer } from './levels.ts';
import { keepReadAhead, takeReadAhead, treeRead, type TreeBelow } from './read-ahead.ts';

const LOADERS = Symbol('document-tree');

/** The request's loader for one kind of edge, page and planned query (the key names all three: one key, one kind of loader). */
function loaderFor<K, V>(ctx: ServiceContext, key: string, batch: (keys: readonly K[]) => Promise<(V | Error)[]>): DataLoader<K, V> {
  return keyedRequestLoader(ctx, LOADERS, key, () => new DataLoader<K, V>(batch, { cache: false }));
}

const pagingKey = (paging: Paging) => `${paging.limit}:${paging.offset}`;

/** A page of an edge: absent limit means all (up to MAX_PAGE_SIZE), as the REST lists of this area. */
export function edgePaging(ctx: ServiceContext, request: PageRequest): Paging {
  return resolvePaging(ctx.config, { limit: request.limit ?? 0, offset: request.offset ?? 0 });
}

function tooMany(ctx: ServiceContext, what: string, remaining: number): InvalidFieldError {
  return new InvalidFieldError('limit', `limit=0 asks for all ${remaining} ${what}, more than the maximum of ${ctx.config.paging.maxLimit} per page: page with limit and offset`, 'invalid.field.max', '0');
}

/**
 * Pages of many folders' entries: their levels (usually known already), one
 * statement for the visible entries of every folder with their rows (one more
 * for the rows when the query reads relations). With `below`, the same
 * statement reads what is asked below them too (levels, latest revisions) and
 * keeps it for their edges: a folder whose page was read ahead costs no
 * statement.
 */
async function loadFolderPages(ctx: ServiceContext, folderIds: readonly number[], paging: Paging, query: PlannedQuery, below?: TreeBelow): Promise<(Page<DocumentElement> | Error)[]> {
  const levels = await levelLoader(ctx).loadMany(folderIds);
  const access = new Map<number, ElementAccess>();
  levels.forEach((level, i) => {
    if (!(level instanceof Error) && level.level !== LEVEL.NONE) access.set(folderIds[i]!, level);
  });
  // One more than the page: a limit=0 listing above MAX_PAGE_SIZE is a 412, never a silent cut.
  // A query that reads columns only gets its rows from the same statement; one that reads relations from Prisma after it.
  const shape = plannedRowShape(query);
  const withRows = shape !== null;
  const pages = new Map<number, ChildPage>();
  const unread: ElementAccess[] = [];
  for (const folder of access.values()) {
    const page = below && takeReadAhead(ctx, below.scope, folder.id, paging);
    if (page) pages.set(folder.id, page);
    else unread.push(folder);
  }
  // With the levels below, each entry with the columns any level asks for (a level that asks for more, relations, reads its rows again, below).
  const deeper = below?.levels ?? [];
  // The first level's columns are its query's (none when Prisma reads its rows: it reads relations).
  const tree = treeRead([{ paging, latestRevisions: shape?.latestRevision ?? false, columns: shape ? shape.fields : [] }, ...deeper]);
  const answer: TreeAnswer = [];
  const read = await childLevelPages(ctx, unread, paging.offset, paging.take + 1, withRows, { ...tree, below: tree.below.slice(1) }, answer);
  for (const [id, page] of read) pages.set(id, page);
  if (below) keepReadAhead(ctx, below.scope, deeper, answer);
  const ids = [...pages.values()].flatMap((p) => p.page.slice(0, paging.take));
  const only = pages.size === 1 ? [...pages.entries()][0]! : null;
  let rows: DocumentElement[] = [];
  if (shape && [...pages.values()].every((page) => shapeAnswers(page.shape, shape))) {
    rows = [...pages.values()].flatMap((p) => p.rows);
  } else if (ids.length > 0 && only && only[1].visibleTotal === only[1].allTotal) {
    // One folder whose every entry is visible (the usual REST listing): its page is read by position, without an id list.
    rows = (await ctx.db.documentElement.findMany({
      ...withColumns(query, { id: true }),
      where: { parentId: only[0], deletedAt: null },
      orderBy: [{ elementType: 'desc' }, { name: 'asc' }, { id: 'asc' }],
      skip: paging.offset,
      take: paging.take,
    })) as DocumentElement[];
  } else if (ids.length > 0) {
    rows = (await ctx.db.documentElement.findMany({ ...withColumns(query, { id: true }), where: { id: { in: ids }, deletedAt: null } })) as DocumentElement[];
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  return folderIds.map((id) => {
    const folder = access.get(id);
    // A folder the caller does not see (a mutation's answer may show one) is NOT_FOUND, as by id.
    if (!folder) return typedAccessError(null, 'FOLDER', { id, level: LEVEL.NONE, explicit: false, manager: false })!;
    return pageOf(ctx, pages.get(id)!, byId, paging);
  });
}

/** A visible folder's page out of its entries (in listing order) and their rows by id. */
function pageOf(ctx: ServiceContext, page: ChildPage, byId: ReadonlyMap<number, DocumentElement>, paging: Paging): Page<DocumentElement> | InvalidFieldError {
  if (paging.limit === 0 && page.page.length > paging.take) {
    return new InvalidFieldError('limit', `The folder holds more than ${ctx.config.paging.maxLimit} entries: page with limit and offset`, 'invalid.field.max', String(paging.limit));
  }
  // In listing order; read by Prisma after the levels, an entry added or deleted in between is left out.
  const items = page.page.slice(0, paging.take).flatMap((child) => byId.get(child) ?? []);
  return { items, count: page.visibleTotal, limit: paging.limit, offset: paging.offset };
}

/** A page of a visible folder's entries the caller may see, in listing order (folders first, then by name). */
function folderPage(ctx: ServiceContext, folderId: number, paging: Paging, query: PlannedQuery, below?: TreeBelow): Promise<Page<DocumentElement>> {
  const belowKey = below ? `${below.scope}|${below.levels.map((level) => `${pagingKey(level.paging)}/${Number(level.latestRevisions)}/${level.columns?.join('.') ?? '*'}`).join(',')}` : '';
  const key = `folder:${pagingKey(paging)}:${belowKey}:${JSON.stringify(query)}`;
  return loaderFor<number, Page<DocumentElement>>(ctx, key, (ids) => loadFolderPages(ctx, ids, paging, query, below)).load(folderId);
}

/**
 * The REST listing (GET /folder/{id}/content) and folderContent: 404 unless the
 * folder is visible, then one page. `limit` 0 (the default: the spec lists
 * whole folders) means all of them, up to MAX_PAGE_SIZE (412 beyond).
 */
export async function listFolderPage(ctx: ServiceContext, folderId: number, request: PageRequest, query: PlannedQuery): Promise<Page<DocumentElement>> {
  await getElementType(ctx, folderId, 'FOLDER');
  return folderPage(ctx, folderId, edgePaging(ctx, request), query);
}

/**
 * DocumentElement.children: the same page, every folder of a request in one
 * batch; with `below`, the levels asked below it are read in the same
 * statement (their edges then cost none).
 */
export function folderChildren(ctx: ServiceContext, folderId: number, paging: Paging, query: PlannedQuery, below?: TreeBelow): Page<DocumentElement> | Promise<Page<DocumentElement>> {
  // A page read ahead whose rows answer the query is the page, at once: the statement that read it
  // listed the folder, so the caller sees it, and it holds what a batch of this folder would read.
  const shape = below ? plannedRowShape(query) : null;
  const ahead = shape && takeReadAhead(ctx, below!.scope, folderId, paging, (page) => shapeAnswers(page.shape, shape));
  if (!ahead) return folderPage(ctx, folderId, paging, query, below);
  const page = pageOf(ctx, ahead, new Map(ahead.rows.map((row) => [row.id, row])), paging);
  if (page instanceof InvalidFieldError) throw page;
  return page;
}

/** A document as its revisions need it: its id and current revision number. */
export interface RevisedDocument {
  id: number;
  revision: number;
}

/**
 * Revisions of many documents in one statement, newest first. A document's
 * revisions are numbered 1 to its current revision, one added by each change
 * and none ever removed (documents.ts), so a page is a range of numbers.
 */
async function loadRevisions(ctx: ServiceContext, docs: readonly RevisedDocument[], paging: Paging, query: PlannedQuery): Promise<(DocumentRevision[] | Error)[]> {
  const levels = await levelLoader(ctx).loadMany(docs.map((d) => d.id));
  const refusals = docs.map((doc, i) => {
    const level = levels[i]!;
    if (level instanceof Error) return level;
    return typedAccessError('DOCUMENT', 'DOCUMENT', level, LEVEL.READ, SEE_REVISIONS) ?? (paging.limit === 0 && doc.revision - paging.offset > ctx.config.paging.maxLimit ? tooMany(ctx, 'revisions', doc.revision - paging.offset) : null);
  });
  // Per document the numbers of its page (revisions are numbered 1 to its current one), documents with the
  // same current revision in one branch: a tree's documents mostly share a few, and Prisma builds a
  // condition per branch (36 documents at revision 1: 0.39-0.47 ms of Node CPU instead of 0.62-0.81).
  const byRevision = new Map<number, number[]>();
  docs.forEach((doc, i) => {
    if (!refusals[i] && doc.revision > paging.offset) byRevision.set(doc.revision, [...(byRevision.get(doc.revision) ?? []), doc.id]);
  });
  const ranges = [...byRevision].map(([revision, ids]) => ({ elementId: { in: ids }, number: { lte: revision - paging.offset, gt: revision - paging.offset - paging.take } }));
  const rows = ranges.length === 0 ? [] : ((await ctx.db.documentRevision.findMany({ ...withColumns(query, { elementId: true, number: true }), where: { OR: ranges }, orderBy: [{ elementId: 'asc' }, { number: 'desc' }] })) as DocumentRevision[]);
  const byDocument = new Map<number, DocumentRevision[]>();
  for (const row of rows) byDocument.set(row.elementId, [...(byDocument.get(row.elementId) ?? []), row]);
  return docs.map((doc, i) => refusals[i] ?? byDocument.get(doc.id) ?? []);
}

/** A page of a document's revisions, newest first; needs read level (FORBIDDEN with folder level, NOT_FOUND hidden). */
export function documentRevisions(ctx: ServiceContext, doc: RevisedDocument, paging: Paging, query: PlannedQuery): Promise<DocumentRevision[]> {
  const key = `revisions:${pagingKey(paging)}:${JSON.stringify(query)}`;
  return loaderFor<RevisedDocument, DocumentRevision[]>(ctx, key, (docs) => loadRevisions(ctx, docs, paging, query)).load(doc);
}

/** A page of a document's revisions with their count: numbered 1 to its current revision, none ever removed. */
export async function documentRevisionPage(ctx: ServiceContext, doc: RevisedDocument, paging: Paging, query: PlannedQuery): Promise<Page<DocumentRevision>> {
  const items = await documentRevisions(ctx, doc, paging, query);
  return { items, count: doc.revision, limit: paging.limit, offset: paging.offset };
}

/**
 * The newest revision of a document (its current one), read with the document
 * as LATEST_REVISION (`revisions`: a statement of ours or Prisma's); the same
 * rule as its revisions: read level (FORBIDDEN with folder level, NOT_FOUND
 * hidden). Without a promise when the document's level came with its row (a
 * tree's entries: 36 of picture (c)).
 */
export function latestRevision(ctx: ServiceContext, doc: { id: number; revisions: readonly DocumentRevision[] }): DocumentRevision | null | Promise<DocumentRevision | null> {
  const known = levelNow(ctx, doc.id);
  return known ? newestReadable(doc, known) : levelLoader(ctx).load(doc.id).then((level) => newestReadable(doc, level));
}

function newestReadable(doc: { revisions: readonly DocumentRevision[] }, level: ElementAccess): DocumentRevision | null {
  const refusal = typedAccessError('DOCUMENT', 'DOCUMENT', level, LEVEL.READ, SEE_REVISIONS);
  if (refusal) throw refusal;
  return doc.revisions[0] ?? null;
}

/** The root folders of many customers: one statement for the rows, one for the levels (when not known already). */
async function loadRootFolders(ctx: ServiceContext, customerIds: readonly number[], query: PlannedQuery): Promise<(DocumentElement | null)[]> {
  ctx.access.requireViewer();
  // The root is what a path walk starts at (walkPath): the customer's element without a parent.
  const rows = (await ctx.db.documentElement.findMany({ ...withColumns(query, { id: true, customerId: true }), where: { customerId: { in: [...customerIds] }, parentId: null } })) as DocumentElement[];
  const levels = await levelLoader(ctx).loadMany(rows.map((row) => row.id));
  const visible = new Map<number, DocumentElement>();
  rows.forEach((row, i) => {
    const level = levels[i]!;
    if (!(level instanceof Error) && level.level !== LEVEL.NONE) visible.set(row.customerId, row);
  });
  // No root, or one the caller has no level on: null, alike (GET /customer/{id} answers 404 for both).
  return customerIds.map((id) => visible.get(id) ?? null);
}

/** A customer's root folder when the caller may see it, else null. */
export function rootFolderOf(ctx: ServiceContext, customerId: number, query: PlannedQuery): Promise<DocumentElement | null> {
  const key = `root:${JSON.stringify(query)}`;
  return loaderFor<number, DocumentElement | null>(ctx, key, (ids) => loadRootFolders(ctx, ids, query)).load(customerId);
}

/**
 * DocumentElement.parent: the folder holding the element, read as by id
 * (getElement: folder level on it and every parent of it); null for a root
 * folder and where the by-id read would answer NOT_FOUND, without an error. The
 * rows and levels are the request's batched loaders: the parents of any number
 * of elements cost two statements (none for levels already known).
 */
export async function parentFolder(ctx: ServiceContext, parentId: number | null, query: PlannedQuery): Promise<DocumentElement | null> {
  if (parentId === null) return null;
  try {
    return await getElement(ctx, parentId, 'FOLDER', query);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
