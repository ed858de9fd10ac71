// The bench's history: one JSON line per run in bench-results/history.jsonl (git-ignored, like the
// reports), stamped with the commit, so a regression shows per commit. Each report compares itself
// with the latest earlier run of the same kind (quick or full).
import fs from 'node:fs';
import path from 'node:path';
import { checkLighthouseBudget, checkPageBudget } from './budgets';
import type { BenchReport } from './report';

export const HISTORY_FILE = 'history.jsonl';

export interface HistoryPage {
  /** JS+CSS KB as transferred. */
  kb: number;
  requests: number;
  jsCssRequests: number;
  ratio: number | null;
  /** null: no budget for this page. */
  budgetHolds: boolean | null;
}

export interface HistoryEntry {
  date: string;
  commit: string;
  dirty: boolean;
  quick: boolean;
  loadAverage: number;
  pages?: Record<string, HistoryPage>;
  lighthouse?: Record<
    string,
    { score: number; lcpMs: number; tbtMs: number; cls: number; budgetHolds: boolean | null; benchmarkIndex?: number; cpuSlowdown?: number }
  >;
  /** Per target; `vsCeiling` against the ceiling measured beside it (paired targets only). */
  api?: Record<string, { requestsPerSecond: number; p99Ms: number; vsCeiling?: number }>;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const pageKey = (path: string, loggedIn?: boolean) => `${path}${loggedIn ? ' (logged in)' : ''}`;

export function historyEntry(report: BenchReport): HistoryEntry {
  const entry: HistoryEntry = {
    date: report.machine.date,
    commit: report.machine.commit,
    dirty: report.machine.dirty,
    quick: report.options.quick,
    loadAverage: round(report.machine.loadAverage, 2),
  };
  if (report.frontend) {
    entry.pages = Object.fromEntries(
      report.frontend.pages
        .filter((page) => !page.error)
        .map((page) => {
          const total = page.aggregate.total;
          const check = checkPageBudget(page);
          return [
            pageKey(page.path, page.loggedIn),
            {
              kb: round((total.jsBytes + total.cssBytes) / 1024),
              requests: total.requests,
              jsCssRequests: total.jsCssRequests,
              ratio: page.federationRatio === null ? null : round(page.federationRatio, 2),
              budgetHolds: check ? check.holds : null,
            },
          ];
        }),
    );
  }
  if (report.lighthouse?.results.length) {
    entry.lighthouse = Object.fromEntries(
      report.lighthouse.results.map((r) => {
        const check = checkLighthouseBudget(r);
        return [
          pageKey(r.path, r.loggedIn),
          {
            score: r.score,
            lcpMs: Math.round(r.lcpMs),
            tbtMs: Math.round(r.tbtMs),
            cls: round(r.cls, 3),
            budgetHolds: check ? check.holds : null,
            ...(Number.isFinite(r.benchmarkIndex) ? { benchmarkIndex: Math.round(r.benchmarkIndex) } : {}),
            ...(report.lighthouse?.cpuSlowdown !== undefined ? { cpuSlowdown: report.lighthouse.cpuSlowdown } : {}),
          },
        ];
      }),
    );
  }
  if (report.api) {
    entry.api = Object.fromEntries(
      report.api.results.map((r) => [
        `${r.database} ${r.target}`,
        { requestsPerSecond: Math.round(r.requestsPerSecond), p99Ms: r.p99Ms, ...(r.ratioToCeiling === null ? {} : { vsCeiling: round(r.ratioToCeiling, 2) }) },
      ]),
    );
  }
  return entry;
}

export function readHistory(dir: string): HistoryEntry[] {
  const file = path.join(dir, HISTORY_FILE);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as HistoryEntry];
      } catch {
        return []; // a line cut by an interrupted run
      }
    });
}

export function appendHistory(dir: string, entry: HistoryEntry): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, HISTORY_FILE);
  fs.appendFileSync(file, `${JSON.stringify(entry)}\n`);
  return file;
}

/** The latest earlier run of the same kind (quick or full) that measured the front end. */
export function previousRun(history: readonly HistoryEntry[], current: HistoryEntry): HistoryEntry | null {
  const earlier = history.filter((entry) => entry.quick === current.quick && entry.pages && entry.date < current.date);
  return earlier.length ? earlier[earlier.length - 1]! : null;
}

const signed = (value: number, digits = 1) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;
const budgetWord = (holds: boolean | null | undefined) => (holds === null || holds === undefined ? '–' : holds ? 'holds' : 'over');

/** Per page measured in both runs: JS+CSS KB and JS/CSS requests then and now, and the budget's state. */
export function changesTable(previous: HistoryEntry, current: HistoryEntry): string {
  const lines = [
    `| page | KB (${previous.commit.slice(0, 7)}) | KB now | Δ KB | JS/CSS req then → now | budget then → now |`,
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const [page, now] of Object.entries(current.pages ?? {})) {
    const then = previous.pages?.[page];
    if (!then) continue;
    const flag = now.budgetHolds === false && then.budgetHolds !== false ? ' ⚠' : '';
    lines.push(
      `| ${page} | ${then.kb.toFixed(1)} | ${now.kb.toFixed(1)} | ${signed(now.kb - then.kb)} | ${then.jsCssRequests} → ${now.jsCssRequests} | ${budgetWord(then.budgetHolds)} → ${budgetWord(now.budgetHolds)}${flag} |`,
    );
  }
  return lines.join('\n');
}
