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
import { jsonArraySql, rowFromJsonArray, type JsonColumns } from './json-rows.ts';
import { isLatestRevisionQuery } from './revision-rows.ts';
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

/**
 * Every column of an element row as Prisma's model names it (`satisfies`
 * makes the compiler ask for a new column here), for statements of our own
 * that answer rows in the model's shape: the driver adapter converts each
 * column by its database type as findMany does (int[] to numbers, timestamptz
 * to Date) but bigint, which `elementRow` converts, so the rows compare equal
 * (test/documents/element-row-columns.test.ts holds that for every column).
 */
const ELEMENT_COLUMNS = {
  id: 'id',
  customerId: 'customer_id',
  parentId: 'parent_id',
  path: 'path',
  name: 'name',
  elementType: 'element_type',
  accessMode: 'access_mode',
  flags: 'flags',
  mimeType: 'mime_type',
  size: 'size',
  sha256: 'sha256',
  revision: 'revision',
  lockedById: 'locked_by_id',
  lockedUntil: 'locked_until',
  createdById: 'created_by_id',
  updatedById: 'updated_by_id',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  deletedAt: 'deleted_at',
  deletedById: 'deleted_by_id',
} as const satisfies Record<keyof DocumentElement, string>;

export type ElementField = keyof typeof ELEMENT_COLUMNS;
/** Every column, in one fixed order: a statement that reads rows has one text (one prepared statement), whatever the query asks for. */
export const ELEMENT_FIELDS = Object.keys(ELEMENT_COLUMNS) as ElementField[];
const isElementField = (key: string): key is ElementField => Object.hasOwn(ELEMENT_COLUMNS, key);

/** The union of these column lists in ELEMENT_FIELDS' order (one text per set), or null (every column) when one is null or names no column of an element. */
export function elementFieldsOf(lists: readonly (readonly string[] | null)[]): ElementField[] | null {
  const named = new Set<string>();
  for (const list of lists) {
    if (list === null || !list.every(isElementField)) return null;
    for (const field of list) named.add(field);
  }
  return ELEMENT_FIELDS.filter((field) => named.has(field));
}

/**
 * What rows of our statements hold: element columns (null: every one), and
 * whether each document comes with its latest revision and that revision's
 * author (`revisions`, as the planned relation query LATEST_REVISION reads it).
 */
export interface RowShape {
  fields: readonly ElementField[] | null;
  latestRevision: boolean;
}

/**
 * The rows a planned query asks for, when a statement of ours can answer it:
 * columns, and the latest revision with no more than revision-rows.ts reads;
 * null when only Prisma reads it (another relation, a count).
 */
export function plannedRowShape(query: PlannedQuery): RowShape | null {
  const { select, include } = query as { select?: Record<string, unknown>; include?: Record<string, unknown> };
  if (include && Object.values(include).some(Boolean)) return null;
  if (!select) return { fields: null, latestRevision: false };
  let latestRevision = false;
  for (const [key, value] of Object.entries(select)) {
    if (!value) continue;
    if (key === 'revisions' && isLatestRevisionQuery(value)) latestRevision = true;
    else if (value !== true || !isElementField(key)) return null;
  }
  return { fields: ELEMENT_FIELDS.filter((field) => field === 'id' || select[field] === true), latestRevision };
}

/** Whether rows of the shape `held` answer a query asking for `asked`. */
export function shapeAnswers(held: RowShape, asked: RowShape): boolean {
  if (asked.latestRevision && !held.latestRevision) return false;
  if (held.fields === null) return true;
  return asked.fields !== null && asked.fields.every((field) => held.fields!.includes(field));
}

/** SQL that reads these columns of the element aliased `alias`, each named as the model names it. */
export function elementColumnsSql(alias: string, fields: readonly ElementField[] = ELEMENT_FIELDS): string {
  return fields.map((field) => `${alias}.${ELEMENT_COLUMNS[field]} AS "${field}"`).join(', ');
}

/** The element as one JSON array (json-rows.ts): its timestamps and its size converted back. */
const ELEMENT_JSON: JsonColumns = { columns: ELEMENT_COLUMNS, dates: ['lockedUntil', 'createdAt', 'updatedAt', 'deletedAt'], bigints: ['size'] };

/**
 * SQL of one JSON array of these columns of the element aliased `alias`
 * (elementFromArray makes it a row): PostgreSQL builds it and the JSON parser
 * reads it, for less than one column each costs the driver.
 */
export function elementArraySql(alias: string, fields: readonly ElementField[] = ELEMENT_FIELDS): string {
  return jsonArraySql(ELEMENT_JSON, alias, fields);
}

/** The element row out of elementArraySql's array of `fields`: timestamps as Dates, the size a BigInt. */
export function elementFromArray(fields: readonly ElementField[], values: readonly unknown[]): DocumentElement {
  return rowFromJsonArray<DocumentElement>(ELEMENT_JSON, fields, values);
}

/**
 * The element row out of a statement's row that holds its columns (every one,
 * or those a tree statement read) and other columns of its own: a column not
 * read is absent, never undefined (a row answers what it carries:
 * src/graphql/type-selected-columns.ts). Our statements run on the driver
 * adapter (src/db/sql.ts), which answers a bigint column as text: `size`
 * becomes the BigInt Prisma's model holds.
 */
export function elementRow(row: Partial<DocumentElement>): DocumentElement {
  const element: Partial<Record<ElementField, unknown>> = {};
  for (const field of ELEMENT_FIELDS) if (Object.hasOwn(row, field)) element[field] = row[field];
  if (typeof element.size === 'string') element.size = BigInt(element.size);
  return element as DocumentElement;
}
