// The API section of `npm run bench` (run.ts): a bare Fastify ceiling, then the API's routes on PGlite
// and on a throwaway PostgreSQL, each on freshly seeded (and generated) data, with the /api/sync ladder.
import path from 'node:path';
import type { AlertMatchResult, ApiResult } from './report';
import type { Target } from './api';
import { CREDENTIALS, log, postgresVersion, ROOT, type BenchRun } from './run-common';

export async function apiSection({ args, report, children, cleanups, workDir }: BenchRun): Promise<void> {
  const api = await import('./api');
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
