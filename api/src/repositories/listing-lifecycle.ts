// The SQL of the listing lifecycle: status transitions guarded by the status they leave (so two
// moderators, or a moderator and a job, cannot both move a listing), the lifecycle log, and the
// scheduled rules. Every instant comes from the caller (the app's clock, or a job's `now`).
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  businesses,
  businessLifecycleEvents,
  type BusinessRow,
  type LifecycleEventKind,
  type ListingStatus,
  type NewBusinessLifecycleEventRow,
} from '../db/schema';

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
  id: businesses.id,
  user_id: businesses.user_id,
  name: businesses.name,
  price: businesses.price,
  image: businesses.image,
  status: businesses.status,
  financials_updated_at: businesses.financials_updated_at,
};

export type ListingChanges = Partial<Pick<BusinessRow, 'status' | 'verified_at' | 'cancel_reason' | 'hidden_until' | 'submitted_at'>>;

export function createListingLifecycleRepository(db: Db) {
  const lastEventOf = db
    .select()
    .from(businessLifecycleEvents)
    .where(and(eq(businessLifecycleEvents.business_id, sql.placeholder('businessId')), eq(businessLifecycleEvents.kind, sql.placeholder('kind'))))
    .orderBy(desc(businessLifecycleEvents.created_at), desc(businessLifecycleEvents.id))
    .limit(1)
    .prepare('business_lifecycle_last_event');

  /** Moves the listings matching `where` and logs one event each, in one transaction. */
  async function moveAndLog(
    where: SQL | undefined,
    changes: ListingChanges,
    event: Omit<NewBusinessLifecycleEventRow, 'business_id'>,
  ): Promise<ListingFacts[]> {
    return db.transaction(async (tx) => {
      const moved = await tx
        .update(businesses)
        .set({ ...changes, updated_at: event.created_at })
        .where(where)
        .returning(facts);
      if (moved.length > 0) {
        await tx.insert(businessLifecycleEvents).values(moved.map((row) => ({ ...event, business_id: row.id })));
      }
      return moved;
    });
  }

  return {
    async log(event: NewBusinessLifecycleEventRow): Promise<void> {
      await db.insert(businessLifecycleEvents).values(event);
    },

    /** The latest event of a kind (e.g. the last verification, with its snapshot). */
    async lastEvent(businessId: number, kind: LifecycleEventKind) {
      const [row] = await lastEventOf.execute({ businessId, kind });
      return row;
    },

    async facts(businessId: number): Promise<ListingFacts | undefined> {
      const [row] = await db.select(facts).from(businesses).where(eq(businesses.id, businessId)).limit(1);
      return row;
    },

    /**
     * Moves one listing from one of the `from` statuses, logging the event; undefined when it is not
     * (any longer) in one of them.
     */
    async transition(
      businessId: number,
      from: readonly ListingStatus[],
      changes: ListingChanges,
      event: Omit<NewBusinessLifecycleEventRow, 'business_id'>,
    ): Promise<ListingFacts | undefined> {
      const [row] = await moveAndLog(and(eq(businesses.id, businessId), inArray(businesses.status, [...from])), changes, event);
      return row;
    },

    /** Published listings whose financials were last updated at or before `cutoff`: hidden. */
    hideOutdated(cutoff: Date, now: Date): Promise<ListingFacts[]> {
      return moveAndLog(
        and(eq(businesses.status, 'published'), isNotNull(businesses.financials_updated_at), lte(businesses.financials_updated_at, cutoff)),
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
        and(eq(businesses.status, 'hidden'), isNull(businesses.hidden_until), gt(businesses.financials_updated_at, cutoff)),
        { status: 'published' },
        { kind: 'restored', created_at: now },
      );
    },

    /** Listings the owner hid whose days are over: published again. */
    endOwnerHides(now: Date): Promise<ListingFacts[]> {
      return moveAndLog(
        and(eq(businesses.status, 'hidden'), isNotNull(businesses.hidden_until), lte(businesses.hidden_until, now)),
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
          .from(businesses)
          .where(
            and(
              eq(businesses.status, 'published'),
              isNotNull(businesses.financials_updated_at),
              lte(businesses.financials_updated_at, cutoff),
              sql`not exists (select 1 from ${businessLifecycleEvents} e
                where e.business_id = ${businesses.id} and e.kind = 'outdated-warned'
                  and e.created_at >= ${businesses.financials_updated_at})`,
            ),
          )
          .orderBy(asc(businesses.id));
        if (due.length > 0) {
          await tx.insert(businessLifecycleEvents).values(due.map((row) => ({ business_id: row.id, kind: 'outdated-warned' as const, created_at: now })));
        }
        return due;
      });
    },
  };
}

export type ListingLifecycleRepository = ReturnType<typeof createListingLifecycleRepository>;
