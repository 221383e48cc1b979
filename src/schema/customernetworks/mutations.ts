// Mutations of customer networks, in the one mutation shape (docs/graphql.md,
// "Mutations"): `verbNoun(input:)` answering a `VerbNounPayload`. The network
// a mutation acts on is the input's `network` (REST fills it from the URL's
// id); resolvers parse and call src/domains/customernetworks.
import { acceptedNetworks, bulkAddNetworks, MAX_BULK_NETWORKS, type BulkReport } from '../../domains/customernetworks/bulk.ts';
import { MAX_DESCRIPTION } from '../../domains/customernetworks/input.ts';
import { addNetwork, deleteNetwork, unverifyNetwork, updateNetwork, verifyNetwork } from '../../domains/customernetworks/networks.ts';
import { builder } from '../builder.ts';
import { inputRule } from '../common/input-rules.ts';
import { payloadOf, payloadQuery } from '../common/mutation-payload.ts';
import { restInt } from '../common/rest-int.ts';
import { CustomerNetwork, NetworkFlag, NetworkZone } from './network.ts';
import { CustomerRef } from '../common/reference-input.ts';
import { SensorLocationRef } from '../sensors/refs.ts';
import { NETWORK_ID, networkId } from './operations.ts';

const CUSTOMER = 'The customer: `{ id }` or `{ shortName }`. Unknown: INVALID_FIELD unknown.customer; one you may not add to: FORBIDDEN.';
const ADD_ACCESS = 'Needs addCustomerNetwork for the customer (there or on a parent customer).';
/** The input field naming the network a mutation acts on. */
const NETWORK = 'network';

const BulkEntry = builder.inputType('BulkCustomerNetworkEntry', {
  description: 'One network of a bulk add.',
  fields: (t) => ({
    networkAddress: t.string({ required: true, description: 'Prefix notation or a single host IP; host bits must be zero.' }),
    description: t.string({ description: `At most ${MAX_DESCRIPTION} characters.`, extensions: inputRule({ maxLength: MAX_DESCRIPTION }) }),
    zone: t.field({ type: NetworkZone, description: 'Default UNKNOWN.' }),
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
    acceptedNetworks: t.prismaField({
      type: [CustomerNetwork],
      description: 'The accepted networks as they are after the add, in request order (the networks of acceptedIds), read in one statement. The right to add them is enough to see them: these are the networks this add created, reactivated or overwrote for the customer it named.',
      resolve: (query, report, _args, ctx) => acceptedNetworks(ctx, report, query),
    }),
  }),
});

/** The payload of a mutation answering the one network it changed, under `network`. */
const networkPayload = (verb: string, field = 'The network as it is after the change.') => payloadOf('network', CustomerNetwork, { payload: `What ${verb} answers.`, field });

builder.relayMutationField(
  'addCustomerNetwork',
  {
    description: 'A new network (REST POST /customernetworks/v1/network).',
    inputFields: (t) => ({
      customer: t.field({ type: CustomerRef, required: true, description: CUSTOMER }),
      networkAddress: t.string({ required: true, description: 'Prefix notation (`10.0.0.0/8`, `2001:db8::/32`) or a single host IP. Host bits must be zero.' }),
      description: t.string({ description: `At most ${MAX_DESCRIPTION} characters.`, extensions: inputRule({ maxLength: MAX_DESCRIPTION }) }),
      zone: t.field({ type: NetworkZone, description: 'Default UNKNOWN.' }),
      flags: t.field({ type: [NetworkFlag], description: 'Settable flags (not DELETED or UNVERIFIED).' }),
      location: t.field({ type: SensorLocationRef, description: 'A location (sensors area): one of the customer\'s own locations or a global one.' }),
    }),
  },
  {
    nullable: true,
    description: `Adds a network (UNVERIFIED); adding a deleted network again reactivates it. An active duplicate is INVALID_FIELD network.exists. ${ADD_ACCESS}`,
    resolve: async (_root, { input }, ctx, info) => ({ network: await addNetwork(ctx, input, payloadQuery(ctx, info, 'network')) }),
  },
  networkPayload('addCustomerNetwork', 'The new (or reactivated) network.'),
);

