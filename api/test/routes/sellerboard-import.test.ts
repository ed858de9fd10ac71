// POST /api/businesses/{id}/financials/import (preview + diff) and …/import/{token}/apply.
import { LISTING_PATHS, SELLERBOARD_PATHS } from '@bizmarkt/shared/contract';
import { sellerboardImportKey } from '../../src/lib/throttle-keys';
import { SELLERBOARD_IMPORTS_PER_HOUR } from '../../src/routes/listings/sellerboard';
import { multipartBody, pngFixture } from '../helpers/accounts';
import { cleanPdf, zipBomb } from '../helpers/hostile-files';
import { FakeClock } from '../helpers/clock';
import { TestClient } from '../helpers/client';
import { save } from '../helpers/listings';
import { fixture, listingRow, sellerWithListing, storedMonths } from '../helpers/sellerboard';
import { useTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);
const clock = new FakeClock('2024-11-24T10:00:00Z');
const t = useTestApp({ clock });

function upload(client: TestClient, listingId: number, data: Buffer, headers: Record<string, string> = {}, filename = 'export.csv') {
  const body = multipartBody({}, { filename, contentType: 'text/csv', data });
  return client.request({ method: 'POST', url: SELLERBOARD_PATHS.importFile(listingId), payload: body.payload, headers: { ...body.headers, ...headers } });
}
const apply = (client: TestClient, listingId: number, token: string) =>
  client.request({ method: 'POST', url: SELLERBOARD_PATHS.applyImport(listingId, token) });

describe('importing a sellerboard export', () => {
  it('answers the parsed months and a diff, and replaces nothing until applied', async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    const response = await upload(client, listingId, fixture('dashboard-by-day-us.csv'));
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.format).toBe('dashboard_by_day');
    expect(preview.months.map((m: { month: string }) => m.month)).toEqual(['2024-01', '2024-02', '2024-03']);
    expect(preview.months[0]).toMatchObject({ revenue: 55552.08, cogs: 11555.79, net_profit: 19852.39 });
    expect(preview.partial_months).toEqual(['2024-04']);
    expect(preview.diff).toMatchObject({ added: ['2024-01', '2024-02', '2024-03'], changed: [], removed: [], before: { months: 0 } });
    expect(preview.diff.after).toEqual({ months: 3, revenue: 556755.67, net_profit: 208535.29 });
    expect(await storedMonths(t.database, listingId)).toEqual([]);

    const applied = await apply(client, listingId, preview.token);
    expect(applied.statusCode).toBe(200);
    const rows = await storedMonths(t.database, listingId);
    expect(rows.map((row) => [row.month, row.revenue, row.amazon_fees, row.net_profit])).toEqual([
      ['2024-01-01', 55552.08, 15326.08, 19852.39],
      ['2024-02-01', 52226.28, 13452.07, 20254.05],
      ['2024-03-01', 448977.31, 119382.53, 168428.85],
    ]);
    const listing = await listingRow(t.database, listingId);
    expect(listing).toMatchObject({ months_count: 3, ttm_revenue: 556755.67, ttm_net_profit: 208535.29, financials_source: 'sellerboard_import' });
    expect(listing.financials_updated_at?.toISOString()).toBe('2024-11-24T10:00:00.000Z');
  });

  it("keeps the file as the months' source when the wizard saves the same months back; an edit makes them manual", async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    const preview = (await upload(client, listingId, fixture('pnl-us.csv'))).json();
    expect((await apply(client, listingId, preview.token)).statusCode).toBe(200);
    const read = async () => (await client.request({ method: 'GET', url: LISTING_PATHS.listing(listingId) })).json();
    const imported = await read();
    expect(imported).toMatchObject({ financials_source: 'sellerboard_import', financials_updated_at: '2024-11-24T10:00:00.000Z' });

    // The wizard's "Next" on the financials step: the months as the page holds them, plus an add-back.
    const months = imported.months.map(({ net_profit_entered, ...month }: { net_profit_entered: number | null; net_profit: number }) => ({
      ...month,
      net_profit: net_profit_entered,
    }));
    clock.advance(60_000);
    try {
      const same = await save(client, listingId, { financials: { months, addbacks: [{ label: 'Owner salary', amount: 1000 }] } });
      expect(same.statusCode).toBe(200);
      expect(await read()).toMatchObject({ financials_source: 'sellerboard_import', financials_updated_at: '2024-11-24T10:00:00.000Z' });
      expect((await listingRow(t.database, listingId)).financials_source).toBe('sellerboard_import');

      const edited = months.map((month: { revenue: number }, i: number) => (i === 0 ? { ...month, revenue: month.revenue + 1 } : month));
      expect((await save(client, listingId, { financials: { months: edited, addbacks: [] } })).statusCode).toBe(200);
      expect(await read()).toMatchObject({ financials_source: 'manual', financials_updated_at: '2024-11-24T10:01:00.000Z' });
    } finally {
      clock.set('2024-11-24T10:00:00Z');
    }
  });

  it('shows months added, changed and removed against the stored ones; a preview applies once', async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    const first = (await upload(client, listingId, fixture('pnl-us.csv'))).json();
    expect((await apply(client, listingId, first.token)).statusCode).toBe(200);

    // Same months from a P&L where September differs, plus the months before and after.
    const pnl = 'Parameter;Jul 2024;Aug 2024;Sep 2024;Oct 2024;Total\nSales;100;53055,69;999;54183,15;0\nNet profit;10;18166,39;99;19066,82;0\n';
    const second = await upload(client, listingId, Buffer.from(pnl));
    expect(second.statusCode).toBe(200);
    expect(second.json().diff).toMatchObject({ added: ['2024-07'], changed: ['2024-08', '2024-09', '2024-10'], removed: [] });

    const again = (await upload(client, listingId, fixture('pnl-us.csv'))).json();
    expect(again.diff).toMatchObject({ added: [], changed: [], removed: [], unchanged: ['2024-08', '2024-09', '2024-10'] });
    // Only the latest preview of a listing stays: the earlier one is gone.
    expect((await apply(client, listingId, second.json().token)).statusCode).toBe(422);
    expect((await apply(client, listingId, again.token)).statusCode).toBe(200);
    const reused = await apply(client, listingId, again.token);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.token[0]).toMatch(/expired or was already applied/);
  });

  it('refuses a preview after its hour', async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    const preview = (await upload(client, listingId, fixture('dashboard-by-day-uk.csv'))).json();
    clock.advance(61 * 60 * 1000);
    try {
      expect((await apply(client, listingId, preview.token)).statusCode).toBe(422);
      expect(await storedMonths(t.database, listingId)).toEqual([]);
    } finally {
      clock.set('2024-11-24T10:00:00Z');
    }
  });

  it.each([
    ['a bank statement', fixture('bank-statement.csv'), /not a sellerboard export/],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'), /not a sellerboard export/],
    ['an empty file', Buffer.from('x').subarray(1), /The file is empty/],
    ['two months', Buffer.from('Parameter,Jan 2024,Feb 2024\nSales,1,2\n'), /only 2 complete months/],
    ['a gap', Buffer.from('Parameter,Jan 2024,Feb 2024,Apr 2024,May 2024\nSales,1,2,3,4\n'), /no data for 2024-03/],
  ])('answers 422 with a message for %s', async (_name, data, message) => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    const response = await upload(client, listingId, data);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(message);
    expect(response.json().errors.file[0]).toMatch(message);
  });

  it('answers in German', async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    const response = await upload(client, listingId, fixture('bank-statement.csv'), { 'x-lang': 'de' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([expect.stringMatching(/kein lesbarer sellerboard-Export/)]);
  });

  it('judges the file by its content: an xlsx (a ZIP, here a zip bomb), a PDF or a picture named .csv is refused unread', async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    for (const data of [zipBomb(64), cleanPdf(), pngFixture(8, 8)]) {
      const response = await upload(client, listingId, data, {}, 'export.csv');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.file).toEqual([expect.stringMatching(/^This is not a sellerboard export we can read/)]);
    }
  });

  it('refuses a file over 5 MB', async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    const response = await upload(client, listingId, big);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toMatch(/too large/);
  });
});

