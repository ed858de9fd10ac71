// Browse (issue #11): GET /api/businesses — published listings matching the query (text, filters,
// sort, page; `searchQuerySchema`) as cards; with `user_id`, one seller's list and the seller's name
// (an unknown or deleted user → 404). Public; 422 for a query outside the contract's bounds.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, SEARCH_PAGE_SIZE, SEARCH_PATHS, searchQuerySchema, searchResponseSchema, type SearchResponse } from '@bizmarkt/shared/contract';
import { requestLang } from '../../lib/lang';
import { NOT_FOUND } from '../../plugins/app/errors';
import { toListingCard } from '../../responses/listing-card';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search } = app.repositories;

  app.get(
    SEARCH_PATHS.search,
    {
      config: { access: 'public' },
      schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema, 404: errorBodySchema } },
    },
    async (request, reply) => {
      const query = request.query;
      const viewerId = request.session?.userId ?? null;
      // A seller's own list includes their NDA listings: the answer depends on who asks.
      reply.header('vary', 'X-LANG, Cookie');
      const seller = query.user_id === undefined ? undefined : await search.seller(query.user_id);
      if (seller === null) return reply.code(404).send(NOT_FOUND);
      const page = await search.search(query, { lang: requestLang(request), now: app.clock.now(), viewerId });
      const answer: SearchResponse = {
        data: page.rows.map(toListingCard),
        meta: {
          current_page: query.page ?? 1,
          last_page: Math.max(1, Math.ceil(page.total / SEARCH_PAGE_SIZE)),
          total: page.total,
          per_page: SEARCH_PAGE_SIZE,
        },
        ...(seller ? { seller } : {}),
      };
      return answer;
    },
  );
};

export default searchRoutes;
