import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { blockingByScript, cookieHeader, meanBlocking, medianRun, runFromLhr } from './lighthouse';

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
    assert.deepEqual(run, { score: 56, fcpMs: 900, lcpMs: 2500, tbtMs: 300, cls: 0.02, benchmarkIndex: 2410.5, blockingByScript: {} });
  });

  it('reads a missing host index as NaN, not as a number', () => {
    const run = runFromLhr({ categories: { performance: { score: 1 } }, audits: {} });
    assert.ok(Number.isNaN(run.benchmarkIndex));
  });

  it('throws on a runtime error instead of reporting zeros', () => {
    assert.throws(() => runFromLhr({ categories: {}, audits: {}, runtimeError: { message: 'NO_FCP' } }), /NO_FCP/);
  });
});

describe('blockingByScript', () => {
  const lhr = (tasks: Array<{ url: string; startTime: number; duration: number }>) => ({
    categories: {},
    audits: { 'first-contentful-paint': { numericValue: 1000 }, 'long-tasks': { details: { items: tasks } } },
  });

  it('adds up what each script blocked after the first contentful paint (task − 50 ms)', () => {
    const blocking = blockingByScript(
      lhr([
        { url: 'http://localhost:3500/', startTime: 700, duration: 120 },
        { url: 'http://localhost:3500/main.2107b3df.js', startTime: 1900, duration: 120 },
        { url: 'http://localhost:3500/main.2107b3df.js', startTime: 2100, duration: 60 },
        { url: 'http://localhost:3501/remoteEntry.js', startTime: 3000, duration: 81 },
        { url: 'http://localhost:3500/search?q=pet', startTime: 3100, duration: 75 },
        { url: 'Unattributable', startTime: 3200, duration: 50 },
      ]),
    );
    // The task before the first paint (700) does not count, nor one of exactly 50 ms.
    assert.deepEqual(blocking, { 'main.2107b3df.js': 80, 'remoteEntry.js': 31, document: 25 });
  });

  it('is empty without long tasks', () => {
    assert.deepEqual(blockingByScript({ categories: {}, audits: {} }), {});
  });
});

describe('meanBlocking', () => {
  it('averages over all runs (a run without a script counts as 0), largest first', () => {
    const run = (blockingByScript: Record<string, number>) => ({ score: 1, fcpMs: 1, lcpMs: 1, tbtMs: 1, cls: 0, benchmarkIndex: 1, blockingByScript });
    assert.deepEqual(meanBlocking([run({ 'main.js': 90, 'a.js': 0.4 }), run({ 'main.js': 30, 'remoteEntry.js': 61 }), run({})]), [
      { script: 'main.js', ms: 40 },
      { script: 'remoteEntry.js', ms: 20 },
    ]);
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
