// What one request of each kind costs (docs/capacity.md rests on it): on one API instance of the load
// section, before the simulated users come, N requests of each kind of the load scenario one after
// another (the same paths the users send), the API process's and PostgreSQL's CPU time read from /proc
// before and after each kind, less what the two spend idle meanwhile (the jobs worker, PostgreSQL's
// background writers), divided by the requests. CPU time per request is the steady figure on a shared
// machine; the one-at-a-time latencies beside it are the service time without the users' queue (still
// stretched by other work on the machine: compare them only with the load average beside them).
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { browsePath, createRng, percentile, type LoadSession, type RequestKind } from './load';
import { descendants, readProc } from './load-resources';

export interface CostRow {
  kind: string;
  requests: number;
  non2xx: number;
  apiCpuMs: number;
  postgresCpuMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Mean answer size, bytes. */
  bytes: number;
}

export interface CostSummary {
  requestsPerKind: number;
  /** Idle CPU of the API and PostgreSQL, ms per second, subtracted from every row. */
  idle: { apiMsPerSecond: number; postgresMsPerSecond: number };
  loadAverageStart: number;
  loadAverageEnd: number;
  rows: CostRow[];
}

/** The kinds measured: the browsing mix, the poll with nothing new and a message send (the users' requests). */
export const COST_KINDS = [
  'sync (nothing new)',
  'search: broad word',
  'search: narrow word',
  'search: filters',
  'listing page',
  'favourites',
  'message send',
] as const;
export type CostKind = (typeof COST_KINDS)[number];

/** A PostgreSQL backend serving a client ("postgres: user database host(port) state"), not a background process. */
export function isClientBackend(title: string): boolean {
  return /^postgres: \S+ \S+ (\S+\(\d+\)|\[local\])/.test(title);
}

function processTitle(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '';
  }
}

/** CPU ms per request: the CPU seconds spent, less the idle rate over the same time, per request (never below 0). */
export function cpuMsPerRequest(spentSeconds: number, elapsedSeconds: number, idleMsPerSecond: number, requests: number): number {
  if (requests === 0) return 0;
  return Math.max(0, (spentSeconds * 1000 - idleMsPerSecond * elapsedSeconds) / requests);
}

