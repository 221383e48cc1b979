// Field rules of the sensors area. Each check names the offending field, so
// bad input answers 412 with a FIELD_ERROR before anything changes.
import ipaddr from 'ipaddr.js';
import { InvalidFieldError } from '../../errors.ts';
import { SHORT_NAME_PATTERN } from '../common/identifiers.ts';

const MAX_TEXT = 255;

export function shortName(value: string, field = 'shortName'): string {
  const text = value.trim();
  // All digits would read as an id wherever idOrShortname is accepted.
  if (!SHORT_NAME_PATTERN.test(text) || text.length > MAX_TEXT || /^\d+$/.test(text)) {
    throw new InvalidFieldError(field, `${field} must be one word of letters, digits and _ - . @ (not only digits), at most ${MAX_TEXT} characters`, 'invalid.field.value', text.slice(0, MAX_TEXT));
  }
  return text;
}

// Lengths and characters of text fields are the input policy's (src/domains/common/input-policy.ts).
export function requiredText(value: string, field: string): string {
  const text = value.trim();
  if (text.length === 0) throw new InvalidFieldError(field, `${field} must not be empty`, 'invalid.field.value', value);
  return text;
}

/** An absolute http(s) URL, or empty. */
export function url(value: string, field = 'url'): string {
  const text = value.trim();
  if (text === '') return '';
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new InvalidFieldError(field, `${field} must be an absolute http or https URL`, 'invalid.field.value', text.slice(0, MAX_TEXT));
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new InvalidFieldError(field, `${field} must be an absolute http or https URL`, 'invalid.field.value', text.slice(0, MAX_TEXT));
  }
  return text;
}

/** Whole seconds, 1 second to 366 days. */
export function seconds(value: number, field: string): number {
  if (!Number.isInteger(value) || value < 1 || value > 31_622_400) {
    throw new InvalidFieldError(field, `${field} must be a whole number of seconds from 1 to 31622400`, 'invalid.field.value', String(value));
  }
  return value;
}

const REGION_CITY = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)+$/;

/**
 * An IANA time zone in region/city form (Europe/Oslo, America/Argentina/Salta).
 * Offsets (+01:00), abbreviations (CET) and bare UTC are refused: the spec asks
 * for region/city, and only those carry the zone's daylight-saving rules.
 */
export function timeZone(value: string, field = 'timeZoneDescription'): string {
  const text = value.trim();
  if (REGION_CITY.test(text)) {
    try {
      // The runtime's IANA database decides whether the zone exists.
      new Intl.DateTimeFormat('en', { timeZone: text });
      return text;
    } catch {
      // falls through to the error
    }
  }
  throw new InvalidFieldError(field, `${field} must be an existing IANA time zone in region/city form, such as Europe/Oslo`, 'invalid.field.value', text.slice(0, MAX_TEXT));
}

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A DNS host name (RFC 1123), stored lower case without a trailing dot. */
export function hostname(value: string, field = 'hostname'): string {
  const text = value.trim().toLowerCase().replace(/\.$/, '');
  if (text.length === 0 || text.length > 253 || !text.split('.').every((label) => HOST_LABEL.test(label)) || ipaddr.isValid(text)) {
    throw new InvalidFieldError(field, `${field} must be a DNS host name (letters, digits, hyphens and dots)`, 'invalid.field.value', value.slice(0, MAX_TEXT));
  }
  return text;
}

/** An IPv4 or IPv6 address in its canonical text (so one address has one spelling). */
export function ipAddress(value: string, field = 'ipAddress'): string {
  const text = value.trim();
  if (!ipaddr.isValid(text) || (ipaddr.IPv4.isValid(text) && !ipaddr.IPv4.isValidFourPartDecimal(text))) {
    throw new InvalidFieldError(field, `${field} must be an IPv4 or IPv6 address`, 'invalid.field.value', text.slice(0, MAX_TEXT));
  }
  return ipaddr.process(text).toString();
}

const INTERFACE_NAME = /^[A-Za-z0-9_.:@-]+$/;

/** Interface names are used in paths: no slashes or spaces, and not only digits (that reads as an id). */
export function interfaceName(value: string, field = 'interfaceName'): string {
  const text = value.trim();
  if (!INTERFACE_NAME.test(text) || text.length > 64 || /^\d+$/.test(text)) {
    throw new InvalidFieldError(field, `${field} must be 1 to 64 letters, digits or _ . : @ - (not only digits)`, 'invalid.field.value', text.slice(0, 64));
  }
  return text;
}

/** Update requests must change something. */
export function requireSomeField(input: Record<string, unknown>, fields: readonly string[]): void {
  if (!fields.some((f) => input[f] !== undefined)) {
    throw new InvalidFieldError('body', `Give at least one field to change: ${fields.join(', ')}`, 'invalid.field.value');
  }
}

/** A field that may be left out but, when given, may not be null. */
export function notNull<T>(value: T | null | undefined, field: string): T | undefined {
  if (value === null) throw new InvalidFieldError(field, `${field} may not be null`, 'invalid.field.value');
  return value;
}
