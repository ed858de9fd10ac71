// New-listing alerts (issue #11): which alerts a verified listing matches — one INSERT … SELECT over
// `new_listing_alerts` with the listing's figures as constants, so the GiST index over the six ranges
// answers it (no loop over users) — and the daily email digests. Times are the job's `now`.
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';

/** A listing's figures as the alert ranges read them (null: the listing has no such figure). */
export interface AlertFacts {
  id: number;
  user_id: number;
  category_id: number | null;
  price: number | null;
  sales: number | null;
  net_profit: number | null;
  profit_margin: number | null;
  profit_multiply: number | null;
  age: number | null;
}

export type AlertRangeColumn = Exclude<keyof AlertFacts, 'id' | 'user_id' | 'category_id'>;
const RANGE_COLUMNS: readonly AlertRangeColumn[] = ['price', 'sales', 'net_profit', 'profit_margin', 'profit_multiply', 'age'];

/** A range holds the figure; a listing without the figure matches only an alert without that bound. */
function rangeHolds(column: AlertRangeColumn, value: number | null): SQL {
  const range = sql.raw(`a.${column}`);
  return value === null ? sql`${range} = '(,)'::numrange` : sql`${range} @> ${String(value)}::numeric`;
}

/** The condition an alert (`a`) must meet for the listing: every range holds it, the category is named or none is. */
export function alertMatchCondition(facts: AlertFacts): SQL {
  const parts = RANGE_COLUMNS.map((column) => rangeHolds(column, facts[column]));
  parts.push(
    facts.category_id === null
      ? sql`cardinality(a.category_ids) = 0`
      : sql`(cardinality(a.category_ids) = 0 OR ${facts.category_id}::integer = ANY(a.category_ids))`,
  );
  // The seller is not alerted about their own listing.
  parts.push(sql`a.user_id <> ${facts.user_id}`);
  return sql.join(parts, sql` AND `);
}

export interface DigestListing {
  id: number;
  name: string;
  price: number | null;
}

export interface DueDigest {
  user_id: number;
  email: string;
  name: string | null;
  locale: string;
}

export function createNewListingAlertsRepository(db: Db) {
  return {
    /** The figures of a published listing (null: not published any more). `now` dates its age. */
    async factsOf(listingId: number, now: Date): Promise<AlertFacts | null> {
      const [row] = await selectRows<Record<keyof AlertFacts, number | string | null>>(
        db,
        sql`SELECT id, user_id, category_id, price, ttm_revenue AS sales, ttm_net_profit AS net_profit, profit_margin,
              annual_multiple AS profit_multiply,
              extract(year FROM age(${now.toISOString().slice(0, 10)}::date, founded_on))::integer AS age
            FROM businesses WHERE id = ${listingId} AND status = 'published'`,
      );
      if (!row) return null;
      const num = (value: number | string | null) => (value === null ? null : Number(value));
      return {
        id: Number(row.id),
        user_id: Number(row.user_id),
        category_id: num(row.category_id),
        price: num(row.price),
        sales: num(row.sales),
        net_profit: num(row.net_profit),
        profit_margin: num(row.profit_margin),
        profit_multiply: num(row.profit_multiply),
        age: num(row.age),
      };
    },

    /**
     * Records the matches and creates the in-app notifications in one statement; a user matched before
     * (a re-run of the job) is not told twice. Answers how many users were told.
     */
    async recordMatches(facts: AlertFacts, data: Record<string, unknown>, now: Date): Promise<number> {
      const at = now.toISOString();
      const rows = await selectRows<{ told: number | string }>(
        db,
        sql`WITH matched AS (
              INSERT INTO new_listing_alert_matches (user_id, business_id, matched_at)
              SELECT a.user_id, ${facts.id}, ${at} FROM new_listing_alerts a WHERE ${alertMatchCondition(facts)}
              ON CONFLICT DO NOTHING RETURNING user_id
            ), told AS (
              INSERT INTO notifications (user_id, type, data, created_at)
              SELECT user_id, 'new-listing-alert', ${JSON.stringify(data)}::jsonb, ${at} FROM matched RETURNING 1
            )
            SELECT count(*) AS told FROM told`,
      );
      return Number(rows[0]?.told ?? 0);
    },

    /**
     * Users owed a digest: email alerts on, a confirmed address, matches not emailed yet, and no digest
     * in the 24 hours before `now` (at most one a day).
     */
    async dueDigests(now: Date, limit: number): Promise<DueDigest[]> {
      const at = now.toISOString();
      return selectRows<DueDigest>(
        db,
        sql`SELECT u.id AS user_id, u.email, u.name, u.locale
            FROM users u JOIN new_listing_alerts a ON a.user_id = u.id AND a.email
            WHERE u.deleted_at IS NULL AND u.email_verified_at IS NOT NULL
              AND EXISTS (SELECT 1 FROM new_listing_alert_matches m WHERE m.user_id = u.id AND m.emailed_at IS NULL)
              AND NOT EXISTS (SELECT 1 FROM new_listing_alert_matches e WHERE e.user_id = u.id
                              AND e.emailed_at > ${at}::timestamptz - interval '24 hours')
            ORDER BY u.id LIMIT ${limit}`,
      );
    },

    /** Takes the user's waiting matches: marks them emailed and answers those still published. */
    async takePending(userId: number, now: Date): Promise<DigestListing[]> {
      const rows = await selectRows<{ id: number; name: string; price: number | string | null; status: string }>(
        db,
        sql`WITH taken AS (
              UPDATE new_listing_alert_matches SET emailed_at = ${now.toISOString()}
              WHERE user_id = ${userId} AND emailed_at IS NULL RETURNING business_id, matched_at
            )
            SELECT b.id, b.name, b.price, b.status FROM taken t JOIN businesses b ON b.id = t.business_id
            ORDER BY t.matched_at, b.id`,
      );
      return rows
        .filter((row) => row.status === 'published')
        .map((row) => ({ id: Number(row.id), name: row.name, price: row.price === null ? null : Number(row.price) }));
    },
  };
}

export type NewListingAlertsRepository = ReturnType<typeof createNewListingAlertsRepository>;
