// POST /api/businesses/{id}/images, DELETE …/images/{imageId}, POST …/images/order (issue #10).
import { LISTING_IMAGE_PATHS, LISTING_IMAGES_MAX } from '@bizmarkt/shared/contract';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { listings, listingImages, rateLimits } from '../../src/db/schema';
import { readImageHeader } from '../../src/lib/images';
import { listingImageUploadKey } from '../../src/routes/listings/images';
import { createUser, loggedIn, multipartBody, pngFixture, useAccountsApp } from '../helpers/accounts';
import type { TestClient } from '../helpers/client';
import { cleanPdf, zipFile } from '../helpers/hostile-files';
import { isStored, storedFile, storedKeys } from '../helpers/media';
jest.setTimeout(90_000);
const t = useAccountsApp();
// The lifecycle hears of image changes as saves of the 'images' section (what it does with them is its own tests').
let lifecycleSaves: jest.SpiedFunction<typeof t.app.lifecycle.saved>;
beforeAll(() => {
  lifecycleSaves = jest.spyOn(t.app.lifecycle, 'saved').mockResolvedValue(undefined);
});
const INVALID = 'The picture must be a complete JPEG, PNG or WebP image of at most 40 megapixels.';

let jpeg: Buffer;
beforeAll(async () => {
  // A photo with a GPS-bearing EXIF block and a comment: neither may survive.
  jpeg = await sharp(pngFixture(900, 600))
    .withExif({ IFD0: { Artist: 'secret-camera-owner' }, IFD3: { GPSLatitudeRef: 'N' } })
    .jpeg({ quality: 90 })
    .toBuffer();
});

async function seller() {
  const user = await createUser(t.database, { role: 'seller' });
  const client = await loggedIn(t.app, user.email);
  const [listing] = await t.database.db.insert(listings).values({ user_id: user.id, name: 'Pan Brand' }).returning();
  return { user, client, listing: listing! };
}

function upload(client: TestClient, listingId: number, data: Buffer, extra: { headers?: Record<string, string>; xsrf?: boolean } = {}) {
  const { payload, headers } = multipartBody({}, { filename: 'photo.png', contentType: 'image/png', data });
  return client.request({ method: 'POST', url: LISTING_IMAGE_PATHS.images(listingId), payload, headers: { ...headers, ...extra.headers }, xsrf: extra.xsrf });
}

const rowsOf = (listingId: number) =>
  t.database.db.select().from(listingImages).where(eq(listingImages.business_id, listingId)).orderBy(asc(listingImages.position));
const coverOf = async (listingId: number) => (await t.database.db.select().from(listings).where(eq(listings.id, listingId)))[0]!.image;
/** The stored file behind a media URL, read from the media store (folder or bucket). */
const fileOf = (url: string) => storedFile(t.app.media, url.replace('/api/media/', ''));

