// In-app notifications (spec §3).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** The 19 notification types of spec §3 (without the `notification.` prefix). */
export const NOTIFICATION_TYPES = [
  'tax-verification-success',
  'tax-verification-failed',
  'payment-received',
  'payment-failed',
  'subscription-cancellation',
  'subscription-resumption',
  'subscription-extension',
  'nda-requested',
  'nda-accepted',
  'favorite-updated',
  'favorite-price-changed',
  'business-verified',
  'business-canceled',
  'business-pending-verification',
  'password-was-changed',
  'business-was-hidden',
  'my-listings-outdated',
  'my-listings',
  'expired-sellerboard-integration',
  // Issue #11: a newly verified listing matched the user's new-listing alert settings.
  'new-listing-alert',
  // Issue #30: offers and the letter of intent, to the dialog's other party; `listing-under-offer` to
  // the other buyers in conversation about a listing whose offer was accepted (never naming the buyer).
  'offer-received',
  'offer-countered',
  'offer-accepted',
  'offer-declined',
  'offer-expired',
  'listing-under-offer',
  // Issue #30 §3: the due-diligence checklist, to the dialog's other party (decision 0209).
  'checklist-requested',
  'checklist-answered',
  'checklist-verified',
  // Issue #30 §2: the data room, to one buyer: the seller granted, paused or revoked their access, or a
  // document they may open was uploaded (decision 0221).
  'data-room-access-granted',
  'data-room-access-paused',
  'data-room-access-revoked',
  'data-room-document-added',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * In-app notifications (spec §3). The sync endpoint counts the unread ones; the accounts issue adds
 * the service that creates them (and queues their emails) and the panel that reads them.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    /** period_end, business_id, business_name, business_price, old_price, image, days, buyer_name, … */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.user_id, t.created_at),
    // The unread count runs on every poll of every logged-in page: keep it an index-only lookup.
    index('notifications_unread_idx')
      .on(t.user_id)
      .where(sql`${t.read_at} is null`),
    check('notifications_type_check', sql`${t.type} in (${sql.raw(NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', '))})`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
