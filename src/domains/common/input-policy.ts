// The one input policy: which characters text may hold, how long it may be,
// how many items a list may hold, how large a JSON value may be, and how a
// keyword becomes a LIKE pattern. Every argument and input field of the
// GraphQL schema is checked against it before any resolver runs
// (src/graphql/input-policy-pass.ts), so REST and GraphQL callers meet the
// same rules and a new field is covered without anyone remembering to call
// it. Domain code calls the same functions for input that does not come
// through GraphQL (raw uploads, the command line). The rules are written out
// in docs/spec-decisions.md ("Input limits").
import type { Config } from '../../config.ts';
import { InvalidFieldError } from '../../errors.ts';

/** Ids are 32-bit columns: an all-digit id above this can name nothing. */
export const MAX_ID = 2_147_483_647;

/**
 * Which characters text may hold. Lone UTF-16 surrogates are refused by every
 * class but `any` (PostgreSQL cannot store them, and UTF-8 has no form for them).
 * - `line`: no control characters at all (Unicode category Cc: U+0000-U+001F, U+007F-U+009F).
 * - `multiline`: as `line`, but TAB, LF and CR are allowed (descriptions, comments).
 * - `secret`: anything but NUL (passwords are hashed, never stored or shown).
 * - `any`: not checked (document content: stored as bytes, bounded by its own limit).
 */
export type Characters = 'line' | 'multiline' | 'secret' | 'any';

/** A limit, fixed or read from the settings. */
export type Limit = number | ((config: Config) => number);

export interface InputRule {
  characters?: Characters;
  /** Most characters (Unicode code points) in one text; null: the domain bounds it (document content). */
  maxLength?: Limit | null;
  /** Most items in a list; default INPUT_MAX_LIST_ITEMS. */
  maxItems?: Limit;
  /** An id or short name: an all-digit value is an id, at most MAX_ID. */
  id?: boolean;
  /** Whole numbers: the smallest and largest value (GraphQL's Int is 32-bit already). */
  minimum?: number;
  maximum?: number;
  /** JSON values: the largest size as JSON text, strings counted in UTF-8 bytes. */
  maxBytes?: Limit;
  /** A rule of the field's own beyond characters and length: a message saying what is wrong, or null. */
  refuse?: (text: string) => string | null;
}

/**
 * The named rules. Every text field follows one of them: by its type (ID,
 * String, JSON), by a name convention (NAMED_RULES), or by a rule its
 * definition declares (src/schema/common/input-rules.ts).
 */
export const INPUT_RULES = {
  /** The GraphQL `ID` type: an id or a short name (or a UUID, a name). */
  id: { characters: 'line', maxLength: 255, id: true },
  /** The GraphQL `String` type unless declared otherwise: names, short names, addresses, flags, sort keys. */
  line: { characters: 'line', maxLength: 255 },
  /** Search keywords: each becomes a LIKE test, so a list holds at most 100. */
  keyword: { characters: 'line', maxLength: 255, maxItems: 100 },
  /** URLs. */
  url: { characters: 'line', maxLength: 2048 },
  /** Descriptions: several lines, INPUT_MAX_DESCRIPTION_LENGTH. */
  description: { characters: 'multiline', maxLength: (c: Config) => c.input.maxDescriptionLength },
  /** Long free text (case descriptions, comments): several lines, INPUT_MAX_TEXT_LENGTH. */
  text: { characters: 'multiline', maxLength: (c: Config) => c.input.maxTextLength },
  /** Passwords. */
  secret: { characters: 'secret', maxLength: 1024 },
  /** Document content as text or base64: bounded by DOCUMENT_MAX_BYTES in the documents area. */
  content: { characters: 'any', maxLength: null },
  /** The JSON scalar: INPUT_MAX_JSON_BYTES; its strings and keys are long free text. */
  json: { maxBytes: (c: Config) => c.input.maxJsonBytes },
} as const satisfies Record<string, InputRule>;

export type RuleName = keyof typeof INPUT_RULES;

