// POST /api/users/{id} (About me, avatar, notification settings), GET /api/users/{id}/profile,
// GET /api/media/*.
import { ACCOUNT_PATHS, DEFAULT_NOTIFICATION_SETTINGS } from '@bizmarkt/shared/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { categories, rateLimits, users } from '../../src/db/schema';
import { avatarUploadKey } from '../../src/lib/throttle-keys';
import { readImageHeader } from '../../src/lib/images';
import { createUser, loggedIn, multipartBody, pngFixture, useAccountsApp } from '../helpers/accounts';
import { TestClient } from '../helpers/client';
import { insertListing } from '../helpers/listing-lifecycle';
import { cleanPdf, zipFile } from '../helpers/hostile-files';
import { isStored, storedFile, storedKeys } from '../helpers/media';

jest.setTimeout(60_000);
const t = useAccountsApp();
const IMAGE_INVALID = 'Image is not valid';

const profile = {
  role: 'seller',
  name: 'Mira',
  last_name: 'Stone',
  country_code: 'DE',
  about: 'I sell kitchen brands on Amazon.',
  website: ' shop.example.com ',
  facebook: 'https://facebook.com/mira',
  twitter: '',
  instagram: 'instagram.com/mira.stone',
  pinterest: '',
};

async function me() {
  const user = await createUser(t.database);
  const client = await loggedIn(t.app, user.email);
  return { user, client };
}

const save = (client: TestClient, id: number, payload: unknown, headers: Record<string, string> = {}) =>
  client.request({ method: 'POST', url: ACCOUNT_PATHS.updateUser(id), payload: payload as object, headers });

async function upload(
  client: TestClient,
  id: number,
  file: { filename: string; contentType: string; data: Buffer },
  fields: Record<string, string> = {},
  extraHeaders: Record<string, string> = {},
) {
  const { payload, headers } = multipartBody({ ...profile, delete_file: '0', ...fields }, file);
  return client.request({ method: 'POST', url: ACCOUNT_PATHS.updateUser(id), payload, headers: { ...headers, ...extraHeaders } });
}

const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

let jpegFixture: Buffer;
beforeAll(async () => {
  // One small JPEG with some detail for the file; PNGs come from pngFixture.
  jpegFixture = await sharp(pngFixture(160, 120)).jpeg({ quality: 90 }).toBuffer();
});

/** Inserts an EXIF block with a GPS position and a comment right after the JPEG's SOI marker. */
function withExifAndComment(jpeg: Buffer): Buffer {
  const tiff = Buffer.alloc(50);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  // IFD0: one entry, GPSInfo (0x8825) → GPS IFD at 26.
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x8825, 10);
  tiff.writeUInt16BE(4, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt32BE(26, 18);
  tiff.writeUInt32BE(0, 22);
  // GPS IFD: GPSLatitudeRef = 'N'.
  tiff.writeUInt16BE(1, 26);
  tiff.writeUInt16BE(0x0001, 28);
  tiff.writeUInt16BE(2, 30);
  tiff.writeUInt32BE(2, 32);
  tiff.write('N\0', 36, 'latin1');
  tiff.writeUInt32BE(0, 40);
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), Buffer.alloc(2), exif]);
  app1.writeUInt16BE(exif.length + 2, 2);
  const text = Buffer.from('secret-location-comment', 'latin1');
  const com = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.alloc(2), text]);
  com.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), app1, com, jpeg.subarray(2)]);
}

