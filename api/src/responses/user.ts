// The user as the API answers it (the contract's `User`): the row's media keys become URLs and the
// stored settings are laid over the defaults. The route's response schema drops everything else.
// And what another logged-in user sees of them (`PublicProfile`).
import type { PublicProfile, User } from '@bizmarkt/shared/contract';
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

export function toPublicProfile(user: UserRow, totalListingsCount: number): PublicProfile {
  const deleted = user.deleted_at !== null;
  return {
    id: user.id,
    name: deleted ? null : user.name,
    last_name: deleted ? null : user.last_name,
    avatar_thumb: deleted ? null : mediaUrl(user.avatar_thumb),
    avatar_thumb_64: deleted ? null : mediaUrl(user.avatar_thumb_64),
    about: deleted ? null : user.about,
    country_code: deleted ? null : user.country_code,
    website: deleted ? null : user.website,
    facebook: deleted ? null : user.facebook,
    twitter: deleted ? null : user.twitter,
    instagram: deleted ? null : user.instagram,
    created_at: user.created_at.toISOString(),
    // What /search?user_id= shows the caller: published, NDA listings for their owner only.
    total_listings_count: deleted ? 0 : totalListingsCount,
    deleted,
  };
}