/** Name conventions: an argument or input field of this name follows this rule unless it declares another. */
export const NAMED_RULES: Readonly<Record<string, RuleName>> = {
  keyword: 'keyword',
  keywords: 'keyword',
  description: 'description',
  comment: 'text',
  password: 'secret',
};

/** JSON values nest at most this deep. */
export const MAX_JSON_DEPTH = 32;

export function limitOf(limit: Limit | null | undefined, config: Config): number | null {
  if (limit === null || limit === undefined) return null;
  return typeof limit === 'number' ? limit : limit(config);
}

function codePoint(text: string, at: number): string {
  return `U+${text.codePointAt(at)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

export interface TextProblem {
  message: string;
  template: string;
  parameter: string;
}

/**
 * What is wrong with a text under a rule, or null. One pass over the text,
 * stopping at the first problem (a 1 MB value costs no more than its first
 * `maxLength` characters).
 */
export function textProblem(text: string, rule: InputRule, config: Config): TextProblem | null {
  const characters = rule.characters ?? 'line';
  const max = limitOf(rule.maxLength, config);
  if (characters !== 'any') {
    let length = 0;
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) {
        const allowed = characters === 'secret' ? c !== 0 : characters === 'multiline' && (c === 0x09 || c === 0x0a || c === 0x0d);
        if (!allowed) {
          const what = characters === 'multiline' ? 'control characters other than tab and line breaks' : characters === 'secret' ? 'NUL characters' : 'control characters';
          return { message: `must not contain ${what} (${codePoint(text, i)} at character ${length + 1})`, template: 'invalid.field.characters', parameter: codePoint(text, i) };
        }
      } else if (c >= 0xd800 && c <= 0xdfff) {
        const next = text.charCodeAt(i + 1);
        if (c > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) {
          return { message: `must not contain a lone UTF-16 surrogate (${codePoint(text, i)} at character ${length + 1})`, template: 'invalid.field.characters', parameter: codePoint(text, i) };
        }
        i += 1;
      }
      length += 1;
      if (max !== null && length > max) return tooLong(max);
    }
  } else if (max !== null && text.length > max) {
    return tooLong(max);
  }
  const refused = rule.refuse?.(text);
  return refused ? { message: refused, template: 'invalid.field.value', parameter: text.slice(0, 100) } : null;
}

function tooLong(max: number): TextProblem {
  return { message: `must be at most ${max} characters long`, template: 'invalid.field.max', parameter: String(max) };
}

/**
 * The name a field error carries: the named parts of its path, joined by dots
 * (`subCriteria.keywords`), as the REST layer has always named body fields;
 * list positions are in the message.
 */
export function fieldNameOf(path: readonly (string | number)[], fallback: string): string {
  const named = path.filter((p): p is string => typeof p === 'string');
  return named.length > 0 ? named.join('.') : fallback;
}

/** The path as a reader would write it: `subCriteria[2].keywords[0]`. */
export function pathText(path: readonly (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/** `within`: the place inside the field's value (a key of a JSON value), shown in the message only. */
function fail(path: readonly (string | number)[], fallback: string, problem: TextProblem, within: readonly (string | number)[] = []): never {
  const shown = path.length > 0 ? pathText([...path, ...within]) : fallback;
  throw new InvalidFieldError(fieldNameOf(path, fallback), `${shown} ${problem.message}`, problem.template, problem.parameter);
}

/** A text under a rule; throws a 412 naming the field. */
export function checkText(
  text: string,
  rule: InputRule,
  config: Config,
  path: readonly (string | number)[],
  fallback = 'value',
  within: readonly (string | number)[] = [],
): string {
  const problem = textProblem(text, rule, config);
  if (problem) fail(path, fallback, problem, within);
  if (rule.id && /^\d+$/.test(text.trim()) && (text.trim().length > 10 || Number(text.trim()) > MAX_ID)) {
    fail(path, fallback, { message: `is beyond the largest id (${MAX_ID})`, template: 'invalid.field.value', parameter: text.trim().slice(0, 100) }, within);
  }
  return text;
}

/** A list's length under a rule (default INPUT_MAX_LIST_ITEMS). */
export function checkListLength(length: number, rule: InputRule, config: Config, path: readonly (string | number)[], fallback = 'value'): void {
  const max = limitOf(rule.maxItems, config) ?? config.input.maxListItems;
  if (length > max) fail(path, fallback, { message: `holds ${length} items; at most ${max} are allowed`, template: 'invalid.field.max', parameter: String(length) });
}

/** A whole number against the rule's range. */
export function checkInteger(value: number, rule: InputRule, path: readonly (string | number)[], fallback = 'value'): void {
  if (rule.minimum !== undefined && value < rule.minimum) {
    fail(path, fallback, { message: `must be at least ${rule.minimum}`, template: 'invalid.field.min', parameter: String(value) });
  }
  if (rule.maximum !== undefined && value > rule.maximum) {
    fail(path, fallback, { message: `must be at most ${rule.maximum}`, template: 'invalid.field.max', parameter: String(value) });
  }
}

/**
 * A JSON value: at most `maxBytes` as JSON text, nested at most MAX_JSON_DEPTH
 * deep; its strings and keys follow the long-text rule (no NUL: PostgreSQL's
 * jsonb cannot hold one). Walked without recursion, so depth cannot overflow the stack.
 */
export function checkJson(value: unknown, rule: InputRule, config: Config, path: readonly (string | number)[], fallback = 'value'): void {
  const maxBytes = limitOf(rule.maxBytes, config) ?? config.input.maxJsonBytes;
  const strings: InputRule = INPUT_RULES.text;
  let bytes = 0;
  // `at`: where inside the value (the field itself is `path`).
  const stack: Array<{ value: unknown; depth: number; at: readonly (string | number)[] }> = [{ value, depth: 0, at: [] }];
  const tooLarge = () => fail(path, fallback, { message: `is larger than ${maxBytes} bytes as JSON`, template: 'invalid.field.max', parameter: String(maxBytes) });
  while (stack.length > 0) {
    const { value: v, depth, at } = stack.pop()!;
    if (depth > MAX_JSON_DEPTH) fail(path, fallback, { message: `nests deeper than ${MAX_JSON_DEPTH} levels`, template: 'invalid.field.max', parameter: String(MAX_JSON_DEPTH) });
    if (typeof v === 'string') {
      checkText(v, strings, config, path, fallback, at);
      bytes += Buffer.byteLength(v) + 2;
    } else if (Array.isArray(v)) {
      bytes += 2 + v.length;
      for (let i = v.length - 1; i >= 0; i -= 1) stack.push({ value: v[i], depth: depth + 1, at: [...at, i] });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      bytes += 2;
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i]!;
        checkText(key, strings, config, path, fallback, [...at, key]);
        bytes += Buffer.byteLength(key) + 4;
        stack.push({ value: item, depth: depth + 1, at: [...at, key] });
      }
    } else {
      bytes += String(v).length;
    }
    if (bytes > maxBytes) tooLarge();
  }
}

/** Search keywords as given: trimmed, empty ones dropped. */
export function searchKeywords(values: readonly string[] | null | undefined): string[] {
  return (values ?? []).map((k) => k.trim()).filter((k) => k.length > 0);
}

/** A keyword as a LIKE/ILIKE operand that matches it literally (`%`, `_` and `\` escaped; PostgreSQL's default escape is `\`). */
export function escapeLike(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** `%keyword%`, escaped: "contains", for hand-written ILIKE. */
export function containsPattern(keyword: string): string {
  return `%${escapeLike(keyword)}%`;
}

/**
 * A Prisma `contains` filter that matches the keyword literally: Prisma puts
 * the value between `%` on PostgreSQL without escaping `%` and `_` in it.
 */
export function containsFilter(keyword: string): { contains: string; mode: 'insensitive' } {
  return { contains: escapeLike(keyword), mode: 'insensitive' };
}
