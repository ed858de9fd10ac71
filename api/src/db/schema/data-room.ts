// The data room (issue #30 §2): per listing, folders of documents the seller uploads (files in the
// media store's private `dataRoom` area), the seller's override of one buyer's access, and the log of
// who opened or downloaded what.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { DATA_ROOM_LOG_ACTIONS, DATA_ROOM_OVERRIDES, DATA_ROOM_VISIBILITIES, type DataRoomOverride, type DataRoomVisibility } from '@bizmarkt/shared/contract';
import { users } from './accounts';
import { listings } from './listings';
import { dueDiligenceItems } from './offers';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const dataRoomFolders = pgTable(
  'data_room_folders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('data_room_folders_business_name_unique').on(t.business_id, sql`lower(${t.name})`)],
);

export const dataRoomDocuments = pgTable(
  'data_room_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    folder_id: integer('folder_id')
      .notNull()
      .references(() => dataRoomFolders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    /** The media store key (dataRoom area): random, never shown. */
    storage_key: varchar('storage_key', { length: 128 }).notNull(),
    /** Up to 128: an XLSX's type is 65 characters long. */
    content_type: varchar('content_type', { length: 128 }).notNull(),
    size: integer('size').notNull(),
    visibility: text('visibility').$type<DataRoomVisibility>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('data_room_documents_business_idx').on(t.business_id, t.folder_id),
    uniqueIndex('data_room_documents_key_unique').on(t.storage_key),
    check('data_room_documents_visibility_check', sql`${t.visibility} in (${inList(DATA_ROOM_VISIBILITIES)})`),
  ],
);

/** The seller's override of one buyer's access to a listing's data room (no row: the rules decide). */
export const dataRoomAccess = pgTable(
  'data_room_access',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyer_id: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<DataRoomOverride>().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('data_room_access_business_buyer_unique').on(t.business_id, t.buyer_id),
    check('data_room_access_state_check', sql`${t.state} in (${inList(DATA_ROOM_OVERRIDES)})`),
  ],
);

/** Who opened or downloaded what, when (the document's name kept: the log outlives a deleted document). */
export const dataRoomAccessLog = pgTable(
  'data_room_access_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    document_id: integer('document_id').references(() => dataRoomDocuments.id, { onDelete: 'set null' }),
    document_name: varchar('document_name', { length: 200 }).notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').$type<(typeof DATA_ROOM_LOG_ACTIONS)[number]>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('data_room_access_log_business_idx').on(t.business_id, t.id),
    check('data_room_access_log_action_check', sql`${t.action} in (${inList(DATA_ROOM_LOG_ACTIONS)})`),
  ],
);

/**
 * The documents a seller's answer to a checklist item points at (decision 0220): the item's, in the
 * order picked; a deleted document leaves its item (the answer's note stays).
 */
export const dueDiligenceDocuments = pgTable(
  'due_diligence_documents',
  {
    item_id: integer('item_id')
      .notNull()
      .references(() => dueDiligenceItems.id, { onDelete: 'cascade' }),
    document_id: integer('document_id')
      .notNull()
      .references(() => dataRoomDocuments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('due_diligence_documents_item_document_unique').on(t.item_id, t.document_id),
    index('due_diligence_documents_document_idx').on(t.document_id),
  ],
);

export type DataRoomDocumentRow = typeof dataRoomDocuments.$inferSelect;
export type DataRoomAccessRow = typeof dataRoomAccess.$inferSelect;
