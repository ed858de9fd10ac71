import { api } from '@bizmarkt/shared';
import { LISTING_IMAGE_PATHS, type ListingImagesOrder, type ListingImagesResponse } from '@bizmarkt/shared/contract';

/** `POST /api/businesses/{id}/images/order` `{ ids }`: every image, in the new order (first = cover). */
export function reorderListingImages(businessId: number, ids: number[]): Promise<ListingImagesResponse> {
  return api.post<ListingImagesResponse>(LISTING_IMAGE_PATHS.order(businessId), { ids } satisfies ListingImagesOrder);
}
