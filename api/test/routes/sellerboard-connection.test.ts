// GET/POST/DELETE /api/businesses/{id}/sellerboard and the scheduled sync through the jobs table,
// against a local HTTP server playing sellerboard's report links (SELLERBOARD_ALLOW_LOCAL=1).
import { and, eq } from 'drizzle-orm';
import { SELLERBOARD_PATHS } from '@bizmarkt/shared/contract';
import { emails, notifications, sellerboardConnections } from '../../src/db/schema';
import { decryptSecret } from '../../src/lib/sellerboard/secret';
import { FakeClock } from '../helpers/clock';
import { TestClient } from '../helpers/client';
import { fixture, listingRow, sellerWithListing, startReportServer, storedMonths, type ReportServer } from '../helpers/sellerboard';
import { useTestApp } from '../helpers/test-app';

jest.setTimeout(90_000);
const clock = new FakeClock('2024-11-24T10:00:00Z');
const t = useTestApp({ clock, captureLogs: true, env: { SELLERBOARD_ALLOW_LOCAL: '1' } });
let reports: ReportServer;
beforeAll(async () => {
  reports = await startReportServer();
});
afterAll(() => reports.close());

const status = (client: TestClient, id: number) => client.request({ url: SELLERBOARD_PATHS.connection(id) });
const connect = (client: TestClient, id: number, url: string, headers: Record<string, string> = {}) =>
  client.request({ method: 'POST', url: SELLERBOARD_PATHS.connection(id), payload: { url }, headers });

async function expiryNotices(userId: number, listingId: number) {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.type, 'expired-sellerboard-integration')));
  return rows.filter((row) => row.data.business_id === listingId);
}

/**
 * A day later by the clock, and every job then due run: the round first (it queues the fetches), then
 * the fetches it queued (runDue stops after a batch that was not full).
 */
async function nextDay() {
  clock.advanceDays(1);
  clock.advanceSeconds(60 * 60);
  await t.app.jobsWorker.runDue();
  await t.app.jobsWorker.runDue();
}

