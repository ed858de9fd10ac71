import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { aggregate } from './measure';
import { alertMatchTable, apiTable, frontendTable, kb, renderMarkdown, timestampName, writeReport, type BenchReport } from './report';

const ORIGINS = { 'http://localhost:3500': 'shell', 'http://localhost:3504': 'mfe-account' };

function sampleReport(): BenchReport {
  const agg = aggregate(
    [
      {
        url: 'http://localhost:3500/main.js',
        resourceType: 'script',
        contentType: '',
        encoding: 'br',
        encodedBytes: 2048,
        headerBytes: 100,
        decodedBytes: 8000,
        sha256: 'a',
        markers: ['react-dom'],
      },
      {
        url: 'http://localhost:3504/remoteEntry.js',
        resourceType: 'script',
        contentType: '',
        encoding: 'br',
        encodedBytes: 1024,
        headerBytes: 100,
        decodedBytes: 4000,
        sha256: 'b',
        markers: [],
      },
    ],
    ORIGINS,
  );
  return {
    machine: {
      commit: 'abc123',
      dirty: false,
      cores: 2,
      cpuModel: 'cpu',
      memoryBytes: 8 * 2 ** 30,
      loadAverage: 0.5,
      node: 'v20',
      platform: 'linux',
      date: '2026-11-22T02:00:00.000Z',
    },
    options: { quick: true, only: ['frontend', 'api'], connections: 10, durationSeconds: 3 },
    frontend: {
      baseline: { requests: 2, jsCssRequests: 1, jsBytes: 1024, cssBytes: 0, otherBytes: 0, transferBytes: 1124 },
      origins: ORIGINS,
      pages: [
        {
          path: '/login',
          finalPath: '/login',
          loggedIn: false,
          aggregate: agg,
          shared: { react: { registered: 1, loaded: 1, loadedFrom: ['19.3.1#shell'] } },
          federationRatio: 3,
          crossCheck: { resourceTimingBytes: 3000, recordedBytes: 3072, differencePct: -2.34 },
        },
        { path: '/dashboard', finalPath: '/login', loggedIn: true, aggregate: aggregate([], ORIGINS), shared: null, federationRatio: null, error: 'timeout' },
      ],
    },
    api: {
      results: [
        {
          database: '–',
          target: 'ceiling',
          path: '/ceiling',
          requestsPerSecond: 30000,
          p50Ms: 0,
          p95Ms: 1,
          p99Ms: 1,
          errors: 0,
          non2xx: 0,
          total: 90000,
          ratioToCeiling: 1,
        },
        {
          database: 'PGlite',
          target: 'GET /api/categories',
          path: '/api/categories',
          requestsPerSecond: 1500.4,
          p50Ms: 6,
          p95Ms: 14.5,
          p99Ms: 20.25,
          errors: 1,
          non2xx: 2,
          total: 4500,
          ratioToCeiling: 0.05,
          ceilingRequestsPerSecond: 30008,
        },
        {
          database: 'PostgreSQL 15',
          target: 'GET /api/sync (nothing new)',
          path: '/api/sync',
          requestsPerSecond: 9000,
          p50Ms: 2,
          p95Ms: 4,
          p99Ms: 6,
          errors: 0,
          non2xx: 0,
          total: 90000,
          ratioToCeiling: 0.6,
          ceilingRequestsPerSecond: 15000,
        },
      ],
      skipped: ['PostgreSQL (initdb/pg_ctl not on the PATH)'],
      alertMatching: [{ database: 'PGlite', runs: 20, alerts: 4012, toldAverage: 310, p50Ms: 12.345, p95Ms: 20.5, maxMs: 31 }],
    },
    notes: ['a note'],
  };
}

