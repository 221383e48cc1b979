// Network addresses in and out. Requests carry the spec's string form
// (`10.0.0.0/8`, `2001:db8::/32`, or a single host `192.0.2.7`); the database
// holds an `inet` with no host bits set. Parsing is strict: a network with
// host bits set (`10.0.0.1/8`) is refused, not silently widened or narrowed,
// because a guessed network puts alerts at the wrong customer.
import ipaddr from 'ipaddr.js';

export interface ParsedNetwork {
  /** Canonical text as stored and compared: `10.0.0.0/8`, `2001:db8::/32`, `192.0.2.7/32`. */
  cidr: string;
  address: string;
  maskBits: number;
  family: 4 | 6;
}

export type ParseResult = { ok: true; network: ParsedNetwork } | { ok: false; reason: string; template: string };

// Strict dotted quad: no octal/hex/short forms that ipaddr.js would also accept.
const DOTTED_QUAD = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (text.includes(':')) {
    if (text.includes('%') || !ipaddr.IPv6.isValid(text)) return null;
    const v6 = ipaddr.IPv6.parse(text);
    return v6;
  }
  return DOTTED_QUAD.test(text) ? ipaddr.IPv4.parse(text) : null;
}

/** Parses a network in prefix notation or a single host; `allowHostBits` is for search input (an IP inside a prefix). */
export function parseNetwork(raw: unknown, options: { allowHostBits?: boolean } = {}): ParseResult {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, reason: 'a network address is required (prefix notation or a single IP)', template: 'invalid.field.value' };
  const text = raw.trim();
  const slash = text.indexOf('/');
  const addressText = slash === -1 ? text : text.slice(0, slash);
  const bitsText = slash === -1 ? null : text.slice(slash + 1);
  let address = parseAddress(addressText);
  if (!address) return { ok: false, reason: `${JSON.stringify(text)} is not an IPv4 or IPv6 address`, template: 'invalid.network.address' };
  const max = address.kind() === 'ipv4' ? 32 : 128;
  let bits = max;
  if (bitsText !== null) {
    if (!/^\d{1,3}$/.test(bitsText) || Number(bitsText) > max) {
      return { ok: false, reason: `prefix length ${JSON.stringify(bitsText)} is out of range 0..${max} for ${address.kind() === 'ipv4' ? 'IPv4' : 'IPv6'}`, template: 'invalid.prefix.length' };
    }
    bits = Number(bitsText);
  }
  // An IPv4-mapped IPv6 network (::ffff:10.0.0.0/104) is the IPv4 network:
  // alerts carry the IPv4 form, so store that one.
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress() && bits >= 96) {
    address = address.toIPv4Address();
    bits -= 96;
  }
  const family = address.kind() === 'ipv4' ? 4 : 6;
  const networkAddress =
    address instanceof ipaddr.IPv4 ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`) : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  const canonical = networkAddress.toString();
  const given = address instanceof ipaddr.IPv6 ? address.toNormalizedString() : address.toString();
  const normalisedNetwork = networkAddress instanceof ipaddr.IPv6 ? networkAddress.toNormalizedString() : networkAddress.toString();
  if (!options.allowHostBits && given !== normalisedNetwork) {
    return {
      ok: false,
      reason: `${text} has host bits set: the network is ${canonical}/${bits} (or give the single host ${address.toString()} without a prefix length)`,
      template: 'invalid.network.host.bits',
    };
  }
  const kept = options.allowHostBits ? address.toString() : canonical;
  return { ok: true, network: { cidr: `${kept}/${bits}`, address: kept, maskBits: bits, family } };
}

/** The stored `inet` text (PostgreSQL omits /32 and /128) as address and mask bits. */
export function splitStored(inet: string): { address: string; maskBits: number } {
  const slash = inet.indexOf('/');
  if (slash === -1) return { address: inet, maskBits: inet.includes(':') ? 128 : 32 };
  return { address: inet.slice(0, slash), maskBits: Number(inet.slice(slash + 1)) };
}
