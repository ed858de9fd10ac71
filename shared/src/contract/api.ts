// Request and response types of the API calls (spec §3, §7). The API imports these too,
// so a change here is a compile error on both sides.

export type Role = 'buyer' | 'seller' | 'universal';

/** Notification settings flags shared by the email and app groups (spec §3). */
export interface NotificationFlags {
  my_listings: boolean;
  favorites_updated: boolean;
  favorites_listing_sold: boolean;
  nda_accepted: boolean;
  nda_requested: boolean;
  price_changes: boolean;
}

export interface EmailNotificationFlags extends NotificationFlags {
  new_message: boolean;
  weekly_newsletter: boolean;
  new_listing_alerts: boolean;
}

export interface Range {
  min: number | null;
  max: number | null;
}

export interface NewListingAlertSettings {
  price: Range;
  sales: Range;
  net_profit: Range;
  profit_margin: Range;
  profit_multiply: Range;
  age: Range;
  category_ids: number[];
}

export interface NotificationSettings {
  email: EmailNotificationFlags;
  app: NotificationFlags;
  new_listing_alert_settings: NewListingAlertSettings;
}

/** The user as `GET /api/user` answers it (spec §3). */
export interface User {
  id: number;
  name: string | null;
  last_name: string | null;
  email: string;
  email_verified_at: string | null;
  role: Role | null;
  /** 'active' means subscribed (PRO). */
  subscription: string | null;
  avatar: string | null;
  avatar_thumb: string | null;
  /** 64-pixel thumbnail URL (header, chat). */
  avatar_thumb_64: string | null;
  country_code: string | null;
  about: string | null;
  website: string | null;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  pinterest: string | null;
  created_at: string;
  notifications: unknown[];
  /** Count of unread notifications. */
  unread_notifications: number;
  notification_settings: NotificationSettings;
  /**
   * False for an account made through a social sign-in that never set a password: changing the
   * password needs "Forgot password?" first, and deleting the account is confirmed by the email.
   */
  has_password?: boolean;
}

export interface LoginRequest {
  email: string;
  password: string;
  remember?: boolean;
}

export interface Category {
  id: number;
  name: string;
}

export interface Country {
  code: string;
  name: string;
}

export interface CountriesResponse {
  countries: Country[];
  /** ISO codes of the EU member states. */
  countries_eu: string[];
  /** US states. */
  states: Country[];
}

export interface HealthResponse {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

/** Every error answer (Laravel shape). */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export type MessageType = 'text' | 'media' | 'nda_request' | 'nda_request_decision' | 'nda_request_decision_positive' | 'nda_request_decision_negative';

/** A chat message (spec §3). */
export interface Message {
  id: number;
  dialog_id: number;
  type: MessageType;
  user_id: number;
  message: string | null;
  read: boolean;
  created_at: string;
  media_url: string | null;
  media_type: 'application/pdf' | 'image' | null;
  media_name: string | null;
  image_url: string | null;
}

/** `GET /api/sync?timestamp=&latestMessageId=` (spec §3, §7). */
export interface SyncQuery {
  /** Epoch seconds at app start. */
  timestamp: number;
  /** The highest message id the page has seen (0 for none). */
  latestMessageId: number;
}

export interface SyncResponse {
  /** Messages to the user newer than latestMessageId (and than timestamp). */
  messages: Message[];
  /** The user's unread notifications count. */
  unreadNotifications: number;
}
