import { api } from '@bizmarkt/shared';
import { LISTING_IMAGE_PATHS, type ListingImagesResponse } from '@bizmarkt/shared/contract';

/** `DELETE /api/businesses/{id}/images/{imageId}` → the listing's images without it. */
export function deleteListingImage(businessId: number, imageId: number): Promise<ListingImagesResponse> {
  return api.delete<ListingImagesResponse>(LISTING_IMAGE_PATHS.image(businessId, imageId));
}
