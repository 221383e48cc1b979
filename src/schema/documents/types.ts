// The document space's GraphQL types: elements (folders and documents),
// revisions and access entries.
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context.ts';
import { elementNames } from '../../domains/documents/elements.ts';
import { LEVEL_NAMES, levelLoader } from '../../domains/documents/levels.ts';
import { builder } from '../builder.ts';
import { knownFlags } from '../common/flags.ts';
import { restEnum } from '../common/rest-enum.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { User } from '../identity/user.ts';
import { CREATED, DATABASE_ID, UPDATED } from '../common/descriptions.ts';
import { NodeInterface, globalIdField } from '../common/node.ts';
import { globalId } from '../../domains/common/global-id.ts';
import { requestLoader } from '../../domains/common/request-loaders.ts';

export const DocumentElementType = restEnum('DocumentElementType', { FOLDER: 'folder', DOCUMENT: 'document' }, 'What an element is.', {
  FOLDER: 'A folder: holds folders and documents (REST: folder).',
  DOCUMENT: 'A document: content with revisions (REST: document).',
});
export const DocumentAccessMode = restEnum('DocumentAccessMode', { ROLE_BASED: 'roleBased', EXPLICIT: 'explicit' }, 'roleBased: levels come from the viewDocuments/editDocuments permissions; explicit: only explicit entries (and document managers).', {
  ROLE_BASED: 'Levels come from viewDocuments (read) and editDocuments (write) for the customer, besides explicit entries (REST: roleBased).',
  EXPLICIT: 'Only explicit entries, the owner and manageDocuments holders give access; hides the subtree from everyone else (REST: explicit).',
});
export const DocumentAccessLevel = restEnum('DocumentAccessLevel', { FOLDER: 'folder', READ: 'read', WRITE: 'write' }, 'An access level on an element; each includes the ones before it.', {
  FOLDER: 'See the element and its metadata, list what is granted below it; not the content (REST: folder).',
  READ: 'Also read the content and revisions (REST: read).',
  WRITE: 'Also add, update, lock, restore and delete (REST: write).',
});
export const DocumentElementFlag = restEnum('DocumentElementFlag', { ROOT_FOLDER: 'ROOT_FOLDER' }, 'Flags of an element.', {
  ROOT_FOLDER: 'The customer\'s root folder (named after its short name; cannot be deleted).',
});
export const DocumentDeleteMode = restEnum('DocumentDeleteMode', { DELETE_IF_EMPTY: 'DELETE_IF_EMPTY', DELETE_CASCADE: 'DELETE_CASCADE' }, 'How a folder is deleted.', {
  DELETE_IF_EMPTY: 'Only an empty folder (CONSTRAINT document.folder.not.empty otherwise); the default.',
  DELETE_CASCADE: 'The folder and everything below it.',
});
export const DocumentSubjectType = restEnum('DocumentSubjectType', { USER: 'user', GROUP: 'group' }, 'Whether an access entry\'s subject is a user or a group.', {
  USER: 'A user (REST: user).',
  GROUP: 'A group: the level passes to its members, nested groups included (REST: group).',
});

export interface ParentElement {
  id: number;
  name: string;
}

export const ParentElementRef = builder.objectRef<ParentElement>('DocumentParentElement').implement({
  description: 'A parent folder: id and name.',
  fields: (t) => ({
    id: t.id({ description: 'The folder\'s global id (a DocumentElement\'s `id`).', resolve: (p) => globalId('DocumentElement', p.id) }),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    name: t.exposeString('name', { description: 'The folder name.' }),
  }),
});

// Who created, changed or locked an element, and who made a revision, is the User type itself
// (a reference leads on: its customer, its groups); one the caller may not see is a stub
// (hidden: true, every other field null), by the reference rule on User.

/** A live lock: a variant of the element (plugin-prisma), so its holder is a relation read with the element. */
export const DocumentLock = builder.prismaObject('DocumentElement', {
  variant: 'DocumentLock',
  description: 'A live lock: others cannot update or delete the document until it expires or is released.',
  // Select mode like the element it is a view of: a variant in include mode would read the element's every column.
  select: { lockedUntil: true },
  fields: (t) => ({
    lockedBy: t.relation('lockedBy', { type: User, nullable: true, description: 'Who holds the lock; null when that user no longer exists.' }),
    lockedUntil: t.field({ type: 'Timestamp', description: 'When the lock expires by itself.', resolve: (e) => e.lockedUntil! }),
  }),
});

const NAME_LOADER = Symbol('element-names');
function nameLoader(ctx: RequestContext) {
  return requestLoader(ctx, NAME_LOADER, () =>
    new DataLoader<number, string>(async (ids) => {
      const names = await elementNames(ctx, ids);
      return ids.map((id) => names.get(id) ?? '');
    }));
}

