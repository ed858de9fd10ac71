#!/usr/bin/env node
// The static server of one app's dist/ (`node ../shared/tooling/serve.mjs --app mfe-listings`).
// Remotes: no SPA fallback (a missing file is a 404), CORS on. Shell: SPA fallback for page routes,
// /remotes.json built from the environment, /api/* and /sanctum/* proxied to the API so the browser
// sees one origin for cookies (api-proxy.cjs: it tells the API the real client address). Entry files
// and manifests are no-cache; hashed files cached for a year.
// Security headers on every answer (security-headers.mjs): the shell's pages carry a CSP built from
// /remotes.json and the build's third parties; remotes answer CORS to the shell's origins only. Page
// paths outside the route table (dist/routes.json) answer 404 with the shell's page. The shell's pages
// carry their own title, description, canonical/hreflang and Open Graph tags, and it serves
// /sitemap.xml and /robots.txt (seo/). With APP_URL set, a page reached under another host name is
// redirected there first (308, canonical-host.mjs), so the session cookie's host is the one used.
import crypto from 'node:crypto';
import path from 'node:path';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { registerApiProxy } from './api-proxy.cjs';
import { apiUrl, appByDir, appPort, APPS, remoteServerUrl, remotesManifest } from './apps.mjs';
import { allowedShellOrigins, mergeVary, remoteHeaders, shellHeaders } from './security-headers.mjs';
import { withRemoteHints } from './remote-hints.mjs';
import { createPageMatcher } from './page-routes.mjs';
import { registerSeo } from './seo/index.mjs';
import { registerCanonicalHost } from './canonical-host.mjs';
import {
  createFirstPaintComposer,
  createPageRenderer,
  FIRST_PAINT_WARM,
  firstPaintStart,
  isVisitor,
  parseFirstPaintQuery,
  withFirstPaint,
} from './first-paint.mjs';

const { values } = parseArgs({
  options: { app: { type: 'string' }, dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } },
});
if (!values.app) throw new Error('usage: serve.mjs --app <shell|mfe-...> [--dir dist] [--port N] [--host H]');
const app = appByDir(values.app);
const root = path.resolve(values.dir ?? 'dist');
const port = Number(values.port ?? appPort(app));
const host = values.host ?? process.env.HOST ?? '0.0.0.0';
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`${app.dir}: ${root} has no build; run \`pnpm --filter ${app.dir} build\` first`);
  process.exit(1);
}

