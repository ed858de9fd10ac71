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
}

export interface LighthouseResult extends LighthouseRun {
  path: string;
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
  };
}

interface Lhr {
  categories: { performance?: { score: number | null } };
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
  };
}

export async function measureLighthouse(options: {
  chromePath: string;
  baseUrl: string;
  paths: readonly string[];
  runs: number;
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
  try {
    for (const path of options.paths) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < options.runs; i += 1) {
        const result = await lighthouse(`${options.baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        runs.push(runFromLhr(result.lhr as unknown as Lhr));
      }
      const med = medianRun(runs);
      results.push({ path, runs: runs.length, allRuns: runs, ...med });
      options.log(`  lighthouse ${path}: score ${med.score}, LCP ${med.lcpMs.toFixed(0)} ms (median of ${runs.length})`);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
