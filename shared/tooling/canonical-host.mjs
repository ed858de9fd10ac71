// The canonical host (issue #29): a page reached under another host name than APP_URL's (127.0.0.1
// for localhost, a bare domain for www.) is sent there first, with 308. The session cookie belongs to
// one host: a page that lives on another would lose the session on the way back from the checkout or
// a mail link, which point at APP_URL. Only page requests (GET or HEAD of a path without a file
// extension) move; the API and files answer under any host, so the proxy and health checks work.

const API = /^\/(api|sanctum)(\/|$)/;

/** APP_URL's origin, or null when unset or not a URL (no redirect then). */
export function canonicalOrigin(appUrl) {
  if (!appUrl?.trim()) return null;
  try {
    return new URL(appUrl.trim()).origin;
  } catch {
    return null;
  }
}

/**
 * Where a request belongs, or null when it is already there (or is no page request). `host` is the
 * request's host with its port, as the Host header gives it.
 */
export function canonicalLocation({ origin, method, url, host }) {
  if (!origin || (method !== 'GET' && method !== 'HEAD') || !host) return null;
  const path = url.split('?')[0];
  if (API.test(path)) return null;
  const lastSegment = path.split('/').pop() ?? '';
  if (lastSegment.includes('.')) return null;
  const canonical = new URL(origin);
  if (host.toLowerCase() === canonical.host.toLowerCase()) return null;
  return `${origin}${url.startsWith('/') ? url : `/${url}`}`;
}

/** Adds the redirect to the shell's server (serve.mjs) when APP_URL names the site's origin. */
export function registerCanonicalHost(server, { appUrl = process.env.APP_URL } = {}) {
  const origin = canonicalOrigin(appUrl);
  if (!origin) return;
  server.addHook('onRequest', async (req, reply) => {
    // req.host: the Host header, or X-Forwarded-Host from a proxy the server trusts (TRUST_PROXY).
    const location = canonicalLocation({ origin, method: req.method, url: req.url, host: req.host });
    if (location) return reply.code(308).header('location', location).header('cache-control', 'no-store').send();
  });
}
