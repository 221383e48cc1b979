// Mutations of the document space, in the one mutation shape (docs/graphql.md,
// "Mutations"): `verbNoun(input:)` answering a `VerbNounPayload`. Every input
// names its element with `ref` (REST fills it from the URL); resolvers parse
// and call the domain, and the element a payload holds is read with the
// selection under the payload's field.
import type { RequestContext } from '../../context.ts';
import { grantAccess, revokeAccess, setAccessMode } from '../../domains/documents/access.ts';
import { bytesSource } from '../../domains/documents/blob-store.ts';
import { addDocumentUnder, contentBytes, lockDocument, restoreRevision, storeContent, unlockDocument, updateDocument } from '../../domains/documents/documents.ts';
import { addFolder, deleteElement, folderAtPath, folderOrMissingAtPath, getElement } from '../../domains/documents/elements.ts';
import { intId } from '../../domains/common/identifiers.ts';
import { builder } from '../builder.ts';
import { inputRule } from '../common/input-rules.ts';
import { payloadOf, payloadQuery } from '../common/mutation-payload.ts';
import { restInt } from '../common/rest-int.ts';
import { DOCUMENT_REF, ELEMENT_TYPE, ElementRefInput, REF, elementId, type Ref } from './operations.ts';
import { DocumentAccessEntry, DocumentAccessLevel, DocumentAccessMode, DocumentDeleteMode, DocumentElement, DocumentElementType, DocumentSubjectType } from './types.ts';

const MIME_TYPE = 'Media type such as text/markdown or text/plain; charset=utf-8 (type/subtype, optional `; name=value` parameters, a value a token or a quoted string; visible ASCII only, at most 255 characters: INVALID_FIELD otherwise); default text/plain; charset=utf-8 with text, application/octet-stream with data.';
const ACCESS_MODE = 'Access mode of the new element (default ROLE_BASED).';
const TEXT = 'Text content, stored as UTF-8. Give text or data, not both.';
const DATA = 'Binary content, base64 (whitespace allowed). Give text or data, not both.';
const NAME = 'The name: 1 to 255 characters, no control characters, not . or ..; unique in the folder.';
const PARENT = 'The parent folder: `{ id }` or `{ path: { customer, names } }`.';
const OWNER_OR_MANAGER = 'Needs the element\'s owner (its creator) or manageDocuments for its customer; others who see the element get FORBIDDEN, an element you may not see is NOT_FOUND.';

/** The payload of a mutation answering the document it changed, under `document`. */
const documentPayload = (verb: string) => payloadOf('document', DocumentElement, { payload: `What ${verb} answers.`, field: 'The document as it is after the change.' });

/** The parent folder of an add: by id, or by path (rule 1: createMissing creates missing folders). */
async function parentFolder(ctx: RequestContext, ref: Ref, createMissing: boolean): Promise<number> {
  if (ref.id !== undefined && ref.id !== null) return intId(ref.id, 'DocumentElement', 'id');
  return folderAtPath(ctx, { customer: ref.path?.customer ?? null, path: ref.path?.names ?? [] }, createMissing);
}

builder.relayMutationField(
  'addDocumentFolder',
  {
    description: 'A new folder.',
    inputFields: (t) => ({
      parent: t.field({ type: ElementRefInput, required: true, description: PARENT }),
      name: t.string({ required: true, description: NAME }),
      accessMode: t.field({ type: DocumentAccessMode, description: ACCESS_MODE }),
    }),
  },
  {
    nullable: true,
    description: 'Adds a subfolder. Needs write access on the parent.',
    resolve: async (_root, { input }, ctx, info) => {
      const parent = await parentFolder(ctx, input.parent, false);
      const id = await addFolder(ctx, parent, { name: input.name, accessMode: input.accessMode ?? null });
      return { folder: await getElement(ctx, id, 'FOLDER', payloadQuery(ctx, info, 'folder')) };
    },
  },
  payloadOf('folder', DocumentElement, { payload: 'What addDocumentFolder answers.', field: 'The new folder.' }),
);

