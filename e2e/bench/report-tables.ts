// The tables of the bench's report (report.ts), in Markdown: the front end's pages and shared
// libraries, Lighthouse, the API with its budgets, the alert matching and the event stream. Pure.
import { budgetCell, checkApiBudgets, checkLighthouseBudget, checkPageBudget } from './budgets';
import { DEFAULT_CPU_SLOWDOWN, SLOW_HOST_BENCHMARK_INDEX, type LighthouseResult } from './lighthouse';
import { median, type Bucket } from './measure';
import type { AlertMatchResult, ApiResult, BenchReport, PageResult } from './report-types';

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

function cell(bucket: Bucket | undefined): string {
  if (!bucket) return '–';
  return `${kb(bucket.jsBytes + bucket.cssBytes)} / ${bucket.requests}`;
}

function table(header: string[], rows: string[][]): string {
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}

export const ORIGIN_COLUMNS = ['shell', 'mfe-listings', 'mfe-create-listing', 'mfe-messaging', 'mfe-account', 'api'];

export function frontendTable(pages: readonly PageResult[]): string {
  const header = [
    'page',
    'landed on',
    'req',
    'JS/CSS req',
    'JS KB',
    'CSS KB',
    'budget',
    ...ORIGIN_COLUMNS.map((o) => `${o} KB/req`),
    'react-dom',
    'MF runtime',
    'vs baseline',
    'RT check',
  ];
  const rows = pages.map((page) => {
    const t = page.aggregate.total;
    return [
      `${page.path}${page.loggedIn ? ' (logged in)' : ''}`,
      page.finalPath === page.path ? '=' : page.finalPath,
      String(t.requests),
      String(t.jsCssRequests),
      kb(t.jsBytes),
      kb(t.cssBytes),
      budgetCell(checkPageBudget(page)),
      ...ORIGIN_COLUMNS.map((o) => cell(page.aggregate.byOrigin[o])),
      String(page.aggregate.copies['react-dom']?.distinct ?? 0),
      String(page.aggregate.copies['mf-runtime']?.distinct ?? 0),
      page.federationRatio === null ? '–' : `${page.federationRatio.toFixed(2)}×`,
      page.crossCheck ? `${page.crossCheck.differencePct >= 0 ? '+' : ''}${page.crossCheck.differencePct.toFixed(1)}%` : '–',
    ];
  });
  return table(header, rows);
}

/** Per shared package, the most copies any page loaded (MF's __SHARE__). */
export function sharedTable(pages: readonly PageResult[]): string {
  const worst: Record<string, { loaded: number; registered: number; page: string }> = {};
  for (const page of pages) {
    for (const [pkg, info] of Object.entries(page.shared ?? {})) {
      const current = worst[pkg];
      if (!current || info.loaded > current.loaded) worst[pkg] = { loaded: info.loaded, registered: info.registered, page: page.path };
    }
  }
  const rows = Object.entries(worst)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pkg, w]) => [pkg, String(w.registered), String(w.loaded), w.page]);
  return table(['shared package', 'versions registered', 'most copies loaded on one page', 'on page'], rows);
}

/** The four scripts that blocked most, `main.1a2b.js 62 · remoteEntry.js 31`; `–` when none did. */
export function blockingCell(blocking: ReadonlyArray<{ script: string; ms: number }> | undefined): string {
  if (!blocking?.length) return '–';
  return blocking
    .slice(0, 4)
    .map((entry) => `${entry.script} ${entry.ms}`)
    .join(' · ');
}

export function lighthouseTable(results: readonly LighthouseResult[]): string {
  const rows = results.map((r) => [
    `${r.path}${r.loggedIn ? ' (logged in)' : ''}`,
    String(r.runs),
    String(r.score),
    r.fcpMs.toFixed(0),
    r.lcpMs.toFixed(0),
    r.tbtMs.toFixed(0),
    r.cls.toFixed(3),
    Number.isFinite(r.benchmarkIndex) ? r.benchmarkIndex.toFixed(0) : '–',
    budgetCell(checkLighthouseBudget(r)),
    blockingCell(r.blocking),
  ]);
  return table(
    ['page', 'runs', 'performance', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'host CPU index', 'budget', 'blocking after FCP, by script (mean ms)'],
    rows,
  );
}

/**
 * What the report says of the host under Lighthouse: the CPU slowdown used and, when the host's
 * benchmark index is below Lighthouse's own threshold, that its numbers read worse than a phone's.
 */
