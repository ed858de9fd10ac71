#!/usr/bin/env node
// One remote released on its own (docs/deploy.md, "Redeploying one remote"): its built dist/ copied
// into a new folder /remotes/<remote>/<version>/ beside the versions before it, then remotes.json
// pointed at it. Rolling back points remotes.json at the version before, whose folder is still there.
// The shell's files and the other remotes are not touched; browsers load the new version on their
// next page (remotes.json and each manifest are no-cache, everything they name is hashed).
//
//   node deploy/remote-release.mjs release mfe-listings [--from mfe-listings/dist] [--version V] [--dir deploy/.run/public]
//   node deploy/remote-release.mjs rollback mfe-listings [--to V] [--dir …]
//   node deploy/remote-release.mjs list [--dir …]
//   node deploy/remote-release.mjs release-all [--public-url https://…] [--shell-to folder] [--dir …]
//
// --dir is the folder nginx serves /remotes.json and /remotes/ from (the cluster's run folder's
// public/, or the mounted volume of the nginx container). Node's modules only.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../shared/tooling/apps.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_PUBLIC_DIR = path.join(ROOT, 'deploy', '.run', 'public');

const REMOTES = APPS.filter((a) => a.role === 'remote');

function remoteApp(name) {
  const app = REMOTES.find((a) => a.dir === name || a.mfName === name);
  if (!app) throw new Error(`unknown remote ${name}; expected one of ${REMOTES.map((a) => a.dir).join(', ')}`);
  return app;
}

