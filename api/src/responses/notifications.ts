// Notifications as the panel reads them (the contract's `NotificationItem`).
import type { NotificationData, NotificationItem } from '@bizmarkt/shared/contract';
import type { NotificationRow } from '../db/schema';

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
  // Only a sold favourite carries it (the buying process); absent otherwise.
  if (stored.sold === true) data.sold = true;
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
