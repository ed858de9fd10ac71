import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Laravel Sanctum's CSRF cookie endpoint: the SPA calls it before its first state-changing call. */
const sanctumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sanctum/csrf-cookie', { config: { access: 'public' } }, async (request, reply) => {
    await app.sessions.ensure(request, reply);
    return reply.code(204).send();
  });
};

export default sanctumRoutes;
