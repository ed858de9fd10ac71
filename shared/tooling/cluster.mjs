#!/usr/bin/env node
// `npm run start:cluster`: the production topology on this machine (docs/deploy.md). PostgreSQL (a
// throwaway cluster of the installed binaries in the run folder, or DATABASE_URL), an S3-compatible
// server on loopback holding every file (startObjectStore), migrations once,
// three API instances (the first with the jobs and mail workers), the shell's and the remotes' Node
// servers, the remotes released into their versioned folders, and nginx in front on https with a
// self-signed certificate. Prints the URL; Ctrl+C (or SIGTERM) stops everything it started.
//
// Settings (environment): CLUSTER_HTTPS_PORT (3443), CLUSTER_HTTP_PORT (3080), CLUSTER_RUN_DIR
// (deploy/.run, git-ignored), CLUSTER_SKIP_BUILD=1 (use the builds as they are), CLUSTER_DEMO_DATA=off,
// CLUSTER_S3=off (files in the local folders), DATABASE_URL (an existing PostgreSQL instead of the
// throwaway one), MEDIA_STORE=s3 with MEDIA_S3_* (an existing bucket), APP_KEY, SMTP_URL.
// Node's modules only (it installs and builds before anything else is there).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';
import { brotliModuleFile, ensureSelfSignedCertificate, nginxArgs, testNginxConfig, writeNginxConfig } from './cluster-nginx.mjs';
import { freePort, runQuiet, startProcess, stopLeftovers, stopProcess, waitFor } from './cluster-processes.mjs';
import { API_INSTANCES, apiInstanceEnv, service } from './cluster-services.mjs';
import { checkTools, isRoot, MissingTool, startObjectStore, startPostgres } from './cluster-stores.mjs';
import { buildAll, ensurePnpm, installDependencies, log, ROOT } from './run.mjs';

// What the tests and the cluster's e2e setup import from here.
export { freePort, waitFor } from './cluster-processes.mjs';
export { checkTools, MissingTool, postgresBinDir, startObjectStore } from './cluster-stores.mjs';

/** The start was interrupted by a stop (Ctrl+C while starting). */
export class ClusterStopped extends Error {}

/** Whether a folder holds any file (below it). */
function hasFiles(dir) {
  if (!fs.existsSync(dir)) return false;
  return fs.readdirSync(dir, { withFileTypes: true }).some((entry) => (entry.isDirectory() ? hasFiles(path.join(dir, entry.name)) : true));
}

