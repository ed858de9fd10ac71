// The event-stream section of `npm run bench` (run.ts): two API instances on one PostgreSQL, the delay
// of a message sent through one and heard on the other, and the open streams one instance holds.
import path from 'node:path';
import { CREDENTIALS, log, postgresVersion, ROOT, type BenchRun } from './run-common';

/** The event-stream section: the seeded seller who answers the PRO buyer, and its sizes. */
const STREAM_SELLER = { email: 'seller@bizmarkt.test', password: 'SellerPass123' };
/** Generated users (their sessions hold the open streams; the ladder's pool of 100 is among them). */
const STREAM_USERS = 200;
/** Messages timed, buyer and seller in turn: 20 each, what the send limit allows a minute. */
const STREAM_SAMPLES = 40;
const STREAM_SPACING_MS = 1_600;
/** Streams per user: the per-user cap of one instance. */
const STREAM_PER_USER = 5;

export async function streamSection({ args, report, children, cleanups, workDir }: BenchRun): Promise<void> {
  const api = await import('./api');
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
