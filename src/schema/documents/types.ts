// The document space's GraphQL types: elements (folders and documents),
// revisions and access entries.
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context.ts';
import { elementNames } from '../../domains/documents/elements.ts';
import { LEVEL_NAMES, levelLoader } from '../../domains/documents/levels.ts';
import { builder } from '../builder.ts';
import { knownFlags } from '../common/flags.ts';
import { restEnum } from '../common/rest-enum.ts';
import { referenceOwner } from '../common/hidden-references.ts';
import { addHiddenField } from '../common/hidden-field.ts';
import { CustomerInfo } from '../customers/customer.ts';

export const DocumentElementType = restEnum('DocumentElementType', { FOLDER: 'folder', DOCUMENT: 'document' });
export const DocumentAccessMode = restEnum('DocumentAccessMode', { ROLE_BASED: 'roleBased', EXPLICIT: 'explicit' }, 'roleBased: levels come from the viewDocuments/editDocuments permissions; explicit: only explicit entries (and document managers).');
export const DocumentAccessLevel = restEnum('DocumentAccessLevel', { FOLDER: 'folder', READ: 'read', WRITE: 'write' });
export const DocumentElementFlag = restEnum('DocumentElementFlag', { ROOT_FOLDER: 'ROOT_FOLDER' });
export const DocumentDeleteMode = restEnum('DocumentDeleteMode', { DELETE_IF_EMPTY: 'DELETE_IF_EMPTY', DELETE_CASCADE: 'DELETE_CASCADE' });
export const DocumentSubjectType = restEnum('DocumentSubjectType', { USER: 'user', GROUP: 'group' });

export interface ParentElement {
  id: number;
  name: string;
}

export const ParentElementRef = builder.objectRef<ParentElement>('DocumentParentElement').implement({
  description: 'A parent folder: id and name.',
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

export const DocumentUserInfo = builder.prismaObject('User', {
  variant: 'DocumentUserInfo',
  description: 'A reference to a user (who created, updated or locked a document).',
  ...referenceOwner((u) => (u as { customerId: number }).customerId),
  // A reference reads the columns it shows, not the whole row (src/graphql/type-selected-columns.ts),
  // and its customer, for the reference rule (src/auth/references.ts).
  select: { id: true, shortName: true, name: true, customerId: true },
  fields: (t) => ({ id: t.exposeInt('id'), shortName: t.exposeString('shortName'), name: t.exposeString('name') }),
});

addHiddenField(DocumentUserInfo);

const LockHolder = builder.objectRef<{ id: number; shortName: string; name: string; customerId: number }>('DocumentLockHolder').implement({
  description: 'The user holding a lock.',
  ...referenceOwner((u) => (u as { customerId: number }).customerId),
  fields: (t) => ({ id: t.exposeInt('id'), shortName: t.exposeString('shortName'), name: t.exposeString('name') }),
});

addHiddenField(LockHolder);

interface LockInfo {
  lockedBy: { id: number; shortName: string; name: string; customerId: number } | null;
  lockedUntil: Date;
}

export const DocumentLock = builder.objectRef<LockInfo>('DocumentLock').implement({
  description: 'A live lock: others cannot update or delete the document until it expires or is released.',
  fields: (t) => ({
    lockedBy: t.field({ type: LockHolder, nullable: true, resolve: (l) => l.lockedBy }),
    lockedUntil: t.expose('lockedUntil', { type: 'Timestamp' }),
  }),
});


const nameLoaders = new WeakMap<RequestContext, DataLoader<number, string>>();
function nameLoader(ctx: RequestContext) {
  let loader = nameLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const names = await elementNames(ctx, ids);
      return ids.map((id) => names.get(id) ?? '');
    });
    nameLoaders.set(ctx, loader);
  }
  return loader;
}

