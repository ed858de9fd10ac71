// Listing images (issue #10, "Listing description"): up to 10 pictures a listing, uploaded one file a
// request (so the client can show each file's progress), reordered as a whole; the first is the cover,
// which the listing answer carries as `image`. The API judges a file by its content (JPEG, PNG or
// WebP), re-encodes it as WebP without metadata and keeps a small thumbnail beside it.
import { z } from './zod';
import { idField } from './columns';
import { LISTING_IMAGES_MAX } from './listing-image-limits';

export const listingImageSchema = z.object({
  id: z.number().int(),
  /** The picture, at most LISTING_IMAGE_MAX_SIDE px on its longest side (WebP). */
  url: z.string(),
  /** LISTING_IMAGE_THUMB_WIDTH × LISTING_IMAGE_THUMB_HEIGHT, cropped (WebP). */
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** 0 is the cover. */
  position: z.number().int(),
});
export type ListingImage = z.infer<typeof listingImageSchema>;

/** The listing's images in their order (the answer of every image call). */
export const listingImagesResponseSchema = z.object({ images: z.array(listingImageSchema) });
export type ListingImagesResponse = z.infer<typeof listingImagesResponseSchema>;

/** The upload's answer: the new image and the whole list after it. */
export const listingImageUploadResponseSchema = listingImagesResponseSchema.extend({ image: listingImageSchema });
export type ListingImageUploadResponse = z.infer<typeof listingImageUploadResponseSchema>;

/** `POST …/images/order`: every image id of the listing exactly once (checked by the API). */
export const listingImagesOrderSchema = z.object({
  ids: z.array(idField()).min(1).max(LISTING_IMAGES_MAX),
});
export type ListingImagesOrder = z.infer<typeof listingImagesOrderSchema>;
