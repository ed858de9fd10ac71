// The scheduled rules of the listing lifecycle, driven through the jobs table with a fake clock:
// the 45-day warning (once, with the days left), the 60-day hiding, new financials bringing a listing
// back, an owner's hide ending, and a sold listing left alone.
import { DAY_MS } from '../../src/domain/listing-lifecycle-rules';
import { LISTING_SWEEP_JOB } from '../../src/domain/listing-lifecycle-sweep';
import { FakeClock } from '../helpers/clock';
import { eventsOf, insertListing, listingRow, mailsOf, notificationsAbout, pendingJobs, runJobs, setListing, userIdOf } from '../helpers/listing-lifecycle';
import { SELLER, useTestApp } from '../helpers/test-app';

const clock = new FakeClock();
const t = useTestApp({ clock });

let seller: number;
beforeAll(async () => {
  seller = await userIdOf(t.database, SELLER.email);
});

/** Moves the clock and runs what is due (the hourly sweep is due after any whole day). */
async function after(days: number): Promise<void> {
  clock.advanceDays(days);
  await runJobs(t.app);
}

describe('financials growing old', () => {
  it('warns once at 46 days with the days left, hides at 61 days, and new financials publish it again', async () => {
    const id = await insertListing(t.database, seller, { status: 'published', financials_updated_at: clock.now() });
    await runJobs(t.app);

    await after(44);
    expect(await notificationsAbout(t.database, seller, id)).toEqual([]);

    await after(2);
    const warnings = await notificationsAbout(t.database, seller, id, 'my-listings-outdated');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.data).toMatchObject({ business_id: id, days: 14, business_price: 250_000 });
    const [mail] = await mailsOf(t.database, seller, 'my-listings-outdated');
    expect(mail?.subject).toMatch(/^14 days left to update “Kitchen gadgets brand \d+”$/);
    expect((await listingRow(t.database, id)).status).toBe('published');

    await after(1);
    await after(1);
    expect(await notificationsAbout(t.database, seller, id, 'my-listings-outdated')).toHaveLength(1);

    await after(11);
    expect((await listingRow(t.database, id)).status).toBe('published');
    await after(2);
    expect((await listingRow(t.database, id)).status).toBe('hidden');
    const hidden = await notificationsAbout(t.database, seller, id, 'business-was-hidden');
    expect(hidden).toHaveLength(1);
    expect((await mailsOf(t.database, seller, 'business-was-hidden'))[0]?.subject).toMatch(/has been hidden$/);
    await after(1);
    expect(await notificationsAbout(t.database, seller, id, 'business-was-hidden')).toHaveLength(1);

    // The seller saves new financials: published again at once (no wait for the next sweep).
    const before = await t.app.repositories.listings.findRecord(id);
    await setListing(t.database, id, { financials_updated_at: clock.now(), months_count: 13 });
    const changed = await t.app.repositories.listings.findRecord(id);
    if (!before || !changed) throw new Error('listing gone');
    await t.app.lifecycle.saved({ before, after: { ...changed, months: changed.months.slice(1) }, sections: ['financials'] });
    expect((await listingRow(t.database, id)).status).toBe('published');
    expect((await eventsOf(t.database, id)).map((event) => event.kind)).toEqual(['outdated-warned', 'hidden-outdated', 'restored']);

    // The count starts again from the new financials: a second warning 46 days later.
    await after(46);
    expect(await notificationsAbout(t.database, seller, id, 'my-listings-outdated')).toHaveLength(2);
  });

  it('publishes a listing hidden for old financials once they are recent again (e.g. synced)', async () => {
    const id = await insertListing(t.database, seller, {
      status: 'hidden',
      hidden_until: null,
      financials_updated_at: new Date(clock.now().getTime() - 70 * DAY_MS),
    });
    await after(1);
    expect((await listingRow(t.database, id)).status).toBe('hidden');
    await setListing(t.database, id, { financials_updated_at: clock.now() });
    await after(1);
    expect((await listingRow(t.database, id)).status).toBe('published');
  });

  it('leaves drafts, pending and sold listings alone', async () => {
    const old = new Date(clock.now().getTime() - 90 * DAY_MS);
    const ids = await Promise.all(
      (['draft', 'pending', 'sold', 'canceled'] as const).map((status) => insertListing(t.database, seller, { status, financials_updated_at: old })),
    );
    await after(1);
    for (const [index, status] of (['draft', 'pending', 'sold', 'canceled'] as const).entries()) {
      const id = ids[index] ?? 0;
      expect((await listingRow(t.database, id)).status).toBe(status);
      expect(await notificationsAbout(t.database, seller, id)).toEqual([]);
    }
  });
});

describe("the owner's hide", () => {
  it('brings a listing hidden for 3 days back when the days are over, without a notification', async () => {
    const id = await insertListing(t.database, seller, {
      status: 'hidden',
      hide_for_x_days: 3,
      hidden_until: new Date(clock.now().getTime() + 3 * DAY_MS),
      financials_updated_at: clock.now(),
    });
    await after(2);
    expect((await listingRow(t.database, id)).status).toBe('hidden');
    await after(1);
    expect(await listingRow(t.database, id)).toMatchObject({ status: 'published', hidden_until: null });
    expect(await notificationsAbout(t.database, seller, id)).toEqual([]);
  });

  it('hides it again for its financials when they went stale meanwhile, and says so', async () => {
    const id = await insertListing(t.database, seller, {
      status: 'hidden',
      hidden_until: new Date(clock.now().getTime() + DAY_MS),
      financials_updated_at: new Date(clock.now().getTime() - 65 * DAY_MS),
    });
    await after(1);
    expect(await listingRow(t.database, id)).toMatchObject({ status: 'hidden', hidden_until: null });
    expect(await notificationsAbout(t.database, seller, id, 'business-was-hidden')).toHaveLength(1);
  });
});

describe('the schedule', () => {
  it('is one recurring job in the jobs table, queued again after each run', async () => {
    const queued = await pendingJobs(t.database, LISTING_SWEEP_JOB);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.run_at.getTime()).toBe(clock.now().getTime() + 60 * 60 * 1000);
  });
});
