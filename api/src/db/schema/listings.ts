// Listings (businesses for sale).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamps } from './common';
import { categories } from './reference';

/**
 * Listings ("businesses", spec §1, §3). Only the core that the bench data, sync and messaging need
 * exists yet: the listing-wizard issue adds its step fields (financials, assets, description, …)
 * with its own migration. Statuses follow spec §4: draft → pending verification → published or
 * canceled; a published listing may be hidden for some days.
 */
export const LISTING_STATUSES = ['draft', 'pending', 'published', 'canceled', 'hidden'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const businesses = pgTable(
  'businesses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 255 }).notNull(),
    status: text('status').$type<ListingStatus>().notNull().default('draft'),
    category_id: integer('category_id').references(() => categories.id),
    /** Asking price in whole US dollars (spec §9: shown with a $ sign). */
    price: bigint('price', { mode: 'number' }),
    image: text('image'),
    /** Buyers must sign a non-disclosure agreement before they see the details. */
    nda: boolean('nda').notNull().default(false),
    hide_for_x_days: integer('hide_for_x_days'),
    ...timestamps,
  },
  (t) => [
    index('businesses_user_id_idx').on(t.user_id),
    index('businesses_status_created_idx').on(t.status, t.created_at),
    check('businesses_status_check', sql`${t.status} in (${sql.raw(LISTING_STATUSES.map((v) => `'${v}'`).join(', '))})`),
  ],
);


export type BusinessRow = typeof businesses.$inferSelect;
