// Views of a listing's page count once per visitor (user, or guest address + browser) and day; the
// owner's never count; nothing stored names the visitor; past days' marks are forgotten by a job.
import { eq } from 'drizzle-orm';
import { LISTING_PATHS } from '@bizmarkt/shared/contract';
import { listingViews, listingViewVisitors } from '../../src/db/schema';
import { viewDay } from '../../src/domain/listing-views';
import { loggedIn } from '../helpers/accounts';
import { TestClient } from '../helpers/client';
import { FakeClock } from '../helpers/clock';
import { createListing, seller, setStatus } from '../helpers/listings';
import { useTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);
const clock = new FakeClock();
const t = useTestApp({ clock });

describe('views are counted once per visitor and day', () => {
  // The page counts a view in the background (decision 0215): read once the counts started have landed.
  const viewsOf = async (id: number) => {
    await t.app.repositories.myListings.viewsSettled();
    return (await t.database.db.select().from(listingViews).where(eq(listingViews.business_id, id)))[0]?.views ?? 0;
  };
  const visitorRows = async () => {
    await t.app.repositories.myListings.viewsSettled();
    return t.database.db.select().from(listingViewVisitors);
  };

  it('counts a user once a day on any device, a guest once per address and browser, and the owner never', async () => {
    const owner = await seller(t.app, t.database);
    const id = await createListing(owner.client, t.database, true);
    const other = await createListing(owner.client, t.database, true);
    await setStatus(t.database, id, 'published');
    await setStatus(t.database, other, 'published');
    const buyer = await seller(t.app, t.database);
    const open = (client: TestClient, listing = id, userAgent = 'Firefox/140') =>
      client.request({ url: LISTING_PATHS.listing(listing), headers: { 'user-agent': userAgent } });

    await open(buyer.client);
    await open(buyer.client);
    // The same user from another browser (a second session) is still the same visitor.
    const buyerElsewhere = await loggedIn(t.app, buyer.user.email);
    await open(buyerElsewhere, id, 'Safari/18');
    expect(await viewsOf(id)).toBe(1);

    // Guests: the same address and browser once; another browser on the same address is someone else.
    await open(new TestClient(t.app));
    await open(new TestClient(t.app));
    await open(new TestClient(t.app), id, 'Chrome/142');
    expect(await viewsOf(id)).toBe(3);

    // The owner's looks never count, however often; another listing counts on its own.
    await open(owner.client);
    await open(owner.client);
    await open(buyer.client, other);
    expect(await viewsOf(id)).toBe(3);
    expect(await viewsOf(other)).toBe(1);

    // Nothing in the table names the user or the address.
    const rows = await visitorRows();
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(rows)).not.toContain('127.0.0.1');

    // The next day everyone counts again, and the daily job forgets yesterday's visitors.
    clock.advanceDays(1);
    await open(buyer.client);
    await open(new TestClient(t.app));
    expect(await viewsOf(id)).toBe(5);
    await t.app.jobsWorker.runDue();
    expect((await visitorRows()).map((row) => row.day)).toEqual([viewDay(clock.now()), viewDay(clock.now())]);
    expect(await viewsOf(id)).toBe(5);
    await open(buyer.client);
    expect(await viewsOf(id)).toBe(5);
  });
});
