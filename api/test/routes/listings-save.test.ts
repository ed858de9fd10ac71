// POST /api/businesses (step one → draft) and POST /api/businesses/{id} (sections, hide_listing).
import { asc, eq } from 'drizzle-orm';
import { LISTING_PATHS } from '@bizmarkt/shared/contract';
import { listings, listingMonths, listingNdaVersions, listingAddbacks } from '../../src/db/schema';
import { createUser, loggedIn, useAccountsApp } from '../helpers/accounts';
import { TestClient } from '../helpers/client';
import { createListing, firstCategoryId, information, months, NDA_TEXT, restOfSections, save, seller, setStatus } from '../helpers/listings';

jest.setTimeout(60_000);
const t = useAccountsApp();

const rowOf = async (id: number) => (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const create = (client: TestClient, payload: unknown, headers: Record<string, string> = {}) =>
  client.request({ method: 'POST', url: LISTING_PATHS.create, payload: payload as object, headers });

describe('POST /api/businesses', () => {
  it('creates a draft owned by the caller from step one (201, owner view)', async () => {
    const { user, client } = await seller(t.app, t.database);
    const response = await create(client, { information: information(await firstCategoryId(t.database)) });
    expect(response.statusCode).toBe(201);
    const listing = response.json();
    expect(listing).toMatchObject({
      status: 'draft',
      user_id: user.id,
      is_mine: true,
      name: 'Organic pet snacks brand',
      country_code: 'DE',
      founded_year: 2019,
      founded_month: 4,
    });
    expect(listing.access).toEqual({ nda_required: false, granted: true });
    const row = await rowOf(listing.id);
    expect(row).toMatchObject({
      user_id: user.id,
      status: 'draft',
      founded_on: '2019-04-01',
      fba_statuses: ['fba', 'private_label'],
      trademark_registries: ['EUIPO'],
    });
  });

  it('answers 401 to a guest, 419 without the CSRF token, 403 to an unverified user', async () => {
    const guest = new TestClient(t.app);
    await guest.csrfCookie();
    expect((await create(guest, { information: information(1) })).statusCode).toBe(401);
    const { client } = await seller(t.app, t.database);
    const noToken = await client.request({ method: 'POST', url: LISTING_PATHS.create, payload: { information: information(1) }, xsrf: false });
    expect(noToken.statusCode).toBe(419);
    const unverified = await createUser(t.database, { email_verified_at: null });
    expect((await create(await loggedIn(t.app, unverified.email), { information: information(1) })).statusCode).toBe(403);
  });

  it('answers 422 with field errors for missing, wrong-typed and unknown values', async () => {
    const { client } = await seller(t.app, t.database);
    const empty = await create(client, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['information']);
    const bad = await create(client, {
      information: information(999_999, {
        name: 'x',
        fba_statuses: ['dropshipping'],
        marketplaces: [],
        founded_year: '2019',
        country_code: 'QQ',
        owner_hours_per_week: 200,
      }),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      [
        'information.category_id',
        'information.country_code',
        'information.fba_statuses.0',
        'information.founded_year',
        'information.marketplaces',
        'information.name',
        'information.owner_hours_per_week',
      ].sort(),
    );
    const unknown = await create(client, { information: information(999_999, { country_code: 'QQ' }) });
    expect(unknown.json().errors).toEqual({
      'information.category_id': ['The selected category is invalid.'],
      'information.country_code': ['The selected country is invalid.'],
    });
    expect(await t.database.db.select().from(listings).where(eq(listings.name, 'x'))).toHaveLength(0);
  });

  it('answers a Precognition request with 204 and stores nothing', async () => {
    const { user, client } = await seller(t.app, t.database);
    const response = await create(client, { information: information(await firstCategoryId(t.database)) }, { precognition: 'true' });
    expect(response.statusCode).toBe(204);
    expect(await t.database.db.select().from(listings).where(eq(listings.user_id, user.id))).toHaveLength(0);
  });
});

describe('POST /api/businesses/{id}', () => {
  it('saves every section, stores the months, add-backs and the derived metrics', async () => {
    const { client } = await seller(t.app, t.database);
    const id = await createListing(client, t.database);
    const response = await save(client, id, restOfSections());
    expect(response.statusCode).toBe(200);
    const listing = response.json();
    expect(listing.months).toHaveLength(24);
    expect(listing.months[0]).toMatchObject({ month: '2024-10', revenue: 10_000, net_profit: 4_000, net_profit_entered: null });
    expect(listing.metrics).toMatchObject({
      ttm_revenue: 120_000,
      ttm_net_profit: 48_000,
      ttm_adjusted_profit: 60_000,
      profit_margin: 40,
      revenue_growth: 0,
      annual_multiple: 6,
      monthly_multiple: 72,
    });
    expect(listing).toMatchObject({ price: 360_000, open_to_offers: true, nda: true, nda_text: NDA_TEXT, website: 'petsnacks.example.com' });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      months_count: 24,
      ttm_revenue: 120_000,
      ttm_net_profit: 48_000,
      profit_margin: 40,
      annual_multiple: 6,
      financials_source: 'manual',
    });
    expect(row.financials_updated_at).not.toBeNull();
    const stored = await t.database.db.select().from(listingMonths).where(eq(listingMonths.business_id, id)).orderBy(asc(listingMonths.month));
    expect(stored.map((m) => m.month).slice(0, 2)).toEqual(['2024-10-01', '2024-11-01']);
    expect(await t.database.db.select().from(listingAddbacks).where(eq(listingAddbacks.business_id, id))).toHaveLength(1);
  });

  it('replaces the months table on a new save and recomputes the multiples when only the price changes', async () => {
    const { client } = await seller(t.app, t.database);
    const id = await createListing(client, t.database, true);
    expect((await save(client, id, { financials: { months: months(3, '2026-10', 5_000) } })).statusCode).toBe(200);
    expect((await rowOf(id)).months_count).toBe(3);
    const priced = await save(client, id, { price: { price: 120_000 } });
    // 3 months of 2,000 profit (no add-backs now) → 2,000 a month → ×5 a year at 120,000.
    expect(priced.json().metrics).toMatchObject({ avg_monthly_profit: 2_000, annual_multiple: 5, monthly_multiple: 60 });
    expect((await rowOf(id)).annual_multiple).toBe(5);
  });

  it('refuses bad financials: 2 or 37 months, gaps, negative, huge, sub-cent and string numbers', async () => {
    const { client } = await seller(t.app, t.database);
    const id = await createListing(client, t.database);
    const gap = months(4).filter((_, i) => i !== 1);
    const cases: [unknown, string][] = [
      [months(2), 'financials.months'],
      [months(37), 'financials.months'],
      [gap, 'financials.months.1.month'],
      [months(3).map((m, i) => (i === 0 ? { ...m, revenue: -5 } : m)), 'financials.months.0.revenue'],
      [months(3).map((m, i) => (i === 0 ? { ...m, cogs: 1e15 } : m)), 'financials.months.0.cogs'],
      [months(3).map((m, i) => (i === 0 ? { ...m, refunds: 0.001 } : m)), 'financials.months.0.refunds'],
      [months(3).map((m, i) => (i === 0 ? { ...m, revenue: '100' } : m)), 'financials.months.0.revenue'],
      [months(3, '2099-01'), 'financials.months.2.month'],
    ];
    for (const [table, field] of cases) {
      const response = await save(client, id, { financials: { months: table } });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    expect(await t.database.db.select().from(listingMonths).where(eq(listingMonths.business_id, id))).toHaveLength(0);
  });

  it('makes a new NDA version for every changed text, none for the same text', async () => {
    const { client } = await seller(t.app, t.database);
    const id = await createListing(client, t.database, true);
    const versions = () => t.database.db.select().from(listingNdaVersions).where(eq(listingNdaVersions.business_id, id));
    expect(await versions()).toHaveLength(1);
    await save(client, id, { nda: { nda: true, nda_text: NDA_TEXT } });
    expect(await versions()).toHaveLength(1);
    const changed = await save(client, id, { nda: { nda: true, nda_text: `${NDA_TEXT} Governed by German law.` } });
    expect((await versions()).map((v) => v.version).sort()).toEqual([1, 2]);
    expect(changed.json().nda_version_id).toBe((await rowOf(id)).nda_version_id);
    const tooShort = await save(client, id, { nda: { nda: true, nda_text: 'Keep it secret.' } });
    expect(Object.keys(tooShort.json().errors)).toEqual(['nda.nda_text']);
  });

  it('hides a published listing for 1..3650 days (spec §7 hide_listing), not a draft', async () => {
    const { client } = await seller(t.app, t.database);
    const id = await createListing(client, t.database, true);
    const draft = await save(client, id, { hide_listing: { hide_for_x_days: 30 } });
    expect(draft.json().errors).toEqual({ 'hide_listing.hide_for_x_days': ['Only a published listing can be hidden.'] });
    await setStatus(t.database, id, 'published');
    for (const days of [0, 3651, 2.5, '30']) {
      expect((await save(client, id, { hide_listing: { hide_for_x_days: days } })).statusCode).toBe(422);
    }
    const before = Date.now();
    const hidden = await save(client, id, { hide_listing: { hide_for_x_days: 30 } });
    expect(hidden.statusCode).toBe(200);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'hidden', hide_for_x_days: 30 });
    expect(row.hidden_until!.getTime() - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);
    expect(hidden.json().owner.hidden_until).toBe(row.hidden_until!.toISOString());
  });

  it("answers 403 for someone else's listing (Precognition too), 404 for an unknown one, 401 and 419", async () => {
    const owner = await seller(t.app, t.database);
    const id = await createListing(owner.client, t.database);
    const other = await seller(t.app, t.database);
    expect((await save(other.client, id, { price: { price: 1000 } })).statusCode).toBe(403);
    expect((await save(other.client, id, { price: { price: 1000 } }, { precognition: 'true' })).statusCode).toBe(403);
    expect((await rowOf(id)).price).toBeNull();
    expect((await save(owner.client, 2_000_000_000, { price: { price: 1000 } })).statusCode).toBe(404);
    expect((await owner.client.request({ method: 'POST', url: '/api/businesses/abc', payload: { price: { price: 1000 } } })).statusCode).toBe(404);
    const guest = new TestClient(t.app);
    await guest.csrfCookie();
    expect((await save(guest, id, { price: { price: 1000 } })).statusCode).toBe(401);
    const noToken = await owner.client.request({ method: 'POST', url: LISTING_PATHS.listing(id), payload: { price: { price: 1000 } }, xsrf: false });
    expect(noToken.statusCode).toBe(419);
  });

  it('marks every answer of the route as depending on Precognition, a 404 of its own hook and a 403 too', async () => {
    const owner = await seller(t.app, t.database);
    const id = await createListing(owner.client, t.database);
    const other = await seller(t.app, t.database);
    const unknown = await save(owner.client, 2_000_000_000, { price: { price: 1000 } }, { precognition: 'true' });
    expect({ status: unknown.statusCode, vary: unknown.headers.vary, precognition: unknown.headers.precognition }).toEqual({
      status: 404,
      vary: 'Precognition',
      precognition: 'true',
    });
    // Refused by the access layer before the Precognition headers are read: no `Precognition: true`.
    const refused = await save(other.client, id, { price: { price: 1000 } }, { precognition: 'true' });
    expect({ status: refused.statusCode, vary: refused.headers.vary, precognition: refused.headers.precognition }).toEqual({
      status: 403,
      vary: 'Precognition',
      precognition: undefined,
    });
    // A route that does not answer Precognition requests says nothing about them.
    const submit = await owner.client.request({ method: 'POST', url: LISTING_PATHS.submit(id), headers: { precognition: 'true' } });
    expect({ vary: submit.headers.vary, precognition: submit.headers.precognition }).toEqual({ vary: undefined, precognition: undefined });
  });

  it('validates only the asked field on Precognition, refuses an empty save and a sold listing', async () => {
    const { client } = await seller(t.app, t.database);
    const id = await createListing(client, t.database);
    const asked = await save(
      client,
      id,
      { price: { price: -1 }, description: { summary: '' } },
      { precognition: 'true', 'precognition-validate-only': 'price.price' },
    );
    expect(asked.statusCode).toBe(422);
    expect(Object.keys(asked.json().errors)).toEqual(['price.price']);
    const ok = await save(client, id, { price: { price: 50_000 } }, { precognition: 'true' });
    expect(ok.statusCode).toBe(204);
    expect((await rowOf(id)).price).toBeNull();
    expect((await save(client, id, {})).statusCode).toBe(422);
    // Field names in the messages, in the request's language.
    const german = await save(client, id, { price: { price: 0 }, financials: { months: [{ month: '2024-01', revenue: -1 }] } }, { 'x-lang': 'de' });
    expect(german.json().errors['price.price']).toEqual(['Preis muss mindestens 1 sein.']);
    expect(german.json().errors['financials.months.0.revenue']).toEqual(['Umsatz muss mindestens 0 sein.']);
    const english = await save(client, id, { price: { price: 0 } });
    expect(english.json().errors['price.price']).toEqual(['The asking price field must be at least 1.']);
    await setStatus(t.database, id, 'sold');
    expect((await save(client, id, { price: { price: 50_000 } })).json().errors).toEqual({ status: ['A sold listing can no longer be edited.'] });
  });
});