describe('connecting a sellerboard report', () => {
  it('stores the link encrypted, never answers or logs it, and syncs the months at once', async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    expect((await status(client, listingId)).json()).toEqual({ connected: false, status: null, last_synced_at: null, last_error: null, currency: null });

    reports.serve('us-1', { body: fixture('dashboard-by-day-us.csv') });
    const link = reports.link('us-1');
    const response = await connect(client, listingId, link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ connected: true, status: 'active', last_synced_at: null, last_error: null, currency: 'USD' });
    expect(response.body).not.toContain('secret-us-1');

    const [row] = await t.database.db.select().from(sellerboardConnections).where(eq(sellerboardConnections.business_id, listingId));
    expect(row?.url_encrypted).not.toContain('secret-us-1');
    expect(decryptSecret(t.app.config.appKey, row?.url_encrypted ?? '')).toBe(link);
    expect(decryptSecret('another-app-key-0123456789abcdef0123456789', row?.url_encrypted ?? '')).toBeNull();

    await t.app.jobsWorker.runDue();
    expect((await storedMonths(t.database, listingId)).map((m) => [m.month, m.revenue])).toEqual([
      ['2024-01-01', 55552.08],
      ['2024-02-01', 52226.28],
      ['2024-03-01', 448977.31],
    ]);
    expect(await listingRow(t.database, listingId)).toMatchObject({ financials_source: 'sellerboard_sync', months_count: 3 });
    const synced = (await status(client, listingId)).json();
    expect(synced).toEqual({ connected: true, status: 'active', last_synced_at: '2024-11-24T10:00:00.000Z', last_error: null, currency: 'USD' });
    expect(JSON.stringify(synced)).not.toContain('automation');
    expect(t.logs.some((line) => line.includes('secret-us-1'))).toBe(false);
  });

  it('syncs again on schedule (one fetch a day) and picks up new months', async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    reports.serve('uk-1', { body: fixture('dashboard-by-day-uk.csv') });
    await connect(client, listingId, reports.link('uk-1'));
    await t.app.jobsWorker.runDue();
    const fetches = () => reports.requests.filter((id) => id === 'uk-1').length;
    expect(fetches()).toBe(1);

    clock.advanceSeconds(2 * 60 * 60);
    await t.app.jobsWorker.runDue();
    expect(fetches()).toBe(1);

    reports.serve('uk-1', { body: fixture('pnl-us.csv') });
    await nextDay();
    expect(fetches()).toBe(2);
    expect((await storedMonths(t.database, listingId)).map((m) => m.month)).toEqual(['2024-08-01', '2024-09-01', '2024-10-01']);
    expect((await status(client, listingId)).json().last_synced_at).toBe(clock.now().toISOString());
  });

  it('keeps a connection whose report is briefly unavailable, and says why', async () => {
    const { user, client, listingId } = await sellerWithListing(t.app, t.database);
    reports.serve('down-1', { status: 503, body: 'maintenance' });
    await connect(client, listingId, reports.link('down-1'));
    await t.app.jobsWorker.runDue();
    const answer = (await status(client, listingId)).json();
    expect(answer).toMatchObject({ connected: true, status: 'active', last_synced_at: null });
    expect(answer.last_error).toMatch(/could not be reached \(HTTP 503\)/);
    expect(await expiryNotices(user.id, listingId)).toHaveLength(0);
  });

  it.each([
    ['a 404', { status: 404, body: 'gone' }, /HTTP 404/],
    ['a 401', { status: 401, body: '' }, /HTTP 401/],
    ['a redirect to the login page', { status: 302, headers: { location: 'https://app.sellerboard.com/login' } }, /HTTP 302/],
    ['an answer without data', { status: 200, body: '<html><body>Please log in</body></html>' }, /no data/],
  ])('expires a link that stops working (%s) and tells the owner once', async (_name, answer, error) => {
    const { user, client, listingId } = await sellerWithListing(t.app, t.database, 'Pet Supplies Ltd');
    const name = `ok-${listingId}`;
    reports.serve(name, { body: fixture('pnl-de.csv') });
    await connect(client, listingId, reports.link(name));
    await t.app.jobsWorker.runDue();
    const before = (await storedMonths(t.database, listingId)).length;
    // 10 months, or 11 once the clock (moved by earlier tests) is past November 2024.
    expect(before).toBeGreaterThanOrEqual(10);

    reports.serve(name, answer);
    await nextDay();
    const expired = (await status(client, listingId)).json();
    expect(expired).toMatchObject({ connected: true, status: 'expired' });
    expect(expired.last_error).toMatch(error);
    // The months stay as they were; the notification went out (in-app and by email) once.
    expect(await storedMonths(t.database, listingId)).toHaveLength(before);
    const notices = await expiryNotices(user.id, listingId);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.data).toMatchObject({ business_id: listingId, business_name: 'Pet Supplies Ltd' });
    const mail = await t.database.db.select().from(emails).where(eq(emails.to_email, user.email));
    expect(mail.filter((m) => m.subject === 'Your sellerboard connection has expired')).toHaveLength(1);

    const fetched = reports.requests.filter((id) => id === name).length;
    await nextDay();
    await nextDay();
    expect(reports.requests.filter((id) => id === name).length).toBe(fetched);
    expect(await expiryNotices(user.id, listingId)).toHaveLength(1);

    // Pasting a working link again reconnects it.
    reports.serve(name, { body: fixture('pnl-de.csv') });
    expect((await connect(client, listingId, reports.link(name))).json()).toMatchObject({ status: 'active', last_error: null });
  });

  it('converts a report in euros into US dollars at each month’s ECB monthly average (decision 0193)', async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    const pnl = 'Parameter;Aug 2024;Sep 2024;Oct 2024;Total\nSales;10.000,00;20.000,00;30.000,00;0\nNet profit;1.000,50;2.000,25;3.333,33;0\n';
    reports.serve(`eur-${listingId}`, { body: pnl });
    const response = await client.request({
      method: 'POST',
      url: SELLERBOARD_PATHS.connection(listingId),
      payload: { url: reports.link(`eur-${listingId}`), currency: 'EUR' },
    });
    expect(response.json()).toMatchObject({ status: 'active', currency: 'EUR' });
    await t.app.jobsWorker.runDue();
    // USD per EUR: Aug 2024 1.1012, Sep 1.1106, Oct 1.0904.
    expect((await storedMonths(t.database, listingId)).map((row) => [row.month, row.revenue, row.net_profit])).toEqual([
      ['2024-08-01', 11012, 1101.75],
      ['2024-09-01', 22212, 2221.48],
      ['2024-10-01', 32712, 3634.66],
    ]);
    expect(await listingRow(t.database, listingId)).toMatchObject({ financials_source: 'sellerboard_sync', financials_currency: 'EUR', ttm_revenue: 65936 });
    const refused = await client.request({
      method: 'POST',
      url: SELLERBOARD_PATHS.connection(listingId),
      payload: { url: reports.link('x'), currency: 'XYZ' },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['currency']);
  });

  it('disconnects', async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    reports.serve('bye-1', { body: fixture('pnl-us.csv') });
    await connect(client, listingId, reports.link('bye-1'));
    const response = await client.request({ method: 'DELETE', url: SELLERBOARD_PATHS.connection(listingId) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ connected: false });
    expect(await t.database.db.select().from(sellerboardConnections).where(eq(sellerboardConnections.business_id, listingId))).toEqual([]);
  });
});

describe('refused connections', () => {
  it.each([
    ['not a link', 'sellerboard please'],
    ['another host', 'https://evil.example/en/automation/reports?id=1'],
    ['a look-alike host', 'https://app.sellerboard.com.evil.example/en/automation/reports?id=1'],
    ['plain http to sellerboard', 'http://app.sellerboard.com/en/automation/reports?id=1'],
    ['not a report', 'https://app.sellerboard.com/en/dashboard'],
    ['a local address other than 127.0.0.1', 'http://localhost:80/en/automation/reports?id=1'],
    ['credentials in the link', 'https://user:pw@app.sellerboard.com/en/automation/reports?id=1'],
  ])('answers 422 for %s', async (_name, url) => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    const response = await connect(client, listingId, url, { 'x-lang': 'de' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.url).toEqual([expect.stringMatching(/sellerboard-Automatisierungsberichts/)]);
    expect((await status(client, listingId)).json().connected).toBe(false);
  });

  it("refuses someone else's listing, an unknown one, a visitor and a missing CSRF token", async () => {
    const { client, listingId } = await sellerWithListing(t.app, t.database);
    const other = await sellerWithListing(t.app, t.database);
    const link = reports.link('nope');
    expect((await connect(other.client, listingId, link)).statusCode).toBe(403);
    expect((await status(other.client, listingId)).statusCode).toBe(403);
    expect((await other.client.request({ method: 'DELETE', url: SELLERBOARD_PATHS.connection(listingId) })).statusCode).toBe(403);
    expect((await connect(client, 2_000_000_000, link)).statusCode).toBe(404);
    expect((await status(new TestClient(t.app), listingId)).statusCode).toBe(401);
    const forged = await client.request({ method: 'POST', url: SELLERBOARD_PATHS.connection(listingId), payload: { url: link }, xsrf: false });
    expect(forged.statusCode).toBe(419);
    expect((await status(client, listingId)).json().connected).toBe(false);
  });
});
