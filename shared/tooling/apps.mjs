// The deployable apps of the local run: name, Module Federation name, default port and the env
// variable that overrides it. Read by the static server, `npm start`, the e2e setup and the bench.
import fs from 'node:fs';

export const APPS = [
  { dir: 'shell', role: 'host', mfName: 'shell', port: 3000, portEnv: 'SHELL_PORT' },
  { dir: 'mfe-listings', role: 'remote', mfName: 'mfe_listings', port: 3001, portEnv: 'MFE_LISTINGS_PORT', urlEnv: 'MFE_LISTINGS_URL' },
  { dir: 'mfe-create-listing', role: 'remote', mfName: 'mfe_create_listing', port: 3002, portEnv: 'MFE_CREATE_LISTING_PORT', urlEnv: 'MFE_CREATE_LISTING_URL' },
  { dir: 'mfe-messaging', role: 'remote', mfName: 'mfe_messaging', port: 3003, portEnv: 'MFE_MESSAGING_PORT', urlEnv: 'MFE_MESSAGING_URL' },
  { dir: 'mfe-account', role: 'remote', mfName: 'mfe_account', port: 3004, portEnv: 'MFE_ACCOUNT_PORT', urlEnv: 'MFE_ACCOUNT_URL' },
];

export const API_DEFAULT_PORT = 4000;

export function appByDir(dir) {
  const app = APPS.find((a) => a.dir === dir);
  if (!app) throw new Error(`Unknown app ${dir}; expected one of ${APPS.map((a) => a.dir).join(', ')}`);
  return app;
}

export function appPort(app, env = process.env) {
  return Number(env[app.portEnv] ?? app.port);
}

export function apiPort(env = process.env) {
  return Number(env.API_PORT ?? API_DEFAULT_PORT);
}

export function apiUrl(env = process.env) {
  return env.API_URL ?? `http://127.0.0.1:${apiPort(env)}`;
}

/**
 * Where the shell's server reaches a remote's own server (its first-paint drawings, first-paint.mjs):
 * its URL variable when it is deployed elsewhere, else this machine on the remote's port.
 */
export function remoteServerUrl(app, env = process.env) {
  // MFE_LISTINGS_SERVER_URL: the renderer apart from where its files are served (the cluster: files
  // from nginx, the renderer on loopback; docs/deploy.md).
  const base = env[app.urlEnv.replace(/_URL$/, '_SERVER_URL')] ?? env[app.urlEnv] ?? `http://127.0.0.1:${appPort(app, env)}/`;
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * The shell's /remotes.json: each remote's manifest URL. A remote deployed elsewhere is named by its
 * URL env variable (e.g. MFE_LISTINGS_URL=https://cdn.example.com/listings/); otherwise it is the
 * host the browser used, on the remote's own port, so the local run works on any hostname.
 */
export function remotesManifest(requestHostname, env = process.env) {
  if (env.REMOTES_FILE) return releasedRemotes(env.REMOTES_FILE);
  return APPS.filter((a) => a.role === 'remote').map((app) => {
    const base = env[app.urlEnv] ?? `http://${requestHostname}:${appPort(app, env)}/`;
    return { name: app.mfName, entry: new URL('mf-manifest.json', base.endsWith('/') ? base : `${base}/`).href };
  });
}

let released = { file: '', stamp: '', manifest: [] };

/**
 * REMOTES_FILE: the remotes.json of a release (deploy/remote-release.mjs writes it; the proxy serves
 * the same file), read again when it changes, so a remote's new version needs no restart of the shell.
 */
function releasedRemotes(file) {
  // A release writes a new file and renames it into place: a new inode, even within the clock's tick.
  const { ino, mtimeMs, size } = fs.statSync(file);
  const stamp = `${ino}:${mtimeMs}:${size}`;
  if (released.file !== file || released.stamp !== stamp) {
    released = { file, stamp, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) };
  }
  return released.manifest;
}
