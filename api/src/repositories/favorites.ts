// Favourites (spec §3, issue #11): the toggle, the ids and the list with its change markers. The listing
// lifecycle needs "who favourited this listing" to tell them about a new price or another material
// edit, and stamps `changed_at` when it tells them of a material edit (the `updated` marker).
// Each favourite keeps what its user saw when they last read the list (or added it): the price and
// the status; the markers compare the listing now with that.
import { eq, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { favorites } from '../db/schema';
import type { Lang } from '../lib/lang';
import { cardColumns, type CardRow } from './search';

export interface FavoriteRow extends CardRow {
  status: string;
  favorited_at: string | Date;
  read_at: string | Date;
  seen_price: number | string | null;
  price_changed: boolean;
  updated: boolean;
  sold: boolean;
}

export function createFavoritesRepository(db: Db) {
  const usersOf = db
    .select({ user_id: favorites.user_id })
    .from(favorites)
    .where(eq(favorites.business_id, sql.placeholder('listingId')))
    .orderBy(favorites.user_id)
    .prepare('favorites_users_of_business');

  const idsOf = db
    .select({ business_id: favorites.business_id })
    .from(favorites)
    .where(eq(favorites.user_id, sql.placeholder('userId')))
    .orderBy(sql`${favorites.created_at} desc`, sql`${favorites.business_id} desc`)
    .prepare('favorites_ids_of_user');

  return {
    /** Marks the listing as a favourite of the user (seen as it is now); adding it twice keeps the first one. */
    async add(userId: number, listingId: number): Promise<void> {
      await db.execute(
        sql`INSERT INTO favorites (user_id, business_id, seen_price, seen_status)
            SELECT ${userId}, b.id, b.price, b.status FROM businesses b WHERE b.id = ${listingId}
            ON CONFLICT DO NOTHING`,
      );
    },

    async remove(userId: number, listingId: number): Promise<void> {
      await db.delete(favorites).where(sql`${favorites.user_id} = ${userId} and ${favorites.business_id} = ${listingId}`);
    },

    /** The ids of the users who favourited the listing. */
    async userIdsOf(listingId: number): Promise<number[]> {
      const rows = await usersOf.execute({ listingId });
      return rows.map((row) => row.user_id);
    },

    /** The user's favourite listing ids, newest favourite first. */
    async idsOf(userId: number): Promise<number[]> {
      return (await idsOf.execute({ userId })).map((row) => row.business_id);
    },

    /**
     * Removes the favourite if there is one (false), else adds it — only for a published listing —
     * as read now (true); null: not a favourite and not published (nothing changed).
     */
    async toggle(userId: number, listingId: number, now: Date): Promise<boolean | null> {
      const removed = await db
        .delete(favorites)
        .where(sql`${favorites.user_id} = ${userId} and ${favorites.business_id} = ${listingId}`)
        .returning({ id: favorites.business_id });
      if (removed.length > 0) return false;
      const added = await selectRows<{ business_id: number }>(
        db,
        sql`INSERT INTO favorites (user_id, business_id, created_at, read_at, seen_price, seen_status)
            SELECT ${userId}, b.id, ${now.toISOString()}, ${now.toISOString()}, b.price, b.status
            FROM businesses b WHERE b.id = ${listingId} AND b.status = 'published'
            ON CONFLICT DO NOTHING RETURNING business_id`,
      );
      if (added.length > 0) return true;
      // A double click racing itself: the other request added it.
      const [still] = await selectRows<{ n: number }>(db, sql`SELECT 1 AS n FROM favorites WHERE user_id = ${userId} AND business_id = ${listingId}`);
      return still ? true : null;
    },

    /** The user's favourites as cards with the change markers, newest favourite first. */
    async list(userId: number, lang: Lang, now: Date): Promise<FavoriteRow[]> {
      return selectRows<FavoriteRow>(
        db,
        sql`SELECT ${cardColumns(lang, now)}, b.status, f.created_at AS favorited_at, f.read_at, f.seen_price,
              (b.price IS DISTINCT FROM f.seen_price) AS price_changed,
              (f.changed_at IS NOT NULL AND f.changed_at > f.read_at) AS updated,
              (b.status = 'sold' AND f.seen_status IS DISTINCT FROM 'sold') AS sold
            FROM favorites f JOIN businesses b ON b.id = f.business_id LEFT JOIN categories c ON c.id = b.category_id
            WHERE f.user_id = ${userId}
            ORDER BY f.created_at DESC, f.business_id DESC`,
      );
    },

    /** Marks every favourite of the user read: the markers start over from the listings as they are now. */
    async markRead(userId: number, now: Date): Promise<void> {
      await db.execute(
        sql`UPDATE favorites f SET read_at = ${now.toISOString()}, seen_price = b.price, seen_status = b.status
            FROM businesses b WHERE b.id = f.business_id AND f.user_id = ${userId}`,
      );
    },

    /** A material edit of the listing was told to its fans (the `updated` marker). */
    async stampChanged(listingId: number, now: Date): Promise<void> {
      await db.update(favorites).set({ changed_at: now }).where(eq(favorites.business_id, listingId));
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
