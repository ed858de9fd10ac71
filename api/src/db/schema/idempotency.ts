// Idempotency keys (issue #31 §4): the first completed answer to a state-changing request that carried
// an `Idempotency-Key`, so that the client's retry of a write whose answer was lost (an instance killed,
// a 502 from the proxy) gets that answer again instead of running the write twice. See
// plugins/app/idempotency.ts and docs/decisions/0211-idempotency-keys.md.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: `u:<user id>` for a signed-in user, `s:<session id>` for a guest session. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, the URL and the body: a repeat must be the same request. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request runs; then the status of its answer. */
    status_code: integer('status_code'),
    content_type: text('content_type'),
    /** The answer's body as sent to this same scope (never a password: no answer carries one). */
    body: text('body'),
    /** While running: until when the claim holds; a claim left by a killed instance lapses then. */
    locked_until: timestamp('locked_until', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expires_at),
    check('idempotency_keys_status_check', sql`${t.status_code} is null or ${t.status_code} between 100 and 599`),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
