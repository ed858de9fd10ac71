// Favourites (issue #11, spec §7): the toggle, the ids, the list with its change markers, read marks;
// session (401) and CSRF (419) on every state-changing call.
import { eq } from 'drizzle-orm';
import { FAVORITES_PATHS, type FavoriteCard, type FavoritesResponse } from '@bizmarkt/shared/contract';
import { listings, favorites } from '../../src/db/schema';
import { createUser, loggedIn, useAccountsApp } from '../helpers/accounts';
import { TestClient } from '../helpers/client';
import { freshSeller, insertListing } from '../helpers/browse';

jest.setTimeout(60_000);
const t = useAccountsApp();

const toggle = (client: TestClient, listingId: unknown, xsrf = true) =>
  client.request({ method: 'POST', url: FAVORITES_PATHS.toggle, payload: { business_id: listingId }, xsrf });
const ids = async (client: TestClient) => (await client.request({ url: FAVORITES_PATHS.ids })).json() as number[];
const list = async (client: TestClient) => (await client.request({ url: FAVORITES_PATHS.list })).json() as FavoritesResponse;
const cardOf = async (client: TestClient, id: number) => (await list(client)).data.find((card) => card.id === id) as FavoriteCard;

async function buyer() {
  const user = await createUser(t.database);
  return { user, client: await loggedIn(t.app, user.email) };
}

describe('the session and CSRF rules', () => {
  it('answers 401 to a visitor and 419 without the CSRF token', async () => {
    const seller = await freshSeller(t.database);
    const listing = await insertListing(t.database, seller.id);
    const guest = new TestClient(t.app);
    await guest.csrfCookie();
    expect((await guest.request({ url: FAVORITES_PATHS.ids })).statusCode).toBe(401);
    expect((await guest.request({ url: FAVORITES_PATHS.list })).statusCode).toBe(401);
    expect((await toggle(guest, listing.id)).statusCode).toBe(401);
    expect((await guest.request({ method: 'POST', url: FAVORITES_PATHS.read })).statusCode).toBe(401);
    const { client } = await buyer();
    expect((await toggle(client, listing.id, false)).statusCode).toBe(419);
    expect((await client.request({ method: 'POST', url: FAVORITES_PATHS.read, xsrf: false })).statusCode).toBe(419);
    expect(await ids(client)).toEqual([]);
  });
});

describe('POST /api/favorites (toggle) and GET /api/favorites/ids', () => {
  it('adds, then removes; each user sees only their own ids', async () => {
    const seller = await freshSeller(t.database);
    const first = await insertListing(t.database, seller.id);
    const second = await insertListing(t.database, seller.id);
    const alice = await buyer();
    const bob = await buyer();
    expect((await toggle(alice.client, first.id)).json()).toEqual({ favorite: true });
    expect((await toggle(alice.client, String(second.id))).json()).toEqual({ favorite: true });
    expect((await toggle(bob.client, second.id)).json()).toEqual({ favorite: true });
    expect(await ids(alice.client)).toEqual([second.id, first.id]);
    expect(await ids(bob.client)).toEqual([second.id]);
    expect((await toggle(alice.client, second.id)).json()).toEqual({ favorite: false });
    expect(await ids(alice.client)).toEqual([first.id]);
    expect(await ids(bob.client)).toEqual([second.id]);
    const rows = await t.database.db.select().from(favorites).where(eq(favorites.business_id, second.id));
    expect(rows.map((row) => row.user_id)).toEqual([bob.user.id]);
  });

  it('refuses to add a listing that is not published (422), but removes one that left the market', async () => {
    const seller = await freshSeller(t.database);
    const draft = await insertListing(t.database, seller.id, { status: 'draft' });
    const listing = await insertListing(t.database, seller.id);
    const { client } = await buyer();
    for (const bad of [draft.id, 999_999_999, 'abc', null]) {
      const response = await toggle(client, bad);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['business_id']);
    }
    await toggle(client, listing.id);
    await t.database.db.update(listings).set({ status: 'hidden' }).where(eq(listings.id, listing.id));
    expect((await toggle(client, listing.id)).json()).toEqual({ favorite: false });
    expect(await ids(client)).toEqual([]);
  });

  it('forgets a deleted listing', async () => {
    const seller = await freshSeller(t.database);
    const listing = await insertListing(t.database, seller.id);
    const { client } = await buyer();
    await toggle(client, listing.id);
    await t.database.db.delete(listings).where(eq(listings.id, listing.id));
    expect(await ids(client)).toEqual([]);
    expect((await list(client)).data).toEqual([]);
  });
});

describe('GET /api/favorites and POST /api/favorites/read (change markers)', () => {
  it('shows price changes, material updates and a sale since the last read, and starts over on read', async () => {
    const seller = await freshSeller(t.database);
    const priced = await insertListing(t.database, seller.id, { name: 'Priced', price: 100_000 });
    const edited = await insertListing(t.database, seller.id, { name: 'Edited' });
    const sold = await insertListing(t.database, seller.id, { name: 'Sold' });
    const { client } = await buyer();
    for (const listing of [priced, edited, sold]) await toggle(client, listing.id);

    const fresh = await list(client);
    expect(fresh.data.map((card) => card.name)).toEqual(['Sold', 'Edited', 'Priced']);
    expect(fresh.data.every((card) => !card.price_changed && !card.updated && !card.sold && card.available)).toBe(true);
    expect(fresh.read_at).not.toBeNull();

    t.app.clock.now = () => new Date(Date.now() + 60_000);
    await t.database.db.update(listings).set({ price: 90_000 }).where(eq(listings.id, priced.id));
    await t.app.lifecycle.tellFans(
      { business_id: edited.id, owner_id: seller.id, type: 'favorite-updated', data: {} },
      { log: t.app.log, now: t.app.clock.now() },
    );
    await t.database.db.update(listings).set({ status: 'sold' }).where(eq(listings.id, sold.id));

    expect(await cardOf(client, priced.id)).toMatchObject({ price: 90_000, price_changed: true, old_price: 100_000, updated: false, sold: false });
    expect(await cardOf(client, edited.id)).toMatchObject({ price_changed: false, old_price: null, updated: true, sold: false });
    expect(await cardOf(client, sold.id)).toMatchObject({ status: 'sold', available: false, sold: true });

    t.app.clock.now = () => new Date(Date.now() + 120_000);
    const read = await client.request({ method: 'POST', url: FAVORITES_PATHS.read });
    expect(read.statusCode).toBe(200);
    const after = await list(client);
    expect(after.read_at).toBe(read.json().read_at);
    expect(after.data.map((card) => [card.name, card.price_changed, card.updated, card.sold])).toEqual([
      ['Sold', false, false, false],
      ['Edited', false, false, false],
      ['Priced', false, false, false],
    ]);
  });

  it("marks only the caller's favourites read", async () => {
    const seller = await freshSeller(t.database);
    const listing = await insertListing(t.database, seller.id, { price: 5_000 });
    const alice = await buyer();
    const bob = await buyer();
    await toggle(alice.client, listing.id);
    await toggle(bob.client, listing.id);
    await t.database.db.update(listings).set({ price: 4_000 }).where(eq(listings.id, listing.id));
    await alice.client.request({ method: 'POST', url: FAVORITES_PATHS.read });
    expect((await cardOf(alice.client, listing.id)).price_changed).toBe(false);
    expect(await cardOf(bob.client, listing.id)).toMatchObject({ price_changed: true, old_price: 5_000 });
  });
});
