// GET /api/businesses (issue #11): text search in English and German, every filter and its bounds,
// the sorts, paging, only published listings, one seller's list.
import { eq } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE, SEARCH_PATHS, SELLERBOARD_PATHS, type ListingCard, type SearchResponse } from '@bizmarkt/shared/contract';
import { categories, listings, users } from '../../src/db/schema';
import { BROWSE_SELLER_EMAIL } from '../../src/seed/browse-listings';
import { loggedIn, multipartBody, useAccountsApp } from '../helpers/accounts';
import { TestClient } from '../helpers/client';
import { freshSeller, insertListing } from '../helpers/browse';
import { firstCategoryId } from '../helpers/listings';
import { fixture } from '../helpers/sellerboard';

jest.setTimeout(60_000);
const t = useAccountsApp();

async function search(query: Record<string, string | number>, client = new TestClient(t.app), lang = 'en') {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  return client.request({ url: `${SEARCH_PATHS.search}?${params}`, headers: { 'x-lang': lang } });
}

async function names(query: Record<string, string | number>): Promise<string[]> {
  const response = await search(query);
  expect(response.statusCode).toBe(200);
  return (response.json() as SearchResponse).data.map((card: ListingCard) => card.name);
}

describe('text search', () => {
  it('finds English and German listings by their stems, in either language, ranked', async () => {
    const seller = await freshSeller(t.database);
    await insertListing(t.database, seller.id, { name: 'Running shoes for trail runners', summary: 'Lightweight running gear sold on Amazon US.' });
    await insertListing(t.database, seller.id, { name: 'Hundeleinen aus Leder', summary: 'Wir verkaufen handgemachte Kaffeemaschinen und Hundeleinen.' });
    await insertListing(t.database, seller.id, { name: 'Garden tools', summary: 'Tools for gardeners.', description: 'Also some running accessories.' });
    const only = { user_id: seller.id };
    expect(await names({ ...only, q: 'run' })).toEqual(['Running shoes for trail runners', 'Garden tools']);
    // German plural and compound stems: "Kaffeemaschine" finds "Kaffeemaschinen", "Hundeleine" "Hundeleinen".
    expect(await names({ ...only, q: 'Kaffeemaschine' })).toEqual(['Hundeleinen aus Leder']);
    expect(await names({ ...only, q: 'Hundeleine' })).toEqual(['Hundeleinen aus Leder']);
    // websearch syntax: exclusion, quoted phrase, or.
    expect(await names({ ...only, q: 'running -garden' })).toEqual(['Running shoes for trail runners']);
    expect(await names({ ...only, q: '"trail runners"' })).toEqual(['Running shoes for trail runners']);
    expect((await names({ ...only, q: 'leder or gardeners' })).sort()).toEqual(['Garden tools', 'Hundeleinen aus Leder']);
  });

  it('finds the seeded German listings by German and English words', async () => {
    const [greta] = await t.database.db.select().from(users).where(eq(users.email, BROWSE_SELLER_EMAIL));
    const only = { user_id: greta!.id };
    expect(await names({ ...only, q: 'Kaffeemaschine' })).toEqual(['Nachhaltige Kaffeefilter aus Bambus']);
    expect(await names({ ...only, q: 'Hundeleine Leder' })).toEqual(['Hundeleinen und Halsbänder aus Leder']);
    expect(await names({ ...only, q: 'trail running', marketplaces: 'UK' })).toEqual(['Running gear for trail runners']);
  });

  it('finds the seed’s listings with months imported from sellerboard under verified_financials (walk finding 20)', async () => {
    const [greta] = await t.database.db.select().from(users).where(eq(users.email, BROWSE_SELLER_EMAIL));
    // A seller's list leaves out her NDA listings (they would name her); the whole search has the third.
    expect((await names({ user_id: greta!.id, verified_financials: 1 })).sort()).toEqual([
      'Nachhaltige Kaffeefilter aus Bambus',
      'Running gear for trail runners',
    ]);
    const verified = await names({ verified_financials: 1 });
    expect(verified).toEqual(
      expect.arrayContaining(['Nachhaltige Kaffeefilter aus Bambus', 'Reusable kitchen storage bags', 'Running gear for trail runners']),
    );
    expect(verified).not.toContain('Hundeleinen und Halsbänder aus Leder');
    expect(verified).not.toContain('Organic skincare brand (EU)');
  });

  it('never finds a listing by words behind its NDA', async () => {
    const seller = await freshSeller(t.database);
    await insertListing(t.database, seller.id, { name: 'Secret one', nda: true, description: 'Confidential supplier Quokkatronics.' });
    await insertListing(t.database, seller.id, { name: 'Open one', nda: false, description: 'Public supplier Quokkatronics.' });
    expect(await names({ q: 'Quokkatronics' })).toEqual(['Open one']);
  });

  it('lists only published listings', async () => {
    const seller = await freshSeller(t.database);
    for (const status of ['draft', 'pending', 'canceled', 'hidden', 'sold', 'published'] as const) {
      await insertListing(t.database, seller.id, { name: `Zebrafinch ${status}`, status });
    }
    expect(await names({ q: 'zebrafinch' })).toEqual(['Zebrafinch published']);
  });
});

