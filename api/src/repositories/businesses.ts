import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';

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
  };
}

export type BusinessesRepository = ReturnType<typeof createBusinessesRepository>;
