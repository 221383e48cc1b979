// Document content and revisions. Every change of content or name adds a
// revision (kept forever); content is stored once per SHA-256 through the
// blob store. Updates serialise on the document's row (SELECT ... FOR UPDATE),
// so two concurrent updates make two revisions and lose neither; a caller can
// pass the revision its change is based on and gets a 412 if that is stale.
import type { Readable } from 'node:stream';
import type { ServiceContext } from '../../context.ts';
import { ConstraintError, ForbiddenError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { DocumentRevision, Prisma } from '../../generated/prisma/client.ts';
import { paginate, type Page, type PageRequest } from '../common/paging.ts';
import { blobStore, bytesSource, type StoredBlob } from './blob-store.ts';
import { collectFields } from '../common/field-errors.ts';
import { addMissingFolders, checkName, getElementType, LOCK_HOLDER, lockedError, lockHolderName, placeUnder, refuseExisting, type AccessMode, type Walked } from './elements.ts';
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

export function checkMimeType(value: string | null | undefined, field = 'mimeType'): string | null {
  if (value === undefined || value === null) return null;
  const text = value.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;.*)?$/.test(text) || text.length > 255) {
    throw new InvalidFieldError(field, `${field} ${JSON.stringify(value)} is not a media type`);
  }
  return text;
}

export function storeContent(ctx: ServiceContext, source: AsyncIterable<Uint8Array>, field: string): Promise<StoredBlob> {
  return blobStore(ctx.db).put(source, ctx.config.documents.maxBytes, field);
}

export interface NewDocument {
  name: string;
  mimeType?: string | null;
  accessMode?: AccessMode | null;
  /** Rule 2: replace an existing document of the same name with a new revision. */
  overwriteExisting?: boolean | null;
}

/** Adds a document to a folder (or a revision of the same-named document with overwriteExisting). */
export async function addDocument(ctx: ServiceContext, parentId: number, input: NewDocument, content: () => Promise<StoredBlob>): Promise<{ id: number; created: boolean }> {
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
    const blob = await content();
    await addRevision(ctx, existing.id, { mimeType, blob, expectedRevision: null });
    return { id: existing.id, created: false };
  }
  const blob = await content();
  const id = await ctx.db.$transaction(async (tx) => {
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
  });
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
  content: () => Promise<StoredBlob>,
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
  const blob = await content();
  const parentId = await addMissingFolders(ctx, walked, names);
  return addDocument(ctx, parentId, input, async () => blob);
}

export interface RevisionChange {
  name?: string | null;
  mimeType?: string | null;
  blob?: StoredBlob | null;
  /** The revision the change is based on; stale: 412. */
  expectedRevision?: number | null;
  restoredFrom?: number | null;
}

/** Locks the row, checks lock and expected revision, adds revision n+1 and moves the document to it. */
export async function addRevision(ctx: ServiceContext, id: number, change: RevisionChange): Promise<void> {
  const viewer = ctx.access.requireViewer();
  await ctx.db.$transaction(async (tx) => {
    await tx.$queryRawUnsafe('SELECT id FROM document_element WHERE id = $1 FOR UPDATE', id);
    const doc = await tx.documentElement.findUniqueOrThrow({
      where: { id },
      select: { revision: true, name: true, mimeType: true, size: true, sha256: true, parentId: true, lockedById: true, lockedUntil: true, lockedBy: LOCK_HOLDER, deletedAt: true },
    });
    if (doc.deletedAt) throw new NotFoundError('Document', id);
    if (doc.lockedUntil && doc.lockedUntil > new Date() && doc.lockedById !== viewer.userId) {
      throw await lockedError(ctx, id, doc.lockedBy, doc.lockedUntil);
    }
    if (change.expectedRevision !== undefined && change.expectedRevision !== null && change.expectedRevision !== doc.revision) {
      throw new ConstraintError(
        `Document ${id} is at revision ${doc.revision}, not ${change.expectedRevision}: reload it and apply your change again`,
        'document.revision.stale',
        String(doc.revision),
      );
    }
    const name = change.name ?? doc.name;
    if (name !== doc.name && doc.parentId !== null) await refuseExisting(tx, doc.parentId, name);
    let blob = change.blob;
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
  });
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
  const blob = bytes ? await storeContent(ctx, bytesSource(bytes), 'data') : null;
  await addRevision(ctx, id, { name, mimeType, blob, expectedRevision: input.revision ?? null });
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
  return { name: rev.name, mimeType: rev.mimeType, size: Number(rev.size), sha256: rev.sha256, revision: rev.number, stream: blobStore(ctx.db).read(rev.blobId) };
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
