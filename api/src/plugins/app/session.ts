// Sessions stored in the database, looked up through the live-state cache (plugins/app/live-state.ts:
// every instance drops a session the moment it changes or ends anywhere, so it still scales out).
// The cookie holds a random token; the table holds its SHA-256. Sliding expiry: every request
// that finds the session more than TOUCH_AFTER_MS idle moves its expiry forward and re-sends
// the cookies with a fresh Max-Age.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GUEST_COOKIE, GUEST_COOKIE_MAX_AGE_S, XSRF_COOKIE } from '@bizmarkt/shared/constants';
import type { SessionRow } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/tokens';

export const SESSION_COOKIE = 'bizmarkt_session';
export { XSRF_COOKIE };
/** Idle lifetime of a session. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Idle lifetime of a session started by a login with `remember: true`. */
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Expiry is slid at most once a minute per session, not on every request (one write, not N). */
export const TOUCH_AFTER_MS = 60 * 1000;
/** Laravel's session lottery: about one session start in 100 also removes expired sessions. */
const CLEANUP_PROBABILITY = 0.01;
/** Tokens we issue are 43 characters; anything much longer is not ours and is not looked up. */
const MAX_TOKEN_LENGTH = 128;

export interface SessionState {
  id: string;
  userId: number | null;
  csrfToken: string;
  remember: boolean;
  expiresAt: Date;
}

export interface StartSessionOptions {
  userId: number | null;
  remember?: boolean;
}

export interface SessionManager {
  /** A new session with a new token and CSRF token, replacing the request's current one (rotation). */
  start(request: FastifyRequest, reply: FastifyReply, options: StartSessionOptions): Promise<SessionState>;
  /** The request's session, or a new guest session; re-sends the cookies either way. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionState>;
  /** Deletes the request's session row; the request then has no session. */
  destroy(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route never reads `request.session` nor any cookie (public reference data, health): the
     * `Cookie` header is not even parsed (`request.cookies` stays null). Not for routes that may
     * start, read or check a session (CSRF, login, sanctum).
     */
    sessionless?: true;
  }
  interface FastifyInstance {
    sessions: SessionManager;
  }
  interface FastifyRequest {
    /** The session named by the request's cookie, if it exists and has not expired. */
    session: SessionState | null;
  }
}

const ttlOf = (remember: boolean) => (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS);

function toState(row: SessionRow): SessionState {
  return {
    id: row.id,
    userId: row.user_id,
    csrfToken: row.csrf_token,
    remember: row.remember,
    expiresAt: row.expires_at,
  };
}

/** What every cookie of the site shares: the whole site, same-site navigation, `Secure` over https. */
function siteCookie(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/**
 * Both cookies live as long as the session. The session cookie is HttpOnly; XSRF-TOKEN is read by
 * the client's JavaScript and echoed in X-XSRF-TOKEN (Laravel Sanctum's scheme). `Secure` when the
 * request came over https (X-Forwarded-Proto counts when the proxy is trusted).
 */
function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, session: SessionState) {
  const common = { ...siteCookie(request), maxAge: Math.floor(ttlOf(session.remember) / 1000) };
  reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, session.csrfToken, { ...common, httpOnly: false });
}

export default fp(
  async (app) => {
    const repository = app.repositories.sessions;

    app.decorateRequest('session', null);

    /**
     * Sessions whose expiry this process is sliding right now. Until that write's notification drops
     * the cached row, every request of the session still sees the old `last_activity`; they go on
     * without writing again (one write per session, not one per request in flight; issue #14).
     */
    const touching = new Set<string>();

    /** Slides the session's expiry (one write), re-sends its cookies, then attaches it. */
    async function slide(request: FastifyRequest, reply: FastifyReply, token: string, session: SessionState): Promise<void> {
      session.expiresAt = new Date(Date.now() + ttlOf(session.remember));
      touching.add(session.id);
      try {
        // The update's change notification drops the cached row everywhere, this instance included.
        await repository.touch(session.id, session.expiresAt);
      } finally {
        touching.delete(session.id);
      }
      setSessionCookies(request, reply, token, session);
      request.session = session;
    }

    /** Attaches the row's session to the request: a promise only when its expiry is due to slide. */
    function attach(request: FastifyRequest, reply: FastifyReply, token: string, row: SessionRow | undefined): Promise<void> | undefined {
      if (!row) return undefined;
      const session = toState(row);
      if (Date.now() - row.last_activity.getTime() > TOUCH_AFTER_MS && !touching.has(session.id)) return slide(request, reply, token, session);
      request.session = session;
      return undefined;
    }

    // Callback style, so that a session answered from memory (nearly every request) is attached
    // without a promise; one is made only when the database is asked or the expiry slides (issue #14).
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config?.sessionless) return done();
      // The cookie plugin has no parsing hook of its own (plugins/external/cookie.ts).
      const header = request.headers.cookie;
      request.cookies = header === undefined ? {} : app.parseCookie(header);
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > MAX_TOKEN_LENGTH) return done();
      const row = app.liveState.session(token);
      const attached = row instanceof Promise ? row.then((loaded) => attach(request, reply, token, loaded)) : attach(request, reply, token, row);
      if (attached === undefined) return done();
      attached.then(() => done(), done);
    });

    const start: SessionManager['start'] = async (request, reply, options) => {
      if (request.session) await repository.delete(request.session.id);
      const token = randomToken();
      const remember = options.remember ?? false;
      const row = await repository.create({
        tokenHash: sha256Hex(token),
        userId: options.userId,
        csrfToken: randomToken(),
        remember,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        ipAddress: request.ip || null,
        expiresAt: new Date(Date.now() + ttlOf(remember)),
      });
      const session = toState(row);
      request.session = session;
      setSessionCookies(request, reply, token, session);
      // The shell skips asking who is there while its JS-readable `guest` cookie says 1 (spec §4). A
      // login flips it here, with the session, not later in the page: a page left before its own
      // flip (a fetch of the new user still in flight) must not make the next page load a guest's.
      if (options.userId !== null) {
        reply.setCookie(GUEST_COOKIE, '0', { ...siteCookie(request), maxAge: GUEST_COOKIE_MAX_AGE_S });
      }
      if (Math.random() < CLEANUP_PROBABILITY) {
        repository.deleteExpired().catch((error: unknown) => request.log.warn({ err: error }, 'expired-session cleanup failed'));
      }
      return session;
    };

    const ensure: SessionManager['ensure'] = async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (request.session && token) {
        setSessionCookies(request, reply, token, request.session);
        return request.session;
      }
      return start(request, reply, { userId: null });
    };

    const destroy: SessionManager['destroy'] = async (request) => {
      if (request.session) await repository.delete(request.session.id);
      request.session = null;
    };

    app.decorate('sessions', { start, ensure, destroy });
  },
  { name: 'session', dependencies: ['cookie', 'repositories', 'live-state'] },
);
