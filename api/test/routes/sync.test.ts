// GET /api/sync
import { listings, dialogs, messages, notifications, users } from '../../src/db/schema';
import { and, asc, eq, gt, gte } from 'drizzle-orm';
import type { SyncResponse } from '@bizmarkt/shared/contract';
import { SYNC_RECENT_MESSAGES, SYNC_RECENT_TEXT_CHARS } from '../../src/plugins/app/live-state';
import { TestClient } from '../helpers/client';
import { FREE, SELLER, useTestApp } from '../helpers/test-app';

const t = useTestApp();

async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no seeded user ${email}`);
  return row.id;
}

describe('GET /api/sync', () => {
  it('answers 401 without a logged-in session', async () => {
    const response = await t.app.inject({ url: '/api/sync?timestamp=1&latestMessageId=0' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it("answers the user's real unread-notifications count, and no messages before any exist", async () => {
    const client = new TestClient(t.app);
    await client.login(SELLER);
    const first = await client.request({ url: '/api/sync?timestamp=1795300000&latestMessageId=0' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({ messages: [], unreadNotifications: 0, unreadMessages: 0, unreadByDialog: {} });

    const seller = await userId(SELLER.email);
    const other = await userId(FREE.email);
    await t.database.db.insert(notifications).values([
      { user_id: seller, type: 'business-verified', data: { business_id: 1, business_name: 'Acme' } },
      { user_id: seller, type: 'password-was-changed' },
      { user_id: seller, type: 'nda-requested', read_at: new Date() },
      { user_id: other, type: 'payment-received' },
    ]);
    const second = await client.request({ url: '/api/sync?timestamp=1795300000&latestMessageId=0' });
    expect(second.json()).toEqual({ messages: [], unreadNotifications: 2, unreadMessages: 0, unreadByDialog: {} });

    // the user record carries the same count, so the client sees no difference and stops re-fetching
    const user = await client.request({ url: '/api/user' });
    expect(user.json().unread_notifications).toBe(2);

    // Both read the user's sync state from memory (issue #14): marking them read is seen at once by both,
    // and a notification written behind the API's back (a trigger announces it) too.
    expect((await client.request({ method: 'POST', url: '/api/notifications/read' })).json()).toEqual({ unread: 0 });
    expect((await client.request({ url: '/api/user' })).json().unread_notifications).toBe(0);
    expect((await client.request({ url: '/api/sync?timestamp=1795300000&latestMessageId=0' })).json().unreadNotifications).toBe(0);
    await t.database.db.insert(notifications).values({ user_id: seller, type: 'password-was-changed' });
    let seen = -1;
    for (let attempt = 0; attempt < 50 && seen !== 1; attempt++) {
      seen = (await client.request({ url: '/api/user' })).json().unread_notifications;
      if (seen !== 1) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toBe(1);
  });

  it('answers the messages to the user newer than latestMessageId and sent since the page started, oldest first', async () => {
    const seller = await userId(SELLER.email);
    const buyer = await userId(FREE.email);
    // The seed gives the demo seller published listings of its own (issue #10).
    const publishedBefore = (
      await t.database.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.user_id, seller), eq(listings.status, 'published')))
    ).length;
    const [listing] = await t.database.db.insert(listings).values({ user_id: seller, name: 'Sync Brand', status: 'published', price: 250_000 }).returning();
    const [dialog] = await t.database.db.insert(dialogs).values({ business_id: listing!.id, buyer_id: buyer, seller_id: seller }).returning();
    const old = new Date('2026-01-01T00:00:00Z');
    const sent = await t.database.db
      .insert(messages)
      .values([
        { dialog_id: dialog!.id, user_id: buyer, recipient_id: seller, message: 'before the page started', created_at: old },
        { dialog_id: dialog!.id, user_id: buyer, recipient_id: seller, message: 'Is the brand still for sale?' },
        { dialog_id: dialog!.id, user_id: seller, recipient_id: buyer, message: 'to the buyer, not the seller' },
        { dialog_id: dialog!.id, user_id: buyer, recipient_id: seller, type: 'nda_request', message: 'NDA please' },
      ])
      .returning();
    const since = Math.floor(new Date('2026-06-01T00:00:00Z').getTime() / 1000);

    const client = new TestClient(t.app);
    await client.login(SELLER);
    const all = await client.request({ url: `/api/sync?timestamp=${since}&latestMessageId=0` });
    expect(all.statusCode).toBe(200);
    expect(all.json().messages).toEqual([
      expect.objectContaining({
        id: sent[1]!.id,
        dialog_id: dialog!.id,
        type: 'text',
        // Told relative to the reader, never by id (issue #27).
        is_mine: false,
        message: 'Is the brand still for sale?',
        read: false,
        media_url: null,
      }),
      expect.objectContaining({ id: sent[3]!.id, type: 'nda_request', message: 'NDA please' }),
    ]);

    // Unread counts cover every unread message to the user, also those older than the page.
    expect(all.json().unreadMessages).toBe(3);
    expect(all.json().unreadByDialog).toEqual({ [String(dialog!.id)]: 3 });

    const newer = await client.request({ url: `/api/sync?timestamp=${since}&latestMessageId=${sent[1]!.id}` });
    expect(newer.json().messages.map((m: { id: number }) => m.id)).toEqual([sent[3]!.id]);
    const none = await client.request({ url: `/api/sync?timestamp=${since}&latestMessageId=${sent[3]!.id}` });
    expect(none.json().messages).toEqual([]);

    // The profile's "N Listings" counts published listings.
    const profile = await client.request({ url: `/api/users/${seller}/profile` });
    expect(profile.json().total_listings_count).toBe(publishedBefore + 1);
  });

  it('answers the same whether the matching messages are among the newest kept in memory or older (read from the database)', async () => {
    const seller = await userId(SELLER.email);
    const buyer = await userId(FREE.email);
    const [listing] = await t.database.db.insert(listings).values({ user_id: seller, name: 'Memory Brand', status: 'published', price: 90_000 }).returning();
    const [dialog] = await t.database.db.insert(dialogs).values({ business_id: listing!.id, buyer_id: buyer, seller_id: seller }).returning();
    // More messages than a sync state keeps, one of them longer than its text budget.
    const texts = Array.from({ length: SYNC_RECENT_MESSAGES + 4 }, (_, i) =>
      i === SYNC_RECENT_MESSAGES + 1 ? 'y'.repeat(SYNC_RECENT_TEXT_CHARS) : `message ${i}`,
    );
    const sent = await t.database.db
      .insert(messages)
      .values(
        texts.map((message, i) => ({ dialog_id: dialog!.id, user_id: buyer, recipient_id: seller, message, created_at: new Date(Date.UTC(2026, 5, 1 + i)) })),
      )
      .returning();
    const ids = sent.map((row) => row.id);
    const client = new TestClient(t.app);
    await client.login(SELLER);
    const since = (day: number) => Math.floor(Date.UTC(2026, 5, day) / 1000);
    const answer = async (timestamp: number, latestMessageId: number) => {
      const response = await client.request({ url: `/api/sync?timestamp=${timestamp}&latestMessageId=${latestMessageId}` });
      expect(response.statusCode).toBe(200);
      return (response.json() as SyncResponse).messages.map((m) => m.id);
    };
    // The seller has messages of the tests before this one too: the oracle is the table itself.
    const inTable = async (timestamp: number, latestMessageId: number) =>
      (
        await t.database.db
          .select({ id: messages.id })
          .from(messages)
          .where(and(eq(messages.recipient_id, seller), gt(messages.id, latestMessageId), gte(messages.created_at, new Date(timestamp * 1000))))
          .orderBy(asc(messages.id))
      ).map((row) => row.id);
    for (const [index, afterId] of [0, ...ids].entries()) {
      for (const timestamp of [0, since(1 + index), since(3 + index)]) {
        expect(await answer(timestamp, afterId)).toEqual(await inTable(timestamp, afterId));
      }
      expect(await answer(0, afterId)).toEqual(expect.arrayContaining(ids.slice(index)));
    }
    const [one] = (await client.request({ url: `/api/sync?timestamp=0&latestMessageId=${ids.at(-2)}` })).json().messages;
    expect(one).toEqual(
      expect.objectContaining({
        id: ids.at(-1),
        dialog_id: dialog!.id,
        is_mine: false,
        message: texts.at(-1),
        read: false,
        created_at: sent.at(-1)!.created_at.toISOString(),
      }),
    );
  });

  it('refuses a malformed query with 422 field errors', async () => {
    const client = new TestClient(t.app);
    await client.login(FREE);
    const response = await client.request({ url: '/api/sync?timestamp=yesterday&latestMessageId=-1' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['latestMessageId', 'timestamp']);
  });

  it('the database refuses a notification type the spec does not know', async () => {
    const seller = await userId(SELLER.email);
    await expect(t.database.db.insert(notifications).values({ user_id: seller, type: 'made-up' as never })).rejects.toThrow();
  });
});