describe('filters', () => {
  it('applies each range with its bounds, inclusive', async () => {
    const seller = await freshSeller(t.database);
    const now = t.app.clock.now();
    const yearsAgo = (years: number) => `${now.getUTCFullYear() - years}-01-01`;
    await insertListing(t.database, seller.id, {
      name: 'Small',
      price: 50_000,
      ttm_revenue: 80_000,
      ttm_net_profit: -5_000,
      profit_margin: -6.25,
      annual_multiple: 1.5,
      founded_on: yearsAgo(1),
    });
    await insertListing(t.database, seller.id, {
      name: 'Large',
      price: 900_000,
      ttm_revenue: 2_000_000,
      ttm_net_profit: 300_000,
      profit_margin: 15,
      annual_multiple: 3,
      founded_on: yearsAgo(8),
    });
    const only = { user_id: seller.id, sort: 'price_asc' };
    expect(await names({ ...only, price_min: 50_000, price_max: 50_000 })).toEqual(['Small']);
    expect(await names({ ...only, sales_min: 80_001 })).toEqual(['Large']);
    expect(await names({ ...only, net_profit_max: -1 })).toEqual(['Small']);
    expect(await names({ ...only, net_profit_min: -2147483647 })).toEqual(['Small', 'Large']);
    expect(await names({ ...only, profit_margin_min: 0 })).toEqual(['Large']);
    expect(await names({ ...only, profit_multiply_max: 2 })).toEqual(['Small']);
    expect(await names({ ...only, age_min: 5 })).toEqual(['Large']);
    expect(await names({ ...only, age_max: 1 })).toEqual(['Small']);
    expect(await names({ ...only, age_min: 0, age_max: 150 })).toEqual(['Small', 'Large']);
    const card = (await search({ ...only, age_min: 5 })).json().data[0] as ListingCard;
    expect(card).toMatchObject({ price: 900_000, ttm_revenue: 2_000_000, ttm_net_profit: 300_000, profit_margin: 15, annual_multiple: 3 });
    expect(card.age_years).toBeGreaterThanOrEqual(7);
  });

  it('filters by categories, business models and marketplaces (any of each)', async () => {
    const seller = await freshSeller(t.database);
    const category = await firstCategoryId(t.database);
    await insertListing(t.database, seller.id, { name: 'A', category_id: category, fba_statuses: ['fba', 'private_label'], marketplaces: ['DE'] });
    await insertListing(t.database, seller.id, { name: 'B', category_id: null, fba_statuses: ['wholesale'], marketplaces: ['US', 'UK'] });
    const only = { user_id: seller.id, sort: 'newest' };
    expect(await names({ ...only, categories: `${category}` })).toEqual(['A']);
    expect(await names({ ...only, fba_statuses: 'private_label,wholesale' })).toEqual(['B', 'A']);
    expect(await names({ ...only, marketplaces: 'UK' })).toEqual(['B']);
    expect(await names({ ...only, marketplaces: 'FR' })).toEqual([]);
  });

  it('keeps to listings whose months come from sellerboard with verified_financials (a file import counts, hand-typed months do not)', async () => {
    const seller = await freshSeller(t.database);
    const client = await loggedIn(t.app, seller.email);
    await insertListing(t.database, seller.id, { name: 'Typed', financials_source: 'manual' });
    await insertListing(t.database, seller.id, { name: 'Synced', financials_source: 'sellerboard_sync' });
    const imported = await insertListing(t.database, seller.id, { name: 'Imported', status: 'draft' });
    const body = multipartBody({}, { filename: 'export.csv', contentType: 'text/csv', data: fixture('pnl-us.csv') });
    const preview = await client.request({ method: 'POST', url: SELLERBOARD_PATHS.importFile(imported.id), payload: body.payload, headers: body.headers });
    expect(preview.statusCode).toBe(200);
    expect((await client.request({ method: 'POST', url: SELLERBOARD_PATHS.applyImport(imported.id, preview.json().token) })).statusCode).toBe(200);
    await t.database.db.update(listings).set({ status: 'published' }).where(eq(listings.id, imported.id));

    const only = { user_id: seller.id, sort: 'newest' };
    expect(await names(only)).toEqual(['Imported', 'Synced', 'Typed']);
    expect(await names({ ...only, verified_financials: 1 })).toEqual(['Imported', 'Synced']);
    expect(await names({ ...only, verified_financials: 'true' })).toEqual(['Imported', 'Synced']);
    expect(await names({ ...only, verified_financials: 0 })).toEqual(['Imported', 'Synced', 'Typed']);
    expect((await search({ verified_financials: 'yes' })).statusCode).toBe(422);
  });

  it('answers 422 with the field for values outside the spec §5 bounds and for min > max', async () => {
    for (const [query, field] of [
      [{ price_min: -1 }, 'price_min'],
      [{ age_max: 151 }, 'age_max'],
      [{ profit_margin_min: -10_001 }, 'profit_margin_min'],
      [{ profit_multiply_max: 10_001 }, 'profit_multiply_max'],
      [{ sales_min: 10, sales_max: 9 }, 'sales_max'],
      [{ marketplaces: 'XX' }, 'marketplaces.0'],
      [{ sort: 'cheapest' }, 'sort'],
      [{ page: 0 }, 'page'],
    ] as const) {
      const response = await search(query);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });
});

describe('sorts and paging', () => {
  it('orders by each sort', async () => {
    const seller = await freshSeller(t.database);
    await insertListing(t.database, seller.id, { name: 'First', price: 300, ttm_net_profit: 10, annual_multiple: 9, ttm_revenue: 500 });
    await insertListing(t.database, seller.id, { name: 'Second', price: 100, ttm_net_profit: 30, annual_multiple: 1, ttm_revenue: 100 });
    await insertListing(t.database, seller.id, { name: 'Third', price: 200, ttm_net_profit: 20, annual_multiple: 5, ttm_revenue: 900 });
    const sorted = (sort: string) => names({ user_id: seller.id, sort });
    expect(await sorted('newest')).toEqual(['Third', 'Second', 'First']);
    expect(await sorted('price_asc')).toEqual(['Second', 'Third', 'First']);
    expect(await sorted('price_desc')).toEqual(['First', 'Third', 'Second']);
    expect(await sorted('net_profit_desc')).toEqual(['Second', 'Third', 'First']);
    expect(await sorted('multiple_asc')).toEqual(['Second', 'Third', 'First']);
    expect(await sorted('revenue_desc')).toEqual(['Third', 'First', 'Second']);
  });

  it('pages with a server-chosen size and tells the last page', async () => {
    const seller = await freshSeller(t.database);
    for (let i = 0; i < SEARCH_PAGE_SIZE + 2; i += 1) await insertListing(t.database, seller.id, { name: `Page item ${i}` });
    const first = (await search({ user_id: seller.id })).json() as SearchResponse;
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: SEARCH_PAGE_SIZE + 2, per_page: SEARCH_PAGE_SIZE });
    const second = (await search({ user_id: seller.id, page: 2 })).json() as SearchResponse;
    expect(second.data.map((card) => card.name)).toEqual(['Page item 1', 'Page item 0']);
    const beyond = (await search({ user_id: seller.id, page: 9 })).json() as SearchResponse;
    expect(beyond).toMatchObject({ data: [], meta: { current_page: 9, last_page: 2, total: SEARCH_PAGE_SIZE + 2 } });
  });
});

