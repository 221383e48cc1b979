// Pages of comments, for any number of cases in one statement: the edge
// Case.comments reads through here, and the REST list (GET /case/{caseID}/comments)
// reads through that edge, so they answer alike. Newest first
// (docs/spec-decisions.md, cases): `limit=1` is the latest comment.
//
// The cases come already loaded with the caller's access (loadCase,
// searchCases): the access laterals decided read level and role there. A case
// the caller may not read (a mutation can answer one, e.g. after an access
// mode change) is NOT_FOUND here, as by id. Internal comments count and show
// only where the caller's role on the case is tech or admin.
import DataLoader from 'dataloader';
import type { ServiceContext } from '../../context.ts';
import type { SqlArg } from '../../db/sql.ts';
import { InvalidFieldError, NotFoundError } from '../../errors.ts';
import { resolvePaging, type Page, type PageRequest, type Paging } from '../common/paging.ts';
import { keyedRequestLoader } from '../common/request-loaders.ts';
import type { CaseView, UserInfo } from './case-view.ts';
import { SqlParams } from './sql-params.ts';
import { loadCaseBatched } from './case-batch-read.ts';

export interface CommentView {
  id: string;
  comment: string;
  internal: boolean;
  author: UserInfo;
  createdAt: Date;
}

/** Internal comments are for the tech role (and above the user role): who may read and write them. The one spelling of that rule. */
export function mayUseInternalComments(view: CaseView): boolean {
  return view.access.role !== 'user';
}

interface CommentRow {
  id: string;
  case_id: number;
  comment: string;
  internal: boolean;
  created_at: Date | string;
  author: UserInfo | string;
  rn: number;
  total: number;
}

// Per case: rows numbered newest first and counted (window functions), the
// page's rows kept, plus row 1 of every case so that a case whose page is
// empty (offset past its end) still reports its count. offset + take is
// summed as bigint: an offset near the largest int must not overflow.
function pageSql(params: SqlParams, caseIds: readonly number[], internalIds: readonly number[], paging: Paging): string {
  const ids = params.add([...caseIds], 'int[]');
  const internal = params.add([...internalIds], 'int[]');
  const offset = params.add(paging.offset, 'int');
  const take = params.add(paging.take, 'int');
  return `/* vigil:case-comment-pages */ SELECT k.id, k.case_id, k.comment, k.internal, k.created_at, k.rn, k.total,
  json_build_object('id', u.id, 'shortName', u.short_name, 'name', u.name,
    'customer', json_build_object('id', x.id, 'shortName', x.short_name, 'name', x.name)) AS author
  FROM (
    SELECT m.id, m.case_id, m.author_id, m.comment, m.internal, m.created_at,
      (row_number() OVER (PARTITION BY m.case_id ORDER BY m.created_at DESC, m.id DESC))::int AS rn,
      (count(*) OVER (PARTITION BY m.case_id))::int AS total
      FROM case_comment m
     WHERE m.case_id = ANY(${ids}) AND (NOT m.internal OR m.case_id = ANY(${internal}))
  ) k
  JOIN user_account u ON u.id = k.author_id
  JOIN customer x ON x.id = u.customer_id
 WHERE (k.rn > ${offset} AND k.rn <= ${offset}::bigint + ${take}) OR k.rn = 1
 ORDER BY k.case_id, k.rn`;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** One page per case, every case in one statement. */
async function loadPages(ctx: ServiceContext, cases: readonly CaseView[], paging: Paging): Promise<(Page<CommentView> | Error)[]> {
  const readable = cases.filter((c) => c.access.read);
  const pages = new Map<number, Page<CommentView>>(readable.map((c) => [c.id, { items: [], count: 0, limit: paging.limit, offset: paging.offset }]));
  if (readable.length > 0) {
    const params = new SqlParams();
    const internalIds = readable.filter(mayUseInternalComments).map((c) => c.id);
    const sql = pageSql(params, readable.map((c) => c.id), internalIds, paging);
    const rows = await ctx.sql.query<CommentRow>(sql, params.values as SqlArg[]);
    for (const row of rows) {
      const page = pages.get(Number(row.case_id))!;
      page.count = Number(row.total);
      if (Number(row.rn) > paging.offset) {
        page.items.push({ id: row.id, comment: row.comment, internal: row.internal, author: json(row.author), createdAt: date(row.created_at) });
      }
    }
  }
  return cases.map((c) => {
    // Decided per view, not per id: the same case may come twice in one batch.
    const page = c.access.read ? pages.get(c.id) : undefined;
    if (!page) return new NotFoundError('Case', c.id);
    // limit=0 ("all") never truncates silently: more than the maximum is a 412, as for every list.
    if (paging.limit === 0 && page.count - paging.offset > ctx.config.paging.maxLimit) {
      return new InvalidFieldError('limit', `limit=0 asks for all ${page.count - paging.offset} comments, more than the maximum of ${ctx.config.paging.maxLimit} per page: page with limit and offset`, 'invalid.field.max', '0');
    }
    return page;
  });
}

// One loader per request and page request: the comments of every case in a
// list that asks for the same page come in one statement. No cache: a page
// depends on the caller's access to the case at the time it is asked for, and
// a mutation earlier in the same request (a comment added, the access mode
// changed, an entry granted or revoked) may have changed either.
const LOADERS = Symbol('comment-pages');

function pageLoader(ctx: ServiceContext, paging: Paging): DataLoader<CaseView, Page<CommentView>, number> {
  return keyedRequestLoader(ctx, LOADERS, `${paging.limit}:${paging.offset}`, () =>
    new DataLoader<CaseView, Page<CommentView>, number>((cases) => loadPages(ctx, cases, paging), { cache: false }));
}

/** A page of the case's comments the caller may see, newest first (limit and offset as every list: default page size, 412 above the maximum). */
export function commentPage(ctx: ServiceContext, view: CaseView, request: PageRequest): Promise<Page<CommentView>> {
  const paging = resolvePaging(ctx.config, request);
  return pageLoader(ctx, paging).load(view);
}

const COMMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One comment by id, with the rule of the case's comment list: its case must
 * be one the caller reads, and an internal comment needs more than the user
 * role on it. Anything else is NOT_FOUND, as a comment that does not exist.
 */
export async function getComment(ctx: ServiceContext, id: string): Promise<CommentView> {
  const missing = () => new NotFoundError('Comment', id);
  if (!COMMENT_ID.test(id)) throw missing();
  const row = await ctx.db.caseComment.findUnique({
    where: { id: id.toLowerCase() },
    select: { id: true, caseId: true, comment: true, internal: true, createdAt: true, author: { select: { id: true, shortName: true, name: true, customer: { select: { id: true, shortName: true, name: true } } } } },
  });
  // A missing comment reads a case that does not exist (id 0): the same work as refusing a hidden one.
  // Batched (loadCase's rule, readableCases): the comments `nodes(ids:)` reads load their cases together.
  const view = await loadCaseBatched(ctx, row?.caseId ?? 0).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!row || !view || !view.access.read || (row.internal && !mayUseInternalComments(view))) throw missing();
  return { id: row.id, comment: row.comment, internal: row.internal, author: row.author, createdAt: row.createdAt };
}
