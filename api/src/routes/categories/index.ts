import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang';
import { categoriesResponseSchema, categoryCountsResponseSchema } from '@bizmarkt/shared/contract';

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/categories', { config: { access: 'public' }, schema: { response: { 200: categoriesResponseSchema } } }, async (request, reply) => {
    reply.header('vary', 'X-LANG');
    return app.repositories.categories.list(requestLang(request));
  });

  // The landing page's category tiles say how many listings each holds. Public data, the same for
  // everyone: a minute in a shared cache spares the database the GROUP BY on every landing visit.
  app.get('/api/categories/counts', { config: { access: 'public' }, schema: { response: { 200: categoryCountsResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return app.repositories.categories.publishedCounts();
  });
};

export default categoriesRoutes;
