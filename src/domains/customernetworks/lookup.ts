// "Which networks contain this address", the lookup alerts make, as one
// Prisma read: the search statement and the page of rows (with the relations
// the query asks for) in one statement instead of two. On the benchmark
// machine every statement is a socket write and a database round trip, about
// a third of a lookup's CPU (docs/performance.md).
//
// Only searches this read answers exactly as the general search does
// (search.ts) take it: one address; its supernets and itself only (a single
// host, whose only subnet is itself, or includeSubnet false); no keywords;
// the default order (id). Supernets are found the way the general search
// finds them, by equality with each prefix of the address (the btree over
// `network`; stored networks are canonical). test/customernetworks/lookup.test.ts
// compares the two on the same searches.
import ipaddr from 'ipaddr.js';
import type { Prisma } from '../../generated/prisma/client.ts';
import { parseNetwork } from './address.ts';
import type { NetworkSearch } from './search.ts';

/** The address's prefixes (itself and every shorter one), or null when the general search must answer. */
export function lookupPrefixes(search: NetworkSearch): string[] | null {
  const addresses = search.addresses ?? [];
  if (addresses.length !== 1) return null;
  if ((search.keywords ?? []).some((k) => k.trim() !== '')) return null;
  if ((search.sortBy ?? []).some((s) => s.trim() !== '')) return null;
  if (search.includeSupernet === false) return null;
  const parsed = parseNetwork(addresses[0], { allowHostBits: true });
  // A bad address is the general search's to refuse, with its own message.
  if (!parsed.ok) return null;
  const { address, maskBits, family } = parsed.network;
  const host = maskBits === (family === 4 ? 32 : 128);
  if (!host && search.includeSubnet !== false) return null;
  const prefixes: string[] = [];
  for (let bits = 0; bits <= maskBits; bits += 1) {
    const network = family === 4 ? ipaddr.IPv4.networkAddressFromCIDR(`${address}/${bits}`) : ipaddr.IPv6.networkAddressFromCIDR(`${address}/${bits}`);
    prefixes.push(`${network.toString()}/${bits}`);
  }
  return prefixes;
}

/** The general search's conditions (searchCondition) as a Prisma filter, for a lookup of `prefixes`. */
export function lookupWhere(search: NetworkSearch, roots: readonly number[], prefixes: readonly string[]): Prisma.CustomerNetworkWhereInput {
  const and: Prisma.CustomerNetworkWhereInput[] = [
    // Access first: only networks of customers below the viewer's grants.
    { customer: { path: { hasSome: [...roots] } } },
    { network: { in: [...prefixes] } },
  ];
  if (search.customerID?.length) and.push({ customerId: { in: [...search.customerID] } });
  if (!search.includeDeleted) and.push({ NOT: { flags: { has: 'DELETED' } } });
  if (search.includeFlags?.length) and.push({ flags: { hasSome: [...search.includeFlags] } });
  if (search.excludeFlags?.length) and.push({ NOT: { flags: { hasSome: [...search.excludeFlags] } } });
  if (search.zone?.length) and.push({ zone: { in: [...search.zone] } });
  return { AND: and };
}
