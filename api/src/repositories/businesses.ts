import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  businessAddbacks,
  businesses,
  businessMonths,
  businessNdaVersions,
  type BusinessAddbackRow,
  type BusinessMonthRow,
  type BusinessRow,
} from '../db/schema';

/**
 * A listing as the repository loads it: the row, its months (oldest first), add-backs (in order)
 * and the current NDA text. The lifecycle hooks (domain/listing-lifecycle.ts) get these.
 */
export interface ListingRecord extends BusinessRow {
  months: BusinessMonthRow[];
  addbacks: BusinessAddbackRow[];
  /** The text of the current NDA version (`nda_version_id`), null when none was saved. */
  nda_text: string | null;
}

export function createBusinessesRepository(db: Db) {
  return {
    /** Listings others can see (published), as the profile's "N Listings" link counts them. */
    async countPublishedBy(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(businesses)
        .where(and(eq(businesses.user_id, userId), eq(businesses.status, 'published')));
      return row?.total ?? 0;
    },

    /** The full listing, or undefined when the id does not exist. */
    async findRecord(id: number): Promise<ListingRecord | undefined> {
      const [row] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
      if (!row) return undefined;
      const [months, addbacks, nda] = await Promise.all([
        db.select().from(businessMonths).where(eq(businessMonths.business_id, id)).orderBy(asc(businessMonths.month)),
        db.select().from(businessAddbacks).where(eq(businessAddbacks.business_id, id)).orderBy(asc(businessAddbacks.position)),
        row.nda_version_id === null
          ? Promise.resolve([])
          : db.select({ text: businessNdaVersions.text }).from(businessNdaVersions).where(eq(businessNdaVersions.id, row.nda_version_id)),
      ]);
      return { ...row, months, addbacks, nda_text: nda[0]?.text ?? null };
    },
  };
}

export type BusinessesRepository = ReturnType<typeof createBusinessesRepository>;
