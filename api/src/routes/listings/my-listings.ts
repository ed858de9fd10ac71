// /my-listings (issue #11), the owner's moves beyond saving:
//   GET    /api/my/businesses/stats   → { data: [{ id, views, favorites }] } (the caller's listings)
//   POST   /api/businesses/{id}/sold  → 200 Listing   published | hidden → sold
//   POST   /api/businesses/{id}/show  → 200 Listing   hidden by the owner → published
//   DELETE /api/businesses/{id}       → 204           a draft, with its images
// Each move: session, CSRF (419), verified user, the owner (403), 404 for an unknown listing, 422 on
// `status` when the listing is not in a status the move applies to.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, listingSchema, MY_LISTINGS_PATHS, myListingStatsResponseSchema } from '@bizmarkt/shared/contract';
import { sendFieldErrors } from '../../lib/form-validation';
import { requestLang, type Lang } from '../../lib/lang';
import { thumbKeyOf } from '../../lib/listing-images';
import { translate } from '../../lib/messages';
import { currentUser } from '../../plugins/app/access';
import { toListingResponse } from '../../responses/listing';
import { toListingImage } from '../../responses/listing-image';
import { listingExists, listingIdOf, ownListing } from './listing-access';

const params = z.object({ id: z.string() });
const ownerOnly = { config: { access: 'verified', resource: ownListing }, onRequest: listingExists } as const;

const myListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { listings, listingImages, myListings } = app.repositories;

  async function ownerView(id: number, lang: Lang) {
    const record = (await listings.findRecord(id))!;
    return toListingResponse(record, {
      full: true,
      granted: true,
      isMine: true,
      categoryName: await listings.categoryName(record.category_id, lang),
      images: (await listingImages.list(record.id)).map(toListingImage),
    });
  }

  const refuse = (reply: FastifyReply, key: Parameters<typeof translate>[0], lang: Lang) => sendFieldErrors(reply, { status: [translate(key, lang)] }, lang);

  app.get(
    MY_LISTINGS_PATHS.stats,
    { config: { access: 'authenticated' }, schema: { response: { 200: myListingStatsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await myListings.statsOf(currentUser(request).id) };
    },
  );

  const moveSchema = { params, response: { 200: listingSchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema } };

  app.post(MY_LISTINGS_PATHS.sold.pattern, { ...ownerOnly, schema: moveSchema }, async (request, reply) => {
    const id = listingIdOf(request)!;
    const lang = requestLang(request);
    if (!(await myListings.markSold(id, app.clock.now()))) return refuse(reply, 'listings.not_sellable', lang);
    return ownerView(id, lang);
  });

  app.post(MY_LISTINGS_PATHS.show.pattern, { ...ownerOnly, schema: moveSchema }, async (request, reply) => {
    const id = listingIdOf(request)!;
    const lang = requestLang(request);
    // An accepted offer's exclusivity is a promise to its buyer: the owner cannot cut it short (decision 0243).
    if (await app.repositories.offers.exclusivityUntil(id, app.clock.now())) return refuse(reply, 'listings.exclusivity_holds', lang);
    if (!(await myListings.showAgain(id, app.clock.now()))) return refuse(reply, 'listings.not_shown_again', lang);
    return ownerView(id, lang);
  });

  app.delete(
    MY_LISTINGS_PATHS.remove.pattern,
    { ...ownerOnly, schema: { params, response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema } } },
    async (request, reply) => {
      const id = listingIdOf(request)!;
      const keys = (await listingImages.list(id)).flatMap((image) => [image.key, thumbKeyOf(image.key)]);
      if (!(await myListings.deleteDraft(id))) return refuse(reply, 'listings.not_deletable', requestLang(request));
      // The rows went with the listing; the files follow (a failure leaves orphans, not broken pages).
      if (keys.length > 0) await app.media.remove(keys).catch((error: unknown) => app.log.warn({ err: error, keys }, 'media delete failed'));
      return reply.code(204).send(null);
    },
  );
};

export default myListingsRoutes;
