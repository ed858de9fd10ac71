// Clients of listing endpoints that more than one remote calls. Hiding a listing is one: the owner's
// /my-listings (mfe-listings) and the buying process's hide-listing modal (mfe-messaging) send the same
// request, so it is written once here, on the one API client; each remote keeps its own mutation hook
// (what it refreshes afterwards differs). Both forms check the days with the contract's `isHideDays`
// first (the API's rule, from `LISTING_LIMITS`).
import { api } from '../api/client';
import { LISTING_PATHS } from '../contract/api-paths/listings';
import type { Listing } from '../contract/listing-answer';

export interface HideListingRequest {
  businessId: number;
  /** Checked by `isHideDays` (`@bizmarkt/shared/contract`) before the call. */
  days: number;
}

/** `POST /api/businesses/{id} { hide_listing: { hide_for_x_days } }`: the owner hides a published listing for that many days. */
export function hideListing({ businessId, days }: HideListingRequest): Promise<Listing> {
  return api.post<Listing>(LISTING_PATHS.listing(businessId), { hide_listing: { hide_for_x_days: days } });
}
