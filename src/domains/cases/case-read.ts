// Reading cases: by id and by search. One statement per page (plus the count),
// whatever the number of cases, tags or watchers; the access matrix is a
// lateral join inside it (access-sql.ts), never a filter after loading.
import { reachSql, type ReachableCustomers } from '../../auth/access.ts';
import type { ServiceContext } from '../../context.ts';
import type { SqlArg } from '../../db/sql.ts';
import { ForbiddenError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import { containsPattern, searchKeywords } from '../common/input-policy.ts';
import type { NodeTypeName } from '../common/global-id.ts';
import { givenReferences, intId, nodeId, referenceKey, type ShortNameReference } from '../common/identifiers.ts';
import { resolvePaging, totalOf, type Page, type PageRequest, type Paging } from '../common/paging.ts';
import { sortInput, sortKeys, type OrderKey } from '../common/sorting.ts';
import { accessSql } from './access-sql.ts';
import { CASE_COLUMNS, caseFromRow, type CaseRow, type CaseView } from './case-view.ts';
import { CLOSED_STATUS, type AccessMode, type CasePriority, type CaseStatus, type CaseTypeValue } from './enums.ts';
import { SqlParams } from './sql-params.ts';

/** Cases are read with SQL of our own, on the driver adapter (src/db/sql.ts: a third of Prisma's raw-query cost per statement). */
async function rows<T extends object>(ctx: ServiceContext, sql: string, params: SqlParams): Promise<T[]> {
  return ctx.sql.query<T>(sql, params.values as SqlArg[]);
}

// The markers name the prepared statements (src/db/statement-names.ts): fixed
// strings, one per kind of read. A search's text changes with its criteria;
// the namer prepares each further text under the marker only once it is used
// often, within the one limit on prepared statements.
const MARKERS = {
  byId: '/* vigil:case-by-id */',
  byIds: '/* vigil:cases-by-ids */',
  search: '/* vigil:cases-search */',
  count: '/* vigil:cases-count */',
  ofCustomers: '/* vigil:cases-of-customers */',
} as const;

function caseQuery(ctx: ServiceContext, params: SqlParams, where: (p: SqlParams) => string, tail = '', columns = CASE_COLUMNS, marker: string = MARKERS.search): string {
  const viewer = ctx.access.requireViewer();
  const access = accessSql(viewer, params);
  const body = `WITH RECURSIVE ${access.ctes}
SELECT ${columns}
  FROM support_case c
  JOIN customer cu ON cu.id = c.customer_id
  JOIN case_service s ON s.id = c.service_id
  ${access.laterals}
 WHERE ${where(params)} ${tail}`;
  return `${marker} ${body}`;
}

export function parseCaseId(raw: string | number, field = 'caseID'): number {
  return nodeId(raw, 'Case', field, `${field} must be a case id (a positive whole number)`);
}

/**
 * A case of the search's `caseID` criterion: a Case's global id or a case id.
 * The criterion was an Int list, so it reads as intId does: any 32-bit whole
 * number (a negative one matches no case, as before) with the refusals REST
 * always gave ("caseID must be a whole number").
 */
export function caseIdCriterion(raw: string | number, field: string): number {
  return intId(raw, 'Case', field);
}

/**
 * The case with the caller's access. A case the caller may not read is
 * "not found" (404), exactly like a missing one: existence is not revealed.
 */
/** `field`: the input field that names the case, in a refusal of its value (default caseID, REST's path parameter). */
export async function loadCase(ctx: ServiceContext, rawId: string | number, field?: string): Promise<CaseView> {
  const id = parseCaseId(rawId, field);
  const params = new SqlParams();
  const sql = caseQuery(ctx, params, (p) => `c.id = ${p.add(id, 'int')} AND lv.read`, '', CASE_COLUMNS, MARKERS.byId);
  const [row] = await rows<CaseRow>(ctx, sql, params);
  if (!row) throw new NotFoundError('Case', id);
  const view = caseFromRow(row);
  ctx.access.knowPaths([view.customer]);
  return view;
}

export type NeededLevel = 'read' | 'write' | 'owner';

/**
 * The level check on a case already loaded with the caller's access: 404 (as a missing case)
 * without read, 403 without the level needed.
 */
export function requireLevel(view: CaseView, level: NeededLevel): CaseView {
  if (!view.access.read) throw new NotFoundError('Case', view.id);
  if (level === 'write' && !view.access.write) throw new ForbiddenError('Write access to this case is required', 'case.access.write.required');
  if (level === 'owner' && !view.access.owner) throw new ForbiddenError('Owner access to this case is required', 'case.access.owner.required');
  return view;
}

/** loadCase, then 403 unless the caller has the level (read is implied by finding it). */
export async function loadCaseFor(ctx: ServiceContext, rawId: string | number, level: NeededLevel, field?: string): Promise<CaseView> {
  return requireLevel(await loadCase(ctx, rawId, field), level);
}

/** Ids of the cases among `ids` that the caller may read (one statement): for validating case references. */
export async function readableCases(ctx: ServiceContext, ids: readonly number[]): Promise<Map<number, CaseView>> {
  if (ids.length === 0) return new Map();
  const params = new SqlParams();
  const sql = caseQuery(ctx, params, (p) => `c.id = ANY(${p.add([...ids], 'int[]')}) AND lv.read`, '', CASE_COLUMNS, MARKERS.byIds);
  const found = await rows<CaseRow>(ctx, sql, params);
  return new Map(found.map((row) => [Number(row.id), caseFromRow(row)]));
}

export interface CaseCriteria {
  keywords?: readonly string[] | null;
  /** Global ids of cases or case ids (caseIdCriterion); REST's numbers arrive as their text. */
  caseID?: readonly (string | number)[] | null;
  customer?: readonly ShortNameReference[] | null;
  service?: readonly ShortNameReference[] | null;
  status?: readonly CaseStatus[] | null;
  priority?: readonly CasePriority[] | null;
  type?: readonly CaseTypeValue[] | null;
  accessMode?: readonly AccessMode[] | null;
  reporter?: readonly ShortNameReference[] | null;
  assignedUser?: readonly ShortNameReference[] | null;
  assignedTech?: readonly ShortNameReference[] | null;
  tags?: readonly string[] | null;
  startTimestamp?: Date | null;
  endTimestamp?: Date | null;
  /** true: every status but closed (docs/spec-decisions.md, cases); false: closed only. */
  open?: boolean | null;
  subCriteria?: readonly CaseSubCriteria[] | null;
}
export interface CaseSubCriteria extends CaseCriteria {
  /** Removes what it matches. */
  exclude?: boolean | null;
  /** Must match. */
  required?: boolean | null;
}
export interface CaseSearch extends CaseCriteria, PageRequest {
  sortBy?: readonly string[] | null;
  orderBy?: readonly OrderKey[] | null;
}

export const CASE_SORTABLE: Record<string, string> = {
  id: 'c.id',
  createdTimestamp: 'c.created_at',
  lastUpdatedTimestamp: 'c.updated_at',
  subject: 'c.subject',
  status: 'c.status',
  priority: `array_position(ARRAY['low','medium','high','critical'], c.priority)`,
};

function orderSql(sortBy: readonly string[] | null | undefined): string {
  const keys = sortKeys(sortBy && sortBy.length > 0 ? sortBy : ['-id'], CASE_SORTABLE);
  const parts = keys.map(({ target, descending }) => `${target} ${descending ? 'DESC' : 'ASC'}`);
  if (!keys.some((k) => k.target === CASE_SORTABLE['id'])) parts.push('c.id DESC');
  return parts.join(', ');
}

/**
 * References (`CustomerRef`, `UserRef`, `CaseServiceRef`: any matches), resolved inside the
 * statement. `{ id }` is a numeric id or a global id of `type` (another type's, or no id, is a
 * 412 naming `field`); `{ shortName }` is matched as given (one that is no short name matches
 * nothing, as the text did).
 */
function refIn(column: string, table: string, refs: readonly ShortNameReference[], p: SqlParams, type: NodeTypeName, field: string, visible = 'true'): string {
  const ids: number[] = [];
  const shortNames: string[] = [];
  for (const ref of refs) {
    const given = referenceKey(ref, 'shortName', field);
    if ('id' in given) ids.push(nodeId(given.id, type, field, `${field}.id must be a global id or a numeric id`));
    else shortNames.push(given.key.trim());
  }
  return `${column} IN (SELECT id FROM ${table} WHERE (id = ANY(${p.add(ids, 'int[]')}) OR short_name = ANY(${p.add(shortNames, 'text[]')})) AND ${visible})`;
}

/**
 * Users a criterion may name: those the caller may see (reachSql). A user of a
 * customer out of reach matches nothing, exactly as a name nobody has: a case it
 * reported shows it as a hidden stub, and searching by it must not unmask it.
 */
const visibleUser = (reach: ReachableCustomers, p: SqlParams) => reachSql('customer_id', reach, (ids) => p.add(ids, 'int[]'));

/** One criteria object as a SQL condition (true when empty); `prefix` names its fields in errors (`subCriteria.`). */
function criteriaSql(criteria: CaseCriteria, p: SqlParams, reach: ReachableCustomers, prefix = ''): string {
  const parts: string[] = [];
  const has = <T>(list: readonly T[] | null | undefined): list is readonly T[] => !!list && list.length > 0;
  const keywords = searchKeywords(criteria.keywords);
  if (keywords.length > 0) {
    const patterns = p.add(keywords.map(containsPattern), 'text[]');
    parts.push(`(c.subject ILIKE ANY(${patterns}) OR c.description ILIKE ANY(${patterns})
      OR EXISTS (SELECT 1 FROM case_tag kt WHERE kt.case_id = c.id AND kt.tag ILIKE ANY(${patterns})))`);
  }
  if (has(criteria.caseID)) parts.push(`c.id = ANY(${p.add(criteria.caseID.map((id) => caseIdCriterion(id, `${prefix}caseID`)), 'int[]')})`);
  // A blank reference names nothing and filters nothing (givenReferences), as in every list.
  const customers = givenReferences(criteria.customer);
  if (has(customers)) parts.push(refIn('c.customer_id', 'customer', customers, p, 'Customer', `${prefix}customer`));
  const services = givenReferences(criteria.service);
  if (has(services)) parts.push(refIn('c.service_id', 'case_service', services, p, 'CaseService', `${prefix}service`));
  const reporters = givenReferences(criteria.reporter);
  if (has(reporters)) parts.push(refIn('c.reporter_id', 'user_account', reporters, p, 'User', `${prefix}reporter`, visibleUser(reach, p)));
  const assignedUsers = givenReferences(criteria.assignedUser);
  if (has(assignedUsers)) parts.push(refIn('c.assigned_user_id', 'user_account', assignedUsers, p, 'User', `${prefix}assignedUser`, visibleUser(reach, p)));
  const assignedTechs = givenReferences(criteria.assignedTech);
  if (has(assignedTechs)) parts.push(refIn('c.assigned_tech_id', 'user_account', assignedTechs, p, 'User', `${prefix}assignedTech`, visibleUser(reach, p)));
  if (has(criteria.status)) parts.push(`c.status = ANY(${p.add([...criteria.status], 'text[]')})`);
  if (has(criteria.priority)) parts.push(`c.priority = ANY(${p.add([...criteria.priority], 'text[]')})`);
  if (has(criteria.type)) parts.push(`c.type = ANY(${p.add([...criteria.type], 'text[]')})`);
  if (has(criteria.accessMode)) parts.push(`c.access_mode = ANY(${p.add([...criteria.accessMode], 'text[]')})`);
  if (has(criteria.tags)) parts.push(`EXISTS (SELECT 1 FROM case_tag t WHERE t.case_id = c.id AND t.tag = ANY(${p.add([...criteria.tags], 'text[]')}))`);
  if (criteria.startTimestamp) parts.push(`c.created_at >= ${p.add(criteria.startTimestamp.toISOString(), 'timestamptz')}`);
  if (criteria.open != null) parts.push(`c.status ${criteria.open ? '<>' : '='} ${p.add(CLOSED_STATUS, 'text')}`);
  if (criteria.endTimestamp) parts.push(`c.created_at < ${p.add(criteria.endTimestamp.toISOString(), 'timestamptz')}`);
  const subs = criteria.subCriteria ?? [];
  const optional: string[] = [];
  for (const sub of subs) {
    const condition = criteriaSql(sub, p, reach, `${prefix}subCriteria.`);
    if (sub.exclude) parts.push(`NOT (${condition})`);
    else if (sub.required) parts.push(`(${condition})`);
    else optional.push(`(${condition})`);
  }
  if (optional.length > 0) parts.push(`(${optional.join(' OR ')})`);
  return parts.length > 0 ? parts.join(' AND ') : 'true';
}

function checkDepth(criteria: CaseCriteria, depth = 0): void {
  if (depth > 5) throw new InvalidFieldError('subCriteria', 'subCriteria nest at most 5 levels deep');
  for (const sub of criteria.subCriteria ?? []) checkDepth(sub, depth + 1);
}

function timedOut(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth += 1) {
    const o = e as { code?: unknown; originalCode?: unknown; message?: unknown };
    if (o.code === '57014' || o.originalCode === '57014' || (typeof o.message === 'string' && o.message.includes('statement timeout'))) return true;
  }
  return false;
}

