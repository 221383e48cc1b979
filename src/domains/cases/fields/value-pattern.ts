// A string or asset field's `pattern` validator: written by an administrator,
// run on every value written to the field. JavaScript's RegExp backtracks, so
// a pattern such as `(a+)+b` took minutes on a value of 40 characters and
// held the whole process meanwhile. Patterns are matched by RE2 (re2js, pure
// JavaScript): time linear in the value's length, whatever the pattern. RE2
// has no lookaround and no backreferences (what makes a match linear); such a
// pattern is refused when the field is defined.
import { RE2JS } from 're2js';

/** Compiled patterns, few and reused by every value of their fields; bounded all the same. */
const compiled = new Map<string, RE2JS | null>();
const MAX_CACHED = 256;

/** The pattern compiled for whole-value matches, or null when RE2 cannot read it. */
function compile(pattern: string): RE2JS | null {
  let re = compiled.get(pattern);
  if (re !== undefined) return re;
  try {
    re = RE2JS.compile(pattern);
  } catch {
    re = null;
  }
  if (compiled.size >= MAX_CACHED) compiled.delete(compiled.keys().next().value!);
  compiled.set(pattern, re);
  return re;
}

/** Whether a field may use this pattern (RE2 syntax). */
export function isCheckablePattern(pattern: string): boolean {
  return compile(pattern) !== null;
}

/** Whether the whole value matches; null when the pattern is not RE2 syntax (one stored before patterns were checked so). */
export function matchesWhole(pattern: string, value: string): boolean | null {
  const re = compile(pattern);
  return re === null ? null : re.matches(value);
}

export const PATTERN_SYNTAX = 'a regular expression in RE2 syntax (no lookaround, no backreferences; \\x{41} rather than \\u0041), matched against the whole value';
