// How often a listing's page was opened by someone other than its owner (/my-listings shows it).
// A counter per listing, not a row per view: the owner sees a number, nothing needs who or when.
import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './listings';

export const businessViews = pgTable('business_views', {
  business_id: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
  last_viewed_at: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BusinessViewRow = typeof businessViews.$inferSelect;
