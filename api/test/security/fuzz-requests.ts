// Requests for the schema fuzzing (fuzz.test.ts): a route of the app's own table, values from its zod
// schemas (fuzz-arbitraries.ts) for the path, the query and the body, and the body sent as JSON, as a
// form, as multipart — also with a broken boundary, cut off, or as something else altogether.
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { filePart, hostileValue, isFilePart, schemaValues, type FilePart, type HostileOptions, type KnownValues, type Mode } from './fuzz-arbitraries';

/** A route as the fuzzing reads it. */
export interface FuzzRoute {
  method: string;
  url: string;
  access: string;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  takesBody: boolean;
}

/** The app's routes, one per method and URL (HEAD answers as GET does: left out), test-only routes left out. */
export function fuzzRoutes(table: readonly RouteOptions[]): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const route of table) {
    if (route.url.startsWith('/__test')) continue;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        access: String(route.config?.access),
        params: schema.params,
        querystring: schema.querystring,
        body: schema.body,
        takesBody: !['GET', 'HEAD', 'TRACE'].includes(method),
      });
    }
  }
  return routes;
}

export const ENCODINGS = ['json', 'form', 'multipart', 'broken-multipart', 'raw'] as const;
export type Encoding = (typeof ENCODINGS)[number];

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** For the report of a failure: mode, encoding, and what was sent (cut short). */
  description: string;
}

// ——— Text on the wire ———

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes the UTF-8 of `text` (a lone surrogate becomes U+FFFD's bytes, as a browser sends it). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** How a value travels as one text field (a form, a query, a multipart part). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/** Top-level fields as [name, text] pairs: lists as repeated names (or `name[]`), objects as JSON or `name[key]`. */
function fieldPairs(value: unknown, style: number): [string, string | FilePart][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value === undefined ? [] : [['value', asText(value)]];
  const pairs: [string, string | FilePart][] = [];
  for (const [name, item] of Object.entries(value)) {
    if (item === undefined) continue;
    if (isFilePart(item)) pairs.push([name, item]);
    else if (Array.isArray(item)) for (const element of item) pairs.push([style % 2 === 0 ? name : `${name}[]`, asText(element)]);
    else if (typeof item === 'object' && item !== null && style % 3 === 0) {
      for (const [key, inner] of Object.entries(item)) pairs.push([`${name}[${key}]`, asText(inner)]);
    } else pairs.push([name, asText(item)]);
  }
  return pairs;
}

function queryString(value: unknown, style: number): string {
  return fieldPairs(value, style)
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
    .map(([name, text]) => `${percentEncode(name)}=${percentEncode(text)}`)
    .join('&');
}

/** JSON as JSON.stringify writes it, with files as plain objects (what a client could send). */
function jsonText(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) =>
      isFilePart(item) ? { filename: item.filename, mimetype: item.contentType, data: item.data.toString('base64') } : item,
    ) ?? ''
  );
}

// ——— Multipart ———

function partHeaders(name: string, value: string | FilePart): string {
  if (typeof value === 'string') return `Content-Disposition: form-data; name="${name}"\r\n\r\n`;
  const filename = value.filename === null ? '' : `; filename="${value.filename}"`;
  const type = value.contentType === '' ? '' : `\r\nContent-Type: ${value.contentType}`;
  return `Content-Disposition: form-data; name="${name}"${filename}${type}\r\n\r\n`;
}

