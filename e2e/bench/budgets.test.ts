import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { budgetCell, checkApiBudgets, checkLighthouseBudget, checkPageBudget, pageBudget } from './budgets';
import { aggregate, type ResourceRecord } from './measure';
import type { ApiResult, PageResult } from './report';

const ORIGINS = { 'http://localhost:3500': 'shell' };

function js(name: string, kb: number): ResourceRecord {
  return {
    url: `http://localhost:3500/${name}.js`,
    resourceType: 'script',
    contentType: 'application/javascript',
    encoding: 'br',
    encodedBytes: kb * 1024,
    headerBytes: 100,
    decodedBytes: kb * 4096,
    markers: [],
  };
}

function page(path: string, records: ResourceRecord[], ratio: number | null = 1.5, extra: Partial<PageResult> = {}): PageResult {
  return { path, finalPath: path, loggedIn: false, aggregate: aggregate(records, ORIGINS), shared: null, federationRatio: ratio, ...extra };
}

describe('page budgets', () => {
  it('applies the landing budget to / and /de, the browse budget to the search and a listing, none elsewhere', () => {
    assert.deepEqual(pageBudget('/'), { maxKb: 180, maxRequests: 20, maxRatio: 2 });
    assert.deepEqual(pageBudget('/de'), pageBudget('/'));
    assert.equal(pageBudget('/search')?.maxKb, 230);
    assert.equal(pageBudget('/de/search')?.maxKb, 230);
    assert.equal(pageBudget('/business/42')?.maxKb, 230);
    assert.equal(pageBudget('/business/abc'), null);
    assert.equal(pageBudget('/login'), null);
    assert.equal(pageBudget('/dashboard'), null);
  });

  it('holds at the limits and names what is over', () => {
    const atLimit = checkPageBudget(page('/', [js('a', 100), js('b', 80)], 2));
    assert.equal(atLimit?.holds, true);
    assert.equal(budgetCell(atLimit), 'holds (≤ 180 KB, ≤ 20 req, ≤ 2×)');

    const tooMany = Array.from({ length: 21 }, (_, i) => js(`c${i}`, 1));
    const over = checkPageBudget(page('/', [js('a', 200), ...tooMany], 2.4));
    assert.equal(over?.holds, false);
    assert.deepEqual(over?.over, ['221.0 KB > 180', '22 req > 20', '2.40× > 2×']);
    assert.match(budgetCell(over), /^OVER: 221\.0 KB > 180; 22 req > 20; 2\.40× > 2×/);
  });

  it('counts only JS and CSS requests against the request budget (API calls and images are not)', () => {
    const api = Array.from({ length: 30 }, (_, i): ResourceRecord => ({
      url: `http://localhost:3500/api/x${i}`,
      resourceType: 'fetch',
      contentType: 'application/json',
      encoding: null,
      encodedBytes: 10,
      headerBytes: 10,
      decodedBytes: 10,
      markers: [],
    }));
    assert.equal(checkPageBudget(page('/', [js('a', 10), ...api]))?.holds, true);
  });

  it('has no verdict for a page that failed, a logged-in load, or a page without a budget', () => {
    assert.equal(checkPageBudget(page('/', [], null, { error: 'timeout' })), null);
    assert.equal(checkPageBudget(page('/', [js('a', 500)], 1, { loggedIn: true })), null);
    assert.equal(budgetCell(checkPageBudget(page('/pricing', [js('a', 500)]))), '–');
  });
});

describe('Lighthouse budget', () => {
  const result = (path: string, run: { score: number; lcpMs: number; tbtMs: number; cls: number }) => ({
    path,
    runs: 3,
    allRuns: [],
    fcpMs: 900,
    benchmarkIndex: 2000,
    ...run,
  });

  it('holds at ≥ 95, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05 on the budgeted pages', () => {
    assert.equal(checkLighthouseBudget(result('/login', { score: 95, lcpMs: 2500, tbtMs: 200, cls: 0.05 }))?.holds, true);
    const over = checkLighthouseBudget(result('/business/7', { score: 80, lcpMs: 4100, tbtMs: 250, cls: 0.12 }));
    assert.deepEqual(over?.over, ['score 80 < 95', 'LCP 4100 > 2500', 'TBT 250 > 200', 'CLS 0.120 > 0.05']);
    assert.equal(checkLighthouseBudget(result('/pricing', { score: 10, lcpMs: 9000, tbtMs: 900, cls: 1 })), null);
  });
});

