// The bench's report: one JSON document and its Markdown rendering, written side by side to
// bench-results/<timestamp>.{json,md}. Pure apart from writeReport.
import fs from 'node:fs';
import path from 'node:path';
import { changesTable } from './history';
import { DEFAULT_CPU_SLOWDOWN } from './lighthouse';
import { alertMatchTable, apiBudgetTable, apiTable, frontendTable, kb, lighthouseHostNotes, lighthouseTable, sharedTable, streamTable } from './report-tables';
import type { BenchReport } from './report-types';

// The report's types and tables, for the bench's other modules and tests.
export type { AlertMatchResult, ApiResult, BenchReport, MachineInfo, PageResult } from './report-types';
export {
  alertMatchTable,
  apiBudgetTable,
  apiTable,
  blockingCell,
  frontendTable,
  kb,
  lighthouseHostNotes,
  lighthouseTable,
  ORIGIN_COLUMNS,
  sharedTable,
  streamTable,
} from './report-tables';

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
