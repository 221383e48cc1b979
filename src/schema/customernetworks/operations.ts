// Queries and mutations of customer networks.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { bulkAddNetworks, type BulkReport } from '../../domains/customernetworks/bulk.ts';
import { addNetwork, deleteNetwork, getNetwork, unverifyNetwork, updateNetwork, verifyNetwork } from '../../domains/customernetworks/networks.ts';
import { searchNetworks } from '../../domains/customernetworks/search.ts';
import type { CustomerNetwork as NetworkRow } from '../../generated/prisma/client.ts';
import { MAX_BULK_NETWORKS } from '../../domains/customernetworks/bulk.ts';
import { MAX_DESCRIPTION } from '../../domains/customernetworks/input.ts';
import { MAX_SEARCH_ADDRESSES } from '../../domains/customernetworks/search.ts';
import { builder } from '../builder.ts';
import { restInt } from '../common/rest-int.ts';
import { inputRule } from '../common/input-rules.ts';
import { CustomerNetwork, CustomerNetworkPage, NetworkFlag, NetworkZone } from './network.ts';
import { LIMIT, OFFSET } from '../common/descriptions.ts';
import { intId } from '../../domains/common/identifiers.ts';
import { registerNode } from '../common/node.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';
import { ORDER_BY_DEPRECATION, orderInput } from '../common/order.ts';
import { NETWORK_SORTABLE } from '../../domains/customernetworks/search.ts';

/** `orderBy`'s input, its fields from the domain's sortable map. */
const NetworkOrder = orderInput('CustomerNetwork', NETWORK_SORTABLE, { list: 'customer networks', defaultOrder: 'id ascending', tieBreaker: 'ties broken by id ascending' });

const CUSTOMER = 'The customer: id or short name. Unknown: INVALID_FIELD unknown.customer; one you may not add to: FORBIDDEN.';
const NETWORK_ID = 'The network: its global id or numeric id.';
/** The network an id argument names (a global id or the numeric id). */
const networkId = (id: string) => intId(id, 'CustomerNetwork', 'id');
const ADD_ACCESS = 'Needs addCustomerNetwork for the customer (there or on a parent customer).';

const AddInput = builder.inputType('AddCustomerNetworkInput', {
  description: 'A new network (REST POST /customernetworks/v1/network).',
  fields: (t) => ({
    customer: t.id({ required: true, description: 'Customer id (or short name).' }),
    networkAddress: t.string({ required: true, description: 'Prefix notation (`10.0.0.0/8`, `2001:db8::/32`) or a single host IP. Host bits must be zero.' }),
    description: t.string({ description: `At most ${MAX_DESCRIPTION} characters.`, extensions: inputRule({ maxLength: MAX_DESCRIPTION }) }),
    zone: t.field({ type: NetworkZone, description: 'Default UNKNOWN.' }),
    flags: t.field({ type: [NetworkFlag], description: 'Settable flags (not DELETED or UNVERIFIED).' }),
    location: t.id({ description: 'A location (sensors area), by id or short name: one of the customer\'s own locations or a global one.' }),
  }),
});

const UpdateInput = builder.inputType('UpdateCustomerNetworkInput', {
  description: 'Changes to a network: give at least one (INVALID_FIELD empty.update on body otherwise); absent fields stay as they are.',
  fields: (t) => ({
    description: t.string({ description: `At most ${MAX_DESCRIPTION} characters.`, extensions: inputRule({ maxLength: MAX_DESCRIPTION }) }),
    flagsToEnable: t.field({ type: [NetworkFlag], description: 'Flags to add (not DELETED or UNVERIFIED).' }),
    flagsToDisable: t.field({ type: [NetworkFlag], description: 'Flags to remove (not DELETED or UNVERIFIED).' }),
    zone: t.field({ type: NetworkZone, description: 'New zone; null is INVALID_FIELD.' }),
    location: t.id({ description: 'A location (sensors area), by id or short name; null clears it.' }),
  }),
});

