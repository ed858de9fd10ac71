// The bench's `load` section (issue #31 §5): a throwaway PostgreSQL filled by the generator, then the
// same simulated users (load.ts) against one, two and three API instances in turn (each instance its
// own process on the one database, the users spread over them round-robin as nginx does), while the
// instances' CPU and memory (/proc of their PIDs), PostgreSQL's CPU and its client connections
// (pg_stat_activity) are sampled every second. Or, with BENCH_TARGET_URL, the same users against a
// deployment already running (the cluster's nginx): then only that URL is measured.
//
// Sizes (environment): BENCH_USERS (simulated users, default 500), BENCH_LISTINGS (generated listings,
// default 5,000; 100,000 for the issue's run), BENCH_INSTANCES ("1,2,3"), BENCH_LOAD_SECONDS (per
// instance count, default 20), BENCH_SESSIONS (logged-in sessions the users share, default 100),
// BENCH_BROWSE_SECONDS (mean seconds between a user's browsing actions, default 60),
// BENCH_SEND_SECONDS (between a user's sends, default 600), BENCH_CONNECTIONS (keep-alive
// connections per target, default 64), BENCH_COST_REQUESTS (requests of each kind timed one at a time
// for their CPU cost before the users come, default 400; 0 = none), BENCH_TARGET_URL (with BENCH_API_PIDS=pid,pid and
// BENCH_POSTGRES_URL, BENCH_POSTGRES_PID to sample the deployment's instances, PostgreSQL's CPU and
// its connections; several URLs, comma-separated, share the users round-robin).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as api from './api';
import { offeredRate, runLoad, type LoadRun, type LoadSession } from './load';
import { Sampler, type ResourceSummary } from './load-resources';

export { cpuSecondsOf, rssMbOf } from './load-resources';

