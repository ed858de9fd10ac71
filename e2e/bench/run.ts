// `npm run bench` (root): builds what is missing, starts the e2e stack on the bench's own ports,
// measures the front end and the API, stops everything it started, prints a table and writes
// bench-results/<timestamp>.{json,md}. See docs/benchmarks.md.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, USAGE, type BenchArgs } from './args';
import type { AlertMatchResult, BenchReport, MachineInfo, ApiResult } from './report';
import type { Target } from './api';

/** The event-stream section: the seeded seller who answers the PRO buyer, and its sizes. */
const STREAM_SELLER = { email: 'seller@bizmarkt.test', password: 'SellerPass123' };
/** Generated users (their sessions hold the open streams; the ladder's pool of 100 is among them). */
const STREAM_USERS = 200;
/** Messages timed, buyer and seller in turn: 20 each, what the send limit allows a minute. */
const STREAM_SAMPLES = 40;
const STREAM_SPACING_MS = 1_600;
/** Streams per user: the per-user cap of one instance. */
const STREAM_PER_USER = 5;

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

const ROOT = path.resolve(__dirname, '..', '..');
const E2E_DIR = path.resolve(__dirname, '..');
const RESULTS_DIR = path.join(ROOT, 'bench-results');
const DIST_APPS = ['shell', 'mfe-listings', 'mfe-create-listing', 'mfe-messaging', 'mfe-account'];
/** Paid plan, so `subscribed` pages render rather than redirect. */
const CREDENTIALS = { email: 'pro@bizmarkt.test', password: 'ProBuyerPass123' };

