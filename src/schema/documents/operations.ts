// Queries of the document space (its mutations: mutations.ts). Resolvers parse
// arguments and call the domain; elements are addressed by id or by (customer, path).
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { RequestContext } from '../../context.ts';
import { listAccess } from '../../domains/documents/access.ts';
import { getRevision, listRevisions } from '../../domains/documents/documents.ts';
import { listFolderPage } from '../../domains/documents/tree.ts';
import { getElement, getRootFolder, resolvePath, type ElementType } from '../../domains/documents/elements.ts';
import { InvalidFieldError, NotFoundError } from '../../errors.ts';
import { intId, nodeId, type ShortNameKey } from '../../domains/common/identifiers.ts';
import { CustomerRef } from '../common/reference-input.ts';
import { registerNode } from '../common/node.ts';
import { restInt } from '../common/rest-int.ts';
import { builder } from '../builder.ts';
import { pageCost } from '../common/cost.ts';
import { DocumentElement, DocumentElementType, DocumentRevision } from './types.ts';
import { DocumentElementPage, DocumentRevisionPage } from './pages.ts';
import { elementTreeBelow } from './tree-below.ts';
import { OFFSET } from '../common/descriptions.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';

// Shared texts of the area's arguments and input fields.
export const REF = 'The element: `{ id }` or `{ path: { customer, names } }`.';
export const DOCUMENT_REF = 'The document: `{ id }` or `{ path: { customer, names } }`.';
export const ELEMENT_TYPE = 'Only an element of this type: another type is NOT_FOUND. Absent: either.';

/** A path in a customer's document space (GraphQL `DocumentElementPath`). */
export interface ElementPath {
  customer?: ShortNameKey | null;
  names: readonly string[];
}

/** An element by exactly one of its keys (GraphQL `DocumentElementRef @oneOf`). */
export interface Ref {
  id?: string | number | null;
  path?: ElementPath | null;
}

/** The element a reference names: an id, or a path (names below the customer's root; empty: the root). */
export async function elementId(ctx: RequestContext, ref: Ref, type: ElementType | null): Promise<number> {
  if (ref.id !== undefined && ref.id !== null) return intId(ref.id, 'DocumentElement', 'id');
  // graphql-js holds the reference to one key (@oneOf); this is the domain's guard whichever executor ran.
  if (!ref.path) throw new InvalidFieldError('id', 'Give the element id or its path');
  return resolvePath(ctx, { customer: ref.path.customer ?? null, path: ref.path.names }, type);
}

const ElementPathInput = builder.inputType('DocumentElementPath', {
  description: 'A path in a customer\'s document space: the names below its root folder.',
  fields: (t) => ({
    customer: t.field({ type: CustomerRef, description: 'The customer whose space it is: `{ id }` or `{ shortName }`; absent: yours. Unknown or out of your reach: NOT_FOUND.' }),
    names: t.stringList({ required: true, description: 'Element names from below the root; empty: the root folder.' }),
  }),
});

export const ElementRefInput = builder.inputType('DocumentElementRef', {
  isOneOf: true,
  description: 'An element, by exactly one of its keys: `{ id: ... }` or `{ path: { customer, names } }` (@oneOf: giving both or neither is an error).',
  fields: (t) => ({
    id: t.id({ description: 'The element: its global id or numeric id.', ...restInt() }),
    path: t.field({ type: ElementPathInput, description: 'The element by its path in a customer\'s space.' }),
  }),
});

registerNode('DocumentElement', (ctx, id, info) => getElement(ctx, nodeId(id, 'DocumentElement', 'id'), null, queryFromInfo({ context: ctx, info, typeName: 'DocumentElement' })));
registerNode('DocumentAccess', async (ctx, id, info) => {
  // The entry's element, then that element's access list as the caller reads it (all entries for its
  // managers, otherwise the caller's own; the same list DocumentElement.accessEntries answers).
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
    resolve: async (query, _root, args, ctx, info) => {
      const type = args.elementType ?? null;
      return getElement(ctx, await elementId(ctx, args.ref, type), type, query, elementTreeBelow(ctx, info));
    },
  }),
  documentRootFolder: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description: 'A customer\'s root folder (default: the caller\'s customer). NOT_FOUND when you have no level on it.',
    args: { customer: t.arg({ type: CustomerRef, description: 'The customer: `{ id }` or `{ shortName }`; default your own. Unknown: NOT_FOUND.' }) },
    resolve: (query, _root, args, ctx, info) => getRootFolder(ctx, args.customer ?? null, query, elementTreeBelow(ctx, info)),
  }),
  folderContent: t.field({
    type: DocumentElementPage,
    nullable: true,
    description: 'The entries of a folder the caller may see (at least folder level on each): folders first, then by name. limit 0 (default): all.',
    args: {
      ref: t.arg({ type: ElementRefInput, required: true, description: 'The folder: `{ id }` or `{ path: { customer, names } }`.' }),
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
}));
