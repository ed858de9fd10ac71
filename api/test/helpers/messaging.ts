// Messaging tests (issue #12): a seller with a published listing (and one under NDA), a PRO buyer and a
// free buyer, each logged in through the real session and CSRF.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client';
import { listings, listingNdaVersions, type UserRow } from '../../src/db/schema';
import { createUser, loggedIn } from './accounts';
import type { TestClient } from './client';
import { insertListing } from './listing-lifecycle';
import { NDA_TEXT } from './listings';

export interface Party {
  user: UserRow;
  client: TestClient;
}

export interface MessagingWorld {
  seller: Party;
  pro: Party;
  free: Party;
  /** A stranger to every dialog (PRO, so only participation stops them). */
  stranger: Party;
  listingId: number;
  ndaListingId: number;
  ndaVersionId: number;
}

async function party(app: FastifyInstance, database: DatabaseHandle, overrides: Parameters<typeof createUser>[1] = {}): Promise<Party> {
  const user = await createUser(database, overrides);
  return { user, client: await loggedIn(app, user.email) };
}

export async function messagingWorld(app: FastifyInstance, database: DatabaseHandle): Promise<MessagingWorld> {
  const seller = await party(app, database, { role: 'seller', name: 'Sina', last_name: 'Seller' });
  const pro = await party(app, database, { subscription: 'active', name: 'Paula', last_name: 'Pro' });
  const free = await party(app, database, { name: 'Fred', last_name: 'Free' });
  const stranger = await party(app, database, { subscription: 'active', name: 'Stan', last_name: 'Stranger' });
  const listingId = await insertListing(database, seller.user.id, { name: 'Garden tools brand' });
  const ndaListingId = await insertListing(database, seller.user.id, { name: 'Secret skincare brand', nda: true });
  const [version] = await database.db.insert(listingNdaVersions).values({ business_id: ndaListingId, version: 1, text: NDA_TEXT }).returning();
  await database.db.update(listings).set({ nda_version_id: version!.id }).where(eq(listings.id, ndaListingId));
  return { seller, pro, free, stranger, listingId, ndaListingId, ndaVersionId: version!.id };
}

export function sendText(client: TestClient, listingId: number, message: string, opponentId?: number) {
  return client.request({
    method: 'POST',
    url: '/api/messages',
    payload: { type: 'text', business_id: listingId, message, ...(opponentId === undefined ? {} : { opponent_id: opponentId }) },
  });
}
