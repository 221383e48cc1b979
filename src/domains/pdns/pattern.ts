// What a lookup's `query` asks for, DNSDB style:
//   www.example.com, 192.0.2.1, 2001:db8::1   exact (query or answer part)
//   *.example.com                             left-hand wildcard: every name below example.com
//   www.example.*                             right-hand wildcard: www.example.<anything>
//   192.0.2.0/24, 2001:db8::/32, 192.0.2.0,24 an address range on the answer side (A/AAAA)
// Each becomes bounds on a btree, never a scan: names are stored lower case
// in C collation, so a prefix is the range [prefix, prefix with its last
// character incremented); a suffix is a prefix of the reversed name (an
// expression index on reverse(query)); a range is two addresses compared on
// an inet expression index. The bounds exclude the prefix itself, so a
// wildcard needs at least one more label, as in DNSDB.
import ipaddr from 'ipaddr.js';
import { InvalidFieldError } from '../../errors.ts';
import { normalizeLookup } from './normalize.ts';

export type LookupPattern =
  | { kind: 'exact'; term: string }
  | { kind: 'prefix'; lo: string; hi: string }
  | { kind: 'suffix'; lo: string; hi: string }
  | { kind: 'range'; lo: string; hi: string };

const LABEL = /^(\*|[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)$/;
const isLabel = (label: string) => LABEL.test(label);

/** The exclusive upper bound of strings starting with `prefix` whose last character is '.'. */
const pastDot = (prefix: string) => `${prefix.slice(0, -1)}/`;

function invalid(field: string, raw: string, why: string): InvalidFieldError {
  return new InvalidFieldError(field, `${JSON.stringify(raw.slice(0, 100))} ${why}`, 'invalid.field.value', raw.slice(0, 255));
}

/** Labels of a wildcard's fixed part, lower case, without a trailing period; null when one is not a label. */
function labelsOf(text: string): string[] | null {
  if (text.length === 0 || text.length > 253) return null;
  const labels = text.toLowerCase().split('.');
  return labels.every(isLabel) && !labels.includes('*') ? labels : null;
}

function cidr(raw: string, field: string): LookupPattern {
  const [address = '', bits = ''] = raw.split(/[/,]/);
  // Four-part IPv4 only: ipaddr.js also takes 192.0.2 (inet_aton's shorthand), which would be a guess.
  const valid = address.includes(':') ? ipaddr.IPv6.isValid(address) : ipaddr.IPv4.isValidFourPartDecimal(address);
  if (!valid || !/^\d{1,3}$/.test(bits)) throw invalid(field, raw, 'is not an address range (192.0.2.0/24, 2001:db8::/32)');
  const parsed = ipaddr.parse(address);
  const max = parsed.kind() === 'ipv4' ? 32 : 128;
  const length = Number(bits);
  if (length > max) throw invalid(field, raw, `has a prefix length above ${max}`);
  const text = `${parsed.toString()}/${length}`;
  const [lo, hi] = parsed.kind() === 'ipv4'
    ? [ipaddr.IPv4.networkAddressFromCIDR(text), ipaddr.IPv4.broadcastAddressFromCIDR(text)]
    : [ipaddr.IPv6.networkAddressFromCIDR(text), ipaddr.IPv6.broadcastAddressFromCIDR(text)];
  return { kind: 'range', lo: lo.toString(), hi: hi.toString() };
}

/** The pattern a lookup term stands for; 412 naming `field` when it is none of them. */
export function lookupPattern(raw: string, field = 'query'): LookupPattern {
  const text = raw.trim();
  if (/^[0-9a-fA-F:.]+[/,]\d{1,3}$/.test(text)) return cidr(text, field);
  if (text.startsWith('*.')) {
    const labels = labelsOf(text.slice(2).replace(/\.$/, ''));
    if (!labels) throw invalid(field, raw, 'is not a left-hand wildcard (*.example.com: * then a domain name)');
    const reversed = [...`.${labels.join('.')}.`].reverse().join('');
    return { kind: 'suffix', lo: reversed, hi: pastDot(reversed) };
  }
  if (text.endsWith('.*')) {
    const labels = labelsOf(text.slice(0, -2));
    if (!labels) throw invalid(field, raw, 'is not a right-hand wildcard (www.example.*: labels then *)');
    const prefix = `${labels.join('.')}.`;
    return { kind: 'prefix', lo: prefix, hi: pastDot(prefix) };
  }
  // A wildcard label inside a name (a.*.example) is a name as stored; at either end it is a pattern gone wrong.
  if (text.startsWith('*') || text.endsWith('*')) {
    throw invalid(field, raw, 'is not a pattern: a wildcard is * as the first label (*.example.com) or the last (www.example.*), not both');
  }
  return { kind: 'exact', term: normalizeLookup(raw, field) };
}
