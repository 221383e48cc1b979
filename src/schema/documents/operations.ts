// Queries and mutations of the document space. Resolvers parse arguments and
// call the domain; elements are addressed by id or by (customer, path).
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { RequestContext } from '../../context.ts';
import { grantAccess, listAccess, revokeAccess, setAccessMode } from '../../domains/documents/access.ts';
import { addDocument, contentBytes, getRevision, listRevisions, lockDocument, restoreRevision, storeContent, unlockDocument, updateDocument } from '../../domains/documents/documents.ts';
import { bytesSource } from '../../domains/documents/blob-store.ts';
import { listFolderPage } from '../../domains/documents/tree.ts';
import { addFolder, deleteElement, folderAtPath, getElement, getRootFolder, resolvePath, type ElementType } from '../../domains/documents/elements.ts';
import { InvalidFieldError, NotFoundError } from '../../errors.ts';
import { intId, nodeId } from '../../domains/common/identifiers.ts';
import { registerNode } from '../common/node.ts';
import { restInt } from '../common/rest-int.ts';
import { builder } from '../builder.ts';
import { pageCost } from '../common/cost.ts';
import { DocumentAccessEntry, DocumentAccessLevel, DocumentAccessMode, DocumentDeleteMode, DocumentElement, DocumentElementType, DocumentRevision, DocumentSubjectType } from './types.ts';
import { DocumentElementPage, DocumentRevisionPage } from './pages.ts';
import { inputRule } from '../common/input-rules.ts';
import { OFFSET } from '../common/descriptions.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';

// Shared texts of this file's arguments and input fields.
const REF = 'The element: by id, or by customer and path.';
const DOCUMENT_REF = 'The document: by id, or by customer and path.';
const ELEMENT_TYPE = 'Only an element of this type: another type is NOT_FOUND. Absent: either.';
const MIME_TYPE = 'Media type such as text/markdown (must look like type/subtype); default text/plain; charset=utf-8 with text, application/octet-stream with data.';
const ACCESS_MODE = 'Access mode of the new element (default ROLE_BASED).';
const TEXT = 'Text content, stored as UTF-8. Give text or data, not both.';
const DATA = 'Binary content, base64 (whitespace allowed). Give text or data, not both.';
const OWNER_OR_MANAGER = 'Needs the element\'s owner (its creator) or manageDocuments for its customer; others who see the element get FORBIDDEN, an element you may not see is NOT_FOUND.';


interface Ref {
  id?: string | number | null;
  customer?: string | null;
  path?: readonly string[] | null;
}

/** The element a reference names: an id, or a path (names below the customer's root; empty: the root). */
async function elementId(ctx: RequestContext, ref: Ref, type: ElementType | null): Promise<number> {
  if (ref.id !== undefined && ref.id !== null) return intId(ref.id, 'DocumentElement', 'id');
  if (!ref.path) throw new InvalidFieldError('id', 'Give the element id or its path');
  return resolvePath(ctx, { customer: ref.customer ?? null, path: ref.path }, type);
}

const ElementRefInput = builder.inputType('DocumentElementRef', {
  description: 'An element by id, or by customer (id or short name; default the caller\'s) and path below the root.',
  fields: (t) => ({
    id: t.id({ description: 'The element: its global id or numeric id; when given, customer and path are ignored.', ...restInt() }),
    customer: t.id({ description: 'With path: the customer whose space it is (id or short name; default yours). Unknown: NOT_FOUND.' }),
    path: t.stringList({ description: 'Element names from below the root; empty: the root folder.' }),
  }),
});

