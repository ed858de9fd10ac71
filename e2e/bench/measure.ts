// Pure functions of the bench: classify what a page loaded, add it up by origin and kind, count
// copies of libraries, and compute ratios. No I/O here, so that unit tests cover the arithmetic.

/** One response the browser received while loading a page. */
export interface ResourceRecord {
  url: string;
  /** Playwright's resource type (document, script, stylesheet, fetch, xhr, font, image…). */
  resourceType: string;
  contentType: string;
  /** `content-encoding` as served (br, gzip) or null when sent uncompressed. */
  encoding: string | null;
  /** Body bytes on the wire (compressed when compressed), from `request.sizes().responseBodySize`. */
  encodedBytes: number;
  /** Response header bytes, from `request.sizes().responseHeadersSize`. */
  headerBytes: number;
  /** Body bytes after decoding. */
  decodedBytes: number;
  /** sha256 of the decoded body (JS and CSS only). */
  sha256?: string;
  /** Names of the content markers found in the decoded body (see MARKERS). */
  markers: string[];
}

export type ResourceKind = 'js' | 'css' | 'other';

export interface Bucket {
  requests: number;
  /** Of `requests`, the JS and CSS files (what the request budgets count). */
  jsCssRequests: number;
  jsBytes: number;
  cssBytes: number;
  otherBytes: number;
  /** Every body byte on the wire, plus headers. */
  transferBytes: number;
}

/**
 * Content markers: string literals that survive minification and appear only in one library's
 * implementation (checked against this repository's builds).
 */
export const MARKERS: Record<string, string> = {
  'react-dom': 'rendererPackageName:"react-dom"',
  'mf-runtime': 'snapshotHandler',
};

export function findMarkers(body: string, markers: Record<string, string> = MARKERS): string[] {
  return Object.entries(markers)
    .filter(([, needle]) => body.includes(needle))
    .map(([name]) => name);
}

export function kindOf(record: Pick<ResourceRecord, 'url' | 'resourceType' | 'contentType'>): ResourceKind {
  const pathname = new URL(record.url).pathname;
  if (record.resourceType === 'script' || /javascript/.test(record.contentType) || /\.m?js$/.test(pathname)) return 'js';
  if (record.resourceType === 'stylesheet' || /text\/css/.test(record.contentType) || /\.css$/.test(pathname)) return 'css';
  return 'other';
}

/** Label of a URL's origin: the app whose server answered, `api` for /api and /sanctum, else the origin. */
export function originLabel(url: string, origins: Record<string, string>): string {
  const parsed = new URL(url);
  const label = origins[parsed.origin] ?? parsed.origin;
  if (label === 'shell' && /^\/(api|sanctum)(\/|$)/.test(parsed.pathname)) return 'api';
  return label;
}

export function emptyBucket(): Bucket {
  return { requests: 0, jsCssRequests: 0, jsBytes: 0, cssBytes: 0, otherBytes: 0, transferBytes: 0 };
}

function add(bucket: Bucket, record: ResourceRecord): void {
  bucket.requests += 1;
  const kind = kindOf(record);
  if (kind !== 'other') bucket.jsCssRequests += 1;
  if (kind === 'js') bucket.jsBytes += record.encodedBytes;
  else if (kind === 'css') bucket.cssBytes += record.encodedBytes;
  else bucket.otherBytes += record.encodedBytes;
  bucket.transferBytes += record.encodedBytes + record.headerBytes;
}

export interface PageAggregate {
  total: Bucket;
  byOrigin: Record<string, Bucket>;
  /** How many distinct bodies (by sha256) carried each marker, and how many responses did. */
  copies: Record<string, { distinct: number; responses: number }>;
  /** Share of JS+CSS bytes that arrived uncompressed. */
  uncompressedJsCssBytes: number;
}

export function aggregate(records: readonly ResourceRecord[], origins: Record<string, string>): PageAggregate {
  const total = emptyBucket();
  const byOrigin: Record<string, Bucket> = {};
  const hashesByMarker: Record<string, Set<string>> = Object.fromEntries(Object.keys(MARKERS).map((name) => [name, new Set<string>()]));
  const responsesByMarker: Record<string, number> = {};
  let uncompressedJsCssBytes = 0;
  for (const record of records) {
    add(total, record);
    const label = originLabel(record.url, origins);
    add((byOrigin[label] ??= emptyBucket()), record);
    if (kindOf(record) !== 'other' && !record.encoding) uncompressedJsCssBytes += record.encodedBytes;
    for (const marker of record.markers) {
      (hashesByMarker[marker] ??= new Set()).add(record.sha256 ?? record.url);
      responsesByMarker[marker] = (responsesByMarker[marker] ?? 0) + 1;
    }
  }
  const copies: PageAggregate['copies'] = Object.fromEntries(
    Object.entries(hashesByMarker).map(([name, hashes]) => [name, { distinct: hashes.size, responses: responsesByMarker[name] ?? 0 }]),
  );
  return { total, byOrigin, copies, uncompressedJsCssBytes };
}

/** One entry of MF's `window.__FEDERATION__.__SHARE__`, flattened. */
export interface ShareEntry {
  instance: string;
  scope: string;
  pkg: string;
  version: string;
  from: string;
  loaded: boolean;
}

/**
 * Per shared package: how many distinct (version, provider) entries the share scope holds and how
 * many of them were actually loaded. MF keeps one entry per version in a scope (the first app to
 * register it is its provider), and lists the same object under every instance that sees it, so
 * entries are deduplicated by package, version and provider. A copy a remote bundles privately
 * never reaches the scope: the content markers catch those.
 */
export function sharedCopies(entries: readonly ShareEntry[]): Record<string, { registered: number; loaded: number; loadedFrom: string[] }> {
  const out: Record<string, { registered: Set<string>; loaded: Set<string> }> = {};
  for (const entry of entries) {
    const sets = (out[entry.pkg] ??= { registered: new Set(), loaded: new Set() });
    const key = `${entry.version}#${entry.from}`;
    sets.registered.add(key);
    if (entry.loaded) sets.loaded.add(key);
  }
  return Object.fromEntries(
    Object.entries(out)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([pkg, sets]) => [pkg, { registered: sets.registered.size, loaded: sets.loaded.size, loadedFrom: [...sets.loaded].sort() }]),
  );
}

/** A page's JS+CSS bytes on the wire against the baseline's; null without a baseline. */
export function federationRatio(page: Bucket, baseline: Bucket | null): number | null {
  if (!baseline) return null;
  const base = baseline.jsBytes + baseline.cssBytes;
  if (base === 0) return null;
  return (page.jsBytes + page.cssBytes) / base;
}

/** A concrete URL for a route pattern, as e2e/tests/routing.spec.ts builds them. */
export function concretePath(pattern: string): string {
  return (
    pattern
      .replace(/\/:\w+\?/g, '')
      .replace(/:token/g, 'a1b2c3')
      .replace(/:\w+/g, '1') || '/'
  );
}

/** Percentile of sorted-or-not numbers (nearest rank); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? Number.NaN) + upper) / 2;
}