builder.relayMutationField(
  'addCustomerNetworksLenient',
  {
    description: 'A bulk add (REST POST /customernetworks/v1/network/bulk/lenient; REST POST /customernetworks/v1/network/bulk runs it all or nothing and answers acceptedNetworks).',
    inputFields: (t) => ({
      customer: t.field({ type: CustomerRef, required: true, description: CUSTOMER }),
      ignoreOnFailed: t.boolean({ description: 'true: add every network that can be added and report the rest; false (default): add nothing if any fails.' }),
      overwrite: t.boolean({ description: 'true: an active network that exists gets the given description (and zone) instead of failing. Default false.' }),
      networks: t.field({ type: [BulkEntry], required: true, description: `At most ${MAX_BULK_NETWORKS}.`, extensions: inputRule({ maxItems: MAX_BULK_NETWORKS }) }),
    }),
  },
  {
    nullable: true,
    description: `Adds up to 10 000 networks in one transaction; see ignoreOnFailed and overwrite. ${ADD_ACCESS}`,
    resolve: async (_root, { input }, ctx) => ({ report: await bulkAddNetworks(ctx, input) }),
  },
  payloadOf('report', BulkReportType, { payload: 'What addCustomerNetworksLenient answers.', field: 'What the bulk add did: the counts, the failures and the accepted ids.' }),
);

builder.relayMutationField(
  'updateCustomerNetwork',
  {
    description: 'Changes to a network: give at least one (INVALID_FIELD empty.update on body otherwise); absent fields stay as they are.',
    inputFields: (t) => ({
      network: t.id({ required: true, description: NETWORK_ID, ...restInt() }),
      description: t.string({ description: `At most ${MAX_DESCRIPTION} characters.`, extensions: inputRule({ maxLength: MAX_DESCRIPTION }) }),
      flagsToEnable: t.field({ type: [NetworkFlag], description: 'Flags to add (not DELETED or UNVERIFIED).' }),
      flagsToDisable: t.field({ type: [NetworkFlag], description: 'Flags to remove (not DELETED or UNVERIFIED).' }),
      zone: t.field({ type: NetworkZone, description: 'New zone; null is INVALID_FIELD.' }),
      location: t.field({ type: SensorLocationRef, description: 'A location (sensors area): one of the customer\'s own locations or a global one; null clears it.' }),
    }),
  },
  {
    nullable: true,
    description: "Changes only the fields given; flags are added and removed atomically. A deleted network is CONSTRAINT network.deleted. Needs updateCustomerNetwork for the network's customer (FORBIDDEN); a network of a customer you may not view (viewCustomerNetworks) is NOT_FOUND.",
    resolve: async (_root, { input: { network, ...changes } }, ctx, info) => ({
      network: await updateNetwork(ctx, networkId(network, NETWORK), changes, payloadQuery(ctx, info, 'network')),
    }),
  },
  networkPayload('updateCustomerNetwork'),
);

builder.relayMutationField(
  'verifyCustomerNetwork',
  { description: 'The network to mark verified.', inputFields: (t) => ({ network: t.id({ required: true, description: NETWORK_ID, ...restInt() }) }) },
  {
    nullable: true,
    description: 'Marks a network verified (removes UNVERIFIED; verifying again changes nothing; a deleted network is CONSTRAINT network.deleted). Needs verifyCustomerNetwork for the network\'s customer (FORBIDDEN); a network of a customer you may not view (viewCustomerNetworks) is NOT_FOUND.',
    resolve: async (_root, { input }, ctx, info) => ({ network: await verifyNetwork(ctx, networkId(input.network, NETWORK), payloadQuery(ctx, info, 'network')) }),
  },
  networkPayload('verifyCustomerNetwork'),
);

builder.relayMutationField(
  'unverifyCustomerNetwork',
  { description: 'The network to mark unverified.', inputFields: (t) => ({ network: t.id({ required: true, description: NETWORK_ID, ...restInt() }) }) },
  {
    nullable: true,
    description: 'Marks a network unverified again (adds UNVERIFIED, clears verifiedBy and verifiedTimestamp). Needs verifyCustomerNetwork for the network\'s customer (FORBIDDEN); a network of a customer you may not view (viewCustomerNetworks) is NOT_FOUND.',
    resolve: async (_root, { input }, ctx, info) => ({ network: await unverifyNetwork(ctx, networkId(input.network, NETWORK), payloadQuery(ctx, info, 'network')) }),
  },
  networkPayload('unverifyCustomerNetwork'),
);

builder.relayMutationField(
  'deleteCustomerNetwork',
  { description: 'The network to delete.', inputFields: (t) => ({ network: t.id({ required: true, description: NETWORK_ID, ...restInt() }) }) },
  {
    nullable: true,
    description: 'Soft delete: the network keeps its row with flag DELETED and is left out of searches by default. Deleting again answers it unchanged. Needs deleteCustomerNetwork for the network\'s customer (FORBIDDEN); a network of a customer you may not view (viewCustomerNetworks) is NOT_FOUND.',
    resolve: async (_root, { input }, ctx, info) => ({ network: await deleteNetwork(ctx, networkId(input.network, NETWORK), payloadQuery(ctx, info, 'network')) }),
  },
  networkPayload('deleteCustomerNetwork', 'The network, flagged DELETED.'),
);
