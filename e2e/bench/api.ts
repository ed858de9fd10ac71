// API measurement: autocannon against a bare Fastify ceiling and the API's routes, one target after
// another with the same connections and duration, on PGlite and (when its binaries exist) on a
// throwaway PostgreSQL cluster. Loopback only.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import autocannon from 'autocannon';
import type { AlertMatchResult, ApiResult } from './report';
import { runOpenLoop, type OpenLoopResult } from './open-loop';
import { searchTargets } from './search-targets';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitForHttp(url: string, name: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name}: ${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Waits until the server has worked off what a target left queued. A client that gives up (autocannon's
 * timeout) does not stop the query it sent: on PGlite, which runs one query at a time, fifty connections
 * of a slow search leave minutes of work behind, and every later target would time out on that backlog
 * instead of measuring itself. Settled = one request to `url` answered within `quickMs`. Returns the
 * milliseconds it took, or null when the server did not settle before the deadline.
 */
export async function settle(url: string, { quickMs = 1_000, timeoutMs = 300_000, headers = {} as Record<string, string> } = {}): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const sent = Date.now();
    const answered = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) }).then(
      async (res) => (await res.arrayBuffer(), res.status < 500),
      () => false,
    );
    if (answered && Date.now() - sent <= quickMs) return Date.now() - started;
    if (!answered) await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

/** A server started as `node <script>`, so that its PID is the server's own. */
export function startNode(script: string, cwd: string, env: NodeJS.ProcessEnv, logPath: string): ChildProcess {
  const out = fs.openSync(logPath, 'a');
  const child = spawn(process.execPath, [script], { cwd, env, stdio: ['ignore', out, out] });
  if (!child.pid) throw new Error(`${script} did not start`);
  return child;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Cookie header of a logged-in session, obtained the way the SPA logs in. */
export async function loginCookies(apiUrl: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${apiUrl}/sanctum/csrf-cookie`));
  const res = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: header(),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login as ${email} failed: ${res.status} ${await res.text()}`);
  keep(res);
  return header();
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
   * Compared with the bare-Fastify ceiling (the issue's "≥ 50 % of the ceiling" lines): measured in
   * slices alternating with the ceiling (PAIRED_ORDER), so that both see the same host.
   */
  paired?: boolean;
}

/** The issue's latency target for `/api/sync` with nothing new: p99 ≤ 20 ms at this rate. */
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

export function hasPostgresBinaries(): boolean {
  return ['initdb', 'pg_ctl'].every((bin) => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0);
}

export function seed(apiDir: string, env: NodeJS.ProcessEnv): void {
  // Migrations and the demo seed (its images too) took over 3 minutes on two cores shared with other jobs.
  const result = spawnSync(process.execPath, ['dist/cli/seed.js'], { cwd: apiDir, env, encoding: 'utf8', timeout: 600_000 });
  if (result.status !== 0)
    throw new Error(
      `seeding failed (${result.signal ? `stopped by ${result.signal} after the timeout` : `exit ${result.status}`}):\n${result.stdout}\n${result.stderr}`,
    );
}

/** Counts for the generator: the issue's defaults scaled by users / 10,000. */
export function dataScale(users: number): { users: number; listings: number; dialogs: number; messages: number } {
  const factor = users / 10_000;
  return { users, listings: Math.round(100_000 * factor), dialogs: Math.round(50_000 * factor), messages: Math.round(1_000_000 * factor) };
}

/** The generator's output: its summary line and the id of the one new message to `newMessageTo`. */
export function parseGenerateOutput(stdout: string): { summary: string; newMessageId: number | null } {
  const lines = stdout.trim().split('\n');
  const idLine = lines.find((line) => line.startsWith('new-message-id='));
  return {
    summary: lines
      .filter((line) => line !== idLine)
      .join(' ')
      .trim(),
    newMessageId: idLine ? Number(idLine.slice('new-message-id='.length)) : null,
  };
}

/** Fills the database with the API's deterministic generator, plus one new message to `newMessageTo`. */
export function generate(apiDir: string, env: NodeJS.ProcessEnv, users: number, newMessageTo: string): { summary: string; newMessageId: number | null } {
  return generateCounts(apiDir, env, dataScale(users), newMessageTo);
}

/** The generator with the counts given (the load section's listings are set on their own). */
export function generateCounts(
  apiDir: string,
  env: NodeJS.ProcessEnv,
  scale: { users: number; listings: number; dialogs: number; messages: number },
  newMessageTo?: string,
): { summary: string; newMessageId: number | null } {
  const args = [
    'dist/cli/generate.js',
    '--users',
    String(scale.users),
    '--listings',
    String(scale.listings),
    '--dialogs',
    String(scale.dialogs),
    '--messages',
    String(scale.messages),
    ...(newMessageTo ? ['--new-message-to', newMessageTo] : []),
  ];
  const result = spawnSync(process.execPath, args, { cwd: apiDir, env, encoding: 'utf8', timeout: 900_000 });
  if (result.status !== 0) throw new Error(`generating data failed:\n${result.stdout}\n${result.stderr}`);
  return parseGenerateOutput(result.stdout);
}

/**
 * Times the new-listing alert matching on the database as generated (the API's `dist/cli/bench-alerts.js`:
 * `matchNewListing` for `runs` published listings, each rolled back). Run before the API opens the data.
 */
export function timeAlertMatching(apiDir: string, env: NodeJS.ProcessEnv, database: string, runs = 20): AlertMatchResult {
  const result = spawnSync(process.execPath, ['dist/cli/bench-alerts.js', '--runs', String(runs)], { cwd: apiDir, env, encoding: 'utf8', timeout: 300_000 });
  if (result.status !== 0) throw new Error(`timing the alert matching failed:\n${result.stdout}\n${result.stderr}`);
  const line = result.stdout.split('\n').find((l) => l.startsWith('alert-match='));
  if (!line) throw new Error(`bench-alerts printed no result:\n${result.stdout}`);
  return { database, ...(JSON.parse(line.slice('alert-match='.length)) as Omit<AlertMatchResult, 'database'>) };
}