export const DocumentElement = builder.prismaObject('DocumentElement', {
  description: 'A folder or a document of a customer\'s document space.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
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
    customer: t.relation('customer', { type: CustomerInfo }),
    accessMode: t.field({ type: DocumentAccessMode, select: { accessMode: true }, resolve: (e) => e.accessMode as 'ROLE_BASED' | 'EXPLICIT' }),
    effectiveAccessMode: t.field({
      type: DocumentAccessMode,
      description: 'explicit when the element or one of its parents is in explicit mode.',
      resolve: async (e, _args, ctx) => ((await levelLoader(ctx).load(e.id)).explicit ? 'EXPLICIT' : 'ROLE_BASED'),
    }),
    currentUserAccessLevel: t.field({
      type: DocumentAccessLevel,
      description: "The caller's level on this element.",
      resolve: async (e, _args, ctx) => {
        const level = (await levelLoader(ctx).load(e.id)).level;
        return (LEVEL_NAMES[level] === 'NONE' ? 'FOLDER' : LEVEL_NAMES[level]) as 'FOLDER' | 'READ' | 'WRITE';
      },
    }),
    elementType: t.field({ type: DocumentElementType, select: { elementType: true }, resolve: (e) => e.elementType as 'FOLDER' | 'DOCUMENT' }),
    flags: t.field({ type: [DocumentElementFlag], select: { flags: true }, resolve: (e) => knownFlags(['ROOT_FOLDER'], e.flags) }),
    mimeType: t.exposeString('mimeType', { nullable: true, description: 'Documents: the current revision\'s media type.' }),
    size: t.field({ type: 'Float', nullable: true, description: 'Documents: content bytes.', select: { size: true }, resolve: (e) => (e.size === null ? null : Number(e.size)) }),
    sha256: t.exposeString('sha256', { nullable: true, description: 'Documents: SHA-256 (hex) of the current content.' }),
    revision: t.field({ type: 'Int', nullable: true, description: 'Documents: the current revision number.', select: { revision: true, elementType: true }, resolve: (e) => (e.elementType === 'DOCUMENT' ? e.revision : null) }),
    lock: t.field({
      type: DocumentLock,
      nullable: true,
      description: 'The live lock, if any.',
      select: { lockedUntil: true, lockedBy: { select: { id: true, shortName: true, name: true, customerId: true } } },
      resolve: (e) => (e.lockedUntil && e.lockedUntil > new Date() ? { lockedBy: e.lockedBy, lockedUntil: e.lockedUntil } : null),
    }),
    createdBy: t.relation('createdBy', { type: DocumentUserInfo, nullable: true }),
    updatedBy: t.relation('updatedBy', { type: DocumentUserInfo, nullable: true }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp' }),
    lastUpdatedTimestamp: t.expose('updatedAt', { type: 'Timestamp' }),
  }),
});

export const DocumentRevision = builder.prismaObject('DocumentRevision', {
  description: 'One revision of a document; kept forever.',
  fields: (t) => ({
    number: t.exposeInt('number'),
    documentID: t.exposeInt('elementId'),
    name: t.exposeString('name'),
    mimeType: t.exposeString('mimeType'),
    size: t.field({ type: 'Float', select: { size: true }, resolve: (r) => Number(r.size) }),
    sha256: t.exposeString('sha256'),
    restoredFrom: t.exposeInt('restoredFrom', { nullable: true, description: 'The revision this one restores, if any.' }),
    createdBy: t.relation('createdBy', { type: DocumentUserInfo, nullable: true }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp' }),
  }),
});

export const DocumentAccessEntry = builder.prismaObject('DocumentAccess', {
  description: 'An explicit access entry on an element; its id revokes it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    elementID: t.exposeInt('elementId'),
    subjectID: t.field({
      type: 'Int',
      nullable: true,
      description: 'null when the subject is a user or group of a customer you may not see (the entry keeps its place).',
      select: { userId: true, groupId: true },
      resolve: (a) => ((a as { subjectHidden?: boolean }).subjectHidden ? null : (a.userId ?? a.groupId)!),
    }),
    subjectType: t.field({ type: DocumentSubjectType, select: { userId: true }, resolve: (a) => (a.userId !== null ? 'USER' : 'GROUP') }),
    level: t.field({ type: DocumentAccessLevel, select: { level: true }, resolve: (a) => a.level as 'FOLDER' | 'READ' | 'WRITE' }),
    implied: t.exposeBoolean('implied', { description: 'Added on a parent by a grant below it (folder access up to the root).' }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp' }),
  }),
});
