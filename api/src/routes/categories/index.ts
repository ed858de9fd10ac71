import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang';
import { referenceBody, sendReference } from '../../lib/reference-response';
import { categoriesResponseSchema, categoryCountsResponseSchema, REFERENCE_PATHS } from '@bizmarkt/shared/contract';

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built once per language (validated against the schema then), answered from memory with an ETag.
  // Asked by every page load: its successful answers are counted, not logged one by one (access-log.ts).
  app.get(REFERENCE_PATHS.categories, { config: { access: 'public', sessionless: true, quietAccessLog: true } }, async (request, reply) => {
    reply.header('vary', 'X-LANG');
    const lang = requestLang(request);
    const body = await app.liveState.reference(`categories:${lang}`, async () =>
      referenceBody(categoriesResponseSchema.parse(await app.repositories.categories.list(lang))),
    );
    return sendReference(request, reply, body);
  });

  // The landing page's category tiles say how many listings each holds. Public data, the same for
  // everyone: a minute in a shared cache spares the database the GROUP BY on every landing visit.
  app.get(
    REFERENCE_PATHS.categoryCounts,
    { config: { access: 'public' }, schema: { response: { 200: categoryCountsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return app.repositories.categories.publishedCounts();
    },
  );
};

export default categoriesRoutes;
