// The shell's proxy of /api and /sanctum to the API (serve.mjs), so the browser sees one origin for
// cookies. It is the edge: it tells the API who is calling. X-Forwarded-For, -Proto and -Host are SET
// from the real connection — whatever the client sent under those names is dropped — so the API,
// which trusts forwarded headers only from this proxy (TRUST_PROXY, loopback by default), limits and
// records the real client address. When this server itself trusts a proxy in front of it (its own
// TRUST_PROXY), Fastify's `request.ip`/`protocol`/`host` already come from that proxy's headers.
//
// (@fastify/http-proxy has no `xfwd` option: @fastify/reply-from copies the client's headers as they
// are, so before this module a client's own X-Forwarded-For reached the API and no real one did.)
//
// CommonJS so that the API's Jest suite can load it beside a real API (api/test/routes/proxy-address.test.ts).
'use strict';

const fastifyHttpProxy = require('@fastify/http-proxy');

/** The paths served by the API. */
const API_PREFIXES = ['/api', '/sanctum'];

/** Other names under which a client might claim an address; the API must hear only ours. */
const CLIENT_CLAIMS = ['forwarded', 'x-real-ip', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port'];

/** The request headers sent upstream: the client's, with the forwarded ones replaced by what this server saw. */
function forwardedHeaders(request, headers) {
  const upstream = { ...headers };
  for (const name of CLIENT_CLAIMS) delete upstream[name];
  upstream['x-forwarded-for'] = request.ip;
  upstream['x-forwarded-proto'] = request.protocol;
  if (request.host) upstream['x-forwarded-host'] = request.host;
  return upstream;
}

/** The API being down is a 503 in the API's own error shape, which the client already handles. */
function apiUnavailable(reply, { error }) {
  reply.log.error({ err: error }, 'API unreachable');
  reply.code(503).header('Retry-After', '5').send({ message: 'Service Unavailable' });
}

/** Proxies each prefix (path kept as it is) to `upstream`, e.g. `http://127.0.0.1:4000`. */
async function registerApiProxy(server, { upstream, prefixes = API_PREFIXES }) {
  for (const prefix of prefixes) {
    await server.register(fastifyHttpProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      replyOptions: { rewriteRequestHeaders: forwardedHeaders, onError: apiUnavailable },
    });
  }
}

module.exports = { API_PREFIXES, forwardedHeaders, registerApiProxy };
