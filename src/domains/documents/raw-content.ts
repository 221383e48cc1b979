// Document content as bytes, one entry per way in: a raw upload into a
// folder, a raw upload at a path (optionally creating the missing folders),
// and the downloads by id, by revision and by path. The REST content routes
// read the request into these inputs and answer what they return; every rule
// is here. Whatever can refuse an upload is checked before a byte is stored
// and before a missing folder is created: bad input changes nothing.
import type { Readable } from 'node:stream';
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError, UnsupportedMediaTypeError } from '../../errors.ts';
import { wholeId } from '../common/identifiers.ts';
import { addDocument, addDocumentUnder, readContent, storeContent, type Content } from './documents.ts';
import { folderOrMissingAtPath, resolvePath, splitDocumentPath, type AccessMode, type FolderOrMissing } from './elements.ts';

/** A raw body as it arrives, with what its request says about it. */
export interface RawBody {
  /** The declared media type (Content-Type): the document's own. */
  mediaType: string | undefined;
  /** The declared length in bytes (Content-Length), if any. */
  declaredLength: string | undefined;
  stream: Readable;
}

export interface RawUploadOptions {
  overwriteExisting: boolean;
  accessMode: AccessMode | null;
}

export interface Written {
  id: number;
  /** A new document (false: a new revision of the one there). */
  created: boolean;
}

/** A document path below a customer's root (the caller's own when `customer` is null). */
export interface DocumentPath {
  customer: string | null;
  names: readonly string[];
}

/** A JSON media type (`application/json`, `application/x+json`, with parameters): a request to parse, never raw content. */
export function isJsonMediaType(type: string | undefined): boolean {
  return /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i.test(type ?? '');
}

/** The raw body's media type: forms are not documents, and JSON is a request, not raw content (405). */
function rawMediaType(declared: string | undefined): string {
  const type = (declared ?? '').trim();
  if (!type || /^multipart\//i.test(type) || /^application\/x-www-form-urlencoded/i.test(type) || isJsonMediaType(type)) {
    throw new UnsupportedMediaTypeError(type || undefined);
  }
  return type;
}

/** 412 before reading a byte when the declared length is above the limit. */
function checkDeclaredLength(ctx: ServiceContext, declared: string | undefined): void {
  const max = ctx.config.documents.maxBytes;
  if (Number(declared ?? 0) > max) throw new InvalidFieldError('body', `Content is larger than the limit of ${max} bytes`, 'invalid.field.max', String(max));
}

/** Into folder `parent`, or under the folders of `parent.names` from where the existing path stops. */
function store(ctx: ServiceContext, parent: FolderOrMissing, name: string, mimeType: string, body: RawBody, options: RawUploadOptions): Promise<Written> {
  const input = { name, mimeType, accessMode: options.accessMode, overwriteExisting: options.overwriteExisting };
  const content = () => storeContent(ctx, body.stream, 'body');
  return addDocumentUnder(ctx, parent, input, content);
}

/** POST .../folder/{id}/documents with a raw body: the document `name` (a query parameter) in folder `folder`. */
export function uploadIntoFolder(ctx: ServiceContext, folder: string, name: string | undefined, body: RawBody, options: RawUploadOptions): Promise<Written> {
  const parent = wholeId(folder, 'id', 'id must be an element id');
  if (!name) throw new InvalidFieldError('name', 'name is required (query parameter name for a raw upload)');
  const mimeType = rawMediaType(body.mediaType);
  checkDeclaredLength(ctx, body.declaredLength);
  return store(ctx, parent, name, mimeType, body, options);
}

/**
 * POST .../document/path/{path}: the document at `path`; with `createMissing`
 * the folders missing on the way are created, but only once the content is
 * accepted (addDocumentUnder orders it).
 */
export async function uploadAtPath(ctx: ServiceContext, path: DocumentPath, createMissing: boolean, body: RawBody, options: RawUploadOptions): Promise<Written> {
  const mimeType = rawMediaType(body.mediaType);
  checkDeclaredLength(ctx, body.declaredLength);
  const { parents, name } = splitDocumentPath(ctx.config, path.names);
  const parent = await folderOrMissingAtPath(ctx, { customer: path.customer, path: parents }, createMissing);
  return store(ctx, parent, name, mimeType, body, options);
}

/** Revisions count from 1 (0 would read as "the current one"). */
function revisionNumber(text: string): number {
  const expected = 'number must be a positive whole number';
  const number = wholeId(text, 'number', expected);
  if (number < 1) throw new InvalidFieldError('number', expected, 'invalid.field.value', text);
  return number;
}

/** GET .../document/{id}/content, or .../revisions/{number}/content with `revision`. */
export function contentById(ctx: ServiceContext, id: string, revision?: string): Promise<Content> {
  const document = wholeId(id, 'id', 'id must be a positive whole number');
  return readContent(ctx, document, revision === undefined ? null : revisionNumber(revision));
}

/** GET .../document/path/content/{path}. */
export async function contentAtPath(ctx: ServiceContext, path: DocumentPath): Promise<Content> {
  return readContent(ctx, await resolvePath(ctx, { customer: path.customer, path: [...path.names] }, 'DOCUMENT'), null);
}
