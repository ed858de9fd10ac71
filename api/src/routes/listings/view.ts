// GET /api/businesses/{id}: the listing as the caller may see it.
//   owner or admin      → everything (owner fields included), whatever the status
//   anyone else         → draft, pending, canceled: 404; hidden, sold: 307 { message: '/business-unavailable?category=<id>' }
//                         (a buyer in conversation about a listing another buyer's offer holds: &under_offer_until=<day>);
//                         published: the public fields, plus the NDA-protected ones when granted
// GET /api/my/businesses: the caller's own listings, every status (owner view).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessUnavailablePath,
  errorBodySchema,
  LISTING_PATHS,
  LISTING_UNAVAILABLE_STATUSES,
  listingSchema,
  messageResponseSchema,
  type ListingNdaRequestState,
  myListingsResponseSchema,
} from '@bizmarkt/shared/contract';
import type { UserRow } from '../../db/schema';
import { viewDay, viewerKey, type Viewer } from '../../domain/listing-views';
import { requestLang } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access';
import { NOT_FOUND } from '../../plugins/app/errors';
import { toListingResponse } from '../../responses/listing';
import { toListingImage } from '../../responses/listing-image';
import { listingIdOf } from './listing-access';

const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { listings, categories, listingImages, myListings } = app.repositories;
  // A view counted in the background lands before the database closes.
  app.addHook('preClose', async () => {
    await myListings.viewsSettled();
  });

  /** The logged-in user of a public route's request, if any (from the session cache, as the access hook reads it). */
  async function viewerOf(request: FastifyRequest): Promise<UserRow | null> {
    const userId = request.session?.userId;
    return userId == null ? null : ((await app.liveState.user(userId)) ?? null);
  }

  /** The category's name in the language, from the reference cache (dropped on a `reference` change). */
  async function categoryName(id: number | null, lang: 'en' | 'de'): Promise<string | null> {
    if (id === null) return null;
    const names = await app.liveState.reference(`category-names:${lang}`, async () => new Map((await categories.list(lang)).map((c) => [c.id, c.name])));
    return names.get(id) ?? null;
  }

  app.get(
    LISTING_PATHS.listing.pattern,
    {
      // The matrix probes the owner's draft: anyone else but an admin gets 404.
      config: { access: 'public', matrix: { owner: true, hidden: true, pass: ['admin'] } },
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: listingSchema, 307: messageResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks (and on NDA acceptances): never cached.
      reply.header('cache-control', 'no-store');
      const id = listingIdOf(request);
      if (id === null) return reply.code(404).send(NOT_FOUND);
      const viewer = await viewerOf(request);
      const now = app.clock.now();
      // One statement for the listing, its parts, the trust facts and the viewer's NDA state (decision 0215).
      const page = await listings.findPage(id, viewer?.id ?? null, now);
      if (!page) return reply.code(404).send(NOT_FOUND);
      const { record } = page;
      const isMine = viewer?.id === record.user_id;
      const full = isMine || viewer?.is_admin === true;
      const images = page.images.map(toListingImage);
      const detail = (ndaRequest: ListingNdaRequestState) => ({ listedAt: page.listedAt, seller: page.seller, ndaRequest });
      if (full) {
        const name = await categoryName(record.category_id, requestLang(request));
        return toListingResponse(record, { full, granted: true, isMine, categoryName: name, images, detail: detail('none') });
      }
      if (LISTING_UNAVAILABLE_STATUSES.includes(record.status)) {
        // The category lets /business-unavailable offer similar listings; it says nothing the page did not.
        // A buyer in conversation about a hidden listing another buyer's offer holds learns until when
        // (decision 0243): the day only, as their notification said it; anyone else learns nothing more.
        const underOffer = viewer && record.status === 'hidden' ? await app.repositories.offers.underOfferTo(record.id, viewer.id, now) : null;
        return reply.code(307).send({ message: businessUnavailablePath(record.category_id, underOffer) });
      }
      if (record.status !== 'published') return reply.code(404).send(NOT_FOUND);
      // A buyer's (or visitor's) look at a published listing, once a day each: /my-listings shows the count.
      const day = viewDay(now);
      const who: Viewer = viewer ? { userId: viewer.id } : { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      // Off the answer's path (decision 0215): the statement goes out now, the answer does not wait for it.
      myListings.countViewInBackground(record.id, viewerKey(app.config.appKey, day, who), day, now, (error) =>
        request.log.warn({ err: error, listing: record.id }, 'a listing view was not counted'),
      );
      const ndaRequest = viewer && record.nda ? page.ndaRequest : 'none';
      // Without an NDA everyone sees the protected fields; with one, only a viewer who accepted its current version.
      const granted = !record.nda || page.accepted;
      const name = await categoryName(record.category_id, requestLang(request));
      return toListingResponse(record, { full: false, granted, isMine, categoryName: name, images, detail: detail(ndaRequest) });
    },
  );

  app.get(LISTING_PATHS.mine, { config: { access: 'authenticated' }, schema: { response: { 200: myListingsResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = currentUser(request);
    const names = new Map((await categories.list(requestLang(request))).map((c) => [c.id, c.name]));
    const records = await listings.listByOwner(user.id);
    const images = await listingImages.listFor(records.map((record) => record.id));
    return {
      data: records.map((record) =>
        toListingResponse(record, {
          full: true,
          granted: true,
          isMine: true,
          categoryName: record.category_id === null ? null : (names.get(record.category_id) ?? null),
          images: (images.get(record.id) ?? []).map(toListingImage),
        }),
      ),
    };
  });
};

export default viewRoutes;
