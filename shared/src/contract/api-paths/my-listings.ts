// API paths: /my-listings (schemas: ../my-listings.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).
import { apiPath, type RoutesOf } from './path';

export const MY_LISTINGS_PATHS = {
  /** GET → `MyListingStatsResponse`: views and favourites of each of the caller's listings. */
  stats: '/api/my/businesses/stats',
  /** POST → 200 Listing: published or hidden → sold (for good). */
  sold: apiPath('/api/businesses/:id/sold'),
  /** POST → 200 Listing: hidden by the owner → published now (not one hidden for old financials). */
  show: apiPath('/api/businesses/:id/show'),
  /** DELETE → 204: deletes a draft (only a draft). */
  remove: apiPath('/api/businesses/:id'),
} as const;

/** What each path serves (the API reference's summaries). */
export const MY_LISTINGS_ENDPOINTS: RoutesOf<typeof MY_LISTINGS_PATHS> = {
  stats: { GET: "`{ data: [{ id, views, favorites }] }` for each of the caller's listings." },
  sold: { POST: 'Published or hidden → sold (final).' },
  show: { POST: "An owner's hide → published now." },
  remove: { DELETE: '204: deletes a draft (only a draft) with its rows and images.' },
};
