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
 * The id rule, for an id wherever it stands (a path, an argument naming the
 * object, a body, a filter): an all-digit value above MAX_ID is bad input, a
 * 412 naming the field, never a lookup (docs/spec-decisions.md, "Ids and short
 * names"). The input policy applies it to every `ID` argument and input field;
 * domains apply it (identifiers.ts) to ids that do not come through GraphQL.
 */
export function idRangeProblem(digits: string): TextProblem | null {
  if (digits.length <= 10 && Number(digits) <= MAX_ID) return null;
  return { message: `is beyond the largest id (${MAX_ID})`, template: 'invalid.field.value', parameter: digits.slice(0, 100) };
}

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
  /** JSON values: the largest size of their JSON text, in UTF-8 bytes. */
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
  /**
   * A search's sub-criteria (a list of input objects): INPUT_MAX_SUB_CRITERIA. Each is a
   * condition group of its own, so their number sets the size of the search's query and of
   * its entry in Prisma's query-plan cache (docs/performance.md, "Memory").
   */
  criteria: { maxItems: (c: Config) => c.input.maxSubCriteria },
  /** The JSON scalar: INPUT_MAX_JSON_BYTES; its strings and keys are long free text. */
  json: { maxBytes: (c: Config) => c.input.maxJsonBytes },
} as const satisfies Record<string, InputRule>;

export type RuleName = keyof typeof INPUT_RULES;

/**
 * Name conventions: an argument or input field of this name follows this rule unless it declares
 * another. Text rules apply to String fields of the name, the criteria rule to lists of input objects.
 */
