// Idempotency keys (issue #31 §4, decision 0211). The client sends an `Idempotency-Key` (a UUID per
// logical write, the same on each retry) with every state-changing request, and retries a write whose
// answer got lost (502/503/504 from the proxy, no answer at all) with that key. Here the first request
// with a key claims it; its answer (status and body) is kept for IDEMPOTENCY_TTL_SECONDS and a repeat
// gets that answer again (`Idempotent-Replayed: true`) without the handler running twice. A repeat while
// the first still runs gets 409 with `Retry-After`; a repeat of the key on another request gets 422.
// Keys belong to the session's user (a guest: the session), so nobody reads another's answer.
//
// A hook, not an endpoint: it runs after session, CSRF and the access checks (their refusals come
// first and are not kept), on every route that takes a write.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { requestLang } from '../../lib/lang';
import { translate } from '../../lib/messages';
import { CSRF_EXEMPT_ROUTES, STATE_CHANGING_METHODS } from './csrf';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a completed answer is kept for repeats: far longer than any client's retries. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/**
 * How long a running request's claim holds. A claim whose instance was killed (kill -9: no answer,
 * nothing to release it) lapses after this, and the client's next retry runs the write.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 15;
/** What a key may be: a UUID, or any other opaque token of the same alphabet. */
const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,255}$/;
/** About one claim in 100 also deletes expired keys (as sessions and rate limits clean up). */
const CLEANUP_PROBABILITY = 0.01;

interface Claim {
  scope: string;
  key: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency key this request claimed (its answer is stored when sent). */
    idempotencyClaim?: Claim;
  }
}

export type ClaimOutcome =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; contentType: string | null; body: string | null }
  | { kind: 'running'; retryAfter: number }
  | { kind: 'mismatch' };

