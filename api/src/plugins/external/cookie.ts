import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/**
 * Cookie parsing and `reply.setCookie`. Session cookies are opaque random tokens, so no signing.
 * No parsing hook of its own: the session hook parses the `Cookie` header as its first step, on every
 * route but the `sessionless` ones (public reference data, health), which read no cookie — a hook,
 * a parse and a Map per request that those did for nothing (plugins/app/session.ts; issue #14).
 */
export default fp(
  async (app) => {
    await app.register(cookie, { hook: false });
  },
  { name: 'cookie' },
);