/** A file the shell's build writes for this server (shell/rspack.config.ts). */
function buildFile(name) {
  const file = path.join(root, name);
  if (!fs.existsSync(file)) {
    console.error(`${app.dir}: ${file} is missing; rebuild with \`pnpm --filter ${app.dir} build\``);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * TRUST_PROXY of this server: a proxy in front of it (true/false, a hop count, or trusted addresses,
 * comma-separated). Unset: none — the connection is the client, as the API's proxy then forwards it.
 */
function trustProxy(value = process.env.TRUST_PROXY) {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** `'sha256-…'` sources for the inline scripts of index.html, so the CSP never needs 'unsafe-inline'. */
function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([, code]) => code.trim() !== '')
    .map(([, code]) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`);
}

const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|mf-runtime-core\.js)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|ttf|eot|svg|png|jpe?g|webp)$/;
/** The build's precompressed siblings (`main.1a2b3c4d.js.br`) are cached as the file they encode. */
const PRECOMPRESSED = /\.(br|gz)$/;

// A static server has nothing to drain: on stop it drops its keep-alive connections at once, so a
// browser never gets a CORS-less "closing" 503 from the old process after a redeploy.
const server = Fastify({
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  forceCloseConnections: true,
  return503OnClosing: false,
  // HSTS is sent when a trusted proxy says the browser used https (X-Forwarded-Proto).
  trustProxy: trustProxy(),
});
await server.register(fastifyCompress, { global: true, brotliOptions: { params: { 1: 5 } } });

const hostname = (req) => req.hostname.replace(/:\d+$/, '');

if (app.role === 'remote') {
  const shellPort = appPort(APPS.find((a) => a.role === 'host'));
  server.addHook('onSend', async (req, reply) => {
    const allowedOrigins = allowedShellOrigins({ requestHostname: hostname(req), shellPort, configured: process.env.SHELL_ORIGINS });
    const vary = reply.getHeader('vary');
    reply.headers(remoteHeaders({ https: req.protocol === 'https', origin: req.headers.origin, allowedOrigins }));
    // CORS varies by Origin, a precompressed file by Accept-Encoding: a cache must key on both.
    if (vary) reply.header('vary', mergeVary(vary, reply.getHeader('vary')));
  });
}

/** The shell's start of a page's code after the server's drawing is on screen (first-paint.mjs). */
let firstPaintStarter = null;

if (app.role === 'host') {
  // A page asked for under another host name than APP_URL's goes there first (canonical-host.mjs).
  registerCanonicalHost(server);
  const thirdParties = buildFile('third-party.json');
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  // The inline start of a page with a server drawing (first-paint.mjs) is allowed by its hash too.
  firstPaintStarter = firstPaintStart(indexHtml);
  const scriptHashes = [...inlineScriptHashes(indexHtml), ...(firstPaintStarter ? [firstPaintStarter.hash] : [])];
  server.addHook('onSend', async (req, reply) => {
    // The API's answers (proxied) carry the API's own headers.
    if (/^\/(api|sanctum)(\/|$)/.test(req.url)) return;
    const remoteEntries = remotesManifest(hostname(req)).map((remote) => remote.entry);
    reply.headers(shellHeaders({ https: req.protocol === 'https', remoteEntries, thirdParties, scriptHashes }));
  });
}

if (app.role === 'remote') {
  // The first screens this remote draws for the shell's server (first-paint.mjs); dist/server/ is the
  // renderer itself, for this process only.
  const renderer = createPageRenderer({ root, apiUrl: apiUrl(), warm: FIRST_PAINT_WARM });
  server.addHook('onRequest', async (req, reply) => {
    if (/^\/server(\/|$)/.test(req.url)) return reply.code(404).type('text/plain').send('Not Found');
  });
  server.get('/__first-paint/:page', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const request = parseFirstPaintQuery(req.query);
    if (request.error) return reply.code(400).send({ message: request.error });
    try {
      const drawing = await renderer.render(req.params.page, request);
      if (!drawing) return reply.code(404).send({ message: 'Not Found' });
      if (drawing.html === null) return reply.code(204).send();
      return drawing;
    } catch (error) {
      req.log.error({ err: error }, `first paint of ${req.params.page} failed`);
      return reply.code(502).send({ message: 'The page could not be drawn' });
    }
  });
}

await server.register(fastifyStatic, {
  root,
  wildcard: true,
  index: ['index.html'],
  cacheControl: false,
  // @fastify/static 10 passes the Fastify reply here.
  // The build writes .br and .gz beside every text file (rspack-app.ts, PrecompressPlugin): sent with
  // Content-Encoding and Vary: Accept-Encoding, so nothing is compressed per request (@fastify/compress
  // leaves an answer that already has an encoding alone and still compresses the dynamic ones).
  preCompressed: true,
  setHeaders(reply, sentPath) {
    const filePath = sentPath.replace(PRECOMPRESSED, '');
    if (NO_CACHE.test(filePath)) reply.header('Cache-Control', 'no-cache');
    else if (HASHED.test(filePath)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    else reply.header('Cache-Control', 'public, max-age=300');
  },
});

if (app.role === 'host') {
  const upstream = apiUrl();
  // X-Forwarded-For/-Proto/-Host set from the real connection, the client's own dropped (api-proxy.cjs).
  await registerApiProxy(server, { upstream });
  server.get('/remotes.json', async (req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remotesManifest(hostname(req));
  });
  // Page routes fall back to the app page, 200 for a route of the table and 404 (the page then shows
  // its 404 page) for any other; files (anything with an extension) never do.
  const routes = buildFile('routes.json');
  const pages = createPageMatcher(routes);
  const seo = registerSeo(server, {
    indexHtml: fs.readFileSync(path.join(root, 'index.html'), 'utf8'),
    pages,
    routes,
    titles: buildFile('seo.json').titles,
    apiUrl: upstream,
  });
  const composeFirstPaint = createFirstPaintComposer({ root, log: server.log });
  const frameBundle = () => composeFirstPaint.bundle();
  /** The server's drawing of the page's first screen, or null (first-paint.mjs). */
  const firstPaint = async (req, route, manifest) => {
    if (!route?.remote || pages.statusFor(req.url) !== 200 || req.method !== 'GET') return null;
    const bundle = frameBundle();
    if (!bundle) return null;
    const { locale, path: pagePath } = bundle.pageLocale(req.url, req.headers.cookie, req.headers['accept-language']);
    const remoteApp = APPS.find((a) => a.mfName === route.remote);
    const publicUrl = manifest.find((entry) => entry.name === route.remote)?.entry;
    if (!remoteApp || !publicUrl) return null;
    const visitor = isVisitor(req.headers.cookie);
    return composeFirstPaint({ route, locale, path: pagePath, visitor, remote: { serverUrl: remoteServerUrl(remoteApp), publicUrl } });
  };
  const sendPage = async (req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    // The drawn language follows the locale cookie and Accept-Language (first-paint.mjs, pageLocale).
    reply.header('Vary', 'Cookie, Accept-Language');
    const route = pages.match(req.url);
    const manifest = remotesManifest(hostname(req));
    const [page, drawing] = await Promise.all([seo.renderPage(req), firstPaint(req, route, manifest)]);
    let html = withRemoteHints(page, manifest, route?.remote);
    if (drawing) html = withFirstPaint(html, drawing, firstPaintStarter);
    return reply.code(pages.statusFor(req.url)).type('text/html; charset=utf-8').send(html);
  };
  // `/` is a page like any other (with the landing page's head), not the static index.html.
  server.get('/', sendPage);
  server.setNotFoundHandler(async (req, reply) => {
    const lastSegment = req.url.split('?')[0].split('/').pop() ?? '';
    if ((req.method === 'GET' || req.method === 'HEAD') && !lastSegment.includes('.')) return sendPage(req, reply);
    return reply.code(404).type('text/plain').send('Not Found');
  });
}

await server.listen({ port, host });
console.log(`${app.dir} serving ${root} on http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close().then(() => process.exit(0)));
