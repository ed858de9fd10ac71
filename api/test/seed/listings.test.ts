// The demo seller's listings: one in each state, with realistic months of financials.
import { asc, eq } from 'drizzle-orm';
import { LISTING_PATHS } from '@bizmarkt/shared/contract';
import { listings, listingMonths, users } from '../../src/db/schema';
import { seedDemoListings } from '../../src/seed/listings';
import { TestClient } from '../helpers/client';
import { PRO, SELLER, useTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);
const t = useTestApp();

async function sellerListings() {
  const [seller] = await t.database.db.select().from(users).where(eq(users.email, SELLER.email));
  return t.database.db.select().from(listings).where(eq(listings.user_id, seller!.id)).orderBy(asc(listings.id));
}

describe('demo listings of the seed', () => {
  it('gives the demo seller one listing in each state, published ones with and without an NDA', async () => {
    const rows = await sellerListings();
    expect(rows.map((r) => r.status).sort()).toEqual(['canceled', 'draft', 'hidden', 'pending', 'published', 'published', 'sold']);
    const published = rows.filter((r) => r.status === 'published');
    expect(published.map((r) => r.nda).sort()).toEqual([false, true]);
    expect(rows.find((r) => r.status === 'canceled')?.cancel_reason).toMatch(/refunds/);
    const hidden = rows.find((r) => r.status === 'hidden')!;
    expect(hidden.hide_for_x_days).toBe(30);
    expect(hidden.hidden_until!.getTime()).toBeGreaterThan(Date.now());
    for (const row of rows) {
      const months = await t.database.db.select().from(listingMonths).where(eq(listingMonths.business_id, row.id));
      expect(months.length).toBeGreaterThanOrEqual(24);
      expect(months.length).toBeLessThanOrEqual(36);
      expect(row.months_count).toBe(months.length);
      expect(row.ttm_revenue).toBeGreaterThan(0);
    }
  });

  it('is complete where it should be: the pending and published listings could be submitted', async () => {
    const client = new TestClient(t.app);
    await client.login(SELLER);
    const mine = (await client.request({ url: LISTING_PATHS.mine })).json().data as { status: string; price: number | null; summary: string | null }[];
    for (const listing of mine.filter((l) => l.status !== 'draft')) {
      expect(listing.price).toBeGreaterThan(0);
      expect(listing.summary).not.toBeNull();
    }
    const buyer = new TestClient(t.app);
    await buyer.login(PRO);
    const withNda = (await sellerListings()).find((r) => r.status === 'published' && r.nda)!;
    expect((await buyer.request({ url: LISTING_PATHS.listing(withNda.id) })).json().access).toEqual({
      nda_required: true,
      granted: false,
      nda_request: 'none',
    });
  });

  it('adds nothing when the demo seller already has listings', async () => {
    expect(await seedDemoListings(t.database.db)).toBe(0);
    expect(await sellerListings()).toHaveLength(7);
  });
});
