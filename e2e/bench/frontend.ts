// Front-end measurement: each page loaded in a fresh Chromium context (empty cache), every response
// recorded with its on-the-wire size, then MF's __SHARE__ read from the page.
import crypto from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Response } from '@playwright/test';
import { aggregate, findMarkers, kindOf, type ResourceRecord, type ShareEntry, sharedCopies, federationRatio, type Bucket } from './measure';
import type { PageResult } from './report';
import { CHROMIUM_ARGS } from '../support/ports';

export async function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

async function record(response: Response): Promise<ResourceRecord | null> {
  const request = response.request();
  const headers = await response.allHeaders();
  let sizes: { responseBodySize: number; responseHeadersSize: number };
  try {
    sizes = await request.sizes();
  } catch {
    return null; // the request was aborted (navigation went on)
  }
  const base = {
    url: response.url(),
    resourceType: request.resourceType(),
    contentType: headers['content-type'] ?? '',
    encoding: headers['content-encoding'] ?? null,
    encodedBytes: sizes.responseBodySize,
    headerBytes: sizes.responseHeadersSize,
  };
  let decodedBytes = 0;
  let sha256: string | undefined;
  let markers: string[] = [];
  const kind = kindOf(base);
  try {
    const body = await response.body();
    decodedBytes = body.length;
    if (kind !== 'other') {
      sha256 = crypto.createHash('sha256').update(body).digest('hex');
      if (kind === 'js') markers = findMarkers(body.toString('utf8'));
    }
  } catch {
    // redirects and aborted responses have no body
  }
  return { ...base, decodedBytes, sha256, markers };
}

/** A resource as the page's own Resource Timing saw it (independent of the CDP response events). */
export interface TimingEntry {
  name: string;
  encodedBodySize: number;
}

/**
 * The cross-check: JS and CSS bytes summed from the page's Resource Timing entries, against the
 * same sum from the network events the bench records. They come from different layers of Chromium,
 * so a large difference means one of the counts is wrong.
 */
export function crossCheck(
  timing: readonly TimingEntry[],
  recorded: { jsBytes: number; cssBytes: number },
): { resourceTimingBytes: number; recordedBytes: number; differencePct: number } {
  const isJsOrCss = (name: string) => /\.(m?js|css)$/.test(new URL(name).pathname);
  const resourceTimingBytes = timing.filter((e) => isJsOrCss(e.name)).reduce((sum, e) => sum + e.encodedBodySize, 0);
  const recordedBytes = recorded.jsBytes + recorded.cssBytes;
  const differencePct = recordedBytes === 0 ? 0 : ((resourceTimingBytes - recordedBytes) / recordedBytes) * 100;
  return { resourceTimingBytes, recordedBytes, differencePct };
}

/** Loads one URL and returns every response it caused until the network is idle. */
export async function loadPage(
  context: BrowserContext,
  url: string,
): Promise<{ records: ResourceRecord[]; finalUrl: string; shares: ShareEntry[] | null; timing: TimingEntry[] }> {
  const page = await context.newPage();
  const pending: Array<Promise<ResourceRecord | null>> = [];
  // A response that arrives while the page closes cannot be read any more: it is left out, not a crash.
  page.on('response', (response) => pending.push(record(response).catch(() => null)));
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    // Lazy chunks requested by effects after idle.
    await page.waitForLoadState('networkidle');
    const shares = await page.evaluate(readShares);
    const timing = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ name: e.name, encodedBodySize: (e as PerformanceResourceTiming).encodedBodySize })),
    );
    const records = (await Promise.all(pending)).filter((r): r is ResourceRecord => r !== null);
    return { records, finalUrl: page.url(), shares, timing };
  } finally {
    await page.close();
  }
}

/** Runs in the page: flattens window.__FEDERATION__.__SHARE__. */
function readShares(): ShareEntry[] | null {
  type Shared = { from?: string; loaded?: boolean; lib?: unknown };
  const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Shared>>>> } })
    .__FEDERATION__;
  if (!federation?.__SHARE__) return null;
  const out: ShareEntry[] = [];
  for (const [instance, scopes] of Object.entries(federation.__SHARE__)) {
    for (const [scope, pkgs] of Object.entries(scopes ?? {})) {
      for (const [pkg, versions] of Object.entries(pkgs ?? {})) {
        for (const [version, shared] of Object.entries(versions ?? {})) {
          out.push({ instance, scope, pkg, version, from: String(shared?.from ?? '?'), loaded: Boolean(shared?.loaded || shared?.lib) });
        }
      }
    }
  }
  return out;
}

export interface PageTarget {
  path: string;
  loggedIn: boolean;
}

/** Logs a context in through the shell's origin, as the SPA does: CSRF cookie, then /api/login. */
export async function logIn(context: BrowserContext, shellUrl: string, email: string, password: string): Promise<void> {
  await context.request.get(`${shellUrl}/sanctum/csrf-cookie`);
  const cookies = await context.cookies(shellUrl);
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await context.request.post(`${shellUrl}/api/login`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
    data: { email, password },
  });
  if (!res.ok()) throw new Error(`login as ${email} failed: ${res.status()} ${await res.text()}`);
}

export async function measurePages(options: {
  browser: Browser;
  shellUrl: string;
  targets: readonly PageTarget[];
  origins: Record<string, string>;
  baseline: Bucket | null;
  credentials: { email: string; password: string };
  log: (line: string) => void;
  beforeEach?: () => Promise<void>;
}): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const target of options.targets) {
    await options.beforeEach?.();
    const context = await options.browser.newContext();
    try {
      if (target.loggedIn) await logIn(context, options.shellUrl, options.credentials.email, options.credentials.password);
      const { records, finalUrl, shares, timing } = await loadPage(context, `${options.shellUrl}${target.path}`);
      const agg = aggregate(records, options.origins);
      const check = crossCheck(timing, agg.total);
      const finalPath = new URL(finalUrl).pathname;
      results.push({
        path: target.path,
        finalPath,
        loggedIn: target.loggedIn,
        aggregate: agg,
        shared: shares ? sharedCopies(shares) : null,
        federationRatio: federationRatio(agg.total, options.baseline),
        crossCheck: check,
      });
      options.log(
        `  ${target.path}${target.loggedIn ? ' (logged in)' : ''}: ${agg.total.requests} requests, ${((agg.total.jsBytes + agg.total.cssBytes) / 1024).toFixed(1)} KB JS+CSS`,
      );
    } catch (error) {
      results.push({
        path: target.path,
        finalPath: '',
        loggedIn: target.loggedIn,
        aggregate: aggregate([], options.origins),
        shared: null,
        federationRatio: null,
        error: (error as Error).message.split('\n')[0],
      });
      options.log(`  ${target.path}: FAILED ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await context.close();
    }
  }
  return results;
}
