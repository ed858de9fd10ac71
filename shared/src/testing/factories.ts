// Test-data factories: whole, valid objects of the contract with overrides, instead of partial
// objects cast `as User`. One place to update when a contract type gains a field.
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings, type User } from '../contract';

/** The settings a new user gets (the contract's defaults), with overrides. */
export function makeNotificationSettings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return structuredClone({ ...DEFAULT_NOTIFICATION_SETTINGS, ...overrides });
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
    is_admin: false,
    ...overrides,
  };
}
