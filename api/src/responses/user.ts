// The user as the API answers it (the contract's `User`): the row's media keys become URLs and the
// stored settings are laid over the defaults. The route's response schema drops everything else.
import type { User } from '@bizmarkt/shared/contract';
import type { UserRow } from '../db/schema';
import { withDefaultSettings } from '../domain/notification-settings';
import { mediaUrl } from '../lib/media';

/** `unreadNotifications` is the count of unread notifications. */
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
    is_admin: row.is_admin,
  };
}
