// Queries and mutations of the document space. Resolvers parse arguments and
// call the domain; elements are addressed by id or by (customer, path).
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { RequestContext } from '../../context.ts';
import { grantAccess, listAccess, revokeAccess, setAccessMode } from '../../domains/documents/access.ts';
import { addDocument, contentBytes, getRevision, listRevisions, lockDocument, restoreRevision, storeContent, unlockDocument, updateDocument } from '../../domains/documents/documents.ts';
import { bytesSource } from '../../domains/documents/blob-store.ts';
import { addFolder, deleteElement, folderAtPath, getElement, getRootFolder, listFolder, listFolderPage, resolvePath, type ElementType } from '../../domains/documents/elements.ts';
import { InvalidFieldError } from '../../errors.ts';
import { builder } from '../builder.ts';
import { pageCost } from '../common/cost.ts';
import { pageType } from '../common/page.ts';
import { DocumentAccessEntry, DocumentAccessLevel, DocumentAccessMode, DocumentDeleteMode, DocumentElement, DocumentElementType, DocumentRevision, DocumentSubjectType } from './types.ts';
import { inputRule } from '../common/input-rules.ts';
import { noRows, rowsFor } from '../common/no-rows.ts';

const DocumentElementPage = pageType('DocumentElement', DocumentElement);

interface Ref {
  id?: number | null;
  customer?: string | null;
  path?: readonly string[] | null;
}

/** The element a reference names: an id, or a path (names below the customer's root; empty: the root). */
async function elementId(ctx: RequestContext, ref: Ref, type: ElementType | null): Promise<number> {
  if (ref.id !== undefined && ref.id !== null) return ref.id;
  if (!ref.path) throw new InvalidFieldError('id', 'Give the element id or its path');
  return resolvePath(ctx, { customer: ref.customer ?? null, path: ref.path }, type);
}

const ElementRefInput = builder.inputType('DocumentElementRef', {
  description: 'An element by id, or by customer (id or short name; default the caller\'s) and path below the root.',
  fields: (t) => ({
    id: t.int(),
    customer: t.id(),
    path: t.stringList({ description: 'Element names from below the root; empty: the root folder.' }),
  }),
});

builder.queryFields((t) => ({
  documentElement: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description: 'A folder or document by id or path. With elementType, 404 unless it is of that type.',
    args: { ref: t.arg({ type: ElementRefInput, required: true }), elementType: t.arg({ type: DocumentElementType }) },
    resolve: async (query, _root, args, ctx) => {
      const type = args.elementType ?? null;
      return getElement(ctx, await elementId(ctx, args.ref, type), type, query);
    },
  }),
  documentRootFolder: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description: 'A customer\'s root folder (default: the caller\'s customer).',
    args: { customer: t.arg.id() },
    resolve: (query, _root, args, ctx) => getRootFolder(ctx, args.customer ?? null, query),
  }),
  folderContent: t.field({
    type: DocumentElementPage,
    nullable: true,
    description: 'The entries of a folder the caller may see: folders first, then by name. limit 0 (default): all.',
    args: { ref: t.arg({ type: ElementRefInput, required: true }), limit: t.arg.int(), offset: t.arg.int() },
    // Without a limit it answers every entry, like DocumentElement.children: priced as a list without paging.
    complexity: pageCost({ omitted: 'unpaged' }),
    resolve: async (_root, args, ctx, info) =>
      listFolderPage(ctx, await elementId(ctx, args.ref, 'FOLDER'), args, queryFromInfo({ context: ctx, info, path: ['items'] })),
  }),
  documentRevisions: t.prismaField({
    type: [DocumentRevision],
    nullable: true,
    description: 'A document\'s revisions, newest first. Needs read access.',
    args: { ref: t.arg({ type: ElementRefInput, required: true }) },
    resolve: async (query, _root, args, ctx) => listRevisions(ctx, await elementId(ctx, args.ref, 'DOCUMENT'), query),
  }),
  documentRevision: t.prismaField({
    type: DocumentRevision,
    nullable: true,
    args: { ref: t.arg({ type: ElementRefInput, required: true }), number: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => getRevision(ctx, await elementId(ctx, args.ref, 'DOCUMENT'), args.number, query),
  }),
  documentAccessEntries: t.prismaField({
    type: [DocumentAccessEntry],
    nullable: true,
    description: 'Explicit access entries of an element (all for its owner and document managers; otherwise only the caller\'s own).',
    args: { ref: t.arg({ type: ElementRefInput, required: true }), elementType: t.arg({ type: DocumentElementType }) },
    resolve: async (query, _root, args, ctx) => {
      const type = args.elementType ?? null;
      return listAccess(ctx, await elementId(ctx, args.ref, type), type, query);
    },
  }),
}));

