// business_images row → the contract's ListingImage (also what the listing answer's `images` holds).
import type { ListingImage } from '@bizmarkt/shared/contract';
import type { ListingImageRow } from '../db/schema';
import { thumbKeyOf } from '../lib/listing-images';
import { mediaUrl } from '../lib/media';

export function toListingImage(row: ListingImageRow): ListingImage {
  return {
    id: row.id,
    url: mediaUrl(row.key)!,
    thumb_url: mediaUrl(thumbKeyOf(row.key))!,
    width: row.width,
    height: row.height,
    position: row.position,
  };
}
