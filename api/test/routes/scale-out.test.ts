// Two API instances on one PostgreSQL (issue #14): each keeps sessions, users and sync state in memory,
// and a write through one must reach the other's answers. Instance A is the test app, B a second app
// with its own pool, change listener and caches (createPeerApp). Requests go to A or B by name rather
// than through a round-robin proxy: a proxy would only pick the same two targets, and naming them
// makes every "written on A, read on B" step explicit instead of depending on the proxy's turn.
//
// B hears A's writes through LISTEN/NOTIFY a moment after A's commit (api/README.md states the bound).
// Each cross-instance step first waits for B to hear the change, an event, never a fixed sleep; the
// assertions then prove that B's answer changes at once, without any entry expiring.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS, LISTING_PATHS, SEARCH_PATHS, type SearchResponse } from '@bizmarkt/shared/contract';
import type { ChangeEvent } from '../../src/db/changes';
import { sessions } from '../../src/db/schema';
import { sha256Hex } from '../../src/lib/tokens';
import { createUser, loggedIn, TEST_PASSWORD } from '../helpers/accounts';
import { insertListing } from '../helpers/browse';
import { TestClient } from '../helpers/client';
import { messagingWorld, sendText } from '../helpers/messaging';
import { currentLeg } from '../helpers/database';
import { createPeerApp, useTestApp } from '../helpers/test-app';

const t = useTestApp();
let peer: Awaited<ReturnType<typeof createPeerApp>> | undefined;
const onPostgres = currentLeg() === 'postgres';

function b(): FastifyInstance {
  if (!peer) throw new Error('instance B did not start');
  return peer.app;
}

/** The same browser (cookies) talking to another instance. */
function sameBrowserOn(app: FastifyInstance, client: TestClient): TestClient {
  const other = new TestClient(app);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

/** Resolves when `app` has heard a change matching `wanted` (subscribe before the write). */
function heard(app: FastifyInstance, wanted: (event: ChangeEvent) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = app.liveState.feed.subscribe((event) => {
      if (event !== 'reset' && !wanted(event)) return;
      unsubscribe();
      resolve();
    });
  });
}
const userChange = (userId: number) => (event: ChangeEvent) => event !== 'reset' && event.kind === 'user' && event.userId === userId;
const sessionChange = (sessionId: string) => (event: ChangeEvent) => event !== 'reset' && event.kind === 'session' && event.sessionId === sessionId;

async function sessionIdOf(client: TestClient): Promise<string> {
  const [row] = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.token_hash, sha256Hex(client.sessionToken!)));
  if (!row) throw new Error('the client has no session row');
  return row.id;
}

const SYNC = '/api/sync?timestamp=1&latestMessageId=0';