describe('POST /api/users/{id}: About me', () => {
  it('saves the profile and answers the user; links are stored as typed, empty ones removed', async () => {
    const { user, client } = await me();
    const response = await save(client, user.id, profile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      role: 'seller',
      name: 'Mira',
      last_name: 'Stone',
      country_code: 'DE',
      about: 'I sell kitchen brands on Amazon.',
      website: 'shop.example.com',
      facebook: 'https://facebook.com/mira',
      twitter: null,
      instagram: 'instagram.com/mira.stone',
      pinterest: null,
    });
    expect(await rowOf(user.id)).toMatchObject({ role: 'seller', name: 'Mira', website: 'shop.example.com', twitter: null });
  });

  it("answers 403 for another user's id (and junk ids), 401 logged out, 419 without the CSRF token", async () => {
    const { user, client } = await me();
    const other = await createUser(t.database);
    for (const id of [String(other.id), 'abc', '0', `${user.id}.0`, '99999999999']) {
      const response = await client.request({ method: 'POST', url: `/api/users/${id}`, payload: profile });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
    }
    expect((await rowOf(other.id)).name).toBe(other.name);
    // A Precognition request is refused the same way, before any validation.
    expect((await save(client, other.id, profile, { precognition: 'true' })).statusCode).toBe(403);

    const guest = new TestClient(t.app);
    await guest.csrfCookie();
    expect((await save(guest, user.id, profile)).statusCode).toBe(401);
    expect((await client.request({ method: 'POST', url: ACCOUNT_PATHS.updateUser(user.id), payload: profile, xsrf: false })).statusCode).toBe(419);
  });

  it('answers 422 per field (English and German)', async () => {
    const { user, client } = await me();
    const response = await save(client, user.id, {
      ...profile,
      role: 'owner',
      name: 'x'.repeat(65),
      last_name: '  ',
      country_code: 'XX',
      about: 'y'.repeat(161),
      website: 'javascript:alert(1)',
      facebook: 'not a link',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      role: ['The selected role is invalid.'],
      name: ['The first name field must not be greater than 64 characters.'],
      last_name: ['The last name field is required.'],
      about: ['The description field must not be greater than 160 characters.'],
      website: ['The website field must be a valid URL.'],
      facebook: ['The facebook field must be a valid URL.'],
      country_code: ['The selected country is invalid.'],
    });
    const missingAbout = await save(client, user.id, { ...profile, about: '' }, { 'x-lang': 'de' });
    expect(missingAbout.json()).toEqual({
      message: 'Beschreibung muss ausgefüllt werden.',
      errors: { about: ['Beschreibung muss ausgefüllt werden.'] },
    });
    expect((await rowOf(user.id)).about).toBeNull();
  });

  it('validates without saving for Precognition, limited to the fields asked about', async () => {
    const { user, client } = await me();
    const ok = await save(client, user.id, profile, { precognition: 'true' });
    expect(ok.statusCode).toBe(204);
    const onlyAbout = await save(client, user.id, { about: 'Hello' }, { precognition: 'true', 'precognition-validate-only': 'about' });
    expect(onlyAbout.statusCode).toBe(204);
    const badAbout = await save(client, user.id, { about: 'z'.repeat(200) }, { precognition: 'true', 'precognition-validate-only': 'about,name' });
    expect(badAbout.json().errors).toEqual({
      name: ['The first name field is required.'],
      about: ['The description field must not be greater than 160 characters.'],
    });
    expect((await rowOf(user.id)).about).toBeNull();
  });
});

