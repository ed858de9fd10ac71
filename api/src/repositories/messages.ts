import { and, asc, count, desc, eq, gt, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dialogs, messages, type MessageRow } from '../db/schema';

export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'read'>;

/** At most this many messages in one sync answer; the poller asks again at once when it was full. */
export const SYNC_MESSAGE_LIMIT = 100;

export function createMessagesRepository(db: Db) {
  // The poll of every logged-in page: one range scan on (recipient_id, id).
  const newForRecipient = db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.recipient_id, sql.placeholder('recipientId')),
        gt(messages.id, sql.placeholder('afterId')),
        gte(messages.created_at, sql.placeholder('since')),
      ),
    )
    .orderBy(asc(messages.id))
    .limit(SYNC_MESSAGE_LIMIT)
    .prepare('messages_new_for_recipient');

  // Unread messages to the user, per dialog (a partial index on unread rows keeps this small).
  const unreadByDialog = db
    .select({ dialog_id: messages.dialog_id, unread: count() })
    .from(messages)
    .where(and(eq(messages.recipient_id, sql.placeholder('recipientId')), eq(messages.read, false)))
    .groupBy(messages.dialog_id)
    .prepare('messages_unread_by_dialog');

  // The newest messages to the user, which the sync cache keeps to answer a poll's new messages from
  // memory (plugins/app/live-state.ts): the same range scan on (recipient_id, id), backwards.
  const recentIncoming = db
    .select()
    .from(messages)
    .where(eq(messages.recipient_id, sql.placeholder('recipientId')))
    .orderBy(desc(messages.id))
    .limit(sql.placeholder('limit'))
    .prepare('messages_recent_incoming');

  // What the sync cache keeps to know "nothing new" without asking (plugins/app/live-state.ts).
  const newestIncoming = db
    .select({ id: max(messages.id), created_at: max(messages.created_at) })
    .from(messages)
    .where(eq(messages.recipient_id, sql.placeholder('recipientId')))
    .prepare('messages_newest_incoming');

  return {
    /** Stores a message and moves the dialog's last activity to it (one transaction). */
    async add(values: NewMessage): Promise<MessageRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(messages).values(values).returning();
        if (!row) throw new Error('message insert returned no row');
        await tx.update(dialogs).set({ last_message_at: row.created_at }).where(eq(dialogs.id, row.dialog_id));
        return row;
      });
    },

    async find(id: number): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
      return row;
    },

    /** The newest message to the user in each dialog, newest first, at most `limit` dialogs. */
    async latestIncomingPerDialog(recipientId: number, limit: number): Promise<MessageRow[]> {
      const rows = await db
        .selectDistinctOn([messages.dialog_id])
        .from(messages)
        .where(eq(messages.recipient_id, recipientId))
        .orderBy(messages.dialog_id, desc(messages.id));
      return rows.sort((a, b) => b.id - a.id).slice(0, limit);
    },

    /** The user's unread messages: the total and per dialog id (only dialogs with any). */
    async unreadCounts(recipientId: number): Promise<{ total: number; byDialog: Record<string, number> }> {
      const rows = await unreadByDialog.execute({ recipientId });
      const byDialog: Record<string, number> = {};
      let total = 0;
      for (const row of rows) {
        byDialog[String(row.dialog_id)] = row.unread;
        total += row.unread;
      }
      return { total, byDialog };
    },
    /** The highest id and the latest `created_at` among the messages to the user (0 and null when none). */
    async newestIncoming(recipientId: number): Promise<{ id: number; createdAt: Date | null }> {
      const [row] = await newestIncoming.execute({ recipientId });
      return { id: row?.id ?? 0, createdAt: row?.created_at ?? null };
    },

    /** The user's `limit` newest incoming messages (highest ids), newest first. */
    async recentIncoming(recipientId: number, limit: number): Promise<MessageRow[]> {
      return recentIncoming.execute({ recipientId, limit });
    },

    /** Messages to the user with an id above `afterId`, sent at or after `since`, oldest first. */
    async newForRecipient(recipientId: number, afterId: number, since: Date): Promise<MessageRow[]> {
      return newForRecipient.execute({ recipientId, afterId, since: since.toISOString() });
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