const BulkEntry = builder.inputType('BulkCustomerNetworkEntry', {
  description: 'One network of a bulk add.',
  fields: (t) => ({
    networkAddress: t.string({ required: true, description: 'Prefix notation or a single host IP; host bits must be zero.' }),
    description: t.string({ description: `At most ${MAX_DESCRIPTION} characters.`, extensions: inputRule({ maxLength: MAX_DESCRIPTION }) }),
    zone: t.field({ type: NetworkZone, description: 'Default UNKNOWN.' }),
  }),
});

const LenientInput = builder.inputType('AddCustomerNetworksLenientInput', {
  description: 'A lenient bulk add (REST POST /customernetworks/v1/network/bulk/lenient).',
  fields: (t) => ({
    customer: t.id({ required: true, description: CUSTOMER }),
    ignoreOnFailed: t.boolean({ description: 'true: add every network that can be added and report the rest; false (default): add nothing if any fails.' }),
    overwrite: t.boolean({ description: 'true: an active network that exists gets the given description (and zone) instead of failing. Default false.' }),
    networks: t.field({ type: [BulkEntry], required: true, description: `At most ${MAX_BULK_NETWORKS}.`, extensions: inputRule({ maxItems: MAX_BULK_NETWORKS }) }),
  }),
});

const BulkInput = builder.inputType('AddCustomerNetworksBulkInput', {
  description: 'An all-or-nothing bulk add (deprecated REST POST /customernetworks/v1/network/bulk).',
  fields: (t) => ({
    customer: t.id({ required: true, description: CUSTOMER }),
    networks: t.field({ type: [BulkEntry], required: true, description: `At most ${MAX_BULK_NETWORKS}; all or nothing.`, extensions: inputRule({ maxItems: MAX_BULK_NETWORKS }) }),
  }),
});

const SearchInput = builder.inputType('CustomerNetworkSearchInput', {
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
    sortBy: t.stringList({ description: 'id, networkAddress, description, zone, customer, createdTimestamp, lastUpdatedTimestamp; prefix - for descending.', deprecationReason: ORDER_BY_DEPRECATION }),
    orderBy: t.field({ type: [NetworkOrder.input], description: NetworkOrder.description }),
    limit: t.int({ description: LIMIT }),
    offset: t.int({ description: OFFSET }),
  }),
});

const BulkFailure = builder.objectRef<BulkReport['failures'][number]>('BulkCustomerNetworkFailure').implement({
  description: 'A network of a bulk add that was not added, and why.',
  fields: (t) => ({
    index: t.exposeInt('index', { description: 'Position in the request\'s networks list (from 0).' }),
    networkAddress: t.exposeString('networkAddress', { description: 'The address as given.' }),
    field: t.exposeString('field', { description: 'The field at fault, as networks[i].<field>.' }),
    message: t.exposeString('message', { description: 'Why it was refused.' }),
    messageTemplate: t.exposeString('messageTemplate', { description: 'The reason as a stable key, e.g. network.exists, invalid.network.host.bits, network.duplicate.in.request.' }),
  }),
});

