// API paths: listings (schemas: ../listing-answer.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).
import { apiPath, type RoutesOf } from './path';

export const LISTING_PATHS = {
  create: '/api/businesses',
  /** GET: the listing as the caller may see it; POST: save sections / hide_listing (owner). */
  listing: apiPath('/api/businesses/:id'),
  submit: apiPath('/api/businesses/:id/submit'),
  /** GET: the caller's own listings, every status, newest first. */
  mine: '/api/my/businesses',
} as const;

/** What each path serves (the API reference's summaries). */
export const LISTING_ENDPOINTS: RoutesOf<typeof LISTING_PATHS> = {
  create: { POST: '`{ information }` → 201 a new draft (owner view).' },
  listing: {
    GET: "The listing as the caller may see it (NDA-protected fields only when granted); 404; 307 for a hidden or sold listing (to a buyer in conversation about a listing another buyer's offer holds, with the day its exclusivity ends); counts a view.",
    POST: 'Saves one or more sections and/or `hide_listing: { hide_for_x_days }` → the listing.',
  },
  submit: { POST: '→ pending; 422 naming the incomplete fields, or on `status` unless draft or canceled.' },
  mine: { GET: "The caller's listings, every status, newest first." },
};

/** The path a hidden or sold listing's 307 answer carries in `message` (spec §2). */
export const BUSINESS_UNAVAILABLE_PATH = '/business-unavailable';
/** Query parameter of that path: the lost listing's category id, so the page can offer similar listings. */
export const BUSINESS_UNAVAILABLE_CATEGORY_PARAM = 'category';

/**
 * Query parameter of that path for a buyer in conversation about a listing another buyer's accepted
 * offer holds: the day (YYYY-MM-DD, UTC) its exclusivity ends, so the page says "under offer until".
 */
export const BUSINESS_UNAVAILABLE_UNDER_OFFER_PARAM = 'under_offer_until';

/** The 307's path for a listing of this category (none: the bare path), and the end of an exclusivity the viewer may know of. */
export function businessUnavailablePath(categoryId: number | null, underOfferUntil: Date | null = null): string {
  const query = new URLSearchParams();
  if (categoryId !== null) query.set(BUSINESS_UNAVAILABLE_CATEGORY_PARAM, String(categoryId));
  if (underOfferUntil !== null) query.set(BUSINESS_UNAVAILABLE_UNDER_OFFER_PARAM, underOfferUntil.toISOString().slice(0, 10));
  const text = query.toString();
  return text === '' ? BUSINESS_UNAVAILABLE_PATH : `${BUSINESS_UNAVAILABLE_PATH}?${text}`;
}
