// API paths: listing images (schemas: ../listing-images.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).

export const LISTING_IMAGE_PATHS = {
  /** POST multipart `file` → 201 `ListingImageUploadResponse`. */
  images: (businessId: number) => `/api/businesses/${businessId}/images`,
  /** DELETE → 200 `ListingImagesResponse`. */
  image: (businessId: number, imageId: number) => `/api/businesses/${businessId}/images/${imageId}`,
  /** POST `{ ids }` (every image of the listing, in the new order) → 200 `ListingImagesResponse`. */
  order: (businessId: number) => `/api/businesses/${businessId}/images/order`,
} as const;