function appKey(runDir) {
  if (process.env.APP_KEY) return process.env.APP_KEY;
  const file = path.join(runDir, 'app-key');
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * Starts the whole topology; resolves to `{ url, stop }` once nginx answers /api/health. Everything
 * started is stopped by `stop()` (also when starting fails half-way).
 */
export async function startCluster(options = {}) {
  const env = { ...process.env, ...options.env };
  const runDir = path.resolve(ROOT, env.CLUSTER_RUN_DIR ?? path.join('deploy', '.run'));
  const httpsPort = Number(env.CLUSTER_HTTPS_PORT ?? 3443);
  const httpPort = Number(env.CLUSTER_HTTP_PORT ?? 3080);
  const tools = checkTools(env);
  fs.mkdirSync(path.join(runDir, 'logs'), { recursive: true });
  fs.chmodSync(runDir, 0o755);
  stopLeftovers(runDir);
  const logDir = path.join(runDir, 'logs');
  const children = [];
  let postgres = null;
  let stopping = false;
  let state = null;
  /** cluster.json: the URL, ports and every process's pid (rewritten when an instance is restarted). */
  const writeState = () => {
    if (!state) return;
    state.processes = children.map((c) => ({ name: c.label, pid: c.pid, log: c.logFile }));
    fs.writeFileSync(path.join(runDir, 'cluster.json'), `${JSON.stringify(state, null, 2)}\n`);
  };
  const stop = async () => {
    stopping = true;
    for (const child of [...children].reverse()) await stopProcess(child);
    postgres?.stop();
    fs.rmSync(path.join(runDir, 'cluster.json'), { force: true });
  };
  // A stop asked for while starting (Ctrl+C) ends the start at its next step, then stops what it started.
  options.onStopReady?.(stop);
  const checkpoint = () => {
    if (stopping) throw new ClusterStopped('stopped while starting');
  };
  try {
    if (env.CLUSTER_SKIP_BUILD !== '1') {
      ensurePnpm();
      installDependencies();
      buildAll();
    }
    for (const dir of ['api', ...APPS.map((a) => a.dir)]) {
      if (!fs.existsSync(path.join(ROOT, dir, 'dist'))) throw new Error(`${dir}/dist is missing: build first (pnpm build), or run without CLUSTER_SKIP_BUILD`);
    }
    const publicUrl = `https://localhost${httpsPort === 443 ? '' : `:${httpsPort}`}`;

    // 1. The database.
    let databaseUrl = env.DATABASE_URL;
    if (!databaseUrl) {
      postgres = await startPostgres(runDir, tools.pgBin);
      databaseUrl = postgres.url;
    }
    checkpoint();
    // 2. Object storage (see startObjectStore).
    const objectStore = await startObjectStore(runDir, env, { logDir, started: (child) => children.push(child) });

    const common = {
      ...process.env,
      ...options.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      APP_KEY: appKey(runDir),
      APP_URL: publicUrl,
      TRUST_PROXY: 'loopback',
      MEDIA_DIR: path.join(runDir, 'media'),
      INVOICE_DIR: path.join(runDir, 'invoices'),
      MAIL_TRANSPORT: env.SMTP_URL ? 'smtp' : 'outbox',
      LOG_LEVEL: env.LOG_LEVEL ?? 'info',
      MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
      ...objectStore?.env,
    };
    checkpoint();
    // 3. Migrations once, then the demo data when the database is empty.
    const once = (name) => {
      const s = service(name);
      const [command, ...args] = s.command;
      runQuiet(command === 'node' ? process.execPath : command, args, { cwd: path.join(ROOT, s.cwd), env: common });
    };
    log('Migrations (once, before any instance)');
    once('migrate');
    // A run folder from a run on the local folders: its files into the bucket (idempotent, nothing removed).
    const migrated = path.join(runDir, 'media-copied-to-s3');
    if (objectStore?.directory && !fs.existsSync(migrated) && (hasFiles(common.MEDIA_DIR) || hasFiles(common.INVOICE_DIR))) {
      log('Media: the local folders of an earlier run copied into the bucket (migrate-media)');
      once('migrate-media');
      fs.writeFileSync(migrated, `${new Date().toISOString()}\n`);
    }
    if (env.CLUSTER_DEMO_DATA !== 'off') {
      log('Demo data (only when the database is empty)');
      once('seed');
    }

    // 4. Ports of this run.
    const apiPorts = [];
    for (let i = 0; i < API_INSTANCES; i++) apiPorts.push(await freePort());
    const internalPort = await freePort();
    const internalUrl = `http://127.0.0.1:${internalPort}`;
    const appPorts = {};
    for (const app of APPS) appPorts[app.dir] = await freePort();

    checkpoint();
    // 5. The API instances, each ready (GET /health) before the next part.
    log(`${API_INSTANCES} API instances (the first runs the jobs and mail workers)`);
    const api = service('api');
    // An instance that dies (a crash, kill -9) is started again after a second on its port, as a
    // platform's supervisor would; nginx takes it back once its fail_timeout has passed.
    const startInstance = (i) => {
      const child = startProcess(`api-${i + 1}`, process.execPath, api.command.slice(1), {
        cwd: path.join(ROOT, api.cwd),
        env: apiInstanceEnv(i, { ...common, PORT: String(apiPorts[i]), HOST: '127.0.0.1' }),
        logDir,
      });
      child.on('exit', () => {
        if (child.stoppedOnPurpose || stopping) return;
        setTimeout(() => {
          if (stopping) return;
          console.error(`  restarting api-${i + 1}`);
          const replacement = startInstance(i);
          children[children.indexOf(child)] = replacement;
          writeState();
        }, 1000);
      });
      return child;
    };
    const instances = apiPorts.map((_, i) => startInstance(i));
    children.push(...instances);
    await Promise.all(instances.map((child, i) => waitFor(`http://127.0.0.1:${apiPorts[i]}${api.health}`, { child })));

    checkpoint();
    // 6. The remotes released into their folders (the current builds), remotes.json for this origin.
    const publicDir = path.join(runDir, 'public');
    const release = service('release');
    runQuiet(process.execPath, [...release.command.slice(1), '--dir', publicDir, '--public-url', publicUrl], { cwd: path.join(ROOT, release.cwd) });

    checkpoint();
    // 7. The shell's and the remotes' Node servers.
    log("The shell's server and the remotes' renderers");
    const appEnv = { ...process.env, ...options.env, HOST: '127.0.0.1', API_URL: internalUrl, LOG_LEVEL: env.LOG_LEVEL ?? 'warn', SHELL_ORIGINS: publicUrl };
    for (const app of APPS) {
      appEnv[app.portEnv] = String(appPorts[app.dir]);
      if (app.urlEnv) appEnv[app.urlEnv.replace(/_URL$/, '_SERVER_URL')] = `http://127.0.0.1:${appPorts[app.dir]}/`;
    }
    const appServers = APPS.map((app) => {
      const s = service(app.dir);
      return startProcess(app.dir, process.execPath, s.command.slice(1), {
        cwd: path.join(ROOT, s.cwd),
        env: app.role === 'host' ? { ...appEnv, TRUST_PROXY: 'loopback', REMOTES_FILE: path.join(publicDir, 'remotes.json') } : appEnv,
        logDir,
      });
    });
    children.push(...appServers);

    checkpoint();
    // 8. nginx in front.
    const certificate = ensureSelfSignedCertificate(path.join(runDir, 'tls'));
    const confDir = path.join(runDir, 'nginx');
    const settings = {
      runDir,
      confDir,
      publicDir,
      shellDist: path.join(ROOT, 'shell', 'dist'),
      httpsListen: `${env.CLUSTER_HOST ?? '127.0.0.1'}:${httpsPort}`,
      httpListen: `${env.CLUSTER_HOST ?? '127.0.0.1'}:${httpPort}`,
      httpsPort,
      internalListen: `127.0.0.1:${internalPort}`,
      apiAddresses: apiPorts.map((port) => `127.0.0.1:${port}`),
      shellAddress: `127.0.0.1:${appPorts.shell}`,
      tlsCert: certificate.cert,
      tlsKey: certificate.key,
      brotliModule: brotliModuleFile(),
      user: isRoot() ? 'www-data' : null,
    };
    const conf = writeNginxConfig(settings);
    const checked = testNginxConfig(tools.nginx, conf, runDir);
    if (!checked.ok) throw new Error(`nginx -t refused ${conf}:\n${checked.output}`);
    await Promise.all(
      appServers.map((child, i) =>
        waitFor(`http://127.0.0.1:${appPorts[APPS[i].dir]}/${APPS[i].role === 'host' ? 'robots.txt' : 'remoteEntry.js'}`, { child }),
      ),
    );
    checkpoint();
    log('nginx in front (https, HTTP/2)');
    const nginx = startProcess('nginx', tools.nginx, nginxArgs(conf, runDir), { cwd: runDir, env: process.env, logDir });
    children.push(nginx);
    await waitFor(`https://127.0.0.1:${httpsPort}/api/health`, { ca: fs.readFileSync(certificate.cert), child: nginx });

    checkpoint();
    state = {
      url: publicUrl,
      pid: process.pid,
      databaseUrl,
      runDir,
      accessLog: path.join(logDir, 'nginx-access.log'),
      certificate: certificate.cert,
      publicDir,
      apiPorts,
      processes: [],
      postgres: postgres ? { port: postgres.port } : null,
    };
    writeState();
    return { ...state, children, stop };
  } catch (error) {
    const interrupted = stopping;
    await stop();
    throw interrupted ? new ClusterStopped('stopped while starting', { cause: error }) : error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let cluster = null;
  let stopAll = null;
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster…');
    await stopAll?.();
    // While starting, the start ends at its next step and the catch below exits.
    if (cluster) process.exit(0);
  };
  // SIGHUP too: a closed terminal stops the cluster rather than leaving its processes behind.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, shutdown);
  try {
    cluster = await startCluster({
      onStopReady: (stop) => {
        stopAll = stop;
        if (stopping) stop();
      },
    });
  } catch (error) {
    if (error instanceof ClusterStopped) process.exit(0);
    console.error(`\n✖ ${error.message}`);
    process.exit(error instanceof MissingTool ? 2 : 1);
  }
  console.log(`
──────────────────────────────────────────────────────────────
  Bizmarkt (cluster) is running:  ${cluster.url}
  German:                         ${cluster.url}/de
  (a self-signed certificate: ${cluster.certificate})
  Behind nginx: ${API_INSTANCES} API instances on PostgreSQL (${cluster.databaseUrl})
${cluster.processes.map((p) => `    ${p.name.padEnd(20)} pid ${String(p.pid).padEnd(8)} ${path.relative(ROOT, p.log)}`).join('\n')}
  nginx's access log (which instance answered): ${path.relative(ROOT, cluster.accessLog)}
  Release one remote: node deploy/remote-release.mjs release mfe-listings --dir ${path.relative(ROOT, cluster.publicDir)}
  Mail stays in the outbox (the emails table) unless SMTP_URL is set. Stop everything with Ctrl+C.
──────────────────────────────────────────────────────────────
CLUSTER_READY ${path.join(cluster.runDir, 'cluster.json')}`);
}