// Children of a folder in the tree view (`folder { children { ... } }`).
builder.prismaObjectField(DocumentElement, 'children', (t) =>
  t.prismaField({
    type: [DocumentElement],
    description: 'Entries of this folder the caller may see (empty for a document).',
    select: { elementType: true },
    resolve: (query, parent, _args, ctx) => (parent.elementType === 'FOLDER' ? rowsFor(query, listFolder(ctx, parent.id, query)) : noRows(query)),
  }),
);

builder.prismaObjectField(DocumentElement, 'revisions', (t) =>
  t.prismaField({
    type: [DocumentRevision],
    description: 'Revision history, newest first (documents; needs read access).',
    select: { elementType: true },
    resolve: (query, parent, _args, ctx) => (parent.elementType === 'DOCUMENT' ? listRevisions(ctx, parent.id, query) : noRows(query)),
  }),
);

const AddFolderInput = builder.inputType('AddDocumentFolderInput', {
  fields: (t) => ({
    parent: t.field({ type: ElementRefInput, required: true }),
    name: t.string({ required: true }),
    accessMode: t.field({ type: DocumentAccessMode }),
  }),
});

const AddDocumentInput = builder.inputType('AddDocumentInput', {
  fields: (t) => ({
    parent: t.field({ type: ElementRefInput, required: true }),
    name: t.string({ required: true }),
    text: t.string({ description: 'Plain text content.', extensions: inputRule('content') }),
    data: t.string({ description: 'Binary content, base64.', extensions: inputRule('content') }),
    mimeType: t.string(),
    accessMode: t.field({ type: DocumentAccessMode }),
    overwriteExisting: t.boolean({ description: 'Replace a same-named document with a new revision.' }),
    createMissing: t.boolean({ description: 'With a parent path: create missing folders.' }),
  }),
});

const UpdateDocumentInput = builder.inputType('UpdateDocumentInput', {
  fields: (t) => ({
    ref: t.field({ type: ElementRefInput, required: true }),
    name: t.string(),
    text: t.string({ extensions: inputRule('content') }),
    data: t.string({ extensions: inputRule('content') }),
    mimeType: t.string(),
    revision: t.int({ description: 'The revision this change is based on: 412 when it is no longer current.' }),
  }),
});

const DeleteElementInput = builder.inputType('DeleteDocumentElementInput', {
  fields: (t) => ({
    ref: t.field({ type: ElementRefInput, required: true }),
    elementType: t.field({ type: DocumentElementType, required: true }),
    mode: t.field({ type: DocumentDeleteMode }),
  }),
});

const AccessModeInput = builder.inputType('SetDocumentAccessModeInput', {
  fields: (t) => ({
    ref: t.field({ type: ElementRefInput, required: true }),
    elementType: t.field({ type: DocumentElementType }),
    accessMode: t.field({ type: DocumentAccessMode, required: true }),
  }),
});

const GrantInput = builder.inputType('GrantDocumentAccessInput', {
  fields: (t) => ({
    ref: t.field({ type: ElementRefInput, required: true }),
    elementType: t.field({ type: DocumentElementType }),
    subjectID: t.int({ required: true }),
    subjectType: t.field({ type: DocumentSubjectType, description: 'Default: a user with that id, else a group.' }),
    level: t.field({ type: DocumentAccessLevel, required: true }),
  }),
});