(onPostgres ? describe : describe.skip)('two API instances on one PostgreSQL', () => {
  // Inside the describe: B starts after A and stops before A drops the database.
  beforeAll(async () => {
    peer = await createPeerApp(t);
  });
  afterAll(async () => {
    await peer?.close();
  });

  it('a message written through A is in the next sync that B answers, with its unread counts', async () => {
    const world = await messagingWorld(t.app, t.database);
    const sellerOnB = sameBrowserOn(b(), world.seller.client);
    // B has the seller's session, user and "nothing new" in memory.
    const before = await sellerOnB.request({ url: SYNC });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ messages: [], unreadNotifications: 0, unreadMessages: 0, unreadByDialog: {} });
    expect((await sellerOnB.request({ url: SYNC })).json().messages).toEqual([]);

    const bHearsIt = heard(b(), userChange(world.seller.user.id));
    const sent = await sendText(world.pro.client, world.listingId, 'Sent through instance A');
    expect(sent.statusCode).toBe(201);
    await bHearsIt;

    const after = await sellerOnB.request({ url: SYNC });
    expect(after.statusCode).toBe(200);
    const body = after.json();
    expect(body.messages).toEqual([expect.objectContaining({ message: 'Sent through instance A', is_mine: false })]);
    expect(body.unreadMessages).toBe(1);
    expect(Object.values(body.unreadByDialog)).toEqual([1]);
  });

  it('a logout on A ends the session on B at once', async () => {
    const user = await createUser(t.database);
    const onA = await loggedIn(t.app, user.email);
    const onB = sameBrowserOn(b(), onA);
    expect((await onB.request({ url: '/api/user' })).statusCode).toBe(200);
    const sessionId = await sessionIdOf(onA);

    const bHearsIt = heard(b(), sessionChange(sessionId));
    expect((await onA.logout()).statusCode).toBe(204);
    await bHearsIt;

    const refused = await onB.request({ url: '/api/user' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it("a password change on A ends the user's other session on B at once and keeps the one that made it", async () => {
    const user = await createUser(t.database);
    const phone = await loggedIn(t.app, user.email);
    const laptopOnB = sameBrowserOn(b(), await loggedIn(t.app, user.email));
    expect((await laptopOnB.request({ url: SYNC })).statusCode).toBe(200);
    const laptopSession = await sessionIdOf(laptopOnB);

    const bHearsIt = heard(b(), sessionChange(laptopSession));
    const changed = await phone.request({
      method: 'POST',
      url: ACCOUNT_PATHS.changePassword,
      payload: { old_password: TEST_PASSWORD, password: 'Amber-Heron-77', password_confirmation: 'Amber-Heron-77' },
    });
    expect(changed.statusCode).toBe(200);
    await bHearsIt;

    expect((await laptopOnB.request({ url: SYNC })).statusCode).toBe(401);
    expect((await sameBrowserOn(b(), phone).request({ url: SYNC })).statusCode).toBe(200);
  });

  it('a listing marked sold on A disappears from search on B', async () => {
    const seller = await createUser(t.database, { role: 'seller' });
    const name = 'Scale-out candle brand';
    const listing = await insertListing(t.database, seller.id, { name });
    const search = async () => {
      const response = await new TestClient(b()).request({ url: `${SEARCH_PATHS.search}?${new URLSearchParams({ q: 'candle' })}` });
      expect(response.statusCode).toBe(200);
      return (response.json() as SearchResponse).data.map((card) => card.name);
    };
    expect(await search()).toContain(name);

    const owner = await loggedIn(t.app, seller.email);
    expect((await owner.request({ method: 'POST', url: `/api/businesses/${listing.id}/sold` })).statusCode).toBe(200);

    // Search is not cached: B reads the database, so no change needs to be heard first.
    expect(await search()).not.toContain(name);
  });

  it("a listing its owner hides on A disappears from search and from a visitor's view of it on B", async () => {
    const seller = await createUser(t.database, { role: 'seller' });
    const name = 'Scale-out teapot brand';
    const listing = await insertListing(t.database, seller.id, { name });
    const visitorOnB = new TestClient(b());
    const search = async () => {
      const response = await visitorOnB.request({ url: `${SEARCH_PATHS.search}?${new URLSearchParams({ q: 'teapot' })}` });
      expect(response.statusCode).toBe(200);
      return (response.json() as SearchResponse).data.map((card) => card.name);
    };
    expect(await search()).toContain(name);
    expect((await visitorOnB.request({ url: LISTING_PATHS.listing(listing.id) })).statusCode).toBe(200);

    const owner = await loggedIn(t.app, seller.email);
    const hidden = await owner.request({ method: 'POST', url: LISTING_PATHS.listing(listing.id), payload: { hide_listing: { hide_for_x_days: 7 } } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ status: 'hidden' });

    expect(await search()).not.toContain(name);
    expect((await visitorOnB.request({ url: LISTING_PATHS.listing(listing.id) })).statusCode).toBe(307);
  });
});

(onPostgres ? describe.skip : describe)('PGlite', () => {
  it('runs in one process: there is no second instance to keep in step', () => {
    expect(t.database.kind).toBe('pglite');
  });
});
