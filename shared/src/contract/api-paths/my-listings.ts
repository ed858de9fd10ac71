// API paths: /my-listings (schemas: ../my-listings.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).

export const MY_LISTINGS_PATHS = {
  /** GET → `MyListingStatsResponse`: views and favourites of each of the caller's listings. */
  stats: '/api/my/businesses/stats',
  /** POST → 200 Listing: published or hidden → sold (for good). */
  sold: (id: number) => `/api/businesses/${id}/sold`,
  /** POST → 200 Listing: hidden by the owner → published now (not one hidden for old financials). */
  show: (id: number) => `/api/businesses/${id}/show`,
  /** DELETE → 204: deletes a draft (only a draft). */
  remove: (id: number) => `/api/businesses/${id}`,
} as const;
