// New-listing alerts (issue #11): a listing verified for the first time reaches every user whose alert
// matches (ranges inclusive, categories, an empty bound is no bound) in the app, and by one digest
// email a day at most. Driven through the real verify action, the jobs table and the mail outbox.
import { and, eq } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, type NewListingAlertSettings } from '@bizmarkt/shared/contract';
import { percentile, timeAlertMatching } from '../../src/cli/bench-alerts';
import { listings, emails, newListingAlertMatches, newListingAlerts, notifications, users } from '../../src/db/schema';
import { createUser } from '../helpers/accounts';
import { freshSeller, insertListing } from '../helpers/browse';
import { FakeClock } from '../helpers/clock';
import { firstCategoryId } from '../helpers/listings';
import { useTestApp } from '../helpers/test-app';

jest.setTimeout(90_000);
const clock = new FakeClock('2026-11-24T08:00:00Z');
const t = useTestApp({ clock });
const HOUR = 3600 * 1000;

type AlertInput = Partial<Omit<NewListingAlertSettings, 'category_ids'>> & { category_ids?: number[]; email?: boolean };

/** A user whose alert settings are saved as the settings panel saves them (the trigger keeps the alert). */
async function alertUser(input: AlertInput) {
  const { email = false, ...ranges } = input;
  const settings = structuredClone(DEFAULT_NOTIFICATION_SETTINGS);
  settings.email.new_listing_alerts = email;
  Object.assign(settings.new_listing_alert_settings, ranges);
  const user = await createUser(t.database);
  await t.database.db.update(users).set({ notification_settings: settings }).where(eq(users.id, user.id));
  return user;
}

async function publish(sellerId: number, moderatorId: number, overrides: Parameters<typeof insertListing>[2] = {}) {
  const listing = await insertListing(t.database, sellerId, { status: 'pending', verified_at: null, ...overrides });
  const outcome = await t.app.lifecycle.verify(listing.id, moderatorId);
  expect(outcome.ok).toBe(true);
  await t.app.jobsWorker.runDue();
  return listing;
}

async function alertedIds(listingId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ user_id: notifications.user_id, data: notifications.data })
    .from(notifications)
    .where(eq(notifications.type, 'new-listing-alert'));
  return rows
    .filter((row) => row.data.business_id === listingId)
    .map((row) => row.user_id)
    .sort((a, b) => a - b);
}

const digestsOf = (userId: number) =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.user_id, userId), eq(emails.template, 'new-listing-digest')));

describe('matching a verified listing', () => {
  it('tells exactly the users whose every range and category holds it', async () => {
    const category = await firstCategoryId(t.database);
    const seller = await freshSeller(t.database);
    const moderator = await createUser(t.database);
    // The listing: price 100,000; revenue 200,000; profit 50,000; margin 25 %; multiple 2; founded 2020 (6 years).
    const told = [
      await alertUser({ price: { min: 100_000, max: 100_000 } }),
      await alertUser({ category_ids: [category], sales: { min: null, max: 200_000 } }),
      await alertUser({ net_profit: { min: -2_147_483_647, max: 50_000 }, profit_margin: { min: 25, max: null } }),
      await alertUser({ email: true }),
      await alertUser({ age: { min: 6, max: 6 }, profit_multiply: { min: 0, max: 2 } }),
    ];
    const notTold = [
      await alertUser({ price: { min: 100_001, max: null } }),
      await alertUser({ category_ids: [category + 1000] }),
      await alertUser({ profit_margin: { min: null, max: 24.99 } }),
      await alertUser({ age: { min: 7, max: null } }),
      await alertUser({ profit_multiply: { min: 2.01, max: 10_000 } }),
    ];
    // Every bound empty and no email: no alert at all (not every user hears of every listing).
    const noAlert = await alertUser({});
    expect(await t.database.db.select().from(newListingAlerts).where(eq(newListingAlerts.user_id, noAlert.id))).toEqual([]);
    // The seller's own alert is not told about their own listing.
    await t.database.db
      .update(users)
      .set({ notification_settings: { ...DEFAULT_NOTIFICATION_SETTINGS, email: { ...DEFAULT_NOTIFICATION_SETTINGS.email, new_listing_alerts: true } } })
      .where(eq(users.id, seller.id));

    const listing = await publish(seller.id, moderator.id, { category_id: category, founded_on: '2020-06-01' });
    const alerted = await alertedIds(listing.id);
    expect(alerted.filter((id) => told.some((user) => user.id === id))).toEqual(told.map((user) => user.id));
    for (const user of [...notTold, noAlert, seller]) expect(alerted).not.toContain(user.id);
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, told[0]!.id), eq(notifications.type, 'new-listing-alert')));
    expect(notice!.data).toMatchObject({ business_id: listing.id, business_price: 100_000 });
  });

  it('alerts only on the first verification', async () => {
    const seller = await freshSeller(t.database);
    const moderator = await createUser(t.database);
    const fan = await alertUser({ price: { min: 1, max: 2_000_000 } });
    const listing = await publish(seller.id, moderator.id);
    expect(await alertedIds(listing.id)).toContain(fan.id);
    // Edited financials send it back to pending; verified again, it is not new.
    await t.database.db.update(listings).set({ status: 'pending' }).where(eq(listings.id, listing.id));
    await t.app.lifecycle.verify(listing.id, moderator.id);
    await t.app.jobsWorker.runDue();
    expect((await alertedIds(listing.id)).filter((id) => id === fan.id)).toHaveLength(1);
  });
});

