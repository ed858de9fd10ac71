import type { NotificationSettings } from '../contract';

const noBounds = () => ({ min: null, max: null });

/**
 * Defaults for a new user. Transactional mail and in-app notices are on; the newsletter and
 * listing alerts are marketing mail, so they are opt-in (consent under GDPR/UWG).
 */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email: {
    my_listings: true,
    favorites_updated: true,
    favorites_listing_sold: true,
    nda_accepted: true,
    nda_requested: true,
    price_changes: true,
    new_message: true,
    weekly_newsletter: false,
    new_listing_alerts: false,
  },
  app: {
    my_listings: true,
    favorites_updated: true,
    favorites_listing_sold: true,
    nda_accepted: true,
    nda_requested: true,
    price_changes: true,
  },
  new_listing_alert_settings: {
    price: noBounds(),
    sales: noBounds(),
    net_profit: noBounds(),
    profit_margin: noBounds(),
    profit_multiply: noBounds(),
    age: noBounds(),
    category_ids: [],
  },
};

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