describe('POST /api/users/{id}: avatar', () => {
  it('re-encodes an upload into three JPEG sizes served from the media store', async () => {
    const { user, client } = await me();
    const response = await upload(client, user.id, { filename: 'me.png', contentType: 'image/png', data: pngFixture(640, 480) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.avatar).toMatch(new RegExp(`^/api/media/avatars/${user.id}/[0-9a-f]{24}-512\\.jpg$`));
    expect(body.avatar_thumb).toMatch(/-114\.jpg$/);
    expect(body.avatar_thumb_64).toMatch(/-64\.jpg$/);
    // The row holds keys; the answer URLs.
    const row = await rowOf(user.id);
    expect(`/api/media/${row.avatar}`).toBe(body.avatar);

    const sizes: Record<string, [number, number]> = { avatar: [512, 384], avatar_thumb: [114, 114], avatar_thumb_64: [64, 64] };
    for (const [field, [width, height]] of Object.entries(sizes)) {
      const served = await t.app.inject({ url: body[field] });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(readImageHeader(served.rawPayload)).toEqual({ kind: 'jpeg', width, height });
    }
    // The profile fields went in with it.
    expect(row).toMatchObject({ name: 'Mira', about: profile.about });
  });

  it('judges by content: a PNG named .jpg is fine, a text file named .png is not', async () => {
    const { user, client } = await me();
    const renamed = await upload(client, user.id, { filename: 'photo.jpg', contentType: 'image/jpeg', data: pngFixture(200, 200) });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().avatar).toMatch(/-512\.jpg$/);

    const before = await rowOf(user.id);
    const text = await upload(client, user.id, { filename: 'avatar.png', contentType: 'image/png', data: Buffer.from('this is not a picture\n'.repeat(20)) });
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual({ message: IMAGE_INVALID, errors: { file: [IMAGE_INVALID] } });
    const german = await upload(
      client,
      user.id,
      { filename: 'avatar.gif', contentType: 'image/gif', data: Buffer.from('GIF89a not accepted either') },
      {},
      { 'x-lang': 'de' },
    );
    expect(german.json()).toEqual({ message: 'Das Bild ist ungültig', errors: { file: ['Das Bild ist ungültig'] } });
    // Nothing changed: not the avatar, not the other fields sent with it.
    expect(await rowOf(user.id)).toMatchObject({ avatar: before.avatar, about: before.about });
  });

  it('refuses truncated files, decompression bombs and oversize uploads with 422, never 500', async () => {
    const { user, client } = await me();
    const jpeg = jpegFixture;
    const truncated = await upload(client, user.id, { filename: 'cut.jpg', contentType: 'image/jpeg', data: jpeg.subarray(0, Math.floor(jpeg.length * 0.7)) });
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().errors.file).toEqual([IMAGE_INVALID]);

    // A few hundred bytes claiming 7,000 × 7,000 pixels (49 MP): refused from the header, never decoded.
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0, 0, 0, 13]),
      Buffer.from('IHDR'),
      Buffer.from([0, 0, 0x1b, 0x58, 0, 0, 0x1b, 0x58, 8, 6, 0, 0, 0]),
      Buffer.alloc(4),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('IDAT'),
      Buffer.alloc(4),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('IEND'),
      Buffer.from([0xae, 0x42, 0x60, 0x82]),
    ]);
    const started = Date.now();
    const bombResponse = await upload(client, user.id, { filename: 'bomb.png', contentType: 'image/png', data: bomb });
    expect(bombResponse.statusCode).toBe(422);
    expect(bombResponse.json().errors.file).toEqual([IMAGE_INVALID]);
    expect(Date.now() - started).toBeLessThan(2000);

    // A header that passes but data that does not decode.
    const garbled = Buffer.from(jpeg);
    garbled.fill(0x00, 200, garbled.length - 2);
    const garbledResponse = await upload(client, user.id, { filename: 'garbled.jpg', contentType: 'image/jpeg', data: garbled });
    expect(garbledResponse.statusCode).toBe(422);

    const oversize = Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const big = await upload(client, user.id, { filename: 'big.jpg', contentType: 'image/jpeg', data: oversize }, {});
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.file).toEqual(['The picture field must not be greater than 5120 kilobytes.']);
    expect((await rowOf(user.id)).avatar).toBeNull();
  });

  it('refuses a PDF, an SVG and a ZIP as a picture whatever their name, and leaves no file when the save fails', async () => {
    const { user, client } = await me();
    const files = () => storedKeys(t.app.media, `avatars/${user.id}/`);
    for (const data of [cleanPdf(), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), zipFile('a.png', pngFixture(4, 4))]) {
      const refused = await upload(client, user.id, { filename: 'avatar.png', contentType: 'image/png', data });
      expect(refused.json()).toEqual({ message: IMAGE_INVALID, errors: { file: [IMAGE_INVALID] } });
    }
    const failing = jest.spyOn(t.app.repositories.users, 'updateProfile').mockRejectedValueOnce(new Error('database gone'));
    try {
      const response = await upload(client, user.id, { filename: 'me.png', contentType: 'image/png', data: pngFixture(120, 90) });
      expect(response.statusCode).toBe(500);
      expect(failing).toHaveBeenCalledTimes(1);
    } finally {
      failing.mockRestore();
    }
    // The three sizes were written before the row failed: all three are gone again.
    expect(await files()).toHaveLength(0);
    expect(await rowOf(user.id)).toMatchObject({ avatar: null });
    expect((await upload(client, user.id, { filename: 'me.png', contentType: 'image/png', data: pngFixture(120, 90) })).statusCode).toBe(200);
    expect(await files()).toHaveLength(3);
  });

  it('limits uploads to 20 an hour per user (429 + Retry-After)', async () => {
    const { user, client } = await me();
    await t.database.db.insert(rateLimits).values({ key: avatarUploadKey(user.id), hits: 20, reset_at: new Date(Date.now() + 20 * 60 * 1000) });
    const response = await upload(client, user.id, { filename: 'a.png', contentType: 'image/png', data: pngFixture(20, 20) });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(1000);
    expect((await rowOf(user.id)).avatar).toBeNull();
    // Saving the profile without a picture is not limited.
    expect((await save(client, user.id, profile)).statusCode).toBe(200);
  });

  it('strips metadata: EXIF with a GPS position and comments do not survive', async () => {
    const { user, client } = await me();
    const jpeg = withExifAndComment(jpegFixture);
    expect(jpeg.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(true);
    const response = await upload(client, user.id, { filename: 'gps.jpg', contentType: 'image/jpeg', data: jpeg });
    expect(response.statusCode).toBe(200);
    const row = await rowOf(user.id);
    for (const key of [row.avatar!, row.avatar_thumb!, row.avatar_thumb_64!]) {
      const stored = await storedFile(t.app.media, key);
      expect(stored.includes(Buffer.from('Exif', 'latin1'))).toBe(false);
      expect(stored.includes(Buffer.from('secret-location', 'latin1'))).toBe(false);
      // No APP1 segment at all.
      expect(stored.includes(Buffer.from([0xff, 0xe1]))).toBe(false);
    }
  });

  it('replaces and deletes: old files leave the store, delete_file=1 clears the avatar', async () => {
    const { user, client } = await me();
    await upload(client, user.id, { filename: 'a.jpg', contentType: 'image/jpeg', data: jpegFixture });
    const first = await rowOf(user.id);
    const firstKeys = [first.avatar!, first.avatar_thumb!, first.avatar_thumb_64!];
    for (const key of firstKeys) expect(await isStored(t.app.media, key)).toBe(true);

    await upload(client, user.id, { filename: 'b.png', contentType: 'image/png', data: pngFixture(90, 140) });
    const second = await rowOf(user.id);
    expect(second.avatar).not.toBe(first.avatar);
    for (const key of firstKeys) expect(await isStored(t.app.media, key)).toBe(false);

    // Without a file, delete_file=0 keeps the avatar.
    const { payload, headers } = multipartBody({ ...profile, delete_file: '0' });
    expect((await client.request({ method: 'POST', url: ACCOUNT_PATHS.updateUser(user.id), payload, headers })).statusCode).toBe(200);
    expect((await rowOf(user.id)).avatar).toBe(second.avatar);

    const removed = await save(client, user.id, { ...profile, delete_file: 1 });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ avatar: null, avatar_thumb: null, avatar_thumb_64: null });
    expect(await isStored(t.app.media, second.avatar!)).toBe(false);
    expect((await t.app.inject({ url: `/api/media/${second.avatar}` })).statusCode).toBe(404);
  });
});

