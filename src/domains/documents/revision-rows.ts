// A document's latest revision with its author, read by a statement of our
// own (the tree statement, levels.ts) as JSON arrays and made the shape
// Prisma's model gives it, so that the GraphQL edge answers it as it answers
// a row Prisma read. Like element-rows.ts: each model's columns named once
// (`satisfies` asks for a new column here), timestamps and bigint converted
// as Prisma converts them; test/documents/element-row-columns.test.ts holds
// every column equal to Prisma's read. Of the author, the columns a reference
// mostly shows.
import type { DocumentRevision, User } from '../../generated/prisma/client.ts';
import { jsonArraySql, rowFromJsonArray, type JsonColumns } from './json-rows.ts';

const REVISION_COLUMNS = {
  id: 'id',
  elementId: 'element_id',
  number: 'number',
  name: 'name',
  mimeType: 'mime_type',
  size: 'size',
  sha256: 'sha256',
  blobId: 'blob_id',
  restoredFrom: 'restored_from',
  createdById: 'created_by_id',
  createdAt: 'created_at',
} as const satisfies Record<keyof DocumentRevision, string>;

/**
 * A revision's author as a statement of ours reads it: the columns a user
 * reference mostly shows (a query that asks for more reads the revision
 * again, through Prisma). Never the password hash.
 */
export type Author = Pick<User, 'id' | 'shortName' | 'name' | 'customerId' | 'domainId' | 'flags'>;

const AUTHOR_COLUMNS = {
  id: 'id',
  shortName: 'short_name',
  name: 'name',
  customerId: 'customer_id',
  domainId: 'domain_id',
  flags: 'flags',
} as const satisfies Record<keyof Author, string>;

/** The revision and its author as JSON arrays (json-rows.ts): the revision's timestamp and size converted back. */
const REVISION_JSON: JsonColumns = { columns: REVISION_COLUMNS, dates: ['createdAt'], bigints: ['size'] };
const AUTHOR_JSON: JsonColumns = { columns: AUTHOR_COLUMNS, dates: [], bigints: [] };

type RevisionField = keyof typeof REVISION_COLUMNS;
type AuthorField = keyof typeof AUTHOR_COLUMNS;
/** Every column of a revision, and those of its author read, as the model names them. */
export const REVISION_FIELDS = Object.keys(REVISION_COLUMNS) as RevisionField[];
export const AUTHOR_FIELDS = Object.keys(AUTHOR_COLUMNS) as AuthorField[];

/** A revision with its author, as the latest revision edge answers it. */
export type AuthoredRevision = DocumentRevision & { createdBy: Author | null };

/** SQL of the revision aliased `revision` and its author aliased `author` as two JSON arrays of every column each (null: none). */
export function authoredRevisionArraysSql(revision: string, author: string): [string, string] {
  const array = (alias: string, model: JsonColumns) => `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE ${jsonArraySql(model, alias)} END`;
  return [array(revision, REVISION_JSON), array(author, AUTHOR_JSON)];
}

/** The revision with its author out of authoredRevisionArraysSql's arrays (null: none). */
export function authoredRevisionFromArrays(revision: readonly unknown[] | null, author: readonly unknown[] | null): AuthoredRevision | null {
  if (!revision) return null;
  return { ...rowFromJsonArray<DocumentRevision>(REVISION_JSON, REVISION_FIELDS, revision), createdBy: author && rowFromJsonArray<Author>(AUTHOR_JSON, AUTHOR_FIELDS, author) };
}

/**
 * Whether a selection reads only these columns and, of the relations named,
 * only theirs (a relation must name its columns: `true` would mean all of them).
 */
function selectsWithin(select: Record<string, unknown>, columns: Record<string, string>, relations: Record<string, Record<string, string>> = {}): boolean {
  return Object.entries(select).every(([key, value]) => {
    if (!value) return true;
    if (Object.hasOwn(columns, key)) return value === true;
    const related = relations[key];
    const nested = (value as { select?: Record<string, unknown> }).select;
    return related !== undefined && typeof value === 'object' && Object.keys(value).length === 1 && nested !== undefined && selectsWithin(nested, related);
  });
}

/** The relation query of a document's latest revision (its revisions, newest first, one): DocumentElement.latestRevision plans it. */
export const LATEST_REVISION = { take: 1, orderBy: { number: 'desc' } } as const;

/**
 * Whether a planned relation query is LATEST_REVISION reading no more than a
 * row of ours holds: the revision's columns and its author's (those read, no
 * relation of the author's).
 */
export function isLatestRevisionQuery(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { take, orderBy, select, ...rest } = value as { take?: unknown; orderBy?: unknown; select?: Record<string, unknown> };
  const newestFirst = typeof orderBy === 'object' && orderBy !== null && Object.keys(orderBy).length === 1 && (orderBy as { number?: unknown }).number === 'desc';
  return take === 1 && newestFirst && Object.keys(rest).length === 0 && select !== undefined && selectsWithin(select, REVISION_COLUMNS, { createdBy: AUTHOR_COLUMNS });
}