describe('tables', () => {
  it('rounds bytes to tenths of a KB', () => {
    assert.equal(kb(1536), '1.5');
    assert.equal(kb(0), '0.0');
  });

  it('renders one row per page with the split by origin, copies and the ratio', () => {
    const rows = frontendTable(sampleReport().frontend!.pages).split('\n');
    assert.equal(rows.length, 4);
    assert.match(
      rows[2] ?? '',
      /^\| \/login \| = \| 2 \| 2 \| 3\.0 \| 0\.0 \| – \| 2\.0 \/ 1 \| – \| – \| – \| 1\.0 \/ 1 \| – \| 1 \| 0 \| 3\.00× \| -2\.3% \|$/,
    );
    assert.match(rows[3] ?? '', /^\| \/dashboard \(logged in\) \| \/login \| 0 \|/);
  });

  it('says per page whether its budget holds', () => {
    const report = sampleReport();
    const landing = { ...report.frontend!.pages[0]!, path: '/', finalPath: '/', federationRatio: 1.5 };
    assert.match(frontendTable([landing]).split('\n')[2] ?? '', /\| holds \(≤ 180 KB, ≤ 20 req, ≤ 2×\) \|/);
    assert.match(frontendTable([{ ...landing, federationRatio: 2.5 }]).split('\n')[2] ?? '', /\| OVER: 2\.50× > 2× \(≤ 180 KB, ≤ 20 req, ≤ 2×\) \|/);
  });

  it('renders API rows with the ceiling measured beside each and the ratio to it', () => {
    const rows = apiTable(sampleReport().api!.results).split('\n');
    assert.equal(rows[0], '| database | target | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | ceiling beside, req/s | vs ceiling |');
    assert.equal(rows[3], '| PGlite | GET /api/categories | 1500 | 6.0 | 14.5 | 20.3 | 1 | 2 | 30008 | 0.05 |');
  });

  it('judges the API budget on PostgreSQL only', () => {
    const md = renderMarkdown(sampleReport());
    assert.match(md, /### Budgets \(PostgreSQL\)\n\n\| database \| budget \(issue #14\) \| measured \| verdict \|/);
    assert.match(md, /\| PostgreSQL 15 \| GET \/api\/sync \(nothing new\) ≥ 0\.5 of the ceiling \| 0\.60 \(9000 of 15000 req\/s\) \| holds \|/);
    assert.doesNotMatch(md, /\| PGlite \| GET \/api\/categories ≥/);
  });

  it('renders the alert matching with its percentiles', () => {
    const rows = alertMatchTable(sampleReport().api!.alertMatching!).split('\n');
    assert.equal(rows[0], '| database | alerts | listings | users told (avg) | p50 ms | p95 ms | max ms |');
    assert.equal(rows[2], '| PGlite | 4012 | 20 | 310 | 12.3 | 20.5 | 31.0 |');
  });
});

describe('renderMarkdown', () => {
  it('stamps commit, machine and date and lists failures, skips and notes', () => {
    const md = renderMarkdown(sampleReport());
    assert.match(md, /^# Bizmarkt bench — 2026-11-22T02:00:00.000Z/);
    assert.match(md, /commit `abc123` · 2 cores \(cpu\) · 8\.0 GiB · load 0\.50 at start/);
    assert.match(md, /Baseline .*: 1\.0 KB JS/);
    assert.match(md, /- \/dashboard: timeout/);
    assert.match(md, /- skipped: PostgreSQL/);
    assert.match(md, /### New-listing alert matching[\s\S]*\| PGlite \| 4012 \| 20 \|/);
    assert.match(md, /- a note/);
  });

  it('leaves out the sections that did not run', () => {
    const report = sampleReport();
    delete report.api;
    const md = renderMarkdown(report);
    assert.doesNotMatch(md, /## API/);
    assert.match(md, /## Front end/);
  });
});

describe('writeReport', () => {
  it('writes <timestamp>.json and .md side by side', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-report-test-'));
    try {
      const date = new Date('2026-11-22T02:03:04.567Z');
      const files = writeReport(sampleReport(), path.join(dir, 'bench-results'), date);
      assert.equal(path.basename(files.json), '2026-11-22T02-03-04Z.json');
      assert.equal(path.basename(files.md), '2026-11-22T02-03-04Z.md');
      assert.deepEqual(JSON.parse(fs.readFileSync(files.json, 'utf8')), sampleReport());
      assert.equal(fs.readFileSync(files.md, 'utf8'), renderMarkdown(sampleReport()));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names files so that they sort by time', () => {
    assert.ok(timestampName(new Date('2026-01-02T03:04:05Z')) < timestampName(new Date('2026-01-02T10:00:00Z')));
  });
});

describe('lighthouse', () => {
  it('renders the medians and reports a failed run in the Markdown', () => {
    const report = sampleReport();
    report.lighthouse = {
      results: [{ path: '/', runs: 3, score: 56, fcpMs: 987.3, lcpMs: 6455.6, tbtMs: 922.4, cls: 0.00001, benchmarkIndex: Number.NaN, allRuns: [] }],
      error: 'no chrome',
    };
    const md = renderMarkdown(report);
    assert.match(md, /\| \/ \| 3 \| 56 \| 987 \| 6456 \| 922 \| 0\.000 \| – \|/);
    assert.match(md, /- Lighthouse failed: no chrome/);
    assert.match(md, /4× CPU slowdown, its default/);
  });

  it("prints the host's CPU index and warns below Lighthouse's threshold", () => {
    const run = (benchmarkIndex: number) => ({ score: 80, fcpMs: 900, lcpMs: 2000, tbtMs: 400, cls: 0, benchmarkIndex });
    const slow = sampleReport();
    slow.lighthouse = { results: [{ path: '/', runs: 3, ...run(905), allRuns: [run(820), run(905), run(1775)] }] };
    const slowMd = renderMarkdown(slow);
    assert.match(slowMd, /\| \/ \| 3 \| 80 \| 900 \| 2000 \| 400 \| 0\.000 \| 905 \|/);
    assert.match(slowMd, /⚠ Host CPU index 820–1775 .*median below 1000/);

    const fast = sampleReport();
    fast.lighthouse = { results: [{ path: '/', runs: 2, ...run(2500), allRuns: [run(2400), run(2600)] }] };
    const fastMd = renderMarkdown(fast);
    assert.doesNotMatch(fastMd, /⚠ Host CPU/);
    assert.match(fastMd, /- Host CPU index 2400–2600/);

    fast.lighthouse.cpuSlowdown = 2;
    const calibrated = renderMarkdown(fast);
    assert.match(calibrated, /2× CPU slowdown\)/);
    assert.match(calibrated, /- CPU slowdown 2× instead of Lighthouse's default 4×/);
  });

  it('names the scripts that blocked most after the first paint, four at most, and – for none', () => {
    const run = { score: 97, fcpMs: 1000, lcpMs: 1400, tbtMs: 130, cls: 0, benchmarkIndex: 2200 };
    const report = sampleReport();
    const blocking = [
      { script: 'main.2107b3df.js', ms: 62 },
      { script: 'remoteEntry.js', ms: 31 },
      { script: 'page-search.9e25ccfb.js', ms: 20 },
      { script: 'startup-shared.b0e82337.js', ms: 12 },
      { script: 'document', ms: 3 },
    ];
    report.lighthouse = {
      results: [
        { path: '/search', runs: 3, ...run, allRuns: [run, run, run], blocking },
        { path: '/login', runs: 3, ...run, allRuns: [run, run, run], blocking: [] },
      ],
    };
    const md = renderMarkdown(report);
    assert.match(md, /\| blocking after FCP, by script \(mean ms\) \|/);
    assert.match(
      md,
      /\| \/search \| 3 \| 97 .*\| main\.2107b3df\.js 62 · remoteEntry\.js 31 · page-search\.9e25ccfb\.js 20 · startup-shared\.b0e82337\.js 12 \|/,
    );
    assert.doesNotMatch(md, /document 3/);
    assert.match(md, /\| \/login \| 3 \| 97 .*\| – \|/);
  });
});
