// The SQL of the listing lifecycle: status transitions guarded by the status they leave (so two
// moderators, or a moderator and a job, cannot both move a listing), the lifecycle log, and the
// scheduled rules. Every instant comes from the caller (the app's clock, or a job's `now`).
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listings, listingLifecycleEvents, type ListingRow, type LifecycleEventKind, type ListingStatus, type NewListingLifecycleEventRow } from '../db/schema';

/** What the notifications of a listing need to say (spec §3 notification data). */
export interface ListingFacts {
  id: number;
  user_id: number;
  name: string;
  price: number | null;
  image: string | null;
  status: ListingStatus;
  financials_updated_at: Date | null;
}

const facts = {
  id: listings.id,
  user_id: listings.user_id,
  name: listings.name,
  price: listings.price,
  image: listings.image,
  status: listings.status,
  financials_updated_at: listings.financials_updated_at,
};

export type ListingChanges = Partial<Pick<ListingRow, 'status' | 'verified_at' | 'cancel_reason' | 'hidden_until' | 'submitted_at'>>;

export function createListingLifecycleRepository(db: Db) {
  const lastEventOf = db
    .select()
    .from(listingLifecycleEvents)
    .where(and(eq(listingLifecycleEvents.business_id, sql.placeholder('listingId')), eq(listingLifecycleEvents.kind, sql.placeholder('kind'))))
    .orderBy(desc(listingLifecycleEvents.created_at), desc(listingLifecycleEvents.id))
    .limit(1)
    .prepare('business_lifecycle_last_event');

  /** Moves the listings matching `where` and logs one event each, in one transaction. */
  async function moveAndLog(where: SQL | undefined, changes: ListingChanges, event: Omit<NewListingLifecycleEventRow, 'business_id'>): Promise<ListingFacts[]> {
    return db.transaction(async (tx) => {
      const moved = await tx
        .update(listings)
        .set({ ...changes, updated_at: event.created_at })
        .where(where)
        .returning(facts);
      if (moved.length > 0) {
        await tx.insert(listingLifecycleEvents).values(moved.map((row) => ({ ...event, business_id: row.id })));
      }
      return moved;
    });
  }

  return {
    async log(event: NewListingLifecycleEventRow): Promise<void> {
      await db.insert(listingLifecycleEvents).values(event);
    },

    /** The latest event of a kind (e.g. the last verification, with its snapshot). */
    async lastEvent(listingId: number, kind: LifecycleEventKind) {
      const [row] = await lastEventOf.execute({ listingId, kind });
      return row;
    },

    /** The snapshot of the latest event of one of the kinds that has one. */
    async lastSnapshot(listingId: number, kinds: readonly LifecycleEventKind[]): Promise<unknown> {
      const [row] = await db
        .select({ snapshot: listingLifecycleEvents.snapshot })
        .from(listingLifecycleEvents)
        .where(
          and(eq(listingLifecycleEvents.business_id, listingId), inArray(listingLifecycleEvents.kind, [...kinds]), isNotNull(listingLifecycleEvents.snapshot)),
        )
        .orderBy(desc(listingLifecycleEvents.created_at), desc(listingLifecycleEvents.id))
        .limit(1);
      return row?.snapshot ?? null;
    },

    async facts(listingId: number): Promise<ListingFacts | undefined> {
      const [row] = await db.select(facts).from(listings).where(eq(listings.id, listingId)).limit(1);
      return row;
    },

    /**
     * Moves one listing from one of the `from` statuses, logging the event; undefined when it is not
     * (any longer) in one of them.
     */
    async transition(
      listingId: number,
      from: readonly ListingStatus[],
      changes: ListingChanges,
      event: Omit<NewListingLifecycleEventRow, 'business_id'>,
    ): Promise<ListingFacts | undefined> {
      const [row] = await moveAndLog(and(eq(listings.id, listingId), inArray(listings.status, [...from])), changes, event);
      return row;
    },

    /** Published listings whose financials were last updated at or before `cutoff`: hidden. */
    hideOutdated(cutoff: Date, now: Date): Promise<ListingFacts[]> {
      return moveAndLog(
        and(eq(listings.status, 'published'), isNotNull(listings.financials_updated_at), lte(listings.financials_updated_at, cutoff)),
        { status: 'hidden', hidden_until: null },
        { kind: 'hidden-outdated', created_at: now },
      );
    },

    /**
     * Listings hidden for old financials (no `hidden_until`) whose financials are recent again (newer
     * than `cutoff`, e.g. synced from sellerboard): published again.
     */
    restoreRefreshed(cutoff: Date, now: Date): Promise<ListingFacts[]> {
      return moveAndLog(
        and(eq(listings.status, 'hidden'), isNull(listings.hidden_until), gt(listings.financials_updated_at, cutoff)),
        { status: 'published' },
        { kind: 'restored', created_at: now },
      );
    },

    /** Listings the owner hid whose days are over: published again. */
    endOwnerHides(now: Date): Promise<ListingFacts[]> {
      return moveAndLog(
        and(eq(listings.status, 'hidden'), isNotNull(listings.hidden_until), lte(listings.hidden_until, now)),
        { status: 'published', hidden_until: null },
        { kind: 'hide-ended', created_at: now },
      );
    },

    /**
     * Published listings whose financials were last updated at or before `cutoff` and whose owner has
     * not been warned about this version of them; each is logged as warned (so: once, not daily).
     */
    async warnOutdated(cutoff: Date, now: Date): Promise<ListingFacts[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select(facts)
          .from(listings)
          .where(
            and(
              eq(listings.status, 'published'),
              isNotNull(listings.financials_updated_at),
              lte(listings.financials_updated_at, cutoff),
              sql`not exists (select 1 from ${listingLifecycleEvents} e
                where e.business_id = ${listings.id} and e.kind = 'outdated-warned'
                  and e.created_at >= ${listings.financials_updated_at})`,
            ),
          )
          .orderBy(asc(listings.id));
        if (due.length > 0) {
          await tx.insert(listingLifecycleEvents).values(due.map((row) => ({ business_id: row.id, kind: 'outdated-warned' as const, created_at: now })));
        }
        return due;
      });
    },
  };
}

export type ListingLifecycleRepository = ReturnType<typeof createListingLifecycleRepository>;
