// The owner's side of /my-listings beyond saving (issue #11): how often each listing was viewed and
// favourited, and the status moves the page offers (mark as sold, show again, delete a draft). Each
// move is guarded by the status it leaves, so a sweep or a moderator acting at the same moment wins
// or loses cleanly instead of both applying.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, businessViews, favorites, type ListingStatus } from '../db/schema';

export interface ListingStats {
  id: number;
  views: number;
  favorites: number;
}

/** Statuses a listing may be marked sold from: on the market or hidden from it. */
export const SELLABLE_STATUSES: readonly ListingStatus[] = ['published', 'hidden'];

export function createMyListingsRepository(db: Db) {
  const statsOf = db
    .select({
      id: businesses.id,
      views: sql<number>`coalesce(${businessViews.views}, 0)::int`,
      favorites: sql<number>`(select count(*) from ${favorites} where ${favorites.business_id} = ${businesses.id})::int`,
    })
    .from(businesses)
    .leftJoin(businessViews, eq(businessViews.business_id, businesses.id))
    .where(eq(businesses.user_id, sql.placeholder('userId')))
    .orderBy(businesses.id)
    .prepare('my_listings_stats');

  /** Moves one listing out of `from`; true when it moved. */
  async function move(id: number, from: readonly ListingStatus[], changes: Partial<typeof businesses.$inferInsert>, now: Date, extra?: ReturnType<typeof and>) {
    const moved = await db
      .update(businesses)
      .set({ ...changes, updated_at: now })
      .where(and(eq(businesses.id, id), inArray(businesses.status, [...from]), extra))
      .returning({ id: businesses.id });
    return moved.length > 0;
  }

  return {
    /** One more view of the listing's page by someone other than its owner. */
    async countView(businessId: number, now: Date): Promise<void> {
      await db
        .insert(businessViews)
        .values({ business_id: businessId, views: 1, last_viewed_at: now })
        .onConflictDoUpdate({ target: businessViews.business_id, set: { views: sql`${businessViews.views} + 1`, last_viewed_at: now } });
    },

    /** Views and favourites of every listing of the owner. */
    async statsOf(userId: number): Promise<ListingStats[]> {
      return statsOf.execute({ userId });
    },

    /** Published or hidden → sold, for good (an owner's hide ends with it). */
    markSold(id: number, now: Date): Promise<boolean> {
      return move(id, SELLABLE_STATUSES, { status: 'sold', hidden_until: null }, now);
    },

    /**
     * Hidden by the owner → published at once (the hide's days cut short). A listing hidden for old
     * financials (no `hidden_until`) comes back only with new financials: not here.
     */
    showAgain(id: number, now: Date): Promise<boolean> {
      return move(id, ['hidden'], { status: 'published', hidden_until: null, hide_for_x_days: null }, now, isNotNull(businesses.hidden_until));
    },

    /** Deletes a draft (images, months and the rest go with it by cascade); false for any other status. */
    async deleteDraft(id: number): Promise<boolean> {
      const deleted = await db
        .delete(businesses)
        .where(and(eq(businesses.id, id), eq(businesses.status, 'draft')))
        .returning({ id: businesses.id });
      return deleted.length > 0;
    },
  };
}

export type MyListingsRepository = ReturnType<typeof createMyListingsRepository>;
