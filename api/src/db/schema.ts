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
import type { NotificationSettings, Role } from '@bizmarkt/shared/contract';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@bizmarkt/shared/contract';

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
    /**
     * Self-describing scrypt hash (see src/lib/password.ts); never leaves the API. Null for an
     * account made through a social sign-in that never set a password (password reset sets one).
     */
    password_hash: text('password_hash'),
    role: text('role').$type<Role>(),
    /** 'active' means subscribed (PRO); a billing issue will keep it in step with payments. */
    subscription: text('subscription'),
    avatar: text('avatar'),
    avatar_thumb: text('avatar_thumb'),
    /** Media-store keys of the re-encoded avatar and its thumbnails (URLs are built from them). */
    avatar_thumb_64: text('avatar_thumb_64'),
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
    /** The user's language for emails ('en' | 'de'): set at registration, updated on login. */
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    terms_accepted_at: timestamp('terms_accepted_at', { withTimezone: true }),
    /**
     * Set when the account is deleted: the row stays (messages keep an author shown as a deleted
     * user, records the law requires keep their reference) but its personal data is wiped and the
     * email is replaced by a placeholder, so the address is free for a new account.
     */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
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

/** Password-reset tokens (spec: /password-reset/{token}): one per user, stored hashed, 60 minutes. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: char('token_hash', { length: 64 }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Hit counters for throttling that must hold across API instances (login attempts per email and
 * IP, verification resends, reset requests). One row per key; a window restarts after `reset_at`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.reset_at)],
);

/**
 * The mail outbox. Mail is rendered when queued (subject, HTML and text in the recipient's locale)
 * and sent by the worker, which claims rows with FOR UPDATE SKIP LOCKED and retries with backoff.
 * A row is never deleted by a failure: after the last attempt it stays 'failed' for a person to see.
 */
export const emails = pgTable(
  'emails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Null for mail not tied to an account, and after the account is deleted. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    to_email: varchar('to_email', { length: 255 }).notNull(),
    /** Template name, e.g. 'verify-email', 'password-reset', 'notification.password-was-changed'. */
    template: text('template').notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    /** 'smtp' or 'mailbox' (the local mailbox), recorded when sent. */
    transport: text('transport'),
    message_id: text('message_id'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('emails_due_idx').on(t.next_attempt_at).where(sql`${t.status} in ('pending', 'sending')`),
    index('emails_user_id_idx').on(t.user_id),
    index('emails_to_email_idx').on(sql`lower(${t.to_email})`, t.created_at),
    check('emails_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/** Accounts linked to an OpenID Connect provider (social sign-up / login). */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 32 }).notNull(),
    /** The provider's `sub` claim. */
    subject: varchar('subject', { length: 255 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oauth_identities_provider_subject_unique').on(t.provider, t.subject), index('oauth_identities_user_id_idx').on(t.user_id)],
);

/**
 * Listings ("businesses", spec §1, §3). Only the core that the bench data, sync and messaging need
 * exists yet: the listing-wizard issue adds its step fields (financials, assets, description, …)
 * with its own migration. Statuses follow spec §4: draft → pending verification → published or
 * canceled; a published listing may be hidden for some days.
 */
export const LISTING_STATUSES = ['draft', 'pending', 'published', 'canceled', 'hidden'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const businesses = pgTable(
  'businesses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 255 }).notNull(),
    status: text('status').$type<ListingStatus>().notNull().default('draft'),
    category_id: integer('category_id').references(() => categories.id),
    /** Asking price in whole US dollars (spec §9: shown with a $ sign). */
    price: bigint('price', { mode: 'number' }),
    image: text('image'),
    /** Buyers must sign a non-disclosure agreement before they see the details. */
    nda: boolean('nda').notNull().default(false),
    hide_for_x_days: integer('hide_for_x_days'),
    ...timestamps,
  },
  (t) => [
    index('businesses_user_id_idx').on(t.user_id),
    index('businesses_status_created_idx').on(t.status, t.created_at),
    check('businesses_status_check', sql`${t.status} in (${sql.raw(LISTING_STATUSES.map((v) => `'${v}'`).join(', '))})`),
  ],
);

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

export const MESSAGE_TYPES = [
  'text', 'media', 'nda_request', 'nda_request_decision', 'nda_request_decision_positive', 'nda_request_decision_negative',
] as const;

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
    type: text('type').$type<(typeof MESSAGE_TYPES)[number]>().notNull().default('text'),
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

export type UserRow = typeof users.$inferSelect;
export type EmailRow = typeof emails.$inferSelect;
export type NewEmailRow = typeof emails.$inferInsert;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type OauthIdentityRow = typeof oauthIdentities.$inferSelect;
export type BusinessRow = typeof businesses.$inferSelect;
export type DialogRow = typeof dialogs.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type UsStateRow = typeof usStates.$inferSelect;
export type ClientErrorLogRow = typeof clientErrorLogs.$inferSelect;
export type NewClientErrorLogRow = typeof clientErrorLogs.$inferInsert;
