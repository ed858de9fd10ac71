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

interface Lhr {
  categories: { performance?: { score: number | null } };
  environment?: { benchmarkIndex?: number };
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { message: string };
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
      results.push({ path, loggedIn, runs: runs.length, allRuns: runs, ...med });
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
