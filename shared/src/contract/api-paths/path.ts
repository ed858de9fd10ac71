// One API path, written once as the router's pattern: the API registers `pattern` (Fastify's syntax,
// `/api/businesses/:id`), a client calls the entry with the values in the pattern's order
// (`LISTING_PATHS.listing(7)` → `/api/businesses/7`). A path without parameters stays a plain string,
// the same for both. Each area module also says which methods each of its paths serves (`*_ROUTES`),
// with a line for the API reference; the API test `api/test/contract/api-paths.test.ts` holds the
// app's routes and these tables to each other. Imports nothing (zod-free.test.ts, via paths.ts).

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A value put into a path: an id, a token. */
export type PathValue = string | number;

/** One value per `:name` (and per `*`) of the pattern, in order. */
export type PathValues<Pattern extends string> = Pattern extends `${string}:${string}/${infer Rest}`
  ? [PathValue, ...PathValues<Rest>]
  : Pattern extends `${string}:${string}`
    ? [PathValue]
    : Pattern extends `${string}*`
      ? [string]
      : [];

export interface ApiPath<Pattern extends string> {
  (...values: PathValues<Pattern>): string;
  /** The router's pattern, e.g. `/api/businesses/:id`. */
  readonly pattern: Pattern;
}

/**
 * A path with parameters. Each `:name` takes one value as one path segment (URI-encoded); a trailing
 * `*` takes the rest of the path as it is (a media key with its slashes).
 */
export function apiPath<Pattern extends string>(pattern: Pattern): ApiPath<Pattern> {
  const literals = pattern.split(/:[A-Za-z]+|\*$/);
  const wildcard = pattern.endsWith('*');
  const build = (...values: PathValue[]): string =>
    literals.reduce((path, literal, index) => {
      const value = String(values[index - 1]);
      return path + (wildcard && index === literals.length - 1 ? value : encodeURIComponent(value)) + literal;
    });
  return Object.assign(build, { pattern }) as ApiPath<Pattern>;
}

/** An entry of a paths object: a plain path, or one with parameters. */
export type ApiPathEntry = string | ApiPath<string>;

/** The router's pattern of an entry. */
export function routePattern(entry: ApiPathEntry): string {
  return typeof entry === 'string' ? entry : entry.pattern;
}

/** What one path serves: each method with a line for the API reference. */
export type PathRoutes = Partial<Record<HttpMethod, string>>;

/** The methods of every entry of a paths object (a missing entry is a compile error). */
export type RoutesOf<Paths> = { readonly [Name in keyof Paths]: PathRoutes };
