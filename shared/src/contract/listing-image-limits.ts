// The limits of listing images (listing-images.ts holds their schemas), apart from the schemas so that
// the image field of the listing wizard bundles no zod for them. No imports (the contract's
// `zod-free.test.ts`).

/** At most this many images a listing; one more answers 422 on `file`. */
export const LISTING_IMAGES_MAX = 10;
/** The largest file accepted (a phone photo is 2–6 MB); the client checks it before sending too. */
export const LISTING_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** What a file picker offers; the API decides by content, not by this. */
export const LISTING_IMAGE_ACCEPT = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The stored picture's longest side (never enlarged) and the thumbnail's size (cropped to cover). */
export const LISTING_IMAGE_MAX_SIDE = 1600;
export const LISTING_IMAGE_THUMB_WIDTH = 400;
export const LISTING_IMAGE_THUMB_HEIGHT = 300;
