// Queries of customer networks (their mutations: mutations.ts).
import { queryFromInfo } from '@pothos/plugin-prisma';
import { getNetwork } from '../../domains/customernetworks/networks.ts';
import { searchNetworks } from '../../domains/customernetworks/search.ts';
import { MAX_SEARCH_ADDRESSES } from '../../domains/customernetworks/search.ts';
import { builder } from '../builder.ts';
import { restInt } from '../common/rest-int.ts';
import { inputRule } from '../common/input-rules.ts';
import { CustomerNetwork, CustomerNetworkPage, NetworkFlag, NetworkZone } from './network.ts';
import { LIMIT, OFFSET } from '../common/descriptions.ts';
import { intId } from '../../domains/common/identifiers.ts';
import { registerNode } from '../common/node.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';
import { orderInput } from '../common/order.ts';
import { restSortBy, restSortByInput } from '../common/rest-sort.ts';
import { NETWORK_SORTABLE } from '../../domains/customernetworks/search.ts';

/** `orderBy`'s input, its fields from the domain's sortable map. */
const NetworkOrder = orderInput('CustomerNetwork', NETWORK_SORTABLE, { list: 'customer networks', defaultOrder: 'id ascending', tieBreaker: 'ties broken by id ascending' });

export const NETWORK_ID = 'The network: its global id or numeric id.';
/** The network an id argument or input field names (a global id or the numeric id); `field` names it in a refusal. */
export const networkId = (id: string, field = 'id') => intId(id, 'CustomerNetwork', field);

const SearchInput = builder.inputType('CustomerNetworkSearchInput', {
  ...restSortByInput(),
  description: 'A network search (REST POST /customernetworks/v1/network/search): filters ANDed.',
  fields: (t) => ({
    customerID: t.idList({
      description: 'Any of these customers (global ids or numeric ids); one you may not view matches nothing. Absent: every customer you may view.',
      ...restInt(),
    }),
    addresses: t.stringList({
      description: `IPs or prefixes: networks equal to any of them, containing it (includeSupernet) or inside it (includeSubnet). At most ${MAX_SEARCH_ADDRESSES}.`,
      extensions: inputRule({ maxItems: MAX_SEARCH_ADDRESSES }),
    }),
    includeSupernet: t.boolean({ description: 'Default true.' }),
    includeSubnet: t.boolean({ description: 'Default true.' }),
    keywords: t.stringList({ description: 'Any of them in the description or the address text (case-insensitive).' }),
    includeFlags: t.field({ type: [NetworkFlag], description: 'Networks with any of these flags.' }),
    excludeFlags: t.field({ type: [NetworkFlag], description: 'Networks with none of these flags.' }),
    includeDeleted: t.boolean({ description: 'Default false.' }),
    zone: t.field({ type: [NetworkZone], description: 'Any of these zones.' }),
    orderBy: t.field({ type: [NetworkOrder.input], description: NetworkOrder.description }),
    limit: t.int({ description: LIMIT }),
    offset: t.int({ description: OFFSET }),
  }),
});

registerNode('CustomerNetwork', (ctx, id, info) => getNetwork(ctx, networkId(id), queryFromInfo({ context: ctx, info, typeName: 'CustomerNetwork' })));

builder.queryFields((t) => ({
  customerNetwork: t.prismaField({
    type: CustomerNetwork,
    nullable: true,
    description: 'One network by id (deleted ones too; REST GET /customernetworks/v1/network/{id}). Needs viewCustomerNetworks for its customer: NOT_FOUND otherwise (FORBIDDEN when you hold it for no customer).',
    args: { id: t.arg.id({ required: true, description: NETWORK_ID, ...restInt() }) },
    resolve: (query, _root, args, ctx) => getNetwork(ctx, networkId(args.id), query),
  }),
  customerNetworks: t.field({
    type: CustomerNetworkPage,
    nullable: true,
    description: 'Search networks of the customers the caller may view (viewCustomerNetworks there or on a parent customer; FORBIDDEN when held for no customer).',
    args: { ...t.arg.connectionArgs(), criteria: t.arg({ type: SearchInput, description: 'The search; absent: every active network you may view.' }) },
    resolve: (_root, args, ctx, info) => searchNetworks(ctx, { ...args.criteria, sortBy: restSortBy(ctx) }, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
}));

