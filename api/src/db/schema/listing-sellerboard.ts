// sellerboard (issue #10): a listing's connection to a sellerboard automation report, and import
// previews waiting for the seller's confirmation.
import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SELLERBOARD_CONNECTION_STATUSES, type SellerboardConnectionStatus, type SellerboardMonth } from '@bizmarkt/shared/contract';
import { users } from './accounts';
import { timestamps } from './common';
import { listings } from './listings';

/**
 * One per listing. The report link is a secret (whoever holds it reads the seller's numbers): stored
 * only encrypted (AES-256-GCM, key derived from APP_KEY; lib/sellerboard/secret.ts), never answered.
 */
export const sellerboardConnections = pgTable(
  'sellerboard_connections',
  {
    business_id: integer('business_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url). */
    url_encrypted: text('url_encrypted').notNull(),
    /** The report's currency (ISO 4217): each sync converts its months into USD (decision 0193). */
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    status: text('status').$type<SellerboardConnectionStatus>().notNull().default('active'),
    last_synced_at: timestamp('last_synced_at', { withTimezone: true }),
    last_attempt_at: timestamp('last_attempt_at', { withTimezone: true }),
    last_error: text('last_error'),
    /** Set when the expiry notification went out: the next failing runs do not send it again. */
    expired_notified_at: timestamp('expired_notified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('sellerboard_connections_status_idx').on(t.status),
    check('sellerboard_connections_status_check', sql`${t.status} in (${sql.raw(SELLERBOARD_CONNECTION_STATUSES.map((v) => `'${v}'`).join(', '))})`),
  ],
);
export type SellerboardConnectionRow = typeof sellerboardConnections.$inferSelect;

/** A parsed file shown as a diff; applying it (by its random token) replaces the listing's months. */
export const sellerboardImports = pgTable(
  'sellerboard_imports',
  {
    token: text('token').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    /** Already converted into USD; the file's own currency (ISO 4217), decision 0193. */
    months: jsonb('months').$type<SellerboardMonth[]>().notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sellerboard_imports_business_idx').on(t.business_id)],
);
export type SellerboardImportRow = typeof sellerboardImports.$inferSelect;
