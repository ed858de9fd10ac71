// Listing images (issue #10), owner only, CSRF-checked like every state change:
//   POST   /api/businesses/{id}/images            multipart `file` (one a request) → 201 ListingImageUploadResponse
//   DELETE /api/businesses/{id}/images/{imageId}  → 200 ListingImagesResponse
//   POST   /api/businesses/{id}/images/order      { ids } → 200 ListingImagesResponse
// Unknown listing (or image) → 404, someone else's listing → 403, both before the body is read (the
// listing lane's owner check: `resource: ownListing` in the access layer, then `listingExists`).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  LISTING_IMAGE_MAX_BYTES,
  LISTING_IMAGES_MAX,
  listingImagesOrderSchema,
  listingImagesResponseSchema,
  listingImageUploadResponseSchema,
  LISTING_IMAGE_PATHS,
} from '@bizmarkt/shared/contract';
import type { ListingRecord } from '../../repositories/listings';
import { formValidation, sendFieldErrors } from '../../lib/form-validation';
import { requestLang } from '../../lib/lang';
import { makeListingImages, newListingImageKey, thumbKeyOf } from '../../lib/listing-images';
import { toListingImage } from '../../responses/listing-image';
import { translate } from '../../lib/messages';
import { checkUpload, refusalOf, sendUploadRefused, storeThenCommit, UPLOAD_POLICIES } from '../../lib/upload-check';
import { currentUser } from '../../plugins/app/access';
import { NOT_FOUND } from '../../plugins/app/errors';
import { sendTooManyRequests } from '../../plugins/app/throttle';
import { listingImageUploadBodySchema } from '../../schemas/listing-images';
import { listingExists, ownListing } from './listing-access';

/** Pictures a user may upload an hour over all their listings (each is a decode and two encodes). */
export const LISTING_IMAGE_UPLOADS_PER_HOUR = 100;
export const listingImageUploadKey = (userId: number) => `listing-image:${userId}`;

function idOf(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

const params = z.object({ id: z.string() });
const imageParams = z.object({ id: z.string(), imageId: z.string() });
const errors = { 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

const listingImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { listingImages, listings } = app.repositories;

  /** Hands the listing before and after an image change to the lifecycle, as a save of the 'images' section. */
  const tellLifecycle = async (listingId: number, before: ListingRecord | undefined) => {
    const after = await listings.findRecord(listingId);
    if (before && after) await app.lifecycle.saved({ before, after, sections: ['images'] });
  };
  /** An image change between two readings of the listing: a new cover of a published listing is news for its fans. */
  const asListingEdit = async <T>(listingId: number, change: () => Promise<T>): Promise<T> => {
    const before = await listings.findRecord(listingId);
    const result = await change();
    await tellLifecycle(listingId, before);
    return result;
  };

  const listingIdOf = (request: FastifyRequest<{ Params: { id: string } }>) => Number(request.params.id);

  const removeQuietly = async (keys: string[]) => {
    await app.media.remove(keys).catch((error: unknown) => app.log.warn({ err: error, keys }, 'media delete failed'));
  };

  app.post(
    LISTING_IMAGE_PATHS.images.pattern,
    {
      config: { access: 'verified', resource: ownListing, uploads: true, uploadLimitBytes: LISTING_IMAGE_MAX_BYTES },
      onRequest: listingExists,
      // The schema's issues go through the form validation, which words our own rules' messages.
      attachValidation: true,
      preHandler: formValidation(),
      schema: { params, body: listingImageUploadBodySchema, response: { 201: listingImageUploadResponseSchema, 429: errorBodySchema, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const listingId = listingIdOf(request);
      const lang = requestLang(request);
      const fileError = (message: string) => sendFieldErrors(reply, { file: [message] }, lang);
      const tooMany = () => fileError(translate('listing_images.too_many', lang, { max: LISTING_IMAGES_MAX }));
      // Full already: refused before any decoding.
      if ((await listingImages.list(listingId)).length >= LISTING_IMAGES_MAX) return tooMany();
      const limit = await app.throttle.hit(listingImageUploadKey(user.id), LISTING_IMAGE_UPLOADS_PER_HOUR, 60 * 60);
      if (!limit.allowed) {
        const seconds = limit.retryAfter;
        return sendTooManyRequests(reply, seconds, { message: translate('accounts.throttled', lang, { seconds }) });
      }

      let files;
      try {
        const checked = await checkUpload(request.body.file, UPLOAD_POLICIES.listingImage);
        files = await makeListingImages(checked.data);
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        return sendUploadRefused(reply, refusal, UPLOAD_POLICIES.listingImage, lang);
      }
      const key = newListingImageKey(listingId);
      const before = await listings.findRecord(listingId);
      // The two files and the row go together: a failed insert leaves no file behind.
      const result = await storeThenCommit(
        app.media,
        [
          { key, data: files.image, contentType: 'image/webp' },
          { key: thumbKeyOf(key), data: files.thumb, contentType: 'image/webp' },
        ],
        () => listingImages.add(listingId, { key, width: files.width, height: files.height }, LISTING_IMAGES_MAX),
        request.log,
      );
      if (!result || 'full' in result) {
        // Another upload took the last place (or the listing went) while this one was decoded.
        await removeQuietly([key, thumbKeyOf(key)]);
        return result ? tooMany() : reply.code(404).send(NOT_FOUND);
      }
      await tellLifecycle(listingId, before);
      return reply.code(201).send({ image: toListingImage(result.added), images: result.images.map(toListingImage) });
    },
  );

  app.delete(
    LISTING_IMAGE_PATHS.image.pattern,
    {
      config: { access: 'verified', resource: ownListing },
      onRequest: listingExists,
      schema: { params: imageParams, response: { 200: listingImagesResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const imageId = idOf(request.params.imageId);
      const listingId = listingIdOf(request);
      const result = imageId === null ? undefined : await asListingEdit(listingId, () => listingImages.remove(listingId, imageId));
      if (!result) return reply.code(404).send(NOT_FOUND);
      // The files go once no row names them.
      await removeQuietly([result.removed.key, thumbKeyOf(result.removed.key)]);
      return { images: result.images.map(toListingImage) };
    },
  );

  app.post(
    LISTING_IMAGE_PATHS.order.pattern,
    {
      config: { access: 'verified', resource: ownListing },
      onRequest: listingExists,
      attachValidation: true,
      preHandler: formValidation(),
      schema: { params, body: listingImagesOrderSchema, response: { 200: listingImagesResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const listingId = listingIdOf(request);
      const images = await asListingEdit(listingId, () => listingImages.reorder(listingId, request.body.ids));
      if (!images) return sendFieldErrors(reply, { ids: [translate('listing_images.order_mismatch', requestLang(request))] }, requestLang(request));
      return { images: images.map(toListingImage) };
    },
  );
};

export default listingImagesRoutes;
