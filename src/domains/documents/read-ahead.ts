// Pages of the document tree read before their edges ask (a GraphQL query's
// `children` of `children`, read by one statement: levels.ts' tree
// statements), kept for the request until their edge takes them. What a query
// asks for below an element is told by the schema (src/schema/documents/
// tree-below.ts) as a TreeBelow; each level's pages are kept under the paging
// that level asks for, so an edge takes exactly the page it would read.
import type { ServiceContext } from '../../context.ts';
import type { Paging } from '../common/paging.ts';
import { requestLoader } from '../common/request-loaders.ts';
import { treeFields, type ChildPage, type LevelWindow, type TreeAnswer, type TreeRead } from './levels.ts';

/** A level of the tree asked for below an element: its paging, whether its documents' latest revisions are asked, and which columns of its entries. */
export interface TreeLevel {
  paging: Paging;
  latestRevisions: boolean;
  /** The columns its entries are asked for, as the model names them; null: every column (or unknown). */
  columns: readonly string[] | null;
}

/**
 * What is asked below an element in the same request: per level below (the
 * element's children first), its paging and whether latest revisions are
 * asked (no levels: nothing below, but its own page may have been read
 * ahead). `scope` names the part of the request they are asked in (its root
 * field), so what is read ahead for one part never answers another (a later
 * mutation's).
 */
export interface TreeBelow {
  scope: string;
  levels: TreeLevel[];
}

const READ_AHEAD = Symbol('document-tree-read-ahead');

const pagingKey = (paging: Paging) => `${paging.limit}:${paging.offset}`;
const pageKey = (scope: string, folderId: number, paging: Paging) => `${scope}|${folderId}|${pagingKey(paging)}`;

/** The request's pages read ahead of their edges, by scope, folder and paging. */
const readAhead = (ctx: ServiceContext) => requestLoader(ctx, READ_AHEAD, () => new Map<string, ChildPage>());

/** The window a tree statement reads a level with: the page, one row more (a listing of all beyond the maximum is refused, never cut). */
const windowOf = (paging: Paging): LevelWindow => ({ offset: paging.offset, read: paging.take + 1, shown: paging.take });

/**
 * What a tree statement reads for `levels`: their windows, latest revisions,
 * and the columns any of them (or `start`, the row the statement starts from)
 * is asked for. Every row carries the same columns, so an edge whose query
 * asks for more than was read reads its rows again (shapeAnswers).
 */
export function treeRead(levels: readonly TreeLevel[], start: readonly string[] | null = []): TreeRead {
  return { below: levels.map((level) => windowOf(level.paging)), revisions: levels.map((level) => level.latestRevisions), fields: treeFields([start, ...levels.map((level) => level.columns)]) };
}

/** Keeps a tree statement's pages (`answer[i]`: those of `levels[i]`) for their edges. */
export function keepReadAhead(ctx: ServiceContext, scope: string, levels: readonly TreeLevel[], answer: TreeAnswer): void {
  const ahead = readAhead(ctx);
  answer.forEach((pages, i) => {
    for (const [id, page] of pages) ahead.set(pageKey(scope, id, levels[i]!.paging), page);
  });
}

/** The page of a folder's entries read ahead for this scope and paging, taken (it answers once) when `usable` (default: any), or undefined. */
export function takeReadAhead(ctx: ServiceContext, scope: string, folderId: number, paging: Paging, usable?: (page: ChildPage) => boolean): ChildPage | undefined {
  const ahead = readAhead(ctx);
  const key = pageKey(scope, folderId, paging);
  const page = ahead.get(key);
  if (!page || (usable && !usable(page))) return undefined;
  ahead.delete(key);
  return page;
}
