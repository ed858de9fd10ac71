// Moderation of listings (issue #10), admins only (config.access 'admin': 401 logged out, 403 others):
//   GET  /api/admin/businesses?status=pending&page=&per_page=  the queue, pending oldest first
//   GET  /api/admin/businesses/{id}                            the listing in full (NDA-protected fields
//                                                              included), its owner, and what changed
//                                                              since it was last verified
//   POST /api/admin/businesses/{id}/verify                     pending → published
//   POST /api/admin/businesses/{id}/cancel {reason}            pending → canceled (422 without a reason)
// Both decisions answer 409 when the listing is not pending (any more), 404 for an unknown id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListingDetailSchema,
  adminListingsPageSchema,
  adminListingsQuerySchema,
  cancelListingRequestSchema,
  errorBodySchema,
  moderationDecisionResponseSchema,
  type AdminListingDetail,
  MODERATION_PATHS,
} from '@bizmarkt/shared/contract';
import { isComparable, type ModerationOutcome } from '../../domain/listing-lifecycle-actions';
import { diffListing } from '../../domain/listing-lifecycle-diff';
import { LISTING_FIELD_SPECS } from '../../domain/listing-lifecycle-fields';
import { formValidation } from '../../lib/form-validation';
import { requestLang } from '../../lib/lang';
import { translate } from '../../lib/messages';
import { currentUser } from '../../plugins/app/access';
import { NOT_FOUND } from '../../plugins/app/errors';
import { toListingResponse } from '../../responses/listing';
import { toListingImage } from '../../responses/listing-image';
import { toModerationOwner, toModerationState, toModerationSummary } from '../../responses/moderation';
import { pathIdOf } from '../../lib/path-id';

const idParams = z.object({ id: z.string() });

const adminListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { listingModeration, listingLifecycle } = app.repositories;

  app.get(
    MODERATION_PATHS.queue,
    { config: { access: 'admin' }, schema: { querystring: adminListingsQuerySchema, response: { 200: adminListingsPageSchema } } },
    async (request, reply) => {
      const { status, page, per_page: perPage } = request.query;
      const { rows, total } = await listingModeration.queue(status, page, perPage);
      reply.header('cache-control', 'no-store');
      return {
        data: rows.map(toModerationSummary),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
      };
    },
  );

  app.get(
    MODERATION_PATHS.detail.pattern,
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: adminListingDetailSchema, 404: errorBodySchema } } },
    async (request, reply) => {
      const id = pathIdOf(request.params.id);
      if (id === null) return reply.code(404).send(NOT_FOUND);
      // The queue's row (owner, moderation state) and the full listing are independent reads: side by side.
      const [row, record] = await Promise.all([listingModeration.one(id), app.repositories.listings.findRecord(id)]);
      if (!row || !record) return reply.code(404).send(NOT_FOUND);
      // The owner's view (every field, NDA-protected ones included, the images), as the listing routes draw it.
      const categoryName = await app.repositories.listings.categoryName(record.category_id, requestLang(request));
      const images = (await app.repositories.listingImages.list(record.id)).map(toListingImage);
      const listing = toListingResponse(record, { full: true, granted: true, isMine: false, categoryName, images });
      const verified = await listingLifecycle.lastEvent(row.id, 'verified');
      const detail: AdminListingDetail = {
        listing,
        owner: toModerationOwner(row),
        moderation: toModerationState(row),
        changes: isComparable(verified?.snapshot) ? diffListing(verified.snapshot, record, LISTING_FIELD_SPECS) : null,
      };
      reply.header('cache-control', 'no-store');
      return detail;
    },
  );

  /** The answer of a decision: the listing's new queue row, or why there is none. */
  async function decided(outcome: ModerationOutcome, lang: ReturnType<typeof requestLang>) {
    if (!outcome.ok && outcome.reason === 'not-found') return { status: 404 as const, body: NOT_FOUND };
    if (!outcome.ok) return { status: 409 as const, body: { message: translate('moderation.not_pending', lang) } };
    const row = await listingModeration.one(outcome.listing.id);
    if (!row) return { status: 404 as const, body: NOT_FOUND };
    return { status: 200 as const, body: toModerationSummary(row) };
  }

  app.post(
    MODERATION_PATHS.verify.pattern,
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: moderationDecisionResponseSchema, 404: errorBodySchema, 409: errorBodySchema } },
    },
    async (request, reply) => {
      const id = pathIdOf(request.params.id);
      if (id === null) return reply.code(404).send(NOT_FOUND);
      const { status, body } = await decided(await app.lifecycle.verify(id, currentUser(request).id), requestLang(request));
      return reply.code(status).send(body);
    },
  );

  app.post(
    MODERATION_PATHS.cancel.pattern,
    {
      config: { access: 'admin', precognitive: true },
      attachValidation: true,
      schema: {
        params: idParams,
        body: cancelListingRequestSchema,
        response: { 200: moderationDecisionResponseSchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
      preHandler: formValidation(),
    },
    async (request, reply) => {
      const id = pathIdOf(request.params.id);
      if (id === null) return reply.code(404).send(NOT_FOUND);
      const outcome = await app.lifecycle.cancel(id, currentUser(request).id, request.body.reason);
      const { status, body } = await decided(outcome, requestLang(request));
      return reply.code(status).send(body);
    },
  );
};

export default adminListingsRoutes;
