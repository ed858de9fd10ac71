// Moderation of listings (issue #10): GET /api/admin/businesses, GET /api/admin/businesses/{id},
// POST /api/admin/businesses/{id}/verify, POST /api/admin/businesses/{id}/cancel — access, the queue,
// the transitions and what the owner is told (in-app and by email).
import { listingImages } from '../../src/db/schema';
import { mediaUrl } from '../../src/lib/media';
import { TestClient } from '../helpers/client';
import { eventsOf, insertListing, listingRow, mailsOf, notificationsAbout, setListing, userIdOf } from '../helpers/listing-lifecycle';
import { ADMIN, SELLER, FREE, useTestApp } from '../helpers/test-app';

const t = useTestApp();

async function login(credentials: { email: string; password: string }): Promise<TestClient> {
  const client = new TestClient(t.app);
  const response = await client.login(credentials);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode}`);
  return client;
}

let admin: TestClient;
let seller: number;

beforeAll(async () => {
  admin = await login(ADMIN);
  seller = await userIdOf(t.database, SELLER.email);
});

describe('access', () => {
  it('answers 401 to a visitor and 403 to a user who is not an admin', async () => {
    const id = await insertListing(t.database, seller, { status: 'pending' });
    const visitor = new TestClient(t.app);
    expect((await visitor.request({ url: '/api/admin/businesses' })).statusCode).toBe(401);
    expect((await visitor.request({ url: `/api/admin/businesses/${id}` })).statusCode).toBe(401);

    const user = await login(FREE);
    const queue = await user.request({ url: '/api/admin/businesses' });
    expect(queue.statusCode).toBe(403);
    expect(queue.json()).toEqual({ message: 'This action is unauthorized.' });
    expect((await user.request({ method: 'POST', url: `/api/admin/businesses/${id}/verify` })).statusCode).toBe(403);
    expect((await user.request({ method: 'POST', url: `/api/admin/businesses/${id}/cancel`, payload: { reason: 'No.' } })).statusCode).toBe(403);
    expect((await listingRow(t.database, id)).status).toBe('pending');
  });

  it('answers 419 to a decision without the CSRF token', async () => {
    const id = await insertListing(t.database, seller, { status: 'pending' });
    const verify = await admin.request({ method: 'POST', url: `/api/admin/businesses/${id}/verify`, xsrf: false });
    expect(verify.statusCode).toBe(419);
    const cancel = await admin.request({ method: 'POST', url: `/api/admin/businesses/${id}/cancel`, payload: { reason: 'x' }, xsrf: false });
    expect(cancel.statusCode).toBe(419);
    expect((await listingRow(t.database, id)).status).toBe('pending');
  });
});

describe('GET /api/admin/businesses', () => {
  it('lists pending listings oldest submission first, with owner and paging', async () => {
    const base = Date.now() - 10 * 60_000;
    const newer = await insertListing(t.database, seller, { status: 'pending', submitted_at: new Date(base + 2000) });
    const older = await insertListing(t.database, seller, { status: 'pending', submitted_at: new Date(base - 9_000_000_000) });
    const draft = await insertListing(t.database, seller, { status: 'draft' });

    const all = await admin.request({ url: '/api/admin/businesses?status=pending&per_page=100' });
    expect(all.statusCode).toBe(200);
    const ids: number[] = all.json().data.map((row: { id: number }) => row.id);
    expect(ids).toContain(newer);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(ids).not.toContain(draft);
    const row = all.json().data.find((entry: { id: number }) => entry.id === older);
    expect(row).toMatchObject({
      status: 'pending',
      price: 250_000,
      owner: { id: seller, email: SELLER.email, name: 'Sophie' },
      previously_verified: false,
      moderation: { cancel_reason: null, last_verified_at: null },
    });

    const firstPage = await admin.request({ url: '/api/admin/businesses?per_page=1' });
    expect(firstPage.json().data).toHaveLength(1);
    expect(firstPage.json().meta).toMatchObject({ current_page: 1, per_page: 1 });
    expect(firstPage.json().meta.last_page).toBe(firstPage.json().meta.total);
    expect(firstPage.json().data[0].id).toBe(ids[0]);
  });

  it('lists another status when asked, and refuses an unknown one or a huge page', async () => {
    const canceled = await insertListing(t.database, seller, { status: 'canceled', cancel_reason: 'Blurry photos' });
    const response = await admin.request({ url: '/api/admin/businesses?status=canceled&per_page=100' });
    expect(response.json().data.map((row: { id: number }) => row.id)).toContain(canceled);
    expect((await admin.request({ url: '/api/admin/businesses?status=draft' })).statusCode).toBe(422);
    expect((await admin.request({ url: '/api/admin/businesses?per_page=1000' })).statusCode).toBe(422);
  });
});

describe('GET /api/admin/businesses/{id}', () => {
  it('answers the whole listing with its protected fields, and no changes before a first verification', async () => {
    const id = await insertListing(t.database, seller, { status: 'pending', nda: true });
    const response = await admin.request({ url: `/api/admin/businesses/${id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.listing).toMatchObject({ id, description: 'Twelve products in the kitchen category, supplier in Ningbo.' });
    expect(body.listing.months).toHaveLength(12);
    expect(body.owner).toMatchObject({ id: seller, email: SELLER.email });
    expect(body.changes).toBeNull();
  });

  it('answers the listing’s images in order, as its owner sees them (issue #29: it said none)', async () => {
    const id = await insertListing(t.database, seller, { status: 'pending' });
    await t.database.db.insert(listingImages).values([
      { business_id: id, key: `listings/${id}/first.webp`, width: 900, height: 600, position: 0 },
      { business_id: id, key: `listings/${id}/second.webp`, width: 800, height: 600, position: 1 },
    ]);
    const body = (await admin.request({ url: `/api/admin/businesses/${id}` })).json();
    expect(body.listing.images.map((image: { url: string; position: number }) => [image.url, image.position])).toEqual([
      [mediaUrl(`listings/${id}/first.webp`), 0],
      [mediaUrl(`listings/${id}/second.webp`), 1],
    ]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await admin.request({ url: '/api/admin/businesses/999999999' })).statusCode).toBe(404);
    expect((await admin.request({ url: '/api/admin/businesses/abc' })).statusCode).toBe(404);
  });
});

