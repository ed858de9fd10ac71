// The in-process caches (plugins/app/live-state.ts) are dropped by every writer (issue #14). Each test
// first warms the cache with a request, then writes the way a writer does — through a route or with
// plain SQL, as a job, a seed or psql would — and asserts that the very next answer shows the write.
// Without the change triggers (migration 0015) or the listener, the warmed answer would be repeated.
import { eq } from 'drizzle-orm';
import { categories, dialogs, messages, notifications, sessions, users, type UserRow } from '../../src/db/schema';
import { sha256Hex } from '../../src/lib/tokens';
import { loggedIn } from '../helpers/accounts';
import type { TestClient } from '../helpers/client';
import { messagingWorld, sendText, type MessagingWorld } from '../helpers/messaging';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const SYNC = '/api/sync?timestamp=1&latestMessageId=0';

async function sync(client: TestClient) {
  const response = await client.request({ url: SYNC });
  expect(response.statusCode).toBe(200);
  return response.json() as { messages: { message: string }[]; unreadNotifications: number; unreadMessages: number; unreadByDialog: Record<string, number> };
}

let world: MessagingWorld;
beforeAll(async () => {
  world = await messagingWorld(t.app, t.database);
});

async function dialogBetweenProAndSeller(): Promise<number> {
  const sent = await sendText(world.pro.client, world.listingId, 'Opening the dialog');
  expect(sent.statusCode).toBe(201);
  const [row] = await t.database.db.select({ id: dialogs.id }).from(dialogs).where(eq(dialogs.buyer_id, world.pro.user.id));
  return row!.id;
}

describe('the sync state is dropped by every writer', () => {
  it('a message inserted with plain SQL, a read mark through the route, and a deleted dialog', async () => {
    const dialogId = await dialogBetweenProAndSeller();
    const warm = await sync(world.seller.client);
    expect(warm.unreadMessages).toBe(1);

    await t.database.db
      .insert(messages)
      .values({ dialog_id: dialogId, user_id: world.pro.user.id, recipient_id: world.seller.user.id, message: 'Written by a job' });
    const afterInsert = await sync(world.seller.client);
    expect(afterInsert.messages.map((m) => m.message)).toEqual(['Opening the dialog', 'Written by a job']);
    expect(afterInsert.unreadByDialog).toEqual({ [String(dialogId)]: 2 });

    const read = await world.seller.client.request({ method: 'POST', url: `/api/dialogs/${dialogId}/read` });
    expect(read.statusCode).toBe(200);
    expect(await sync(world.seller.client)).toMatchObject({ unreadMessages: 0, unreadByDialog: {} });

    await t.database.db.insert(messages).values({ dialog_id: dialogId, user_id: world.pro.user.id, recipient_id: world.seller.user.id, message: 'One more' });
    expect((await sync(world.seller.client)).unreadMessages).toBe(1);
    await t.database.db.delete(dialogs).where(eq(dialogs.id, dialogId));
    expect(await sync(world.seller.client)).toEqual({ messages: [], unreadNotifications: 0, unreadMessages: 0, unreadByDialog: {} });
  });

  it('notifications created and read', async () => {
    const client = world.stranger.client;
    expect((await sync(client)).unreadNotifications).toBe(0);
    await t.database.db.insert(notifications).values({ user_id: world.stranger.user.id, type: 'password-was-changed' });
    expect((await sync(client)).unreadNotifications).toBe(1);
    expect((await client.request({ method: 'POST', url: '/api/notifications/read' })).statusCode).toBe(200);
    expect((await sync(client)).unreadNotifications).toBe(0);
  });

  it("a subscription change shows or withholds the seller's words to a buyer (hidesMessages)", async () => {
    const [dialog] = await t.database.db
      .insert(dialogs)
      .values({ business_id: world.listingId, buyer_id: world.free.user.id, seller_id: world.seller.user.id })
      .returning();
    await t.database.db
      .insert(messages)
      .values({ dialog_id: dialog!.id, user_id: world.seller.user.id, recipient_id: world.free.user.id, message: 'The seller answers' });
    // Locked chat: counted, not sent.
    expect(await sync(world.free.client)).toMatchObject({ messages: [], unreadMessages: 1 });

    await t.database.db.update(users).set({ subscription: 'active' }).where(eq(users.id, world.free.user.id));
    expect((await sync(world.free.client)).messages.map((m) => m.message)).toEqual(['The seller answers']);

    await t.database.db.update(users).set({ subscription: 'inactive' }).where(eq(users.id, world.free.user.id));
    expect(await sync(world.free.client)).toMatchObject({ messages: [], unreadMessages: 1 });
  });
});

