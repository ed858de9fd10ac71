// What an attacker sends instead of the expected value, for the schema fuzzing (fuzz-arbitraries.ts):
// numbers past every column's range, NaN-ish text, tricky Unicode, huge strings, deep nesting,
// prototype and other hostile keys.
import fc from 'fast-check';

const INT4_MAX = 2_147_483_647;

/** Numbers past the edges of every column type and of what JSON and JS read. */
const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  1.5,
  0.1 + 0.2,
  INT4_MAX,
  INT4_MAX + 1,
  -INT4_MAX - 2,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER,
  1e15,
  1e21,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_VALUE,
  999_999_999_999.99,
  1_000_000_000_000,
  8_640_000_000_001,
];

/** Text that parses as a number somewhere, or almost. */
const NUMERIC_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '+5',
  ' 12 ',
  '12abc',
  '0x10',
  '0b101',
  '1e3',
  '1_000',
  '١٢',
  '１２',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999',
  '1.5',
  '.5',
  '5.',
  '00012',
  '',
  ' ',
];

/** Unicode that breaks naive code: lone surrogates, RTL overrides, zero-width, combining marks, BOM. */
const TRICKY_TEXT = [
  '\uD800',
  '\uDFFF',
  'a\uD83D',
  '\uDE00b',
  '\u202Eevil\u202C',
  '\u200F\u05E9\u05DC\u05D5\u05DD',
  'مرحبا',
  '\u200B\u200C\u200D',
  'e\u0301\u0301\u0301',
  '\uFEFFbom',
  '👩‍👩‍👧‍👦',
  '𝕳𝖊𝖑𝖑𝖔',
  'Ω≈ç√∫',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '\r\n\r\n',
  '\\',
  '"\'`',
  '%00',
  '%',
  '%zz',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '{{7*7}}',
  '${7*7}',
  'constructor',
  '__proto__',
  'toString',
];

/** Keys to slip into an object: prototype keys, a NUL, an empty one, a very long one. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  'a\u0000b',
  '\uD800',
  'x'.repeat(300),
  '0',
  '-1',
  'a.b',
  'a[b]',
];

/** A string of `length` code units made of one repeated piece (a huge one costs nothing to make). */
function repeated(piece: string, length: number): string {
  return piece.repeat(Math.ceil(length / piece.length)).slice(0, length);
}

function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
  return value;
}

/** An object with an own `__proto__` key (as JSON.parse makes one), which JSON.stringify writes out. */
function protoObject(): unknown {
  return JSON.parse('{"__proto__":{"isAdmin":true,"polluted":1},"constructor":{"prototype":{"polluted":1}}}');
}

export interface HostileOptions {
  /** The longest string sent (bounded runs keep this small; the full run goes to ~1 MB). */
  maxStringLength: number;
}

/** A value an attacker sends instead of the expected one. */
export function hostileValue(options: HostileOptions): fc.Arbitrary<unknown> {
  const { maxStringLength } = options;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, '', [], {}, '0', 'true', 'null', 'undefined') },
    { weight: 4, arbitrary: fc.constantFrom<unknown>(...EDGE_NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(...EDGE_NUMBERS.map((n) => -n)) },
    { weight: 4, arbitrary: fc.constantFrom<unknown>(...NUMERIC_TEXT) },
    { weight: 4, arbitrary: fc.constantFrom<unknown>(...TRICKY_TEXT) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme-composite', maxLength: 40 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 256, max: Math.max(256, maxStringLength) }), fc.constantFrom('a', 'é', '😀', '\u202E', 'a\u0000', '<', '%', ' '))
        .map(([length, piece]) => repeated(piece, length)),
    },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 20, max: 1000 }), fc.boolean()).map(([depth, asArray]) => nested(depth, asArray)) },
    { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...HOSTILE_KEYS), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.constant(null).map(protoObject) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}
