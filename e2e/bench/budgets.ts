// The budgets (#14), checked per page on every run: the report prints whether each holds.
// Bytes are JS+CSS as transferred (compressed as served); requests count the JS and CSS files.
import type { LighthouseResult } from './lighthouse';
import type { ApiResult, PageResult } from './report';

export interface PageBudget {
  maxKb: number;
  /** JS and CSS files. */
  maxRequests?: number;
  /** JS+CSS bytes against the React + react-dom + React Router baseline. */
  maxRatio?: number;
}

export interface LighthouseBudget {
  minScore: number;
  maxLcpMs: number;
  maxTbtMs: number;
  maxCls: number;
}

const LANDING: PageBudget = { maxKb: 180, maxRequests: 20, maxRatio: 2 };
const BROWSE: PageBudget = { maxKb: 230 };

/** Page budgets by path pattern (`:id` matches a number); both languages. */
export const PAGE_BUDGETS: ReadonlyArray<{ pattern: string; budget: PageBudget }> = [
  { pattern: '/', budget: LANDING },
  { pattern: '/search', budget: BROWSE },
  { pattern: '/business/:id', budget: BROWSE },
];

export const LIGHTHOUSE_BUDGET: LighthouseBudget = { minScore: 95, maxLcpMs: 2500, maxTbtMs: 200, maxCls: 0.05 };
/** The pages Lighthouse's budget applies to (mobile, median of 3). */
export const LIGHTHOUSE_BUDGET_PATTERNS = ['/', '/search', '/business/:id', '/login'];

function patternMatches(pattern: string, path: string): boolean {
  const bare = path.split('?')[0]!.replace(/^\/de(?=\/|$)/, '') || '/';
  const regex = new RegExp(`^${pattern.replace(/:\w+/g, '\\d+')}$`);
  return regex.test(bare);
}

export function pageBudget(path: string): PageBudget | null {
  return PAGE_BUDGETS.find((entry) => patternMatches(entry.pattern, path))?.budget ?? null;
}

export interface BudgetCheck {
  holds: boolean;
  /** What is over, e.g. `312.4 KB > 180`; empty when it holds. */
  over: string[];
  /** The budget in words, e.g. `≤ 180 KB, ≤ 20 req, ≤ 2×`. */
  label: string;
}

