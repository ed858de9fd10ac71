// Offers and the letter of intent (issue #30 §1): one row per negotiation in a dialog, and every
// version of its terms. Accepting is signing: the acceptance keeps the record an NDA signature keeps
// (nda_records: the typed name, time, IP, user agent, the version and the SHA-256 of what was signed).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  DUE_DILIGENCE_ITEMS,
  DUE_DILIGENCE_STATES,
  OFFER_PARTIES,
  OFFER_STATUSES,
  OFFER_TERM_FIELDS,
  type DueDiligenceItem,
  type DueDiligenceState,
  type OfferParty,
  type OfferStatus,
  type OfferTermField,
  type OfferTerms,
} from '@bizmarkt/shared/contract';
import { users } from './accounts';
import { listings } from './listings';
import { dialogs } from './messaging';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dialog_id: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    status: text('status').$type<OfferStatus>().notNull().default('open'),
    /** Whose turn it is to answer the current version (the other party proposed it). */
    turn: text('turn').$type<OfferParty>().notNull(),
    current_version: integer('current_version').notNull().default(1),
    /** The current version's valid-until, repeated here for the expiry job and the checks. */
    valid_until: timestamp('valid_until', { withTimezone: true }).notNull(),
    // The signature (accepting), as nda_records keeps it.
    signer_id: integer('signer_id').references(() => users.id, { onDelete: 'set null' }),
    signer_party: text('signer_party').$type<OfferParty>(),
    signer_name: varchar('signer_name', { length: 128 }),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 512 }),
    signed_version: integer('signed_version'),
    terms_sha256: varchar('terms_sha256', { length: 64 }),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    /** Accepted: the listing is hidden from other buyers until then. */
    exclusivity_until: timestamp('exclusivity_until', { withTimezone: true }),
    /** Accepted, declined or expired at. */
    closed_at: timestamp('closed_at', { withTimezone: true }),
    closed_by_id: integer('closed_by_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('offers_dialog_idx').on(t.dialog_id, t.id),
    index('offers_business_idx').on(t.business_id),
    // One open offer per dialog: a second one is refused by the database too.
    uniqueIndex('offers_one_open')
      .on(t.dialog_id)
      .where(sql`${t.status} = 'open'`),
    check('offers_status_check', sql`${t.status} in (${inList(OFFER_STATUSES)})`),
    check('offers_turn_check', sql`${t.turn} in (${inList(OFFER_PARTIES)})`),
    check('offers_signer_party_check', sql`${t.signer_party} is null or ${t.signer_party} in (${inList(OFFER_PARTIES)})`),
  ],
);

/** Every version of an offer's terms, never changed once written. */
export const offerVersions = pgTable(
  'offer_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    offer_id: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    author_party: text('author_party').$type<OfferParty>().notNull(),
    terms: jsonb('terms').$type<OfferTerms>().notNull(),
    changed_fields: text('changed_fields')
      .array()
      .$type<OfferTermField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('offer_versions_offer_version_unique').on(t.offer_id, t.version),
    check('offer_versions_author_check', sql`${t.author_party} in (${inList(OFFER_PARTIES)})`),
    check('offer_versions_fields_check', sql`${t.changed_fields} <@ array[${inList(OFFER_TERM_FIELDS)}]::text[]`),
  ],
);

/**
 * The due-diligence checklist of a dialog (issue #30 §3): one row per item once someone acted on it
 * (an item without a row is open).
 */
export const dueDiligenceItems = pgTable(
  'due_diligence_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dialog_id: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    item: text('item').$type<DueDiligenceItem>().notNull(),
    state: text('state').$type<DueDiligenceState>().notNull(),
    request_note: text('request_note'),
    answer_note: text('answer_note'),
    requested_at: timestamp('requested_at', { withTimezone: true }),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    verified_at: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('due_diligence_items_dialog_item_unique').on(t.dialog_id, t.item),
    check('due_diligence_items_item_check', sql`${t.item} in (${inList(DUE_DILIGENCE_ITEMS)})`),
    check('due_diligence_items_state_check', sql`${t.state} in (${inList(DUE_DILIGENCE_STATES)})`),
  ],
);

export type OfferRow = typeof offers.$inferSelect;
export type DueDiligenceItemRow = typeof dueDiligenceItems.$inferSelect;
export type OfferVersionRow = typeof offerVersions.$inferSelect;
