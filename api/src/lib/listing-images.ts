// Listing images: the checked upload is decoded once at most LISTING_IMAGE_MAX_SIDE px on its longest
// side, and written as two WebPs without metadata — the picture (transparency kept) and a 400 × 300
// thumbnail cropped to cover, for cards and the wizard's list.
import { randomBytes } from 'node:crypto';
import { LISTING_IMAGE_MAX_SIDE, LISTING_IMAGE_THUMB_HEIGHT, LISTING_IMAGE_THUMB_WIDTH } from '@bizmarkt/shared/contract';
import { decodeImage, fromPixels, imageJob } from './images';

export interface ListingImageFiles {
  image: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

const WEBP_QUALITY = 82;
const THUMB_SUFFIX = '-thumb';

export function makeListingImages(data: Buffer): Promise<ListingImageFiles> {
  return imageJob(async () => {
    const decoded = await decodeImage(data, { maxSide: LISTING_IMAGE_MAX_SIDE });
    const [image, thumb] = await Promise.all([
      fromPixels(decoded).webp({ quality: WEBP_QUALITY }).toBuffer(),
      fromPixels(decoded).resize(LISTING_IMAGE_THUMB_WIDTH, LISTING_IMAGE_THUMB_HEIGHT, { fit: 'cover' }).webp({ quality: WEBP_QUALITY }).toBuffer(),
    ]);
    return { image, thumb, width: decoded.width, height: decoded.height };
  });
}

/** A fresh, never reused key for a listing's picture (its thumbnail's key follows from it). */
export function newListingImageKey(listingId: number): string {
  return `listings/${listingId}/${randomBytes(12).toString('hex')}.webp`;
}

export function thumbKeyOf(key: string): string {
  return key.replace(/\.webp$/, `${THUMB_SUFFIX}.webp`);
}