describe('POST /api/users/{id}: notification settings', () => {
  const settings = () => structuredClone(DEFAULT_NOTIFICATION_SETTINGS);

  it('saves the settings alone and answers the user', async () => {
    const { user, client } = await me();
    const [category] = await t.database.db.select().from(categories).limit(1);
    const value = settings();
    value.email.weekly_newsletter = true;
    value.app.price_changes = false;
    value.new_listing_alert_settings.price = { min: 0, max: 2_147_483_647 };
    value.new_listing_alert_settings.net_profit = { min: -2_147_483_647, max: null };
    value.new_listing_alert_settings.age = { min: 1, max: 150 };
    value.new_listing_alert_settings.category_ids = [category!.id];
    const response = await save(client, user.id, { notification_settings: value });
    expect(response.statusCode).toBe(200);
    expect(response.json().notification_settings).toEqual(value);
    expect((await rowOf(user.id)).notification_settings).toEqual(value);
    // The profile was not touched (no "required" for its fields here).
    expect((await rowOf(user.id)).name).toBe(user.name);
  });

  it('refuses values out of bounds, min above max and unknown categories', async () => {
    const { user, client } = await me();
    const value = settings();
    value.new_listing_alert_settings.price = { min: -1, max: null };
    value.new_listing_alert_settings.age = { min: 0, max: 151 };
    value.new_listing_alert_settings.profit_margin = { min: 50, max: 10 };
    const response = await save(client, user.id, { notification_settings: value });
    expect(response.statusCode).toBe(422);
    const prefix = 'notification_settings.new_listing_alert_settings';
    expect(response.json().errors).toEqual({
      [`${prefix}.price.min`]: ['The notification settings new listing alert settings price min field must be at least 0.'],
      [`${prefix}.age.max`]: ['The notification settings new listing alert settings age max field must not be greater than 150.'],
      [`${prefix}.profit_margin.max`]: ['The maximum must be greater than or equal to the minimum.'],
    });

    const unknown = settings();
    unknown.new_listing_alert_settings.category_ids = [987654];
    const categoryResponse = await save(client, user.id, { notification_settings: unknown }, { 'x-lang': 'de' });
    expect(categoryResponse.statusCode).toBe(422);
    expect(Object.keys(categoryResponse.json().errors)).toEqual([`${prefix}.category_ids`]);
    expect(categoryResponse.json().errors[`${prefix}.category_ids`][0]).toMatch(/^Der gewählte Wert für .* ist ungültig\.$/);

    const flags = await save(client, user.id, { notification_settings: { ...settings(), email: { my_listings: 'yes' } } });
    expect(flags.statusCode).toBe(422);
    expect((await rowOf(user.id)).notification_settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });
});

describe('GET /api/users/{id}/profile', () => {
  it('answers only the public fields of another user', async () => {
    const { client } = await me();
    const other = await createUser(t.database, { about: 'Hi', website: 'example.org', partner_code: 'zz', avatar_thumb: 'avatars/1/abc-114.jpg' });
    const response = await client.request({ url: ACCOUNT_PATHS.publicProfile(other.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: other.id,
      name: other.name,
      last_name: other.last_name,
      avatar_thumb: '/api/media/avatars/1/abc-114.jpg',
      avatar_thumb_64: null,
      about: 'Hi',
      country_code: 'DE',
      website: 'example.org',
      facebook: null,
      twitter: null,
      instagram: null,
      created_at: other.created_at.toISOString(),
      total_listings_count: 0,
      deleted: false,
    });
    expect(response.body).not.toContain(other.email);
  });

  it('counts the listings /search?user_id= shows the caller: an NDA listing for its owner only (issue #27)', async () => {
    const { client } = await me();
    const owner = await createUser(t.database, { role: 'seller' });
    await insertListing(t.database, owner.id, { name: 'Open shop' });
    await insertListing(t.database, owner.id, { name: 'NDA shop', nda: true });
    await insertListing(t.database, owner.id, { name: 'Draft shop', status: 'draft' });
    // Counting the NDA listing would tell that she sells more than her list shows.
    expect((await client.request({ url: ACCOUNT_PATHS.publicProfile(owner.id) })).json().total_listings_count).toBe(1);
    const own = await loggedIn(t.app, owner.email);
    expect((await own.request({ url: ACCOUNT_PATHS.publicProfile(owner.id) })).json().total_listings_count).toBe(2);
  });

  it('shows a deleted user as deleted, 404 for unknown ids, 401 logged out', async () => {
    const { client } = await me();
    const gone = await createUser(t.database, { deleted_at: new Date() });
    expect((await client.request({ url: ACCOUNT_PATHS.publicProfile(gone.id) })).json()).toMatchObject({ name: null, last_name: null, deleted: true });
    expect((await client.request({ url: ACCOUNT_PATHS.publicProfile(99_999_999) })).statusCode).toBe(404);
    expect((await client.request({ url: '/api/users/abc/profile' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: ACCOUNT_PATHS.publicProfile(gone.id) })).statusCode).toBe(401);
  });
});

describe('GET /api/media/*', () => {
  it('answers 404 for unknown files and anything outside the store', async () => {
    for (const url of [
      '/api/media/avatars/1/nothing-here.jpg',
      '/api/media/../package.json',
      '/api/media/avatars/..%2F..%2Fpackage.json',
      '/api/media/avatars/1/x.txt',
      '/api/media/%2Fetc%2Fpasswd',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });
});
