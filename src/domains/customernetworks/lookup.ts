// "Which networks contain this address", the lookup alerts make, as one
// Prisma read: the search statement and the page of rows (with the relations
// the query asks for) in one statement instead of two. On the benchmark
// machine a statement is a socket write and a database round trip; socket
// writes were a third of a lookup's CPU (docs/performance.md).
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
import { sortInput } from '../common/sorting.ts';
import { parseNetwork } from './address.ts';
import { searchCriteria } from './criteria.ts';
import type { NetworkSearch } from './search.ts';

/** The address's prefixes (itself and every shorter one), or null when the general search must answer. */
export function lookupPrefixes(search: NetworkSearch): string[] | null {
  const addresses = search.addresses ?? [];
  if (addresses.length !== 1) return null;
  if ((search.keywords ?? []).some((k) => k.trim() !== '')) return null;
  if ((sortInput(search) ?? []).some((s) => s.trim() !== '')) return null;
  if (search.includeSupernet === false) return null;
  const parsed = parseNetwork(addresses[0], { allowHostBits: true });
  // A bad address is the general search's to refuse, with its own message.
  if (!parsed.ok) return null;
  const { address, maskBits, family } = parsed.network;
  const host = maskBits === (family === 4 ? 32 : 128);
  if (!host && search.includeSubnet !== false) return null;
  return family === 4 ? ipv4Prefixes(address, maskBits) : ipv6Prefixes(address, maskBits);
}

/** `a.b.c.d/l` for l = 0..maskBits, by bit arithmetic (parsing a CIDR per length was 5 % of a lookup's CPU). */
function ipv4Prefixes(address: string, maskBits: number): string[] {
  const value = ipaddr.IPv4.parse(address).octets.reduce((n, octet) => n * 256 + octet, 0);
  const prefixes: string[] = [];
  for (let bits = 0; bits <= maskBits; bits += 1) {
    const network = bits === 0 ? 0 : (value & (0xffffffff << (32 - bits))) >>> 0;
    prefixes.push(`${network >>> 24}.${(network >>> 16) & 255}.${(network >>> 8) & 255}.${network & 255}/${bits}`);
  }
  return prefixes;
}

function ipv6Prefixes(address: string, maskBits: number): string[] {
  const bytes = ipaddr.IPv6.parse(address).toByteArray();
  const prefixes: string[] = [];
  for (let bits = 0; bits <= maskBits; bits += 1) {
    const masked = bytes.map((byte, i) => (i * 8 >= bits ? 0 : i * 8 + 8 <= bits ? byte : byte & (0xff << (8 - (bits - i * 8)))));
    prefixes.push(`${ipaddr.fromByteArray(masked).toString()}/${bits}`);
  }
  return prefixes;
}

/** The lookup's filter: the search's criteria (criteria.ts) in their Prisma form, and the prefixes. */
export function lookupWhere(search: NetworkSearch, roots: readonly number[], prefixes: readonly string[]): Prisma.CustomerNetworkWhereInput {
  return { AND: [...searchCriteria(search, roots).map((criterion) => criterion.prisma), { network: { in: [...prefixes] } }] };
}
