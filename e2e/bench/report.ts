// The bench's report: one JSON document and its Markdown rendering, written side by side to
// bench-results/<timestamp>.{json,md}. Pure apart from writeReport.
import type { StreamCapacityResult, StreamDeliveryResult } from './stream';
import fs from 'node:fs';
import path from 'node:path';
import { budgetCell, checkApiBudgets, checkLighthouseBudget, checkPageBudget } from './budgets';
import { changesTable, type HistoryEntry } from './history';
import { DEFAULT_CPU_SLOWDOWN, SLOW_HOST_BENCHMARK_INDEX, type LighthouseResult } from './lighthouse';
import type { CostSummary } from './load-costs';
import type { LoadResult, LoadSettings } from './load-section';
import { median, type Bucket, type PageAggregate } from './measure';

export interface MachineInfo {
  commit: string;
  dirty: boolean;
  cores: number;
  cpuModel: string;
  memoryBytes: number;
  /** 1-minute load average when the run started: other work on the machine skews every number. */
  loadAverage: number;
  node: string;
  platform: string;
  date: string;
}

export interface PageResult {
  path: string;
  finalPath: string;
  loggedIn: boolean;
  aggregate: PageAggregate;
  shared: Record<string, { registered: number; loaded: number; loadedFrom: string[] }> | null;
  federationRatio: number | null;
  /** JS+CSS bytes by the page's Resource Timing vs by the recorded network events. */
  crossCheck?: { resourceTimingBytes: number; recordedBytes: number; differencePct: number };
  error?: string;
}

export interface ApiResult {
  database: string;
  target: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  /** From every response's latency (autocannon's summary has no p95). */
  p95Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
  /** Against the ceiling measured beside this target (paired slices, api.ts); null when not paired. */
  ratioToCeiling: number | null;
  /** The bare-Fastify ceiling's req/s in the slices beside this target; null when not paired. */
  ceilingRequestsPerSecond?: number | null;
}