function apiRow(database: string, target: string, values: Partial<ApiResult> = {}): ApiResult {
  return {
    database,
    target,
    path: '/',
    requestsPerSecond: 10_000,
    p50Ms: 2,
    p95Ms: 4,
    p99Ms: 8,
    errors: 0,
    non2xx: 0,
    total: 100_000,
    ratioToCeiling: null,
    ceilingRequestsPerSecond: null,
    ...values,
  };
}

describe('API budgets', () => {
  const pg = 'PostgreSQL 15';
  const run = (overrides: Record<string, Partial<ApiResult>> = {}): ApiResult[] => [
    apiRow('–', 'ceiling (bare Fastify), at the start', { requestsPerSecond: 30_000 }),
    apiRow('PGlite', 'GET /api/sync (nothing new)', { ratioToCeiling: 0.1, ceilingRequestsPerSecond: 20_000 }),
    ...[
      apiRow(pg, 'GET /api/categories', { ratioToCeiling: 0.7, ceilingRequestsPerSecond: 20_000, requestsPerSecond: 14_000 }),
      apiRow(pg, 'GET /api/countries', { ratioToCeiling: 0.5, ceilingRequestsPerSecond: 20_000 }),
      apiRow(pg, 'GET /api/sync (nothing new)', { ratioToCeiling: 0.55, ceilingRequestsPerSecond: 20_000, requestsPerSecond: 11_000 }),
      apiRow(pg, 'GET /api/sync (nothing new) at 1,000 req/s', { requestsPerSecond: 1_000, p99Ms: 20 }),
      apiRow(pg, 'GET /api/sync (one new message)', { requestsPerSecond: 5_500, ratioToCeiling: 0.3, ceilingRequestsPerSecond: 20_000 }),
      apiRow(pg, 'GET /api/sync, 10000 users on the poll ladder (50 req/s offered)', { p99Ms: 74 }),
    ].map((row) => ({ ...row, ...overrides[row.target] })),
  ];

  it('checks each line of the issue on PostgreSQL, at the limits, and none on PGlite', () => {
    const lines = checkApiBudgets(run());
    assert.deepEqual(
      lines.map((l) => [l.line, l.holds]),
      [
        ['GET /api/sync (nothing new) ≥ 0.5 of the ceiling', true],
        ['GET /api/sync (nothing new) at 1,000 req/s: p99 ≤ 20 ms', true],
        ['GET /api/sync (one new message) within 2× of nothing new', true],
        ['GET /api/categories ≥ 0.5 of the ceiling', true],
        ['GET /api/countries ≥ 0.5 of the ceiling', true],
        ['GET /api/sync, 10000 users on the poll ladder: 0 errors', true],
      ],
    );
    assert.ok(lines.every((l) => l.database === pg));
    assert.equal(lines[0]!.measured, '0.55 (11000 of 20000 req/s)');
    assert.equal(lines[2]!.measured, '2.00× (5500 req/s)');
  });

  it('names each line that is over', () => {
    const lines = checkApiBudgets(
      run({
        'GET /api/sync (nothing new)': { ratioToCeiling: 0.49 },
        'GET /api/sync (nothing new) at 1,000 req/s': { p99Ms: 20.5 },
        'GET /api/sync (one new message)': { requestsPerSecond: 5_400 },
        'GET /api/categories': { ratioToCeiling: 0.9, non2xx: 3 },
        'GET /api/sync, 10000 users on the poll ladder (50 req/s offered)': { errors: 1 },
      }),
    );
    assert.deepEqual(
      lines.filter((l) => !l.holds).map((l) => l.line.split(' ')[1]),
      ['/api/sync', '/api/sync', '/api/sync', '/api/categories', '/api/sync,'],
    );
  });

  it('leaves out what did not run (a ratio without its paired ceiling, no PostgreSQL)', () => {
    assert.deepEqual(checkApiBudgets(run().filter((r) => r.database !== pg)), []);
    const unpaired = checkApiBudgets(run({ 'GET /api/countries': { ratioToCeiling: null } }));
    assert.ok(!unpaired.some((l) => l.line.startsWith('GET /api/countries')));
  });
});