export interface LoadSettings {
  users: number;
  listings: number;
  instances: number[];
  seconds: number;
  sessions: number;
  browseEverySeconds: number;
  sendEverySeconds: number;
  connections: number;
  /** Requests of each kind measured one at a time for their CPU cost (load-costs.ts); 0 = none. */
  costRequests: number;
  targetUrl: string | null;
  /** With a target URL: the API instances' PIDs to read from /proc, and PostgreSQL's URL for pg_stat_activity. */
  targetPids: number[];
  targetPostgresUrl: string | null;
  targetPostgresPid: number | null;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number ≥ ${min}, got "${raw}"`);
  return n;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): LoadSettings {
  const instances = (env.BENCH_INSTANCES ?? '1,2,3').split(',').map((part) => Number(part.trim()));
  if (instances.length === 0 || instances.some((n) => !Number.isInteger(n) || n < 1 || n > 16))
    throw new Error(`BENCH_INSTANCES takes instance counts from 1 to 16, e.g. "1,2,3"; got "${env.BENCH_INSTANCES}"`);
  return {
    users: intFrom(env, 'BENCH_USERS', 500, 1),
    listings: intFrom(env, 'BENCH_LISTINGS', 5_000, 1),
    instances,
    seconds: intFrom(env, 'BENCH_LOAD_SECONDS', 20, 1),
    sessions: intFrom(env, 'BENCH_SESSIONS', 100, 1),
    browseEverySeconds: intFrom(env, 'BENCH_BROWSE_SECONDS', 60),
    sendEverySeconds: intFrom(env, 'BENCH_SEND_SECONDS', 600),
    connections: intFrom(env, 'BENCH_CONNECTIONS', 64, 1),
    costRequests: intFrom(env, 'BENCH_COST_REQUESTS', 400),
    targetUrl: env.BENCH_TARGET_URL?.trim() || null,
    targetPids: (env.BENCH_API_PIDS ?? '')
      .split(',')
      .map((part) => Number(part.trim()))
      .filter((pid) => Number.isInteger(pid) && pid > 0),
    targetPostgresUrl: env.BENCH_POSTGRES_URL?.trim() || null,
    targetPostgresPid: Number(env.BENCH_POSTGRES_PID) || null,
  };
}

/** Generator counts for the load run: the listings as asked, users enough for the session pool, the rest in proportion. */
export function loadDataScale(settings: Pick<LoadSettings, 'listings' | 'sessions'>): { users: number; listings: number; dialogs: number; messages: number } {
  const factor = settings.listings / 100_000;
  return {
    users: Math.max(settings.sessions, Math.round(10_000 * factor)),
    listings: settings.listings,
    dialogs: Math.max(settings.sessions, Math.round(50_000 * factor)),
    messages: Math.round(1_000_000 * factor),
  };
}

export interface LoadResult {
  label: string;
  instances: number;
  offeredPerSecond: number;
  run: LoadRun;
  resources: ResourceSummary;
}

/** The XSRF token of a Cookie header (what the SPA sends back in X-XSRF-TOKEN). */
export function xsrfOf(cookie: string): string {
  const pair = cookie.split('; ').find((p) => p.startsWith('XSRF-TOKEN='));
  return pair ? decodeURIComponent(pair.slice('XSRF-TOKEN='.length)) : '';
}

/** The pool's sessions and a dialog each may write in (as its listing's seller, who needs no plan). */
export async function loginSessions(baseUrl: string, count: number): Promise<LoadSession[]> {
  const sessions: LoadSession[] = [];
  for (let i = 0; i < count; i += 1) {
    const cookie = await api.loginCookies(baseUrl, `user-${i}@gen.bizmarkt.test`, 'GeneratedPass123');
    const xsrf = xsrfOf(cookie);
    const dialogs = await fetch(`${baseUrl}/api/dialogs`, { headers: { accept: 'application/json', cookie } })
      .then((res) => (res.ok ? (res.json() as Promise<{ data: { id: number; is_mine: boolean; dialogs: { buyer_id: number }[] }[] }>) : { data: [] }))
      .catch(() => ({ data: [] }));
    // A dialog may be closed to new messages (a sold listing, a locked chat): the first of a few that
    // takes a message is the session's.
    let sendTo: LoadSession['sendTo'] = null;
    for (const group of dialogs.data.filter((g) => g.is_mine && g.dialogs.length > 0).slice(0, 3)) {
      const candidate = { business_id: group.id, opponent_id: group.dialogs[0]!.buyer_id };
      const res = await fetch(`${baseUrl}/api/messages`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf },
        body: JSON.stringify({ type: 'text', ...candidate, message: 'Load test: this dialog takes messages.' }),
      }).catch(() => null);
      if (res?.status === 201) {
        sendTo = candidate;
        break;
      }
    }
    sessions.push({ cookie, xsrf, sendTo });
  }
  return sessions;
}

export async function listingIdsOf(baseUrl: string, pages = 10): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= pages; page += 1) {
    const body = (await fetch(`${baseUrl}/api/businesses?sort=newest&page=${page * 7}`).then((res) => res.json())) as { data?: { id: number }[] };
    ids.push(...(body.data ?? []).map((card) => card.id));
  }
  return ids;
}

export async function measureLoad(options: {
  label: string;
  targets: string[];
  pids: number[];
  postgres: { pid: number | null; psql: string[] } | null;
  settings: LoadSettings;
  sessions: LoadSession[];
  listingIds: number[];
  log: (line: string) => void;
}): Promise<LoadResult> {
  const { settings } = options;
  const scenario = {
    targets: options.targets,
    users: settings.users,
    durationSeconds: settings.seconds,
    sessions: options.sessions,
    listingIds: options.listingIds,
    browseEverySeconds: settings.browseEverySeconds,
    sendEverySeconds: settings.sendEverySeconds,
    connectionsPerTarget: settings.connections,
  };
  const sampler = new Sampler(options.pids, options.postgres);
  sampler.start();
  const run = await runLoad(scenario, options.log);
  const resources = sampler.stop();
  return { label: options.label, instances: options.pids.length || 1, offeredPerSecond: offeredRate(scenario), run, resources };
}

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

/** The section's tables: per run the request kinds, then the resources, then the ratios to the first run. */
export function loadTables(results: readonly LoadResult[], settings: LoadSettings): string {
  const lines: string[] = [];
  lines.push(
    `Load: ${settings.users} simulated users (${settings.sessions} sessions), ${settings.targetUrl ? `against ${settings.targetUrl} (its data as it is)` : `${settings.listings} generated listings`}, ${settings.seconds} s per run, browsing every ${settings.browseEverySeconds} s, a send every ${settings.sendEverySeconds} s per user`,
    '',
    '| run | kind | requests | errors | non-2xx | p50 ms | p95 ms | p99 ms |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const result of results) {
    for (const k of result.run.kinds) {
      if (k.count === 0) continue;
      lines.push(`| ${result.label} | ${k.kind} | ${k.count} | ${k.errors} | ${k.non2xx} | ${ms(k.p50Ms)} | ${ms(k.p95Ms)} | ${ms(k.p99Ms)} |`);
    }
  }
  lines.push(
    '',
    '| run | offered req/s | answered req/s | 0 errors (errors + non-2xx + unanswered) | instances CPU % (each) | instances peak RSS MB | PostgreSQL CPU % | PG connections peak / mean | load generator CPU % | machine busy % (all cores) | load avg start → end |',
    '| --- | ---: | ---: | --- | --- | --- | ---: | --- | ---: | ---: | --- |',
  );
  for (const r of results) {
    const failed = r.run.kinds.reduce((sum, k) => sum + k.errors + k.non2xx, 0) + r.run.unanswered;
    const cpu = r.resources.instances.map((i) => i.cpuPercent.toFixed(0)).join(' / ') || '–';
    const rss = r.resources.instances.map((i) => i.peakRssMb.toFixed(0)).join(' / ') || '–';
    const pg = r.resources.postgresConnections ? `${r.resources.postgresConnections.peak} / ${r.resources.postgresConnections.mean.toFixed(1)}` : '–';
    lines.push(
      `| ${r.label} | ${r.offeredPerSecond.toFixed(0)} | ${r.run.requestsPerSecond.toFixed(0)} | ${failed === 0 ? 'yes' : `NO (${failed})`} | ${cpu} | ${rss} | ${r.resources.postgresCpuPercent === null ? '–' : r.resources.postgresCpuPercent.toFixed(0)} | ${pg} | ${r.resources.generatorCpuPercent.toFixed(0)} | ${r.resources.machineBusyPercent.toFixed(0)} | ${r.resources.loadAverageStart.toFixed(1)} → ${r.resources.loadAverage.toFixed(1)} |`,
    );
  }
  const first = results[0];
  if (first && results.length > 1) {
    lines.push(
      '',
      `| run | p95 search broad / ${first.label} | p95 listing page / ${first.label} | p95 sync / ${first.label} |`,
      '| --- | ---: | ---: | ---: |',
    );
    const p95 = (r: LoadResult, kind: string) => r.run.kinds.find((k) => k.kind === kind)?.p95Ms ?? 0;
    const ratio = (r: LoadResult, kind: string) => (p95(first, kind) > 0 ? (p95(r, kind) / p95(first, kind)).toFixed(2) : '–');
    for (const r of results) lines.push(`| ${r.label} | ${ratio(r, 'search: broad word')} | ${ratio(r, 'listing page')} | ${ratio(r, 'sync (ladder)')} |`);
  }
  lines.push(
    '',
    `Machine: ${os.availableParallelism?.() ?? os.cpus().length} cores; the load generator, every instance and PostgreSQL share them. When the machine's busy % nears 100 (ours and other work together), the machine is the limit, not the design: more instances then only share the same cores, and the latencies are time spent waiting for a core.`,
  );
  return lines.join('\n');
}

/** Starts `count` API instances on the database (the same APP_KEY), answers their URLs and children. */
export async function startInstances(apiDir: string, env: NodeJS.ProcessEnv, count: number, workDir: string) {
  const children = [];
  const urls: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const port = await api.freePort();
    // Only the first runs the jobs, as in the cluster (shared/tooling/cluster-services.mjs).
    const child = api.startNode(
      'dist/server.js',
      apiDir,
      { ...env, PORT: String(port), HOST: '127.0.0.1', JOBS_WORKER: i === 0 ? 'on' : 'off', MAIL_WORKER: 'off' },
      path.join(workDir, `load-api-${count}-${i}.log`),
    );
    children.push(child);
    urls.push(`http://127.0.0.1:${port}`);
  }
  for (const url of urls) await api.waitForHttp(`${url}/api/categories`, 'API instance', 120_000);
  return { children, urls };
}

/** The postmaster's PID of a data folder (its first line of postmaster.pid). */
export function postmasterPid(dataDir: string): number | null {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}