export const DocumentElement = builder.prismaObject('DocumentElement', {
  description: 'A folder or a document of a customer\'s document space.',
  // Select mode: what the edges and rules read (tree, lock, latest revision, owner), the rest as the query asks.
  select: { id: true, name: true, customerId: true, parentId: true, path: true, elementType: true, revision: true, lockedUntil: true, createdById: true },
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('DocumentElement')),
    databaseId: t.exposeInt('id', { description: `${DATABASE_ID} Unique across every customer\'s space.` }),
    name: t.exposeString('name', { description: 'The name: 1 to 255 characters, unique among the folder\'s live entries.' }),
    parentElements: t.field({
      type: [ParentElementRef],
      description: 'Parent folders from the immediate parent up to the root; empty for a root folder.',
      select: { path: true },
      resolve: async (e, _args, ctx) => {
        const ids = [...e.path].reverse();
        const names = await nameLoader(ctx).loadMany(ids);
        return ids.map((id, i) => ({ id, name: typeof names[i] === 'string' ? names[i] : '' }));
      },
    }),
    customer: t.relation('customer', { type: CustomerInfo, description: 'The customer whose document space holds it.' }),
    accessMode: t.field({ type: DocumentAccessMode, description: 'The mode set on this element (its parents may be stricter: see effectiveAccessMode).', select: { accessMode: true }, resolve: (e) => e.accessMode as 'ROLE_BASED' | 'EXPLICIT' }),
    effectiveAccessMode: t.field({
      type: DocumentAccessMode,
      description: 'explicit when the element or one of its parents is in explicit mode.',
      resolve: async (e, _args, ctx) => ((await levelLoader(ctx).load(e.id)).explicit ? 'EXPLICIT' : 'ROLE_BASED'),
    }),
    currentUserAccessLevel: t.field({
      type: DocumentAccessLevel,
      description: "The caller's level on this element (an element you have no level on is not shown at all).",
      resolve: async (e, _args, ctx) => {
        const level = (await levelLoader(ctx).load(e.id)).level;
        return (LEVEL_NAMES[level] === 'NONE' ? 'FOLDER' : LEVEL_NAMES[level]) as 'FOLDER' | 'READ' | 'WRITE';
      },
    }),
    elementType: t.field({ type: DocumentElementType, description: 'Folder or document.', resolve: (e) => e.elementType as 'FOLDER' | 'DOCUMENT' }),
    flags: t.field({ type: [DocumentElementFlag], description: 'ROOT_FOLDER on a customer\'s root folder; otherwise empty.', select: { flags: true }, resolve: (e) => knownFlags(['ROOT_FOLDER'], e.flags) }),
    mimeType: t.exposeString('mimeType', { nullable: true, description: 'Documents: the current revision\'s media type; null for a folder.' }),
    size: t.field({ type: 'Float', nullable: true, description: 'Documents: the content size in bytes; null for a folder.', select: { size: true }, resolve: (e) => (e.size === null ? null : Number(e.size)) }),
    sha256: t.exposeString('sha256', { nullable: true, description: 'Documents: SHA-256 (hex) of the current content; null for a folder.' }),
    revision: t.field({ type: 'Int', nullable: true, description: 'Documents: the current revision number (1 for a new document); null for a folder.', resolve: (e) => (e.elementType === 'DOCUMENT' ? e.revision : null) }),
    lock: t.variant(DocumentLock, {
      description: 'The live lock; null when the document is not locked (or the lock expired) and for a folder.',
      isNull: (e) => !(e.lockedUntil && e.lockedUntil > new Date()),
    }),
    createdBy: t.relation('createdBy', { type: User, nullable: true, description: 'Who created it (its owner: write level, may manage its access); null for root folders and removed users.' }),
    updatedBy: t.relation('updatedBy', { type: User, nullable: true, description: 'Who changed it last; null when nobody has.' }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp', description: CREATED }),
    lastUpdatedTimestamp: t.expose('updatedAt', { type: 'Timestamp', description: UPDATED }),
  }),
});

export const DocumentRevision = builder.prismaObject('DocumentRevision', {
  description: 'One revision of a document; kept forever.',
  select: { id: true, elementId: true, number: true },
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('DocumentRevision')),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    number: t.exposeInt('number', { description: 'The revision number: 1 for the first, then one more for each change.' }),
    documentID: t.exposeInt('elementId', { description: 'The document\'s element id.' }),
    name: t.exposeString('name', { description: 'The document name at this revision.' }),
    mimeType: t.exposeString('mimeType', { description: 'The media type at this revision.' }),
    size: t.field({ type: 'Float', description: 'The content size in bytes.', select: { size: true }, resolve: (r) => Number(r.size) }),
    sha256: t.exposeString('sha256', { description: 'SHA-256 (hex) of the content.' }),
    restoredFrom: t.exposeInt('restoredFrom', { nullable: true, description: 'The revision this one restores; null when it is not a restore.' }),
    createdBy: t.relation('createdBy', { type: User, nullable: true, description: 'Who made this revision; null for a removed user.' }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp', description: 'When this revision was made.' }),
  }),
});

export const DocumentAccessEntry = builder.prismaObject('DocumentAccess', {
  description: 'An explicit access entry on an element; its id revokes it.',
  select: { id: true, elementId: true, userId: true, groupId: true },
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('DocumentAccess')),
    databaseId: t.exposeInt('id', { description: `${DATABASE_ID} revokeDocumentAccess takes either.` }),
    elementID: t.exposeInt('elementId', { description: 'The element it grants access to.' }),
    subjectID: t.field({
      type: 'Int',
      nullable: true,
      description: 'The user or group id (subjectType says which); null when the subject is a user or group of a customer you may not see (the entry keeps its place).',
      select: { userId: true, groupId: true },
      resolve: (a) => ((a as { subjectHidden?: boolean }).subjectHidden ? null : (a.userId ?? a.groupId)!),
    }),
    subjectType: t.field({ type: DocumentSubjectType, description: 'Whether subjectID is a user or a group.', select: { userId: true }, resolve: (a) => (a.userId !== null ? 'USER' : 'GROUP') }),
    level: t.field({ type: DocumentAccessLevel, description: 'The level granted.', select: { level: true }, resolve: (a) => a.level as 'FOLDER' | 'READ' | 'WRITE' }),
    implied: t.exposeBoolean('implied', { description: 'Added on a parent by a grant below it (folder access up to the root).' }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp', description: CREATED }),
  }),
});
