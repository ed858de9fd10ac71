// The client error log (spec §3, §7).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { ERROR_LOG_EVENT_TYPES } from '@bizmarkt/shared/contract';
import { users } from './accounts';

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
    check('client_error_logs_type_check', sql`${t.type} in (${sql.raw(ERROR_LOG_EVENT_TYPES.map((v) => `'${v}'`).join(', '))})`),
  ],
);

export type ClientErrorLogRow = typeof clientErrorLogs.$inferSelect;
export type NewClientErrorLogRow = typeof clientErrorLogs.$inferInsert;
