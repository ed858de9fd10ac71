// The page sections of `npm run bench` (run.ts): the front end in Chromium (requests, bytes, shared
// copies, against a bare React baseline) and Lighthouse's mobile run. Both need the stack started.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CREDENTIALS, E2E_DIR, log, ROOT, type BenchRun } from './run-common';

export async function frontendSection({ args, report, children, cleanups, workDir }: BenchRun): Promise<void> {
  const stack = await import('../support/stack');
  const { stackPorts, chromiumPath } = await import('../support/ports');
  const { ROUTES } = await import('../../shared/src/routing/route-table');
  const frontend = await import('./frontend');
  const measure = await import('./measure');
  const api = await import('./api');
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
  if (!listingPath) report.notes.push('Front end: no published listing was found through GET /api/businesses; the listing page was measured at /business/1.');
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

export async function lighthouseSection({ args, report }: BenchRun): Promise<void> {
  const { stackPorts, chromiumPath } = await import('../support/ports');
  const { ROUTES } = await import('../../shared/src/routing/route-table');
  // Every page the front-end section loads (the route table's routes), or when quick the pages
  // the budget names: `/`, `/search`, a published listing and `/login`.
  const { measureLighthouse, findPublishedListingPath } = await import('./lighthouse');
  const listingPath = await findPublishedListingPath(`http://localhost:${stackPorts.shell}`);
  if (!listingPath) report.notes.push('Lighthouse: no published listing was found through GET /api/businesses; the listing page was measured at /business/1.');
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
