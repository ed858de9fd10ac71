import { and, asc, count, eq, gt, gte, sql } from 'drizzle-orm';
import type { Message } from '@bizmarkt/shared/contract';
import type { Db } from '../db/client';
import { messages, type MessageRow } from '../db/schema';

/** The API's shape of a message (spec §3 Message). */
export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    dialog_id: row.dialog_id,
    type: row.type,
    user_id: row.user_id,
    message: row.message,
    read: row.read,
    created_at: row.created_at.toISOString(),
    media_url: row.media_url,
    media_type: row.media_type === 'application/pdf' || row.media_type === 'image' ? row.media_type : null,
    media_name: row.media_name,
    image_url: row.image_url,
  };
}

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

  return {
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
    /** Messages to the user with an id above `afterId`, sent at or after `since`, oldest first. */
    async newForRecipient(recipientId: number, afterId: number, since: Date): Promise<MessageRow[]> {
      return newForRecipient.execute({ recipientId, afterId, since: since.toISOString() });
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