describe('the session cache is dropped when the row changes or goes', () => {
  it('a session deleted with plain SQL (another device, an admin) ends it at once', async () => {
    const other = await loggedIn(t.app, world.stranger.user.email);
    expect((await other.request({ url: '/api/user' })).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.token_hash, sha256Hex(other.sessionToken!)));
    expect((await other.request({ url: '/api/user' })).statusCode).toBe(401);
  });

  it('an expiry moved into the past ends it at once', async () => {
    const client = await loggedIn(t.app, world.stranger.user.email);
    expect((await client.request({ url: SYNC })).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.token_hash, sha256Hex(client.sessionToken!)));
    expect((await client.request({ url: SYNC })).statusCode).toBe(401);
  });

  it("the user's row: a name changed with plain SQL is in the next /api/user", async () => {
    const client = world.stranger.client;
    expect((await client.request({ url: '/api/user' })).json().name).toBe('Stan');
    await t.database.db.update(users).set({ name: 'Stanley' }).where(eq(users.id, world.stranger.user.id));
    expect((await client.request({ url: '/api/user' })).json().name).toBe('Stanley');
  });
});

describe('reference data from memory, with an ETag', () => {
  it('answers 304 to a matching If-None-Match, per language, and a new ETag once a category changes', async () => {
    const first = await t.app.inject({ url: '/api/categories' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    const again = await t.app.inject({ url: '/api/categories', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await t.app.inject({ url: '/api/categories', headers: { 'if-none-match': `"other", W/${etag}` } })).statusCode).toBe(304);

    const german = await t.app.inject({ url: '/api/categories', headers: { 'x-lang': 'de', 'if-none-match': etag } });
    expect(german.statusCode).toBe(200);
    expect(german.headers.etag).not.toBe(etag);

    const [category] = first.json() as { id: number; name: string }[];
    await t.database.db.update(categories).set({ name_en: 'Renamed by a migration' }).where(eq(categories.id, category!.id));
    const changed = await t.app.inject({ url: '/api/categories', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).toContainEqual({ id: category!.id, name: 'Renamed by a migration' });
  });

  it('countries: 200 with an ETag, then 304', async () => {
    const first = await t.app.inject({ url: '/api/countries', headers: { 'x-lang': 'de' } });
    expect(first.statusCode).toBe(200);
    expect(first.json().countries).toContainEqual({ code: 'DE', name: 'Deutschland' });
    const again = await t.app.inject({ url: '/api/countries', headers: { 'x-lang': 'de', 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('does not look the session up (a session cookie is neither read nor slid)', async () => {
    const client = await loggedIn(t.app, world.stranger.user.email);
    await t.database.db
      .update(sessions)
      .set({ last_activity: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(sessions.token_hash, sha256Hex(client.sessionToken!)));
    const response = await client.request({ url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
  });
});

describe('a cached answer comes without a promise', () => {
  it('the session (by its token), the user (a copy) and the sync state, once a request has loaded them', async () => {
    const client = await loggedIn(t.app, world.stranger.user.email);
    expect((await client.request({ url: SYNC })).statusCode).toBe(200);
    const session = t.app.liveState.session(client.sessionToken!);
    expect(session).not.toBeInstanceOf(Promise);
    expect(session).toMatchObject({ user_id: world.stranger.user.id, token_hash: sha256Hex(client.sessionToken!) });

    const user = t.app.liveState.user(world.stranger.user.id) as UserRow;
    expect(user).not.toBeInstanceOf(Promise);
    user.name = 'Changed by a caller';
    expect((t.app.liveState.user(world.stranger.user.id) as UserRow).name).not.toBe('Changed by a caller');
    expect(t.app.liveState.syncState(world.stranger.user.id)).not.toBeInstanceOf(Promise);

    // Not cached: a promise of the database's answer.
    const unknown = t.app.liveState.session('not-a-token');
    expect(unknown).toBeInstanceOf(Promise);
    await expect(unknown).resolves.toBeUndefined();
  });
});
