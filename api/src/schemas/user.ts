import { z } from 'zod';
import type { NotificationSettings, User } from '../contract';
import type { UserRow } from '../db/schema';
import { withDefaultSettings } from '../domain/notification-settings';
import { mediaUrl } from '../lib/media';
import type { Assert, Equals } from './type-check';

const flag = z.boolean();
const range = z.object({ min: z.number().nullable(), max: z.number().nullable() });
const appFlags = {
  my_listings: flag,
  favorites_updated: flag,
  favorites_listing_sold: flag,
  nda_accepted: flag,
  nda_requested: flag,
  price_changes: flag,
};

export const notificationSettingsSchema = z.object({
  email: z.object({ ...appFlags, new_message: flag, weekly_newsletter: flag, new_listing_alerts: flag }),
  app: z.object(appFlags),
  new_listing_alert_settings: z.object({
    price: range,
    sales: range,
    net_profit: range,
    profit_margin: range,
    profit_multiply: range,
    age: range,
    category_ids: z.array(z.number().int()),
  }),
});

/** The user as the API shows it to its owner. Serialising through it drops every other column. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  role: z.enum(['buyer', 'seller', 'universal']).nullable(),
  subscription: z.string().nullable(),
  avatar: z.string().nullable(),
  avatar_thumb: z.string().nullable(),
  avatar_thumb_64: z.string().nullable(),
  country_code: z.string().nullable(),
  about: z.string().nullable(),
  website: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  pinterest: z.string().nullable(),
  created_at: z.string(),
  notifications: z.array(z.unknown()),
  unread_notifications: z.number().int(),
  notification_settings: notificationSettingsSchema,
  has_password: z.boolean().optional(),
});

export type _UserSchemaMatchesContract = Assert<Equals<z.output<typeof userSchema>, User>>;
export type _SettingsSchemaMatchesContract = Assert<
  Equals<z.output<typeof notificationSettingsSchema>, NotificationSettings>
>;

/** The user as the API answers it; `unreadNotifications` is the count of unread notifications. */
export function toUserResponse(row: UserRow, unreadNotifications: number): User {
  return {
    id: row.id,
    name: row.name,
    last_name: row.last_name,
    email: row.email,
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    role: row.role,
    subscription: row.subscription,
    // The row holds media-store keys; the client gets URLs.
    avatar: mediaUrl(row.avatar),
    avatar_thumb: mediaUrl(row.avatar_thumb),
    avatar_thumb_64: mediaUrl(row.avatar_thumb_64),
    country_code: row.country_code,
    about: row.about,
    website: row.website,
    facebook: row.facebook,
    twitter: row.twitter,
    instagram: row.instagram,
    pinterest: row.pinterest,
    created_at: row.created_at.toISOString(),
    // The list is read through the notifications panel (accounts issue); the count is live.
    notifications: [],
    unread_notifications: unreadNotifications,
    notification_settings: withDefaultSettings(row.notification_settings),
    has_password: row.password_hash !== null,
  };
}
