// The moderators' reads: the queue of listings by status, with their owners.
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ListingStatus, ModerationQueueStatus } from '@bizmarkt/shared/contract';
import type { Db } from '../db/client';
import { listings, listingLifecycleEvents, users } from '../db/schema';

const lastCanceledAt = sql<Date | string | null>`(select max(e.created_at) from ${listingLifecycleEvents} e
  where e.business_id = ${listings.id} and e.kind = 'canceled')`;

const queueColumns = {
  id: listings.id,
  name: listings.name,
  status: listings.status,
  price: listings.price,
  image: listings.image,
  category_id: listings.category_id,
  submitted_at: listings.submitted_at,
  verified_at: listings.verified_at,
  cancel_reason: listings.cancel_reason,
  updated_at: listings.updated_at,
  canceled_at: lastCanceledAt,
  owner_id: users.id,
  owner_name: users.name,
  owner_last_name: users.last_name,
  owner_email: users.email,
};

export interface ModerationQueueRow {
  id: number;
  name: string;
  status: ListingStatus;
  price: number | null;
  image: string | null;
  category_id: number | null;
  submitted_at: Date | null;
  verified_at: Date | null;
  cancel_reason: string | null;
  updated_at: Date;
  /** Raw SQL: a Date or an ISO-like string depending on the driver. */
  canceled_at: Date | string | null;
  owner_id: number;
  owner_name: string | null;
  owner_last_name: string | null;
  owner_email: string;
}

export function createListingModerationRepository(db: Db) {
  return {
    /**
     * One page of listings in a status. Pending listings oldest submission first (a queue: nobody waits
     * forever); the other statuses most recently changed first.
     */
    async queue(status: ModerationQueueStatus, page: number, perPage: number): Promise<{ rows: ModerationQueueRow[]; total: number }> {
      const order = status === 'pending' ? [sql`${listings.submitted_at} asc nulls first`, asc(listings.id)] : [desc(listings.updated_at), desc(listings.id)];
      const [rows, totals] = await Promise.all([
        db
          .select(queueColumns)
          .from(listings)
          .innerJoin(users, eq(users.id, listings.user_id))
          .where(eq(listings.status, status))
          .orderBy(...order)
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: count() }).from(listings).where(eq(listings.status, status)),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async one(listingId: number): Promise<ModerationQueueRow | undefined> {
      const [row] = await db.select(queueColumns).from(listings).innerJoin(users, eq(users.id, listings.user_id)).where(eq(listings.id, listingId)).limit(1);
      return row;
    },
  };
}

export type ListingModerationRepository = ReturnType<typeof createListingModerationRepository>;
