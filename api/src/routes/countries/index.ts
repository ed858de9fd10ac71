import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang';
import { countriesResponseSchema } from '@bizmarkt/shared/contract';

const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/countries', { config: { access: 'public' }, schema: { response: { 200: countriesResponseSchema } } }, async (request, reply) => {
    reply.header('vary', 'X-LANG');
    return app.repositories.geo.countriesResponse(requestLang(request));
  });
};

export default countriesRoutes;
