// CSRF protection compatible with Laravel Sanctum: every state-changing request must carry the
// session's CSRF token in X-XSRF-TOKEN (the client copies it from the XSRF-TOKEN cookie).
import fp from 'fastify-plugin';
import { ACCOUNT_PATHS, BILLING_PATHS, SERVICE_PATHS } from '@bizmarkt/shared/contract';
import { safeEqual } from '../../lib/tokens';

export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes that take state-changing requests without the token, as "METHOD /route/pattern": the one place
 * where such an exemption is made, each entry with its reason. Add one only for a caller that cannot
 * send the header and that changes nothing a visitor could be tricked into. The CSRF suite
 * (api/test/security/csrf.test.ts) forges input against each entry and fails on one it has no test for.
 */
export const CSRF_EXEMPT_ROUTES: ReadonlySet<string> = new Set<string>([
  // The page-hide beacon (sendBeacon) cannot set headers, and the log must work without any session. It
  // only appends rows to the error log; JSON only (a cross-site page cannot send a JSON body without a
  // CORS preflight we never grant, and SameSite=Lax keeps the session cookie off such a request),
  // size-bounded and rate-limited per client: a forged call can add noise, no more.
  `POST ${SERVICE_PATHS.errorLog}`,
  // The RFC 8058 one-click POST comes from a mail client, with no session and no token. The signed token
  // (HMAC with APP_KEY, in the query or body) is the credential, and the route can only turn email flags
  // off: a forgery needs a valid token and gains nothing.
  `POST ${ACCOUNT_PATHS.unsubscribe}`,
  // The payment provider's server calls it; its signature (Stripe's scheme, src/billing/signature.ts) is
  // the credential.
  `POST ${BILLING_PATHS.webhook}`,
  // The sandbox provider's form POSTs stand in for the provider's hosted pages (routes/payments/sandbox.ts):
  // the unguessable checkout id is the credential, as on the provider's own page,
  `POST ${BILLING_PATHS.sandboxCheckout.pattern}`,
  // … and the signed portal token.
  `POST ${BILLING_PATHS.sandboxPortal.pattern}`,
]);

export const CSRF_MISMATCH = { message: 'CSRF token mismatch.' } as const;

/** The header as the client sent it, URL-decoded like Laravel does with the cookie value. */
function headerToken(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

export default fp(
  async (app) => {
    // Callback style, not async: every request passes here and nearly all of them are reads (a
    // promise per request for nothing; issue #14).
    app.addHook('onRequest', (request, reply, done) => {
      if (!STATE_CHANGING_METHODS.has(request.method)) return done();
      const route = request.routeOptions.url;
      // No route matched: the 404 handler answers, as Laravel matches routes before middleware.
      if (route === undefined) return done();
      if (CSRF_EXEMPT_ROUTES.has(`${request.method} ${route}`)) return done();
      const token = headerToken(request.headers['x-xsrf-token']);
      const session = request.session;
      if (session && token !== undefined && safeEqual(token, session.csrfToken)) return done();
      // Answered here: the chain stops (done is not called).
      reply.code(419).send(CSRF_MISMATCH);
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
