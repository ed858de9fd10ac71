// The owner's side of /my-listings beyond saving (issue #11): how often each listing was viewed and
// favourited, and the status moves the page offers (mark as sold, show again, delete a draft). Each
// move is guarded by the status it leaves, so a sweep or a moderator acting at the same moment wins
// or loses cleanly instead of both applying.
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { listings, listingViews, listingViewVisitors, favorites, type ListingStatus } from '../db/schema';

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
      id: listings.id,
      views: sql<number>`coalesce(${listingViews.views}, 0)::int`,
      favorites: sql<number>`(select count(*) from ${favorites} where ${favorites.business_id} = ${listings.id})::int`,
    })
    .from(listings)
    .leftJoin(listingViews, eq(listingViews.business_id, listings.id))
    .where(eq(listings.user_id, sql.placeholder('userId')))
    .orderBy(listings.id)
    .prepare('my_listings_stats');

  /** Moves one listing out of `from`; true when it moved. */
  async function move(id: number, from: readonly ListingStatus[], changes: Partial<typeof listings.$inferInsert>, now: Date, extra?: ReturnType<typeof and>) {
    const moved = await db
      .update(listings)
      .set({ ...changes, updated_at: now })
      .where(and(eq(listings.id, id), inArray(listings.status, [...from]), extra))
      .returning({ id: listings.id });
    return moved.length > 0;
  }

  /** View counts started by `countViewInBackground` that have not landed yet. */
  const pendingViews = new Set<Promise<unknown>>();

  async function countView(listingId: number, visitor: string, day: string, now: Date): Promise<boolean> {
    const rows = await selectRows<{ business_id: number }>(
      db,
      sql`WITH first_today AS (
            INSERT INTO ${listingViewVisitors} (day, business_id, visitor) VALUES (${day}, ${listingId}, ${visitor})
            ON CONFLICT DO NOTHING RETURNING business_id
          )
          INSERT INTO ${listingViews} (business_id, views, last_viewed_at)
          SELECT business_id, 1, ${now.toISOString()}::timestamptz FROM first_today
          ON CONFLICT (business_id) DO UPDATE SET views = ${listingViews}.views + 1, last_viewed_at = excluded.last_viewed_at
          RETURNING business_id`,
    );
    return rows.length > 0;
  }

  return {
    /**
     * `countView` without the caller waiting for it: the listing page answers without the write's
     * round trip (decision 0215). The statement is sent at once; a failure goes to `onError` (the
     * count is the owner's rough measure, a lost view is not the visitor's error).
     */
    countViewInBackground(listingId: number, visitor: string, day: string, now: Date, onError: (error: unknown) => void): void {
      const write = countView(listingId, visitor, day, now).then(
        () => undefined,
        (error: unknown) => onError(error),
      );
      pendingViews.add(write);
      void write.finally(() => pendingViews.delete(write));
    },

    /** Resolves once every background view count started so far has landed (the app's close; tests). */
    async viewsSettled(): Promise<void> {
      await Promise.all([...pendingViews]);
    },

    /**
     * A view of the listing's page by someone other than its owner: counted when this visitor (a
     * keyed hash, see `viewerKey`) has not been counted for the listing on `day` yet. One statement,
     * so two tabs opening the page at once still count once. True when it counted.
     */
    countView,

    /** Forgets who was counted before `day` (their views stay counted); answers how many rows went. */
    async forgetVisitorsBefore(day: string): Promise<number> {
      const [row] = await selectRows<{ gone: number }>(
        db,
        sql`WITH gone AS (DELETE FROM ${listingViewVisitors} WHERE ${lt(listingViewVisitors.day, day)} RETURNING 1) SELECT count(*)::int AS gone FROM gone`,
      );
      return row?.gone ?? 0;
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
      return move(id, ['hidden'], { status: 'published', hidden_until: null, hide_for_x_days: null }, now, isNotNull(listings.hidden_until));
    },

    /** Deletes a draft (images, months and the rest go with it by cascade); false for any other status. */
    async deleteDraft(id: number): Promise<boolean> {
      const deleted = await db
        .delete(listings)
        .where(and(eq(listings.id, id), eq(listings.status, 'draft')))
        .returning({ id: listings.id });
      return deleted.length > 0;
    },
  };
}

export type MyListingsRepository = ReturnType<typeof createMyListingsRepository>;
