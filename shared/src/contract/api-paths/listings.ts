// API paths: listings (schemas: ../listing-answer.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).

export const LISTING_PATHS = {
  create: '/api/businesses',
  /** GET: the listing as the caller may see it; POST: save sections / hide_listing (owner). */
  listing: (id: number) => `/api/businesses/${id}`,
  submit: (id: number) => `/api/businesses/${id}/submit`,
  /** GET: the caller's own listings, every status, newest first. */
  mine: '/api/my/businesses',
} as const;

/** The path a hidden or sold listing's 307 answer carries in `message` (spec §2). */
export const BUSINESS_UNAVAILABLE_PATH = '/business-unavailable';
/** Query parameter of that path: the lost listing's category id, so the page can offer similar listings. */
export const BUSINESS_UNAVAILABLE_CATEGORY_PARAM = 'category';

/** The 307's path for a listing of this category (none: the bare path). */
export function businessUnavailablePath(categoryId: number | null): string {
  return categoryId === null ? BUSINESS_UNAVAILABLE_PATH : `${BUSINESS_UNAVAILABLE_PATH}?${BUSINESS_UNAVAILABLE_CATEGORY_PARAM}=${categoryId}`;
}
