// Document content and revisions. Every change of content or name adds a
// revision (kept forever); content is stored once per SHA-256 through the
// blob store. Updates serialise on the document's row (SELECT ... FOR UPDATE),
// so two concurrent updates make two revisions and lose neither; a caller can
// pass the revision its change is based on and gets a 412 if that is stale.
// New content is written before the revision's transaction and committed in
// it (blob-store.ts): a refused change (lock, stale revision, taken name)
// leaves no content behind, and the lock and revision are checked once
// before a byte is written as well.
import type { Readable } from 'node:stream';
import type { ServiceContext } from '../../context.ts';
import { ConstraintError, ForbiddenError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { DocumentRevision, Prisma } from '../../generated/prisma/client.ts';
import { paginate, type Page, type PageRequest } from '../common/paging.ts';
import { blobStore, bytesSource, type PendingBlob, type StoredBlob } from './blob-store.ts';
import { collectFields } from '../common/field-errors.ts';
import { addMissingFolders, checkName, getElementType, LOCK_HOLDER, lockedError, lockHolderName, placeUnder, refuseExisting, type AccessMode, type FolderOrMissing, type Walked } from './elements.ts';
import { forgetLevels, LEVEL, levelLoader } from './levels.ts';

export interface ContentInput {
  text?: string | null;
  data?: string | null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** JSON content: exactly one of text (UTF-8) or data (base64). */
export function contentBytes(input: ContentInput, required: boolean): Uint8Array | null {
  const hasText = input.text !== undefined && input.text !== null;
  const hasData = input.data !== undefined && input.data !== null;
  if (hasText && hasData) throw new InvalidFieldError('data', 'Send either text or data, not both');
  if (hasText) return Buffer.from(input.text!, 'utf8');
  if (hasData) {
    const data = input.data!.replace(/\s+/g, '');
    if (data.length % 4 !== 0 || !BASE64.test(data)) throw new InvalidFieldError('data', 'data is not valid base64');
    return Buffer.from(data, 'base64');
  }
  if (required) throw new InvalidFieldError('text', 'Send the content as text or as base64 data');
  return null;
}

// A media type as RFC 9110 (section 8.3.1) writes it: type "/" subtype, then
// parameters `; name=value`, each value a token or a quoted string; spaces
// may stand around the semicolons. Stricter than the RFC in what it lets
// through: only visible ASCII and the space. No obs-text (0x80-0xFF: Node
// would send it, as Latin-1 bytes every client reads its own way) and no tab
// (mime types are single-line text: no control character, as through GraphQL).
// A stored type is the document's Content-Type on every download, so a type
// Node refuses as a header value (above U+00FF) can never be accepted.
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[ !#-\\[\\]-~]|\\\\[ -~])*"';
const TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})`);
const PARAMETER = new RegExp(`( *; *)(?:(${TOKEN})=(${TOKEN}|${QUOTED}))?`, 'y');
const MAX_MIME_TYPE = 255;

/**
 * `text` as a media type, or null when it is none: type, subtype and parameter
 * names (case-insensitive) in lower case, everything else (parameter values,
 * which may be case-sensitive, such as a boundary, and the spacing) as given.
 */
function mediaType(text: string): string | null {
  const type = TYPE.exec(text);
  if (!type) return null;
  let canonical = type[0].toLowerCase();
  for (let at = type[0].length; at < text.length; ) {
    PARAMETER.lastIndex = at;
    const parameter = PARAMETER.exec(text);
    if (!parameter) return null;
    canonical += parameter[1] + (parameter[2] === undefined ? '' : `${parameter[2].toLowerCase()}=${parameter[3]}`);
    at = PARAMETER.lastIndex;
  }
  return canonical;
}

/** A document's media type (above): 412 naming `field` otherwise. */
export function checkMimeType(value: string | null | undefined, field = 'mimeType'): string | null {
  if (value === undefined || value === null) return null;
  const text = value.trim();
  if (text.length > MAX_MIME_TYPE) {
    throw new InvalidFieldError(field, `${field} is longer than ${MAX_MIME_TYPE} characters`, 'invalid.field.max', String(MAX_MIME_TYPE));
  }
  const type = mediaType(text);
  if (type === null) {
    throw new InvalidFieldError(
      field,
      `${field} ${JSON.stringify(value)} is not a media type: type/subtype, optionally with parameters "; name=value" (the value a token or a "quoted string"), in visible ASCII`,
    );
  }
  return type;
}

/** Served for a stored type that is not a media type by today's rule (see servedMediaType). */
export const FALLBACK_MEDIA_TYPE = 'application/octet-stream';

/**
 * The Content-Type a revision's download is served with: its stored type,
 * exactly as stored, when it is a media type by the rule above; otherwise
 * (a type stored before the rule, such as one with characters above U+00FF,
 * which Node refuses as a header value: every download of it was a 500)
 * `application/octet-stream`, which makes clients take the bytes as they are
 * instead of guessing from a type each would read its own way. The stored
 * type is kept (the revision's metadata shows it; nothing stored is lost), and
 * an update with a valid mimeType gives the next revision a servable one.
 */
export function servedMediaType(stored: string): string {
  return stored.length <= MAX_MIME_TYPE && mediaType(stored) !== null ? stored : FALLBACK_MEDIA_TYPE;
}

/** Writes content for a revision still to be added (committed in its transaction; see blob-store.ts). */
export function storeContent(ctx: ServiceContext, source: AsyncIterable<Uint8Array>, field: string): Promise<PendingBlob> {
  return blobStore(ctx.db).put(source, ctx.config.documents.maxBytes, field);
}

/**
 * Runs `write`, the work that adds the revision pointing at `pending` (and
 * commits it in its transaction); when it fails, the content is discarded: a
 * refused change leaves no content. A failed discard leaves a placeholder the
 * orphan sweep removes (blob-store.ts).
 */
async function discardIfRefused<T>(ctx: ServiceContext, pending: PendingBlob | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pending) await blobStore(ctx.db).discard(pending).catch(() => undefined);
    throw error;
  }
}

export interface NewDocument {
  name: string;
  mimeType?: string | null;
  accessMode?: AccessMode | null;
  /** Rule 2: replace an existing document of the same name with a new revision. */
  overwriteExisting?: boolean | null;
}

/**
 * Adds a document to a folder (or a revision of the same-named document with
 * overwriteExisting). `content` writes the bytes once nothing but the content
 * itself can refuse the upload (it is not called otherwise); what it wrote is
 * committed with the revision, or discarded when that is refused.
 */
export async function addDocument(ctx: ServiceContext, parentId: number, input: NewDocument, content: () => Promise<PendingBlob>): Promise<{ id: number; created: boolean }> {
  const viewer = ctx.access.requireViewer();
  // Each field on its own: both named when both are refused.
  const { name, mimeType } = collectFields((check) => ({
    name: check(() => checkName(ctx.config, input.name)),
    mimeType: check(() => checkMimeType(input.mimeType)) ?? 'application/octet-stream',
  }));
  await getElementType(ctx, parentId, 'FOLDER', LEVEL.WRITE, 'add a document');
  const existing = await ctx.db.documentElement.findFirst({ where: { parentId, name, deletedAt: null }, select: { id: true, elementType: true } });
  if (existing && !input.overwriteExisting) {
    throw new ConstraintError(`An element named ${JSON.stringify(name)} already exists in folder ${parentId}; set overwriteExisting to replace it`, 'document.element.exists', name);
  }
  if (existing) {
    if (existing.elementType === 'FOLDER') throw new ConstraintError(`${JSON.stringify(name)} is a folder and cannot be overwritten by a document`, 'document.overwrite.folder', name);
    const access = await levelLoader(ctx).load(existing.id);
    if (access.level < LEVEL.WRITE) throw new ForbiddenError(`You may not overwrite document ${JSON.stringify(name)}`);
    // Locked by someone else: refused before a byte is read (addRevision checks again, under the row lock).
    await refuseChangeNow(ctx, existing.id, null);
    await addRevision(ctx, existing.id, { mimeType, content: await content(), expectedRevision: null });
    return { id: existing.id, created: false };
  }
  const pending = await content();
  const id = await discardIfRefused(ctx, pending, () => ctx.db.$transaction(async (tx) => {
    const blob = await blobStore(ctx.db).commit(tx, pending);
    const row = await tx.documentElement.create({
      data: {
        ...(await placeUnder(tx, parentId, name)),
        elementType: 'DOCUMENT',
        accessMode: input.accessMode ?? 'ROLE_BASED',
        mimeType,
        size: BigInt(blob.size),
        sha256: blob.sha256,
        revision: 1,
        createdById: viewer.userId,
        updatedById: viewer.userId,
      },
      select: { id: true },
    });
    await tx.documentRevision.create({
      data: { elementId: row.id, number: 1, name, mimeType, size: BigInt(blob.size), sha256: blob.sha256, blobId: blob.blobId, createdById: viewer.userId },
    });
    return row.id;
  }));
  forgetLevels(ctx);
  return { id, created: true };
}

/**
 * Adds a document under folders that do not exist yet (an upload by path with
 * createMissing): `walked` is where the existing path stops, `names` the
 * whole folder path. Whatever can refuse the upload (names, media type, write
 * access where the path stops, the content itself, e.g. over the size limit)
 * is checked before the first folder is created, so a refused upload leaves
 * no folder behind.
 */
export async function addDocumentCreatingFolders(
  ctx: ServiceContext,
  walked: Walked,
  names: readonly string[],
  input: NewDocument,
  content: () => Promise<PendingBlob>,
): Promise<{ id: number; created: boolean }> {
  ctx.access.requireViewer();
  // Each field on its own: every one refused is named at once (the path by its first bad name).
  collectFields((check) => {
    check(() => checkName(ctx.config, input.name));
    check(() => checkMimeType(input.mimeType));
    for (const name of names.slice(walked.depth)) check(() => checkName(ctx.config, name, 'path'));
  });
  if (walked.elementType !== 'FOLDER') throw new ConstraintError(`${names.slice(0, walked.depth).join('/')} is a document, not a folder`, 'document.parent.not.folder');
  await getElementType(ctx, walked.id, 'FOLDER', LEVEL.WRITE, 'add a subfolder');
  const pending = await content();
  return discardIfRefused(ctx, pending, async () => addDocument(ctx, await addMissingFolders(ctx, walked, names), input, async () => pending));
}

/**
 * Adds a document into a folder, or under folders a path still misses
 * (folderOrMissingAtPath with createMissing): those are created only once
 * the document is accepted. Every door adding by path comes through here.
 */
export function addDocumentUnder(ctx: ServiceContext, parent: FolderOrMissing, input: NewDocument, content: () => Promise<PendingBlob>): Promise<{ id: number; created: boolean }> {
  return typeof parent === 'number' ? addDocument(ctx, parent, input, content) : addDocumentCreatingFolders(ctx, parent.walked, parent.names, input, content);
}

export interface RevisionChange {
  name?: string | null;
  mimeType?: string | null;
  /** Content stored before (a restore). */
  blob?: StoredBlob | null;
  /** Content this request wrote: committed with the revision, discarded when it is refused. */
  content?: PendingBlob | null;
  /** The revision the change is based on; stale: 412. */
  expectedRevision?: number | null;
  restoredFrom?: number | null;
}

/** What decides whether a document may change now. */
const CHANGE_STATE = { revision: true, lockedById: true, lockedUntil: true, lockedBy: LOCK_HOLDER, deletedAt: true } as const;

type ChangeState = Prisma.DocumentElementGetPayload<{ select: typeof CHANGE_STATE }>;

/** Refuses a change of document `id` in state `doc`: deleted (404), locked by someone else or at another revision than `expectedRevision` (412). */
async function refuseChange(ctx: ServiceContext, id: number, doc: ChangeState, expectedRevision: number | null | undefined): Promise<void> {
  const viewer = ctx.access.requireViewer();
  if (doc.deletedAt) throw new NotFoundError('Document', id);
  if (doc.lockedUntil && doc.lockedUntil > new Date() && doc.lockedById !== viewer.userId) {
    throw await lockedError(ctx, id, doc.lockedBy, doc.lockedUntil);
  }
  if (expectedRevision !== undefined && expectedRevision !== null && expectedRevision !== doc.revision) {
    throw new ConstraintError(
      `Document ${id} is at revision ${doc.revision}, not ${expectedRevision}: reload it and apply your change again`,
      'document.revision.stale',
      String(doc.revision),
    );
  }
}

/**
 * The same refusals before content is written (a cheap read, no row lock), so
 * a change they refuse reads and stores no byte. addRevision checks again
 * under the row lock, where it counts.
 */
async function refuseChangeNow(ctx: ServiceContext, id: number, expectedRevision: number | null | undefined): Promise<void> {
  const doc = await ctx.db.documentElement.findUniqueOrThrow({ where: { id }, select: CHANGE_STATE });
  await refuseChange(ctx, id, doc, expectedRevision);
}

/**
 * Locks the row, checks lock and expected revision, adds revision n+1 and
 * moves the document to it. New content (`change.content`) is committed in the
 * same transaction, and discarded when the revision is refused.
 */
export async function addRevision(ctx: ServiceContext, id: number, change: RevisionChange): Promise<void> {
  const viewer = ctx.access.requireViewer();
  await discardIfRefused(ctx, change.content, () => ctx.db.$transaction(async (tx) => {
    await tx.$queryRawUnsafe('SELECT id FROM document_element WHERE id = $1 FOR UPDATE', id);
    const doc = await tx.documentElement.findUniqueOrThrow({
      where: { id },
      select: { ...CHANGE_STATE, name: true, mimeType: true, size: true, sha256: true, parentId: true },
    });
    await refuseChange(ctx, id, doc, change.expectedRevision);
    const name = change.name ?? doc.name;
    if (name !== doc.name && doc.parentId !== null) await refuseExisting(tx, doc.parentId, name);
    let blob = change.content ? await blobStore(ctx.db).commit(tx, change.content) : change.blob;
    if (!blob) {
      const current = await tx.documentRevision.findUniqueOrThrow({ where: { elementId_number: { elementId: id, number: doc.revision } }, select: { blobId: true, sha256: true, size: true } });
      blob = { blobId: current.blobId, sha256: current.sha256, size: Number(current.size) };
    }
    const mimeType = change.mimeType ?? doc.mimeType ?? 'application/octet-stream';
    const number = doc.revision + 1;
    await tx.documentRevision.create({
      data: { elementId: id, number, name, mimeType, size: BigInt(blob.size), sha256: blob.sha256, blobId: blob.blobId, createdById: viewer.userId, restoredFrom: change.restoredFrom ?? null },
    });
    await tx.documentElement.update({
      where: { id },
      data: { revision: number, name, mimeType, size: BigInt(blob.size), sha256: blob.sha256, updatedById: viewer.userId },
    });
  }));
}

export interface DocumentUpdate extends ContentInput {
  name?: string | null;
  mimeType?: string | null;
  revision?: number | null;
}

/** PUT /document/{id}: only the fields given; always a new revision. Needs write access. */
export async function updateDocument(ctx: ServiceContext, id: number, input: DocumentUpdate): Promise<void> {
  // Each field on its own: every one refused is named at once.
  const { name, mimeType, bytes } = collectFields((check) => {
    const checked = {
      name: input.name === undefined || input.name === null ? null : check(() => checkName(ctx.config, input.name)),
      mimeType: check(() => checkMimeType(input.mimeType)),
      bytes: check(() => contentBytes(input, false)),
    };
    if (input.revision !== undefined && input.revision !== null && (!Number.isInteger(input.revision) || input.revision < 1)) {
      check(() => {
        throw new InvalidFieldError('revision', 'revision must be a revision number (1 or more)');
      });
    }
    return checked;
  });
  await getElementType(ctx, id, 'DOCUMENT', LEVEL.WRITE, 'update it');
  // A lock or a stale revision refuses the change before its content is stored.
  if (bytes) await refuseChangeNow(ctx, id, input.revision);
  const content = bytes ? await storeContent(ctx, bytesSource(bytes), 'data') : null;
  await addRevision(ctx, id, { name, mimeType, content, expectedRevision: input.revision ?? null });
}

/** Restores revision n as a new revision (history is never rewritten). */
export async function restoreRevision(ctx: ServiceContext, id: number, number: number, expectedRevision?: number | null): Promise<void> {
  await getElementType(ctx, id, 'DOCUMENT', LEVEL.WRITE, 'restore a revision');
  const old = await ctx.db.documentRevision.findUnique({ where: { elementId_number: { elementId: id, number } } });
  if (!old) throw new NotFoundError('Revision', `${id}/${number}`);
  await addRevision(ctx, id, {
    name: old.name,
    mimeType: old.mimeType,
    blob: { blobId: old.blobId, sha256: old.sha256, size: Number(old.size) },
    expectedRevision: expectedRevision ?? null,
    restoredFrom: number,
  });
}

/** What reading revisions needs (read level) is refused as: the lists, one revision and the GraphQL edges (tree.ts) alike. */
export const SEE_REVISIONS = 'see its revisions';

/**
 * A page of a document's revisions, newest first (REST GET /document/{id}/revisions and
 * documentRevisions). Without a limit it answers all of them, as the route always did, up to
 * MAX_PAGE_SIZE: beyond that it is the 412 on limit of limit=0 (docs/spec-decisions.md).
 */
export async function listRevisions(ctx: ServiceContext, id: number, request: PageRequest, query: object): Promise<Page<DocumentRevision>> {
  const all = { limit: request.limit ?? 0, offset: request.offset ?? null };
  await getElementType(ctx, id, 'DOCUMENT', LEVEL.READ, SEE_REVISIONS);
  return paginate(
    ctx.config,
    all,
    () => ctx.db.documentRevision.count({ where: { elementId: id } }),
    ({ offset, take }) => ctx.db.documentRevision.findMany({ ...query, where: { elementId: id }, orderBy: { number: 'desc' }, skip: offset, take }) as Promise<DocumentRevision[]>,
  );
}

export async function getRevision(ctx: ServiceContext, id: number, number: number, query: object) {
  await getElementType(ctx, id, 'DOCUMENT', LEVEL.READ, SEE_REVISIONS);
  const row = await ctx.db.documentRevision.findUnique({ ...query, where: { elementId_number: { elementId: id, number } } });
  if (!row) throw new NotFoundError('Revision', `${id}/${number}`);
  return row;
}

export interface Content {
  name: string;
  /** The type to serve it with (servedMediaType: the stored one, or the fallback). */
  mimeType: string;
  size: number;
  sha256: string;
  revision: number;
  stream: Readable;
}

/** A document's content (current revision or the one asked for); needs read access. */
export async function readContent(ctx: ServiceContext, id: number, number?: number | null): Promise<Content> {
  await getElementType(ctx, id, 'DOCUMENT', LEVEL.READ, 'read its content');
  const where: Prisma.DocumentRevisionWhereInput = number ? { elementId: id, number } : { elementId: id };
  const rev = await ctx.db.documentRevision.findFirst({ where, orderBy: { number: 'desc' } });
  if (!rev) throw new NotFoundError('Revision', `${id}/${number ?? 'current'}`);
  return { name: rev.name, mimeType: servedMediaType(rev.mimeType), size: Number(rev.size), sha256: rev.sha256, revision: rev.number, stream: blobStore(ctx.db).read(rev.blobId) };
}

/** Locks a document for `seconds`; needs write access; refused while someone else holds a live lock. */
export async function lockDocument(ctx: ServiceContext, id: number, seconds: number | null | undefined): Promise<void> {
  const viewer = ctx.access.requireViewer();
  const period = seconds ?? 3600;
  if (!Number.isInteger(period) || period < 1 || period > ctx.config.documents.lockMaxSeconds) {
    throw new InvalidFieldError('seconds', `seconds must be a whole number from 1 to ${ctx.config.documents.lockMaxSeconds}`);
  }
  await getElementType(ctx, id, 'DOCUMENT', LEVEL.WRITE, 'lock it');
  const now = new Date();
  const until = new Date(now.getTime() + period * 1000);
  // One conditional update: free, expired or already ours. A race cannot give two holders.
  const count = await ctx.db.documentElement.updateMany({
    where: { id, OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }, { lockedById: viewer.userId }] },
    data: { lockedById: viewer.userId, lockedUntil: until },
  });
  if (count.count === 0) {
    const row = await ctx.db.documentElement.findUniqueOrThrow({ where: { id }, select: { lockedUntil: true, lockedBy: LOCK_HOLDER } });
    throw await lockedError(ctx, id, row.lockedBy, row.lockedUntil ?? now);
  }
  forgetLevels(ctx);
}

/** Unlocks: the holder, or a document manager (breaking someone else's lock). */
export async function unlockDocument(ctx: ServiceContext, id: number): Promise<void> {
  const viewer = ctx.access.requireViewer();
  const access = await getElementType(ctx, id, 'DOCUMENT', LEVEL.WRITE, 'unlock it');
  const row = await ctx.db.documentElement.findUniqueOrThrow({ where: { id }, select: { lockedById: true, lockedUntil: true, lockedBy: LOCK_HOLDER } });
  const live = row.lockedUntil !== null && row.lockedUntil > new Date();
  if (live && row.lockedById !== viewer.userId && !access.manager) {
    throw new ForbiddenError(`Document ${id} is locked by ${await lockHolderName(ctx, row.lockedBy)}; only the holder or a document manager may unlock it`);
  }
  await ctx.db.documentElement.update({ where: { id }, data: { lockedById: null, lockedUntil: null } });
}
