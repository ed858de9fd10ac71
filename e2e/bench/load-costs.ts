// What one request of each kind costs (docs/capacity.md rests on it): on one API instance of the load
// section, before the simulated users come, N requests of each kind of the load scenario one after
// another (the same paths the users send), in rounds of every kind in turn; the API process's and
// PostgreSQL's client backends' CPU time read from /proc around each round, less what they spend idle
// meanwhile, divided by the round's requests; a kind's figure is the median of its rounds. CPU time per request is the steady figure on a shared
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
  rounds: number;
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
  /** Every kind in turn this many times (default 4); a kind's CPU is the median of its rounds. */
  rounds?: number;
  log: (line: string) => void;
}): Promise<CostSummary> {
  const { url, apiPid, postgresPid, sessions, listingIds, requestsPerKind } = options;
  const rounds = Math.max(1, options.rounds ?? 4);
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

  // Rounds: every kind in turn, `rounds` times; a kind's CPU is the median of its rounds, so a burst of
  // other work (the first instance's jobs worker, a checkpoint) spoils one round, not the figure. Each
  // round starts with unmeasured requests: prepared statements, and the broad words' totals, which
  // expire after 30 s and would otherwise be counted again inside the measured requests.
  const perRound = Math.max(1, Math.round(requestsPerKind / rounds));
  const kinds = COST_KINDS.filter((kind) => kind !== 'message send' || writers.length > 0);
  const measured = new Map(kinds.map((kind) => [kind, { latencies: [] as number[], non2xx: 0, bytes: 0, api: [] as number[], pg: [] as number[] }]));
  for (let round = 0; round < rounds; round += 1) {
    for (const kind of kinds) {
      const m = measured.get(kind)!;
      for (let i = 0; i < Math.min(15, perRound); i += 1) await send(kind, i);
      const [apiStart, pgStart, start] = [apiCpu(), pgCpu(), performance.now()];
      for (let i = 0; i < perRound; i += 1) {
        const answer = await send(kind, round * perRound + i);
        m.latencies.push(answer.ms);
        m.bytes += answer.bytes;
        if (answer.status < 200 || answer.status >= 300) m.non2xx += 1;
      }
      const elapsed = (performance.now() - start) / 1000;
      m.api.push(cpuMsPerRequest(apiCpu() - apiStart, elapsed, idle.apiMsPerSecond, perRound));
      m.pg.push(cpuMsPerRequest(pgCpu() - pgStart, elapsed, idle.postgresMsPerSecond, perRound));
    }
  }
  const rows: CostRow[] = [];
  for (const kind of kinds) {
    const m = measured.get(kind)!;
    const row: CostRow = {
      kind,
      requests: m.latencies.length,
      non2xx: m.non2xx,
      apiCpuMs: percentile(m.api, 50),
      postgresCpuMs: percentile(m.pg, 50),
      p50Ms: percentile(m.latencies, 50),
      p95Ms: percentile(m.latencies, 95),
      p99Ms: percentile(m.latencies, 99),
      bytes: m.bytes / m.latencies.length,
    };
    options.log(
      `    ${kind}: API ${row.apiCpuMs.toFixed(2)} ms, PostgreSQL ${row.postgresCpuMs.toFixed(2)} ms CPU a request; p95 ${row.p95Ms.toFixed(1)} ms one at a time`,
    );
    rows.push(row);
  }
  return { requestsPerKind, rounds, idle, loadAverageStart, loadAverageEnd: os.loadavg()[0] ?? 0, rows };
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);

export function costTable(costs: CostSummary): string {
  const lines = [
    `What one request costs: ${costs.requestsPerKind} requests of each kind one after another on one instance, in ${costs.rounds} rounds of every kind in turn (each after 15 unmeasured), CPU time per request the median of the rounds (from /proc; PostgreSQL: its client backends, not its background processes), less the idle rate (API ${fixed(costs.idle.apiMsPerSecond)} ms/s, PostgreSQL ${fixed(costs.idle.postgresMsPerSecond)} ms/s); load average ${fixed(costs.loadAverageStart)} → ${fixed(costs.loadAverageEnd)}`,
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
