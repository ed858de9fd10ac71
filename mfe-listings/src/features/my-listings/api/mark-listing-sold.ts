import { api } from '@bizmarkt/shared';
import { MY_LISTINGS_PATHS, type Listing } from '@bizmarkt/shared/contract';
import { useListingMove } from './use-listing-move';

/** `POST /api/businesses/{id}/sold`: sold, for good. */
export function markListingSold(id: number): Promise<Listing> {
  return api.post<Listing>(MY_LISTINGS_PATHS.sold(id));
}

export const useMarkListingSold = () => useListingMove(markListingSold, (id) => id);
