// GET /api/stream (issue #30 §4; docs/architecture/event-stream.md): server-sent events for the
// logged-in user — new messages, unread counts and what changed in their dialogs, the moment any
// instance hears of it (plugins/app/stream-hub.ts). A read: no CSRF token, but the session cookie
// (EventSource sends it to the same site). Only `Accept: text/event-stream` gets a stream (406
// otherwise), and at most STREAM_MAX_PER_USER per user on one instance (429: that tab polls).
// The answer is a PassThrough sent with `reply.send`, so the hooks still run (security headers,
// cookies); no response schema, so nothing serialises it; nothing compresses it (an event must
// leave at once). The stream ends when the browser goes, the session ends, or the app closes.
import type { FastifyPluginAsync } from 'fastify';
import { SESSION_PATHS } from '@bizmarkt/shared/contract';
import { currentUser } from '../../plugins/app/access';
import { SESSION_COOKIE } from '../../plugins/app/session';
import { requestLang } from '../../lib/lang';
import { translate } from '../../lib/messages';
import { acceptsEventStream } from '../../lib/sse';

const streamRoutes: FastifyPluginAsync = async (app) => {
  app.get(SESSION_PATHS.stream, { config: { access: 'authenticated' } }, async (request, reply) => {
    const user = currentUser(request);
    const lang = requestLang(request);
    if (!acceptsEventStream(request.headers.accept)) {
      return reply.code(406).send({ message: translate('stream.not_acceptable', lang) });
    }
    const token = request.cookies?.[SESSION_COOKIE];
    const session = request.session;
    if (!token || !session) throw new Error('an authenticated request without its session');
    const out = await app.streams.open({ userId: user.id, sessionId: session.id, token });
    if (!out) return reply.code(429).send({ message: translate('stream.too_many', lang) });
    request.raw.once('close', () => out.destroy());
    return (
      reply
        .code(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store, no-transform')
        // nginx and its kind: pass each event on at once instead of buffering the answer.
        .header('x-accel-buffering', 'no')
        .send(out)
    );
  });
};

export default streamRoutes;
