// The demo seller's listings: one in each state, with realistic months of financials.
import { asc, eq } from 'drizzle-orm';
import { LISTING_PATHS } from '@bizmarkt/shared/contract';
import { listings, listingMonths, users } from '../../src/db/schema';
import { BROWSE_SELLER_EMAIL } from '../../src/seed/browse-listings';
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

  it('has months that vary like a real P&L: margin month by month, profit growth apart from revenue growth (walk finding 19)', async () => {
    const published = (await sellerListings()).find((r) => r.status === 'published' && r.nda)!;
    const months = await t.database.db.select().from(listingMonths).where(eq(listingMonths.business_id, published.id)).orderBy(asc(listingMonths.month));
    const share = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
    const margins = months.map((m) =>
      share(
        Number(m.revenue) - Number(m.cogs) - Number(m.amazon_fees) - Number(m.advertising) - Number(m.refunds) - Number(m.other_expenses),
        Number(m.revenue),
      ),
    );
    expect(new Set(margins).size).toBeGreaterThan(months.length / 2);
    expect(Math.max(...margins) - Math.min(...margins)).toBeGreaterThan(3);
    // Advertising takes a larger share of revenue in November and December than in the spring.
    const adShare = (calendar: string[]) => {
      const picked = months.filter((m) => calendar.includes(m.month.slice(5, 7)));
      return picked.reduce((total, m) => total + Number(m.advertising), 0) / picked.reduce((total, m) => total + Number(m.revenue), 0);
    };
    expect(adShare(['11', '12'])).toBeGreaterThan(adShare(['04', '05']) * 1.1);
    expect(new Set(months.map((m) => share(Number(m.refunds), Number(m.revenue)))).size).toBeGreaterThan(months.length / 2);
    expect(published.revenue_growth).not.toBeNull();
    expect(Math.abs(Number(published.revenue_growth) - Number(published.profit_growth))).toBeGreaterThan(1);
  });

  it('dates the financials before the moderator’s review (walk finding 35)', async () => {
    for (const row of await sellerListings()) {
      expect(row.financials_source).toBe('manual');
      if (row.verified_at) expect(row.financials_updated_at!.getTime()).toBeLessThan(row.verified_at.getTime());
      if (row.submitted_at) expect(row.financials_updated_at!.getTime()).toBeLessThan(row.submitted_at.getTime());
    }
  });

  it('adds nothing when the demo seller already has listings', async () => {
    expect(await seedDemoListings(t.database.db)).toBe(0);
    expect(await sellerListings()).toHaveLength(7);
  });
});

describe('browse listings of the seed', () => {
  it('include three with months imported from a sellerboard file, which the listing answer says, dated before the review (walk findings 20, 35)', async () => {
    const [greta] = await t.database.db.select().from(users).where(eq(users.email, BROWSE_SELLER_EMAIL));
    const rows = await t.database.db.select().from(listings).where(eq(listings.user_id, greta!.id)).orderBy(asc(listings.id));
    const imported = rows.filter((r) => r.financials_source === 'sellerboard_import');
    expect(imported.map((r) => [r.name, r.financials_currency])).toEqual([
      ['Nachhaltige Kaffeefilter aus Bambus', 'EUR'],
      ['Running gear for trail runners', null],
      ['Reusable kitchen storage bags', null],
    ]);
    expect(rows.filter((r) => r.financials_source === 'manual')).toHaveLength(3);
    const visitor = new TestClient(t.app);
    for (const row of rows) {
      const answer = (await visitor.request({ url: LISTING_PATHS.listing(row.id) })).json();
      expect(answer.financials_source).toBe(row.financials_source);
      expect(Date.parse(answer.financials_updated_at)).toBeLessThan(Date.parse(answer.reviewed_at));
    }
  });
});
