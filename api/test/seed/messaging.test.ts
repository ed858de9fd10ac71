// The demo conversations of `npm start`'s seed (issue #12), and the demo sellers' earlier answered
// questions that give their seller card the usual answer time (walk finding 36, decision 0164).
import { and, eq } from 'drizzle-orm';
import { LISTING_PATHS } from '@bizmarkt/shared/contract';
import { listings, users } from '../../src/db/schema';
import { PAST_BUYERS, seedAnsweredConversations } from '../../src/seed/answered-conversations';
import { BROWSE_SELLER_EMAIL } from '../../src/seed/browse-listings';
import { seedDemoConversations } from '../../src/seed/messaging';
import { TestClient } from '../helpers/client';
import { FREE, SELLER, useTestApp } from '../helpers/test-app';

const t = useTestApp();

async function listingId(sellerEmail: string, name: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.user_id))
    .where(and(eq(users.email, sellerEmail), eq(listings.name, name)));
  return row!.id;
}

async function sellerFacts(id: number) {
  return (await new TestClient(t.app).request({ url: LISTING_PATHS.listing(id) })).json().seller;
}

it('adds two dialogs once; the seller sees one unread message, the free buyer a locked chat', async () => {
  expect(await seedDemoConversations(t.database.db)).toBe(2);
  expect(await seedDemoConversations(t.database.db)).toBe(0);

  const seller = new TestClient(t.app);
  await seller.login(SELLER);
  const list = (await seller.request({ url: '/api/dialogs' })).json();
  expect(list.data).toHaveLength(1);
  expect(list.data[0]).toMatchObject({ name: 'Camping gear wholesale store', is_mine: true, unread_count: 1 });
  expect(list.data[0].dialogs).toHaveLength(2);

  const free = new TestClient(t.app);
  await free.login(FREE);
  const locked = (await free.request({ url: '/api/dialogs' })).json().data[0].dialogs[0];
  expect(locked).toMatchObject({ hide_messages: true, unread_count: 1, messages: [] });
});

it('gives both demo sellers answered first messages, so their seller card says how fast they usually answer', async () => {
  const camping = await listingId(SELLER.email, 'Camping gear wholesale store');
  const trail = await listingId(BROWSE_SELLER_EMAIL, 'Running gear for trail runners');
  // Before: the PRO buyer's one answered question is too few for a figure (fewer than three).
  expect((await sellerFacts(camping)).response_hours).toBeNull();
  expect((await sellerFacts(trail)).response_hours).toBeNull();

  expect(await seedAnsweredConversations(t.database.db)).toBe(7);
  expect(await seedAnsweredConversations(t.database.db)).toBe(0);

  // Sophie: ½ (the PRO buyer's, above), 2, 3½ and 6 hours — median 2¾, rounded up; Greta: 1½, 3, 4½, 7 — 3¾.
  expect((await sellerFacts(camping)).response_hours).toBe(3);
  expect((await sellerFacts(trail)).response_hours).toBe(4);

  // The background buyers cannot sign in (no password), and the seller's newest conversation stays first.
  const rows = await t.database.db.select({ hash: users.password_hash }).from(users).where(eq(users.email, PAST_BUYERS[0].email));
  expect(rows).toEqual([{ hash: null }]);
  const seller = new TestClient(t.app);
  await seller.login(SELLER);
  const list = (await seller.request({ url: '/api/dialogs' })).json();
  expect(list.data.map((group: { name: string }) => group.name)).toEqual(['Camping gear wholesale store', 'Baby bath thermometers']);
  expect(list.data[1].dialogs).toHaveLength(3);
  expect(list.data[1].unread_count).toBe(0);
});
