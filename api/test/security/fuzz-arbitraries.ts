// Values for the schema fuzzing (fuzz.test.ts), made from a route's own zod schemas: `fitting` gives
// values of the schema's shape (the right keys, types and bounds, so a request gets past validation and
// into the handler), `hostile` the same shape with some parts swapped for what an attacker sends —
// wrong types, huge strings, deep nesting, lone surrogates and RTL marks, NUL, numbers past every
// column's range, NaN-ish text, extra and prototype keys, arrays where objects go.
import fc from 'fast-check';

/** The part of a zod 4 schema the walk reads (its definition and, for strings and numbers, their bounds). */
interface Walked {
  _zod: { def: Def; optin?: 'optional' };
  minLength?: number | null;
  maxLength?: number | null;
  format?: string | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
}
type Def = { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] } & Record<string, unknown>;

/** A file part for a multipart body (an upload field, `z.custom` of an UploadedFile); JSON sends it as an object. */
export interface FilePart {
  readonly kind: 'file';
  readonly filename: string | null;
  readonly contentType: string;
  readonly data: Buffer;
}

export function isFilePart(value: unknown): value is FilePart {
  return typeof value === 'object' && value !== null && (value as FilePart).kind === 'file' && Buffer.isBuffer((value as FilePart).data);
}

const walked = (schema: unknown) => schema as Walked;
const defOf = (schema: unknown): Def => walked(schema)._zod.def;

/** Strings the app gives meaning to: ids, codes, enums' neighbours, the test users' password. */
export interface KnownValues {
  /** The fuzzed user's own: their id, their listing, their dialog (path ids that pass ownership checks). */
  own: readonly number[];
  /** Which of them a path names after a segment (`users/:id` → the user's id, `businesses/:id` → the listing…). */
  ownAfter: Readonly<Record<string, number>>;
  ids: readonly number[];
  strings: readonly string[];
}

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
const HOSTILE_KEYS = [
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

function checkValue(schema: unknown, name: string, key: string): number | undefined {
  for (const check of defOf(schema).checks ?? []) {
    const def = check._zod.def;
    if (def.check === name && typeof def[key] === 'number') return def[key];
  }
  return undefined;
}

function stringArbitrary(schema: unknown, known: KnownValues): fc.Arbitrary<string> {
  const { minLength, maxLength, format } = walked(schema);
  const min = minLength ?? 0;
  const max = Math.max(min, Math.min(maxLength ?? 40, 80));
  switch (format) {
    case 'email':
      return fc.emailAddress();
    case 'url':
      return fc.webUrl();
    case 'datetime':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'uuid':
    case 'guid':
      return fc.uuid();
    default:
      return fc.oneof(
        { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: max }) },
        { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: max }) },
        { weight: 1, arbitrary: fc.constantFrom(...known.strings, ...known.ids.map(String)) },
      );
  }
}

function numberArbitrary(schema: unknown, known: KnownValues): fc.Arbitrary<number> {
  const { minValue, maxValue, isInt } = walked(schema);
  const min = Number.isFinite(minValue) ? (minValue as number) : -1e9;
  const max = Number.isFinite(maxValue) ? (maxValue as number) : 1e9;
  if (isInt) {
    const low = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    const high = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
    const ids = known.ids.filter((id) => id >= low && id <= high);
    const integers = fc.integer({ min: Math.max(low, -(2 ** 31)), max: Math.min(high, 2 ** 31 - 1) });
    return ids.length > 0 ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: integers }) : integers;
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

const FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf', 'text/csv', 'application/octet-stream', 'text/html', ''];
const FILE_HEADS = [
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.from('ffd8ffe000104a464946', 'hex'),
  Buffer.from('%PDF-1.7\n'),
  Buffer.from('month,revenue\n2024-01,1\n'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  Buffer.alloc(0),
];

/** A file part: a known file head (or nothing) and some bytes, with a file name that may be odd or missing. */
export function filePart(): fc.Arbitrary<FilePart> {
  return fc
    .record({
      head: fc.constantFrom(...FILE_HEADS),
      tail: fc.uint8Array({ maxLength: 64 }),
      filename: fc.oneof(
        fc.constantFrom<string | null>('a.png', 'a.jpg', 'a.pdf', 'report.csv', '', null, '../../x.png', 'a\u0000.png', '😀.png'),
        fc.string({ maxLength: 20 }),
      ),
      contentType: fc.constantFrom(...FILE_TYPES),
    })
    .map(({ head, tail, filename, contentType }) => ({ kind: 'file' as const, filename, contentType, data: Buffer.concat([head, Buffer.from(tail)]) }));
}

export type Mode = 'fitting' | 'hostile';

/**
 * Values for `schema`. In `hostile` mode every node may be swapped for a hostile value (about one in
 * five), objects may carry extra keys, and the rest keeps the schema's shape so that one bad part sits
 * among good ones — as far into the handler as the good ones take it.
 */
export function schemaValues(schema: unknown, mode: Mode, known: KnownValues, options: HostileOptions): fc.Arbitrary<unknown> {
  const hostile = hostileValue(options);
  const cache = new Map<unknown, fc.Arbitrary<unknown>>();

  const node = (current: unknown, depth: number): fc.Arbitrary<unknown> => {
    const shaped = shape(current, depth);
    return mode === 'hostile' ? fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: hostile }) : shaped;
  };

  const shape = (current: unknown, depth: number): fc.Arbitrary<unknown> => {
    const cached = cache.get(current);
    if (cached) return cached;
    const made = build(current, depth);
    cache.set(current, made);
    return made;
  };

  const build = (current: unknown, depth: number): fc.Arbitrary<unknown> => {
    const def = defOf(current);
    if (depth > 8) return fc.constant(null);
    switch (def.type) {
      case 'object': {
        const entries = Object.entries(def.shape as Record<string, unknown>);
        const required = entries.filter(([, child]) => walked(child)._zod.optin !== 'optional').map(([key]) => key);
        const record = fc.record(Object.fromEntries(entries.map(([key, child]) => [key, node(child, depth + 1)])), { requiredKeys: required });
        if (mode !== 'hostile') return record;
        const extra = fc.dictionary(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 });
        return fc.oneof(
          { weight: 4, arbitrary: record },
          { weight: 1, arbitrary: fc.tuple(record, extra).map(([value, more]) => ({ ...more, ...(value as object) })) },
        );
      }
      case 'array': {
        const min = checkValue(current, 'min_length', 'minimum') ?? 0;
        const max = Math.max(min, Math.min(checkValue(current, 'max_length', 'maximum') ?? 4, 6));
        return fc.array(node(def.element, depth + 1), { minLength: min, maxLength: max });
      }
      case 'tuple':
        return fc.tuple(...(def.items as unknown[]).map((item) => node(item, depth + 1)));
      case 'record':
        return fc.dictionary(fc.string({ maxLength: 12 }), node(def.valueType, depth + 1), { maxKeys: 3 });
      case 'string':
        return stringArbitrary(current, known);
      case 'number':
        return numberArbitrary(current, known);
      case 'bigint':
        return fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(String);
      case 'boolean':
        return fc.boolean();
      case 'date':
        return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'null':
        return fc.constant(null);
      case 'undefined':
      case 'void':
        return fc.constant(undefined);
      case 'optional':
        return fc.option(shape(def.innerType, depth), { nil: undefined, freq: 4 });
      case 'nullable':
        return fc.option(shape(def.innerType, depth), { nil: null, freq: 4 });
      case 'default':
      case 'prefault':
        return fc.option(shape(def.innerType, depth), { nil: undefined, freq: 3 });
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return shape(def.innerType, depth);
      case 'lazy':
        return shape((def.getter as () => unknown)(), depth + 1);
      case 'union':
        return fc.oneof(...(def.options as unknown[]).map((option) => shape(option, depth)));
      case 'intersection':
        return fc.tuple(shape(def.left, depth), shape(def.right, depth)).map(([left, right]) => ({ ...(left as object), ...(right as object) }));
      case 'pipe': {
        // A preprocess (transform → schema) reads what the schema reads; a schema with a transform after it, what the schema reads.
        const input = defOf(def.in).type === 'transform' ? def.out : def.in;
        return shape(input, depth);
      }
      case 'custom':
        // The only custom types of the request schemas are uploaded files.
        return filePart();
      default:
        // transform, unknown, any and the rest: anything JSON can say.
        return fc.jsonValue({ maxDepth: 2 });
    }
  };

  return mode === 'hostile' ? fc.oneof({ weight: 6, arbitrary: shape(schema, 0) }, { weight: 1, arbitrary: hostile }) : shape(schema, 0);
}