describe('verify', () => {
  it('publishes a pending listing, keeps the verified version and tells the owner in-app and by email', async () => {
    const id = await insertListing(t.database, seller, { status: 'pending', image: 'listings/cover-test.jpg' });
    const response = await admin.request({ method: 'POST', url: `/api/admin/businesses/${id}/verify` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'published', previously_verified: true, image: mediaUrl('listings/cover-test.jpg') });

    const row = await listingRow(t.database, id);
    expect(row.status).toBe('published');
    expect(row.verified_at).not.toBeNull();
    const [event] = (await eventsOf(t.database, id)).filter((e) => e.kind === 'verified');
    expect(event?.actor_id).toBe(await userIdOf(t.database, ADMIN.email));
    expect(event?.snapshot).toMatchObject({ id, price: 250_000 });

    const [notice] = await notificationsAbout(t.database, seller, id, 'business-verified');
    expect(notice?.data).toMatchObject({ business_id: id, business_name: row.name, business_price: 250_000, image: mediaUrl('listings/cover-test.jpg') });
    const [mail] = await mailsOf(t.database, seller, 'business-verified');
    expect(mail?.subject).toBe(`Your listing “${row.name}” is live`);
  });

  it('lists what changed since the last verification', async () => {
    const id = await insertListing(t.database, seller, { status: 'pending' });
    await admin.request({ method: 'POST', url: `/api/admin/businesses/${id}/verify` });
    await setListing(t.database, id, { status: 'pending', price: 199_000, summary: 'Now with a Shopify store too.' });

    const changes = (await admin.request({ url: `/api/admin/businesses/${id}` })).json().changes;
    expect(changes).toEqual(
      expect.arrayContaining([
        { section: 'price', field: 'price', before: 250_000, after: 199_000 },
        {
          section: 'description',
          field: 'summary',
          before: 'A private-label kitchen brand selling on Amazon US and DE.',
          after: 'Now with a Shopify store too.',
        },
      ]),
    );
    expect(changes).toHaveLength(2);
  });

  it('answers 409 for a listing that is not pending, 404 for an unknown one', async () => {
    const published = await insertListing(t.database, seller, { status: 'published' });
    const sold = await insertListing(t.database, seller, { status: 'sold' });
    for (const id of [published, sold]) {
      const response = await admin.request({ method: 'POST', url: `/api/admin/businesses/${id}/verify` });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'This listing is not pending verification (any more).' });
    }
    expect((await listingRow(t.database, sold)).status).toBe('sold');
    expect((await admin.request({ method: 'POST', url: '/api/admin/businesses/999999999/verify' })).statusCode).toBe(404);
  });
});

