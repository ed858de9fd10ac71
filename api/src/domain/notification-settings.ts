import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@bizmarkt/shared/contract';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Lays stored settings over the defaults, key by key, so that a flag added after a user saved
 * their settings still has a value. Values of the wrong type fall back to the default.
 */
export function withDefaultSettings(stored: unknown): NotificationSettings {
  return mergeKnownKeys(DEFAULT_NOTIFICATION_SETTINGS, stored) as NotificationSettings;
}

function mergeKnownKeys(defaults: unknown, stored: unknown): unknown {
  if (isRecord(defaults)) {
    const source = isRecord(stored) ? stored : {};
    const merged: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(defaults)) merged[key] = mergeKnownKeys(value, source[key]);
    return merged;
  }
  if (Array.isArray(defaults)) return Array.isArray(stored) ? stored : defaults;
  // A range bound is `number | null`; the default (null) says nothing about the type.
  if (defaults === null) return typeof stored === 'number' ? stored : null;
  return typeof stored === typeof defaults ? stored : defaults;
}