export const NAMED_RULES: Readonly<Record<string, RuleName>> = {
  keyword: 'keyword',
  keywords: 'keyword',
  description: 'description',
  comment: 'text',
  password: 'secret',
  subCriteria: 'criteria',
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

// The characters each class refuses, as one native regular-expression scan
// (a JavaScript loop over the characters costs ten times as much on long text).
const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
// The control characters free text (`multiline`) refuses, as a character class's body.
const MULTILINE_CONTROLS = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';
const REFUSED: Record<Exclude<Characters, 'any'>, { pattern: RegExp; what: string }> = {
  line: { pattern: new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f]|${LONE_SURROGATE}`), what: 'control characters' },
  multiline: { pattern: new RegExp(`[${MULTILINE_CONTROLS}]|${LONE_SURROGATE}`), what: 'control characters other than tab and line breaks' },
  secret: { pattern: new RegExp(`\\u0000|${LONE_SURROGATE}`), what: 'NUL characters' },
};

/** Unicode code points in `text`, counting no further than `stop` (a surrogate pair is one). */
function codePoints(text: string, end: number, stop = Infinity): number {
  let count = 0;
  for (let i = 0; i < end && count <= stop; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
    count += 1;
  }
  return count;
}

/** What is wrong with a text under a rule, or null. */
export function textProblem(text: string, rule: InputRule, config: Config): TextProblem | null {
  const problem = scanText(text, rule.characters ?? 'line', limitOf(rule.maxLength, config));
  if (problem) return problem;
  const refused = rule.refuse?.(text);
  return refused ? { message: refused, template: 'invalid.field.value', parameter: text.slice(0, 100) } : null;
}

/** Characters and length only: the hot path (every string of every request). */
function scanText(text: string, characters: Characters, max: number | null): TextProblem | null {
  // Code points are at least half the UTF-16 units: far too long is known without a scan.
  if (max !== null && text.length > 2 * max) return tooLong(max);
  if (characters !== 'any') {
    const { pattern, what } = REFUSED[characters];
    if (pattern.test(text)) {
      const found = pattern.exec(text)!;
      const code = codePoint(text, found.index);
      const kind = found[0].length === 1 && (found[0] < '\ud800' || found[0] > '\udfff') ? what : 'a lone UTF-16 surrogate';
      return { message: `must not contain ${kind} (${code} at character ${codePoints(text, found.index) + 1})`, template: 'invalid.field.characters', parameter: code };
    }
  }
  if (max !== null && text.length > max && (characters === 'any' || codePoints(text, text.length, max) > max)) return tooLong(max);
  return null;
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

/**
 * The 412 for a problem at `path` (the field) and `within` (a place inside its
 * value, such as a key of a JSON value: shown in the message only).
 */
export function refuseInput(path: readonly (string | number)[], fallback: string, problem: TextProblem, within: readonly (string | number)[] = []): never {
  const shown = path.length > 0 ? pathText([...path, ...within]) : fallback;
  throw new InvalidFieldError(fieldNameOf(path, fallback), `${shown} ${problem.message}`, problem.template, problem.parameter);
}

const DIGITS = /^\s*\d+\s*$/;

/** A text under a rule (characters, length, the rule's own check, an id's range), or null. */
export function valueProblem(text: string, rule: InputRule, config: Config): TextProblem | null {
  const problem = textProblem(text, rule, config);
  if (problem) return problem;
  return rule.id && DIGITS.test(text) ? idRangeProblem(text.trim()) : null;
}

/** A text under a rule; throws a 412 naming the field. */
export function checkText(text: string, rule: InputRule, config: Config, path: readonly (string | number)[], fallback = 'value'): string {
  const problem = valueProblem(text, rule, config);
  if (problem) refuseInput(path, fallback, problem);
  return text;
}

/** A list's length under a rule (default INPUT_MAX_LIST_ITEMS), or null. */
export function listProblem(length: number, rule: InputRule, config: Config): TextProblem | null {
  const max = limitOf(rule.maxItems, config) ?? config.input.maxListItems;
  return length > max ? { message: `holds ${length} items; at most ${max} are allowed`, template: 'invalid.field.max', parameter: String(length) } : null;
}

/** A whole number against the rule's range, or null. */
export function integerProblem(value: number, rule: InputRule): TextProblem | null {
  if (rule.minimum !== undefined && value < rule.minimum) return { message: `must be at least ${rule.minimum}`, template: 'invalid.field.min', parameter: String(value) };
  if (rule.maximum !== undefined && value > rule.maximum) return { message: `must be at most ${rule.maximum}`, template: 'invalid.field.max', parameter: String(value) };
  return null;
}

/** A problem inside a JSON value, and where in it. */
export interface JsonProblem {
  problem: TextProblem;
  within: (string | number)[];
}

/**
 * A superset of the texts that may hold a character the free-text rule
 * refuses, as JSON or raw: in JSON text every such character is an escape
 * (\b, \f, \u0000-\u001f, a lone surrogate as \udxxx) or a raw
 * U+007F-U+009F; raw text (a CSV cell) holds the control itself, and UTF-8
 * decoding never yields a lone surrogate. Text without a match needs no walk
 * (the walk would cost a bulk import about 5 % of its parsing).
 */
export const TEXT_SUSPECT = new RegExp(`\\\\[bfu]|[${MULTILINE_CONTROLS}]`);

/** Whether `text` opens more than `max` objects and arrays in all (a bound on its depth). */
function opensMoreThan(text: string, max: number): boolean {
  let count = 0;
  for (const opener of ['{', '[']) {
    for (let i = text.indexOf(opener); i !== -1; i = text.indexOf(opener, i + 1)) if (++count > max) return true;
  }
  return false;
}

/**
 * A JSON value: at most `maxBytes` as JSON text (UTF-8), nested at most
 * MAX_JSON_DEPTH deep; its strings and keys follow the long-text rule (no NUL:
 * PostgreSQL's jsonb cannot hold one). Null when it is fine. The value is
 * serialised once and scanned natively; only a value that may break a rule is
 * walked, to say where.
 */
export function jsonProblem(value: unknown, rule: InputRule, config: Config): JsonProblem | null {
  const maxBytes = limitOf(rule.maxBytes, config) ?? config.input.maxJsonBytes;
  const maxText = limitOf(INPUT_RULES.text.maxLength, config);
  const deep: JsonProblem = { problem: { message: `nests deeper than ${MAX_JSON_DEPTH} levels`, template: 'invalid.field.max', parameter: String(MAX_JSON_DEPTH) }, within: [] };
  let text: string;
  try {
    text = JSON.stringify(value) ?? 'null';
  } catch {
    return deep; // only a value nested beyond the stack's depth fails to serialise
  }
  if (text.length * 3 > maxBytes && Buffer.byteLength(text) > maxBytes) {
    return { problem: { message: `is larger than ${maxBytes} bytes as JSON`, template: 'invalid.field.max', parameter: String(maxBytes) }, within: [] };
  }
  if (!TEXT_SUSPECT.test(text) && !opensMoreThan(text, MAX_JSON_DEPTH) && (maxText === null || text.length <= maxText)) return null;
  const at: (string | number)[] = [];
  const found = (problem: TextProblem): JsonProblem => ({ problem, within: [...at] });
  const walk = (v: unknown, depth: number): JsonProblem | null => {
    if (depth > MAX_JSON_DEPTH) return deep;
    if (typeof v === 'string') {
      const problem = scanText(v, 'multiline', maxText);
      if (problem) return found(problem);
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i += 1) {
        at.push(i);
        const inner = walk(v[i], depth + 1);
        if (inner) return inner;
        at.pop();
      }
    } else if (v !== null && typeof v === 'object') {
      for (const key in v) {
        if (!Object.hasOwn(v, key)) continue;
        at.push(key);
        const problem = scanText(key, 'multiline', maxText);
        if (problem) return found(problem);
        const inner = walk((v as Record<string, unknown>)[key], depth + 1);
        if (inner) return inner;
        at.pop();
      }
    }
    return null;
  };
  return walk(value, 0);
}

/** A JSON value under the rule; throws a 412 naming the field. */
export function checkJson(value: unknown, rule: InputRule, config: Config, path: readonly (string | number)[], fallback = 'value'): void {
  const found = jsonProblem(value, rule, config);
  if (found) refuseInput(path, fallback, found.problem, found.within);
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
