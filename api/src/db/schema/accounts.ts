// Accounts: users, sessions, password-reset tokens, throttle counters, social sign-in identities.
import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings, type Role } from '@bizmarkt/shared/contract';
import { timestamps } from './common';
import { countries } from './reference';

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
    notification_settings: jsonb('notification_settings').$type<NotificationSettings>().notNull().default(DEFAULT_NOTIFICATION_SETTINGS),
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

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type OauthIdentityRow = typeof oauthIdentities.$inferSelect;