builder.relayMutationField(
  'addDocument',
  {
    description: 'A new document with its content (at most DOCUMENT_MAX_BYTES, default 100 MiB).',
    inputFields: (t) => ({
      parent: t.field({ type: ElementRefInput, required: true, description: PARENT }),
      name: t.string({ required: true, description: NAME }),
      text: t.string({ description: `${TEXT} One of the two is required.`, extensions: inputRule('content') }),
      data: t.string({ description: DATA, extensions: inputRule('content') }),
      mimeType: t.string({ description: MIME_TYPE }),
      accessMode: t.field({ type: DocumentAccessMode, description: ACCESS_MODE }),
      overwriteExisting: t.boolean({ description: 'Replace a same-named document with a new revision (needs write on it) instead of failing (default false).' }),
      createMissing: t.boolean({ description: 'With a parent path: create missing folders (write needed on the deepest existing one) instead of NOT_FOUND (default false).' }),
    }),
  },
  {
    nullable: true,
    description: 'Adds a document with text or base64 data (raw binary uploads: REST). Needs write access on the parent.',
    resolve: async (_root, { input }, ctx, info) => {
      const bytes = contentBytes(input, true)!;
      // Missing folders are created only once the document is accepted: a refused one leaves none.
      const parent = input.parent.id !== undefined && input.parent.id !== null
        ? intId(input.parent.id, 'DocumentElement', 'id')
        : await folderOrMissingAtPath(ctx, { customer: input.parent.path?.customer ?? null, path: input.parent.path?.names ?? [] }, input.createMissing ?? false);
      const { id } = await addDocumentUnder(
        ctx,
        parent,
        { name: input.name, mimeType: input.mimeType ?? (input.text != null ? 'text/plain; charset=utf-8' : null), accessMode: input.accessMode ?? null, overwriteExisting: input.overwriteExisting ?? false },
        () => storeContent(ctx, bytesSource(bytes), input.text != null ? 'text' : 'data'),
      );
      return { document: await getElement(ctx, id, 'DOCUMENT', payloadQuery(ctx, info, 'document')) };
    },
  },
  payloadOf('document', DocumentElement, { payload: 'What addDocument answers.', field: 'The new document (or, with overwriteExisting, the one given a new revision).' }),
);

builder.relayMutationField(
  'updateDocument',
  {
    description: 'Changes to a document; absent fields stay as they are.',
    inputFields: (t) => ({
      ref: t.field({ type: ElementRefInput, required: true, description: DOCUMENT_REF }),
      name: t.string({ description: 'New name; one taken in the folder is CONSTRAINT document.element.exists.' }),
      text: t.string({ description: TEXT, extensions: inputRule('content') }),
      data: t.string({ description: DATA, extensions: inputRule('content') }),
      mimeType: t.string({ description: 'New media type (type/subtype, optional `; name=value` parameters, a value a token or a quoted string; visible ASCII only, at most 255 characters: INVALID_FIELD otherwise).' }),
      revision: t.int({ description: 'The revision this change is based on: CONSTRAINT document.revision.stale when it is no longer current. Absent: no check.' }),
    }),
  },
  {
    nullable: true,
    description: 'Updates the fields given; always adds a revision. Needs write access; refused while someone else holds a lock.',
    resolve: async (_root, { input }, ctx, info) => {
      const id = await elementId(ctx, input.ref, 'DOCUMENT');
      await updateDocument(ctx, id, input);
      return { document: await getElement(ctx, id, 'DOCUMENT', payloadQuery(ctx, info, 'document')) };
    },
  },
  documentPayload('updateDocument'),
);

builder.relayMutationField(
  'deleteDocumentElement',
  {
    description: 'The element to delete.',
    inputFields: (t) => ({
      ref: t.field({ type: ElementRefInput, required: true, description: REF }),
      elementType: t.field({ type: DocumentElementType, required: true, description: 'Its type: an element of the other type is NOT_FOUND.' }),
      mode: t.field({ type: DocumentDeleteMode, description: 'For a folder: DELETE_IF_EMPTY (default) or DELETE_CASCADE.' }),
    }),
  },
  {
    nullable: true,
    description: 'Soft-deletes a document or folder (DELETE_IF_EMPTY by default, or DELETE_CASCADE). Revisions are kept. Needs write on the element; the root folder and an element locked by someone else are CONSTRAINT errors.',
    resolve: async (_root, { input }, ctx) => {
      const id = await elementId(ctx, input.ref, input.elementType);
      await deleteElement(ctx, id, input.elementType, input.mode ?? 'DELETE_IF_EMPTY');
      return { deleted: true };
    },
  },
  payloadOf('deleted', 'Boolean', { payload: 'What deleteDocumentElement answers.', field: 'True: the element is deleted (a refusal is an error instead).' }),
);

builder.relayMutationField(
  'setDocumentAccessMode',
  {
    description: 'An element and its new access mode.',
    inputFields: (t) => ({
      ref: t.field({ type: ElementRefInput, required: true, description: REF }),
      elementType: t.field({ type: DocumentElementType, description: ELEMENT_TYPE }),
      accessMode: t.field({ type: DocumentAccessMode, required: true, description: 'The new mode.' }),
    }),
  },
  {
    nullable: true,
    description: `Sets an element's access mode. ${OWNER_OR_MANAGER}`,
    resolve: async (_root, { input }, ctx, info) => {
      const type = input.elementType ?? null;
      const id = await elementId(ctx, input.ref, type);
      await setAccessMode(ctx, id, type, input.accessMode);
      return { element: await getElement(ctx, id, type, payloadQuery(ctx, info, 'element')) };
    },
  },
  payloadOf('element', DocumentElement, { payload: 'What setDocumentAccessMode answers.', field: 'The element with its new access mode.' }),
);

