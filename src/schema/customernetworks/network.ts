// Customer networks: the network type, its queries and mutations. Resolvers
// only pass arguments to src/domains/customernetworks.
import { splitStored } from '../../domains/customernetworks/address.ts';
import { NETWORK_FLAGS, NETWORK_ZONES } from '../../domains/customernetworks/vocabulary.ts';
import { builder } from '../builder.ts';
import { knownFlags } from '../common/flags.ts';
import { pageType } from '../common/page.ts';
import { restEnum } from '../common/rest-enum.ts';
import { referenceOwner } from '../common/hidden-references.ts';
import { addHiddenField } from '../common/hidden-field.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { CREATED, DATABASE_ID, UPDATED } from '../common/descriptions.ts';
import { NodeInterface, globalIdField } from '../common/node.ts';
import { globalId } from '../../domains/common/global-id.ts';

const same = <const T extends readonly string[]>(values: T) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T[number]]: K };

export const NetworkZone = restEnum('NetworkZone', same(NETWORK_ZONES), 'Network zone of a customer network.', {
  INTERNAL: 'An internal network.',
  EXTERNAL: 'An external (internet-facing) network.',
  DMZ: 'A demilitarised zone.',
  UNKNOWN: 'Not classified (the default).',
});
export const NetworkFlag = restEnum(
  'NetworkFlag',
  same(NETWORK_FLAGS),
  'Flags of a customer network. DELETED (soft-deleted) and UNVERIFIED (not verified by the operator) are states changed by their own operations; the others are set with flagsToEnable / flagsToDisable.',
  {
    CLIENT: 'Marks a network of client machines. A label for clients: Vigil attaches no behaviour to it.',
    PROXY: 'Marks a network of proxies. A label for clients: Vigil attaches no behaviour to it.',
    NAT: 'Marks addresses behind network address translation. A label for clients: Vigil attaches no behaviour to it.',
    SCANNER: 'Marks a network of scanners. A label for clients: Vigil attaches no behaviour to it.',
    DNS: 'Marks a network of DNS servers. A label for clients: Vigil attaches no behaviour to it.',
    GUEST: 'Marks a guest network. A label for clients: Vigil attaches no behaviour to it.',
    UNASSIGNED: 'Marks a network not assigned to a use yet. A label for clients: Vigil attaches no behaviour to it.',
    DELETED: 'Soft-deleted (deleteCustomerNetwork; adding the network again clears it). Not settable by an update.',
    UNVERIFIED: 'Not yet verified (every new network; verifyCustomerNetwork clears it). Not settable by an update.',
  },
);

interface AddressParts {
  address: string;
  maskBits: number;
  prefix: string;
}

export const NetworkAddress = builder.objectRef<AddressParts>('NetworkAddress').implement({
  description: 'A network: its address (host bits zero) and mask bits; a single host has 32 (IPv4) or 128 (IPv6) mask bits.',
  fields: (t) => ({
    address: t.exposeString('address', { description: 'The network address: IPv4 dotted, IPv6 compressed lower case.' }),
    maskBits: t.exposeInt('maskBits', { description: 'The prefix length: 0 to 32 (IPv4) or 0 to 128 (IPv6).' }),
    prefix: t.exposeString('prefix', { description: 'Prefix notation, as requests give it: `10.0.0.0/8`.' }),
  }),
});

export const NetworkLocationInfo = builder.prismaObject('SensorLocation', {
  variant: 'NetworkLocationInfo',
  description: 'The location of a network (a sensors-area location).',
  // A reference reads the columns it shows, not the whole row (src/graphql/type-selected-columns.ts).
  select: { id: true, shortName: true, name: true },
  fields: (t) => ({
    id: t.id({ description: 'The global id (the SensorLocation\'s `id`).', resolve: (r) => globalId('SensorLocation', r.id) }),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: 'The location\'s short name.' }),
    name: t.exposeString('name', { description: 'The location\'s display name.' }),
  }),
});

export const NetworkUserInfo = builder.prismaObject('User', {
  variant: 'NetworkUserInfo',
  description: 'The user who created, last changed or verified a network.',
  ...referenceOwner((u) => (u as { customerId: number }).customerId),
  select: { id: true, shortName: true, name: true, customerId: true },
  fields: (t) => ({
    id: t.id({ description: 'The global id (the User\'s `id`).', resolve: (r) => globalId('User', r.id) }),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: 'The user\'s short name.' }),
    name: t.exposeString('name', { description: 'The user\'s display name.' }),
    // The reference leads on: the user's customer, and from it the customer's edges.
    customer: t.relation('customer', { type: CustomerInfo, description: 'The user\'s customer.' }),
  }),
});

addHiddenField(NetworkUserInfo);

export const CustomerNetwork = builder.prismaObject('CustomerNetwork', {
  description: 'A network (IPv4 or IPv6 prefix, or single host) registered for a customer.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('CustomerNetwork')),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    customer: t.relation('customer', { type: CustomerInfo, description: 'The customer the network belongs to.' }),
    // No `select` on column fields: every column is on the row (include mode), and a field
    // with a select is one Pothos checks its plan for on every row (docs/adding-an-area.md).
    networkAddress: t.field({
      type: NetworkAddress,
      description: 'The network (unique per customer; it cannot be changed).',
      resolve: (n) => {
        const parts = splitStored(n.network);
        return { ...parts, prefix: `${parts.address}/${parts.maskBits}` };
      },
    }),
    description: t.exposeString('description', { description: 'Free text (at most 1000 characters; empty when none).' }),
    zone: t.field({ type: NetworkZone, description: 'The network zone (default UNKNOWN).', resolve: (n) => n.zone as (typeof NETWORK_ZONES)[number] }),
    location: t.relation('location', { type: NetworkLocationInfo, nullable: true, description: 'Where the network is (the customer\'s own location or a global one); null when not set.' }),
    flags: t.field({ type: [NetworkFlag], description: 'Flags and states (DELETED, UNVERIFIED) set on it.', resolve: (n) => knownFlags(NETWORK_FLAGS, n.flags) }),
    verified: t.boolean({ description: 'False while the network carries UNVERIFIED.', resolve: (n) => !n.flags.includes('UNVERIFIED') }),
    verifiedTimestamp: t.expose('verifiedAt', { type: 'Timestamp', nullable: true, description: 'When it was verified; null while unverified.' }),
    verifiedBy: t.relation('verifiedBy', { type: NetworkUserInfo, nullable: true, description: 'Who verified it; null while unverified.' }),
    createdBy: t.relation('createdBy', { type: NetworkUserInfo, nullable: true, description: 'Who added it; null when unknown (imported or a removed user).' }),
    lastUpdatedBy: t.relation('updatedBy', { type: NetworkUserInfo, nullable: true, description: 'Who changed it last; null when nobody has.' }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp', description: CREATED }),
    lastUpdatedTimestamp: t.expose('updatedAt', { type: 'Timestamp', description: UPDATED }),
  }),
});

export const CustomerNetworkPage = pageType('CustomerNetwork', CustomerNetwork);
