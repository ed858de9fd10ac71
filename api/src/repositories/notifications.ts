import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { EmailNotificationFlags } from '@bizmarkt/shared/contract';
import type { Db } from '../db/client';
import { notifications, users, type NewNotificationRow, type NotificationRow } from '../db/schema';

export interface NotificationsPageRows {
  rows: NotificationRow[];
  total: number;
}

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

    /**
     * Folds one more checklist item into the user's newest unread notification of this type about
     * this dialog, created within the last `withinMinutes` (decision 0251): `items` gains the item
     * (once), the notification moves to the top. Answers the updated row, or undefined when there is
     * none to fold into. One statement, so two events at once cannot drop an item.
     */
    async foldIntoRecent(
      userId: number,
      type: NotificationRow['type'],
      dialogId: number,
      item: string,
      withinMinutes: number,
    ): Promise<NotificationRow | undefined> {
      const items = sql`coalesce(${notifications.data} -> 'items', jsonb_build_array(${notifications.data} -> 'item'))`;
      const [row] = await db
        .update(notifications)
        .set({
          data: sql`jsonb_set(${notifications.data}, '{items}', case when ${items} @> jsonb_build_array(${item}::text) then ${items} else ${items} || jsonb_build_array(${item}::text) end)`,
          created_at: sql`now()`,
        })
        .where(
          eq(
            notifications.id,
            sql`(select n.id from notifications n where n.user_id = ${userId} and n.type = ${type} and n.read_at is null
                 and n.data ->> 'dialog_id' = ${String(dialogId)} and n.data ? 'item'
                 and n.created_at > now() - make_interval(mins => ${withinMinutes}::int)
                 order by n.created_at desc, n.id desc limit 1)`,
          ),
        )
        .returning();
      return row;
    },

    /** One page of the user's notifications, newest first, and how many there are in all. */
    async listPage(userId: number, page: number, perPage: number): Promise<NotificationsPageRows> {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.user_id, userId))
          .orderBy(desc(notifications.created_at), desc(notifications.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: count() }).from(notifications).where(eq(notifications.user_id, userId)),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** Marks every unread notification of the user read; answers how many it marked. */
    async markAllRead(userId: number): Promise<number> {
      const marked = await db
        .update(notifications)
        .set({ read_at: sql`now()` })
        .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
        .returning({ id: notifications.id });
      return marked.length;
    },

    /**
     * Sets some email flags of a (not deleted) user's notification settings in one statement, leaving
     * every other setting as stored. Answers the user's email and the stored settings afterwards,
     * or undefined when there is no such user.
     */
    async updateEmailFlags(userId: number, flags: Partial<EmailNotificationFlags>): Promise<{ email: string; settings: unknown } | undefined> {
      const [row] = await db
        .update(users)
        .set({
          notification_settings: sql`jsonb_set(${users.notification_settings}, '{email}', coalesce(${users.notification_settings} -> 'email', '{}'::jsonb) || ${JSON.stringify(flags)}::jsonb)`,
          updated_at: sql`now()`,
        })
        .where(and(eq(users.id, userId), isNull(users.deleted_at)))
        .returning({ email: users.email, settings: users.notification_settings });
      return row;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
