// The demo listing images of the seed: drawn, put through the upload pipeline, stored, idempotent.
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { listings, listingImages, users } from '../../src/db/schema';
import { seed } from '../../src/seed';
import { DEMO_IMAGES_PER_LISTING, demoImageSvg } from '../../src/seed/images';
import { readImageHeader } from '../../src/lib/images';
import { thumbKeyOf } from '../../src/lib/listing-images';
import { AREAS, createLocalMediaStore } from '../../src/lib/media-store';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

jest.setTimeout(120_000);

let test: TestDatabase;
let folder: string;
beforeAll(async () => {
  test = await openTestDatabase();
  folder = await mkdtemp(path.join(os.tmpdir(), 'bizmarkt-seed-media-'));
});
afterAll(async () => {
  await test.database.close();
  await test.dispose();
  await rm(folder, { recursive: true, force: true });
});

it("gives each demo user's listing without images the demo pictures, once", async () => {
  const { db } = test.database;
  const [seller] = await db.select().from(users).where(eq(users.email, 'seller@bizmarkt.test'));
  const [stranger] = await db.insert(users).values({ email: 'stranger@example.com', name: 'S', last_name: 'T' }).returning();
  const [listing] = await db.insert(listings).values({ user_id: seller!.id, name: 'Kitchen & Home <Brand>' }).returning();
  const [other] = await db.insert(listings).values({ user_id: stranger!.id, name: 'Not a demo listing' }).returning();

  const media = createLocalMediaStore(folder, AREAS.public);
  await seed(db, { media });
  const rows = await db.select().from(listingImages).where(eq(listingImages.business_id, listing!.id)).orderBy(asc(listingImages.position));
  expect(rows.map((row) => [row.position, row.width, row.height])).toEqual(Array.from({ length: DEMO_IMAGES_PER_LISTING }, (_, i) => [i, 1200, 800]));
  for (const row of rows) {
    expect(readImageHeader(readFileSync(path.join(folder, row.key)))).toEqual({ kind: 'webp', width: 1200, height: 800 });
    expect(existsSync(path.join(folder, thumbKeyOf(row.key)))).toBe(true);
  }
  const [stored] = await db.select().from(listings).where(eq(listings.id, listing!.id));
  expect(stored!.image).toBe(rows[0]!.key);
  expect(await db.select().from(listingImages).where(eq(listingImages.business_id, other!.id))).toHaveLength(0);

  // Seeding again adds nothing.
  await seed(db, { media });
  expect(await db.select().from(listingImages).where(eq(listingImages.business_id, listing!.id))).toHaveLength(DEMO_IMAGES_PER_LISTING);
});

it('draws pictures without text, distinct per listing and per position', () => {
  const drawn = [1, 2].flatMap((id) => Array.from({ length: DEMO_IMAGES_PER_LISTING }, (_, index) => demoImageSvg(id, index)));
  for (const svg of drawn) expect(svg).not.toMatch(/<text|<tspan|font-family/);
  expect(new Set(drawn).size).toBe(drawn.length);
});
