import { z } from 'zod';
import type { NotificationItem, NotificationsPage, NotificationsReadResponse } from '../contract';
import type { NotificationRow } from '../db/schema';
import type { Assert, Equals } from './type-check';

/** Notifications per page of `GET /api/notifications`. */
export const NOTIFICATIONS_PER_PAGE = 20;

export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

const notificationDataSchema = z.object({
  period_end: z.string().optional(),
  business_id: z.number().optional(),
  business_name: z.string().optional(),
  business_price: z.number().optional(),
  old_price: z.number().optional(),
  image: z.string().optional(),
  days: z.number().optional(),
  buyer_name: z.string().optional(),
  buyer_avatar: z.string().optional(),
  dialog_id: z.number().optional(),
});

export const notificationItemSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  created_at: z.string(),
  read: z.boolean(),
  data: notificationDataSchema,
});

export const notificationsPageSchema = z.object({
  data: z.array(notificationItemSchema),
  meta: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    unread: z.number().int(),
  }),
});

export const notificationsReadResponseSchema = z.object({ unread: z.number().int() });

export type _NotificationsPageMatchesContract = Assert<Equals<z.output<typeof notificationsPageSchema>, NotificationsPage>>;
export type _NotificationsReadMatchesContract = Assert<
  Equals<z.output<typeof notificationsReadResponseSchema>, NotificationsReadResponse>
>;

type NotificationData = NotificationItem['data'];
const STRING_FIELDS = ['period_end', 'business_name', 'image', 'buyer_name', 'buyer_avatar'] as const;
const NUMBER_FIELDS = ['business_id', 'business_price', 'old_price', 'days', 'dialog_id'] as const;

/**
 * The stored data as the contract types it: known fields of the right type only. Callers of the
 * notifier may store more, or a price as a decimal string; the panel gets a predictable shape.
 */
export function toNotificationData(stored: Record<string, unknown>): NotificationData {
  const data: NotificationData = {};
  for (const field of STRING_FIELDS) {
    const value = stored[field];
    if (typeof value === 'string') data[field] = value;
  }
  for (const field of NUMBER_FIELDS) {
    const value = stored[field];
    const number = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) data[field] = number;
  }
  return data;
}

/** A row as the panel reads it: the type carries the spec's `notification.` prefix. */
export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: `notification.${row.type}`,
    created_at: row.created_at.toISOString(),
    read: row.read_at !== null,
    data: toNotificationData(row.data),
  };
}
