// What an edit of a listing sets off (app.lifecycle.saved, called by the listing routes after a save):
// a new price or another material change told to the users who favourited a published listing, a
// financial edit sending it back to verification, and nothing for drafts or immaterial edits.
import type { ListingRecord } from '../../src/domain/listing-lifecycle';
import { FAVORITES_NOTIFY_JOB } from '../../src/domain/listing-lifecycle-notify';
import { TestClient } from '../helpers/client';
import { insertListing, listingRow, mailsOf, notificationsAbout, pendingJobs, runJobs, setListing, userIdOf } from '../helpers/listing-lifecycle';
import { ADMIN, FREE, PRO, SELLER, useTestApp } from '../helpers/test-app';

const t = useTestApp();

let seller: number;
let free: number;
let pro: number;

beforeAll(async () => {
  seller = await userIdOf(t.database, SELLER.email);
  free = await userIdOf(t.database, FREE.email);
  pro = await userIdOf(t.database, PRO.email);
});

/** A published listing favourited by Frieda, Paul and its own owner. */
async function favouritedListing(overrides: Parameters<typeof insertListing>[2] = {}): Promise<number> {
  const id = await insertListing(t.database, seller, { status: 'published', ...overrides });
  for (const user of [free, pro, seller]) await t.app.repositories.favorites.add(user, id);
  return id;
}

async function record(id: number): Promise<ListingRecord> {
  const found = await t.app.repositories.listings.findRecord(id);
  if (!found) throw new Error(`no listing ${id}`);
  return found;
}

/** Saves changes the way the listing routes do: the row changes, then the hook sees before and after. */
async function save(id: number, changes: Parameters<typeof setListing>[2], sections: string[], edit?: (after: ListingRecord) => ListingRecord) {
  const before = await record(id);
  await setListing(t.database, id, changes);
  const after = await record(id);
  await t.app.lifecycle.saved({ before, after: edit ? edit(after) : after, sections });
}

describe('a published listing', () => {
  it('tells every user who favourited it (not the owner) about a new price, with old and new price', async () => {
    const id = await favouritedListing();
    await save(id, { price: 230_000 }, ['price']);
    expect(await pendingJobs(t.database, FAVORITES_NOTIFY_JOB)).toHaveLength(1);
    await runJobs(t.app);

    for (const user of [free, pro]) {
      const [notice] = await notificationsAbout(t.database, user, id, 'favorite-price-changed');
      expect(notice?.data).toMatchObject({ business_id: id, business_price: 230_000, old_price: 250_000 });
    }
    expect(await notificationsAbout(t.database, seller, id)).toEqual([]);
    const [mail] = await mailsOf(t.database, free, 'favorite-price-changed');
    expect(mail?.text).toContain('changed from $250,000 to $230,000');
    expect((await listingRow(t.database, id)).status).toBe('published');
  });

  it('tells them about another material edit as an update', async () => {
    const id = await favouritedListing();
    await save(id, { summary: 'Now also on Amazon UK.' }, ['description']);
    await runJobs(t.app);
    expect(await notificationsAbout(t.database, free, id, 'favorite-updated')).toHaveLength(1);
    expect(await notificationsAbout(t.database, free, id, 'favorite-price-changed')).toEqual([]);
    expect((await mailsOf(t.database, pro, 'favorite-updated'))[0]?.subject).toMatch(/has been updated$/);
  });

  it('says nothing about a save without changes or a new NDA wording', async () => {
    const id = await favouritedListing();
    await save(id, {}, ['price']);
    await save(id, {}, ['nda'], (after) => ({ ...after, nda_text: 'A new wording of the NDA.' }));
    await runJobs(t.app);
    expect(await notificationsAbout(t.database, free, id)).toEqual([]);
  });

  it('goes back to verification when the seller edits its financials; fans hear of it once verified again', async () => {
    const id = await favouritedListing();
    await save(id, { financials_updated_at: new Date(), price: 240_000 }, ['financials', 'price'], (after) => ({ ...after, months: after.months.slice(1) }));
    const row = await listingRow(t.database, id);
    expect(row.status).toBe('pending');
    expect(row.submitted_at).not.toBeNull();
    expect(await notificationsAbout(t.database, seller, id, 'business-pending-verification')).toHaveLength(1);
    // Not while it is off the market: a pending listing is not shown to them.
    expect(await pendingJobs(t.database, FAVORITES_NOTIFY_JOB)).toEqual([]);

    const admin = new TestClient(t.app);
    await admin.login(ADMIN);
    expect((await admin.request({ method: 'POST', url: `/api/admin/businesses/${id}/verify` })).statusCode).toBe(200);
    await runJobs(t.app);
    const [first] = await notificationsAbout(t.database, free, id, 'favorite-price-changed');
    expect(first?.data).toMatchObject({ business_price: 240_000, old_price: 250_000 });

    // Edited again while published, verified again: compared with what they saw last, not told twice.
    await save(id, { financials_updated_at: new Date(), price: 210_000 }, ['financials', 'price'], (after) => ({ ...after, months: after.months.slice(2) }));
    expect((await listingRow(t.database, id)).status).toBe('pending');
    await admin.request({ method: 'POST', url: `/api/admin/businesses/${id}/verify` });
    await runJobs(t.app);
    const news = await notificationsAbout(t.database, free, id);
    expect(news.map((notice) => notice.type)).toEqual(['favorite-price-changed', 'favorite-price-changed']);
    expect(news[1]?.data).toMatchObject({ business_price: 210_000, old_price: 240_000 });
  });

  it('stays published when the financials come from the sellerboard connection', async () => {
    const id = await favouritedListing();
    await save(id, { financials_source: 'sellerboard_sync', financials_updated_at: new Date() }, ['financials'], (after) => ({
      ...after,
      months: after.months.slice(1),
    }));
    expect((await listingRow(t.database, id)).status).toBe('published');
    await runJobs(t.app);
    expect(await notificationsAbout(t.database, free, id, 'favorite-updated')).toHaveLength(1);
  });
});

describe('a listing that is not published', () => {
  it('tells nobody about edits of a draft, a pending or a sold listing', async () => {
    for (const status of ['draft', 'pending', 'sold'] as const) {
      const id = await favouritedListing({ status });
      await save(id, { price: 1000, financials_updated_at: new Date() }, ['price', 'financials'], (after) => ({ ...after, months: after.months.slice(1) }));
      expect((await listingRow(t.database, id)).status).toBe(status);
      await runJobs(t.app);
      expect(await notificationsAbout(t.database, free, id)).toEqual([]);
      expect(await notificationsAbout(t.database, seller, id)).toEqual([]);
    }
  });
});
