// POST /api/messages (text), GET /api/dialogs, POST /api/dialogs, read marks, sync and dashboard (issue #12).
import { eq } from 'drizzle-orm';
import { MESSAGE_RATE_LIMIT } from '@bizmarkt/shared/contract';
import { messages, users } from '../../src/db/schema';
import { messagingWorld, sendText, type MessagingWorld } from '../helpers/messaging';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
let w: MessagingWorld;

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
});

describe('sending text and reading dialogs', () => {
  it('a PRO buyer writes, the seller sees the group with the unread dialog and answers; both read', async () => {
    const first = await sendText(w.pro.client, w.listingId, '  Is the brand still for sale?  ');
    expect(first.statusCode).toBe(201);
    const sent = first.json().message;
    expect(sent).toMatchObject({ type: 'text', is_mine: true, message: 'Is the brand still for sale?', read: false });
    expect(sent).not.toHaveProperty('user_id');

    const list = await w.seller.client.request({ url: '/api/dialogs' });
    expect(list.statusCode).toBe(200);
    const group = list.json().data.find((g: { id: number }) => g.id === w.listingId);
    expect(group).toMatchObject({ name: 'Garden tools brand', is_mine: true, nda: false, unread_count: 1, fba_statuses: ['fba', 'private_label'] });
    const [dialog] = group.dialogs;
    expect(dialog).toMatchObject({ is_seller: true, hide_messages: false, opponent_masked: false, unread_count: 1, buyer_step: 1, seller_step: 1 });
    expect(dialog.opponent).toMatchObject({ id: w.pro.user.id, name: 'Paula', last_name: 'Pro' });
    // The buyer is never masked: the owner sees who writes.
    expect(dialog).toMatchObject({ buyer_id: w.pro.user.id, seller_id: w.seller.user.id });
    expect(group.user_id).toBe(w.seller.user.id);
    expect(dialog.messages.map((m: { id: number; is_mine: boolean }) => [m.id, m.is_mine])).toEqual([[sent.id, false]]);
    expect(list.json().meta).toEqual({ current_page: 1, last_page: 1 });

    const sync = await w.seller.client.request({ url: `/api/sync?timestamp=1&latestMessageId=0` });
    expect(sync.json()).toMatchObject({ unreadMessages: 1, unreadByDialog: { [String(dialog.id)]: 1 } });
    expect(sync.json().messages.map((m: { id: number }) => m.id)).toEqual([sent.id]);

    const answer = await sendText(w.seller.client, w.listingId, 'Yes, it is.', w.pro.user.id);
    expect(answer.statusCode).toBe(201);
    const dashboard = await w.pro.client.request({ url: '/api/messages/dashboard' });
    expect(dashboard.json().data[0]).toMatchObject({ dialog_id: dialog.id, message: { message: 'Yes, it is.' }, unread_count: 1, opponent_masked: false });

    const read = await w.seller.client.request({ method: 'POST', url: `/api/dialogs/${dialog.id}/read` });
    expect(read.json()).toEqual({ unreadMessages: 0 });
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(row!.read).toBe(true);
    // The buyer's own unread message (the answer) is untouched by the seller's read mark.
    const buyerSync = await w.pro.client.request({ url: `/api/sync?timestamp=1&latestMessageId=0` });
    expect(buyerSync.json().unreadMessages).toBe(1);
  });

  it('refuses empty text and unknown listings with 422, a seller writing to a stranger too', async () => {
    const empty = await sendText(w.pro.client, w.listingId, '   ');
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['message']);
    const unknown = await sendText(w.pro.client, 999_999, 'hello');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['business_id']);
    const cold = await sendText(w.seller.client, w.listingId, 'Buy my brand!', w.stranger.user.id);
    expect(cold.statusCode).toBe(422);
    expect(Object.keys(cold.json().errors)).toEqual(['opponent_id']);
  });

  it('a free buyer: 403 PRO subscription required on sending, the dialog locked and the seller withheld, unlocked after subscribing', async () => {
    const opened = await w.free.client.request({ method: 'POST', url: '/api/dialogs', payload: { business_id: w.listingId } });
    expect(opened.statusCode).toBe(200);
    const dialogId = opened.json().dialog.id;
    // Masked to the last id (issue #27): no opponent id, no seller id — an id would name her elsewhere.
    expect(opened.json().dialog).toMatchObject({ hide_messages: true, opponent_masked: true, seller_id: null, opponent: { id: null, name: null } });

    const refused = await sendText(w.free.client, w.listingId, 'Hello?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'PRO subscription required' });
    expect(await t.database.db.select().from(messages).where(eq(messages.dialog_id, dialogId))).toHaveLength(0);

    const fromSeller = await sendText(w.seller.client, w.listingId, 'The secret price is negotiable.', w.free.user.id);
    expect(fromSeller.statusCode).toBe(201);
    const locked = await w.free.client.request({ url: `/api/dialogs?dialog_id=${dialogId}` });
    const dialog = locked.json().data[0].dialogs[0];
    expect(dialog).toMatchObject({ hide_messages: true, unread_count: 1, messages: [] });
    expect(locked.json().data[0]).toMatchObject({ is_mine: false, user_id: null });
    expect(locked.body).not.toContain('secret price');
    const sync = await w.free.client.request({ url: '/api/sync?timestamp=1&latestMessageId=0' });
    expect(sync.json()).toMatchObject({ messages: [], unreadMessages: 1 });
    expect((await w.free.client.request({ url: '/api/messages/dashboard' })).json().data).toEqual([]);

    await t.database.db.update(users).set({ subscription: 'active' }).where(eq(users.id, w.free.user.id));
    const unlocked = await w.free.client.request({ url: `/api/dialogs?dialog_id=${dialogId}` });
    expect(unlocked.json().data[0]).toMatchObject({ user_id: w.seller.user.id });
    expect(unlocked.json().data[0].dialogs[0]).toMatchObject({
      hide_messages: false,
      opponent_masked: false,
      seller_id: w.seller.user.id,
      opponent: { id: w.seller.user.id, name: 'Sina' },
      // 'N Listings' as her list shows them to a buyer: the NDA listing is not counted (issue #27).
      total_listings_count: 1,
    });
    expect(unlocked.json().data[0].dialogs[0].messages.map((m: { message: string }) => m.message)).toEqual(['The secret price is negotiable.']);
    await t.database.db.update(users).set({ subscription: null }).where(eq(users.id, w.free.user.id));
  });

  it('a buyer contacts by listing id alone: the owner is the opponent, and an opponent_id the buyer sends changes nothing (issue #27)', async () => {
    const bare = await w.pro.client.request({ method: 'POST', url: '/api/dialogs', payload: { business_id: w.ndaListingId } });
    expect(bare.statusCode).toBe(200);
    // Checking a buyer's opponent_id would confirm a guess of who sells: the answer is the same for any.
    for (const opponentId of [w.seller.user.id, w.stranger.user.id, w.pro.user.id, 999_999]) {
      const guessed = await w.pro.client.request({ method: 'POST', url: '/api/dialogs', payload: { business_id: w.ndaListingId, opponent_id: opponentId } });
      expect([opponentId, guessed.statusCode, guessed.json()]).toEqual([opponentId, 200, bare.json()]);
    }
    expect(bare.json().dialog).toMatchObject({ is_seller: false, opponent_masked: true, seller_id: null, opponent: { id: null, name: null } });

    const sent = await sendText(w.pro.client, w.ndaListingId, 'Who am I writing to?', w.stranger.user.id);
    expect(sent.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, sent.json().message.id));
    expect(row).toMatchObject({ dialog_id: bare.json().dialog.id, user_id: w.pro.user.id, recipient_id: w.seller.user.id });
    // Sent and answered under the NDA not accepted: the seller stays 'Seller', her messages are "not mine".
    await sendText(w.seller.client, w.ndaListingId, 'You are writing to the seller.', w.pro.user.id);
    const panel = (await w.pro.client.request({ url: `/api/dialogs?dialog_id=${bare.json().dialog.id}` })).json().data[0];
    expect(panel).toMatchObject({ user_id: null, dialogs: [{ opponent_masked: true, seller_id: null, opponent: { id: null } }] });
    expect(panel.dialogs[0].messages.map((m: { message: string; is_mine: boolean }) => [m.message, m.is_mine])).toEqual([
      ['Who am I writing to?', true],
      ['You are writing to the seller.', false],
    ]);
    const dashboard = (await w.pro.client.request({ url: '/api/messages/dashboard' })).json().data;
    expect(dashboard.find((entry: { dialog_id: number }) => entry.dialog_id === bare.json().dialog.id)).toMatchObject({
      opponent_masked: true,
      opponent: { id: null, name: null },
      message: { message: 'You are writing to the seller.', is_mine: false },
    });
  });

  it('reads the listing once per request: contacting (POST /api/dialogs) and sending (POST /api/messages)', async () => {
    const { listings, dialogs } = t.app.repositories;
    const reads = [jest.spyOn(listings, 'ownerOf'), jest.spyOn(listings, 'findRecord'), jest.spyOn(dialogs, 'listings')];
    const listingReads = () => reads.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    try {
      const contacted = await w.pro.client.request({ method: 'POST', url: '/api/dialogs', payload: { business_id: w.ndaListingId } });
      expect(contacted.statusCode).toBe(200);
      expect(contacted.json().dialog).toMatchObject({ business_id: w.ndaListingId, opponent_masked: true });
      expect(listingReads()).toBe(1);
      for (const spy of reads) spy.mockClear();
      expect((await sendText(w.pro.client, w.ndaListingId, 'Read once?')).statusCode).toBe(201);
      expect(listingReads()).toBe(1);
    } finally {
      for (const spy of reads) spy.mockRestore();
    }
  });

  it('only the two parties: 403 for anyone else on every dialog call, 404 for unknown ids', async () => {
    const list = await w.pro.client.request({ url: '/api/dialogs' });
    const dialogId = list.json().data[0].dialogs[0].id;
    const calls = [
      { method: 'GET' as const, url: `/api/dialogs?dialog_id=${dialogId}` },
      { method: 'GET' as const, url: `/api/dialogs/${dialogId}/messages?before_id=999999` },
      { method: 'POST' as const, url: `/api/dialogs/${dialogId}/read` },
      { method: 'PATCH' as const, url: `/api/dialogs/${dialogId}`, payload: { buyer_step: 2 } },
      { method: 'GET' as const, url: `/api/dialogs/${dialogId}/nda-records` },
    ];
    for (const call of calls) {
      const response = await w.stranger.client.request(call);
      expect([call.url, response.statusCode]).toEqual([call.url, 403]);
      const missing = await w.stranger.client.request({ ...call, url: call.url.replace(String(dialogId), '999999') });
      expect([call.url, missing.statusCode]).toEqual([call.url, 404]);
    }
    const anonymous = await t.app.inject({ url: '/api/dialogs' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a send without the CSRF token with 419', async () => {
    const response = await w.pro.client.request({
      method: 'POST',
      url: '/api/messages',
      payload: { type: 'text', business_id: w.listingId, message: 'x' },
      xsrf: false,
    });
    expect(response.statusCode).toBe(419);
  });

  it(`answers 429 'Please wait before sending more messages.' after ${MESSAGE_RATE_LIMIT.max} sends in the window`, async () => {
    await t.app.throttle.clearPrefix('messages:');
    for (let i = 0; i < MESSAGE_RATE_LIMIT.max; i += 1) {
      expect((await sendText(w.stranger.client, w.listingId, `message ${i}`)).statusCode).toBe(201);
    }
    const refused = await sendText(w.stranger.client, w.listingId, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Please wait before sending more messages.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
