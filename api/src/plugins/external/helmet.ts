import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';

/**
 * The headers helmet sets with these options. Helmet's defaults depend on nothing in the request
 * (no nonces here), so they are computed once at start by running helmet's own middleware against
 * a recording response, instead of running its thirteen middlewares on every request.
 */
export function helmetHeaders(options: Readonly<HelmetOptions> = {}): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  let error: unknown;
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    error = err;
  });
  if (error) throw error;
  return Object.freeze(headers);
}

/**
 * What a JSON answer needs (OWASP's REST Security Cheat Sheet): nothing may run, load or frame it,
 * no sniffing into another type, https only, no referrer, not readable cross-origin. Helmet's
 * document headers (a CSP for pages, COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, …) mean
 * nothing to a fetch answer and were 700 of its 940 bytes: on a `GET /api/sync` with nothing new,
 * writing and parsing them cost about a quarter of the throughput (issue #14).
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** Helmet's defaults, for the API's few HTML pages (the local mailbox, the sandbox checkout). */
export const DOCUMENT_HEADERS = helmetHeaders();

/**
 * Security headers on every response: the API set from the start (so errors and 404s carry it too),
 * and helmet's document set instead when the answer turns out to be HTML. A route's own CSP (the
 * mailbox's, a message file's sandbox) is kept.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(API_HEADERS);
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html')) {
        const ownPolicy = reply.getHeader('content-security-policy') !== API_HEADERS['content-security-policy'];
        for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) {
          if (name !== 'content-security-policy' || !ownPolicy) reply.header(name, value);
        }
      }
      done(null, payload);
    });
  },
  { name: 'helmet' },
);
