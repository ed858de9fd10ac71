// Favourites (issue #11, spec §7): every call needs a session; the POSTs the CSRF token (419).
//   GET  /api/favorites/ids   → number[] (the caller's own, newest first)
//   GET  /api/favorites       → { data: FavoriteCard[], read_at } (cards + change markers since last read)
//   POST /api/favorites       { business_id } → { favorite } (toggle; adding needs a published listing, else 422)
//   POST /api/favorites/read  → { read_at } (the markers start over)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  FAVORITES_PATHS,
  favoriteIdsResponseSchema,
  favoritesReadResponseSchema,
  favoritesResponseSchema,
  favoriteToggleRequestSchema,
  favoriteToggleResponseSchema,
} from '@bizmarkt/shared/contract';
import { sendFieldErrors } from '../../lib/form-validation';
import { requestLang } from '../../lib/lang';
import { translate } from '../../lib/messages';
import { currentUser } from '../../plugins/app/access';
import { toFavoriteCard } from '../../responses/listing-card';

const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { favorites } = app.repositories;

  app.get(FAVORITES_PATHS.ids, { config: { access: 'authenticated' }, schema: { response: { 200: favoriteIdsResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return favorites.idsOf(currentUser(request).id);
  });

  app.get(FAVORITES_PATHS.list, { config: { access: 'authenticated' }, schema: { response: { 200: favoritesResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await favorites.list(currentUser(request).id, requestLang(request), app.clock.now());
    const latestRead = rows.reduce<number | null>((latest, row) => Math.max(latest ?? 0, new Date(row.read_at).getTime()), null);
    return { data: rows.map(toFavoriteCard), read_at: latestRead === null ? null : new Date(latestRead).toISOString() };
  });

  app.post(
    FAVORITES_PATHS.toggle,
    {
      config: { access: 'authenticated' },
      schema: { body: favoriteToggleRequestSchema, response: { 200: favoriteToggleResponseSchema, 422: errorBodySchema } },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const favorite = await favorites.toggle(currentUser(request).id, request.body.business_id, app.clock.now());
      if (favorite === null) return sendFieldErrors(reply, { business_id: [translate('favorites.not_available', lang)] }, lang);
      return { favorite };
    },
  );

  app.post(FAVORITES_PATHS.read, { config: { access: 'authenticated' }, schema: { response: { 200: favoritesReadResponseSchema } } }, async (request) => {
    const now = app.clock.now();
    await favorites.markRead(currentUser(request).id, now);
    return { read_at: now.toISOString() };
  });
};

export default favoritesRoutes;
