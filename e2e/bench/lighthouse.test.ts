import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cookieHeader, medianRun, runFromLhr } from './lighthouse';

describe('runFromLhr', () => {
  it('reads the score as 0–100 and the metrics from the audits', () => {
    const run = runFromLhr({
      categories: { performance: { score: 0.561 } },
      environment: { benchmarkIndex: 2410.5 },
      audits: {
        'first-contentful-paint': { numericValue: 900 },
        'largest-contentful-paint': { numericValue: 2500 },
        'total-blocking-time': { numericValue: 300 },
        'cumulative-layout-shift': { numericValue: 0.02 },
      },
    });
    assert.deepEqual(run, { score: 56, fcpMs: 900, lcpMs: 2500, tbtMs: 300, cls: 0.02, benchmarkIndex: 2410.5 });
  });

  it('reads a missing host index as NaN, not as a number', () => {
    const run = runFromLhr({ categories: { performance: { score: 1 } }, audits: {} });
    assert.ok(Number.isNaN(run.benchmarkIndex));
  });

  it('throws on a runtime error instead of reporting zeros', () => {
    assert.throws(() => runFromLhr({ categories: {}, audits: {}, runtimeError: { message: 'NO_FCP' } }), /NO_FCP/);
  });
});

describe('medianRun', () => {
  it('takes the median of each metric on its own', () => {
    const med = medianRun([
      { score: 50, fcpMs: 1000, lcpMs: 3000, tbtMs: 100, cls: 0, benchmarkIndex: 900 },
      { score: 70, fcpMs: 800, lcpMs: 5000, tbtMs: 900, cls: 0.1, benchmarkIndex: 2500 },
      { score: 60, fcpMs: 1200, lcpMs: 4000, tbtMs: 500, cls: 0.05, benchmarkIndex: 1200 },
    ]);
    assert.deepEqual(med, { score: 60, fcpMs: 1000, lcpMs: 4000, tbtMs: 500, cls: 0.05, benchmarkIndex: 1200 });
  });
});

describe('cookieHeader', () => {
  it('keeps the name=value part of each Set-Cookie, the last value winning', () => {
    const header = cookieHeader([
      'XSRF-TOKEN=abc%3D; Path=/; SameSite=Lax',
      'bizmarkt_session=old; Path=/; HttpOnly',
      'bizmarkt_session=new; Path=/; HttpOnly',
    ]);
    assert.equal(header, 'XSRF-TOKEN=abc%3D; bizmarkt_session=new');
  });
});
