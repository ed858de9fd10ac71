// The queue's copy in localStorage, so queued errors survive a reload or a crash of the tab.
// Storage may be missing, blocked (SecurityError when site data is disabled), full, or hold
// anything at all; none of that may break the page or the queue.
import type { ErrorLogEvent } from '../contract/error-log';
import { isErrorLogEvent } from './event';

export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `window.localStorage`, or null where reading the property itself throws or there is no window. */
export function browserStorage(): QueueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function loadEvents(storage: QueueStorage | null, key: string, max: number): ErrorLogEvent[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(key);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    // Keep the newest when a stored list is longer than the queue may be.
    return parsed.filter(isErrorLogEvent).slice(-max);
  } catch {
    return [];
  }
}

/** Returns whether the copy was written; a full or blocked storage keeps the queue in memory only. */
export function saveEvents(storage: QueueStorage | null, key: string, events: readonly ErrorLogEvent[]): boolean {
  if (!storage) return false;
  try {
    if (events.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(events));
    return true;
  } catch {
    return false;
  }
}
