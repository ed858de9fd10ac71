// What `npm run start:cluster` (cluster.mjs) keeps its data in, and the tools it needs: the check of
// this machine's tools, a throwaway PostgreSQL of the run's own, and the object storage. Node's
// modules only.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findNginx } from './cluster-nginx.mjs';
import { freePort, runQuiet, startProcess } from './cluster-processes.mjs';
import { log, ROOT } from './run.mjs';

export const isRoot = () => process.getuid?.() === 0;

/** What to install when something is missing, instead of an obscure failure later. */
export class MissingTool extends Error {}

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

function asPostgres(binary, args) {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

/** A PostgreSQL of this run's own: initdb once into <run>/postgres/data, started on a free port. */
export async function startPostgres(runDir, pgBin) {
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
