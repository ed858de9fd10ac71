// The NDA flow (issue #12): request with a signature record, answer by the non-author only, the
// protected fields granted and revoked; the buying steps and the sold listing.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { listings, favorites, ndaAcceptances, notifications, users } from '../../src/db/schema';
import { withDefaultSettings } from '../../src/domain/notification-settings';
import { messagingWorld, sendText, type MessagingWorld } from '../helpers/messaging';
import { NDA_TEXT } from '../helpers/listings';
import { useTestApp } from '../helpers/test-app';
import { mailsOf, runJobs } from '../helpers/listing-lifecycle';

const t = useTestApp();
let w: MessagingWorld;

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
});

const viewListing = (client: MessagingWorld['pro']['client'], id: number) => client.request({ url: `/api/businesses/${id}` });

describe('NDA request, answer and revocation', () => {
  it('records the signature, lets only the seller answer once, grants the protected fields, and revokes them', async () => {
    expect((await viewListing(w.pro.client, w.ndaListingId)).json().access.granted).toBe(false);
    const request = await w.pro.client.request({
      method: 'POST',
      url: '/api/messages/nda',
      payload: { business_id: w.ndaListingId, message: 'I would like to see the details.', signer_name: 'Paula Pro', nda_version_id: w.ndaVersionId },
      headers: { 'user-agent': 'JestBrowser/1.0' },
    });
    expect(request.statusCode).toBe(201);
    const { dialog_id: dialogId, messages: created, record } = request.json();
    expect(created.map((m: { type: string }) => m.type)).toEqual(['nda_request', 'nda_request_decision']);
    expect(record).toMatchObject({
      signer_id: w.pro.user.id,
      signer_name: 'Paula Pro',
      user_agent: 'JestBrowser/1.0',
      nda_version_id: w.ndaVersionId,
      nda_version: 1,
      nda_text: NDA_TEXT,
      nda_text_sha256: createHash('sha256').update(NDA_TEXT).digest('hex'),
      decision: 'pending',
    });
    expect(record.ip).not.toBe('');
    const told = await t.database.db.select().from(notifications).where(eq(notifications.user_id, w.seller.user.id));
    expect(told.map((n) => n.type)).toContain('nda-requested');

    const again = await w.pro.client.request({ method: 'POST', url: '/api/messages/nda', payload: { business_id: w.ndaListingId, signer_name: 'Paula Pro' } });
    expect(again.statusCode).toBe(409);

    const pendingId = created[1].id;
    const byAuthor = await w.pro.client.request({ method: 'PATCH', url: `/api/messages/nda/${pendingId}`, payload: { result: 'accept' } });
    expect(byAuthor.statusCode).toBe(403);
    const byStranger = await w.stranger.client.request({ method: 'PATCH', url: `/api/messages/nda/${pendingId}`, payload: { result: 'accept' } });
    expect(byStranger.statusCode).toBe(403);
    const badResult = await w.seller.client.request({ method: 'PATCH', url: `/api/messages/nda/${pendingId}`, payload: { result: 'maybe' } });
    expect(badResult.statusCode).toBe(422);

    const accepted = await w.seller.client.request({ method: 'PATCH', url: `/api/messages/nda/${pendingId}`, payload: { result: 'accept' } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      replaced_message_id: pendingId,
      message: { type: 'nda_request_decision_positive', is_mine: true },
      record: { decision: 'accepted' },
    });
    const second = await w.seller.client.request({ method: 'PATCH', url: `/api/messages/nda/${pendingId}`, payload: { result: 'reject' } });
    expect(second.statusCode).toBe(409);

    // The buyer's poll delivers the decision (a new id) and the listing shows its protected fields.
    const sync = await w.pro.client.request({ url: '/api/sync?timestamp=1&latestMessageId=0' });
    expect(sync.json().messages.map((m: { type: string }) => m.type)).toContain('nda_request_decision_positive');
    expect((await viewListing(w.pro.client, w.ndaListingId)).json().access.granted).toBe(true);
    const panel = await w.pro.client.request({ url: `/api/dialogs?dialog_id=${dialogId}` });
    expect(panel.json().data[0].dialogs[0]).toMatchObject({ nda_status: 'accepted', opponent_masked: false });

    const records = await w.pro.client.request({ url: `/api/dialogs/${dialogId}/nda-records` });
    expect(records.json().data).toHaveLength(1);
    const byBuyer = await w.pro.client.request({ method: 'POST', url: `/api/nda-records/${record.id}/revoke` });
    expect(byBuyer.statusCode).toBe(403);
    const revoked = await w.seller.client.request({ method: 'POST', url: `/api/nda-records/${record.id}/revoke` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked_at).not.toBeNull();
    expect((await viewListing(w.pro.client, w.ndaListingId)).json().access.granted).toBe(false);
    expect(await t.database.db.select().from(ndaAcceptances).where(eq(ndaAcceptances.user_id, w.pro.user.id))).toHaveLength(0);
    expect((await w.seller.client.request({ method: 'POST', url: `/api/nda-records/${record.id}/revoke` })).statusCode).toBe(409);
  });

  it('a rejected request: the negative decision, no access; a free buyer and an NDA-less listing are refused', async () => {
    const request = await w.stranger.client.request({
      method: 'POST',
      url: '/api/messages/nda',
      payload: { business_id: w.ndaListingId, signer_name: 'Stan Stranger' },
    });
    expect(request.statusCode).toBe(201);
    const rejected = await w.seller.client.request({
      method: 'PATCH',
      url: `/api/messages/nda/${request.json().messages[1].id}`,
      payload: { result: 'reject' },
    });
    expect(rejected.json().message).toMatchObject({
      type: 'nda_request_decision_negative',
      message: 'The request to view the details of this listing was rejected.',
    });
    expect((await viewListing(w.stranger.client, w.ndaListingId)).json().access.granted).toBe(false);

    const free = await w.free.client.request({ method: 'POST', url: '/api/messages/nda', payload: { business_id: w.ndaListingId, signer_name: 'Fred Free' } });
    expect(free.statusCode).toBe(403);
    expect(free.json()).toEqual({ message: 'PRO subscription required' });
    const noNda = await w.pro.client.request({ method: 'POST', url: '/api/messages/nda', payload: { business_id: w.listingId, signer_name: 'Paula Pro' } });
    expect(noNda.statusCode).toBe(422);
    const noName = await w.pro.client.request({ method: 'POST', url: '/api/messages/nda', payload: { business_id: w.ndaListingId } });
    expect(Object.keys(noName.json().errors)).toEqual(['signer_name']);
    const stale = await w.pro.client.request({
      method: 'POST',
      url: '/api/messages/nda',
      payload: { business_id: w.ndaListingId, signer_name: 'Paula Pro', nda_version_id: w.ndaVersionId + 1000 },
    });
    expect(stale.statusCode).toBe(409);
    const csrf = await w.pro.client.request({
      method: 'POST',
      url: '/api/messages/nda',
      payload: { business_id: w.ndaListingId, signer_name: 'Paula Pro' },
      xsrf: false,
    });
    expect(csrf.statusCode).toBe(419);
  });
});

describe('the unread count of an NDA request', () => {
  it('is one for the seller: the request card, not the answer buttons beside it', async () => {
    const unread = async () => (await w.seller.client.request({ url: '/api/sync?timestamp=1&latestMessageId=0' })).json();
    const before = await unread();
    const request = await w.stranger.client.request({
      method: 'POST',
      url: '/api/messages/nda',
      payload: { business_id: w.ndaListingId, signer_name: 'Stan Stranger', nda_version_id: w.ndaVersionId },
    });
    expect(request.statusCode).toBe(201);
    const dialogId = request.json().dialog_id as number;
    // The stranger's dialog about this listing may hold earlier messages: counted from there.
    const inDialog = (answer: { unreadByDialog: Record<string, number> }) => answer.unreadByDialog[String(dialogId)] ?? 0;
    const after = await unread();
    expect(after.unreadMessages - before.unreadMessages).toBe(1);
    expect(inDialog(after) - inDialog(before)).toBe(1);
  });
});

describe('buying steps', () => {
  it('each party sets only its own step within 1–7; both at 7 sell the listing and tell its fans', async () => {
    const opened = await sendText(w.pro.client, w.listingId, 'Let us do the deal.');
    const dialogId = opened.json().message.dialog_id;
    await t.database.db.insert(favorites).values({ user_id: w.free.user.id, business_id: w.listingId });
    // A second fan turned off "A favorite listing sold" (app and email) but keeps "Favorites updated" on.
    await t.database.db.insert(favorites).values({ user_id: w.stranger.user.id, business_id: w.listingId });
    const settings = withDefaultSettings({});
    const off = { favorites_listing_sold: false, favorites_updated: true };
    await t.database.db
      .update(users)
      .set({ notification_settings: { ...settings, app: { ...settings.app, ...off }, email: { ...settings.email, ...off } } })
      .where(eq(users.id, w.stranger.user.id));
    const patch = (client: MessagingWorld['pro']['client'], payload: object) => client.request({ method: 'PATCH', url: `/api/dialogs/${dialogId}`, payload });

    expect((await patch(w.pro.client, { seller_step: 3 })).statusCode).toBe(403);
    expect((await patch(w.seller.client, { buyer_step: 3 })).statusCode).toBe(403);
    expect((await patch(w.pro.client, { buyer_step: 8 })).statusCode).toBe(422);
    expect((await patch(w.pro.client, { buyer_step: 0 })).statusCode).toBe(422);
    expect((await patch(w.pro.client, {})).statusCode).toBe(422);
    expect((await w.pro.client.request({ method: 'PATCH', url: `/api/dialogs/${dialogId}`, payload: { buyer_step: 2 }, xsrf: false })).statusCode).toBe(419);

    expect((await patch(w.pro.client, { buyer_step: 7 })).json()).toEqual({ id: dialogId, buyer_step: 7, seller_step: 1, business_sold: false });
    const closed = await patch(w.seller.client, { seller_step: 7 });
    expect(closed.json()).toEqual({ id: dialogId, buyer_step: 7, seller_step: 7, business_sold: true });
    const [listing] = await t.database.db.select().from(listings).where(eq(listings.id, w.listingId));
    expect(listing!.status).toBe('sold');
    await runJobs(t.app);
    const fans = await t.database.db.select().from(notifications).where(eq(notifications.user_id, w.free.user.id));
    expect(fans.map((n) => [n.type, (n.data as { sold?: boolean }).sold])).toContainEqual(['favorite-updated', true]);
    // The panel's answer keeps the marker, so the notification can say "sold".
    const panel = (await w.free.client.request({ url: '/api/notifications' })).json() as { data: Array<{ type: string; data: Record<string, unknown> }> };
    expect(panel.data.find((n) => n.type === 'notification.favorite-updated')?.data).toMatchObject({ business_name: 'Garden tools brand', sold: true });
    // /favorites marks it sold, not also "updated by the seller".
    const favourites = (await w.free.client.request({ url: '/api/favorites' })).json() as { data: Array<{ id: number; sold: boolean; updated: boolean }> };
    expect(favourites.data.find((card) => card.id === w.listingId)).toMatchObject({ sold: true, updated: false });
    const [mail] = await mailsOf(t.database, w.free.user.id, 'favorite-updated');
    expect(mail?.subject).toBe('“Garden tools brand” has been sold');
    const toldAnyway = await t.database.db.select().from(notifications).where(eq(notifications.user_id, w.stranger.user.id));
    expect(toldAnyway.filter((n) => n.type === 'favorite-updated')).toEqual([]);
    expect(await mailsOf(t.database, w.stranger.user.id, 'favorite-updated')).toEqual([]);
  });
});