const log = (line: string) => process.stderr.write(`${line}\n`);

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
  const { stackPorts, chromiumPath } = await import('../support/ports');
  const { ROUTES } = await import('../../shared/src/routing/route-table');
  const frontend = await import('./frontend');
  const measure = await import('./measure');
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
  try {
    if (args.only.includes('frontend') || args.only.includes('lighthouse')) {
      log(
        `starting the stack: shell :${stackPorts.shell}, remotes :${stackPorts['mfe-listings']}–:${stackPorts['mfe-account']}, API :${stackPorts.api} (PGlite)`,
      );
      await stack.startStack();
    }

    if (args.only.includes('frontend')) {
      const origins: Record<string, string> = {};
      for (const host of ['localhost', '127.0.0.1']) {
        for (const app of stack.STACK_APPS) origins[`http://${host}:${stackPorts[app]}`] = app;
        origins[`http://${host}:${stackPorts.api}`] = 'api';
      }
      const browser = await frontend.launchBrowser(chromiumPath({ full: true }));
      cleanups.push(() => browser.close());

      log('building the baseline (React + react-dom + React Router) with rspack');
      const { buildBaseline } = await import('./baseline');
      const baselineDir = await buildBaseline(E2E_DIR);
      cleanups.push(() => fs.rmSync(path.dirname(baselineDir), { recursive: true, force: true }));
      const baselinePort = await api.freePort();
      const serve = path.join(ROOT, 'shared', 'tooling', 'serve.mjs');
      const baselineLog = fs.openSync(path.join(workDir, 'baseline.log'), 'a');
      const baselineServer = spawn(
        process.execPath,
        [serve, '--app', 'mfe-listings', '--dir', baselineDir, '--port', String(baselinePort), '--host', '127.0.0.1'],
        {
          cwd: path.join(ROOT, 'mfe-listings'),
          env: { ...process.env, NODE_ENV: 'production' },
          stdio: ['ignore', baselineLog, baselineLog],
        },
      );
      children.push(baselineServer);
      const baselineUrl = `http://127.0.0.1:${baselinePort}`;
      await api.waitForHttp(`${baselineUrl}/index.html`, 'baseline server');
      const baselineContext = await browser.newContext();
      const baselineLoad = await frontend.loadPage(baselineContext, `${baselineUrl}/`);
      await baselineContext.close();
      const baseline = measure.aggregate(baselineLoad.records, { [baselineUrl]: 'baseline' }).total;
      await api.stopChild(baselineServer);
      log(`  baseline: ${baseline.requests} requests, ${(baseline.jsBytes / 1024).toFixed(1)} KB JS`);

      const { findPublishedListingPath } = await import('./lighthouse');
      const listingPath = await findPublishedListingPath(`http://localhost:${stackPorts.shell}`);
      if (!listingPath)
        report.notes.push('Front end: no published listing was found through GET /api/businesses; the listing page was measured at /business/1.');
      const { pageTargets, selectRoutes } = await import('./targets');
      const targets = selectRoutes(pageTargets(ROUTES, args.quick, listingPath), args.routes);
      log(`measuring ${targets.length} pages in Chromium`);
      const pages = await frontend.measurePages({
        browser,
        shellUrl: `http://localhost:${stackPorts.shell}`,
        targets,
        origins,
        baseline,
        credentials: CREDENTIALS,
        log,
        // A server that died (or was stopped by something else) is started again, and said so.
        beforeEach: async () => {
          for (const app of stack.STACK_APPS) {
            if (await api.portOpen(stackPorts[app])) continue;
            const note = `${app} on :${stackPorts[app]} was found stopped during the front-end run and was started again.`;
            log(`  ${note}`);
            report.notes.push(note);
            await stack.startApp(app);
          }
        },
      });
      report.frontend = { baseline, origins, pages };
      report.notes.push(
        'Copies of react-dom and the MF runtime are counted by content markers in the JS bodies (react-dom: `rendererPackageName:"react-dom"`; MF runtime core: `snapshotHandler`); shared libraries by MF\'s `window.__FEDERATION__.__SHARE__` (entries with `loaded` or `lib`, deduplicated by version and provider).',
        `Routes behind \`auth\` or \`subscribed\` are loaded logged in as ${CREDENTIALS.email} (the login requests themselves are not counted); public and \`guest\` routes logged out.`,
      );
    }

    if (args.only.includes('lighthouse')) {
      // Every page the front-end section loads (the route table's routes), or when quick the pages
      // the budget names: `/`, `/search`, a published listing and `/login`.
      const { measureLighthouse, findPublishedListingPath } = await import('./lighthouse');
      const listingPath = await findPublishedListingPath(`http://localhost:${stackPorts.shell}`);
      if (!listingPath)
        report.notes.push('Lighthouse: no published listing was found through GET /api/businesses; the listing page was measured at /business/1.');
      const { lighthouseTargets, pageTargets, selectRoutes } = await import('./targets');
      // Named pages are taken from the full list, so --quick --routes can name any of them.
      const targets = args.routes ? selectRoutes(pageTargets(ROUTES, false, listingPath), args.routes) : lighthouseTargets(ROUTES, args.quick, listingPath);
      log(`Lighthouse (mobile): ${targets.length} page(s), ${args.lighthouseRuns} run(s) each`);
      try {
        const results = await measureLighthouse({
          chromePath: chromiumPath({ full: true }),
          baseUrl: `http://localhost:${stackPorts.shell}`,
          targets,
          runs: args.lighthouseRuns,
          cpuSlowdown: args.lighthouseCpuSlowdown,
          credentials: CREDENTIALS,
          log,
        });
        report.lighthouse = { results, ...(args.lighthouseCpuSlowdown !== undefined ? { cpuSlowdown: args.lighthouseCpuSlowdown } : {}) };
      } catch (error) {
        report.lighthouse = { results: [], error: (error as Error).message.split('\n')[0] };
        log(`  Lighthouse failed: ${report.lighthouse.error}`);
      }
    }

    if (args.only.includes('api')) {
      const load = { connections: args.connections, durationSeconds: args.durationSeconds, warmupSeconds: args.warmupSeconds };
      const results: ApiResult[] = [];
      const skipped: string[] = [];
      const alertMatching: AlertMatchResult[] = [];

      log(`API: ceiling (bare Fastify), ${load.connections} connections × ${load.durationSeconds} s per target`);
      const ceilingPort = await api.freePort();
      const ceiling = api.startNode(
        path.join(__dirname, 'ceiling-server.mjs'),
        __dirname,
        { ...process.env, NODE_ENV: 'production', PORT: String(ceilingPort), HOST: '127.0.0.1' },
        path.join(workDir, 'ceiling.log'),
      );
      children.push(ceiling);
      await api.waitForHttp(`http://127.0.0.1:${ceilingPort}/ceiling`, 'ceiling');
      const ceilingTarget: Target = { name: 'ceiling (bare Fastify)', url: `http://127.0.0.1:${ceilingPort}/ceiling` };
      const ceilingResult = await api.measureTarget('–', { ...ceilingTarget, name: 'ceiling (bare Fastify), at the start' }, load);
      results.push(ceilingResult);
      log(`  ceiling: ${ceilingResult.requestsPerSecond.toFixed(0)} req/s at the start; it keeps running and is measured again beside each paired target`);

      // Each database gets an API process of the bench's own (own port, freshly seeded), started as
      // the stack starts it, so the front end's sessions and any server a test may have stopped
      // don't touch these numbers.
      const apiDir = path.join(ROOT, 'api');
      const runDatabase = async (database: string, dbEnv: NodeJS.ProcessEnv) => {
        const port = await api.freePort();
        const env = {
          ...process.env,
          NODE_ENV: 'production',
          APP_KEY: 'bench-app-key-0123456789abcdef0123456789abcdef',
          MAIL_WORKER: 'off',
          // Production refuses to start without a way to send mail: the bench keeps it in the outbox.
          MAIL_TRANSPORT: 'outbox',
          PORT: String(port),
          HOST: '127.0.0.1',
          ...dbEnv,
        };
        api.seed(apiDir, env);
        let newMessageId: number | null = null;
        if (args.users > 0) {
          const generated = api.generate(apiDir, env, args.users, CREDENTIALS.email);
          newMessageId = generated.newMessageId;
          log(`  ${generated.summary}`);
          report.notes.push(`${database}: ${generated.summary}`);
          // Before the API opens the data (PGlite allows one process per folder).
          const matching = api.timeAlertMatching(apiDir, env, database);
          alertMatching.push(matching);
          log(
            `  ${database} alert matching: ${matching.alerts} alerts, ${matching.toldAverage} users told per listing, p50 ${matching.p50Ms} ms, p95 ${matching.p95Ms} ms`,
          );
        }
        const server = api.startNode('dist/server.js', apiDir, env, path.join(workDir, `api-${database.split(' ')[0]}.log`));
        children.push(server);
        const apiUrl = `http://127.0.0.1:${port}`;
        // Migrating and opening 100k listings takes a while on a loaded machine (the e2e stack allows 120 s too).
        await api.waitForHttp(`${apiUrl}/api/categories`, `API on ${database}`, 120_000);
        // PGlite: the searches one request at a time only (see searchTargets).
        for (const target of await api.apiTargets(apiUrl, CREDENTIALS, newMessageId, { searchUnderLoad: !database.startsWith('PGlite') })) {
          const result = await api.measureTarget(database, target, load, ceilingTarget);
          results.push(result);
          const failed = result.errors + result.non2xx;
          const outcome =
            result.total === 0 && failed === 0
              ? ', no answer within the run'
              : failed > 0
                ? `, ${failed} of ${result.total + result.errors} failed or timed out`
                : '';
          const beside =
            result.ratioToCeiling === null
              ? ''
              : `, ${result.ratioToCeiling.toFixed(2)} of the ceiling beside it (${(result.ceilingRequestsPerSecond ?? 0).toFixed(0)} req/s)`;
          log(
            `  ${database} ${target.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms${beside}${outcome}`,
          );
          // The next target measures itself, not this one's backlog.
          const settled = await api.settle(`${apiUrl}/api/businesses?sort=newest`);
          if (settled === null || settled > 5_000) {
            const note = `${database}: after "${target.name}" the API took ${settled === null ? 'more than 300' : (settled / 1000).toFixed(0)} s to answer quickly again (work the load left queued); the next target started after it.`;
            log(`  ${note}`);
            report.notes.push(note);
          }
        }
        if (args.users > 0 && database.startsWith('PostgreSQL')) {
          const ladder = await import('./sync-ladder');
          const cookies = await Promise.all(ladder.poolEmails(ladder.SESSION_POOL).map((email) => api.loginCookies(apiUrl, email, 'GeneratedPass123')));
          const result = await ladder.measureSyncLadder({
            database,
            apiUrl,
            users: args.ladderUsers ?? args.users,
            cookies,
            durationSeconds: args.quick && args.ladderUsers === null ? load.durationSeconds : ladder.LADDER_SECONDS,
            connections: load.connections,
          });
          results.push(result);
          log(
            `  ${database} ${result.target}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(1)} ms, ${result.errors + result.non2xx} errors`,
          );
        }
        await api.stopChild(server);
      };
      await runDatabase('PGlite', { DATABASE_URL: '', DATA_DIR: path.join(workDir, 'pglite') });

      if (!args.postgres) skipped.push('PostgreSQL (--no-postgres)');
      else if (!api.hasPostgresBinaries()) skipped.push('PostgreSQL (initdb/pg_ctl not on the PATH)');
      else {
        log('API: starting a throwaway PostgreSQL cluster');
        const { startPostgresCluster, stopPostgresCluster } = await import('../../api/test/setup/postgres-cluster');
        const cluster = await startPostgresCluster();
        cleanups.push(() => stopPostgresCluster(cluster));
        await runDatabase(`PostgreSQL ${postgresVersion()}`, { DATABASE_URL: cluster.adminUrl });
      }
      await api.stopChild(ceiling);
      report.api = { results, skipped, alertMatching };
      report.notes.push(
        "Each API target gets a warm-up run first; the load generator runs in the bench's own process on the same machine, so every target shares the cores with it alike.",
      );
    }
    if (args.only.includes('stream')) {
      // Two API processes on one PostgreSQL (the change feed is the way across instances), freshly
      // seeded, with a few generated users whose sessions hold the open streams.
      if (!args.postgres) report.stream = { skipped: 'PostgreSQL is off (--no-postgres)' };
      else if (!api.hasPostgresBinaries()) report.stream = { skipped: 'initdb/pg_ctl not on the PATH' };
      else {
        const streamBench = await import('./stream');
        const ladder = await import('./sync-ladder');
        log('Event stream: a throwaway PostgreSQL cluster and two API instances');
        const { startPostgresCluster, stopPostgresCluster } = await import('../../api/test/setup/postgres-cluster');
        const cluster = await startPostgresCluster();
        cleanups.push(() => stopPostgresCluster(cluster));
        const apiDir = path.join(ROOT, 'api');
        const base = {
          ...process.env,
          NODE_ENV: 'production',
          APP_KEY: 'bench-app-key-0123456789abcdef0123456789abcdef',
          MAIL_WORKER: 'off',
          HOST: '127.0.0.1',
          DATABASE_URL: cluster.adminUrl,
        };
        api.seed(apiDir, base);
        log(`  ${api.generate(apiDir, base, STREAM_USERS, CREDENTIALS.email).summary}`);
        const instances = [];
        for (const name of ['a', 'b']) {
          const port = await api.freePort();
          const server = api.startNode('dist/server.js', apiDir, { ...base, PORT: String(port) }, path.join(workDir, `api-stream-${name}.log`));
          children.push(server);
          const url = `http://127.0.0.1:${port}`;
          await api.waitForHttp(`${url}/api/categories`, `API ${name}`, 120_000);
          instances.push({ url, pid: server.pid! });
        }
        const [a, b] = instances as [{ url: string; pid: number }, { url: string; pid: number }];
        const buyerCookie = await api.loginCookies(a.url, CREDENTIALS.email, CREDENTIALS.password);
        const sellerCookie = await api.loginCookies(a.url, STREAM_SELLER.email, STREAM_SELLER.password);
        const database = `PostgreSQL ${postgresVersion()}`;
        log(`  delivery: ${STREAM_SAMPLES} messages through A, heard on B`);
        const delivery = await streamBench.measureDelivery({
          database,
          sendUrl: a.url,
          streamUrl: b.url,
          buyerCookie,
          sellerCookie,
          samples: STREAM_SAMPLES,
          spacingMs: STREAM_SPACING_MS,
        });
        log(`  delivery: p50 ${delivery.p50Ms.toFixed(1)} ms, p95 ${delivery.p95Ms.toFixed(1)} ms, max ${delivery.maxMs.toFixed(1)} ms`);
        const cookies = await Promise.all(ladder.poolEmails(ladder.SESSION_POOL).map((email) => api.loginCookies(b.url, email, 'GeneratedPass123')));
        log(`  open streams: ${cookies.length} users × ${STREAM_PER_USER} on B`);
        const capacity = await streamBench.measureOpenStreams({ database, apiUrl: b.url, pid: b.pid, cookies, perUser: STREAM_PER_USER });
        log(`  open streams: ${capacity.held} held, ${capacity.kibPerStream.toFixed(1)} KiB each`);
        report.stream = { delivery, capacity };
      }
    }

    if (args.only.includes('load')) {
      const { loadSettings, loadDataScale, loginSessions, listingIdsOf, measureLoad, loadTables, startInstances, postmasterPid } =
        await import('./load-section');
      const settings = loadSettings();
      const results = [];
      let costs: import('./load-costs').CostSummary | undefined;
      if (settings.targetUrl) {
        // A deployment already running (the cluster's nginx), its data generated beforehand.
        log(`Load: ${settings.users} users against ${settings.targetUrl}`);
        process.env.NODE_TLS_REJECT_UNAUTHORIZED ??= '0';
        const targets = settings.targetUrl.split(',').map((url) => url.trim());
        const sessions = await loginSessions(targets[0]!, settings.sessions);
        const listingIds = await listingIdsOf(targets[0]!);
        results.push(
          await measureLoad({
            label: settings.targetUrl,
            targets,
            pids: settings.targetPids,
            postgres: settings.targetPostgresUrl ? { pid: settings.targetPostgresPid, psql: ['psql', settings.targetPostgresUrl] } : null,
            settings,
            sessions,
            listingIds,
            log,
          }),
        );
      } else if (!api.hasPostgresBinaries()) {
        report.notes.push('Load: skipped, PostgreSQL (initdb/pg_ctl) is not on the PATH.');
      } else {
        log('Load: a throwaway PostgreSQL cluster');
        const { startPostgresCluster, stopPostgresCluster } = await import('../../api/test/setup/postgres-cluster');
        const cluster = await startPostgresCluster();
        cleanups.push(() => stopPostgresCluster(cluster));
        const apiDir = path.join(ROOT, 'api');
        const env = {
          ...process.env,
          NODE_ENV: 'production',
          APP_KEY: 'bench-app-key-0123456789abcdef0123456789abcdef',
          MAIL_TRANSPORT: 'outbox',
          DATABASE_URL: cluster.adminUrl,
        };
        api.seed(apiDir, env);
        const scale = loadDataScale(settings);
        const generated = api.generateCounts(apiDir, env, scale);
        log(`  ${generated.summary}`);
        report.notes.push(`Load data: ${generated.summary}`);
        const pid = postmasterPid(cluster.dataDir);
        const psqlArgs = ['psql', '-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres', '-d', 'postgres'];
        // Sessions live in the database: logged in once, they hold on every instance (one APP_KEY).
        let sessions: Awaited<ReturnType<typeof loginSessions>> | null = null;
        let listingIds: number[] = [];
        for (const count of settings.instances) {
          const { children: started, urls } = await startInstances(apiDir, env, count, workDir);
          children.push(...started);
          if (!sessions) {
            sessions = await loginSessions(urls[0]!, settings.sessions);
            listingIds = await listingIdsOf(urls[0]!);
            const writers = sessions.filter((session) => session.sendTo).length;
            report.notes.push(`Load: ${writers} of ${sessions.length} sessions have a dialog that takes messages (the others only read).`);
            if (settings.costRequests > 0) {
              log(`  what one request costs: ${settings.costRequests} of each kind, one at a time`);
              const { measureCosts } = await import('./load-costs');
              costs = await measureCosts({
                url: urls[0]!,
                apiPid: started[0]!.pid!,
                postgresPid: pid,
                sessions,
                listingIds,
                requestsPerKind: settings.costRequests,
                log,
              });
            }
          }
          log(`  ${count} instance(s): ${settings.users} users for ${settings.seconds} s`);
          const result = await measureLoad({
            label: `${count} instance${count === 1 ? '' : 's'}`,
            targets: urls,
            pids: started.map((child) => child.pid!),
            postgres: pid ? { pid, psql: psqlArgs } : null,
            settings,
            sessions,
            listingIds,
            log,
          });
          results.push(result);
          for (const child of started) await api.stopChild(child);
        }
      }
      const { costTable } = await import('./load-costs');
      report.load = { settings, results, costs, tables: [loadTables(results, settings), ...(costs ? ['', costTable(costs)] : [])].join('\n') };
    }
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

function postgresVersion(): string {
  const out = spawnSync('pg_ctl', ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return out.match(/\d+(\.\d+)?/)?.[0] ?? '';
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
