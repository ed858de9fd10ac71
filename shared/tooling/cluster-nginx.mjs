// The reverse proxy's configuration (deploy/nginx/nginx.conf.template) made final: ports, paths and
// the API instances' addresses filled in, written with its include into a folder. Used by
// `npm run start:cluster` (cluster.mjs), the container image (deploy/docker/nginx.Dockerfile: `node
// shared/tooling/cluster-nginx.mjs --json settings.json --out dir`) and the tests. Node's modules only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const NGINX_TEMPLATE = path.join(ROOT, 'deploy', 'nginx', 'nginx.conf.template');
export const NGINX_API_INCLUDE = path.join(ROOT, 'deploy', 'nginx', 'api-proxy.conf');

/** Where Debian's nginx packages put what the configuration refers to. */
export const DEBIAN_MIME_TYPES = '/etc/nginx/mime.types';
/** Debian's `libnginx-mod-http-brotli-static`: serves the builds' `.br` files when installed. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The nginx binary: NGINX when set, else on the PATH or Debian's /usr/sbin/nginx; null when missing. */
export function findNginx(env = process.env) {
  if (env.NGINX) return fs.existsSync(env.NGINX) ? env.NGINX : null;
  const dirs = [...(env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => dir && path.join(dir, 'nginx')).find((file) => file && fs.existsSync(file)) ?? null;
}

/** Whether this nginx already has the brotli_static module built in or loaded by its main config. */
export function brotliModuleFile() {
  return fs.existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : null;
}

/**
 * The final nginx.conf text.
 * @param {{
 *   runDir: string, confDir: string, publicDir: string, shellDist: string,
 *   httpsListen: string, httpListen: string, internalListen: string, httpsPort?: number,
 *   apiAddresses: string[], shellAddress: string, tlsCert: string, tlsKey: string,
 *   serverName?: string, accessLog?: string, errorLog?: string, mimeTypes?: string,
 *   brotliModule?: string | null, user?: string | null,
 * }} s
 */
export function renderNginxConfig(s) {
  if (!s.apiAddresses?.length) throw new Error('renderNginxConfig: at least one API address');
  const values = {
    LOAD_MODULES: s.brotliModule ? `load_module ${s.brotliModule};` : '# brotli_static: Debian package libnginx-mod-http-brotli-static not installed',
    USER_DIRECTIVE: s.user ? `user ${s.user};` : '# workers run as the user who starts nginx',
    RUN_DIR: s.runDir,
    CONF_DIR: s.confDir,
    PUBLIC_DIR: s.publicDir,
    SHELL_DIST: s.shellDist,
    ERROR_LOG: s.errorLog ?? path.join(s.runDir, 'logs', 'nginx-error.log'),
    ACCESS_LOG: s.accessLog ?? path.join(s.runDir, 'logs', 'nginx-access.log'),
    MIME_TYPES: s.mimeTypes ?? DEBIAN_MIME_TYPES,
    BROTLI_STATIC: s.brotliModule ? 'brotli_static on;' : '# brotli_static off: the module is not installed (gzip_static still serves .gz)',
    API_SERVERS: s.apiAddresses.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n'),
    SHELL_ADDRESS: s.shellAddress,
    HTTP_LISTEN: s.httpListen,
    HTTPS_LISTEN: s.httpsListen,
    HTTPS_PORT_SUFFIX: s.httpsPort && s.httpsPort !== 443 ? `:${s.httpsPort}` : '',
    INTERNAL_LISTEN: s.internalListen,
    SERVER_NAME: s.serverName ?? 'localhost',
    TLS_CERT: s.tlsCert,
    TLS_KEY: s.tlsKey,
  };
  const text = fs.readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`nginx.conf.template: no value for ${match}`);
    return values[name];
  });
  return text;
}

/**
 * Writes nginx.conf and its include into `writeDir` (by default `s.confDir`, where nginx reads them;
 * an image's build writes elsewhere and copies them there) and makes the folders nginx writes into
 * under `s.runDir`.
 */
export function writeNginxConfig(s, writeDir = s.confDir) {
  for (const dir of [writeDir, path.join(s.runDir, 'logs'), path.join(s.runDir, 'temp')]) fs.mkdirSync(dir, { recursive: true });
  const file = path.join(writeDir, 'nginx.conf');
  fs.writeFileSync(file, renderNginxConfig(s));
  fs.copyFileSync(NGINX_API_INCLUDE, path.join(writeDir, 'api-proxy.conf'));
  return file;
}

/**
 * nginx's arguments for a written configuration: its file, its prefix, and the error log before the
 * configuration is read (`-e`), so a user who cannot write /var/log/nginx gets no alert.
 */
export function nginxArgs(file, prefix) {
  return ['-c', file, '-p', prefix, '-e', path.join(prefix, 'logs', 'nginx-error.log')];
}

/** `nginx -t` on a written configuration: `{ ok, output }`. */
export function testNginxConfig(nginx, file, prefix) {
  const result = spawnSync(nginx, ['-t', ...nginxArgs(file, prefix)], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/**
 * A self-signed certificate for localhost (and 127.0.0.1), for local runs only: `cert.pem` and
 * `key.pem` in `dir`, made by openssl once and kept.
 */
export function ensureSelfSignedCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  if (fs.existsSync(cert) && fs.existsSync(key)) return { cert, key };
  fs.mkdirSync(dir, { recursive: true });
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '825',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (result.error?.code === 'ENOENT') throw new Error('openssl is not installed: apt-get install openssl');
  if (result.status !== 0) throw new Error(`openssl could not make a certificate:\n${result.stderr}`);
  fs.chmodSync(key, 0o600);
  return { cert, key };
}

// `node shared/tooling/cluster-nginx.mjs --json settings.json --out dir`: the image's build step.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { parseArgs } = await import('node:util');
  const { values } = parseArgs({ options: { json: { type: 'string' }, out: { type: 'string' } } });
  if (!values.json || !values.out) throw new Error('usage: cluster-nginx.mjs --json settings.json --out dir');
  const settings = JSON.parse(fs.readFileSync(values.json, 'utf8'));
  const file = writeNginxConfig(settings, values.out);
  console.log(`wrote ${file}`);
}
