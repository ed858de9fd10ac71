import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_PATHS } from '@bizmarkt/shared/contract';

/** Laravel Sanctum's CSRF cookie endpoint: the SPA calls it before its first state-changing call. */
const sanctumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(SESSION_PATHS.csrfCookie, { config: { access: 'public' } }, async (request, reply) => {
    await app.sessions.ensure(request, reply);
    return reply.code(204).send();
  });
};

export default sanctumRoutes;
