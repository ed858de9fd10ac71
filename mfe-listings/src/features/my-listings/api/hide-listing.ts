import { api } from '@bizmarkt/shared';
import { LISTING_PATHS, type Listing } from '@bizmarkt/shared/contract';
import { useListingMove } from './use-listing-move';

/** `POST /api/businesses/{id} { hide_listing: { hide_for_x_days } }`: hidden for that many days. */
export function hideListing({ id, days }: { id: number; days: number }): Promise<Listing> {
  return api.post<Listing>(LISTING_PATHS.listing(id), { hide_listing: { hide_for_x_days: days } });
}

export const useHideListing = () => useListingMove(hideListing, (variables) => variables.id);
