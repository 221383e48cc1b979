// Descriptions shared by arguments and fields that appear in many places (limit, offset,
// keywords, customer references, timestamps), written once so that they say the same thing
// everywhere. The paging rules are docs/spec-decisions.md's ("Conventions shared by every
// endpoint"); the text limits its "Input limits".

export const LIMIT = 'Page size: at most this many items (default 25). 0 means all matches, up to 100 000 (more is an INVALID_FIELD error on limit: page instead).';
export const OFFSET = 'Matches to skip before this page (default 0).';
export const KEYWORDS = 'Case-insensitive substrings; an item matches when it contains any of them (at most 100).';
export const ID_OR_SHORT_NAME = 'A global id (what the type\'s `id` field returns), a numeric id (all digits) or a short name.';
export const CUSTOMER_REF = 'A customer by `{ id }` (global or numeric) or `{ shortName }`. It must be one you may see: an unknown or invisible customer is an INVALID_FIELD error on this field.';
export const CUSTOMER_FILTER = 'Only items of these customers (each `{ id }`, global or numeric, or `{ shortName }`); absent: every customer you may see.';
export const INCLUDE_DISABLED = 'Also return disabled items (default false).';
export const SORT_BY = 'Sort keys, applied in order; prefix one with - for descending.';
export const CREATED = 'When it was created.';
export const UPDATED = 'When it was last changed.';
export const NUMERIC_ID = 'The numeric id.';
/** The numeric id beside a type's global `id` (src/schema/common/node.ts). */
export const DATABASE_ID = 'The numeric id: what the REST API shows as id; `id` is the global id.';
export const SHORT_NAME = 'The unique short name: letters, digits and _ - . @ (at most 255 characters).';
export const DISPLAY_NAME = 'The display name (at most 255 characters).';
export const UUID = 'The id (a UUID).';
export const HIDDEN = 'True when this is a reference to something you may not see: every other field is then null.';

/**
 * The access rule most reads and changes share (src/auth/access.ts `requireVisible`): the caller
 * needs `fn` for the object's customer (granted on it or a parent customer). Holding `fn` for no
 * customer is FORBIDDEN; an object the caller may not see is NOT_FOUND, as an unknown one.
 */
export const needs = (fn: string, see?: string) =>
  `Needs ${fn} for its customer (granted there or on a parent customer); FORBIDDEN when you hold it for no customer. ${
    see ? `An object you may not see (${see}) is NOT_FOUND, as an unknown one; one you see but may not change is FORBIDDEN.` : 'One you may not see is NOT_FOUND, as an unknown one.'
  }`;
/** A list filtered to what the caller may see with `fn`. */
export const listedWith = (fn: string) => `Only items of customers you hold ${fn} for (there or on a parent customer); FORBIDDEN when you hold it for no customer.`;
export const AT_LEAST_ONE = 'Give at least one field to change (INVALID_FIELD on body otherwise); absent fields stay as they are.';