describe('POST /api/businesses/{id}/images', () => {
  it('stores a re-encoded WebP and a thumbnail without metadata; the first is the cover', async () => {
    const { client, listing } = await seller();
    const response = await upload(client, listing.id, jpeg);
    expect(response.statusCode).toBe(201);
    const { image, images } = response.json();
    expect(image).toMatchObject({ width: 900, height: 600, position: 0 });
    expect(image.url).toMatch(new RegExp(`^/api/media/listings/${listing.id}/[0-9a-f]{24}\\.webp$`));
    expect(image.thumb_url).toBe(image.url.replace('.webp', '-thumb.webp'));
    expect(images).toEqual([image]);

    const served = await t.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(readImageHeader(served.rawPayload)).toEqual({ kind: 'webp', width: 900, height: 600 });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    expect(readImageHeader(await fileOf(image.thumb_url))).toEqual({ kind: 'webp', width: 400, height: 300 });

    const rows = await rowsOf(listing.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: image.id, width: 900, height: 600, position: 0 });
    expect(await coverOf(listing.id)).toBe(rows[0]!.key);

    // A large PNG is scaled to 1600 px on its longest side; a WebP is accepted too.
    const large = await upload(client, listing.id, pngFixture(2400, 1200));
    expect(large.json().image).toMatchObject({ width: 1600, height: 800, position: 1 });
    const webp = await upload(client, listing.id, await sharp(pngFixture(50, 40)).webp().toBuffer());
    expect(webp.json().images.map((each: { position: number }) => each.position)).toEqual([0, 1, 2]);
    expect(await coverOf(listing.id)).toBe(rows[0]!.key);
  });

  it(`refuses the ${LISTING_IMAGES_MAX + 1}th image with 422 on file (English and German)`, async () => {
    const { client, listing } = await seller();
    const small = pngFixture(20, 20);
    for (let i = 0; i < LISTING_IMAGES_MAX; i += 1) expect((await upload(client, listing.id, small)).statusCode).toBe(201);
    const refused = await upload(client, listing.id, small);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: 'A listing can have at most 10 images.', errors: { file: ['A listing can have at most 10 images.'] } });
    const german = await upload(client, listing.id, small, { headers: { 'x-lang': 'de' } });
    expect(german.json().errors.file).toEqual(['Ein Inserat kann höchstens 10 Bilder haben.']);
    expect(await rowsOf(listing.id)).toHaveLength(LISTING_IMAGES_MAX);
  });

  it('judges by content: an SVG named .png, a pixel flood, a truncated or garbled file are 422, never stored', async () => {
    const { client, listing } = await seller();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    // 10,000 × 10,000 pixels (100 MP) of one colour: a few hundred KB that would take 400 MB decoded.
    const flood = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    const garbled = Buffer.from(jpeg);
    garbled.fill(0x55, 400, garbled.length - 2);
    for (const data of [svg, flood, truncated, garbled, Buffer.from('GIF89a nope')]) {
      const response = await upload(client, listing.id, data);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ file: [INVALID] });
    }
    const missing = await client.request({ method: 'POST', url: LISTING_IMAGE_PATHS.images(listing.id), ...multipartBody({ other: 'x' }) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file).toHaveLength(1);
    expect(await rowsOf(listing.id)).toHaveLength(0);
    expect(await storedKeys(t.app.media, `listings/${listing.id}/`)).toEqual([]);
  });

  it('leaves no file behind when the image row cannot be saved', async () => {
    const { client, listing } = await seller();
    const files = () => storedKeys(t.app.media, `listings/${listing.id}/`);
    const failing = jest.spyOn(t.app.repositories.listingImages, 'add').mockRejectedValueOnce(new Error('database gone'));
    try {
      const response = await upload(client, listing.id, pngFixture(60, 40));
      expect(response.statusCode).toBe(500);
      expect(failing).toHaveBeenCalledTimes(1);
    } finally {
      failing.mockRestore();
    }
    expect(await files()).toHaveLength(0);
    expect(await rowsOf(listing.id)).toHaveLength(0);
    expect((await upload(client, listing.id, pngFixture(60, 40))).statusCode).toBe(201);
    expect(await files()).toHaveLength(2);
  });

  it('judges by content, not by name: a PDF or a ZIP named photo.png is refused', async () => {
    const { client, listing } = await seller();
    for (const data of [cleanPdf(), zipFile('photo.png', pngFixture(4, 4))]) {
      const response = await upload(client, listing.id, data);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: INVALID, errors: { file: [INVALID] } });
    }
  });

  it('limits uploads to 100 an hour per user (429 + Retry-After)', async () => {
    const { user, client, listing } = await seller();
    await t.database.db.insert(rateLimits).values({ key: listingImageUploadKey(user.id), hits: 100, reset_at: new Date(Date.now() + 30 * 60 * 1000) });
    const response = await upload(client, listing.id, pngFixture(20, 20));
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(1000);
    expect(await rowsOf(listing.id)).toHaveLength(0);
  });

  it('refuses files over 10 MB with 422', async () => {
    const { client, listing } = await seller();
    const big = Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(10 * 1024 * 1024 + 10, 1)]);
    const response = await upload(client, listing.id, big);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual(['The picture field must not be greater than 10240 kilobytes.']);
  });

  it("answers 403 for someone else's listing, 404 for none, 401 logged out, 419 without CSRF", async () => {
    const { listing } = await seller();
    const stranger = await createUser(t.database);
    const client = await loggedIn(t.app, stranger.email);
    const refused = await upload(client, listing.id, pngFixture(20, 20));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This action is unauthorized.' });
    expect((await upload(client, 2_000_000_000, pngFixture(20, 20))).statusCode).toBe(404);
    expect((await upload(client, 0, pngFixture(20, 20))).statusCode).toBe(404);
    const { client: owner, listing: own } = await seller();
    expect((await upload(owner, own.id, pngFixture(20, 20), { xsrf: false })).statusCode).toBe(419);
    const guest = await t.app.inject({ method: 'POST', url: LISTING_IMAGE_PATHS.images(own.id) });
    expect([401, 419]).toContain(guest.statusCode);
    expect(await rowsOf(listing.id)).toHaveLength(0);
    expect(await rowsOf(own.id)).toHaveLength(0);
  });
});

