// Demo listing images: drawn at seed time (a gradient and soft shapes, as SVG rendered by sharp), then
// put through the same pipeline as an upload (checked, re-encoded to WebP with a thumbnail) and stored
// in the media store. No image files live in git. No text in them: text in an image cannot be
// translated and gets clipped by the card's crop (issue #29 §5); the page says what the image is.
import { LISTING_IMAGES_MAX } from '@bizmarkt/shared/contract';
import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import sharp from 'sharp';
import { makeListingImages, newListingImageKey, thumbKeyOf } from '../lib/listing-images';
import type { MediaStore } from '../lib/media-store';
import type { Db } from '../db/client';
import { listings, listingImages, users } from '../db/schema';
import { createRepositories } from '../repositories';

/** How many pictures each demo listing gets (the first is the cover). */
export const DEMO_IMAGES_PER_LISTING = 3;

/**
 * The listing's hue: the golden angle times its id, so neighbouring listings get far-apart colours and a
 * listing keeps its colour (the listing card's drawn cover uses the same rule).
 */
export const demoHue = (id: number) => Math.round((id * 137.508) % 360);

/** The SVG of a 1200 × 800 picture: a diagonal gradient in the listing's hue and a few soft shapes, no text. */
export function demoImageSvg(listingId: number, index: number): string {
  const hue = (demoHue(listingId) + index * 24) % 360;
  const shapes = [
    `<circle cx="${900 - (listingId % 3) * 120}" cy="${220 + (listingId % 4) * 50}" r="240" fill="#fff" fill-opacity="0.14"/><circle cx="260" cy="640" r="160" fill="#fff" fill-opacity="0.1"/>`,
    `<rect x="700" y="120" width="360" height="360" rx="48" fill="#fff" fill-opacity="0.14" transform="rotate(12 880 300)"/><rect x="140" y="460" width="260" height="260" rx="36" fill="#fff" fill-opacity="0.1"/>`,
    `<path d="M0 560 C300 460 600 700 1200 520 L1200 800 L0 800 Z" fill="#fff" fill-opacity="0.14"/><path d="M0 640 C360 560 720 760 1200 640 L1200 800 L0 800 Z" fill="#fff" fill-opacity="0.1"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 62% 26%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 58%)"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#g)"/>
  ${shapes[index % shapes.length]}
</svg>`;
}

/** The picture as PNG (the upload pipeline's input). */
export async function drawDemoImage(listingId: number, index: number): Promise<Buffer> {
  return sharp(Buffer.from(demoImageSvg(listingId, index)))
    .png()
    .toBuffer();
}

/**
 * Gives every listing of the given owners that has no image yet the demo pictures; returns how many
 * images were added. Idempotent: a listing with images is left alone.
 */
export async function seedListingImages(db: Db, store: Pick<MediaStore, 'put'>, ownerEmails: readonly string[]): Promise<number> {
  if (ownerEmails.length === 0) return 0;
  const repository = createRepositories(db).listingImages;
  const bare = await db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.user_id))
    .where(
      and(
        inArray(users.email, [...ownerEmails]),
        notExists(db.select({ id: listingImages.id }).from(listingImages).where(eq(listingImages.business_id, listings.id))),
      ),
    )
    .orderBy(asc(listings.id));
  let added = 0;
  for (const listing of bare) {
    for (let index = 0; index < DEMO_IMAGES_PER_LISTING; index += 1) {
      const files = await makeListingImages(await drawDemoImage(listing.id, index));
      const key = newListingImageKey(listing.id);
      await store.put(key, files.image, 'image/webp');
      await store.put(thumbKeyOf(key), files.thumb, 'image/webp');
      const result = await repository.add(listing.id, { key, width: files.width, height: files.height }, LISTING_IMAGES_MAX);
      if (result && 'added' in result) added += 1;
    }
  }
  return added;
}
