// Requests for the schema fuzzing (fuzz.test.ts): a route of the app's own table, values from its zod
// schemas (fuzz-arbitraries.ts) for the path, the query and the body, and the body sent as JSON, as a
// form, as multipart — also with a broken boundary, cut off, or as something else altogether.
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { filePart, hostileValue, schemaValues, type HostileOptions, type KnownValues, type Mode } from './fuzz-arbitraries';
import { asText, brokenMultipart, fieldPairs, jsonText, multipart, percentEncode, queryString, RAW_BODIES } from './fuzz-wire';

export { percentEncode } from './fuzz-wire';

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
