// The data room of a listing without an NDA (decision 0254): nobody can sign an NDA there, so the
// documents for "buyers with a signed NDA" open to the PRO buyers in a conversation about the listing
// (`conversation`), under the same pauses as everywhere: the seller's pause and revoke, another buyer's
// exclusivity; the `loi` ones still need the accepted offer. The answer says whether the listing asks
// for an NDA, so the seller's labels and the buyer's texts can say who opens what.
import { and, eq } from 'drizzle-orm';
import { notifications } from '../../src/db/schema';
import { dialogOf, proBuyer, uploadPdf } from '../helpers/data-room';
import { FakeClock } from '../helpers/clock';
import { insertListing } from '../helpers/listing-lifecycle';
import { messagingWorld, type MessagingWorld, type Party } from '../helpers/messaging';
import { offerTermsAt } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

const clock = new FakeClock(new Date('2026-06-01T09:00:00Z'));
const t = useTestApp({ clock });
let w: MessagingWorld;
let ada: Party;
let bob: Party;

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
  ada = await proBuyer(t.app, t.database, 'Ada', 'Lovelace');
  bob = await proBuyer(t.app, t.database, 'Bob', 'Builder');
});

const room = (party: Party, dialogId: number) => party.client.request({ url: `/api/dialogs/${dialogId}/data-room` });
const setAccess = (dialogId: number, state: string) =>
  w.seller.client.request({ method: 'PUT', url: `/api/dialogs/${dialogId}/data-room/access`, payload: { state } });
const told = async (userId: number, listingId: number) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.type, 'data-room-document-added')))
  ).filter((row) => row.data.business_id === listingId);

describe('data room on a listing without an NDA', () => {
  it('opens the nda documents to PRO buyers in conversation; pause, revoke and exclusivity close them; loi needs the offer', async () => {
    const listingId = await insertListing(t.database, w.seller.user.id, { name: 'Open garden brand', nda: false, price: 200_000 });
    const adaDialog = await dialogOf(ada, listingId);
    const bobDialog = await dialogOf(bob, listingId);
    const freeDialog = (await w.free.client.request({ method: 'POST', url: '/api/dialogs', payload: { business_id: listingId } })).json().dialog.id;
    const pnl = await uploadPdf(w.seller, adaDialog, 'pnl.pdf', 'nda');
    const contract = await uploadPdf(w.seller, adaDialog, 'contract.pdf', 'loi', 'Supplier contracts');

    // The seller's answer says the listing has no NDA; each buyer's access is the conversation.
    const sellerView = await room(w.seller, adaDialog);
    expect(sellerView.json()).toMatchObject({ role: 'seller', listing_nda: false, access: { nda: true, loi: false, reason: 'conversation' } });
    const list = (await w.seller.client.request({ url: `/api/dialogs/${adaDialog}/data-room/buyers` })).json().data;
    expect(list.map((row: { buyer_id: number; access: { reason: string } }) => [row.buyer_id, row.access.reason])).toEqual([
      [ada.user.id, 'conversation'],
      [bob.user.id, 'conversation'],
      [w.free.user.id, 'subscription'],
    ]);

    // Ada opens the nda document, not the loi one; she was told of the nda upload only.
    const adaView = (await room(ada, adaDialog)).json();
    expect(adaView).toMatchObject({ role: 'buyer', listing_nda: false, access: { nda: true, loi: false, reason: 'conversation' } });
    expect(adaView.folders.flatMap((folder: { documents: Array<{ name: string }> }) => folder.documents.map((d) => d.name))).toEqual(['pnl.pdf']);
    expect((await ada.client.request({ url: pnl.url })).statusCode).toBe(200);
    expect((await ada.client.request({ url: contract.url })).statusCode).toBe(403);
    expect((await told(ada.user.id, listingId)).map((row) => row.data.document_name)).toEqual(['pnl.pdf']);

    // Without PRO: nothing, as the chat's files.
    expect((await w.free.client.request({ url: `/api/dialogs/${freeDialog}/data-room` })).json()).toMatchObject({
      access: { reason: 'subscription' },
      folders: [],
    });
    expect((await w.free.client.request({ url: `/api/dialogs/${freeDialog}/data-room/documents/${pnl.id}` })).statusCode).toBe(403);

    // The seller pauses Bob, then revokes him: closed; back to the rules: open again.
    expect((await setAccess(bobDialog, 'paused')).json()).toMatchObject({ nda: false, reason: 'paused' });
    expect((await bob.client.request({ url: `/api/dialogs/${bobDialog}/data-room/documents/${pnl.id}` })).statusCode).toBe(403);
    expect((await setAccess(bobDialog, 'revoked')).json()).toMatchObject({ nda: false, reason: 'revoked' });
    expect((await setAccess(bobDialog, 'default')).json()).toMatchObject({ nda: true, loi: false, reason: 'conversation', override: null });
    expect((await bob.client.request({ url: `/api/dialogs/${bobDialog}/data-room/documents/${pnl.id}` })).statusCode).toBe(200);

    // Ada's accepted offer: she opens both; Bob is paused until her exclusivity ends.
    const made = await ada.client.request({
      method: 'POST',
      url: `/api/dialogs/${adaDialog}/offers`,
      payload: {
        terms: offerTermsAt(clock.now(), { price: 190_000, cash_at_closing: 190_000, inventory: 'included' }),
      },
    });
    expect(made.statusCode).toBe(201);
    const accepted = await w.seller.client.request({
      method: 'POST',
      url: `/api/offers/${made.json().id}/accept`,
      payload: { version: 1, signer_name: 'Sina Seller' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await ada.client.request({ url: contract.url })).statusCode).toBe(200);
    const bobView = (await room(bob, bobDialog)).json();
    expect(bobView).toMatchObject({ access: { nda: false, loi: false, reason: 'exclusivity', paused_until: accepted.json().exclusivity_until }, folders: [] });
    expect((await bob.client.request({ url: `/api/dialogs/${bobDialog}/data-room/documents/${pnl.id}` })).statusCode).toBe(403);

    // A listing under NDA still answers `listing_nda: true` and keeps the NDA rule.
    const ndaListingId = await insertListing(t.database, w.seller.user.id, { name: 'Closed brand', nda: true, price: 200_000 });
    const closed = await dialogOf(ada, ndaListingId);
    expect((await room(ada, closed)).json()).toMatchObject({ listing_nda: true, access: { nda: false, reason: 'no_nda' } });
  });
});
