// The jobs table: time-driven and background work (listing lifecycle, sellerboard fetches, billing
// period ends, webhook retries). Claimed with FOR UPDATE SKIP LOCKED, so any number of instances may
// run the worker; nothing here depends on a timer living in one process.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The handler's name, e.g. 'listings.lifecycle'. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /**
     * At most one queued (pending or running) job per key: enqueueing a key that is already queued
     * does nothing. Recurring jobs use `every:<kind>`.
     */
    key: text('key'),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    /** When the job is due; while running, the end of the claimer's lease. */
    run_at: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.run_at)
      .where(sql`${t.status} in ('pending', 'running')`),
    uniqueIndex('jobs_queued_key_idx')
      .on(t.key)
      .where(sql`${t.status} in ('pending', 'running')`),
    index('jobs_kind_idx').on(t.kind, t.created_at),
    check('jobs_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
