// The one database schema (PostgreSQL dialect). `pnpm db:generate` turns changes into a new SQL
// migration under api/drizzle/; migrations are committed and never edited after they land.
// Only SQL that PostgreSQL 15 accepts: PGlite is PostgreSQL 18, production may be 15.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { NotificationSettings, Role } from '../contract';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../domain/notification-settings';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  name_en: text('name_en').notNull(),
  name_de: text('name_de').notNull(),
  is_eu: boolean('is_eu').notNull().default(false),
});

export const usStates = pgTable('us_states', {
  code: char('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stable key for seeding and later for URLs; ids may differ between databases. */
    slug: varchar('slug', { length: 64 }).notNull(),
    name_en: text('name_en').notNull(),
    name_de: text('name_de').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug)],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** First name (spec: `name`). */
    name: varchar('name', { length: 64 }),
    last_name: varchar('last_name', { length: 64 }),
    email: varchar('email', { length: 255 }).notNull(),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    /** Self-describing scrypt hash (see src/lib/password.ts); never leaves the API. */
    password_hash: text('password_hash').notNull(),
    role: text('role').$type<Role>(),
    /** 'active' means subscribed (PRO); a billing issue will keep it in step with payments. */
    subscription: text('subscription'),
    avatar: text('avatar'),
    avatar_thumb: text('avatar_thumb'),
    country_code: char('country_code', { length: 2 }).references(() => countries.code),
    about: varchar('about', { length: 160 }),
    website: text('website'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    instagram: text('instagram'),
    pinterest: text('pinterest'),
    is_admin: boolean('is_admin').notNull().default(false),
    /** The `p` partner code the user arrived with (1 to 5 characters). */
    partner_code: varchar('partner_code', { length: 5 }),
    notification_settings: jsonb('notification_settings')
      .$type<NotificationSettings>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_SETTINGS),
    ...timestamps,
  },
  (t) => [
    // Emails are unique regardless of case; lookups use lower(email) too.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('buyer', 'seller', 'universal')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the cookie's token: a leaked table does not give usable cookies. */
    token_hash: char('token_hash', { length: 64 }).notNull(),
    /** Null for a guest session (one that only carries a CSRF token). */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrf_token: text('csrf_token').notNull(),
    remember: boolean('remember').notNull().default(false),
    user_agent: text('user_agent'),
    ip_address: text('ip_address'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_activity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.token_hash),
    index('sessions_user_id_idx').on(t.user_id),
    index('sessions_expires_at_idx').on(t.expires_at),
  ],
);

/**
 * Client error log (spec §3, §7): one row per event of a `POST /api/log/js` batch. Sizes are capped
 * by the route before insert; `batch_id` groups the events of one request.
 */
export const clientErrorLogs = pgTable(
  'client_error_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    batch_id: uuid('batch_id').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    href: text('href'),
    url: text('url'),
    line_number: integer('line_number'),
    column_number: integer('column_number'),
    user_agent: text('user_agent'),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    /** The event's own timestamp and the batch's, both by the client's clock. */
    occurred_at: timestamp('occurred_at', { withTimezone: true }),
    client_timestamp: timestamp('client_timestamp', { withTimezone: true }),
    /** The session's user when the batch came with one; kept when the user is deleted, as null. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip_address: text('ip_address'),
  },
  (t) => [
    index('client_error_logs_received_at_idx').on(t.received_at),
    index('client_error_logs_user_id_idx').on(t.user_id),
    check('client_error_logs_type_check', sql`${t.type} in ('react', 'window.onerror', 'unhandledrejection', 'manual')`),
  ],
);

/** The 19 notification types of spec §3 (without the `notification.` prefix). */
export const NOTIFICATION_TYPES = [
  'tax-verification-success', 'tax-verification-failed', 'payment-received', 'payment-failed',
  'subscription-cancellation', 'subscription-resumption', 'subscription-extension', 'nda-requested',
  'nda-accepted', 'favorite-updated', 'favorite-price-changed', 'business-verified', 'business-canceled',
  'business-pending-verification', 'password-was-changed', 'business-was-hidden', 'my-listings-outdated',
  'my-listings', 'expired-sellerboard-integration',
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
    index('notifications_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
    check('notifications_type_check', sql`${t.type} in (${sql.raw(NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', '))})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type UsStateRow = typeof usStates.$inferSelect;
export type ClientErrorLogRow = typeof clientErrorLogs.$inferSelect;
export type NewClientErrorLogRow = typeof clientErrorLogs.$inferInsert;
