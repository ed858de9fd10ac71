import { api } from '@bizmarkt/shared';
import { MY_LISTINGS_PATHS, type Listing } from '@bizmarkt/shared/contract';
import { useListingMove } from './use-listing-move';

/** `POST /api/businesses/{id}/show`: a listing the owner hid is published again now. */
export function showListingAgain(id: number): Promise<Listing> {
  return api.post<Listing>(MY_LISTINGS_PATHS.show(id));
}

export const useShowListingAgain = () => useListingMove(showListingAgain, (id) => id);