const RevokeInput = builder.inputType('RevokeDocumentAccessInput', {
  fields: (t) => ({
    ref: t.field({ type: ElementRefInput, required: true }),
    elementType: t.field({ type: DocumentElementType }),
    accessEntryID: t.int({ required: true }),
  }),
});

const LockInput = builder.inputType('LockDocumentInput', {
  fields: (t) => ({
    ref: t.field({ type: ElementRefInput, required: true }),
    seconds: t.int({ description: 'Lock period (default 3600).' }),
  }),
});

const RestoreInput = builder.inputType('RestoreDocumentRevisionInput', {
  fields: (t) => ({
    ref: t.field({ type: ElementRefInput, required: true }),
    number: t.int({ required: true }),
    revision: t.int({ description: 'The current revision this restore is based on (optional).' }),
  }),
});

/** The parent folder of an add: by id, or by path (rule 1: createMissing creates missing folders). */
async function parentFolder(ctx: RequestContext, ref: Ref, createMissing: boolean): Promise<number> {
  if (ref.id !== undefined && ref.id !== null) return ref.id;
  return folderAtPath(ctx, { customer: ref.customer ?? null, path: ref.path ?? [] }, createMissing);
}

builder.mutationFields((t) => ({
  addDocumentFolder: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description: 'Adds a subfolder. Needs write access on the parent.',
    args: { input: t.arg({ type: AddFolderInput, required: true }) },
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
    args: { input: t.arg({ type: AddDocumentInput, required: true }) },
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
    args: { input: t.arg({ type: UpdateDocumentInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const id = await elementId(ctx, input.ref, 'DOCUMENT');
      await updateDocument(ctx, id, input);
      return getElement(ctx, id, 'DOCUMENT', query);
    },
  }),
  deleteDocumentElement: t.boolean({
    nullable: true,
    description: 'Soft-deletes a document or folder (DELETE_IF_EMPTY by default, or DELETE_CASCADE). Revisions are kept.',
    args: { input: t.arg({ type: DeleteElementInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = await elementId(ctx, input.ref, input.elementType);
      await deleteElement(ctx, id, input.elementType, input.mode ?? 'DELETE_IF_EMPTY');
      return true;
    },
  }),
  setDocumentAccessMode: t.prismaField({
    type: DocumentElement,
    nullable: true,
    args: { input: t.arg({ type: AccessModeInput, required: true }) },
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
    description: 'Grants a user or group a level on the element, and folder access on every parent where it has no entry (rule 5).',
    args: { input: t.arg({ type: GrantInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const type = input.elementType ?? null;
      const id = await elementId(ctx, input.ref, type);
      return grantAccess(ctx, id, type, { subjectID: input.subjectID, subjectType: input.subjectType ?? null, level: input.level }, query);
    },
  }),
  revokeDocumentAccess: t.boolean({
    nullable: true,
    args: { input: t.arg({ type: RevokeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const type = input.elementType ?? null;
      await revokeAccess(ctx, await elementId(ctx, input.ref, type), type, input.accessEntryID);
      return true;
    },
  }),
  lockDocument: t.prismaField({
    type: DocumentElement,
    nullable: true,
    args: { input: t.arg({ type: LockInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const id = await elementId(ctx, input.ref, 'DOCUMENT');
      await lockDocument(ctx, id, input.seconds);
      return getElement(ctx, id, 'DOCUMENT', query);
    },
  }),
  unlockDocument: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description: 'Releases a lock: its holder, or a document manager breaking it.',
    args: { input: t.arg({ type: LockInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const id = await elementId(ctx, input.ref, 'DOCUMENT');
      await unlockDocument(ctx, id);
      return getElement(ctx, id, 'DOCUMENT', query);
    },
  }),
  restoreDocumentRevision: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description: 'Adds a revision with the content, name and type of an older one.',
    args: { input: t.arg({ type: RestoreInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const id = await elementId(ctx, input.ref, 'DOCUMENT');
      await restoreRevision(ctx, id, input.number, input.revision);
      return getElement(ctx, id, 'DOCUMENT', query);
    },
  }),
}));
