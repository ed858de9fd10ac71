// The currency of an imported sellerboard file (issue #29, decision 0193): the months are converted into
// US dollars month by month at the ECB monthly average (the committed table) and the listing remembers
// the file's currency.
import { eq } from 'drizzle-orm';
import { LISTING_PATHS, SELLERBOARD_PATHS } from '@bizmarkt/shared/contract';
import { listings } from '../../src/db/schema';
import { multipartBody } from '../helpers/accounts';
import { FakeClock } from '../helpers/clock';
import type { TestClient } from '../helpers/client';
import { listingRow, sellerWithListing, storedMonths } from '../helpers/sellerboard';
import { useTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);
const clock = new FakeClock('2024-11-24T10:00:00Z');
const t = useTestApp({ clock });

/** A P&L download of an Amazon.de seller, in euros (German number format). */
const EUR_PNL = [
  'Parameter;Aug 2024;Sep 2024;Oct 2024;Total',
  'Sales;10.000,00;20.000,00;30.000,00;60.000,00',
  'Refunds;-100,00;-200,00;-300,00;-600,00',
  'Advertising cost;-1.234,56;-987,65;-500,00;-2.722,21',
  'Net profit;1.000,50;2.000,25;3.333,33;6.334,08',
  '',
].join('\n');

function upload(client: TestClient, listingId: number, data: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const body = multipartBody(fields, { filename: 'pnl.csv', contentType: 'text/csv', data: Buffer.from(data) });
  return client.request({ method: 'POST', url: SELLERBOARD_PATHS.importFile(listingId), payload: body.payload, headers: { ...body.headers, ...headers } });
}
const apply = (client: TestClient, listingId: number, token: string) =>
  client.request({ method: 'POST', url: SELLERBOARD_PATHS.applyImport(listingId, token) });

describe('a sellerboard file in euros', () => {
  it('is converted month by month at the ECB monthly average, stored in dollars, and the listing keeps "EUR"', async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    const response = await upload(client, listingId, EUR_PNL, { currency: 'EUR' });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    // USD per EUR, ECB monthly averages: Aug 2024 1.1012, Sep 2024 1.1106, Oct 2024 1.0904.
    expect(preview).toMatchObject({
      currency: 'EUR',
      rate_source: 'ecb_monthly_average',
      usd_per_unit: { '2024-08': 1.1012, '2024-09': 1.1106, '2024-10': 1.0904 },
      provisional_months: [],
    });
    // By hand: 10,000.00 × 1.1012 = 11,012.00; 1,234.56 × 1.1012 = 1,359.497… → 1,359.50; 1,000.50 × 1.1012 = 1,101.7506 → 1,101.75 …
    expect(preview.diff.after).toEqual({ months: 3, revenue: 65936, net_profit: 6957.89 });

    expect((await apply(client, listingId, preview.token)).json().currency).toBe('EUR');
    const rows = await storedMonths(t.database, listingId);
    expect(rows.map((row) => [row.month, row.revenue, row.refunds, row.advertising, row.net_profit])).toEqual([
      ['2024-08-01', 11012, 110.12, 1359.5, 1101.75],
      ['2024-09-01', 22212, 222.12, 1096.88, 2221.48],
      ['2024-10-01', 32712, 327.12, 545.2, 3634.66],
    ]);
    // TTM: the converted months summed (11,012 + 22,212 + 32,712; 1,101.75 + 2,221.48 + 3,634.66).
    expect(await listingRow(t.database, listingId)).toMatchObject({
      ttm_revenue: 65936,
      ttm_net_profit: 6957.89,
      financials_source: 'sellerboard_import',
      financials_currency: 'EUR',
    });
    // The listing says so (the risk panel's header reads it).
    const listing = (await client.request({ url: LISTING_PATHS.listing(listingId) })).json();
    expect(listing.risk.converted_from).toBe('EUR');
  });

  it('is preset from the listing’s marketplace when the form names no currency (Amazon.de → EUR)', async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    await t.database.db
      .update(listings)
      .set({ marketplaces: ['DE', 'UK'] })
      .where(eq(listings.id, listingId));
    const preview = (await upload(client, listingId, EUR_PNL)).json();
    expect(preview.currency).toBe('EUR');
    expect(preview.months[0].revenue).toBe(11012);
  });

  it('converts pounds through the euro and leaves a dollar file as it is', async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    const pounds = (await upload(client, listingId, EUR_PNL, { currency: 'gbp' })).json();
    // Aug 2024: 1.1012 USD/EUR ÷ 0.85165 GBP/EUR; 10,000 GBP → 12,930.19 USD.
    expect(pounds.currency).toBe('GBP');
    expect(pounds.months[0].revenue).toBe(12930.19);
    const dollars = (await upload(client, listingId, EUR_PNL, { currency: 'USD' })).json();
    expect(dollars.months.map((m: { revenue: number }) => m.revenue)).toEqual([10000, 20000, 30000]);
    expect((await apply(client, listingId, dollars.token)).statusCode).toBe(200);
    expect((await listingRow(t.database, listingId)).financials_currency).toBe('USD');
    expect((await client.request({ url: LISTING_PATHS.listing(listingId) })).json().risk.converted_from).toBeNull();
  });

  it('refuses months the rate table has no figure for (422 on currency), never converting at 1.0', async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    const old = 'Parameter;Nov 2022;Dec 2022;Jan 2023;Total\nSales;1;2;3;6\n';
    const response = await upload(client, listingId, old, { currency: 'EUR' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.currency).toEqual([
      'There is no ECB reference rate for EUR in 2022-11, 2022-12 yet, so these months cannot be converted into US dollars.',
    ]);
    const german = await upload(client, listingId, old, { currency: 'EUR' }, { 'x-lang': 'de' });
    expect(german.json().errors.currency[0]).toMatch(/^Für EUR gibt es für 2022-11, 2022-12 noch keinen EZB-Referenzkurs/);
    expect(await storedMonths(t.database, listingId)).toEqual([]);
  });

  it('refuses a currency it cannot convert (422 on currency)', async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    for (const currency of ['AED', 'XYZ', 'eur; drop table']) {
      const response = await upload(client, listingId, EUR_PNL, { currency });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.currency).toEqual(['Choose the currency of the file.']);
    }
  });
});
