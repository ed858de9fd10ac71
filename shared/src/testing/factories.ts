// Test-data factories: whole, valid objects of the contract with overrides, instead of partial
// objects cast `as User`. One place to update when a contract type gains a field.
import type { NotificationSettings, User } from '../contract';

const range = () => ({ min: null, max: null });

export function makeNotificationSettings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  const flags = { my_listings: true, favorites_updated: true, favorites_listing_sold: true, nda_accepted: true, nda_requested: true, price_changes: true };
  return {
    email: { ...flags, new_message: true, weekly_newsletter: false, new_listing_alerts: false },
    app: { ...flags },
    new_listing_alert_settings: {
      price: range(),
      sales: range(),
      net_profit: range(),
      profit_margin: range(),
      profit_multiply: range(),
      age: range(),
      category_ids: [],
    },
    ...overrides,
  };
}

let nextId = 1000;

/** A verified buyer on the free plan unless overridden; ids are unique within a test run. */
export function makeUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: 'Test',
    last_name: `User ${id}`,
    email: `user${id}@bizmarkt.test`,
    email_verified_at: '2026-01-01T00:00:00.000Z',
    role: 'buyer',
    subscription: null,
    avatar: null,
    avatar_thumb: null,
    avatar_thumb_64: null,
    country_code: null,
    about: null,
    website: null,
    facebook: null,
    twitter: null,
    instagram: null,
    pinterest: null,
    created_at: '2026-01-01T00:00:00.000Z',
    notifications: [],
    unread_notifications: 0,
    notification_settings: makeNotificationSettings(),
    has_password: true,
    ...overrides,
  };
}
