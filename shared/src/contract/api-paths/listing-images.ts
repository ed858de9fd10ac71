// API paths: listing images (schemas: ../listing-images.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).
import { apiPath, type RoutesOf } from './path';

export const LISTING_IMAGE_PATHS = {
  /** POST multipart `file` → 201 `ListingImageUploadResponse`. */
  images: apiPath('/api/businesses/:id/images'),
  /** DELETE → 200 `ListingImagesResponse`. */
  image: apiPath('/api/businesses/:id/images/:imageId'),
  /** POST `{ ids }` (every image of the listing, in the new order) → 200 `ListingImagesResponse`. */
  order: apiPath('/api/businesses/:id/images/order'),
} as const;

/** What each path serves (the API reference's summaries). */
export const LISTING_IMAGE_ENDPOINTS: RoutesOf<typeof LISTING_IMAGE_PATHS> = {
  images: { POST: 'One picture (field `file`) → 201 `{ image, images }`; at most 10.' },
  image: { DELETE: '→ `{ images }`.' },
  order: { POST: '`{ ids }` (every image, in the new order) → `{ images }`; the first is the cover.' },
};
