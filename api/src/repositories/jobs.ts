// The jobs table (`jobs`): enqueued by `app.jobs.enqueue()`, claimed and finished by the jobs worker.
// Every time comes from the caller's clock (`app.clock`) as a parameter, never from SQL now(): the
// rules that jobs carry out ("45 days after the last update") are then testable with a fake clock.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, type JobRow } from '../db/schema';

/** How long a claimed job stays its claimer's; a job still running after that is claimed again. */
export const JOB_LEASE_SECONDS = 5 * 60;

export interface EnqueueJob {
  kind: string;
  payload?: unknown;
  runAt: Date;
  key?: string | null;
  maxAttempts?: number;
}

function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/**
 * Claims up to `limit` due jobs: pending ones whose time has come and running ones whose lease ran
 * out (their claimer died). `FOR UPDATE SKIP LOCKED` lets several instances claim at once without
 * taking the same job. Exported apart from the repository so a test can run it in a transaction.
 */
export async function claimDueJobs(db: Db, now: Date, limit: number): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.status, ['pending', 'running']), lte(jobs.run_at, now)))
    .orderBy(jobs.run_at, jobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, run_at: addSeconds(now, JOB_LEASE_SECONDS) })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.run_at.getTime() - b.run_at.getTime() || a.id - b.id);
}

export function createJobsRepository(db: Db) {
  return {
    /** Queues a job; with a key that is already queued (pending or running) it does nothing and answers null. */
    async enqueue(job: EnqueueJob): Promise<number | null> {
      const [row] = await db
        .insert(jobs)
        .values({
          kind: job.kind,
          payload: job.payload ?? {},
          run_at: job.runAt,
          key: job.key ?? null,
          ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
        })
        .onConflictDoNothing({ target: jobs.key, where: sql`${jobs.status} in ('pending', 'running')` })
        .returning({ id: jobs.id });
      return row?.id ?? null;
    },

    claimDue(now: Date, limit: number): Promise<JobRow[]> {
      return claimDueJobs(db, now, limit);
    },

    /** Only while the job is still this attempt's (one re-claimed after its lease belongs to the newer attempt). */
    async markDone(job: Pick<JobRow, 'id' | 'attempts'>, now: Date): Promise<void> {
      await db
        .update(jobs)
        .set({ status: 'done', finished_at: now, last_error: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)));
    },

    /** A failed attempt: pending again at `retryAt`, or 'failed' for good when null. The row stays for people to see. */
    async markFailed(job: Pick<JobRow, 'id' | 'attempts'>, error: string, retryAt: Date | null, now: Date): Promise<void> {
      await db
        .update(jobs)
        .set(retryAt === null ? { status: 'failed', last_error: error, finished_at: now } : { status: 'pending', last_error: error, run_at: retryAt })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)));
    },

    async findById(id: number): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
      return row;
    },

    /** Jobs of one kind, oldest first (for tests and the operator). */
    async listByKind(kind: string, statuses?: readonly JobRow['status'][]): Promise<JobRow[]> {
      const filter = statuses ? and(eq(jobs.kind, kind), inArray(jobs.status, [...statuses])) : eq(jobs.kind, kind);
      return db.select().from(jobs).where(filter).orderBy(jobs.id);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
