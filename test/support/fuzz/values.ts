// Malformed values, as legacy integrations and the open internet send them:
// wrong types, numbers past 64 bits, NUL and other control characters, odd
// unicode, prototype keys, deep and wide JSON. Shared by the fuzz test
// (test/platform/fuzz.test.ts), the long run (scripts/fuzz.ts) and the memory
// soak (bench/memory-soak.ts), so all three send the same kinds of input.
import fc from 'fast-check';

/** Property names that reach prototypes when a value is used as a key. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

/** Texts that have broken parsers and SQL before: each one a small hand-picked case. */
const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n',
  '\t',
  '..',
  '.',
  '/',
  '%',
  '_',
  '%00',
  '%FF',
  '\\',
  "'; DROP TABLE customer; --",
  '"',
  '\uFEFF',
  '\u202E',
  '\uD800',
  '\uDFFF',
  '😀',
  'e\u0301',
  '\u0130',
  'null',
  'undefined',
  'NaN',
  'true',
  '-0',
  '0x10',
  '1e400',
  '9223372036854775808',
  '-9223372036854775809',
  '18446744073709551616',
  '2147483648',
  '-2147483649',
  '99999999999999999999999999999999',
  '1.5',
  '${{7*7}}',
  ...PROTOTYPE_KEYS,
];

/** A short string a careful API refuses or handles: control characters, nasty texts, odd unicode. */
export const nastyShortString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 16 }).map((s) => `${s}\u0000${s}`) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Any nasty string, long ones included (bodies carry them; URLs are cut by the HTTP parser first). */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: nastyShortString },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 70_000 }).map((n) => 'x'.repeat(n)) },
);

/** Numbers that do not fit: past 32 and 64 bits, fractions, negatives, infinities as JSON can carry them. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1.5, -0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 63, 2 ** 64, 1e300, -1e300, Number.MAX_SAFE_INTEGER + 2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Integers past 64 bits written as digits (query strings and path segments carry them as text). */
export const hugeIntegerText: fc.Arbitrary<string> = fc.bigInt({ min: 2n ** 63n, max: 2n ** 80n }).chain((n) => fc.constantFrom(`${n}`, `-${n}`));

/** JSON nested `depth` levels deep (arrays or objects). */
export function deepJson(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** A value of any JSON type, small. */
const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

/** An object whose keys are prototype names. Built from JSON text so `__proto__` is an own key, as a parsed body has it. */
export const prototypeObject: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(fc.constantFrom(...PROTOTYPE_KEYS), anyJson)
  .map(([key, value]) => JSON.parse(`{${JSON.stringify(key)}: ${JSON.stringify(value ?? null)}}`) as Record<string, unknown>);

/** Any malformed JSON value for a field: wrong types and nasty contents. */
export const nastyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: hugeIntegerText },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 2, arbitrary: fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 12_000 }).map((n) => Array.from({ length: n }, (_, i) => `k${i}`)) },
  { weight: 1, arbitrary: prototypeObject },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), anyJson, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(deepJson(64, 'array'), deepJson(64, 'object')) },
);

/** A value that fits a GraphQL named input type's kind, roughly, or deliberately does not. */
export function valueForTypeName(typeName: string, enumValues: readonly string[] = []): fc.Arbitrary<unknown> {
  const wrongEnum = fc.constantFrom('NOT_A_VALUE', 'not_a_value', '', '__proto__', 'constructor');
  switch (typeName) {
    case 'Int':
    case 'Float':
      return fc.oneof(nastyNumber, hugeIntegerText, nastyString);
    case 'Boolean':
      return fc.oneof(fc.constantFrom(true, false, 'yes', 0, 1, null), nastyString);
    default:
      if (enumValues.length > 0) return fc.oneof(wrongEnum, fc.constantFrom(...enumValues), nastyJsonValue);
      return nastyJsonValue;
  }
}

/** Percent-encoded text for a path segment or query string: mostly well-formed encodings of nasty text, some broken encodings. */
export const encodedText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.oneof(nastyShortString, hugeIntegerText).map((s) => safeEncode(s)) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%G0', '%FF', '%C0%AF', '%E0%80', '%00', '%2e%2e', '%2F', '..%2F..', '%%', '%u0000') },
);

/** encodeURIComponent that survives lone surrogates (sent as their UTF-8 replacement). */
export function safeEncode(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}
