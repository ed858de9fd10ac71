// Lighthouse (its default mobile settings: emulated Moto G Power, simulated slow 4G and 4× CPU
// slowdown) in Debian's Chromium through chrome-launcher; the median of N runs per page.
import { CHROMIUM_ARGS } from '../support/ports';
import { median } from './measure';

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`; NaN when absent). Its 4×
   * slowdown is meant for a host of about 1,500–2,000 (docs/throttling.md); below 1,000 Lighthouse
   * itself warns that the host is slower than it expects, and TBT and LCP read worse than a phone's.
   */
  benchmarkIndex: number;
  /**
   * What blocked the main thread between the first contentful paint and the end of the run, by
   * script: Σ (task − 50 ms) of Lighthouse's long tasks (its `long-tasks` audit, simulated times),
   * keyed by the file name of the script each task is attributed to. TBT counts the same tasks up to
   * Time to Interactive, so these add up to about TBT: they say where a page's TBT comes from.
   */
  blockingByScript?: Record<string, number>;
}

/** Lighthouse's own threshold for its slow-host warning (core/gather/driver/environment.js). */
export const SLOW_HOST_BENCHMARK_INDEX = 1000;
/** Lighthouse's default mobile CPU slowdown. */
export const DEFAULT_CPU_SLOWDOWN = 4;

export interface LighthouseResult extends LighthouseRun {
  path: string;
  /** Loaded with a logged-in session (routes behind `auth` or `subscribed`). */
  loggedIn?: boolean;
  runs: number;
  allRuns: LighthouseRun[];
  /** The mean of the runs' `blockingByScript`, largest first, in whole ms (scripts under 1 ms left out). */
  blocking?: Array<{ script: string; ms: number }>;
}

/** Median of each metric separately (a page's runs rarely agree on which one is "the" median run). */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  return {
    score: median(runs.map((r) => r.score)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
  };
}

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

interface Lhr {
  categories: { performance?: { score: number | null } };
  environment?: { benchmarkIndex?: number };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
  runtimeError?: { message: string };
}

/** `https://host/app/main.1a2b.js?x` → `main.1a2b.js`; the page itself → `document`; Lighthouse's `Unattributable` as is. */
function scriptName(url: string): string {
  if (!/^https?:/.test(url)) return url || 'document';
  const { pathname } = new URL(url);
  const file = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.m?js$/.test(file) ? file : 'document';
}

/** `blockingByScript` of one run (see LighthouseRun). */
export function blockingByScript(lhr: Lhr): Record<string, number> {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? []) as LongTask[];
  const out: Record<string, number> = {};
  for (const task of tasks) {
    if (task.startTime < fcp || task.duration <= 50) continue;
    const name = scriptName(task.url);
    out[name] = (out[name] ?? 0) + task.duration - 50;
  }
  return out;
}

/** The mean of the runs' blocking per script, largest first. */
export function meanBlocking(runs: readonly LighthouseRun[]): Array<{ script: string; ms: number }> {
  const sums = new Map<string, number>();
  for (const run of runs) for (const [script, ms] of Object.entries(run.blockingByScript ?? {})) sums.set(script, (sums.get(script) ?? 0) + ms);
  return [...sums]
    .map(([script, sum]) => ({ script, ms: Math.round(sum / Math.max(1, runs.length)) }))
    .filter((entry) => entry.ms >= 1)
    .sort((a, b) => b.ms - a.ms || a.script.localeCompare(b.script));
}

export function runFromLhr(lhr: Lhr): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    blockingByScript: blockingByScript(lhr),
  };
}

/** `name=value; …` from Set-Cookie headers (only the name=value part of each). */
export function cookieHeader(setCookies: readonly string[]): string {
  const pairs = new Map<string, string>();
  for (const line of setCookies) {
    const pair = line.split(';', 1)[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq > 0) pairs.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return [...pairs].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Logs in through the shell's origin as the SPA does (CSRF cookie, then POST /api/login) and returns
 * the Cookie header of the session, which Lighthouse sends with every request of a logged-in page.
 */
export async function sessionCookie(baseUrl: string, credentials: { email: string; password: string }): Promise<string> {
  const csrf = await fetch(`${baseUrl}/sanctum/csrf-cookie`, { headers: { accept: 'application/json' } });
  const guest = cookieHeader(csrf.headers.getSetCookie());
  const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(guest)?.[1] ?? '');
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', cookie: guest, 'x-xsrf-token': xsrf },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`login for Lighthouse failed: ${login.status}`);
  return cookieHeader(login.headers.getSetCookie());
}

export interface LighthouseTarget {
  path: string;
  loggedIn: boolean;
}

export async function measureLighthouse(options: {
  chromePath: string;
  baseUrl: string;
  targets: readonly LighthouseTarget[];
  runs: number;
  /** Lighthouse's CPU slowdown multiplier (`throttling.cpuSlowdownMultiplier`); its default is 4. */
  cpuSlowdown?: number;
  credentials: { email: string; password: string };
  log: (line: string) => void;
}): Promise<LighthouseResult[]> {
  // Both packages are ES modules only.
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({
    chromePath: options.chromePath,
    chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'],
    logLevel: 'silent',
  });
  const results: LighthouseResult[] = [];
  let cookie: string | undefined;
  try {
    for (const { path, loggedIn } of options.targets) {
      if (loggedIn) cookie ??= await sessionCookie(options.baseUrl, options.credentials);
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < options.runs; i += 1) {
        const result = await lighthouse(`${options.baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...(options.cpuSlowdown !== undefined ? { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } } : {}),
          ...(loggedIn && cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        runs.push(runFromLhr(result.lhr as unknown as Lhr));
      }
      const med = medianRun(runs);
      results.push({ path, loggedIn, runs: runs.length, allRuns: runs, ...med, blocking: meanBlocking(runs) });
      options.log(
        `  lighthouse ${path}${loggedIn ? ' (logged in)' : ''}: score ${med.score}, LCP ${med.lcpMs.toFixed(0)} ms, TBT ${med.tbtMs.toFixed(0)} ms, host CPU index ${med.benchmarkIndex.toFixed(0)} (median of ${runs.length})`,
      );
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** A published listing's page (the newest one the public search lists), or null when there is none. */
export async function findPublishedListingPath(baseUrl: string): Promise<string | null> {
  try {
    const answer = await fetch(`${baseUrl}/api/businesses?sort=newest`, { headers: { accept: 'application/json' } });
    if (!answer.ok) return null;
    const body = (await answer.json()) as { data?: Array<{ id?: unknown }> };
    const id = body.data?.[0]?.id;
    return typeof id === 'number' ? `/business/${id}` : null;
  } catch {
    return null;
  }
}