export async function measureCosts(options: {
  url: string;
  apiPid: number;
  postgresPid: number | null;
  sessions: readonly LoadSession[];
  listingIds: readonly number[];
  requestsPerKind: number;
  /** Seconds of nothing to measure the idle rate (default 5). */
  idleSeconds?: number;
  log: (line: string) => void;
}): Promise<CostSummary> {
  const { url, apiPid, postgresPid, sessions, listingIds, requestsPerKind } = options;
  const apiCpu = () => readProc(apiPid)?.cpu ?? 0;
  // Only the client backends: a checkpoint or an autovacuum worker after the generator's million rows
  // would otherwise land on whichever kind was being measured (they are in the idle row's total).
  const pgCpu = () =>
    postgresPid ? descendants(postgresPid).reduce((sum, pid) => sum + (isClientBackend(processTitle(pid)) ? (readProc(pid)?.cpu ?? 0) : 0), 0) : 0;
  const random = createRng(235);
  const writers = sessions.filter((s) => s.sendTo);
  const loadAverageStart = os.loadavg()[0] ?? 0;

  const send = async (kind: CostKind, i: number): Promise<{ status: number; bytes: number; ms: number }> => {
    const session = kind === 'message send' ? writers[i % writers.length]! : sessions[i % sessions.length]!;
    const headers: Record<string, string> = { accept: 'application/json', cookie: session.cookie, 'x-lang': i % 3 === 0 ? 'de' : 'en' };
    let init: RequestInit = { headers };
    let path: string;
    if (kind === 'sync (nothing new)') path = `/api/sync?timestamp=${Math.floor(Date.now() / 1000)}&latestMessageId=0`;
    else if (kind === 'message send') {
      path = '/api/messages';
      Object.assign(headers, { 'content-type': 'application/json', 'x-xsrf-token': session.xsrf });
      init = { method: 'POST', headers, body: JSON.stringify({ type: 'text', ...session.sendTo, message: `Cost of a send ${i}` }) };
    } else path = browsePath(kind as RequestKind, random, listingIds);
    const started = performance.now();
    const res = await fetch(new URL(path, url), init);
    const body = await res.arrayBuffer();
    return { status: res.status, bytes: body.byteLength, ms: performance.now() - started };
  };

  // Idle: what the instance (its jobs worker) and PostgreSQL spend with no request at all.
  const idleSeconds = options.idleSeconds ?? 5;
  const [api0, pg0, t0] = [apiCpu(), pgCpu(), performance.now()];
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  const elapsedIdle = (performance.now() - t0) / 1000;
  const idle = { apiMsPerSecond: ((apiCpu() - api0) * 1000) / elapsedIdle, postgresMsPerSecond: ((pgCpu() - pg0) * 1000) / elapsedIdle };

  const rows: CostRow[] = [];
  for (const kind of COST_KINDS) {
    if (kind === 'message send' && writers.length === 0) continue;
    // Warm-up: the prepared statements, the broad words' totals (kept 30 s), the session cache.
    for (let i = 0; i < Math.min(20, requestsPerKind); i += 1) await send(kind, i);
    const [apiStart, pgStart, start] = [apiCpu(), pgCpu(), performance.now()];
    const latencies: number[] = [];
    let non2xx = 0;
    let bytes = 0;
    for (let i = 0; i < requestsPerKind; i += 1) {
      const answer = await send(kind, i);
      latencies.push(answer.ms);
      bytes += answer.bytes;
      if (answer.status < 200 || answer.status >= 300) non2xx += 1;
    }
    const elapsed = (performance.now() - start) / 1000;
    const row: CostRow = {
      kind,
      requests: requestsPerKind,
      non2xx,
      apiCpuMs: cpuMsPerRequest(apiCpu() - apiStart, elapsed, idle.apiMsPerSecond, requestsPerKind),
      postgresCpuMs: cpuMsPerRequest(pgCpu() - pgStart, elapsed, idle.postgresMsPerSecond, requestsPerKind),
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      bytes: bytes / requestsPerKind,
    };
    options.log(
      `    ${kind}: API ${row.apiCpuMs.toFixed(2)} ms, PostgreSQL ${row.postgresCpuMs.toFixed(2)} ms CPU a request; p95 ${row.p95Ms.toFixed(1)} ms one at a time`,
    );
    rows.push(row);
  }
  return { requestsPerKind, idle, loadAverageStart, loadAverageEnd: os.loadavg()[0] ?? 0, rows };
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);

export function costTable(costs: CostSummary): string {
  const lines = [
    `What one request costs: ${costs.requestsPerKind} requests of each kind one after another on one instance (after 20 to warm up), CPU time from /proc (PostgreSQL: its client backends, not its background processes) less the idle rate (API ${fixed(costs.idle.apiMsPerSecond)} ms/s, PostgreSQL ${fixed(costs.idle.postgresMsPerSecond)} ms/s); load average ${fixed(costs.loadAverageStart)} → ${fixed(costs.loadAverageEnd)}`,
    '',
    '| kind | requests | non-2xx | API CPU ms | PostgreSQL CPU ms | p50 ms | p95 ms | p99 ms | answer bytes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of costs.rows)
    lines.push(
      `| ${r.kind} | ${r.requests} | ${r.non2xx} | ${fixed(r.apiCpuMs, 2)} | ${fixed(r.postgresCpuMs, 2)} | ${fixed(r.p50Ms)} | ${fixed(r.p95Ms)} | ${fixed(r.p99Ms)} | ${r.bytes.toFixed(0)} |`,
    );
  return lines.join('\n');
}