/** The table's SQL (times by the database's clock, so instances with skewed clocks agree). */
export function createIdempotencyStore(db: Db) {
  return {
    /**
     * Claims (scope, key) for a request with this fingerprint, atomically: a new key, an expired one,
     * or a lapsed claim of the same request (its instance died) is taken; anything else is reported.
     */
    async claim(scope: string, key: string, fingerprint: string): Promise<ClaimOutcome> {
      const claimed = await selectRows<{ scope: string }>(
        db,
        sql`insert into idempotency_keys as k (scope, key, fingerprint, locked_until, expires_at)
            values (${scope}, ${key}, ${fingerprint},
                    now() + make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS}),
                    now() + make_interval(secs => ${IDEMPOTENCY_TTL_SECONDS}))
            on conflict (scope, key) do update set
              fingerprint = excluded.fingerprint, status_code = null, content_type = null, body = null,
              locked_until = excluded.locked_until, expires_at = excluded.expires_at, created_at = now()
            where k.expires_at <= now()
               or (k.status_code is null and k.locked_until <= now() and k.fingerprint = excluded.fingerprint)
            returning k.scope`,
      );
      if (claimed.length > 0) return { kind: 'claimed' };
      const [row] = await selectRows<{
        fingerprint: string;
        status_code: number | null;
        content_type: string | null;
        body: string | null;
        retry_after: number;
      }>(
        db,
        sql`select fingerprint, status_code, content_type, body,
                   greatest(1, ceil(extract(epoch from (locked_until - now()))))::int as retry_after
            from idempotency_keys where scope = ${scope} and key = ${key}`,
      );
      // Deleted between the two statements (its request failed and released it): try again shortly.
      if (!row) return { kind: 'running', retryAfter: 1 };
      if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (row.status_code === null) return { kind: 'running', retryAfter: Number(row.retry_after) };
      return { kind: 'replay', status: Number(row.status_code), contentType: row.content_type, body: row.body };
    },

    /** Keeps the answer of the claimed request. */
    async complete(scope: string, key: string, status: number, contentType: string | null, body: string | null): Promise<void> {
      await db.execute(
        sql`update idempotency_keys set status_code = ${status}, content_type = ${contentType}, body = ${body}
            where scope = ${scope} and key = ${key} and status_code is null`,
      );
    },

    /** Gives the key up (the request failed, or its answer is not one to repeat): a retry runs it again. */
    async release(scope: string, key: string): Promise<void> {
      await db.execute(sql`delete from idempotency_keys where scope = ${scope} and key = ${key} and status_code is null`);
    },

    async deleteExpired(): Promise<void> {
      await db.execute(sql`delete from idempotency_keys where expires_at <= now()`);
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The request as a digest: method, URL (query included) and the body as the route read it. A file of a
 * multipart body counts by its name, type and content's digest (the boundary differs on every send).
 */
export function requestFingerprint(request: Pick<FastifyRequest, 'method' | 'url' | 'body'>): string {
  const body =
    request.body === undefined
      ? ''
      : JSON.stringify(request.body, function (this: Record<string, unknown>, name: string, value: unknown) {
          const original = this[name];
          if (Buffer.isBuffer(original)) return `sha256:${createHash('sha256').update(original).digest('hex')}`;
          return value;
        });
  return createHash('sha256').update(`${request.method} ${request.url}\n`).update(body).digest('hex');
}

/** Whether an answer is one a repeat should get again: not a server failure, not "too many requests". */
function keepable(status: number): boolean {
  return status < 500 && status !== 429;
}

function payloadText(payload: unknown): string | null | undefined {
  if (payload === null || payload === undefined) return null;
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  // A stream (a download): not kept, the key is released.
  return undefined;
}

export default fp(
  async (app) => {
    const store = createIdempotencyStore(app.database.db);
    app.decorate('idempotency', store);

    /** Keeps the answer (`payload` as sent), or releases the key when there is none to keep. */
    async function finish(request: FastifyRequest, reply: FastifyReply, payload: unknown, sent: boolean): Promise<void> {
      const claim = request.idempotencyClaim;
      if (!claim) return;
      request.idempotencyClaim = undefined;
      const text = sent ? payloadText(payload) : undefined;
      // A login, a logout or a password change replaced or ended the session: the answer set cookies a
      // repeat would not get, so it is not kept (and those requests are safe to run again).
      const sameSession = request.session?.id === claim.sessionId;
      try {
        if (keepable(reply.statusCode) && sameSession && text !== undefined) {
          const type = reply.getHeader('content-type');
          await store.complete(claim.scope, claim.key, reply.statusCode, typeof type === 'string' ? type : null, text);
        } else {
          await store.release(claim.scope, claim.key);
        }
      } catch (error) {
        // The answer still goes out; the claim lapses after its lease.
        request.log.warn({ err: error }, 'idempotency key could not be stored');
      }
    }

    // After session, CSRF and access (registered before this plugin): their refusals are not kept.
    /** The hook's work for a write that carries a key; true when it answered the request itself. */
    async function claimKey(request: FastifyRequest, reply: FastifyReply, raw: string): Promise<boolean> {
      const route = request.routeOptions.url;
      // Callers without a session (webhooks, the beacon, mail clients) have no scope to keep keys in.
      if (route === undefined || CSRF_EXEMPT_ROUTES.has(`${request.method} ${route}`)) return false;
      const session = request.session;
      if (!session) return false;
      // A Precognition request only validates: nothing to keep.
      if (headerValue(request.headers['precognition'])?.trim().toLowerCase() === 'true') return false;
      const lang = requestLang(request);
      if (!KEY_PATTERN.test(raw)) {
        const message = translate('request.idempotency_key_invalid', lang);
        void reply.code(422).send({ message, errors: { 'Idempotency-Key': [message] } });
        return true;
      }
      const scope = session.userId !== null ? `u:${session.userId}` : `s:${session.id}`;
      if (Math.random() < CLEANUP_PROBABILITY) {
        store.deleteExpired().catch((error: unknown) => app.log.warn({ err: error }, 'idempotency key cleanup failed'));
      }
      const outcome = await store.claim(scope, raw, requestFingerprint(request));
      switch (outcome.kind) {
        case 'claimed':
          request.idempotencyClaim = { scope, key: raw, sessionId: session.id };
          return false;
        case 'replay':
          reply.code(outcome.status).header(REPLAYED_HEADER, 'true');
          if (outcome.contentType) reply.header('content-type', outcome.contentType);
          void reply.send(outcome.body ?? undefined);
          return true;
        case 'running':
          void reply
            .code(409)
            .header('retry-after', String(outcome.retryAfter))
            .send({ message: translate('request.idempotency_in_progress', lang) });
          return true;
        case 'mismatch': {
          const message = translate('request.idempotency_key_reused', lang);
          void reply.code(422).send({ message, errors: { 'Idempotency-Key': [message] } });
          return true;
        }
      }
    }

    // Callback style with a fast path: every request passes these hooks, few carry a key (issue #14:
    // no promise per request for nothing).
    app.addHook('preHandler', (request, reply, done) => {
      const raw = STATE_CHANGING_METHODS.has(request.method) ? headerValue(request.headers[IDEMPOTENCY_HEADER]) : undefined;
      if (raw === undefined) return done();
      claimKey(request, reply, raw).then((answered) => {
        if (!answered) done();
      }, done);
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (!request.idempotencyClaim) return done(null, payload);
      void finish(request, reply, payload, true).then(() => done(null, payload));
    });
    // No answer sent (the client went away before it): the claim is released, not left to lapse.
    app.addHook('onResponse', (request, reply, done) => {
      if (!request.idempotencyClaim) return done();
      void finish(request, reply, undefined, false).then(() => done());
    });
  },
  { name: 'idempotency', dependencies: ['session', 'csrf', 'access', 'db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: IdempotencyStore;
  }
}
