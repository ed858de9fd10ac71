// GET /api/businesses/{id}, the deal summary's and the trust line's facts (issue #29): listed and reviewed
// dates, the buyer's own NDA request state, and the seller summary — member since, businesses sold, the
// usual answer time — with the name only where the protected fields are granted (the chat's rule too).
import { eq } from 'drizzle-orm';
import { dialogs, listingLifecycleEvents, listings, messages } from '../../src/db/schema';
import { insertListing } from '../helpers/listing-lifecycle';
import { messagingWorld, type MessagingWorld } from '../helpers/messaging';
import { TestClient } from '../helpers/client';
import { useTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);
const t = useTestApp();
let w: MessagingWorld;

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
});

const HOUR = 3_600_000;
const view = (client: TestClient, id: number) => client.request({ url: `/api/businesses/${id}` });

describe('the listing answer’s trust facts', () => {
  it('tells a visitor when it was listed and last reviewed, and who sells without naming her', async () => {
    const first = new Date('2025-03-04T10:00:00Z');
    const last = new Date('2025-09-01T08:00:00Z');
    await t.database.db.insert(listingLifecycleEvents).values([
      { business_id: w.ndaListingId, kind: 'verified', actor_id: null, created_at: last },
      { business_id: w.ndaListingId, kind: 'verified', actor_id: null, created_at: first },
    ]);
    await insertListing(t.database, w.seller.user.id, { status: 'sold' });
    await insertListing(t.database, w.seller.user.id, { status: 'sold' });
    await t.database.db.update(listings).set({ verified_at: last }).where(eq(listings.id, w.ndaListingId));

    const response = await view(new TestClient(t.app), w.ndaListingId);
    expect(response.statusCode).toBe(200);
    const listing = response.json();
    expect(listing).toMatchObject({
      user_id: null,
      listed_at: first.toISOString(),
      reviewed_at: last.toISOString(),
      access: { nda_required: true, granted: false, nda_request: 'none' },
      seller: {
        name: null,
        member_since: w.seller.user.created_at.toISOString().slice(0, 7),
        email_verified: true,
        businesses_sold: 2,
        response_hours: null,
      },
    });
    expect(response.payload).not.toMatch(/Sina/);
  });

  it('gives a listing published without a lifecycle event (before the log, or seeded) its last review as the listed date', async () => {
    const reviewed = new Date('2025-06-02T09:30:00Z');
    await t.database.db.delete(listingLifecycleEvents).where(eq(listingLifecycleEvents.business_id, w.listingId));
    await t.database.db.update(listings).set({ verified_at: reviewed }).where(eq(listings.id, w.listingId));
    const listing = (await view(new TestClient(t.app), w.listingId)).json();
    expect(listing).toMatchObject({ listed_at: reviewed.toISOString(), reviewed_at: reviewed.toISOString() });
  });

  it('answers the median hours to the seller’s first answer, from three answered conversations of the year', async () => {
    const now = Date.now();
    const buyers = [w.pro, w.free, w.stranger];
    const delays = [2, 5, 30];
    for (const [i, buyer] of buyers.entries()) {
      const asked = new Date(now - (10 + i) * 24 * HOUR);
      const [dialog] = await t.database.db
        .insert(dialogs)
        .values({ business_id: w.listingId, buyer_id: buyer.user.id, seller_id: w.seller.user.id, created_at: asked })
        .returning();
      await t.database.db.insert(messages).values([
        { dialog_id: dialog!.id, user_id: buyer.user.id, recipient_id: w.seller.user.id, message: 'Hello', created_at: asked },
        {
          dialog_id: dialog!.id,
          user_id: buyer.user.id,
          recipient_id: w.seller.user.id,
          message: 'Still there?',
          created_at: new Date(asked.getTime() + HOUR),
        },
        {
          dialog_id: dialog!.id,
          user_id: w.seller.user.id,
          recipient_id: buyer.user.id,
          message: 'Yes',
          created_at: new Date(asked.getTime() + delays[i]! * HOUR - 60_000),
        },
      ]);
    }
    const listing = (await view(new TestClient(t.app), w.listingId)).json();
    // Without an NDA the visitor is granted: the name too.
    expect(listing.seller).toMatchObject({ name: 'Sina Seller', response_hours: 5 });
  });

  it('says "pending" to the buyer who signed, and names the seller once she accepts — in the chat too', async () => {
    const signed = await w.pro.client.request({
      method: 'POST',
      url: '/api/messages/nda',
      payload: { business_id: w.ndaListingId, signer_name: 'Paula Pro', nda_version_id: w.ndaVersionId },
    });
    expect(signed.statusCode).toBe(201);
    const { dialog_id: dialogId, messages: created } = signed.json();
    const pending = await view(w.pro.client, w.ndaListingId);
    expect(pending.json()).toMatchObject({ access: { granted: false, nda_request: 'pending' }, seller: { name: null } });
    expect(pending.payload).not.toMatch(/Sina/);
    const chat = async () => (await w.pro.client.request({ url: `/api/dialogs?dialog_id=${dialogId}` })).json().data[0].dialogs[0];
    expect(await chat()).toMatchObject({ opponent_masked: true, opponent: { name: null } });
    // Another buyer sees nothing of it.
    expect((await view(w.stranger.client, w.ndaListingId)).json().access.nda_request).toBe('none');

    const answer = await w.seller.client.request({ method: 'PATCH', url: `/api/messages/nda/${created[1].id}`, payload: { result: 'accept' } });
    expect(answer.statusCode).toBe(200);
    expect((await view(w.pro.client, w.ndaListingId)).json()).toMatchObject({
      user_id: w.seller.user.id,
      access: { granted: true, nda_request: 'accepted' },
      seller: { name: 'Sina Seller' },
    });
    expect(await chat()).toMatchObject({ opponent_masked: false, opponent: { name: 'Sina', last_name: 'Seller' } });
  });
});