const BulkReportType = builder.objectRef<BulkReport>('BulkCustomerNetworkReport').implement({
  description: 'What a lenient bulk add did.',
  fields: (t) => ({
    acceptedCount: t.exposeInt('acceptedCount', { description: 'Networks added: created + reactivated + overwritten.' }),
    createdCount: t.exposeInt('createdCount', { description: 'Networks that did not exist and were created.' }),
    reactivatedCount: t.exposeInt('reactivatedCount', { description: 'Deleted networks added again.' }),
    overwrittenCount: t.exposeInt('overwrittenCount', { description: 'Active networks whose description was replaced (overwrite true).' }),
    failedCount: t.exposeInt('failedCount', { description: 'Networks not added (only with ignoreOnFailed; otherwise a failure adds nothing).' }),
    failures: t.field({ type: [BulkFailure], description: 'Every network not added, in request order.', resolve: (r) => r.failures }),
    acceptedIds: t.exposeIntList('acceptedIds', { description: 'Ids of the accepted networks, in request order.' }),
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
    resolve: (_root, args, ctx, info) => searchNetworks(ctx, args.criteria ?? {}, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
}));

builder.mutationFields((t) => ({
  addCustomerNetwork: t.prismaField({
    type: CustomerNetwork,
    nullable: true,
    description: `Adds a network (UNVERIFIED); adding a deleted network again reactivates it. An active duplicate is INVALID_FIELD network.exists. ${ADD_ACCESS}`,
    args: { input: t.arg({ type: AddInput, required: true, description: 'The new network.' }) },
    resolve: (query, _root, { input }, ctx) => addNetwork(ctx, input, query),
  }),
  addCustomerNetworksLenient: t.field({
    type: BulkReportType,
    nullable: true,
    description: `Adds up to 10 000 networks in one transaction; see ignoreOnFailed and overwrite. ${ADD_ACCESS}`,
    args: { input: t.arg({ type: LenientInput, required: true, description: 'The networks.' }) },
    resolve: (_root, { input }, ctx) => bulkAddNetworks(ctx, input),
  }),
  addCustomerNetworksBulk: t.prismaField({
    type: [CustomerNetwork],
    nullable: true,
    deprecationReason: 'Use addCustomerNetworksLenient.',
    description: `Adds up to 10 000 networks, all or nothing, and answers them. ${ADD_ACCESS}`,
    args: { input: t.arg({ type: BulkInput, required: true, description: 'The networks.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const report = await bulkAddNetworks(ctx, { ...input, ignoreOnFailed: false, overwrite: false });
      const rows = (await ctx.db.customerNetwork.findMany({ ...query, where: { id: { in: report.acceptedIds } } })) as NetworkRow[];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return report.acceptedIds.map((id) => byId.get(id)!);
    },
  }),
  updateCustomerNetwork: t.prismaField({
    type: CustomerNetwork,
    nullable: true,
    description: "Changes only the fields given; flags are added and removed atomically. A deleted network is CONSTRAINT network.deleted. Needs updateCustomerNetwork for the network's customer (FORBIDDEN); a network of a customer you may not view (viewCustomerNetworks) is NOT_FOUND.",
    args: { id: t.arg.id({ required: true, description: NETWORK_ID, ...restInt() }), input: t.arg({ type: UpdateInput, required: true, description: 'The changes.' }) },
    resolve: (query, _root, { id, input }, ctx) => updateNetwork(ctx, networkId(id), input, query),
  }),
  verifyCustomerNetwork: t.prismaField({
    type: CustomerNetwork,
    nullable: true,
    description: 'Marks a network verified (removes UNVERIFIED; verifying again changes nothing; a deleted network is CONSTRAINT network.deleted). Needs verifyCustomerNetwork for the network\'s customer (FORBIDDEN); a network of a customer you may not view (viewCustomerNetworks) is NOT_FOUND.',
    args: { id: t.arg.id({ required: true, description: NETWORK_ID, ...restInt() }) },
    resolve: (query, _root, { id }, ctx) => verifyNetwork(ctx, networkId(id), query),
  }),
  unverifyCustomerNetwork: t.prismaField({
    type: CustomerNetwork,
    nullable: true,
    description: 'Marks a network unverified again (adds UNVERIFIED, clears verifiedBy and verifiedTimestamp). Needs verifyCustomerNetwork for the network\'s customer (FORBIDDEN); a network of a customer you may not view (viewCustomerNetworks) is NOT_FOUND.',
    args: { id: t.arg.id({ required: true, description: NETWORK_ID, ...restInt() }) },
    resolve: (query, _root, { id }, ctx) => unverifyNetwork(ctx, networkId(id), query),
  }),
  deleteCustomerNetwork: t.prismaField({
    type: CustomerNetwork,
    nullable: true,
    description: 'Soft delete: the network keeps its row with flag DELETED and is left out of searches by default. Deleting again answers it unchanged. Needs deleteCustomerNetwork for the network\'s customer (FORBIDDEN); a network of a customer you may not view (viewCustomerNetworks) is NOT_FOUND.',
    args: { id: t.arg.id({ required: true, description: NETWORK_ID, ...restInt() }) },
    resolve: (query, _root, { id }, ctx) => deleteNetwork(ctx, networkId(id), query),
  }),
}));
