import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookie parsing and `reply.setCookie`. Session cookies are opaque random tokens, so no signing. */
export default fp(
  async (app) => {
    await app.register(cookie, { hook: 'onRequest' });
  },
  { name: 'cookie' },
);