it('limits imports to 30 an hour per user', async () => {
  const { user, client, listingId } = await sellerWithListing(t.app, t.database);
  for (let i = 0; i < SELLERBOARD_IMPORTS_PER_HOUR - 1; i += 1) await t.app.throttle.hit(sellerboardImportKey(user.id), SELLERBOARD_IMPORTS_PER_HOUR, 60 * 60);
  expect((await upload(client, listingId, fixture('pnl-us.csv'))).statusCode).toBe(200);
  const refused = await upload(client, listingId, fixture('pnl-us.csv'));
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/Too many attempts/);
});

describe('who may import', () => {
  it("refuses someone else's listing (403), an unknown one (404), a visitor (401) and a missing CSRF token (419)", async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    const other = await sellerWithListing(t.app, t.database, 'Other shop');
    expect((await upload(other.client, listingId, fixture('pnl-us.csv'))).statusCode).toBe(403);
    expect((await upload(client, 2_000_000_000, fixture('pnl-us.csv'))).statusCode).toBe(404);
    const visitor = new TestClient(t.app);
    await visitor.csrfCookie();
    expect((await upload(visitor, listingId, fixture('pnl-us.csv'))).statusCode).toBe(401);
    const body = multipartBody({}, { filename: 'a.csv', contentType: 'text/csv', data: fixture('pnl-us.csv') });
    const forged = await client.request({
      method: 'POST',
      url: SELLERBOARD_PATHS.importFile(listingId),
      payload: body.payload,
      headers: body.headers,
      xsrf: false,
    });
    expect(forged.statusCode).toBe(419);

    // A preview cannot be applied to another listing, nor by another user.
    const preview = (await upload(client, listingId, fixture('pnl-us.csv'))).json();
    expect((await apply(other.client, listingId, preview.token)).statusCode).toBe(403);
    expect((await apply(other.client, other.listingId, preview.token)).statusCode).toBe(422);
    expect(await storedMonths(t.database, other.listingId)).toEqual([]);
  });
});