/** A build's version: a hash of its manifest and entry (which name every hashed file it loads). */
export function remoteVersion(distDir) {
  const hash = crypto.createHash('sha256');
  for (const name of ['mf-manifest.json', 'remoteEntry.js']) {
    const file = path.join(distDir, name);
    if (!fs.existsSync(file)) throw new Error(`${distDir} is not a remote's build (no ${name}); build it first`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

const releasesFile = (publicDir) => path.join(publicDir, 'remotes', 'releases.json');

/** `{ publicUrl, remotes: { [dir]: { current, history: [older versions, newest last] } } }` */
export function readReleases(publicDir) {
  try {
    return JSON.parse(fs.readFileSync(releasesFile(publicDir), 'utf8'));
  } catch {
    return { publicUrl: '', remotes: {} };
  }
}

function writeAtomically(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/**
 * remotes.json as the shell reads it: each released remote's manifest URL, in the apps' order.
 * `publicUrl` is where browsers reach /remotes/ (the site's origin, or a CDN's).
 */
export function writeRemotesJson(publicDir, releases = readReleases(publicDir)) {
  const base = releases.publicUrl.replace(/\/+$/, '');
  const manifest = REMOTES.filter((app) => releases.remotes[app.dir]?.current).map((app) => ({
    name: app.mfName,
    entry: `${base}/remotes/${app.dir}/${releases.remotes[app.dir].current}/mf-manifest.json`,
  }));
  writeAtomically(path.join(publicDir, 'remotes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function saveReleases(publicDir, releases) {
  writeAtomically(releasesFile(publicDir), `${JSON.stringify(releases, null, 2)}\n`);
  return writeRemotesJson(publicDir, releases);
}

/** Sets the origin the remotes are served from (the cluster does on each start) and rewrites remotes.json. */
export function setPublicUrl(publicDir, publicUrl) {
  const releases = readReleases(publicDir);
  releases.publicUrl = publicUrl;
  return saveReleases(publicDir, releases);
}

/**
 * Copies `from` (a remote's dist/) into remotes/<remote>/<version>/ — a new folder, or the existing
 * one of the same build — and makes it the current version. The server renderer (dist/server/)
 * stays out: it runs in the remote's Node server, never in a browser.
 */
export function releaseRemote({ publicDir = DEFAULT_PUBLIC_DIR, remote, from, version }) {
  const app = remoteApp(remote);
  const source = path.resolve(from ?? path.join(ROOT, app.dir, 'dist'));
  const chosen = version ?? remoteVersion(source);
  if (!/^[A-Za-z0-9._-]+$/.test(chosen)) throw new Error(`version "${chosen}": letters, digits, . _ - only`);
  const target = path.join(publicDir, 'remotes', app.dir, chosen);
  if (!fs.existsSync(target)) {
    const temporary = `${target}.${process.pid}.tmp`;
    fs.rmSync(temporary, { recursive: true, force: true });
    fs.cpSync(source, temporary, { recursive: true, filter: (file) => path.relative(source, file).split(path.sep)[0] !== 'server' });
    fs.renameSync(temporary, target);
  }
  const releases = readReleases(publicDir);
  const entry = (releases.remotes[app.dir] ??= { current: null, history: [] });
  if (entry.current !== chosen) {
    if (entry.current) entry.history.push(entry.current);
    entry.current = chosen;
  }
  saveReleases(publicDir, releases);
  return { remote: app.dir, version: chosen, folder: target };
}

/** Points the remote back at the version before (or `to`), whose folder is kept. */
export function rollbackRemote({ publicDir = DEFAULT_PUBLIC_DIR, remote, to }) {
  const app = remoteApp(remote);
  const releases = readReleases(publicDir);
  const entry = releases.remotes[app.dir];
  if (!entry?.current) throw new Error(`${app.dir} has no release in ${publicDir}`);
  const previous = to ?? entry.history.at(-1);
  if (!previous) throw new Error(`${app.dir} has no earlier version to roll back to`);
  if (!fs.existsSync(path.join(publicDir, 'remotes', app.dir, previous))) throw new Error(`${app.dir} has no folder for version ${previous}`);
  entry.history = entry.history.filter((v) => v !== previous);
  entry.history.push(entry.current);
  entry.current = previous;
  saveReleases(publicDir, releases);
  return { remote: app.dir, version: previous };
}

/**
 * Every remote's current build released (a folder per new build, the existing one otherwise) and
 * remotes.json written for `publicUrl`; with `shellTo`, the shell's built files merged into that
 * folder too (files of earlier builds kept, so pages already open still find theirs). What
 * `npm run start:cluster` does on each start and the containers' `release` service runs.
 */
export function releaseAll({ publicDir = DEFAULT_PUBLIC_DIR, publicUrl, shellTo }) {
  const done = REMOTES.map((app) => releaseRemote({ publicDir, remote: app.dir }));
  if (publicUrl) setPublicUrl(publicDir, publicUrl);
  if (shellTo) {
    const source = path.join(ROOT, 'shell', 'dist');
    fs.cpSync(source, shellTo, { recursive: true, force: true, filter: (file) => path.relative(source, file).split(path.sep)[0] !== 'server' });
  }
  return done;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { parseArgs } = await import('node:util');
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      version: { type: 'string' },
      to: { type: 'string' },
      dir: { type: 'string' },
      'public-url': { type: 'string' },
      'shell-to': { type: 'string' },
    },
  });
  const [command, remote] = positionals;
  const publicDir = path.resolve(values.dir ?? DEFAULT_PUBLIC_DIR);
  try {
    if (command === 'release' && remote) {
      const done = releaseRemote({ publicDir, remote, from: values.from, version: values.version });
      console.log(`${done.remote} ${done.version} released (${done.folder}); remotes.json updated`);
    } else if (command === 'rollback' && remote) {
      const done = rollbackRemote({ publicDir, remote, to: values.to });
      console.log(`${done.remote} rolled back to ${done.version}; remotes.json updated`);
    } else if (command === 'release-all') {
      for (const done of releaseAll({ publicDir, publicUrl: values['public-url'], shellTo: values['shell-to'] })) console.log(`${done.remote} ${done.version}`);
      console.log(`remotes.json updated in ${publicDir}`);
    } else if (command === 'list') {
      const { publicUrl, remotes } = readReleases(publicDir);
      console.log(`public URL: ${publicUrl || '(not set)'}`);
      for (const [name, { current, history }] of Object.entries(remotes)) console.log(`${name.padEnd(20)} ${current}  (before: ${history.join(', ') || '-'})`);
    } else {
      console.error(
        'usage: remote-release.mjs release <remote> [--from dist] [--version V] | rollback <remote> [--to V] | list | release-all [--public-url U] [--shell-to D]  [--dir public-folder]',
      );
      process.exit(2);
    }
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