describe('cancel', () => {
  it('answers 422 without a reason (or only spaces), in English and German', async () => {
    const id = await insertListing(t.database, seller, { status: 'pending' });
    const none = await admin.request({ method: 'POST', url: `/api/admin/businesses/${id}/cancel`, payload: {} });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.reason).toEqual(['The reason field is required.']);
    const blank = await admin.request({ method: 'POST', url: `/api/admin/businesses/${id}/cancel`, payload: { reason: '   ' } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toHaveProperty('reason');
    const german = await admin.request({ method: 'POST', url: `/api/admin/businesses/${id}/cancel`, payload: {}, headers: { 'x-lang': 'de' } });
    expect(german.json().errors.reason).toEqual(['Grund muss ausgefüllt werden.']);
    expect((await listingRow(t.database, id)).status).toBe('pending');
  });

  it('answers a Precognition request without canceling anything', async () => {
    const id = await insertListing(t.database, seller, { status: 'pending' });
    const url = `/api/admin/businesses/${id}/cancel`;
    const valid = await admin.request({ method: 'POST', url, payload: { reason: 'Blurry photos.' }, headers: { precognition: 'true' } });
    expect(valid.statusCode).toBe(204);
    expect(valid.headers['precognition-success']).toBe('true');
    const invalid = await admin.request({ method: 'POST', url, payload: { reason: '' }, headers: { precognition: 'true' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toHaveProperty('reason');
    expect((await listingRow(t.database, id)).status).toBe('pending');
    expect(await notificationsAbout(t.database, seller, id)).toEqual([]);
  });

  it('cancels with the reason, which the owner reads in the notification and the email', async () => {
    const id = await insertListing(t.database, seller, { status: 'pending' });
    const reason = 'The financials do not match the screenshots.';
    const response = await admin.request({ method: 'POST', url: `/api/admin/businesses/${id}/cancel`, payload: { reason: `  ${reason} ` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'canceled', moderation: { cancel_reason: reason } });
    expect(response.json().moderation.canceled_at).not.toBeNull();

    expect(await listingRow(t.database, id)).toMatchObject({ status: 'canceled', cancel_reason: reason });
    const [notice] = await notificationsAbout(t.database, seller, id, 'business-canceled');
    expect(notice?.data).toMatchObject({ business_id: id, reason });
    const [mail] = await mailsOf(t.database, seller, 'business-canceled');
    expect(mail?.text).toContain(`The reason: ${reason}`);

    const again = await admin.request({ method: 'POST', url: `/api/admin/businesses/${id}/cancel`, payload: { reason } });
    expect(again.statusCode).toBe(409);
  });

  it('lets the owner resubmit a canceled listing: pending again, and told so', async () => {
    const id = await insertListing(t.database, seller, { status: 'pending' });
    await admin.request({ method: 'POST', url: `/api/admin/businesses/${id}/cancel`, payload: { reason: 'Add your supplier contract.' } });
    await setListing(t.database, id, { status: 'pending', submitted_at: new Date() });
    const record = await t.app.repositories.listings.findRecord(id);
    if (!record) throw new Error('listing gone');
    await t.app.lifecycle.submitted(record);

    expect((await notificationsAbout(t.database, seller, id, 'business-pending-verification')).length).toBe(1);
    const [mail] = await mailsOf(t.database, seller, 'business-pending-verification');
    expect(mail?.subject).toContain('is being verified');
    const verify = await admin.request({ method: 'POST', url: `/api/admin/businesses/${id}/verify` });
    expect(verify.json()).toMatchObject({ status: 'published', moderation: { cancel_reason: null } });
  });
});
