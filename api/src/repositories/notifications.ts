import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, type NewNotificationRow, type NotificationRow } from '../db/schema';

export function createNotificationsRepository(db: Db) {
  return {
    /** How many notifications the user has not read (runs on every poll: partial index). */
    async countUnread(userId: number): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
      return row?.unread ?? 0;
    },

    async create(row: NewNotificationRow): Promise<NotificationRow> {
      const [created] = await db.insert(notifications).values(row).returning();
      if (!created) throw new Error('notification insert returned no row');
      return created;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
