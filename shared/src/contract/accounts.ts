// The accounts contract (issue #4): registration, verification, password reset and change, profile,
// notifications, email preferences, unsubscribe, deletion, social sign-in. Paths are listed in
// ACCOUNT_PATHS so the clients and the API tests name them once.
import type { NotificationSettings, Role } from './api';

/** Password rules (NIST 800-63B): length only, plus a list of the most common passwords. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Signed links (email verification) and reset tokens live this long. */
export const LINK_TTL_MINUTES = 60;
/** Failed logins allowed per email and IP before the wait. */
export const LOGIN_MAX_ATTEMPTS = 5;

export const ACCOUNT_PATHS = {
  register: '/api/register',
  /** GET, signed: `/api/email/verify/{id}/{hash}?expires=&signature=`; redirects to the site. */
  verifyEmail: (id: number, hash: string) => `/api/email/verify/${id}/${hash}`,
  resendVerification: '/api/email/verification-notification',
  generalInfo: '/api/user/general-info',
  forgotPassword: '/api/forgot-password',
  resetPassword: '/api/reset-password',
  changePassword: '/api/change-password',
  updateUser: (id: number) => `/api/users/${id}`,
  publicProfile: (id: number) => `/api/users/${id}/profile`,
  deleteAccount: '/api/delete-account',
  exportData: '/api/user/export',
  notifications: '/api/notifications',
  notificationsRead: '/api/notifications/read',
  emailPreferences: '/api/email-preferences',
  unsubscribe: '/api/unsubscribe',
  authProviders: '/api/auth/providers',
  /** GET: starts the OpenID Connect sign-in (full-page navigation, not fetch). `?intent=register|login` */
  oidcRedirect: '/api/auth/oidc/redirect',
  oidcCallback: '/api/auth/oidc/callback',
  /** The local mailbox (only when no SMTP_URL is set): HTML page and JSON list. */
  mailbox: '/api/dev/mailbox',
  mailboxJson: '/api/dev/mailbox.json',
} as const;

/** `POST /api/register` */
export interface RegisterRequest {
  email: string;
  password: string;
  password_confirmation: string;
  /** Must be true. */
  terms: boolean;
}

/** `201` of `POST /api/register`: the new user is logged in (unverified). */
export interface RegisterResponse {
  id: number;
}

/** `POST /api/user/general-info` → `User` */
export interface GeneralInfoRequest {
  role: Role;
  name: string;
  last_name: string;
  country_code: string;
}

/** `POST /api/forgot-password` → 200 `{ message }` whether or not the email exists. */
export interface ForgotPasswordRequest {
  email: string;
}

/** `POST /api/reset-password` → 200 `{ message }`; every session of the user is ended. */
export interface ResetPasswordRequest {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** `POST /api/change-password` → 200 `{ message }`; other sessions ended. */
export interface ChangePasswordRequest {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/**
 * `POST /api/users/{id}` (JSON or multipart) → `User`. Profile fields, or `notification_settings`
 * alone. Multipart: `file` (JPEG/PNG) and `delete_file` ('0' | '1').
 */
export interface UpdateUserRequest {
  role?: Role;
  name?: string;
  last_name?: string;
  country_code?: string;
  about?: string;
  website?: string | null;
  facebook?: string | null;
  twitter?: string | null;
  instagram?: string | null;
  pinterest?: string | null;
  delete_file?: 0 | 1;
  notification_settings?: NotificationSettings;
}

/** `GET /api/users/{id}/profile`: only what any logged-in user may see of another. */
export interface PublicProfile {
  id: number;
  name: string | null;
  last_name: string | null;
  avatar_thumb: string | null;
  avatar_thumb_64: string | null;
  about: string | null;
  country_code: string | null;
  website: string | null;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  created_at: string;
  total_listings_count: number;
  /** True for a deleted account (shown as a deleted user). */
  deleted: boolean;
}

/**
 * `POST /api/delete-account` → 204; every session ends and a fresh guest session starts. The account's
 * password confirms; an account without one (made through a social sign-in, `User.has_password`
 * false) confirms by typing its email address instead.
 */
export interface DeleteAccountRequest {
  password?: string;
  email?: string;
}

/** One notification (spec §3) as the panel reads it. */
export interface NotificationItem {
  id: number;
  /** With the spec's prefix, e.g. 'notification.password-was-changed'. */
  type: string;
  created_at: string;
  read: boolean;
  data: {
    period_end?: string;
    business_id?: number;
    business_name?: string;
    business_price?: number;
    old_price?: number;
    image?: string;
    days?: number;
    buyer_name?: string;
    buyer_avatar?: string;
    dialog_id?: number;
  };
}

/** `GET /api/notifications?page=` */
export interface NotificationsPage {
  data: NotificationItem[];
  meta: { current_page: number; last_page: number; total: number; unread: number };
}

/** `POST /api/notifications/read`: every unread notification of the user is marked read. */
export interface NotificationsReadResponse {
  /** The unread count afterwards (0 unless one arrived meanwhile). */
  unread: number;
}

/** `GET/POST /api/email-preferences`: the email group of the notification settings. */
export type EmailPreferences = NotificationSettings['email'];

/** `POST /api/unsubscribe` (CSRF-exempt; also the one-click List-Unsubscribe target). */
export interface UnsubscribeRequest {
  /** The signed token from the email's link. */
  token: string;
}

export interface UnsubscribeResponse {
  /** The email flag turned off, or 'all'. */
  list: string;
  email: string;
}

/** `GET /api/auth/providers`: the configured social sign-in, or null (the option is hidden). */
export interface AuthProvidersResponse {
  oidc: { name: string } | null;
}

/** One mail as the local mailbox lists it (`GET /api/dev/mailbox.json?to=`), newest first. */
export interface MailboxEntry {
  id: number;
  to: string;
  template: string;
  locale: 'en' | 'de';
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  created_at: string;
  sent_at: string | null;
}

export interface MailboxResponse {
  data: MailboxEntry[];
}

/** The ranges of the new-listing alert settings (`new_listing_alert_settings` minus `category_ids`). */
export type AlertRangeField = 'price' | 'sales' | 'net_profit' | 'profit_margin' | 'profit_multiply' | 'age';

/**
 * Bounds of the alert ranges (spec §5), for both sides: the panel clamps typed values to them (min and
 * max alike), the API refuses values outside them. Null (empty) means no bound.
 */
export const ALERT_RANGE_BOUNDS: Readonly<Record<AlertRangeField, { readonly lower: number; readonly upper: number }>> = {
  price: { lower: 0, upper: 2_147_483_647 },
  sales: { lower: 0, upper: 2_147_483_647 },
  net_profit: { lower: -2_147_483_647, upper: 2_147_483_647 },
  profit_margin: { lower: -10_000, upper: 10_000 },
  profit_multiply: { lower: 0, upper: 10_000 },
  age: { lower: 0, upper: 150 },
};

/** Characters an alert range input takes (spec §5): 11, and 3 for age. */
export const ALERT_INPUT_MAX_LENGTH: Readonly<Record<AlertRangeField, number>> = {
  price: 11,
  sales: 11,
  net_profit: 11,
  profit_margin: 11,
  profit_multiply: 11,
  age: 3,
};
