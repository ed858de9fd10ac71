// GET /api/businesses/{id}, the listing page's answer: how many SQL statements one request costs
// (issue #31 §5, decision 0215). Each is a round trip to PostgreSQL; the counter wraps the driver, so
// the session's reads count as much as the listing's own.
import { categories, listingAddbacks, listingImages, listingLifecycleEvents, listings, ndaAcceptances } from '../../src/db/schema';
import { insertListing } from '../helpers/listing-lifecycle';
import { messagingWorld, type MessagingWorld } from '../helpers/messaging';
import { TestClient } from '../helpers/client';
import { useTestApp } from '../helpers/test-app';
import { eq, sql } from 'drizzle-orm';

jest.setTimeout(60_000);
const t = useTestApp({ captureLogs: true });
let w: MessagingWorld;

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
  const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
  await t.database.db.update(listings).set({ verified_at: new Date(), category_id: category!.id }).where(eq(listings.id, w.ndaListingId));
  await t.database.db.insert(ndaAcceptances).values({ user_id: w.pro.user.id, nda_version_id: w.ndaVersionId, business_id: w.ndaListingId });
});

/** The statements sent to the database while `run` runs (every `query` of the driver). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const client = t.database.client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? String(args[0]));
    seen.push(text.replace(/\s+/g, ' ').slice(0, 120));
    return original.apply(this, args);
  };
  try {
    await run();
    // The view count the route left running after its answer lands before the statements are read.
    await t.app.repositories.myListings.viewsSettled();
  } finally {
    client.query = original;
  }
  return seen;
}

async function view(client: TestClient, id: number) {
  // The first request warms what is cached per process (session, categories); the second is measured.
  await client.request({ url: `/api/businesses/${id}` });
  let status = 0;
  const statements = await statementsOf(async () => {
    status = (await client.request({ url: `/api/businesses/${id}` })).statusCode;
  });
  expect(status).toBe(200);
  return statements;
}

describe('the listing page’s statements per request', () => {
  it('a visitor’s view of a listing under NDA', async () => {
    const statements = await view(new TestClient(t.app), w.ndaListingId);
    // The page in one statement, the view count in another (11 before decision 0215).
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/business_view_visitors/);
  });

  it('a buyer who accepted the NDA', async () => {
    const statements = await view(w.pro.client, w.ndaListingId);
    // The viewer and the category come from the caches; the NDA state rides in the page's statement (14 before).
    expect(statements).toHaveLength(2);
  });

  it('the owner', async () => {
    const statements = await view(w.seller.client, w.ndaListingId);
    // The owner's look is not counted as a view (11 before).
    expect(statements).toHaveLength(1);
  });
});

describe('the page’s one statement', () => {
  it('reads what the separate reads read (findRecord too): the row and its parts, the images, the trust facts, the acceptance', async () => {
    const id = w.ndaListingId;
    await t.database.db.insert(listingAddbacks).values([
      { business_id: id, position: 0, label: 'Owner salary', amount: 1234.5 },
      { business_id: id, position: 1, label: 'One-off lawyer', amount: 800 },
    ]);
    await t.database.db.insert(listingImages).values([
      { business_id: id, key: 'businesses/b.webp', width: 1600, height: 900, position: 1 },
      { business_id: id, key: 'businesses/a.webp', width: 800, height: 600, position: 0 },
    ]);
    await t.database.db
      .insert(listingLifecycleEvents)
      .values({ business_id: id, kind: 'verified', actor_id: null, created_at: new Date('2025-02-03T04:05:06.789Z') });
    await insertListing(t.database, w.seller.user.id, { status: 'sold' });
    const repos = t.app.repositories;
    const now = new Date();

    const page = await repos.listings.findPage(id, w.pro.user.id, now);
    // The separate reads: the owner's list loads months, add-backs and NDA texts statement by statement.
    const record = (await repos.listings.listByOwner(w.seller.user.id)).find((row) => row.id === id);
    expect(await repos.listings.findRecord(id)).toEqual(record);
    expect(record!.months.length).toBeGreaterThan(0);
    expect(page?.record).toEqual(record);
    expect(page?.images).toEqual(await repos.listingImages.list(id));
    expect(page?.listedAt).toEqual(await repos.listings.firstVerifiedAt(id));
    expect(page?.seller).toEqual(await repos.listings.sellerFacts(w.seller.user.id, now));
    expect(page?.seller?.businesses_sold).toBe(1);
    expect(page?.accepted).toBe(true);
    expect(page?.ndaRequest).toBe(await repos.listings.ndaRequestState(w.pro.user.id, id, w.ndaVersionId));

    expect((await repos.listings.findPage(id, w.free.user.id, now))?.accepted).toBe(false);
    expect((await repos.listings.findPage(id, null, now))?.accepted).toBe(false);
    expect(await repos.listings.findPage(2_000_000_000, null, now)).toBeUndefined();
  });
});

describe('the view counted in the background', () => {
  // Last in this file: it breaks the counter's table of this file's own database copy.
  it('does not fail the answer when the count fails, and says so in the log', async () => {
    await t.database.db.execute(sql`ALTER TABLE business_view_visitors RENAME TO business_view_visitors_gone`);
    const response = await new TestClient(t.app).request({ url: `/api/businesses/${w.listingId}`, headers: { 'user-agent': 'Broken/1' } });
    await t.app.repositories.myListings.viewsSettled();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: w.listingId });
    const warnings = t.logs
      .map((line) => JSON.parse(line) as { msg?: string; listing?: number })
      .filter((line) => line.msg === 'a listing view was not counted');
    expect(warnings).toEqual([expect.objectContaining({ listing: w.listingId })]);
  });
});