export function lighthouseHostNotes(results: readonly LighthouseResult[], cpuSlowdown: number = DEFAULT_CPU_SLOWDOWN): string[] {
  const notes: string[] = [];
  if (cpuSlowdown !== DEFAULT_CPU_SLOWDOWN) {
    notes.push(
      `CPU slowdown ${cpuSlowdown}× instead of Lighthouse's default ${DEFAULT_CPU_SLOWDOWN}× (\`--lighthouse-cpu-slowdown\`): a calibration for this host (Lighthouse's docs/throttling.md), not the budget's default measurement.`,
    );
  }
  const indexes = results.flatMap((r) => r.allRuns.map((run) => run.benchmarkIndex)).filter(Number.isFinite);
  if (indexes.length) {
    const low = Math.min(...indexes);
    const high = Math.max(...indexes);
    const range = low === high ? low.toFixed(0) : `${low.toFixed(0)}–${high.toFixed(0)}`;
    if (median(indexes) < SLOW_HOST_BENCHMARK_INDEX) {
      notes.push(
        `⚠ Host CPU index ${range} (Lighthouse's \`benchmarkIndex\`, median below ${SLOW_HOST_BENCHMARK_INDEX}): Lighthouse warns that such a host is slower than it expects. Its ${cpuSlowdown}× slowdown is meant for a host of about 1,500–2,000, so TBT and LCP here read worse than on the phone it emulates; compare runs of a similar index only.`,
      );
    } else {
      notes.push(`Host CPU index ${range} (Lighthouse's \`benchmarkIndex\`); runs are comparable with runs of a similar index.`);
    }
  }
  return notes;
}

export function apiTable(results: readonly ApiResult[]): string {
  const rows = results.map((r) => [
    r.database,
    r.target,
    r.requestsPerSecond.toFixed(0),
    r.p50Ms.toFixed(1),
    r.p95Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    String(r.errors),
    String(r.non2xx),
    r.ceilingRequestsPerSecond == null ? '–' : r.ceilingRequestsPerSecond.toFixed(0),
    r.ratioToCeiling === null ? '–' : r.ratioToCeiling.toFixed(2),
  ]);
  return table(['database', 'target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'non-2xx', 'ceiling beside, req/s', 'vs ceiling'], rows);
}

/** The API lines on PostgreSQL and whether each holds in this run; empty when none ran. */
export function apiBudgetTable(results: readonly ApiResult[]): string {
  const lines = checkApiBudgets(results);
  if (lines.length === 0) return '';
  return table(
    ['database', 'budget (issue #14)', 'measured', 'verdict'],
    lines.map((l) => [l.database, l.line, l.measured, l.holds ? 'holds' : 'OVER']),
  );
}

export function alertMatchTable(results: readonly AlertMatchResult[]): string {
  const rows = results.map((r) => [
    r.database,
    String(r.alerts),
    String(r.runs),
    String(r.toldAverage),
    r.p50Ms.toFixed(1),
    r.p95Ms.toFixed(1),
    r.maxMs.toFixed(1),
  ]);
  return table(['database', 'alerts', 'listings', 'users told (avg)', 'p50 ms', 'p95 ms', 'max ms'], rows);
}

/** The event stream's figures (stream.ts). */
export function streamTable(stream: NonNullable<BenchReport['stream']>): string {
  if (stream.skipped) return `Not measured: ${stream.skipped}.`;
  const rows: string[][] = [];
  const d = stream.delivery;
  if (d) {
    rows.push([
      `delivery, sent through instance A, heard on a stream on instance B (${d.database})`,
      `${d.deliveries} messages: p50 ${d.p50Ms.toFixed(1)} ms, p95 ${d.p95Ms.toFixed(1)} ms, max ${d.maxMs.toFixed(1)} ms`,
    ]);
  }
  const c = stream.capacity;
  if (c) {
    rows.push([
      `open streams on one instance (${c.database})`,
      `${c.held} held (${c.refused} refused), RSS ${c.rssBeforeMiB.toFixed(0)} → ${c.rssAfterMiB.toFixed(0)} MiB, ${c.kibPerStream.toFixed(1)} KiB per stream; free memory would hold ≈ ${c.memoryBound.toLocaleString('en')} at that cost, the open-file limit ${c.fileLimit ?? 'unknown'}`,
    ]);
  }
  return table(['measurement', 'result'], rows);
}
