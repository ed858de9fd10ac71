// Favourites: the listings a user keeps an eye on (spec §3 "Favorites", §7 /api/favorites). The browse
// issue builds the endpoints and the toggle; the listing lifecycle reads this table to tell those users
// about a new price or another material edit (`favorite-price-changed`, `favorite-updated`).
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ListingStatus } from '@bizmarkt/shared/contract';
import { users } from './accounts';
import { listings } from './listings';

export const favorites = pgTable(
  'favorites',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The change markers of /favorites (issue #11): what the user saw when they last read the list
    // (or added the favourite), compared with the listing now.
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    seen_price: bigint('seen_price', { mode: 'number' }),
    seen_status: text('seen_status').$type<ListingStatus>(),
    /** Last `favorite-updated` news of the listing (the fan-out job stamps it). */
    changed_at: timestamp('changed_at', { withTimezone: true }),
  },
  (t) => [
    // One favourite per pair; the key's order also serves "my favourites, newest first" by user.
    primaryKey({ name: 'favorites_pkey', columns: [t.user_id, t.business_id] }),
    // "Who favourited this listing" (the notifications fan-out).
    index('favorites_business_id_idx').on(t.business_id),
  ],
);

export type FavoriteRow = typeof favorites.$inferSelect;
