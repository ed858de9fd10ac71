// The load section of `npm run bench` (run.ts): simulated users against 1, 2 and 3 API instances on a
// throwaway PostgreSQL, or against a deployment already running (BENCH_TARGET_URL). docs/benchmarks.md.
import path from 'node:path';
import { log, ROOT, type BenchRun } from './run-common';

export async function loadSection({ report, children, cleanups, workDir }: BenchRun): Promise<void> {
  const api = await import('./api');
  const { loadSettings, loadDataScale, loginSessions, listingIdsOf, measureLoad, loadTables, startInstances, postmasterPid } = await import('./load-section');
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
