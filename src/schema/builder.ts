// The one Pothos builder: plugins, scalar typings and the context type.
// It defines no types; those live in src/schema/<domain>/.
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import type { RequestContext } from '../context.ts';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import { CONNECTIONS_PLUGIN } from './common/connections.ts';
import { fieldCost, PAGE_ITEMS_COST } from './common/cost.ts';
import { HIDDEN_REFERENCES_PLUGIN } from './common/hidden-references.ts';
import { SETTLED_LISTS_PLUGIN } from './common/settled-lists.ts';

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: RequestContext;
  DefaultFieldNullability: false;
  // Connections (plugin-relay): an edge and its node are never null; a hidden item is a stub, not a gap.
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Scalars: {
    /**
     * Ids and short names. GraphQL's ID accepts a string or a whole number and
     * hands resolvers a string, whichever the caller sent (legacy clients send numbers).
     */
    ID: { Input: string; Output: string | number };
    /** Epoch milliseconds on the wire. */
    Timestamp: { Input: Date; Output: Date | number };
    /** Any JSON value (custom field values, observation data); areas validate it with zod. */
    JSON: { Input: unknown; Output: unknown };
    // Area scalars: one line per area, each under its own marker (keeps merges apart).
    // useradmin scalars

    // documents scalars

    // pdns scalars

    // customernetworks scalars

    // sensors scalars

    // cases scalars
  };
}>({
  // settledLists: every list reaches the executor with its items settled (graphql-jit mis-completes
  // a list holding rejected promises; src/schema/common/settled-lists.ts); outermost, so that it
  // sees what every other wrapper answers.
  // hiddenReferences: the reference rule on every edge (src/auth/references.ts); before the others, so that
  // it wraps outside the others and a hidden object's relations are never loaded.
  // vigilConnections: connection arguments become the window's limit/offset before any resolver
  // (and plugin-prisma's planning) sees them (src/schema/common/connections.ts).
  plugins: [SETTLED_LISTS_PLUGIN, HIDDEN_REFERENCES_PLUGIN, CONNECTIONS_PLUGIN, RelayPlugin, PrismaPlugin, ComplexityPlugin],
  defaultFieldNullability: false,
  // Every field's cost (src/schema/common/cost.ts); fields with a bound of their own say so.
  // The limit is enforced before execution on /graphql (src/graphql/cost-limit.ts), not by
  // the plugin's check in each root field, so a refusal is a request error like armour's.
  complexity: { fieldComplexity: fieldCost, disabled: true },
  // plugin-relay gives the connection and edge types, PageInfo and the connection arguments. Its
  // Node interface and node/nodes fields are not used: Vigil's own (src/schema/common/node.ts)
  // read each object through its domain's by-id rule.
  relay: {
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    cursorType: 'String',
    // One mutation shape (src/schema/common/mutation-payload.ts): `verbNoun(input:)` answering a payload.
    mutationInputArgOptions: { description: 'Everything the mutation needs: the object it acts on (where there is one) and the values to set.' },
    edgesFieldOptions: { nullable: false, description: 'The items of this page with their cursors, in the requested order.', complexity: PAGE_ITEMS_COST },
    // `nodes` is each connection's own field (src/schema/common/page.ts): it reads the page's rows, not its edges.
    nodesOnConnection: false,
    // The edge already costs 1: its node is priced with it.
    nodeFieldOptions: { nullable: false, description: 'The item.', complexity: 0 },
    cursorFieldOptions: { description: 'Opaque cursor of this item: pass it as after (or before) to read the items after (or before) it.' },
    pageInfoTypeOptions: { description: 'Where a page of a connection lies in the whole list (Relay cursor connections).' },
    // Read once per page, not per item: free, so that the usual paging query costs what its items cost.
    pageInfoFieldOptions: { description: 'Whether items lie before and after this page, and the cursors of its first and last item.', complexity: 0 },
    hasNextPageFieldOptions: { description: 'Whether more items follow this page.' },
    hasPreviousPageFieldOptions: { description: 'Whether items come before this page.' },
    startCursorFieldOptions: { description: 'Cursor of the first item of this page; null when the page is empty.' },
    endCursorFieldOptions: { description: 'Cursor of the last item of this page; null when the page is empty. Pass it as after for the next page.' },
    firstArgOptions: { description: 'Connection paging: at most this many items from the start (after `after`), 0 up to the maximum page size (MAX_PAGE_SIZE; passive DNS: the caller\'s maximum). Not together with limit/offset.' },
    afterArgOptions: { description: 'Connection paging: the items after this cursor (an edge\'s cursor or pageInfo.endCursor). With neither first nor last: the default page (DEFAULT_PAGE_SIZE) after it.' },
    lastArgOptions: { description: 'Connection paging: at most this many items counted back from `before`, from the end of `first`, or else from the end of the list (the last N, never one before `after`). 0 up to the maximum page size.' },
    beforeArgOptions: { description: 'Connection paging: the items before this cursor (an edge\'s cursor or pageInfo.startCursor); with last, the last that many of them; without, from the start of the list (at most the default page).' },
  },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    // A relation loaded outside the planned query would be a query per row.
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'error',
  },
});

export type VigilSchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

// Root fields are nullable (each says so): an error in one of them must not
// null the whole answer of a query that asks for several.
builder.queryType({ description: 'Reads. Every root field is nullable: one that fails answers null with an error, and the others still answer.' });
builder.mutationType({ description: 'Changes. The mutations of one request run one after another, in the order written. Every root field is nullable, as in Query.' });
