// `npm run bench` (root): builds what is missing, starts the e2e stack on the bench's own ports,
// measures the front end and the API, stops everything it started, prints a table and writes
// bench-results/<timestamp>.{json,md}. See docs/benchmarks.md.
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, USAGE, type BenchArgs } from './args';
import type { BenchReport, MachineInfo } from './report';
import { apiSection } from './run-api';
import { log, ROOT, type BenchRun } from './run-common';
import { loadSection } from './run-load';
import { frontendSection, lighthouseSection } from './run-pages';
import { streamSection } from './run-stream';

// The bench's ports: away from `npm start` (3000–3004/4000) and the e2e suite (3100–3104/4100).
// Set before the stack helpers are loaded, since they read them once.
const BENCH_PORTS: Record<string, string> = {
  E2E_SHELL_PORT: '3500',
  E2E_MFE_LISTINGS_PORT: '3501',
  E2E_MFE_CREATE_LISTING_PORT: '3502',
  E2E_MFE_MESSAGING_PORT: '3503',
  E2E_MFE_ACCOUNT_PORT: '3504',
  E2E_API_PORT: '4500',
};
for (const [name, value] of Object.entries(BENCH_PORTS)) process.env[name] ??= value;

const RESULTS_DIR = path.join(ROOT, 'bench-results');
const DIST_APPS = ['shell', 'mfe-listings', 'mfe-create-listing', 'mfe-messaging', 'mfe-account'];
function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

function machineInfo(date: Date): MachineInfo {
  return {
    commit: git(['rev-parse', 'HEAD']) || 'unknown',
    dirty: git(['status', '--porcelain']) !== '',
    cores: os.availableParallelism?.() ?? os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryBytes: os.totalmem(),
    loadAverage: os.loadavg()[0] ?? 0,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    date: date.toISOString(),
  };
}

function ensureBuilds(sections: readonly string[]): void {
  // The API and load sections need the API's build only; the pages need every app's.
  const pages = sections.includes('frontend') || sections.includes('lighthouse');
  const missing = pages ? DIST_APPS.filter((app) => !fs.existsSync(path.join(ROOT, app, 'dist', 'index.html'))) : [];
  if (!fs.existsSync(path.join(ROOT, 'api', 'dist', 'server.js'))) missing.push('api');
  if (missing.length === 0) return;
  const filter = pages ? [] : ['--filter', './api'];
  log(`building (no dist/ for ${missing.join(', ')}): pnpm ${[...filter, 'build'].join(' ')}`);
  const result = spawnSync('pnpm', [...filter, 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('pnpm build failed');
}

async function main(args: BenchArgs): Promise<void> {
  const started = new Date();
  ensureBuilds(args.only);
  const stack = await import('../support/stack');
  const { stackPorts } = await import('../support/ports');
  const api = await import('./api');
  const { writeReport, frontendTable, apiTable, apiBudgetTable, alertMatchTable, sharedTable, lighthouseTable } = await import('./report');

  const report: BenchReport = {
    machine: machineInfo(started),
    options: { quick: args.quick, only: args.only, connections: args.connections, durationSeconds: args.durationSeconds },
    notes: [],
  };
  const children: ChildProcess[] = [];
  const cleanups: Array<() => void | Promise<void>> = [];
  let stopping = false;
  const stopAll = async () => {
    if (stopping) return;
    stopping = true;
    for (const child of children) await api.stopChild(child).catch(() => undefined);
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    await stack.stopStack().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping what the bench started`);
      void stopAll().finally(() => process.exit(130));
    });
  }

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizmarkt-bench-'));
  cleanups.push(() => fs.rmSync(workDir, { recursive: true, force: true }));
  const run: BenchRun = { args, report, children, cleanups, workDir };
  try {
    if (args.only.includes('frontend') || args.only.includes('lighthouse')) {
      log(
        `starting the stack: shell :${stackPorts.shell}, remotes :${stackPorts['mfe-listings']}–:${stackPorts['mfe-account']}, API :${stackPorts.api} (PGlite)`,
      );
      await stack.startStack();
    }

    if (args.only.includes('frontend')) await frontendSection(run);
    if (args.only.includes('lighthouse')) await lighthouseSection(run);
    if (args.only.includes('api')) await apiSection(run);
    if (args.only.includes('stream')) await streamSection(run);
    if (args.only.includes('load')) await loadSection(run);
  } finally {
    log('stopping everything the bench started');
    await stopAll();
  }

  if (!report.lighthouse) report.notes.push('Lighthouse was not run (`--quick` leaves it out; `--only lighthouse` runs it).');
  const { appendHistory, historyEntry, previousRun, readHistory, changesTable } = await import('./history');
  const current = historyEntry(report);
  report.history = { current, previous: previousRun(readHistory(RESULTS_DIR), current) };
  const files = writeReport(report, RESULTS_DIR, started);
  appendHistory(RESULTS_DIR, current);
  const sections = [];
  if (report.frontend) sections.push(frontendTable(report.frontend.pages), '', sharedTable(report.frontend.pages));
  if (report.history.previous && current.pages) {
    sections.push(
      '',
      `Since the last ${args.quick ? 'quick' : 'full'} run (commit ${report.history.previous.commit.slice(0, 7)}, ${report.history.previous.date}):`,
      changesTable(report.history.previous, current),
    );
  }
  if (report.lighthouse) sections.push('', lighthouseTable(report.lighthouse.results));
  if (report.api) sections.push('', apiTable(report.api.results));
  if (report.api && apiBudgetTable(report.api.results)) sections.push('', apiBudgetTable(report.api.results));
  if (report.api?.alertMatching?.length) sections.push('', alertMatchTable(report.api.alertMatching));
  if (report.load) sections.push('', report.load.tables);
  process.stdout.write(`${sections.join('\n')}\n`);
  log(
    `\nwritten: ${path.relative(ROOT, files.md)} and ${path.relative(ROOT, files.json)}, one line added to bench-results/history.jsonl (${((Date.now() - started.getTime()) / 1000).toFixed(0)} s)`,
  );
}

let parsed: BenchArgs;
try {
  parsed = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (parsed.help) {
  console.log(USAGE);
  process.exit(0);
}
main(parsed).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