async function listingWithImages(count: number) {
  const context = await seller();
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await upload(context.client, context.listing.id, pngFixture(30 + i, 20))).json().image.id);
  return { ...context, ids };
}

describe('POST /api/businesses/{id}/images/order', () => {
  it('puts the images in the given order; the first becomes the cover', async () => {
    const { client, listing, ids } = await listingWithImages(3);
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const response = await client.request({ method: 'POST', url: LISTING_IMAGE_PATHS.order(listing.id), payload: { ids: order } });
    expect(response.statusCode).toBe(200);
    expect(response.json().images.map((image: { id: number }) => image.id)).toEqual(order);
    const rows = await rowsOf(listing.id);
    expect(rows.map((row) => [row.id, row.position])).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);
    expect(await coverOf(listing.id)).toBe(rows[0]!.key);
    // The lifecycle saw the cover change.
    const [change] = lifecycleSaves.mock.calls.at(-1)!;
    expect(change.sections).toEqual(['images']);
    expect(change.after.image).toBe(rows[0]!.key);
    expect(change.before.image).not.toBe(change.after.image);
    // The listing answer carries them in that order, its `image` the cover.
    const answer = (await client.request({ url: `/api/businesses/${listing.id}` })).json();
    expect(answer.images.map((each: { id: number }) => each.id)).toEqual(order);
    expect(answer.image).toBe(answer.images[0].url);
    expect(answer.images[0].thumb_url).toMatch(/-thumb\.webp$/);
  });

  it('answers 422 unless every image is named exactly once; 403 for others; 419 without CSRF', async () => {
    const { client, listing, ids } = await listingWithImages(2);
    for (const bad of [[ids[0]], [ids[0], ids[0]], [ids[0], ids[1], 999_999], [ids[1], 'x'], []]) {
      const response = await client.request({ method: 'POST', url: LISTING_IMAGE_PATHS.order(listing.id), payload: { ids: bad } });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)[0]).toMatch(/^ids/);
    }
    const other = await seller();
    expect((await other.client.request({ method: 'POST', url: LISTING_IMAGE_PATHS.order(listing.id), payload: { ids } })).statusCode).toBe(403);
    expect(
      (await client.request({ method: 'POST', url: LISTING_IMAGE_PATHS.order(listing.id), payload: { ids: [...ids].reverse() }, xsrf: false })).statusCode,
    ).toBe(419);
    expect((await rowsOf(listing.id)).map((row) => row.id)).toEqual(ids);
  });
});

describe('DELETE /api/businesses/{id}/images/{imageId}', () => {
  it('deletes the row and its files, closes the gap and moves the cover', async () => {
    const { client, listing, ids } = await listingWithImages(3);
    const [first] = await rowsOf(listing.id);
    const response = await client.request({ method: 'DELETE', url: LISTING_IMAGE_PATHS.image(listing.id, ids[0]!) });
    expect(response.statusCode).toBe(200);
    expect(response.json().images.map((image: { id: number; position: number }) => [image.id, image.position])).toEqual([
      [ids[1], 0],
      [ids[2], 1],
    ]);
    expect(await isStored(t.app.media, first!.key)).toBe(false);
    expect(await isStored(t.app.media, first!.key.replace('.webp', '-thumb.webp'))).toBe(false);
    expect(await coverOf(listing.id)).toBe((await rowsOf(listing.id))[0]!.key);
    for (const id of ids.slice(1)) await client.request({ method: 'DELETE', url: LISTING_IMAGE_PATHS.image(listing.id, id) });
    expect(await coverOf(listing.id)).toBeNull();
  });

  it("answers 404 for an unknown image or another listing's image, 403 for others, 419 without CSRF", async () => {
    const { client, listing, ids } = await listingWithImages(1);
    const other = await listingWithImages(1);
    expect((await client.request({ method: 'DELETE', url: LISTING_IMAGE_PATHS.image(listing.id, 999_999) })).statusCode).toBe(404);
    // Another seller's image id under my listing: not mine to delete.
    expect((await client.request({ method: 'DELETE', url: LISTING_IMAGE_PATHS.image(listing.id, other.ids[0]!) })).statusCode).toBe(404);
    expect((await other.client.request({ method: 'DELETE', url: LISTING_IMAGE_PATHS.image(listing.id, ids[0]!) })).statusCode).toBe(403);
    expect((await client.request({ method: 'DELETE', url: LISTING_IMAGE_PATHS.image(listing.id, ids[0]!), xsrf: false })).statusCode).toBe(419);
    expect(await rowsOf(listing.id)).toHaveLength(1);
    expect(await rowsOf(other.listing.id)).toHaveLength(1);
  });
});