registerNode('DocumentElement', (ctx, id, info) => getElement(ctx, nodeId(id, 'DocumentElement', 'id'), null, queryFromInfo({ context: ctx, info, typeName: 'DocumentElement' })));
registerNode('DocumentAccess', async (ctx, id, info) => {
  // The entry's element, then that element's access list as the caller reads it (all entries for its
  // managers, otherwise the caller's own; the same list documentAccessEntries answers).
  const entryId = intId(id, 'DocumentAccess', 'id');
  const found = await ctx.db.documentAccess.findUnique({ where: { id: entryId }, select: { elementId: true } });
  // A missing entry is refused by the same read on an element that does not exist (id 0), so that
  // it costs what refusing another customer's entry costs (invisible is nonexistent, in time too).
  const entry = (await listAccess(ctx, found?.elementId ?? 0, null, queryFromInfo({ context: ctx, info, typeName: 'DocumentAccess' }))).find((e) => e.id === entryId);
  if (!entry) throw new NotFoundError('Access entry', id);
  return entry;
});
registerNode('DocumentRevision', async (ctx, id, info) => {
  // The revision's document and number, then the by-id read (its access rule: read level).
  const found = await ctx.db.documentRevision.findUnique({ where: { id: nodeId(id, 'DocumentRevision', 'id') }, select: { elementId: true, number: true } });
  // A missing revision: the same read on a document that does not exist (id 0), costing what refusing a hidden one costs.
  return getRevision(ctx, found?.elementId ?? 0, found?.number ?? 0, queryFromInfo({ context: ctx, info, typeName: 'DocumentRevision' }));
});