export function pageBudgetLabel(budget: PageBudget): string {
  return [
    `≤ ${budget.maxKb} KB`,
    budget.maxRequests !== undefined ? `≤ ${budget.maxRequests} req` : null,
    budget.maxRatio !== undefined ? `≤ ${budget.maxRatio}×` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The page's budget check, null when no budget applies (or the page failed to load). */
export function checkPageBudget(page: PageResult): BudgetCheck | null {
  const budget = pageBudget(page.path);
  if (!budget || page.error || page.loggedIn) return null;
  const total = page.aggregate.total;
  const kb = (total.jsBytes + total.cssBytes) / 1024;
  const over: string[] = [];
  if (kb > budget.maxKb) over.push(`${kb.toFixed(1)} KB > ${budget.maxKb}`);
  if (budget.maxRequests !== undefined && total.jsCssRequests > budget.maxRequests) over.push(`${total.jsCssRequests} req > ${budget.maxRequests}`);
  if (budget.maxRatio !== undefined && page.federationRatio !== null && page.federationRatio > budget.maxRatio) {
    over.push(`${page.federationRatio.toFixed(2)}× > ${budget.maxRatio}×`);
  }
  return { holds: over.length === 0, over, label: pageBudgetLabel(budget) };
}

export function checkLighthouseBudget(result: LighthouseResult, budget: LighthouseBudget = LIGHTHOUSE_BUDGET): BudgetCheck | null {
  if (!LIGHTHOUSE_BUDGET_PATTERNS.some((pattern) => patternMatches(pattern, result.path)) || result.loggedIn) return null;
  const over: string[] = [];
  if (result.score < budget.minScore) over.push(`score ${result.score} < ${budget.minScore}`);
  if (result.lcpMs > budget.maxLcpMs) over.push(`LCP ${result.lcpMs.toFixed(0)} > ${budget.maxLcpMs}`);
  if (result.tbtMs > budget.maxTbtMs) over.push(`TBT ${result.tbtMs.toFixed(0)} > ${budget.maxTbtMs}`);
  if (result.cls > budget.maxCls) over.push(`CLS ${result.cls.toFixed(3)} > ${budget.maxCls}`);
  return { holds: over.length === 0, over, label: `≥ ${budget.minScore}, LCP ≤ ${budget.maxLcpMs} ms, TBT ≤ ${budget.maxTbtMs} ms, CLS ≤ ${budget.maxCls}` };
}

/** The report's budget cell: `holds (≤ 180 KB, …)`, `OVER: 312.4 KB > 180; …`, or `–`. */
export function budgetCell(check: BudgetCheck | null): string {
  if (!check) return '–';
  return check.holds ? `holds (${check.label})` : `OVER: ${check.over.join('; ')} (${check.label})`;
}

/** The API lines (#14), on PostgreSQL: ratios against the ceiling measured beside the target. */
export const API_BUDGET = { minRatio: 0.5, maxSyncP99Ms: 20, maxNewMessageSlowdown: 2 } as const;

export interface ApiBudgetLine {
  database: string;
  /** The line in words. */
  line: string;
  /** What this run measured, e.g. `0.62 (10,211 of 16,470 req/s)`. */
  measured: string;
  holds: boolean;
}

const NOTHING_NEW = 'GET /api/sync (nothing new)';

/**
 * Each API line of the issue that this run measured, on every PostgreSQL database of the run (the
 * budget is PostgreSQL's; PGlite's numbers are reported, not judged). A line whose target did not
 * run is left out, not counted as holding.
 */
export function checkApiBudgets(results: readonly ApiResult[]): ApiBudgetLine[] {
  const lines: ApiBudgetLine[] = [];
  const databases = [...new Set(results.map((r) => r.database))].filter((database) => database.startsWith('PostgreSQL'));
  for (const database of databases) {
    const rows = results.filter((r) => r.database === database);
    const exact = (target: string) => rows.find((r) => r.target === target);
    const ratioLine = (target: string, line: string) => {
      const row = exact(target);
      if (!row || row.ratioToCeiling === null) return;
      const ceiling = row.ceilingRequestsPerSecond ?? 0;
      const measured = `${row.ratioToCeiling.toFixed(2)} (${row.requestsPerSecond.toFixed(0)} of ${ceiling.toFixed(0)} req/s)`;
      lines.push({ database, line, measured, holds: row.ratioToCeiling >= API_BUDGET.minRatio && row.errors + row.non2xx === 0 });
    };
    ratioLine(NOTHING_NEW, `${NOTHING_NEW} ≥ ${API_BUDGET.minRatio} of the ceiling`);
    const atRate = rows.find((r) => r.target.startsWith(`${NOTHING_NEW} at `));
    if (atRate) {
      lines.push({
        database,
        line: `${atRate.target}: p99 ≤ ${API_BUDGET.maxSyncP99Ms} ms`,
        measured: `p99 ${atRate.p99Ms.toFixed(1)} ms`,
        holds: atRate.p99Ms <= API_BUDGET.maxSyncP99Ms && atRate.errors + atRate.non2xx === 0,
      });
    }
    const nothingNew = exact(NOTHING_NEW);
    const oneNew = exact('GET /api/sync (one new message)');
    if (nothingNew && oneNew) {
      const slowdown = oneNew.requestsPerSecond > 0 ? nothingNew.requestsPerSecond / oneNew.requestsPerSecond : Infinity;
      lines.push({
        database,
        line: `GET /api/sync (one new message) within ${API_BUDGET.maxNewMessageSlowdown}× of nothing new`,
        measured: `${slowdown.toFixed(2)}× (${oneNew.requestsPerSecond.toFixed(0)} req/s)`,
        holds: slowdown <= API_BUDGET.maxNewMessageSlowdown && oneNew.errors + oneNew.non2xx === 0,
      });
    }
    ratioLine('GET /api/categories', `GET /api/categories ≥ ${API_BUDGET.minRatio} of the ceiling`);
    ratioLine('GET /api/countries', `GET /api/countries ≥ ${API_BUDGET.minRatio} of the ceiling`);
    const ladder = rows.find((r) => r.target.includes('on the poll ladder'));
    if (ladder) {
      lines.push({
        database,
        line: `${ladder.target.split(' (')[0]}: 0 errors`,
        measured: `${ladder.errors + ladder.non2xx} errors, p99 ${ladder.p99Ms.toFixed(0)} ms`,
        holds: ladder.errors + ladder.non2xx === 0 && ladder.total > 0,
      });
    }
  }
  return lines;
}
