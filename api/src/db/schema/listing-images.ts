// Listing images (issue #10): up to 10 a listing, in the seller's order (position 0 is the cover, which
// `businesses.image` mirrors). `key` is the media-store key of the WebP picture; its thumbnail sits
// beside it under the same name with `-thumb` (see src/lib/listing-images.ts).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { listings } from './listings';

export const listingImages = pgTable(
  'business_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_images_business_position_idx').on(t.business_id, t.position), check('business_images_position_check', sql`${t.position} >= 0`)],
);

export type ListingImageRow = typeof listingImages.$inferSelect;
