// Values for the schema fuzzing (fuzz.test.ts), made from a route's own zod schemas: `fitting` gives
// values of the schema's shape (the right keys, types and bounds, so a request gets past validation and
// into the handler), `hostile` the same shape with some parts swapped for what an attacker sends —
// wrong types, huge strings, deep nesting, lone surrogates and RTL marks, NUL, numbers past every
// column's range, NaN-ish text, extra and prototype keys, arrays where objects go.
import fc from 'fast-check';
import { HOSTILE_KEYS, hostileValue, type HostileOptions } from './fuzz-hostile-values';

export { hostileValue, type HostileOptions } from './fuzz-hostile-values';

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
