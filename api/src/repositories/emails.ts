// The mail outbox (`emails`): queued by `app.mail.queue()`, claimed and updated by the worker, read
// by the local mailbox. Times come from the database's clock (now()), so instances agree.
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emails, type EmailRow, type NewEmailRow } from '../db/schema';

/**
 * How long a claimed row stays the claimer's. A row still 'sending' after this belongs to an
 * instance that died mid-send and is claimed again. Sends time out well before (see transports).
 */
export const SENDING_LEASE_SECONDS = 5 * 60;

/**
 * Claims up to `limit` due rows for this worker: pending ones whose time has come and 'sending'
 * ones whose lease ran out. `FOR UPDATE SKIP LOCKED` lets several instances claim at once without
 * waiting on each other or taking the same row; the claim moves `next_attempt_at` to the end of the
 * lease, which is what makes an abandoned row due again. Exported apart from the repository so a
 * test can run it inside a transaction.
 */
export async function claimDueEmails(db: Db, limit: number): Promise<EmailRow[]> {
  const due = db
    .select({ id: emails.id })
    .from(emails)
    .where(and(inArray(emails.status, ['pending', 'sending']), lte(emails.next_attempt_at, sql`now()`)))
    .orderBy(emails.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emails)
    .set({
      status: 'sending',
      attempts: sql`${emails.attempts} + 1`,
      next_attempt_at: sql`now() + make_interval(secs => ${SENDING_LEASE_SECONDS})`,
    })
    .where(inArray(emails.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

export interface MailboxQuery {
  /** Case-insensitive recipient filter. */
  to?: string | undefined;
  limit: number;
}

export function createEmailsRepository(db: Db) {
  return {
    async insert(row: NewEmailRow): Promise<EmailRow> {
      const [created] = await db.insert(emails).values(row).returning();
      if (!created) throw new Error('outbox insert returned no row');
      return created;
    },

    async findById(id: number): Promise<EmailRow | undefined> {
      const [row] = await db.select().from(emails).where(eq(emails.id, id)).limit(1);
      return row;
    },

    claimDue(limit: number): Promise<EmailRow[]> {
      return claimDueEmails(db, limit);
    },

    async markSent(id: number, sent: { transport: 'smtp' | 'mailbox'; messageId: string | null }): Promise<void> {
      await db
        .update(emails)
        .set({ status: 'sent', sent_at: sql`now()`, transport: sent.transport, message_id: sent.messageId, last_error: null })
        .where(eq(emails.id, id));
    },

    /**
     * Records a failed attempt: back to 'pending' after `retryInSeconds`, or 'failed' for good when
     * null. Only while the row is still this attempt's (a row re-claimed after its lease ran out
     * belongs to the newer attempt). The row is never deleted.
     */
    async markAttemptFailed(id: number, attempts: number, error: string, retryInSeconds: number | null): Promise<void> {
      await db
        .update(emails)
        .set(
          retryInSeconds === null
            ? { status: 'failed', last_error: error }
            : { status: 'pending', last_error: error, next_attempt_at: sql`now() + make_interval(secs => ${retryInSeconds})` },
        )
        .where(and(eq(emails.id, id), eq(emails.status, 'sending'), eq(emails.attempts, attempts)));
    },

    /** The local mailbox: newest first, optionally for one recipient (any case). */
    async list(query: MailboxQuery): Promise<EmailRow[]> {
      const filter = query.to ? sql`lower(${emails.to_email}) = lower(${query.to})` : undefined;
      return db.select().from(emails).where(filter).orderBy(desc(emails.created_at), desc(emails.id)).limit(query.limit);
    },
  };
}

export type EmailsRepository = ReturnType<typeof createEmailsRepository>;
