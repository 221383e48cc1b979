// How names, addresses and DNS words are stored and matched. Everything is
// normalised on the way in (submission, import) and on the way to a lookup,
// so a lookup is an exact btree match:
// - IPv4 in dotted four-part decimal, IPv6 in RFC 5952 form (ipaddr.js);
// - names lower case with the trailing period (spec rule 4);
// - rrclass and rrtype lower case.
import ipaddr from 'ipaddr.js';
import { InvalidFieldError } from '../../errors.ts';

export const TLPS = ['white', 'green', 'amber', 'red'] as const;
export type Tlp = (typeof TLPS)[number];
/** Most restrictive last: an aggregate of several records shows the strictest TLP. */
export const TLP_RANK: Record<Tlp, number> = { white: 0, green: 1, amber: 2, red: 3 };

const LABEL = /^(\*|[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)$/;
/** Record types whose answer is a host name (gets the trailing period). */
const NAME_ANSWER_TYPES = new Set(['cname', 'ns', 'ptr', 'dname']);
const DNS_WORD = /^[a-z][a-z0-9-]{0,15}$/;

const DOTTED_QUAD = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * Whether a dotted quad is already canonical, as ipaddr.js's
 * isValidFourPartDecimal decides (no part above 255, no leading zero: 010 is
 * octal elsewhere), without its parse: the import checks every A answer here.
 */
function canonicalQuad(parts: RegExpExecArray): boolean {
  for (let i = 1; i <= 4; i += 1) {
    const part = parts[i]!;
    if ((part.length > 1 && part[0] === '0') || Number(part) > 255) return false;
  }
  return true;
}

/**
 * The canonical text of an IP address, or null when `text` is not one.
 * An IPv6 zone id (`fe80::1%eth0`, which ipaddr.js accepts) names an
 * interface of the host that wrote it, not part of an address: no DNS answer
 * or query holds one (and PostgreSQL's inet refuses it), so it is not an address.
 */
export function canonicalIp(text: string): string | null {
  // Cheap shape tests first: ipaddr.js validates by throwing, ~40 us for every name it is asked about.
  const quad = DOTTED_QUAD.exec(text);
  if (quad) return canonicalQuad(quad) ? text : null;
  if (text.includes(':') && !text.includes('%') && ipaddr.IPv6.isValid(text)) return ipaddr.IPv6.parse(text).toRFC5952String();
  return null;
}

// Module level, not an inline arrow: see the keepNames note in records.ts.
const isLabel = (label: string) => LABEL.test(label);

/** A host name, lower case with the trailing period, or null when `text` is not one. */
export function canonicalName(text: string): string | null {
  const lower = text.toLowerCase();
  const bare = lower.endsWith('.') ? lower.slice(0, -1) : lower;
  if (bare.length === 0 || bare.length > 253) return null;
  const labels = bare.split('.');
  if (!labels.every(isLabel)) return null;
  // An all-numeric top label is a mistyped address (999.1.1.1, 1.2.3), not a name.
  if (/^\d+$/.test(labels[labels.length - 1]!)) return null;
  return `${bare}.`;
}

/** A lookup term: an IP address or a domain name, exact; 412 naming `field` otherwise. */
export function normalizeLookup(raw: string, field = 'query'): string {
  const text = raw.trim();
  const ip = canonicalIp(text.endsWith('.') && !text.includes(':') ? text.slice(0, -1) : text);
  if (ip) return ip;
  const name = canonicalName(text);
  if (name) return name;
  throw new InvalidFieldError(field, `${JSON.stringify(raw.slice(0, 100))} is neither an IP address nor a domain name`, 'invalid.field.value', raw.slice(0, 255));
}

/** An answer of a record of type `rrtype`; the reason when it is invalid. */
export function normalizeAnswer(raw: string, rrtype: string): { value: string } | { error: string } {
  const text = raw.trim();
  if (text.length === 0) return { error: 'answer is empty' };
  if (text.length > 4096) return { error: 'answer is longer than 4096 characters' };
  const ip = canonicalIp(text);
  if (rrtype === 'a') return ip && !ip.includes(':') ? { value: ip } : { error: `answer ${JSON.stringify(text.slice(0, 100))} is not an IPv4 address (rrtype a)` };
  if (rrtype === 'aaaa') return ip && ip.includes(':') ? { value: ip } : { error: `answer ${JSON.stringify(text.slice(0, 100))} is not an IPv6 address (rrtype aaaa)` };
  if (ip) return { value: ip };
  const name = canonicalName(text);
  if (name) return { value: name };
  if (NAME_ANSWER_TYPES.has(rrtype)) return { error: `answer ${JSON.stringify(text.slice(0, 100))} is not a host name (rrtype ${rrtype})` };
  // Free-form rdata (txt, mx, soa, srv ...): kept as given.
  return { value: text };
}

/** A query part: an IP address (PTR-style data) or a name. */
export function normalizeQueryPart(raw: string): { value: string } | { error: string } {
  const text = raw.trim();
  const ip = canonicalIp(text);
  if (ip) return { value: ip };
  const name = canonicalName(text);
  return name ? { value: name } : { error: `query ${JSON.stringify(text.slice(0, 100))} is neither an IP address nor a domain name` };
}

/** rrtype / rrclass words (`A`, `aaaa`, `TYPE65`, `IN`) in lower case, or null. */
export function dnsWord(raw: string): string | null {
  const lower = raw.trim().toLowerCase();
  return DNS_WORD.test(lower) ? lower : null;
}

export function dnsWords(values: readonly string[] | null | undefined, field: string): string[] | null {
  if (!values || values.length === 0) return null;
  return values.map((v) => {
    const word = dnsWord(v);
    if (!word) throw new InvalidFieldError(field, `${JSON.stringify(v.slice(0, 50))} is not a DNS ${field === 'rrClass' ? 'class' : 'type'}`, 'invalid.field.value', v.slice(0, 255));
    return word;
  });
}

export function parseTlp(raw: string): Tlp | null {
  const lower = raw.trim().toLowerCase();
  return (TLPS as readonly string[]).includes(lower) ? (lower as Tlp) : null;
}
