// Demo listing images: drawn at seed time (a gradient, the listing's name and a caption, as SVG
// rendered by sharp), then put through the same pipeline as an upload (checked, re-encoded to WebP
// with a thumbnail) and stored in the media store. No image files live in git.
import { LISTING_IMAGES_MAX } from '@bizmarkt/shared/contract';
import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import sharp from 'sharp';
import { makeListingImages, newListingImageKey, thumbKeyOf } from '../lib/listing-images';
import type { MediaStore } from '../lib/media-store';
import type { Db } from '../db/client';
import { listings, listingImages, users } from '../db/schema';
import { createRepositories } from '../repositories';

/** What each demo listing shows, in order (the first is the cover). */
export const DEMO_IMAGE_CAPTIONS = ['Best-selling product line', 'Amazon storefront', 'Packaging and inserts'] as const;

const PALETTES = [
  ['#1e3a8a', '#0ea5e9'],
  ['#064e3b', '#34d399'],
  ['#7c2d12', '#fb923c'],
  ['#4c1d95', '#c084fc'],
  ['#831843', '#f472b6'],
  ['#134e4a', '#5eead4'],
  ['#1f2937', '#9ca3af'],
] as const;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);

/** A 1200 × 800 picture as PNG: gradient, circles, the listing's name and the caption. */
export async function drawDemoImage(title: string, caption: string, variant: number): Promise<Buffer> {
  const [from, to] = PALETTES[variant % PALETTES.length]!;
  const name = title.length > 32 ? `${title.slice(0, 31)}…` : title;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#g)"/>
  <circle cx="${980 - (variant % 3) * 120}" cy="${200 + (variant % 4) * 60}" r="220" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="${160 + (variant % 5) * 70}" cy="660" r="140" fill="#ffffff" fill-opacity="0.08"/>
  <text x="80" y="400" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="58" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>
  <text x="80" y="480" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="40" fill="#ffffff" fill-opacity="0.85">${escapeXml(caption)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Gives every listing of the given owners that has no image yet the demo pictures; returns how many
 * images were added. Idempotent: a listing with images is left alone.
 */
export async function seedListingImages(db: Db, store: Pick<MediaStore, 'put'>, ownerEmails: readonly string[]): Promise<number> {
  if (ownerEmails.length === 0) return 0;
  const repository = createRepositories(db).listingImages;
  const bare = await db
    .select({ id: listings.id, name: listings.name })
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
    for (const [index, caption] of DEMO_IMAGE_CAPTIONS.entries()) {
      const files = await makeListingImages(await drawDemoImage(listing.name, caption, listing.id + index));
      const key = newListingImageKey(listing.id);
      await store.put(key, files.image, 'image/webp');
      await store.put(thumbKeyOf(key), files.thumb, 'image/webp');
      const result = await repository.add(listing.id, { key, width: files.width, height: files.height }, LISTING_IMAGES_MAX);
      if (result && 'added' in result) added += 1;
    }
  }
  return added;
}
