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
    expect(sent).toMatchObject({ type: 'text', user_id: w.pro.user.id, message: 'Is the brand still for sale?', read: false });

    const list = await w.seller.client.request({ url: '/api/dialogs' });
    expect(list.statusCode).toBe(200);
    const group = list.json().data.find((g: { id: number }) => g.id === w.listingId);
    expect(group).toMatchObject({ name: 'Garden tools brand', is_mine: true, nda: false, unread_count: 1, fba_statuses: ['fba', 'private_label'] });
    const [dialog] = group.dialogs;
    expect(dialog).toMatchObject({ is_seller: true, hide_messages: false, opponent_masked: false, unread_count: 1, buyer_step: 1, seller_step: 1 });
    expect(dialog.opponent).toMatchObject({ id: w.pro.user.id, name: 'Paula', last_name: 'Pro' });
    expect(dialog.messages.map((m: { id: number }) => m.id)).toEqual([sent.id]);
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
    expect(opened.json().dialog).toMatchObject({ hide_messages: true, opponent_masked: true, opponent: { id: w.seller.user.id, name: null } });

    const refused = await sendText(w.free.client, w.listingId, 'Hello?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'PRO subscription required' });
    expect(await t.database.db.select().from(messages).where(eq(messages.dialog_id, dialogId))).toHaveLength(0);

    const fromSeller = await sendText(w.seller.client, w.listingId, 'The secret price is negotiable.', w.free.user.id);
    expect(fromSeller.statusCode).toBe(201);
    const locked = await w.free.client.request({ url: `/api/dialogs?dialog_id=${dialogId}` });
    const dialog = locked.json().data[0].dialogs[0];
    expect(dialog).toMatchObject({ hide_messages: true, unread_count: 1, messages: [] });
    expect(locked.body).not.toContain('secret price');
    const sync = await w.free.client.request({ url: '/api/sync?timestamp=1&latestMessageId=0' });
    expect(sync.json()).toMatchObject({ messages: [], unreadMessages: 1 });
    expect((await w.free.client.request({ url: '/api/messages/dashboard' })).json().data).toEqual([]);

    await t.database.db.update(users).set({ subscription: 'active' }).where(eq(users.id, w.free.user.id));
    const unlocked = await w.free.client.request({ url: `/api/dialogs?dialog_id=${dialogId}` });
    expect(unlocked.json().data[0].dialogs[0]).toMatchObject({ hide_messages: false, opponent_masked: false, opponent: { name: 'Sina' } });
    expect(unlocked.json().data[0].dialogs[0].messages.map((m: { message: string }) => m.message)).toEqual(['The secret price is negotiable.']);
    await t.database.db.update(users).set({ subscription: null }).where(eq(users.id, w.free.user.id));
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
