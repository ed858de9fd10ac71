import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { appendHistory, changesTable, HISTORY_FILE, historyEntry, previousRun, readHistory, type HistoryEntry } from './history';
import { aggregate, type ResourceRecord } from './measure';
import type { BenchReport } from './report';

const ORIGINS = { 'http://localhost:3500': 'shell' };
const js = (kb: number): ResourceRecord => ({
  url: 'http://localhost:3500/a.js',
  resourceType: 'script',
  contentType: '',
  encoding: 'br',
  encodedBytes: kb * 1024,
  headerBytes: 0,
  decodedBytes: 0,
  markers: [],
});

function report(commit: string, date: string, landingKb: number, quick = true): BenchReport {
  return {
    machine: { commit, dirty: false, cores: 2, cpuModel: 'cpu', memoryBytes: 1, loadAverage: 3.14159, node: 'v22', platform: 'linux', date },
    options: { quick, only: ['frontend'], connections: 10, durationSeconds: 3 },
    frontend: {
      baseline: null,
      origins: ORIGINS,
      pages: [
        { path: '/', finalPath: '/', loggedIn: false, aggregate: aggregate([js(landingKb)], ORIGINS), shared: null, federationRatio: 1.234 },
        { path: '/dashboard', finalPath: '/dashboard', loggedIn: true, aggregate: aggregate([js(300)], ORIGINS), shared: null, federationRatio: null },
        { path: '/broken', finalPath: '', loggedIn: false, aggregate: aggregate([], ORIGINS), shared: null, federationRatio: null, error: 'timeout' },
      ],
    },
    notes: [],
  };
}

describe('bench history', () => {
  it('keeps per page the KB, requests, ratio and whether its budget held, stamped with the commit', () => {
    const entry = historyEntry(report('abc1234def', '2026-11-24T10:00:00.000Z', 170));
    assert.equal(entry.commit, 'abc1234def');
    assert.equal(entry.loadAverage, 3.14);
    assert.deepEqual(entry.pages?.['/'], { kb: 170, requests: 1, jsCssRequests: 1, ratio: 1.23, budgetHolds: true });
    assert.equal(entry.pages?.['/dashboard (logged in)']?.budgetHolds, null);
    assert.equal(entry.pages?.['/broken'], undefined, 'a page that failed has no numbers to compare');
  });

  it('keeps per API target its req/s, p99 and, when paired, its ratio to the ceiling beside it', () => {
    const row = { path: '/', p50Ms: 1, p95Ms: 2, errors: 0, non2xx: 0, total: 1 };
    const entry = historyEntry({
      ...report('abc', '2026-11-24T10:00:00.000Z', 170),
      api: {
        results: [
          {
            ...row,
            database: 'PostgreSQL 15',
            target: 'GET /api/sync (nothing new)',
            requestsPerSecond: 9000.4,
            p99Ms: 6,
            ratioToCeiling: 0.6123,
            ceilingRequestsPerSecond: 14700,
          },
          { ...row, database: 'PostgreSQL 15', target: 'search: newest', requestsPerSecond: 392, p99Ms: 193, ratioToCeiling: null },
        ],
        skipped: [],
      },
    });
    assert.deepEqual(entry.api, {
      'PostgreSQL 15 GET /api/sync (nothing new)': { requestsPerSecond: 9000, p99Ms: 6, vsCeiling: 0.61 },
      'PostgreSQL 15 search: newest': { requestsPerSecond: 392, p99Ms: 193 },
    });
  });

  it('appends one line per run and reads them back, skipping a cut last line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-history-'));
    try {
      appendHistory(dir, historyEntry(report('a', '2026-11-24T10:00:00.000Z', 200)));
      appendHistory(dir, historyEntry(report('b', '2026-11-24T11:00:00.000Z', 170)));
      fs.appendFileSync(path.join(dir, HISTORY_FILE), '{"date":"2026-11-2');
      assert.deepEqual(
        readHistory(dir).map((e) => e.commit),
        ['a', 'b'],
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('compares with the latest earlier run of the same kind and flags a budget that broke', () => {
    const history: HistoryEntry[] = [
      historyEntry(report('old', '2026-11-24T09:00:00.000Z', 150)),
      historyEntry(report('full', '2026-11-24T09:30:00.000Z', 100, false)),
      historyEntry(report('prev', '2026-11-24T10:00:00.000Z', 170)),
    ];
    const current = historyEntry(report('now', '2026-11-24T11:00:00.000Z', 190));
    const previous = previousRun(history, current);
    assert.equal(previous?.commit, 'prev');
    const table = changesTable(previous!, current);
    assert.match(table, /\| \/ \| 170\.0 \| 190\.0 \| \+20\.0 \| 1 → 1 \| holds → over ⚠ \|/);
    assert.equal(previousRun([], current), null);
  });
});