function multipart(pairs: readonly [string, string | FilePart][], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of pairs) {
    chunks.push(Buffer.from(`--${boundary}\r\n${partHeaders(name, value)}`), typeof value === 'string' ? Buffer.from(value) : value.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Ways to get multipart wrong, each an index into this list. */
const BROKEN_MULTIPART = [
  'no boundary',
  'an empty boundary',
  'cut off',
  'another boundary in the body',
  'no closing delimiter',
  'a part without headers',
  'a part without a name',
  'a file part without a filename',
  'too many parts',
  'a header line without a colon',
  'a quoted boundary with spaces',
  'a body of JSON',
] as const;

function brokenMultipart(kind: number, pairs: readonly [string, string | FilePart][], cut: number): { contentType: string; payload: Buffer } {
  const boundary = 'fuzzB0undary';
  const valid = multipart(pairs, boundary);
  const type = `multipart/form-data; boundary=${boundary}`;
  switch (BROKEN_MULTIPART[kind % BROKEN_MULTIPART.length]) {
    case 'no boundary':
      return { contentType: 'multipart/form-data', payload: valid };
    case 'an empty boundary':
      return { contentType: 'multipart/form-data; boundary=', payload: valid };
    case 'cut off':
      return { contentType: type, payload: valid.subarray(0, Math.max(1, Math.floor(valid.length * cut))) };
    case 'another boundary in the body':
      return { contentType: 'multipart/form-data; boundary=somethingElse', payload: valid };
    case 'no closing delimiter':
      return { contentType: type, payload: valid.subarray(0, valid.length - `--${boundary}--\r\n`.length) };
    case 'a part without headers':
      return { contentType: type, payload: Buffer.concat([Buffer.from(`--${boundary}\r\n\r\nvalue\r\n`), valid]) };
    case 'a part without a name':
      return { contentType: type, payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n`), valid]) };
    case 'a file part without a filename': {
      const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\r\n`;
      const media = `--${boundary}\r\nContent-Disposition: form-data; name="media"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`;
      return { contentType: type, payload: Buffer.concat([Buffer.from(file + media), valid]) };
    }
    case 'too many parts':
      return { contentType: type, payload: multipart([...pairs, ...Array.from({ length: 30 }, (_, i): [string, string] => [`f${i}`, 'x'])], boundary) };
    case 'a header line without a colon':
      return { contentType: type, payload: Buffer.from(`--${boundary}\r\nContent-Disposition form-data name=x\r\n\r\nv\r\n--${boundary}--\r\n`) };
    case 'a quoted boundary with spaces':
      return { contentType: 'multipart/form-data; boundary="a b"', payload: multipart(pairs, 'a b').subarray(0, Math.max(1, valid.length - 3)) };
    default:
      return { contentType: type, payload: Buffer.from('{"a":1}') };
  }
}

// ——— Bodies that are not what they claim ———

const RAW_BODIES: readonly { contentType: string | null; payload: (json: string) => string | Buffer }[] = [
  { contentType: 'application/json', payload: (json) => json.slice(0, Math.floor(json.length / 2)) },
  { contentType: 'application/json', payload: (json) => `\uFEFF${json}` },
  { contentType: 'application/json', payload: () => 'null' },
  { contentType: 'application/json', payload: () => '"text"' },
  { contentType: 'application/json', payload: () => '1e999' },
  { contentType: 'application/json', payload: () => `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { contentType: 'application/json', payload: () => '{"a":1,"a":2,"__proto__":{"x":1}}' },
  { contentType: 'application/json; charset=utf-16', payload: (json) => Buffer.from(json, 'utf16le') },
  { contentType: 'application/json', payload: () => Buffer.from([0xff, 0xfe, 0x7b, 0xc3, 0x28, 0x7d]) },
  { contentType: 'text/plain', payload: (json) => json },
  { contentType: 'application/xml', payload: () => '<a>1</a>' },
  { contentType: null, payload: (json) => json },
  { contentType: 'application/x-www-form-urlencoded', payload: () => 'a=%zz&b=%E0%A4%A&c=%FF%FE&=x&&d' },
  { contentType: 'application/x-www-form-urlencoded', payload: () => `${'a[b]'.repeat(200)}=1&x=${'%00'.repeat(10)}` },
];

// ——— Path parameters ———

/** Path segments an attacker tries (already on the wire: percent-encoded or raw). */
const HOSTILE_SEGMENTS = [
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%FF',
  '%C0%AF',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  '%20',
  '%D8%00',
  '%EF%BB%BF1',
  'x'.repeat(101),
  '9'.repeat(400),
];

function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_]\w*)|\*/g)].map((match) => match[1] ?? '*');
}

/** The path segment before each parameter (`/api/dialogs/:id` → 'dialogs'). */
function segmentBefore(url: string, name: string): string {
  const parts = url.split('/');
  const at = parts.indexOf(name === '*' ? '*' : `:${name}`);
  return at > 0 ? (parts[at - 1] ?? '') : '';
}

function pathWith(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z_]\w*)|\*/g, (whole, name: string | undefined) => values[name ?? '*'] ?? whole);
}

function pathValues(route: FuzzRoute, mode: Mode, known: KnownValues, options: HostileOptions): fc.Arbitrary<Record<string, string>> {
  const names = paramNames(route.url);
  if (names.length === 0) return fc.constant({});
  const fromSchema = route.params ? schemaValues(route.params, 'fitting', known, options) : fc.constant({});
  const segment = (name: string) =>
    fc.oneof(
      {
        weight: known.ownAfter[segmentBefore(route.url, name)] === undefined ? 0 : 6,
        arbitrary: fc.constant(String(known.ownAfter[segmentBefore(route.url, name)])),
      },
      { weight: 3, arbitrary: fc.constantFrom(...known.own.map(String)) },
      { weight: 2, arbitrary: fc.constantFrom(...known.ids.map(String)) },
      { weight: 1, arbitrary: fc.constantFrom(...known.strings).map(percentEncode) },
      { weight: mode === 'hostile' ? 3 : 0, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
      { weight: mode === 'hostile' ? 2 : 0, arbitrary: hostileValue(options).map((value) => percentEncode(asText(value)).slice(0, 2000) || 'x') },
      {
        weight: name === '*' ? 2 : 0,
        arbitrary: fc.constantFrom('listings/1/a.webp', 'avatars/x.webp', 'messages/1/a.png', '../../../etc/passwd', 'a/%2e%2e/b'),
      },
    );
  return fc.tuple(fromSchema, fc.tuple(...names.map(segment))).chain(([schemaValue, segments]) => {
    const fromSchemaValues = (typeof schemaValue === 'object' && schemaValue !== null ? schemaValue : {}) as Record<string, unknown>;
    return fc
      .constantFrom(...names.map((_, index) => index))
      .map((useSchemaUpTo) =>
        Object.fromEntries(
          names.map((name, index) => [
            name,
            index < useSchemaUpTo && fromSchemaValues[name] !== undefined
              ? percentEncode(asText(fromSchemaValues[name])) || segments[index]!
              : segments[index]!,
          ]),
        ),
      );
  });
}

// ——— The request ———

const LANGS = ['en', 'de', 'fr', 'DE-at', ''];

/** Cookies the API reads besides the session's: the partner code, the locale, the guest id, the sign-in state. */
const READ_COOKIES = ['p', 'locale', 'guest', 'bizmarkt_oidc'];

function cookiesFor(mode: Mode, options: HostileOptions): fc.Arbitrary<string | null> {
  if (mode !== 'hostile') return fc.constant(null);
  const value = fc.oneof(hostileValue({ maxStringLength: Math.min(options.maxStringLength, 4096) }).map(asText), fc.constantFrom('AB12', 'de', 'x', ''));
  const pairs = fc.array(fc.tuple(fc.constantFrom(...READ_COOKIES), value), { minLength: 1, maxLength: 3 });
  return fc.option(
    pairs.map((list) => list.map(([name, text]) => `${name}=${percentEncode(text)}`).join('; ')),
    { nil: null, freq: 2 },
  );
}

function bodyFor(route: FuzzRoute, mode: Mode, known: KnownValues, options: HostileOptions): fc.Arbitrary<unknown> {
  if (route.body) return schemaValues(route.body, mode, known, options);
  // No body schema: the route takes no body, or reads one its own way. Send something anyway.
  return fc.oneof(
    fc.constant(undefined),
    fc.constant({}),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    mode === 'hostile' ? hostileValue(options) : fc.constant({}),
  );
}

function queryFor(route: FuzzRoute, mode: Mode, known: KnownValues, options: HostileOptions): fc.Arbitrary<unknown> {
  if (route.querystring) return schemaValues(route.querystring, mode, known, options);
  return mode === 'hostile'
    ? fc.option(fc.dictionary(fc.string({ maxLength: 6 }), hostileValue(options), { maxKeys: 2 }), { nil: undefined })
    : fc.constant(undefined);
}

/** One request to `route`: values that fit its schemas (mode 'fitting') or attack them ('hostile'), in any encoding. */
export function requestFor(route: FuzzRoute, known: KnownValues, options: HostileOptions): fc.Arbitrary<FuzzRequest> {
  const build = (mode: Mode) =>
    fc
      .record({
        path: pathValues(route, mode, known, options),
        query: queryFor(route, mode, known, options),
        body: route.takesBody ? bodyFor(route, mode, known, options) : fc.constant(undefined),
        encoding: fc.constantFrom<Encoding>(...(mode === 'fitting' ? (['json', 'json', 'form', 'multipart'] as const) : ENCODINGS)),
        style: fc.nat(5),
        variant: fc.nat(1000),
        cut: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        file: fc.option(filePart(), { freq: 3, nil: undefined }),
        lang: fc.constantFrom(...LANGS),
        precognition: fc.constantFrom<string | null>(null, null, null, null, null, null, 'email', 'name,password', 'information.name'),
        cookies: cookiesFor(mode, options),
      })
      .map((sample): FuzzRequest => {
        const headers: Record<string, string> = { accept: 'application/json' };
        if (sample.lang !== '') headers['x-lang'] = sample.lang;
        if (sample.cookies !== null) headers.cookie = sample.cookies;
        if (sample.precognition !== null) {
          headers.precognition = 'true';
          headers['precognition-validate-only'] = sample.precognition;
        }
        const query = queryString(sample.query, sample.style);
        const url = pathWith(route.url, sample.path) + (query === '' ? '' : `?${query}`);
        let payload: string | Buffer | undefined;
        if (route.takesBody && sample.body !== undefined) {
          const json = jsonText(sample.body);
          const withFile =
            sample.file && typeof sample.body === 'object' && sample.body !== null && !Array.isArray(sample.body)
              ? { ...sample.body, file: sample.file }
              : sample.body;
          switch (sample.encoding) {
            case 'json':
              headers['content-type'] = 'application/json';
              payload = json;
              break;
            case 'form':
              headers['content-type'] = 'application/x-www-form-urlencoded';
              payload = queryString(sample.body, sample.style);
              break;
            case 'multipart':
              headers['content-type'] = 'multipart/form-data; boundary=fuzzB0undary';
              payload = multipart(fieldPairs(withFile, sample.style), 'fuzzB0undary');
              break;
            case 'broken-multipart': {
              const broken = brokenMultipart(sample.variant, fieldPairs(withFile, sample.style), sample.cut);
              headers['content-type'] = broken.contentType;
              payload = broken.payload;
              break;
            }
            case 'raw': {
              const raw = RAW_BODIES[sample.variant % RAW_BODIES.length]!;
              if (raw.contentType !== null) headers['content-type'] = raw.contentType;
              payload = raw.payload(json);
              break;
            }
          }
        }
        const shown = payload === undefined ? '' : ` ${headers['content-type'] ?? '(no type)'} ${String(payload).slice(0, 300)}`;
        return {
          method: route.method,
          url,
          headers,
          ...(payload === undefined ? {} : { payload }),
          description: `${mode}/${sample.encoding}: ${route.method} ${url.slice(0, 300)}${shown}`,
        };
      });
  return fc.oneof({ weight: 1, arbitrary: build('fitting') }, { weight: 2, arbitrary: build('hostile') });
}
