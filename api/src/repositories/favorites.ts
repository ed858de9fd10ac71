// Favourites (spec §3). The browse issue adds the toggle and the lists; the listing lifecycle needs
// "who favourited this listing" to tell them about a new price or another material edit.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { favorites } from '../db/schema';

export function createFavoritesRepository(db: Db) {
  const usersOf = db
    .select({ user_id: favorites.user_id })
    .from(favorites)
    .where(eq(favorites.business_id, sql.placeholder('businessId')))
    .orderBy(favorites.user_id)
    .prepare('favorites_users_of_business');

  return {
    /** Marks the listing as a favourite of the user; adding it twice keeps the first one. */
    async add(userId: number, businessId: number): Promise<void> {
      await db.insert(favorites).values({ user_id: userId, business_id: businessId }).onConflictDoNothing();
    },

    async remove(userId: number, businessId: number): Promise<void> {
      await db.delete(favorites).where(sql`${favorites.user_id} = ${userId} and ${favorites.business_id} = ${businessId}`);
    },

    /** The ids of the users who favourited the listing. */
    async userIdsOf(businessId: number): Promise<number[]> {
      const rows = await usersOf.execute({ businessId });
      return rows.map((row) => row.user_id);
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
