// /my-listings' owner moves (mark sold, show again, delete a draft) and the views/favourites counts.
import { eq } from 'drizzle-orm';
import { LISTING_PATHS, MY_LISTINGS_PATHS } from '@bizmarkt/shared/contract';
import { listings, favorites } from '../../src/db/schema';
import { useAccountsApp } from '../helpers/accounts';
import { TestClient } from '../helpers/client';
import { createListing, seller, setStatus } from '../helpers/listings';

jest.setTimeout(60_000);
const t = useAccountsApp();

const rowOf = async (id: number) => (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0];
const post = (client: TestClient, url: string, xsrf = true) => client.request({ method: 'POST', url, xsrf });
const remove = (client: TestClient, id: number, xsrf = true) => client.request({ method: 'DELETE', url: MY_LISTINGS_PATHS.remove(id), xsrf });

async function hideByOwner(id: number, until: Date | null) {
  await t.database.db.update(listings).set({ status: 'hidden', hidden_until: until }).where(eq(listings.id, id));
}

describe('POST /api/businesses/{id}/sold', () => {
  it('marks a published or hidden listing sold for good, and refuses a draft', async () => {
    const owner = await seller(t.app, t.database);
    const published = await createListing(owner.client, t.database, true);
    await setStatus(t.database, published, 'published');
    const response = await post(owner.client, MY_LISTINGS_PATHS.sold(published));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: published, status: 'sold', is_mine: true });
    expect((await rowOf(published))!.status).toBe('sold');

    const hidden = await createListing(owner.client, t.database, true);
    await hideByOwner(hidden, new Date(Date.now() + 86_400_000));
    expect((await post(owner.client, MY_LISTINGS_PATHS.sold(hidden))).statusCode).toBe(200);
    expect((await rowOf(hidden))!).toMatchObject({ status: 'sold', hidden_until: null });

    const draft = await createListing(owner.client, t.database);
    const refused = await post(owner.client, MY_LISTINGS_PATHS.sold(draft));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status[0]).toMatch(/published or hidden/);
    expect((await rowOf(draft))!.status).toBe('draft');
  });

  it('answers 419 without the CSRF token, 401 without a session, 403 to someone else and 404 for no listing', async () => {
    const owner = await seller(t.app, t.database);
    const id = await createListing(owner.client, t.database, true);
    await setStatus(t.database, id, 'published');
    expect((await post(owner.client, MY_LISTINGS_PATHS.sold(id), false)).statusCode).toBe(419);
    const guest = new TestClient(t.app);
    await guest.csrfCookie();
    expect((await post(guest, MY_LISTINGS_PATHS.sold(id))).statusCode).toBe(401);
    const other = await seller(t.app, t.database);
    expect((await post(other.client, MY_LISTINGS_PATHS.sold(id))).statusCode).toBe(403);
    expect((await post(owner.client, MY_LISTINGS_PATHS.sold(999_999))).statusCode).toBe(404);
    expect((await rowOf(id))!.status).toBe('published');
  });
});

describe('POST /api/businesses/{id}/show', () => {
  it('publishes a listing the owner hid, but not one hidden for old financial data (German message)', async () => {
    const owner = await seller(t.app, t.database);
    const id = await createListing(owner.client, t.database, true);
    await hideByOwner(id, new Date(Date.now() + 5 * 86_400_000));
    const shown = await post(owner.client, MY_LISTINGS_PATHS.show(id));
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ status: 'published', owner: { hidden_until: null } });

    await hideByOwner(id, null);
    const refused = await owner.client.request({ method: 'POST', url: MY_LISTINGS_PATHS.show(id), headers: { 'x-lang': 'de' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status[0]).toMatch(/^Nur ein Inserat, das Sie ausgeblendet haben/);
    expect((await rowOf(id))!.status).toBe('hidden');
    const other = await seller(t.app, t.database);
    expect((await post(other.client, MY_LISTINGS_PATHS.show(id))).statusCode).toBe(403);
  });
});

describe('DELETE /api/businesses/{id}', () => {
  it('deletes a draft and nothing else', async () => {
    const owner = await seller(t.app, t.database);
    const draft = await createListing(owner.client, t.database);
    const published = await createListing(owner.client, t.database, true);
    await setStatus(t.database, published, 'published');

    expect((await remove(owner.client, draft, false)).statusCode).toBe(419);
    const other = await seller(t.app, t.database);
    expect((await remove(other.client, draft)).statusCode).toBe(403);
    expect(await rowOf(draft)).toBeDefined();

    expect((await remove(owner.client, draft)).statusCode).toBe(204);
    expect(await rowOf(draft)).toBeUndefined();
    expect((await remove(owner.client, draft)).statusCode).toBe(404);

    const refused = await remove(owner.client, published);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status).toEqual(['Only a draft can be deleted.']);
    expect(await rowOf(published)).toBeDefined();
  });
});

describe('GET /api/my/businesses/stats', () => {
  it("counts other people's views of the published page and the favourites, per listing of the caller only", async () => {
    const owner = await seller(t.app, t.database);
    const id = await createListing(owner.client, t.database, true);
    const quiet = await createListing(owner.client, t.database);
    await setStatus(t.database, id, 'published');
    const buyer = await seller(t.app, t.database);
    const guest = new TestClient(t.app);

    await buyer.client.request({ url: LISTING_PATHS.listing(id) });
    await guest.request({ url: LISTING_PATHS.listing(id) });
    // The owner's own looks do not count.
    await owner.client.request({ url: LISTING_PATHS.listing(id) });
    // The page counts in the background (decision 0215).
    await t.app.repositories.myListings.viewsSettled();
    await t.database.db.insert(favorites).values({ user_id: buyer.user.id, business_id: id });

    const response = await owner.client.request({ url: MY_LISTINGS_PATHS.stats });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(
      [
        { id, views: 2, favorites: 1 },
        { id: quiet, views: 0, favorites: 0 },
      ].sort((a, b) => a.id - b.id),
    );

    expect((await buyer.client.request({ url: MY_LISTINGS_PATHS.stats })).json().data).toEqual([]);
    expect((await new TestClient(t.app).request({ url: MY_LISTINGS_PATHS.stats })).statusCode).toBe(401);
  });
});
