// How often a listing's page was opened by someone other than its owner (/my-listings shows it).
// A counter per listing, not a row per view: the owner sees a number, nothing needs who or when.
import { date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { listings } from './listings';

export const listingViews = pgTable('business_views', {
  business_id: integer('business_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
  last_viewed_at: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ListingViewRow = typeof listingViews.$inferSelect;

/**
 * Who has already been counted today for a listing, so a visitor counts once a day: `visitor` is a
 * keyed hash of the day and the user id (or, for a guest, the IP address and user agent), never the
 * id or address itself. Only today's rows are needed; a daily job deletes the older ones.
 */
export const listingViewVisitors = pgTable(
  'business_view_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    visitor: varchar('visitor', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.business_id, t.visitor] }), index('business_view_visitors_business_idx').on(t.business_id)],
);
