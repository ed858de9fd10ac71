// API measurement: autocannon against a bare Fastify ceiling and the API's routes, one target after
// another with the same connections and duration, on PGlite and (when its binaries exist) on a
// throwaway PostgreSQL cluster. Loopback only.
import autocannon from 'autocannon';
import type { ApiResult } from './report';
import { runOpenLoop, type OpenLoopResult } from './open-loop';
import { searchTargets } from './search-targets';
import { loginCookies } from './servers';

// The sections of run.ts and the load section take the servers and the data from here too.
export { freePort, loginCookies, portOpen, settle, startNode, stopChild, waitForHttp } from './servers';
export { dataScale, generate, generateCounts, hasPostgresBinaries, parseGenerateOutput, seed, timeAlertMatching } from './api-data';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** Connections for this target instead of the run's (1: the latency of one request at a time). */
  connections?: number;
  /** A fixed offered load (requests/s, evenly spaced: open-loop.ts) instead of as fast as it answers: for latency at a rate. */
  overallRate?: number;
  /**
   * Compared with the bare-Fastify ceiling (the "≥ 50 % of the ceiling" lines): measured in
   * slices alternating with the ceiling (PAIRED_ORDER), so that both see the same host.
   */
  paired?: boolean;
}

/** The latency target for `/api/sync` with nothing new: p99 ≤ 20 ms at this rate. */
export const SYNC_TARGET_RATE = 1000;

/** Nearest-rank percentile of the samples (0 for none). autocannon's own table has p50, p97.5 and p99, no p95. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** One autocannon run; with `samples`, every response's latency (ms) is pushed there for percentiles. */
export function runAutocannon(options: autocannon.Options, samples?: number[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)));
    if (samples) instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
}

/** As a browser asks (every browser sends Accept-Encoding; the API compresses only its large reference answers). */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };

async function cannon(target: Target, options: LoadOptions, seconds: number, samples?: number[]): Promise<autocannon.Result> {
  return runAutocannon(
    { url: target.url, connections: target.connections ?? options.connections, duration: seconds, headers: { ...BROWSER_HEADERS, ...target.headers } },
    samples,
  );
}

/** An open-loop run's numbers as a row of the report: every percentile from the latencies it measured. */
export function openLoopResult(database: string, name: string, path: string, run: OpenLoopResult): ApiResult {
  return {
    database,
    target: name,
    path,
    requestsPerSecond: run.answered / run.seconds,
    p50Ms: percentile(run.latencies, 50),
    p95Ms: percentile(run.latencies, 95),
    p99Ms: percentile(run.latencies, 99),
    errors: run.errors + run.timeouts,
    non2xx: run.non2xx,
    total: run.answered,
    ratioToCeiling: null,
    ceilingRequestsPerSecond: null,
  };
}

/** A target at a fixed rate: evenly spaced requests (open-loop.ts), after a warm-up at the same rate. */
async function atRate(database: string, target: Target & { overallRate: number }, options: LoadOptions): Promise<ApiResult> {
  const run = (seconds: number) =>
    runOpenLoop({
      url: target.url,
      rate: target.overallRate,
      durationSeconds: seconds,
      connections: target.connections ?? options.connections,
      headers: { ...BROWSER_HEADERS, ...target.headers },
    });
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  const url = new URL(target.url);
  return openLoopResult(database, target.name, url.pathname + url.search, await run(options.durationSeconds));
}

type Slice = Pick<autocannon.Result, 'duration' | 'requests'>;

/** Requests per second over some runs of one server: their requests over their seconds. */
function rateOf(parts: readonly Slice[]): number {
  const seconds = parts.reduce((sum, part) => sum + part.duration, 0);
  return seconds > 0 ? parts.reduce((sum, part) => sum + part.requests.total, 0) / seconds : 0;
}

function toResult(database: string, target: Target, parts: readonly autocannon.Result[], samples: readonly number[]): ApiResult {
  const sum = (pick: (part: autocannon.Result) => number) => parts.reduce((acc, part) => acc + pick(part), 0);
  const url = new URL(target.url);
  return {
    database,
    target: target.name,
    path: url.pathname + url.search,
    // One run: autocannon's per-second average, as always; slices: requests over their seconds.
    requestsPerSecond: parts.length === 1 ? parts[0]!.requests.average : rateOf(parts),
    p50Ms: parts.length === 1 ? parts[0]!.latency.p50 : percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    p99Ms: parts.length === 1 ? parts[0]!.latency.p99 : percentile(samples, 99),
    errors: sum((part) => part.errors + part.timeouts),
    non2xx: sum((part) => part.non2xx),
    total: sum((part) => part.requests.total),
    ratioToCeiling: null,
    ceilingRequestsPerSecond: null,
  };
}

