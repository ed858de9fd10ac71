import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';

export interface RateLimitState {
  hits: number;
  /** Whole seconds until the window ends (0 once it has). */
  retryAfter: number;
}

/**
 * Hit counters in `rate_limits` (fixed windows, one row per key), shared by every API instance.
 * Times come from the database's clock, so instances with skewed clocks agree.
 */
export function createRateLimitsRepository(db: Db) {
  return {
    /**
     * Counts one hit, atomically: a single upsert either starts a window (first hit, or the old window
     * has ended) or adds to the running one. Safe under concurrency on PostgreSQL and PGlite alike.
     */
    async hit(key: string, windowSeconds: number): Promise<RateLimitState> {
      const [row] = await selectRows<{ hits: number; retry_after: number }>(
        db,
        sql`insert into rate_limits as r (key, hits, reset_at)
            values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
            on conflict (key) do update set
              hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
              reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
            returning r.hits, greatest(0, ceil(extract(epoch from (r.reset_at - now()))))::int as retry_after`,
      );
      if (!row) throw new Error('rate limit upsert returned no row');
      return { hits: Number(row.hits), retryAfter: Number(row.retry_after) };
    },

    /** The running window's count, or null when there is none (no row, or its window has ended). */
    async peek(key: string): Promise<RateLimitState | null> {
      const [row] = await selectRows<{ hits: number; retry_after: number }>(
        db,
        sql`select hits, greatest(0, ceil(extract(epoch from (reset_at - now()))))::int as retry_after
            from rate_limits where key = ${key} and reset_at > now()`,
      );
      return row ? { hits: Number(row.hits), retryAfter: Number(row.retry_after) } : null;
    },

    async clear(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },

    /** Removes every counter whose key starts with the prefix (e.g. all login counters of an email). */
    async clearPrefix(prefix: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where starts_with(key, ${prefix})`);
    },

    async deleteExpired(): Promise<void> {
      await db.execute(sql`delete from rate_limits where reset_at <= now()`);
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
