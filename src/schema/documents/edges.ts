// The edges of picture (c), "this folder tree three levels down with each
// document's latest revision and its author", in one request:
// DocumentElement.children, .revisions and .latestRevision, and a customer's
// rootFolder; and an element's parent and access list (.parent, .accessEntries). Each resolver parses its page and calls src/domains/documents/
// tree.ts, which batches every parent of a request and applies the REST
// routes' rules: a constant number of statements however many elements the
// answer holds. `children` also tells what is asked below its entries
// (tree-below.ts), so that the levels below come in the same statement, and
// `latestRevision` is planned into its element's own query (`revisions`,
// newest first, one), so that it comes with the element.
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context.ts';
import { emptyPage } from '../../domains/common/paging.ts';
import { elementAccessEntries } from '../../domains/documents/access.ts';
import { documentRevisionPage, edgePaging, folderChildren, latestRevision, parentFolder, rootFolderOf } from '../../domains/documents/tree.ts';
import { builder } from '../builder.ts';
import { pageCost } from '../common/cost.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';
import { LATEST_REVISION } from '../../domains/documents/revision-rows.ts';
import { Customer, CustomerInfo } from '../customers/customer.ts';
import { DocumentAccessEntry, DocumentElement, DocumentRevision } from './types.ts';
import { treeBelow } from './tree-below.ts';
import { DocumentElementPage, DocumentRevisionPage } from './pages.ts';

const LIMIT = 'At most this many items; absent or 0: all of them, up to 100 000 (more is an INVALID_FIELD error on limit: page instead).';
const OFFSET = 'Items to skip before the first one answered (default 0).';

// Priced by the page size asked for; without one like any list without paging (they answer every entry).
const edgeCost = pageCost({ omitted: 'unpaged' });

/** The planned query of a connection's items (nodes, edges.node). */
const itemsQuery = (ctx: RequestContext, info: GraphQLResolveInfo) => queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS });

builder.prismaObjectFields(DocumentElement, (t) => ({
  children: t.field({
    type: DocumentElementPage,
    // Nullable: a bad page, or a folder a mutation answers that the caller no longer sees, is an error on this field alone.
    nullable: true,
    description:
      'Entries of this folder the caller may see (at least folder level on each), in the order of the REST listing (GET /documents/v1/folder/{id}/content): folders first, then by name; empty for a document. An entry you may not see is absent, as a missing one. The entries of every folder in a list come in one statement.',
    args: { ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
    complexity: edgeCost,
    select: { elementType: true },
    resolve: (parent, args, ctx, info) => {
      const paging = edgePaging(ctx, args);
      return parent.elementType === 'FOLDER' ? folderChildren(ctx, parent.id, paging, itemsQuery(ctx, info), treeBelow(ctx, info)) : emptyPage(paging);
    },
  }),
  revisions: t.field({
    type: DocumentRevisionPage,
    nullable: true,
    description:
      'Revision history, newest first (REST GET /documents/v1/document/{id}/revisions); empty for a folder. Needs read level: with folder level only it is null with a FORBIDDEN error, the rest of the answer stands. The revisions of every document in a list come in one statement.',
    args: { ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
    complexity: edgeCost,
    select: { elementType: true, revision: true },
    resolve: (parent, args, ctx, info) => {
      const paging = edgePaging(ctx, args);
      return parent.elementType === 'DOCUMENT' ? documentRevisionPage(ctx, { id: parent.id, revision: parent.revision }, paging, itemsQuery(ctx, info)) : emptyPage(paging);
    },
  }),
  latestRevision: t.field({
    type: DocumentRevision,
    nullable: true,
    description:
      'The newest revision (the current content, number = revision) with who made it; null for a folder. Needs read level like revisions: FORBIDDEN with folder level only. Read with the element (the tree\'s statement, or the element\'s own read).',
    // Planned into the element's own query: one plan per list of elements, not one per document.
    select: (_args, _ctx, nestedSelection) => ({ elementType: true, revisions: nestedSelection(LATEST_REVISION) }),
    resolve: (parent, _args, ctx) => (parent.elementType === 'DOCUMENT' ? latestRevision(ctx, parent) : null),
  }),
  parent: t.prismaField({
    type: DocumentElement,
    nullable: true,
    description:
      'The folder holding this element (the first of parentElements), with every field of an element; null for a customer\'s root folder. It answers what documentElement(ref: { id }) answers for that folder: where that read would be NOT_FOUND for you, this field is null without an error. The parents of every element in a list come in one batch (two statements at most).',
    select: { parentId: true },
    resolve: (query, element, _args, ctx) => {
      if (element.parentId === null) {
        void { ...query }; // a root folder: nothing to read (the planned query counts as used, as latestRevision's)
        return null;
      }
      return parentFolder(ctx, element.parentId, query);
    },
  }),
  accessEntries: t.prismaField({
    type: [DocumentAccessEntry],
    nullable: true,
    description:
      'The element\'s explicit access entries, in id order (REST GET /documents/v1/folder/{id}/access and .../document/{id}/access): all of them for its owner and document managers, otherwise only the caller\'s own (possibly none). A list, not a page: it is bounded by the element. Where reading the list would be refused (NOT_FOUND: an element a mutation answers that you no longer see) it is null with that error at this field\'s path and the rest of the answer stands, as revisions does. The lists of every element in a list come in one batch.',
    select: { elementType: true, createdById: true },
    resolve: (query, element, _args, ctx) => elementAccessEntries(ctx, element, query),
  }),
}));

const ROOT_FOLDER =
  'The customer\'s root folder (its document space, named after its short name; REST GET /documents/v1/customer/{id}); null when you have no level on it, as when it has none. The root folders of every customer in a list come in one statement.';

for (const type of [Customer, CustomerInfo] as const) {
  builder.prismaObjectField(type, 'rootFolder', (t) =>
    t.prismaField({
      type: DocumentElement,
      nullable: true,
      description: ROOT_FOLDER,
      select: { id: true },
      resolve: (query, customer, _args, ctx) => rootFolderOf(ctx, customer.id, query),
    }),
  );
}