/**
 * The order of a paired measurement's slices: ceiling, target, target, ceiling. A host whose speed
 * drifts steadily during the pair gives both the same average speed (ABBA), and neither waits for
 * the other's warm-up. Each slice is half the run's duration, so the target gets the run's seconds.
 */
export const PAIRED_ORDER = ['ceiling', 'target', 'target', 'ceiling'] as const;

/**
 * The ratio of a paired measurement: the target's requests per second over the ceiling's, each
 * counted over its own slices (total requests / total seconds).
 */
export function pairedRatio(target: readonly Slice[], ceiling: readonly Slice[]): { target: number; ceiling: number; ratio: number | null } {
  const t = rateOf(target);
  const c = rateOf(ceiling);
  return { target: t, ceiling: c, ratio: c > 0 ? t / c : null };
}

/**
 * One target. A `paired` one, given the ceiling, is measured in slices alternating with it
 * (PAIRED_ORDER): this host's speed moved by a factor of two within one run (the ceiling measured
 * once at the start read 13,909 req/s in one run and 29,412 in another, issue #14), so a ratio is
 * only fair against a ceiling measured beside it.
 */
export async function measureTarget(database: string, target: Target, options: LoadOptions, ceiling?: Target): Promise<ApiResult> {
  if (target.overallRate !== undefined) return atRate(database, { ...target, overallRate: target.overallRate }, options);
  const samples: number[] = [];
  if (!ceiling || !target.paired) {
    if (options.warmupSeconds > 0) await cannon(target, options, options.warmupSeconds);
    return toResult(database, target, [await cannon(target, options, options.durationSeconds, samples)], samples);
  }
  // The ceiling gets the target's request as it is (its cookie too): only the server differs.
  const bare: Target = { ...ceiling, headers: target.headers };
  if (options.warmupSeconds > 0) {
    await cannon(bare, options, options.warmupSeconds);
    await cannon(target, options, options.warmupSeconds);
  }
  const slice = options.durationSeconds / 2;
  const parts: { ceiling: autocannon.Result[]; target: autocannon.Result[] } = { ceiling: [], target: [] };
  for (const kind of PAIRED_ORDER) {
    parts[kind].push(kind === 'target' ? await cannon(target, options, slice, samples) : await cannon(bare, options, slice));
  }
  const paired = pairedRatio(parts.target, parts.ceiling);
  return { ...toResult(database, target, parts.target, samples), ratioToCeiling: paired.ratio, ceilingRequestsPerSecond: paired.ceiling };
}

/** The API's routes of the bench, for one running API. */
export async function apiTargets(
  apiUrl: string,
  credentials: { email: string; password: string },
  newMessageId: number | null = null,
  { searchUnderLoad = true } = {},
): Promise<Target[]> {
  const cookie = await loginCookies(apiUrl, credentials.email, credentials.password);
  const timestamp = Math.floor(Date.now() / 1000);
  const targets: Target[] = [
    { name: 'GET /api/categories', url: `${apiUrl}/api/categories`, paired: true },
    { name: 'GET /api/countries', url: `${apiUrl}/api/countries`, paired: true },
    { name: 'GET /api/user (session)', url: `${apiUrl}/api/user`, headers: { cookie }, paired: true },
    { name: 'GET /api/sync (nothing new)', url: `${apiUrl}/api/sync?timestamp=${timestamp}&latestMessageId=0`, headers: { cookie }, paired: true },
    {
      name: `GET /api/sync (nothing new) at ${SYNC_TARGET_RATE.toLocaleString('en')} req/s`,
      url: `${apiUrl}/api/sync?timestamp=${timestamp}&latestMessageId=0`,
      headers: { cookie },
      overallRate: SYNC_TARGET_RATE,
    },
  ];
  // The page has seen everything up to the new message: each poll answers exactly that one.
  if (newMessageId !== null) {
    targets.push({
      name: 'GET /api/sync (one new message)',
      url: `${apiUrl}/api/sync?timestamp=0&latestMessageId=${newMessageId - 1}`,
      headers: { cookie },
      paired: true,
    });
  }
  targets.push(...(await searchTargets(apiUrl, { underLoad: searchUnderLoad })));
  return targets;
}
