// The listing lifecycle end to end through the API, as a seller, an admin and a buyer live it:
// submit → pending, verify → published, a new price told to a fan, a financial edit back to pending,
// cancel with a reason, fix and resubmit, verify again, and an owner's hide that ends on its own.
import { LISTING_PATHS, MODERATION_PATHS } from '@bizmarkt/shared/contract';
import { FakeClock } from '../helpers/clock';
import { TestClient } from '../helpers/client';
import { listingRow, mailsOf, notificationsAbout, runJobs, userIdOf } from '../helpers/listing-lifecycle';
import { createListing, months, restOfSections, save, seller as newSeller } from '../helpers/listings';
import { ADMIN, FREE, useTestApp } from '../helpers/test-app';

const clock = new FakeClock();
const t = useTestApp({ clock });

it('runs a listing through its lifecycle with every notification', async () => {
  const { user: owner, client: seller } = await newSeller(t.app, t.database);
  const admin = new TestClient(t.app);
  await admin.login(ADMIN);
  const fan = await userIdOf(t.database, FREE.email);
  const id = await createListing(seller, t.database, true);
  const types = async (userId: number) => (await notificationsAbout(t.database, userId, id)).map((n) => n.type);

  // Submit → pending, the owner told
  const submitted = await seller.request({ method: 'POST', url: LISTING_PATHS.submit(id) });
  expect(submitted.json().status).toBe('pending');
  expect(await types(owner.id)).toEqual(['business-pending-verification']);
  expect(await mailsOf(t.database, owner.id, 'business-pending-verification')).toHaveLength(1);

  // Verify → published, the owner told
  const queue = await admin.request({ url: `${MODERATION_PATHS.queue}?status=pending&per_page=100` });
  expect(queue.json().data.map((row: { id: number }) => row.id)).toContain(id);
  expect((await admin.request({ method: 'POST', url: MODERATION_PATHS.verify(id) })).json().status).toBe('published');
  expect(await types(owner.id)).toEqual(['business-pending-verification', 'business-verified']);

  // A fan; a new price → told with old and new price
  await t.app.repositories.favorites.add(fan, id);
  const repriced = await save(seller, id, { price: { price: 300_000, open_to_offers: true } });
  expect(repriced.json().status).toBe('published');
  await runJobs(t.app);
  const [priceNews] = await notificationsAbout(t.database, fan, id, 'favorite-price-changed');
  expect(priceNews?.data).toMatchObject({ business_id: id, old_price: 360_000, business_price: 300_000 });

  // New financials → back to verification
  const refinanced = await save(seller, id, { financials: { months: months(24, '2026-10', 11_000), addbacks: [] } });
  expect(refinanced.statusCode).toBe(200);
  // The answer says what the database holds after the lifecycle ran.
  expect(refinanced.json().status).toBe('pending');
  expect((await listingRow(t.database, id)).status).toBe('pending');
  expect((await types(owner.id)).filter((type) => type === 'business-pending-verification')).toHaveLength(2);
  const detail = (await admin.request({ url: MODERATION_PATHS.detail(id) })).json();
  expect(detail.listing.description).toContain('SECRET-DESCRIPTION');
  const changed: string[] = detail.changes.map((change: { field: string }) => change.field);
  // Since the last verification: the financials, and the price edited while it was published.
  expect(changed).toEqual(expect.arrayContaining(['months.2024-10-01', 'months.2026-10-01', 'addbacks', 'price']));

  // Cancel with a reason → canceled; fixed and resubmitted → pending; verified → the fan hears of it
  const reason = 'Please explain the jump in revenue in October.';
  expect((await admin.request({ method: 'POST', url: MODERATION_PATHS.cancel(id), payload: { reason } })).json().status).toBe('canceled');
  const [canceled] = await notificationsAbout(t.database, owner.id, id, 'business-canceled');
  expect(canceled?.data).toMatchObject({ reason });
  const fixed = await save(seller, id, { description: { ...restOfSections().description, summary: 'October: a Prime Day deal.' } });
  expect(fixed.json().status).toBe('canceled');
  expect((await seller.request({ method: 'POST', url: LISTING_PATHS.submit(id) })).json().status).toBe('pending');
  expect((await admin.request({ method: 'POST', url: MODERATION_PATHS.verify(id) })).json()).toMatchObject({
    status: 'published',
    moderation: { cancel_reason: null },
  });
  await runJobs(t.app);
  // The price news came when it changed; now the new financials and summary (not the price again).
  expect(await types(fan)).toEqual(['favorite-price-changed', 'favorite-updated']);

  // Hidden by the owner for 3 days → back on its own when they are over
  const hidden = await save(seller, id, { hide_listing: { hide_for_x_days: 3 } });
  expect(hidden.json().status).toBe('hidden');
  clock.advanceDays(2);
  await runJobs(t.app);
  expect((await listingRow(t.database, id)).status).toBe('hidden');
  clock.advanceDays(1);
  clock.advanceSeconds(60);
  await runJobs(t.app);
  expect((await listingRow(t.database, id)).status).toBe('published');
});
