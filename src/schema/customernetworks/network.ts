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

const same = <const T extends readonly string[]>(values: T) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T[number]]: K };

export const NetworkZone = restEnum('NetworkZone', same(NETWORK_ZONES), 'Network zone of a customer network.');
export const NetworkFlag = restEnum(
  'NetworkFlag',
  same(NETWORK_FLAGS),
  'Flags of a customer network. DELETED (soft-deleted) and UNVERIFIED (not verified by the operator) are states changed by their own operations; the others are set with flagsToEnable / flagsToDisable.',
);

interface AddressParts {
  address: string;
  maskBits: number;
  prefix: string;
}

export const NetworkAddress = builder.objectRef<AddressParts>('NetworkAddress').implement({
  description: 'A network: its address (host bits zero) and mask bits; a single host has 32 (IPv4) or 128 (IPv6) mask bits.',
  fields: (t) => ({
    address: t.exposeString('address'),
    maskBits: t.exposeInt('maskBits'),
    prefix: t.exposeString('prefix', { description: 'Prefix notation, as requests give it: `10.0.0.0/8`.' }),
  }),
});

export const NetworkLocationRef = builder.prismaObject('SensorLocation', {
  variant: 'NetworkLocationRef',
  description: 'The location of a network (a sensors-area location).',
  // A reference reads the columns it shows, not the whole row (src/graphql/type-selected-columns.ts).
  select: { id: true, shortName: true, name: true },
  fields: (t) => ({
    id: t.exposeInt('id'),
    shortName: t.exposeString('shortName'),
    name: t.exposeString('name'),
  }),
});

export const NetworkUserRef = builder.prismaObject('User', {
  variant: 'NetworkUserRef',
  description: 'The user who created, last changed or verified a network.',
  ...referenceOwner((u) => (u as { customerId: number }).customerId),
  select: { id: true, shortName: true, name: true, customerId: true },
  fields: (t) => ({
    id: t.exposeInt('id'),
    shortName: t.exposeString('shortName'),
    name: t.exposeString('name'),
  }),
});

addHiddenField(NetworkUserRef);

export const CustomerNetwork = builder.prismaObject('CustomerNetwork', {
  description: 'A network (IPv4 or IPv6 prefix, or single host) registered for a customer.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    customer: t.relation('customer', { type: CustomerInfo }),
    // No `select` on column fields: every column is on the row (include mode), and a field
    // with a select is one Pothos checks its plan for on every row (docs/adding-an-area.md).
    networkAddress: t.field({
      type: NetworkAddress,
      resolve: (n) => {
        const parts = splitStored(n.network);
        return { ...parts, prefix: `${parts.address}/${parts.maskBits}` };
      },
    }),
    description: t.exposeString('description'),
    zone: t.field({ type: NetworkZone, resolve: (n) => n.zone as (typeof NETWORK_ZONES)[number] }),
    location: t.relation('location', { type: NetworkLocationRef, nullable: true }),
    flags: t.field({ type: [NetworkFlag], resolve: (n) => knownFlags(NETWORK_FLAGS, n.flags) }),
    verified: t.boolean({ description: 'False while the network carries UNVERIFIED.', resolve: (n) => !n.flags.includes('UNVERIFIED') }),
    verifiedTimestamp: t.expose('verifiedAt', { type: 'Timestamp', nullable: true }),
    verifiedBy: t.relation('verifiedBy', { type: NetworkUserRef, nullable: true }),
    createdBy: t.relation('createdBy', { type: NetworkUserRef, nullable: true }),
    lastUpdatedBy: t.relation('updatedBy', { type: NetworkUserRef, nullable: true }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp' }),
    lastUpdatedTimestamp: t.expose('updatedAt', { type: 'Timestamp' }),
  }),
});

export const CustomerNetworkPage = pageType('CustomerNetwork', CustomerNetwork);
