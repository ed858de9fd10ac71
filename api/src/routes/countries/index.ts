import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang';
import { referenceBody, sendReference } from '../../lib/reference-response';
import { countriesResponseSchema, REFERENCE_PATHS } from '@bizmarkt/shared/contract';

const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built once per language (validated against the schema then), answered from memory with an ETag.
  // Asked by every page load: its successful answers are counted, not logged one by one (access-log.ts).
  app.get(REFERENCE_PATHS.countries, { config: { access: 'public', sessionless: true, quietAccessLog: true } }, async (request, reply) => {
    reply.header('vary', 'X-LANG');
    const lang = requestLang(request);
    const body = await app.liveState.reference(`countries:${lang}`, async () =>
      referenceBody(countriesResponseSchema.parse(await app.repositories.geo.countriesResponse(lang))),
    );
    return sendReference(request, reply, body);
  });
};

export default countriesRoutes;
