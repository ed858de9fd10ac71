// The mail outbox.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

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
    index('emails_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('emails_user_id_idx').on(t.user_id),
    index('emails_to_email_idx').on(sql`lower(${t.to_email})`, t.created_at),
    check('emails_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

export type EmailRow = typeof emails.$inferSelect;
export type NewEmailRow = typeof emails.$inferInsert;
