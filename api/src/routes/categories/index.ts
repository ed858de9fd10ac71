import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang';
import { categoriesSchema } from '../../schemas/reference';

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/categories', { schema: { response: { 200: categoriesSchema } } }, async (request, reply) => {
    reply.header('vary', 'X-LANG');
    return app.repositories.categories.list(requestLang(request));
  });
};

export default categoriesRoutes;