/** `matchNewListing` for one verified listing, timed over several listings (api/src/cli/bench-alerts.ts). */
export interface AlertMatchResult {
  database: string;
  runs: number;
  /** Rows in new_listing_alerts (users with an alert). */
  alerts: number;
  toldAverage: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface BenchReport {
  machine: MachineInfo;
  options: { quick: boolean; only: string[]; connections: number; durationSeconds: number };
  frontend?: { baseline: Bucket | null; origins: Record<string, string>; pages: PageResult[] };
  lighthouse?: { results: LighthouseResult[]; error?: string; /** When not Lighthouse's default 4×. */ cpuSlowdown?: number };
  api?: { results: ApiResult[]; skipped: string[]; alertMatching?: AlertMatchResult[] };
  /** The event stream (stream.ts): delivery across two instances and the cost of open streams. */
  stream?: { delivery?: StreamDeliveryResult; capacity?: StreamCapacityResult; skipped?: string };
  /** The `load` section (load-section.ts): its settings, each run, and its tables as Markdown. */
  load?: { settings: LoadSettings; results: LoadResult[]; costs?: CostSummary; tables: string };
  notes: string[];
  /** This run as its history line, and the latest earlier run of the same kind (history.ts). */
  history?: { current: HistoryEntry; previous: HistoryEntry | null };
}

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

export function renderMarkdown(report: BenchReport): string {
  const m = report.machine;
  const parts = [
    `# Bizmarkt bench — ${m.date}`,
    '',
    `commit \`${m.commit}\`${m.dirty ? ' (uncommitted changes)' : ''} · ${m.cores} cores (${m.cpuModel}) · ${(m.memoryBytes / 2 ** 30).toFixed(1)} GiB · load ${m.loadAverage.toFixed(2)} at start · Node ${m.node} · ${m.platform} · ${report.options.quick ? 'quick' : 'full'} run`,
  ];
  if (report.frontend) {
    const base = report.frontend.baseline;
    parts.push(
      '',
      '## Front end',
      '',
      'Bytes are response bodies as transferred (brotli/gzip as served), from Chromium\'s `request.sizes()`; each page in a fresh context (empty cache). Per-origin cells: JS+CSS KB / requests (all kinds). react-dom and MF runtime: distinct bodies (sha256) containing the library\'s content marker. "vs baseline": JS+CSS bytes against a bundle of React + react-dom + React Router alone.',
      '',
      base
        ? `Baseline (React + react-dom + React Router, rspack production build, same server): ${kb(base.jsBytes)} KB JS, ${kb(base.cssBytes)} KB CSS, ${base.requests} requests.`
        : 'Baseline: not measured.',
      '',
      'Budgets (issue #14, both languages, logged out): `/` ≤ 180 KB JS+CSS in ≤ 20 JS/CSS requests and ≤ 2× the baseline; `/search` and `/business/{id}` ≤ 230 KB.',
      '',
      frontendTable(report.frontend.pages),
      '',
      '### Shared libraries (Module Federation `__SHARE__`)',
      '',
      sharedTable(report.frontend.pages),
    );
    const failed = report.frontend.pages.filter((p) => p.error);
    if (failed.length) parts.push('', ...failed.map((p) => `- ${p.path}: ${p.error}`));
  }
  if (report.lighthouse) {
    parts.push(
      '',
      '## Lighthouse',
      '',
      `Lighthouse 12, mobile settings (emulated phone, simulated slow 4G, ${report.lighthouse.cpuSlowdown ?? DEFAULT_CPU_SLOWDOWN}× CPU slowdown${report.lighthouse.cpuSlowdown === undefined ? ', its default' : ''}), performance category; median of each metric over the runs.`,
      '',
      lighthouseTable(report.lighthouse.results),
      '',
      ...lighthouseHostNotes(report.lighthouse.results, report.lighthouse.cpuSlowdown).map((note) => `- ${note}`),
    );
    if (report.lighthouse.error) parts.push('', `- Lighthouse failed: ${report.lighthouse.error}`);
  }
  if (report.api) {
    parts.push(
      '',
      '## API',
      '',
      `autocannon, ${report.options.connections} connections, ${report.options.durationSeconds} s per target, loopback; targets run one after another. A target compared with the ceiling is measured in four slices of half that time, alternating with the bare-Fastify ceiling (ceiling, target, target, ceiling) and sending the ceiling the same request: "ceiling beside" is the ceiling in those slices, "vs ceiling" the target's requests per second over it. The ceiling at the start is for reference.`,
      '',
      apiTable(report.api.results),
    );
    const budgets = apiBudgetTable(report.api.results);
    if (budgets) parts.push('', '### Budgets (PostgreSQL)', '', budgets);
    if (report.api.skipped.length) parts.push('', ...report.api.skipped.map((s) => `- skipped: ${s}`));
    if (report.api.alertMatching?.length) {
      parts.push(
        '',
        '### New-listing alert matching',
        '',
        '`matchNewListing` for one verified listing (its figures, then one INSERT … SELECT over `new_listing_alerts` writing the matches and the in-app notifications), for several published listings spread over the table, each in a transaction rolled back; no requests to the API meanwhile.',
        '',
        alertMatchTable(report.api.alertMatching),
      );
    }
  }
  if (report.stream) parts.push('', '## Event stream', '', streamTable(report.stream));
  if (report.load) parts.push('', '## Load (simulated users)', '', report.load.tables);
  if (report.history?.current.pages) {
    const previous = report.history.previous;
    parts.push('', '## Since the last run', '');
    if (previous) {
      parts.push(
        `Against the latest earlier ${previous.quick ? 'quick' : 'full'} run in \`bench-results/history.jsonl\`: commit \`${previous.commit.slice(0, 7)}\`${previous.dirty ? ' (uncommitted changes)' : ''}, ${previous.date}, load ${previous.loadAverage}.`,
        '',
        changesTable(previous, report.history.current),
      );
    } else parts.push('No earlier run of this kind in `bench-results/history.jsonl`.');
  }
  if (report.notes.length) parts.push('', '## Notes', '', ...report.notes.map((n) => `- ${n}`));
  return parts.join('\n') + '\n';
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

/** `2026-11-22T02-30-00Z`: sortable and safe in a file name. */
export function timestampName(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}

export function writeReport(report: BenchReport, dir: string, date: Date): { json: string; md: string } {
  fs.mkdirSync(dir, { recursive: true });
  const base = path.join(dir, timestampName(date));
  const json = `${base}.json`;
  const md = `${base}.md`;
  fs.writeFileSync(json, JSON.stringify(report, null, 2) + '\n');
  fs.writeFileSync(md, renderMarkdown(report));
  return { json, md };
}
