import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang';
import { categoriesResponseSchema } from '@bizmarkt/shared/contract';

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/categories', { config: { access: 'public' }, schema: { response: { 200: categoriesResponseSchema } } }, async (request, reply) => {
    reply.header('vary', 'X-LANG');
    return app.repositories.categories.list(requestLang(request));
  });
};

export default categoriesRoutes;
