#!/usr/bin/env node
// The static server of one app's dist/ (`node ../shared/tooling/serve.mjs --app mfe-listings`).
// Remotes: no SPA fallback (a missing file is a 404), CORS on. Shell: SPA fallback for page routes,
// /remotes.json built from the environment, /api/* and /sanctum/* proxied to the API so the browser
// sees one origin for cookies. Entry files and manifests are no-cache; hashed files cached for a year.
import path from 'node:path';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import { apiUrl, appByDir, appPort, remotesManifest } from './apps.mjs';

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

const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|mf-runtime-core\.js)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|ttf|eot|svg|png|jpe?g|webp)$/;

// A static server has nothing to drain: on stop it drops its keep-alive connections at once, so a
// browser never gets a CORS-less "closing" 503 from the old process after a redeploy.
const server = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, forceCloseConnections: true, return503OnClosing: false });
await server.register(fastifyCompress, { global: true, brotliOptions: { params: { 1: 5 } } });

if (app.role === 'remote') {
  server.addHook('onSend', async (_req, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    // Lets the page's Resource Timing see sizes and timings of remote assets (real-user monitoring,
    // and the bench's cross-check of its own byte counts); the assets are public anyway.
    reply.header('Timing-Allow-Origin', '*');
  });
}

await server.register(fastifyStatic, {
  root,
  wildcard: true,
  index: ['index.html'],
  cacheControl: false,
  // @fastify/static 10 passes the Fastify reply here.
  setHeaders(reply, filePath) {
    if (NO_CACHE.test(filePath)) reply.header('Cache-Control', 'no-cache');
    else if (HASHED.test(filePath)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    else reply.header('Cache-Control', 'public, max-age=300');
  },
});

if (app.role === 'host') {
  const upstream = apiUrl();
  for (const prefix of ['/api', '/sanctum']) {
    await server.register(fastifyHttpProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      xfwd: true,
      // The API being down is a 503 in the API's own error shape, which the client already handles.
      replyOptions: {
        onError: (reply, { error }) => {
          reply.log.error({ err: error }, 'API unreachable');
          reply.code(503).header('Retry-After', '5').send({ message: 'Service Unavailable' });
        },
      },
    });
  }
  server.get('/remotes.json', async (req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remotesManifest(req.hostname.replace(/:\d+$/, ''));
  });
  // Page routes fall back to the app page; files (anything with an extension) never do.
  server.setNotFoundHandler((req, reply) => {
    const lastSegment = req.url.split('?')[0].split('/').pop() ?? '';
    if (req.method === 'GET' && !lastSegment.includes('.')) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not Found');
  });
}

await server.listen({ port, host });
console.log(`${app.dir} serving ${root} on http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close().then(() => process.exit(0)));
