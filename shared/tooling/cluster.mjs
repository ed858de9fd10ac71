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
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';
import { brotliModuleFile, ensureSelfSignedCertificate, findNginx, nginxArgs, testNginxConfig, writeNginxConfig } from './cluster-nginx.mjs';
import { API_INSTANCES, apiInstanceEnv, service } from './cluster-services.mjs';
import { buildAll, ensurePnpm, installDependencies, log, ROOT } from './run.mjs';

const isRoot = () => process.getuid?.() === 0;

/** What to install when something is missing, instead of an obscure failure later. */
export class MissingTool extends Error {}

/** The start was interrupted by a stop (Ctrl+C while starting). */
export class ClusterStopped extends Error {}

export function postgresBinDir(env = process.env, base = '/usr/lib/postgresql') {
  // initdb, pg_ctl and psql from one installation: Debian keeps them in /usr/lib/postgresql/<version>/bin.
  const complete = (dir) => dir && ['initdb', 'pg_ctl', 'psql'].every((name) => fs.existsSync(path.join(dir, name)));
  const onPath = (env.PATH ?? '').split(path.delimiter).find(complete);
  if (onPath) return onPath;
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => path.join(base, v, 'bin')).find(complete) ?? null;
}

/** The tools the cluster needs on this machine, or a MissingTool naming the packages to install. */
export function checkTools(env = process.env, { postgresBase } = {}) {
  const missing = [];
  const nginx = findNginx(env);
  if (!nginx) missing.push('nginx (apt-get install nginx libnginx-mod-http-brotli-static)');
  const pgBin = env.DATABASE_URL ? null : postgresBinDir(env, postgresBase);
  if (!env.DATABASE_URL && !pgBin) missing.push('PostgreSQL (apt-get install postgresql), or set DATABASE_URL to a running one');
  if (spawnSync('openssl', ['version']).error) missing.push('openssl (apt-get install openssl)');
  if (missing.length) throw new MissingTool(`The cluster needs what this machine lacks:\n  - ${missing.join('\n  - ')}`);
  return { nginx, pgBin };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function asPostgres(binary, args) {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

function runQuiet(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  return result.stdout;
}

/** A PostgreSQL of this run's own: initdb once into <run>/postgres/data, started on a free port. */
async function startPostgres(runDir, pgBin) {
  const dir = path.join(runDir, 'postgres');
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dir, { recursive: true });
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(dir, uid, gid);
  }
  const bin = (name) => path.join(pgBin, name);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log('PostgreSQL: a new database cluster (initdb)');
    runQuiet(...asPostgres(bin('initdb'), ['-D', dataDir, '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '-U', 'postgres']));
  }
  // A server left running by a run that was killed (SIGKILL) is stopped first.
  if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
    spawnSync(...asPostgres(bin('pg_ctl'), ['-w', '-D', dataDir, '-m', 'fast', 'stop']), { stdio: 'ignore' });
  }
  const port = await freePort();
  const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c max_connections=200'].join(' ');
  runQuiet(...asPostgres(bin('pg_ctl'), ['-w', '-t', '60', '-D', dataDir, '-l', path.join(dir, 'postgres.log'), '-o', options, 'start']));
  const psql = (sql) => runQuiet(bin('psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-tAc', sql]).trim();
  if (psql("select 1 from pg_database where datname = 'bizmarkt'") !== '1') psql('create database bizmarkt');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/bizmarkt`,
    port,
    stop: () => spawnSync(...asPostgres(bin('pg_ctl'), ['-w', '-D', dataDir, '-m', 'fast', 'stop']), { stdio: 'ignore' }),
  };
}

/**
 * Object storage: every file of the cluster (avatars, listing images, chat attachments, invoices) in one
 * S3 bucket, as in production. By default the media lane's loopback S3-compatible server
 * (api/tooling/s3-server.cjs, s3rver: objects as files under <run>/s3, kept between runs like the
 * database), run from a shell as a process of its own (the cluster's own steps block while migrate and
 * the seed run); the MEDIA_STORE=s3 and MEDIA_S3_* it prints go to the seed and every instance.
 * MEDIA_STORE=s3 already set (a real bucket): that one, nothing started. CLUSTER_S3=off: the local
 * folders (MEDIA_DIR, INVOICE_DIR) the instances of this machine share.
 */
export async function startObjectStore(runDir, env, { logDir, started }) {
  if (env.CLUSTER_S3 === 'off') return null;
  if (env.MEDIA_STORE?.trim().toLowerCase() === 's3') {
    log(`Object storage: the bucket MEDIA_S3_* name (${env.MEDIA_S3_BUCKET ?? '?'})`);
    return { env: {}, directory: null };
  }
  const directory = path.join(runDir, 's3');
  fs.mkdirSync(directory, { recursive: true });
  const port = await freePort();
  const logFile = path.join(logDir, 's3.log');
  const from = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
  // s3rver is a devDependency of the API: installed wherever the cluster runs from a checkout.
  const helper = path.join(ROOT, 'api', 'tooling', 's3-server.cjs');
  const child = startProcess('s3', process.execPath, [helper, '--dir', directory, '--port', String(port)], { cwd: ROOT, env: process.env, logDir });
  started(child);
  // It prints the variables (KEY=value lines) once its bucket is there.
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the S3-compatible server exited before it was ready; see ${logFile}`);
    const printed = fs.readFileSync(logFile, 'utf8').slice(from);
    const s3Env = Object.fromEntries(
      printed
        .split('\n')
        .map((line) => /^(MEDIA_[A-Z0-9_]+)=(.*)$/.exec(line))
        .filter(Boolean)
        .map(([, name, value]) => [name, value]),
    );
    if (s3Env.MEDIA_STORE && s3Env.MEDIA_S3_FORCE_PATH_STYLE) {
      log(`Object storage: a loopback S3-compatible server on ${s3Env.MEDIA_S3_ENDPOINT}, bucket ${s3Env.MEDIA_S3_BUCKET}`);
      return { env: s3Env, directory };
    }
    if (Date.now() > until) throw new Error(`the S3-compatible server did not start within 30 s; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether a folder holds any file (below it). */
function hasFiles(dir) {
  if (!fs.existsSync(dir)) return false;
  return fs.readdirSync(dir, { withFileTypes: true }).some((entry) => (entry.isDirectory() ? hasFiles(path.join(dir, entry.name)) : true));
}

function httpGet(url, { ca } = {}) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { ca, timeout: 2000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
    request.on('timeout', () => request.destroy(new Error('timeout')));
  });
}

/** Waits until `url` answers `status` (readiness), or throws after `seconds`. */
export async function waitFor(url, { status = 200, seconds = 90, ca, child } = {}) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${child.label} exited (${child.exitCode ?? child.signalCode}) before ${url} answered; see ${child.logFile}`);
    }
    try {
      if ((await httpGet(url, { ca })) === status) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer ${status} within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A long-running process in a process group of its own (stopped with its children), output to a log file. */
function startProcess(label, command, args, { cwd, env, logDir }) {
  const logFile = path.join(logDir, `${label}.log`);
  const out = fs.openSync(logFile, 'a');
  // The run folder in its environment: how a later run knows a leftover as its own (stopLeftovers).
  const marked = { ...env, [RUN_MARK]: path.dirname(logDir) };
  const child = spawn(command, args, { cwd, env: marked, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  child.label = label;
  child.logFile = logFile;
  child.on('exit', (code, signal) => {
    if (!child.stoppedOnPurpose) console.error(`✖ ${label} (pid ${child.pid}) stopped: ${signal ?? `exit code ${code}`} — log: ${logFile}`);
  });
  return child;
}

const RUN_MARK = 'BIZMARKT_CLUSTER_RUN_DIR';

/** A process's environment (`NAME=value` entries); none when it is gone or not ours to read. */
function environmentOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

function commandLineOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Processes a run that was killed outright (SIGKILL) left behind, from its cluster.json: stopped
 * (their process groups) when they are still ours — their environment names this run folder.
 */
function stopLeftovers(runDir) {
  const file = path.join(runDir, 'cluster.json');
  if (!fs.existsSync(file)) return;
  let processes = [];
  try {
    processes = JSON.parse(fs.readFileSync(file, 'utf8')).processes ?? [];
  } catch {
    // unreadable: nothing to go by
  }
  for (const { name, pid } of processes) {
    // nginx rewrites its environment (and keeps its arguments, which name this run's configuration).
    const ours = environmentOf(pid).includes(`${RUN_MARK}=${runDir}`) || commandLineOf(pid).includes(path.join(runDir, 'nginx', 'nginx.conf'));
    if (!ours) continue;
    console.log(`  stopping ${name} (pid ${pid}), left running by an earlier run`);
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  fs.rmSync(file, { force: true });
}

function stopProcess(child, signal = 'SIGTERM') {
  child.stoppedOnPurpose = true;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
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
