// `idOrShortName` in paths and bodies: digits are an id, anything else a short name.
import { InvalidFieldError } from '../../errors.ts';
import { MAX_ID } from './input-policy.ts';

export type IdOrShortName = { id: number } | { shortName: string };

/** Short names are single words: letters, digits and `_ - . @`. */
export const SHORT_NAME_PATTERN = /^[a-zA-Z0-9_\-.@]+$/;

/**
 * Reads an id or short name; `field` names it in the 412 when it is neither
 * (so `acme corp` or an id beyond the integer range is bad input, not a miss).
 */
export function idOrShortName(value: string | number, field = 'idOrShortName'): IdOrShortName {
  const text = String(value).trim();
  if (/^\d+$/.test(text)) {
    if (text.length <= 10 && Number(text) <= MAX_ID) return { id: Number(text) };
    throw new InvalidFieldError(field, `${field} ${text} is beyond the largest id`, 'invalid.field.value', text);
  }
  if (!SHORT_NAME_PATTERN.test(text) || text.length > 255) {
    throw new InvalidFieldError(field, `${field} must be an id or a short name (letters, digits and _ - . @)`, 'invalid.field.value', text.slice(0, 255));
  }
  return { shortName: text };
}