builder.queryFields((t) => ({
  documentElement: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description: 'A folder or document by id or path (REST GET /documents/v1/folder/{id} and .../path/meta/{path}). Needs folder level on it and every parent; NOT_FOUND otherwise. With elementType, NOT_FOUND unless it is of that type.',
    args: {
      ref: t.arg({ type: ElementRefInput, required: true, description: REF }),
      elementType: t.arg({ type: DocumentElementType, description: ELEMENT_TYPE }),
    },
    resolve: async (query, _root, args, ctx) => {
      const type = args.elementType ?? null;
      return getElement(ctx, await elementId(ctx, args.ref, type), type, query);
    },
  }),
  documentRootFolder: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description: 'A customer\'s root folder (default: the caller\'s customer). NOT_FOUND when you have no level on it.',
    args: { customer: t.arg.id({ description: 'The customer (id or short name); default your own. Unknown: NOT_FOUND.' }) },
    resolve: (query, _root, args, ctx) => getRootFolder(ctx, args.customer ?? null, query),
  }),
  folderContent: t.field({
    type: DocumentElementPage,
    nullable: true,
    description: 'The entries of a folder the caller may see (at least folder level on each): folders first, then by name. limit 0 (default): all.',
    args: {
      ref: t.arg({ type: ElementRefInput, required: true, description: 'The folder: by id, or by customer and path.' }),
      ...t.arg.connectionArgs(), limit: t.arg.int({ description: 'Page size; absent or 0: every entry, up to 100 000.' }),
      offset: t.arg.int({ description: OFFSET }),
    },
    // Without a limit it answers every entry, like DocumentElement.children: priced as a list without paging.
    complexity: pageCost({ omitted: 'unpaged' }),
    resolve: async (_root, args, ctx, info) =>
      listFolderPage(ctx, await elementId(ctx, args.ref, 'FOLDER'), args, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
  documentRevisions: t.field({
    type: DocumentRevisionPage,
    nullable: true,
    description:
      'A document\'s revisions, newest first (REST GET /documents/v1/document/{id}/revisions). Needs read level (FORBIDDEN with folder level). limit absent or 0: all of them, up to 100 000 (more is an INVALID_FIELD error on limit: page instead).',
    args: {
      ref: t.arg({ type: ElementRefInput, required: true, description: DOCUMENT_REF }),
      ...t.arg.connectionArgs(),
      limit: t.arg.int({ description: 'Page size; absent or 0: every revision, up to 100 000 (more is an INVALID_FIELD error on limit: page instead).' }),
      offset: t.arg.int({ description: OFFSET }),
    },
    // Without a limit it answers every revision, like folderContent: priced as a list without paging.
    complexity: pageCost({ omitted: 'unpaged' }),
    resolve: async (_root, args, ctx, info) =>
      listRevisions(ctx, await elementId(ctx, args.ref, 'DOCUMENT'), args, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
  documentRevision: t.prismaField({
    type: DocumentRevision,
    nullable: true,
    description: 'One revision of a document. Needs read level; an unknown number is NOT_FOUND.',
    args: {
      ref: t.arg({ type: ElementRefInput, required: true, description: DOCUMENT_REF }),
      number: t.arg.int({ required: true, description: 'The revision number.' }),
    },
    resolve: async (query, _root, args, ctx) => getRevision(ctx, await elementId(ctx, args.ref, 'DOCUMENT'), args.number, query),
  }),
  documentAccessEntries: t.prismaField({
    type: [DocumentAccessEntry],
    nullable: true,
    description: 'Explicit access entries of an element (all for its owner and document managers; otherwise only the caller\'s own).',
    args: {
      ref: t.arg({ type: ElementRefInput, required: true, description: REF }),
      elementType: t.arg({ type: DocumentElementType, description: ELEMENT_TYPE }),
    },
    resolve: async (query, _root, args, ctx) => {
      const type = args.elementType ?? null;
      return listAccess(ctx, await elementId(ctx, args.ref, type), type, query);
    },
  }),
}));

const AddFolderInput = builder.inputType('AddDocumentFolderInput', {
  description: 'A new folder.',
  fields: (t) => ({
    parent: t.field({ type: ElementRefInput, required: true, description: 'The parent folder: by id, or by customer and path.' }),
    name: t.string({ required: true, description: 'The name: 1 to 255 characters, no control characters, not . or ..; unique in the folder.' }),
    accessMode: t.field({ type: DocumentAccessMode, description: ACCESS_MODE }),
  }),
});

const AddDocumentInput = builder.inputType('AddDocumentInput', {
  description: 'A new document with its content (at most DOCUMENT_MAX_BYTES, default 100 MiB).',
  fields: (t) => ({
    parent: t.field({ type: ElementRefInput, required: true, description: 'The parent folder: by id, or by customer and path.' }),
    name: t.string({ required: true, description: 'The name: 1 to 255 characters, no control characters, not . or ..; unique in the folder.' }),
    text: t.string({ description: `${TEXT} One of the two is required.`, extensions: inputRule('content') }),
    data: t.string({ description: DATA, extensions: inputRule('content') }),
    mimeType: t.string({ description: MIME_TYPE }),
    accessMode: t.field({ type: DocumentAccessMode, description: ACCESS_MODE }),
    overwriteExisting: t.boolean({ description: 'Replace a same-named document with a new revision (needs write on it) instead of failing (default false).' }),
    createMissing: t.boolean({ description: 'With a parent path: create missing folders (write needed on the deepest existing one) instead of NOT_FOUND (default false).' }),
  }),
});

const UpdateDocumentInput = builder.inputType('UpdateDocumentInput', {
  description: 'Changes to a document; absent fields stay as they are.',
  fields: (t) => ({
    ref: t.field({ type: ElementRefInput, required: true, description: DOCUMENT_REF }),
    name: t.string({ description: 'New name; one taken in the folder is CONSTRAINT document.element.exists.' }),
    text: t.string({ description: TEXT, extensions: inputRule('content') }),
    data: t.string({ description: DATA, extensions: inputRule('content') }),
    mimeType: t.string({ description: 'New media type (must look like type/subtype).' }),
    revision: t.int({ description: 'The revision this change is based on: CONSTRAINT document.revision.stale when it is no longer current. Absent: no check.' }),
  }),
});

const DeleteElementInput = builder.inputType('DeleteDocumentElementInput', {
  description: 'The element to delete.',
  fields: (t) => ({
    ref: t.field({ type: ElementRefInput, required: true, description: REF }),
    elementType: t.field({ type: DocumentElementType, required: true, description: 'Its type: an element of the other type is NOT_FOUND.' }),
    mode: t.field({ type: DocumentDeleteMode, description: 'For a folder: DELETE_IF_EMPTY (default) or DELETE_CASCADE.' }),
  }),
});

const AccessModeInput = builder.inputType('SetDocumentAccessModeInput', {
  description: 'An element and its new access mode.',
  fields: (t) => ({
    ref: t.field({ type: ElementRefInput, required: true, description: REF }),
    elementType: t.field({ type: DocumentElementType, description: ELEMENT_TYPE }),
    accessMode: t.field({ type: DocumentAccessMode, required: true, description: 'The new mode.' }),
  }),
});

const GrantInput = builder.inputType('GrantDocumentAccessInput', {
  description: 'An access entry to add (or change: one entry per subject and element).',
  fields: (t) => ({
    ref: t.field({ type: ElementRefInput, required: true, description: REF }),
    elementType: t.field({ type: DocumentElementType, description: ELEMENT_TYPE }),
    subjectID: t.id({ required: true, description: 'The user or group (any customer\'s): its global id, or its numeric id; unknown: INVALID_FIELD on subjectID.', ...restInt() }),
    subjectType: t.field({ type: DocumentSubjectType, description: 'Default: a user with that id, else a group.' }),
    level: t.field({ type: DocumentAccessLevel, required: true, description: 'The level to grant.' }),
  }),
});

const RevokeInput = builder.inputType('RevokeDocumentAccessInput', {
  description: 'An access entry to remove.',
  fields: (t) => ({
    ref: t.field({ type: ElementRefInput, required: true, description: REF }),
    elementType: t.field({ type: DocumentElementType, description: ELEMENT_TYPE }),
    accessEntryID: t.id({ required: true, description: 'The entry: its global id (DocumentAccess.id) or numeric id.', ...restInt() }),
  }),
});

const LockInput = builder.inputType('LockDocumentInput', {
  description: 'A document to lock or unlock.',
  fields: (t) => ({
    ref: t.field({ type: ElementRefInput, required: true, description: DOCUMENT_REF }),
    seconds: t.int({ description: 'Lock period in seconds (default 3600, at most DOCUMENT_LOCK_MAX_SECONDS, default one day). unlockDocument ignores it.' }),
  }),
});

const RestoreInput = builder.inputType('RestoreDocumentRevisionInput', {
  description: 'A document and the revision to restore.',
  fields: (t) => ({
    ref: t.field({ type: ElementRefInput, required: true, description: DOCUMENT_REF }),
    number: t.int({ required: true, description: 'The revision to restore; unknown: NOT_FOUND.' }),
    revision: t.int({ description: 'The current revision this restore is based on (optional): CONSTRAINT document.revision.stale when it is no longer current.' }),
  }),
});

/** The parent folder of an add: by id, or by path (rule 1: createMissing creates missing folders). */
async function parentFolder(ctx: RequestContext, ref: Ref, createMissing: boolean): Promise<number> {
  if (ref.id !== undefined && ref.id !== null) return intId(ref.id, 'DocumentElement', 'id');
  return folderAtPath(ctx, { customer: ref.customer ?? null, path: ref.path ?? [] }, createMissing);
}

builder.mutationFields((t) => ({
  addDocumentFolder: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description: 'Adds a subfolder. Needs write access on the parent.',
    args: { input: t.arg({ type: AddFolderInput, required: true, description: 'The new folder.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const parent = await parentFolder(ctx, input.parent, false);
      const id = await addFolder(ctx, parent, { name: input.name, accessMode: input.accessMode ?? null });
      return getElement(ctx, id, 'FOLDER', query);
    },
  }),
  addDocument: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description: 'Adds a document with text or base64 data (raw binary uploads: REST). Needs write access on the parent.',
    args: { input: t.arg({ type: AddDocumentInput, required: true, description: 'The new document.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const bytes = contentBytes(input, true)!;
      const parent = await parentFolder(ctx, input.parent, input.createMissing ?? false);
      const { id } = await addDocument(
        ctx,
        parent,
        { name: input.name, mimeType: input.mimeType ?? (input.text != null ? 'text/plain; charset=utf-8' : null), accessMode: input.accessMode ?? null, overwriteExisting: input.overwriteExisting ?? false },
        () => storeContent(ctx, bytesSource(bytes), input.text != null ? 'text' : 'data'),
      );
      return getElement(ctx, id, 'DOCUMENT', query);
    },
  }),
  updateDocument: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description: 'Updates the fields given; always adds a revision. Needs write access; refused while someone else holds a lock.',
    args: { input: t.arg({ type: UpdateDocumentInput, required: true, description: 'The changes.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const id = await elementId(ctx, input.ref, 'DOCUMENT');
      await updateDocument(ctx, id, input);
      return getElement(ctx, id, 'DOCUMENT', query);
    },
  }),
  deleteDocumentElement: t.boolean({
    nullable: true,
    description: 'Soft-deletes a document or folder (DELETE_IF_EMPTY by default, or DELETE_CASCADE). Revisions are kept. Needs write on the element; the root folder and an element locked by someone else are CONSTRAINT errors. Answers true.',
    args: { input: t.arg({ type: DeleteElementInput, required: true, description: 'What to delete.' }) },
    resolve: async (_root, { input }, ctx) => {
      const id = await elementId(ctx, input.ref, input.elementType);
      await deleteElement(ctx, id, input.elementType, input.mode ?? 'DELETE_IF_EMPTY');
      return true;
    },
  }),
  setDocumentAccessMode: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description: `Sets an element's access mode; answers the element. ${OWNER_OR_MANAGER}`,
    args: { input: t.arg({ type: AccessModeInput, required: true, description: 'The element and mode.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const type = input.elementType ?? null;
      const id = await elementId(ctx, input.ref, type);
      await setAccessMode(ctx, id, type, input.accessMode);
      return getElement(ctx, id, type, query);
    },
  }),
  grantDocumentAccess: t.prismaField({
    type: DocumentAccessEntry,
    nullable: true,
    description: `Grants a user or group a level on the element, and folder access on every parent where it has no entry (implied entries). ${OWNER_OR_MANAGER}`,
    args: { input: t.arg({ type: GrantInput, required: true, description: 'The grant.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const type = input.elementType ?? null;
      const id = await elementId(ctx, input.ref, type);
      return grantAccess(ctx, id, type, { subjectID: input.subjectID, subjectType: input.subjectType ?? null, level: input.level }, query);
    },
  }),
  revokeDocumentAccess: t.boolean({
    nullable: true,
    description: `Removes an access entry (the implied entries on parents stay); answers true. ${OWNER_OR_MANAGER}`,
    args: { input: t.arg({ type: RevokeInput, required: true, description: 'The entry.' }) },
    resolve: async (_root, { input }, ctx) => {
      const type = input.elementType ?? null;
      await revokeAccess(ctx, await elementId(ctx, input.ref, type), type, intId(input.accessEntryID, 'DocumentAccess', 'accessEntryID'));
      return true;
    },
  }),
  lockDocument: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description: 'Locks a document for a period, or extends your own lock: others cannot update, restore or delete it meanwhile. Needs write level; a lock held by someone else is CONSTRAINT document.locked.',
    args: { input: t.arg({ type: LockInput, required: true, description: 'The document and period.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const id = await elementId(ctx, input.ref, 'DOCUMENT');
      await lockDocument(ctx, id, input.seconds);
      return getElement(ctx, id, 'DOCUMENT', query);
    },
  }),
  unlockDocument: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description: 'Releases a lock: its holder, or a manageDocuments holder breaking it (others FORBIDDEN).',
    args: { input: t.arg({ type: LockInput, required: true, description: 'The document.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const id = await elementId(ctx, input.ref, 'DOCUMENT');
      await unlockDocument(ctx, id);
      return getElement(ctx, id, 'DOCUMENT', query);
    },
  }),
  restoreDocumentRevision: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description: 'Adds a revision with the content, name and type of an older one. Needs write level; refused while someone else holds a lock.',
    args: { input: t.arg({ type: RestoreInput, required: true, description: 'The document and revision.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const id = await elementId(ctx, input.ref, 'DOCUMENT');
      await restoreRevision(ctx, id, input.number, input.revision);
      return getElement(ctx, id, 'DOCUMENT', query);
    },
  }),
}));
