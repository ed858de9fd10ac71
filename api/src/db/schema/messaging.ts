// Messaging: dialogs between a buyer and a seller about a listing, and their messages.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { MESSAGE_TYPES, type MessageType } from '@bizmarkt/shared/contract';
import { users } from './accounts';
import { businesses } from './listings';

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
      .references(() => businesses.id, { onDelete: 'cascade' }),
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
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_recipient_id_idx').on(t.recipient_id, t.id),
    index('messages_dialog_id_idx').on(t.dialog_id, t.id),
    // Author lookups (account deletion, and the foreign-key check when a user row is deleted).
    index('messages_user_id_idx').on(t.user_id),
    check('messages_type_check', sql`${t.type} in (${sql.raw(MESSAGE_TYPES.map((v) => `'${v}'`).join(', '))})`),
  ],
);


export type DialogRow = typeof dialogs.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
