// "Under offer" (issue #30 §1, decision 0243): once one buyer's offer is accepted, a second buyer in
// conversation about the listing learns that it is under offer and until when — from the listing's
// 307 and from their dialog's offers — and nothing else; a stranger learns nothing more than before.
import { eq } from 'drizzle-orm';
import { dialogs, dueDiligenceItems, listings } from '../../src/db/schema';
import { createUser, loggedIn } from '../helpers/accounts';
import { insertListing } from '../helpers/listing-lifecycle';
import { messagingWorld, sendText, type MessagingWorld, type Party } from '../helpers/messaging';
import { offerTermsAt } from '../helpers/offers';
import { FakeClock } from '../helpers/clock';
import { useTestApp } from '../helpers/test-app';

const DAY_MS = 86_400_000;
const clock = new FakeClock(new Date('2026-06-01T09:00:00Z'));
const t = useTestApp({ clock });
let w: MessagingWorld;
let second: Party;

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
  const user = await createUser(t.database, { subscription: 'active', name: 'Dora', last_name: 'Second' });
  second = { user, client: await loggedIn(t.app, user.email) };
});

const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY_MS);

const terms = offerTermsAt(clock.now(), { exclusivity_days: 21 });

async function dialogAbout(buyer: Party, listingId: number): Promise<number> {
  const sent = await sendText(buyer.client, listingId, 'Is it still available?');
  expect(sent.statusCode).toBe(201);
  return sent.json().message.dialog_id;
}

describe('under offer', () => {
  it('tells a second buyer in conversation until when another buyer holds the listing, and no one else', async () => {
    const listingId = await insertListing(t.database, w.seller.user.id, { name: 'Bamboo boards brand', price: 200_000, inventory_included: false });
    const paulDialog = await dialogAbout(w.pro, listingId);
    const doraDialog = await dialogAbout(second, listingId);

    // Before: nothing holds the listing; the inventory term is the listing's.
    const before = await second.client.request({ url: `/api/dialogs/${doraDialog}/offers` });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: [], under_offer_until: null, listing_inventory: 'at_cost' });

    const made = await w.pro.client.request({ method: 'POST', url: `/api/dialogs/${paulDialog}/offers`, payload: { terms } });
    expect(made.statusCode).toBe(201);
    const accepted = await w.seller.client.request({
      method: 'POST',
      url: `/api/offers/${made.json().id}/accept`,
      payload: { version: 1, signer_name: 'Sina Seller' },
    });
    expect(accepted.statusCode).toBe(200);
    const until = inDays(21).toISOString();
    expect(accepted.json().exclusivity_until).toBe(until);

    // The second buyer's dialog: the date, not whose offer (no offer of theirs, no name, no price).
    const doraOffers = await second.client.request({ url: `/api/dialogs/${doraDialog}/offers` });
    expect(doraOffers.json()).toEqual({ data: [], under_offer_until: until, listing_inventory: 'at_cost' });
    // The seller sees the same on the second buyer's dialog; the holder's own dialog is not "under offer".
    expect((await w.seller.client.request({ url: `/api/dialogs/${doraDialog}/offers` })).json().under_offer_until).toBe(until);
    expect((await w.pro.client.request({ url: `/api/dialogs/${paulDialog}/offers` })).json().under_offer_until).toBeNull();

    // The listing page: the second buyer's 307 names the day the exclusivity ends.
    const page = await second.client.request({ url: `/api/businesses/${listingId}` });
    expect(page.statusCode).toBe(307);
    expect(page.json().message).toMatch(new RegExp(`^/business-unavailable\\?(category=\\d+&)?under_offer_until=${until.slice(0, 10)}$`));
    expect(page.body).not.toMatch(/Paula|Pro\b|200000|200_000/);
    // A buyer without a conversation, a visitor, and the holder themselves: the plain 307.
    for (const answer of [
      await w.stranger.client.request({ url: `/api/businesses/${listingId}` }),
      await t.app.inject({ url: `/api/businesses/${listingId}` }),
      await w.pro.client.request({ url: `/api/businesses/${listingId}` }),
    ]) {
      expect(answer.statusCode).toBe(307);
      expect(answer.json().message).not.toContain('under_offer_until');
      expect(answer.json().message).toMatch(/^\/business-unavailable/);
    }
    // A stranger is not let into the second buyer's dialog's offers.
    expect((await w.stranger.client.request({ url: `/api/dialogs/${doraDialog}/offers` })).statusCode).toBe(403);

    // The server holds the locked-out buyer's moves too, not only the page: no step, no checklist move
    // (409 with the reason), while the seller may still move their own step on that dialog.
    const step = await second.client.request({ method: 'PATCH', url: `/api/dialogs/${doraDialog}`, payload: { buyer_step: 2 } });
    expect(step.statusCode).toBe(409);
    expect(step.json().message).toBe('This listing is under offer to another buyer.');
    const request = await second.client.request({ method: 'POST', url: `/api/dialogs/${doraDialog}/checklist/domain`, payload: { action: 'request' } });
    expect(request.statusCode).toBe(409);
    expect(request.json().message).toBe('This listing is under offer to another buyer.');
    const [held] = await t.database.db.select({ buyer_step: dialogs.buyer_step }).from(dialogs).where(eq(dialogs.id, doraDialog));
    expect(held).toEqual({ buyer_step: 1 });
    expect(await t.database.db.select().from(dueDiligenceItems).where(eq(dueDiligenceItems.dialog_id, doraDialog))).toEqual([]);
    expect((await w.seller.client.request({ method: 'PATCH', url: `/api/dialogs/${doraDialog}`, payload: { seller_step: 2 } })).statusCode).toBe(200);

    // The owner cannot show the listing again while the exclusivity runs: it stays hidden.
    const shown = await w.seller.client.request({ method: 'POST', url: `/api/businesses/${listingId}/show` });
    expect(shown.statusCode).toBe(422);
    expect(shown.json().errors.status[0]).toMatch(/^An accepted offer gives its buyer exclusivity/);
    const [listing] = await t.database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listingId));
    expect(listing).toEqual({ status: 'hidden' });

    // Once the exclusivity has run out, nothing holds the listing, and the buyer moves again.
    clock.advance(22 * DAY_MS);
    expect((await second.client.request({ url: `/api/dialogs/${doraDialog}/offers` })).json().under_offer_until).toBeNull();
    expect((await second.client.request({ method: 'PATCH', url: `/api/dialogs/${doraDialog}`, payload: { buyer_step: 2 } })).statusCode).toBe(200);
    expect(
      (await second.client.request({ method: 'POST', url: `/api/dialogs/${doraDialog}/checklist/domain`, payload: { action: 'request' } })).statusCode,
    ).toBe(200);
  });

  it("answers the listing's inventory term as null where the listing does not say and 'included' where it does", async () => {
    const unsaid = await insertListing(t.database, w.seller.user.id, { inventory_included: null });
    const included = await insertListing(t.database, w.seller.user.id, { inventory_included: true });
    expect((await second.client.request({ url: `/api/dialogs/${await dialogAbout(second, unsaid)}/offers` })).json().listing_inventory).toBeNull();
    expect((await second.client.request({ url: `/api/dialogs/${await dialogAbout(second, included)}/offers` })).json().listing_inventory).toBe('included');
  });
});
