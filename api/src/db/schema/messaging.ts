// Messaging: dialogs between a buyer and a seller about a listing, and their messages.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { MESSAGE_TYPES, type MessageType } from '@bizmarkt/shared/contract';
import { users } from './accounts';
import { listings, listingNdaVersions, ndaAcceptances } from './listings';

/**
 * A conversation about one listing between its owner (seller) and one interested buyer (spec §3
 * Dialog). Steps of the buying process run 1 to 5; above 5 is done, 7 is a closed deal (spec §4).
 */
export const dialogs = pgTable(
  'dialogs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyer_id: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    seller_id: integer('seller_id')
      .notNull()
      .references(() => users.id),
    buyer_step: integer('buyer_step').notNull().default(1),
    seller_step: integer('seller_step').notNull().default(1),
    hide_messages: boolean('hide_messages').notNull().default(false),
    last_message_at: timestamp('last_message_at', { withTimezone: true }),
    /** When each side was last sent a new_message email about this dialog (15-minute throttle). */
    buyer_emailed_at: timestamp('buyer_emailed_at', { withTimezone: true }),
    seller_emailed_at: timestamp('seller_emailed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dialogs_business_buyer_unique').on(t.business_id, t.buyer_id),
    index('dialogs_buyer_last_idx').on(t.buyer_id, t.last_message_at),
    index('dialogs_seller_last_idx').on(t.seller_id, t.last_message_at),
    check('dialogs_steps_check', sql`${t.buyer_step} between 1 and 7 and ${t.seller_step} between 1 and 7`),
  ],
);

/**
 * Chat messages (spec §3 Message). `recipient_id` repeats the other party of the dialog so that the
 * poll every page runs ("messages to me newer than N") is one index range scan.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    dialog_id: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    recipient_id: integer('recipient_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<MessageType>().notNull().default('text'),
    message: text('message'),
    read: boolean('read').notNull().default(false),
    media_url: text('media_url'),
    media_type: text('media_type'),
    media_name: varchar('media_name', { length: 255 }),
    image_url: text('image_url'),
    /** Attachment keys in the attachment store (never served directly: see routes/messages/media.ts). */
    media_key: text('media_key'),
    thumb_key: text('thumb_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_recipient_id_idx').on(t.recipient_id, t.id),
    // The sync's unread counts: only unread rows are indexed, so the index stays small.
    index('messages_unread_idx')
      .on(t.recipient_id, t.dialog_id)
      .where(sql`${t.read} = false`),
    index('messages_dialog_id_idx').on(t.dialog_id, t.id),
    // Author lookups (account deletion, and the foreign-key check when a user row is deleted).
    index('messages_user_id_idx').on(t.user_id),
    check('messages_type_check', sql`${t.type} in (${sql.raw(MESSAGE_TYPES.map((v) => `'${v}'`).join(', '))})`),
  ],
);

export const NDA_RECORD_DECISIONS = ['pending', 'accepted', 'rejected'] as const;
export type NdaRecordDecision = (typeof NDA_RECORD_DECISIONS)[number];

/**
 * Every NDA signature (issue #12): who signed, when, from which IP and user agent, the exact text
 * (its version and SHA-256), and the seller's decision. Rows are never deleted with the dialog's
 * messages; a revocation is recorded here and removes the acceptance.
 */
export const ndaRecords = pgTable(
  'nda_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dialog_id: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    signer_id: integer('signer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The `nda_request` card and the pending `nda_request_decision` message (replaced on answer). */
    request_message_id: bigint('request_message_id', { mode: 'number' }).notNull(),
    pending_message_id: bigint('pending_message_id', { mode: 'number' }).notNull(),
    decision_message_id: bigint('decision_message_id', { mode: 'number' }),
    signer_name: varchar('signer_name', { length: 128 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    user_agent: varchar('user_agent', { length: 512 }).notNull(),
    nda_version_id: integer('nda_version_id')
      .notNull()
      .references(() => listingNdaVersions.id, { onDelete: 'cascade' }),
    nda_text_sha256: varchar('nda_text_sha256', { length: 64 }).notNull(),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull(),
    decision: text('decision').$type<NdaRecordDecision>().notNull().default('pending'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decided_by_id: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    acceptance_id: integer('acceptance_id').references(() => ndaAcceptances.id, { onDelete: 'set null' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_by_id: integer('revoked_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('nda_records_dialog_idx').on(t.dialog_id, t.id),
    // The listing page's newest request of the viewer (listings.findPage): without it every logged-in
    // view read the whole table (decision 0235).
    index('nda_records_business_signer_idx').on(t.business_id, t.signer_id, t.id),
    uniqueIndex('nda_records_pending_message_unique').on(t.pending_message_id),
    // At most one open request per dialog: a second POST while one waits is refused by the database too.
    uniqueIndex('nda_records_one_pending')
      .on(t.dialog_id)
      .where(sql`${t.decision} = 'pending'`),
    check('nda_records_decision_check', sql`${t.decision} in ('pending', 'accepted', 'rejected')`),
  ],
);

export type DialogRow = typeof dialogs.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NdaRecordRow = typeof ndaRecords.$inferSelect;
