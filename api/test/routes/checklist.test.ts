// The due-diligence checklist of a dialog (issue #30 §3): the buyer requests, the seller answers with
// a note, the buyer verifies; the wrong side, strangers and free buyers are refused; bad input is 422.
import { and, eq, isNull } from 'drizzle-orm';
import { dueDiligenceItems, notifications, users, type NotificationType } from '../../src/db/schema';
import { withDefaultSettings } from '../../src/domain/notification-settings';
import { mailsOf } from '../helpers/listing-lifecycle';
import { messagingWorld, sendText, type MessagingWorld } from '../helpers/messaging';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
let w: MessagingWorld;
let dialogId: number;

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
  dialogId = (await sendText(w.pro.client, w.listingId, 'Hello')).json().message.dialog_id;
});

const act = (client: MessagingWorld['pro']['client'], item: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  client.request({ method: 'POST', url: `/api/dialogs/${dialogId}/checklist/${item}`, payload, headers });

describe('the due-diligence checklist', () => {
  it('lists the eleven items open, then runs request → answer → verify with the progress counted', async () => {
    const empty = await w.seller.client.request({ url: `/api/dialogs/${dialogId}/checklist` });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().items.map((i: { item: string }) => i.item)).toEqual([
      'domain',
      'analytics',
      'revenue',
      'email_phone_lists',
      'social_accounts',
      'ad_accounts',
      'marketing_materials',
      'ticket_system',
      'documentation',
      'code_apis',
      'other_services',
    ]);
    expect(empty.json()).toMatchObject({ verified: 0, total: 11 });

    // The seller cannot answer what was not asked, nor ask; the buyer cannot answer.
    expect((await act(w.seller.client, 'revenue', { action: 'answer', note: 'See the P&L.' })).statusCode).toBe(409);
    expect((await act(w.seller.client, 'revenue', { action: 'request' })).statusCode).toBe(403);
    const requested = await act(w.pro.client, 'revenue', { action: 'request', note: 'Monthly P&L for 2025, please.' });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ item: 'revenue', state: 'requested', request_note: 'Monthly P&L for 2025, please.' });
    expect((await act(w.pro.client, 'revenue', { action: 'request' })).statusCode).toBe(409);
    expect((await act(w.pro.client, 'revenue', { action: 'answer', note: 'x' })).statusCode).toBe(403);
    expect((await act(w.pro.client, 'revenue', { action: 'verify' })).statusCode).toBe(409);

    const noNote = await act(w.seller.client, 'revenue', { action: 'answer' }, { 'x-lang': 'de' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual(['Bitte schreiben Sie eine Antwort.']);
    const answered = await act(w.seller.client, 'revenue', { action: 'answer', note: 'The P&L is in the chat.' });
    expect(answered.json()).toMatchObject({ state: 'answered', answer_note: 'The P&L is in the chat.' });

    const verified = await act(w.pro.client, 'revenue', { action: 'verify' });
    expect(verified.json()).toMatchObject({ state: 'verified' });
    expect(verified.json().verified_at).not.toBeNull();
    const after = await w.pro.client.request({ url: `/api/dialogs/${dialogId}/checklist` });
    expect(after.json()).toMatchObject({ verified: 1, total: 11 });
    const [row] = await t.database.db
      .select()
      .from(dueDiligenceItems)
      .where(and(eq(dueDiligenceItems.dialog_id, dialogId), eq(dueDiligenceItems.item, 'revenue')));
    expect(row).toMatchObject({ state: 'verified', answer_note: 'The P&L is in the chat.' });
  });

  it('lets the buyer ask again after an answer', async () => {
    await act(w.pro.client, 'domain', { action: 'request' });
    await act(w.seller.client, 'domain', { action: 'answer', note: 'Registered at Namecheap.' });
    const again = await act(w.pro.client, 'domain', { action: 'request', note: 'And the transfer code?' });
    expect(again.json()).toMatchObject({ state: 'requested', request_note: 'And the transfer code?', answer_note: 'Registered at Namecheap.' });
  });

  it('tells the other party of each move in the app and by mail, as their settings allow', async () => {
    // Earlier tests of this file acted on other items of the same dialog: count this item's only.
    const inApp = async (userId: number, type: NotificationType) =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.user_id, userId), eq(notifications.type, type)))
      ).filter((row) => row.data.item === 'analytics');
    const mails = async (userId: number, type: NotificationType) =>
      (await mailsOf(t.database, userId, type)).filter((mail) => JSON.stringify(mail).includes('Garden tools brand'));
    // Moves of earlier tests fold into their unread notifications (decision 0251): read them first.
    await t.database.db.update(notifications).set({ read_at: new Date() });
    const sellerRequestMails = (await mails(w.seller.user.id, 'checklist-requested')).length;
    const buyerAnswerMails = (await mails(w.pro.user.id, 'checklist-answered')).length;
    // The seller turned the emails of buyers' requests off (the flag the checklist's requests follow).
    const settings = withDefaultSettings(w.seller.user.notification_settings);
    await t.database.db
      .update(users)
      .set({ notification_settings: { ...settings, email: { ...settings.email, nda_requested: false } } })
      .where(eq(users.id, w.seller.user.id));

    await act(w.pro.client, 'analytics', { action: 'request', note: 'Google Analytics access, please.' });
    const requested = await inApp(w.seller.user.id, 'checklist-requested');
    expect(requested).toHaveLength(1);
    expect(requested[0]!.data).toMatchObject({ dialog_id: dialogId, item: 'analytics', business_name: 'Garden tools brand' });
    expect(await mails(w.seller.user.id, 'checklist-requested')).toHaveLength(sellerRequestMails);
    expect(await inApp(w.pro.user.id, 'checklist-requested')).toHaveLength(0);

    await act(w.seller.client, 'analytics', { action: 'answer', note: 'Invited you as a viewer.' });
    expect(await inApp(w.pro.user.id, 'checklist-answered')).toHaveLength(1);
    expect(await mails(w.pro.user.id, 'checklist-answered')).toHaveLength(buyerAnswerMails + 1);

    await act(w.pro.client, 'analytics', { action: 'verify' });
    expect(await inApp(w.seller.user.id, 'checklist-verified')).toHaveLength(1);
    // A refused move tells nobody.
    expect((await act(w.pro.client, 'analytics', { action: 'verify' })).statusCode).toBe(409);
    expect(await inApp(w.seller.user.id, 'checklist-verified')).toHaveLength(1);
  });

  it('folds the moves of one kind in one dialog within 30 minutes into one notification naming each item, one mail (decision 0251)', async () => {
    await t.database.db.update(notifications).set({ read_at: new Date() });
    const unread = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, w.seller.user.id), eq(notifications.type, 'checklist-requested'), isNull(notifications.read_at)));
    const mailCount = async () => (await mailsOf(t.database, w.seller.user.id, 'checklist-requested')).length;
    // The seller wants the mail of buyers' requests again (the test above turned it off).
    const settings = withDefaultSettings(w.seller.user.notification_settings);
    await t.database.db.update(users).set({ notification_settings: settings }).where(eq(users.id, w.seller.user.id));
    const mailsBefore = await mailCount();

    for (const item of ['email_phone_lists', 'social_accounts', 'ad_accounts']) {
      expect((await act(w.pro.client, item, { action: 'request' })).statusCode).toBe(200);
    }
    const [folded, ...more] = await unread();
    expect(more).toHaveLength(0);
    expect(folded!.data).toMatchObject({ dialog_id: dialogId, items: ['email_phone_lists', 'social_accounts', 'ad_accounts'] });
    expect((await mailCount()) - mailsBefore).toBe(1);

    // Older than the window: the next move is a notification of its own.
    await t.database.db
      .update(notifications)
      .set({ created_at: new Date(Date.now() - 31 * 60_000) })
      .where(eq(notifications.id, folded!.id));
    await act(w.pro.client, 'marketing_materials', { action: 'request' });
    const rows = await unread();
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id !== folded!.id)!.data).toMatchObject({ item: 'marketing_materials' });
    expect(rows.find((row) => row.id !== folded!.id)!.data.items).toBeUndefined();

    // Read: the next move is a notification of its own too.
    await t.database.db.update(notifications).set({ read_at: new Date() });
    await act(w.pro.client, 'ticket_system', { action: 'request' });
    const [fresh, ...others] = await unread();
    expect(others).toHaveLength(0);
    expect(fresh!.data).toMatchObject({ item: 'ticket_system' });
  });

  it('refuses strangers, free buyers, unknown items and bad input', async () => {
    expect((await w.stranger.client.request({ url: `/api/dialogs/${dialogId}/checklist` })).statusCode).toBe(403);
    expect((await act(w.stranger.client, 'domain', { action: 'request' })).statusCode).toBe(403);
    expect((await w.seller.client.request({ url: '/api/dialogs/2147483000/checklist' })).statusCode).toBe(404);
    expect((await act(w.pro.client, 'bank_account', { action: 'request' })).statusCode).toBe(404);
    const bad = await act(w.pro.client, 'domain', { action: 'approve' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['action']);
    expect((await act(w.pro.client, 'analytics', { action: 'request', note: 'x'.repeat(2001) })).statusCode).toBe(422);

    // A free buyer in a dialog of their own: refused to act (PRO), as in the chat.
    const free = await w.free.client.request({ method: 'POST', url: '/api/dialogs', payload: { business_id: w.listingId } });
    const freeDialog = free.json().dialog.id;
    const refused = await w.free.client.request({ method: 'POST', url: `/api/dialogs/${freeDialog}/checklist/domain`, payload: { action: 'request' } });
    expect(refused.statusCode).toBe(403);
  });
});