builder.relayMutationField(
  'grantDocumentAccess',
  {
    description: 'An access entry to add (or change: one entry per subject and element).',
    inputFields: (t) => ({
      ref: t.field({ type: ElementRefInput, required: true, description: REF }),
      elementType: t.field({ type: DocumentElementType, description: ELEMENT_TYPE }),
      subjectID: t.id({ required: true, description: 'The user or group: its global id, or its numeric id. One you may see (of your customer, one above it, or one you hold a function for or below that); another customer\'s answers INVALID_FIELD on subjectID exactly as an unknown id.', ...restInt() }),
      subjectType: t.field({ type: DocumentSubjectType, description: 'Default: a user with that id, else a group.' }),
      level: t.field({ type: DocumentAccessLevel, required: true, description: 'The level to grant.' }),
    }),
  },
  {
    nullable: true,
    description: `Grants a user or group a level on the element, and folder access on every parent where it has no entry (implied entries). ${OWNER_OR_MANAGER}`,
    resolve: async (_root, { input }, ctx, info) => {
      const type = input.elementType ?? null;
      const id = await elementId(ctx, input.ref, type);
      const grant = { subjectID: input.subjectID, subjectType: input.subjectType ?? null, level: input.level };
      return { accessEntry: await grantAccess(ctx, id, type, grant, payloadQuery(ctx, info, 'accessEntry')) };
    },
  },
  payloadOf('accessEntry', DocumentAccessEntry, { payload: 'What grantDocumentAccess answers.', field: 'The entry added or changed.' }),
);

builder.relayMutationField(
  'revokeDocumentAccess',
  {
    description: 'An access entry to remove.',
    inputFields: (t) => ({
      ref: t.field({ type: ElementRefInput, required: true, description: REF }),
      elementType: t.field({ type: DocumentElementType, description: ELEMENT_TYPE }),
      accessEntryID: t.id({ required: true, description: 'The entry: its global id (DocumentAccess.id) or numeric id.', ...restInt() }),
    }),
  },
  {
    nullable: true,
    description: `Removes an access entry (the implied entries on parents stay). ${OWNER_OR_MANAGER}`,
    resolve: async (_root, { input }, ctx) => {
      const type = input.elementType ?? null;
      await revokeAccess(ctx, await elementId(ctx, input.ref, type), type, intId(input.accessEntryID, 'DocumentAccess', 'accessEntryID'));
      return { revoked: true };
    },
  },
  payloadOf('revoked', 'Boolean', { payload: 'What revokeDocumentAccess answers.', field: 'True: the entry is removed (a refusal is an error instead).' }),
);

builder.relayMutationField(
  'lockDocument',
  {
    description: 'A document to lock, and for how long.',
    inputFields: (t) => ({
      ref: t.field({ type: ElementRefInput, required: true, description: DOCUMENT_REF }),
      seconds: t.int({ description: 'Lock period in seconds (default 3600, at most DOCUMENT_LOCK_MAX_SECONDS, default one day).' }),
    }),
  },
  {
    nullable: true,
    description: 'Locks a document for a period, or extends your own lock: others cannot update, restore or delete it meanwhile. Needs write level; a lock held by someone else is CONSTRAINT document.locked.',
    resolve: async (_root, { input }, ctx, info) => {
      const id = await elementId(ctx, input.ref, 'DOCUMENT');
      await lockDocument(ctx, id, input.seconds);
      return { document: await getElement(ctx, id, 'DOCUMENT', payloadQuery(ctx, info, 'document')) };
    },
  },
  documentPayload('lockDocument'),
);

builder.relayMutationField(
  'unlockDocument',
  {
    description: 'A document to unlock.',
    inputFields: (t) => ({ ref: t.field({ type: ElementRefInput, required: true, description: DOCUMENT_REF }) }),
  },
  {
    nullable: true,
    description: 'Releases a lock: its holder, or a manageDocuments holder breaking it (others FORBIDDEN).',
    resolve: async (_root, { input }, ctx, info) => {
      const id = await elementId(ctx, input.ref, 'DOCUMENT');
      await unlockDocument(ctx, id);
      return { document: await getElement(ctx, id, 'DOCUMENT', payloadQuery(ctx, info, 'document')) };
    },
  },
  documentPayload('unlockDocument'),
);

builder.relayMutationField(
  'restoreDocumentRevision',
  {
    description: 'A document and the revision to restore.',
    inputFields: (t) => ({
      ref: t.field({ type: ElementRefInput, required: true, description: DOCUMENT_REF }),
      number: t.int({ required: true, description: 'The revision to restore; unknown: NOT_FOUND.' }),
      revision: t.int({ description: 'The current revision this restore is based on (optional): CONSTRAINT document.revision.stale when it is no longer current.' }),
    }),
  },
  {
    nullable: true,
    description: 'Adds a revision with the content, name and type of an older one. Needs write level; refused while someone else holds a lock.',
    resolve: async (_root, { input }, ctx, info) => {
      const id = await elementId(ctx, input.ref, 'DOCUMENT');
      await restoreRevision(ctx, id, input.number, input.revision);
      return { document: await getElement(ctx, id, 'DOCUMENT', payloadQuery(ctx, info, 'document')) };
    },
  },
  documentPayload('restoreDocumentRevision'),
);
