// New-listing alerts (issue #11, spec §3 `new_listing_alert_settings`): the settings of each user who
// has an alert, as ranges the database can match a listing against with one indexed query (a GiST
// index over the six ranges), and the matches waiting for the daily email digest.
// `new_listing_alerts` is kept by a trigger on `users.notification_settings` (custom migration
// `*_browse-search-data.sql`): every code path that saves the settings keeps it current.
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { listings } from './listings';

/** A PostgreSQL numrange as text ('[1,5]', '(,)' = no bound); written by the trigger only. */
const numrange = customType<{ data: string }>({ dataType: () => 'numrange' });

export const newListingAlerts = pgTable(
  'new_listing_alerts',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user wants the daily email digest (`email.new_listing_alerts`). */
    email: boolean('email').notNull(),
    price: numrange('price').notNull(),
    sales: numrange('sales').notNull(),
    net_profit: numrange('net_profit').notNull(),
    profit_margin: numrange('profit_margin').notNull(),
    profit_multiply: numrange('profit_multiply').notNull(),
    age: numrange('age').notNull(),
    /** Empty = every category. */
    category_ids: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [index('new_listing_alerts_ranges_idx').using('gist', t.price, t.sales, t.net_profit, t.profit_margin, t.profit_multiply, t.age)],
);

/** One listing that matched one user's alert; `emailed_at` set when a digest carried it. */
export const newListingAlertMatches = pgTable(
  'new_listing_alert_matches',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** By the app's clock (the job's `now`). */
    matched_at: timestamp('matched_at', { withTimezone: true }).notNull(),
    /** Null: waiting for the user's digest (only users with `email` get one). */
    emailed_at: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'new_listing_alert_matches_pkey', columns: [t.user_id, t.business_id] }),
    index('new_listing_alert_matches_pending_idx')
      .on(t.user_id)
      .where(sql`${t.emailed_at} is null`),
    index('new_listing_alert_matches_emailed_idx').on(t.user_id, t.emailed_at),
  ],
);

export type NewListingAlertMatchRow = typeof newListingAlertMatches.$inferSelect;