describe('one seller (user_id)', () => {
  it('names the seller, lists their published listings and keeps NDA listings for the seller alone', async () => {
    const seller = await freshSeller(t.database);
    await insertListing(t.database, seller.id, { name: 'Public shop' });
    const secret = await insertListing(t.database, seller.id, { name: 'NDA shop', nda: true });
    await insertListing(t.database, seller.id, { name: 'Draft shop', status: 'draft' });
    const guest = (await search({ user_id: seller.id })).json() as SearchResponse;
    expect(guest.seller).toEqual({ id: seller.id, name: seller.name, last_name: seller.last_name });
    expect(guest.data.map((card) => card.name)).toEqual(['Public shop']);
    // Public fields only: nothing NDA-protected travels in a card.
    expect(Object.keys(guest.data[0]!)).not.toEqual(expect.arrayContaining(['description']));
    const client = await loggedIn(t.app, seller.email);
    const mine = (await search({ user_id: seller.id }, client)).json() as SearchResponse;
    expect(mine.data.map((card) => card.name)).toEqual(['NDA shop', 'Public shop']);
    expect(mine.data[0]).toMatchObject({ id: secret.id, nda: true });
    // Without user_id the NDA listing is an ordinary result (public fields only).
    expect(await names({ q: 'NDA shop', user_id: seller.id })).toEqual([]);
  });

  it('answers 404 for an unknown seller', async () => {
    expect((await search({ user_id: 999_999_999 })).statusCode).toBe(404);
  });

  it('names the category in the language asked for', async () => {
    const seller = await freshSeller(t.database);
    const category = await firstCategoryId(t.database);
    await insertListing(t.database, seller.id, { category_id: category });
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, category));
    expect((await search({ user_id: seller.id }, undefined, 'en')).json().data[0].category_name).toBe(row!.name_en);
    expect((await search({ user_id: seller.id }, undefined, 'de')).json().data[0].category_name).toBe(row!.name_de);
  });
});