describe('the digest email', () => {
  it('sends at most one a day, collecting the matches since the last one', async () => {
    const seller = await freshSeller(t.database);
    const moderator = await createUser(t.database);
    const reader = await alertUser({ email: true, price: { min: 7_000, max: 7_999 } });
    const appOnly = await alertUser({ email: false, price: { min: 7_000, max: 7_999 } });
    await publish(seller.id, moderator.id, { name: 'Morning shop', price: 7_100 });
    await publish(seller.id, moderator.id, { name: 'Noon shop', price: 7_200 });
    clock.advance(HOUR);
    await t.app.jobsWorker.runDue();
    const first = await digestsOf(reader.id);
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain('Morning shop');
    expect(first[0]!.text).toContain('Noon shop');
    expect(await digestsOf(appOnly.id)).toEqual([]);

    await publish(seller.id, moderator.id, { name: 'Evening shop', price: 7_300 });
    clock.advance(12 * HOUR);
    await t.app.jobsWorker.runDue();
    expect(await digestsOf(reader.id)).toHaveLength(1);

    clock.advance(12 * HOUR);
    await t.app.jobsWorker.runDue();
    const all = await digestsOf(reader.id);
    expect(all).toHaveLength(2);
    expect(all[1]!.text).toContain('Evening shop');
    expect(all[1]!.text).not.toContain('Morning shop');
  });
});

describe("the bench's timing of the matching (src/cli/bench-alerts.ts)", () => {
  it('runs the real matching for published listings and rolls each run back', async () => {
    await alertUser({ email: true });
    await alertUser({ price: { min: 0, max: null } });
    const countMatches = async () => (await t.database.db.select().from(newListingAlertMatches)).length;
    const countNotices = async () => (await t.database.db.select().from(notifications).where(eq(notifications.type, 'new-listing-alert'))).length;
    const [matchesBefore, noticesBefore] = [await countMatches(), await countNotices()];

    const timing = await timeAlertMatching(t.database.db, 3, clock.now());
    expect(timing.runs).toBe(3);
    expect(timing.alerts).toBeGreaterThanOrEqual(2);
    // The always-matching email alert is told of every listing.
    expect(timing.toldAverage).toBeGreaterThanOrEqual(1);
    expect(timing.p95Ms).toBeGreaterThan(0);
    expect(timing.maxMs).toBeGreaterThanOrEqual(timing.p50Ms);
    expect([await countMatches(), await countNotices()]).toEqual([matchesBefore, noticesBefore]);
  });

  it('reads the nearest-rank percentile', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBe(0);
  });
});
