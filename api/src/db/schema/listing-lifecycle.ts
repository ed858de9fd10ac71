// The listing lifecycle's log (issue #10, spec §4): one row per transition or reminder of a listing.
// It is the audit trail of moderation (who verified or canceled what, and why), holds the snapshot of
// each verified version (the moderation screen's "what changed since the last verification"), and
// tells the daily rules what they already did (the 45-day warning goes out once per version of the
// financials). The listing's current state stays on `businesses` (status, verified_at, cancel_reason…).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { listings } from './listings';

export const LIFECYCLE_EVENT_KINDS = [
  /** The owner submitted it for verification (draft/canceled → pending). */
  'submitted',
  /** A moderator verified it (pending → published); `snapshot` holds the verified listing. */
  'verified',
  /** A moderator canceled it (pending → canceled) with a `reason`. */
  'canceled',
  /** The owner changed the financials of a published listing (published → pending). */
  'financials-changed',
  /** The financials are 45 days old: the owner was warned (`my-listings-outdated`). */
  'outdated-warned',
  /** The financials are 60 days old: hidden (published → hidden). */
  'hidden-outdated',
  /** New financials brought a listing hidden for old ones back (hidden → published). */
  'restored',
  /** The owner's hide_listing days are over (hidden → published). */
  'hide-ended',
  /** Both parties of a dialog marked the deal closed (issue #12): published/hidden → sold. */
  'sold',
] as const;
export type LifecycleEventKind = (typeof LIFECYCLE_EVENT_KINDS)[number];

export const listingLifecycleEvents = pgTable(
  'business_lifecycle_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LifecycleEventKind>().notNull(),
    /** Who did it: the moderator or the owner; null for the scheduled rules. */
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** The listing as verified (owner view), on 'verified' rows. */
    snapshot: jsonb('snapshot'),
    /** By the app's clock (a job's `now`), not the database's: fake-clock tests read it back. */
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('business_lifecycle_events_business_kind_idx').on(t.business_id, t.kind, t.created_at),
    check('business_lifecycle_events_kind_check', sql`${t.kind} in (${sql.raw(LIFECYCLE_EVENT_KINDS.map((kind) => `'${kind}'`).join(', '))})`),
  ],
);

export type ListingLifecycleEventRow = typeof listingLifecycleEvents.$inferSelect;
export type NewListingLifecycleEventRow = typeof listingLifecycleEvents.$inferInsert;