/**
 * The count, or -1 when it takes longer than CASES_SEARCH_COUNT_TIMEOUT_MS
 * (the spec's "counting timed out"): the timeout is local to a transaction
 * holding only the count, so the page never waits for it.
 */
async function countWithin(ctx: ServiceContext, sql: string, params: SqlParams): Promise<number> {
  const ms = ctx.config.cases.searchCountTimeoutMs;
  if (ms === 0) return Number((await rows<{ n: number }>(ctx, sql, params))[0]?.n ?? 0);
  try {
    return await ctx.db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL statement_timeout = ${Math.floor(ms)}`);
      const found = await tx.$queryRawUnsafe<{ n: number }[]>(sql, ...params.values);
      return Number(found[0]?.n ?? 0);
    });
  } catch (error) {
    if (timedOut(error)) return -1;
    throw error;
  }
}

/** POST /case/search: the page, and the count (with a time limit) only when the page does not end the list. */
export async function searchCases(ctx: ServiceContext, search: CaseSearch): Promise<Page<CaseView>> {
  ctx.access.requireViewer();
  checkDepth(search);
  const paging = resolvePaging(ctx.config, search);
  const order = orderSql(sortInput(search));
  const countParams = new SqlParams();
  const reach = await ctx.access.reachableCustomers();
  const countSql = caseQuery(ctx, countParams, (p) => `lv.read AND ${criteriaSql(search, p, reach)}`, '', 'count(*)::int AS n', MARKERS.count);
  const pageParams = new SqlParams();
  const where = (p: SqlParams) => `lv.read AND ${criteriaSql(search, p, reach)}`;
  // One row more than the page: whether more follow (limit=0, "all": whether all would be too many), and
  // a page that ends the list knows its count without the counting statement and its transaction.
  const pageSql = caseQuery(ctx, pageParams, where, `ORDER BY ${order} LIMIT ${pageParams.add(paging.take + 1, 'int')} OFFSET ${pageParams.add(paging.offset, 'int')}`);
  const pageRows = await rows<CaseRow>(ctx, pageSql, pageParams);
  if (paging.limit === 0 && pageRows.length > ctx.config.paging.maxLimit) {
    throw new InvalidFieldError('limit', `limit=0 asks for more cases than ${ctx.config.paging.maxLimit}: page with limit and offset`, 'invalid.field.max', '0');
  }
  const count = await totalOf(paging, pageRows.length, () => countWithin(ctx, countSql, countParams));
  const items = pageRows.slice(0, paging.take).map(caseFromRow);
  // The cases' customers' paths came with them: the references the answer screens (authors, subjects of the same customers) need no look-up.
  ctx.access.knowPaths(items.map((item) => item.customer));
  return { items, count, limit: paging.limit, offset: paging.offset };
}

export interface CustomerCasePage {
  rows: CaseView[];
  count: number;
}

/**
 * Customer.cases: a page of each customer's cases the caller may read, as the
 * search answers them with `customer` set to that customer (the same access
 * laterals, newest first), for any number of customers in one statement: rows
 * numbered and counted per customer (window functions), the page's rows kept,
 * plus row 1 of each customer so that an empty page still reports its count.
 */
export async function casePagesOfCustomers(ctx: ServiceContext, customerIds: readonly number[], paging: Paging): Promise<Map<number, CustomerCasePage>> {
  const pages = new Map<number, CustomerCasePage>(customerIds.map((id) => [id, { rows: [], count: 0 }]));
  if (customerIds.length === 0) return pages;
  const params = new SqlParams();
  const columns = `${CASE_COLUMNS},
  (row_number() OVER (PARTITION BY c.customer_id ORDER BY c.id DESC))::int AS edge_rn,
  (count(*) OVER (PARTITION BY c.customer_id))::int AS edge_total`;
  const inner = caseQuery(ctx, params, (p) => `lv.read AND c.customer_id = ANY(${p.add([...customerIds], 'int[]')})`, '', columns, '');
  const offset = params.add(paging.offset, 'int');
  // limit=0 ("all"): one row more than the maximum tells whether all would be too many.
  const take = params.add(paging.limit === 0 ? ctx.config.paging.maxLimit + 1 : paging.take, 'int');
  const sql = `${MARKERS.ofCustomers} SELECT * FROM (${inner.trim()}) e
 WHERE (e.edge_rn > ${offset} AND e.edge_rn <= ${offset}::bigint + ${take}) OR e.edge_rn = 1
 ORDER BY (e.customer->>'id')::int, e.edge_rn`;
  for (const row of await rows<CaseRow & { edge_rn: number; edge_total: number }>(ctx, sql, params)) {
    const view = caseFromRow(row);
    const page = pages.get(view.customer.id)!;
    page.count = Number(row.edge_total);
    if (Number(row.edge_rn) > paging.offset) page.rows.push(view);
  }
  return pages;
}
