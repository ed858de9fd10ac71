// `migrate-media` (issue #31): the demo's files, seeded into the local store, copied into a bucket of an
// S3-compatible server on loopback, and read back through the API running on the S3 adapter. Idempotent,
// resumable, verified.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LISTING_PATHS } from '@bizmarkt/shared/contract';
import { and, asc, eq } from 'drizzle-orm';
import { runMigrateMedia } from '../../src/cli/migrate-media';
import { readConfig } from '../../src/config';
import { listingImages, listings } from '../../src/db/schema';
import { readImageHeader } from '../../src/lib/images';
import { thumbKeyOf } from '../../src/lib/listing-images';
import { openLocalMediaStores, openS3MediaStores, type MediaStores } from '../../src/lib/media-store';
import { seed } from '../../src/seed';
import { startS3Server, type S3Server } from '../../tooling/s3-server.cjs';
import { storedKeys } from '../helpers/media';
import { createTestApp, type TestApp } from '../helpers/test-app';

jest.setTimeout(180_000);
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const ATTACHMENT = `messages/7/${'b'.repeat(32)}.pdf`;
const INVOICE = '2026/2026-000042-9.pdf';
const DATA_ROOM_DOCUMENT = `data-room/7/${'c'.repeat(32)}.csv`;

let s3: S3Server;
let t: TestApp;
let folder: string;
let env: NodeJS.ProcessEnv;
let local: MediaStores;
let bucket: { stores: MediaStores; close: () => void };
let imageKeys: string[];

beforeAll(async () => {
  s3 = await startS3Server();
  folder = mkdtempSync(path.join(tmpdir(), 'bizmarkt-migrate-media-'));
  // What the CLI reads: the local folders (the source) and the bucket (the target).
  env = { NODE_ENV: 'test', MEDIA_DIR: path.join(folder, 'media'), INVOICE_DIR: path.join(folder, 'invoices'), ...s3.env };
  const config = readConfig(env);
  local = openLocalMediaStores({ mediaDir: config.mediaDir, invoiceDir: config.billing.invoiceDir });
  bucket = await openS3MediaStores(config.mediaS3!);
  // The API on the bucket, with an empty media folder of its own: it can serve only what is in the bucket.
  t = await createTestApp({ env: { ...s3.env } });
  expect(t.app.media.kind).toBe('s3');

  // The demo's files in the local store, as `npm run seed` writes them on a machine without a bucket:
  // the demo listings' pictures; plus a chat attachment, an invoice PDF, a data-room document, and a half-written file.
  await seed(t.database.db, { media: local.public });
  await local.attachments.put(ATTACHMENT, Buffer.from('%PDF-1.7 attachment'), 'application/pdf');
  await local.invoices.put(INVOICE, Buffer.from('%PDF-1.7 invoice'), 'application/pdf');
  await local.dataRoom.put(DATA_ROOM_DOCUMENT, Buffer.from('month,revenue\n'), 'text/csv');
  writeFileSync(path.join(config.mediaDir, 'listings', 'x.webp.0a1b2c.tmp'), 'half a file');
  const rows = await t.database.db.select({ key: listingImages.key }).from(listingImages).orderBy(asc(listingImages.id));
  imageKeys = rows.flatMap((row) => [row.key, thumbKeyOf(row.key)]).sort();
});

afterAll(async () => {
  await t?.close();
  bucket?.close();
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

it('copies every local file to the bucket, then the API on S3 serves the demo listing images', async () => {
  expect(imageKeys.length).toBeGreaterThan(0);
  const [cover] = imageKeys;
  // Before: the API on the bucket does not have them.
  expect((await t.app.inject({ url: `/api/media/${cover}` })).statusCode).toBe(404);

  const dry: string[] = [];
  const preview = await runMigrateMedia(env, ['--dry-run'], (line) => dry.push(line));
  expect(preview.public).toMatchObject({ files: imageKeys.length, copied: 0, present: 0 });
  expect(dry).toContain(
    `public: ${imageKeys.length} files (${(preview.public.bytes / 1024).toFixed(1)} KB): ${imageKeys.length} to copy, 0 already there, 0 failed`,
  );
  expect(await storedKeys(bucket.stores.public)).toEqual([]);

  const printed: string[] = [];
  const report = await runMigrateMedia(env, [], (line) => printed.push(line));
  expect(report.public).toMatchObject({ files: imageKeys.length, copied: imageKeys.length, present: 0, failed: [] });
  expect(report.attachments).toMatchObject({ files: 1, copied: 1, failed: [] });
  expect(report.invoices).toMatchObject({ files: 1, copied: 1, failed: [] });
  expect(report.dataRoom).toMatchObject({ files: 1, copied: 1, failed: [] });
  expect(printed.at(-3)).toBe('attachments: 1 files (0.0 KB): 1 copied, 0 already there, 0 failed');
  expect(printed.at(-1)).toBe('dataRoom: 1 files (0.0 KB): 1 copied, 0 already there, 0 failed');
  // Every key, and only the keys the API made (the temporary file stayed behind).
  expect(await storedKeys(bucket.stores.public)).toEqual(imageKeys);
  expect(await storedKeys(bucket.stores.attachments)).toEqual([ATTACHMENT]);
  expect((await bucket.stores.invoices.read(INVOICE))?.toString()).toBe('%PDF-1.7 invoice');
  expect(await storedKeys(bucket.stores.dataRoom)).toEqual([DATA_ROOM_DOCUMENT]);

  // Through the API on the bucket: a demo listing's answer names its pictures, and they are served
  // (one without an NDA: behind one, a visitor gets the cover alone).
  const [listing] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(listingImages, eq(listingImages.business_id, listings.id))
    .where(and(eq(listings.status, 'published'), eq(listings.nda, false)))
    .limit(1);
  const answer = await t.app.inject({ url: LISTING_PATHS.listing(listing!.id) });
  expect(answer.statusCode).toBe(200);
  const urls: string[] = answer.json().images.flatMap((image: { url: string; thumb_url: string }) => [image.url, image.thumb_url]);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload).toEqual(await local.public.read(url.replace('/api/media/', '')));
    expect(readImageHeader(served.rawPayload)?.kind).toBe('webp');
  }
});

it('is idempotent and resumable: a second run copies nothing, a run after losses copies only what is missing or different', async () => {
  const again = await runMigrateMedia(env, [], () => {});
  expect(again.public).toMatchObject({ files: imageKeys.length, copied: 0, present: imageKeys.length, failed: [] });
  expect(again.invoices).toMatchObject({ copied: 0, present: 1 });

  // Half a run: two files never arrived, one arrived damaged (same size, other bytes).
  const [lost, alsoLost, damaged] = imageKeys;
  await bucket.stores.public.remove([lost!, alsoLost!]);
  const original = (await local.public.read(damaged!))!;
  await bucket.stores.public.put(damaged!, Buffer.alloc(original.length, 0x41), 'image/webp');

  const resumed = await runMigrateMedia(env, [], () => {});
  expect(resumed.public).toMatchObject({ copied: 3, present: imageKeys.length - 3, failed: [] });
  expect(await bucket.stores.public.read(damaged!)).toEqual(original);
  expect(await storedKeys(bucket.stores.public)).toEqual(imageKeys);
});

it('needs a bucket to copy to and refuses unknown arguments', async () => {
  await expect(runMigrateMedia({ NODE_ENV: 'test', MEDIA_DIR: folder }, [], () => {})).rejects.toThrow('set MEDIA_STORE=s3');
  await expect(runMigrateMedia(env, ['--delete'], () => {})).rejects.toThrow('unknown argument(s): --delete');
});
