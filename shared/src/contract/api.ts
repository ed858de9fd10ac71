// Request and response bodies of the API calls (spec §3, §7), as zod schemas. The API validates and
// serialises with them at run time; the clients take the types (`z.infer`) and may run the checks.
// A change here changes both sides at once.
import { z } from './zod';
import { formBoolean, requestBody } from './body';
import { EPOCH_SECONDS_MAX } from './column-limits';
import { int4FromText } from './columns';

export const ROLES = ['buyer', 'seller', 'universal'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Notification settings flags shared by the email and app groups (spec §3). */
export const notificationFlagsSchema = z.object({
  my_listings: z.boolean(),
  favorites_updated: z.boolean(),
  favorites_listing_sold: z.boolean(),
  nda_accepted: z.boolean(),
  nda_requested: z.boolean(),
  price_changes: z.boolean(),
});
export type NotificationFlags = z.infer<typeof notificationFlagsSchema>;

/** The email group: the app group's flags plus three that only exist as mail. */
export const emailNotificationFlagsSchema = notificationFlagsSchema.extend({
  new_message: z.boolean(),
  weekly_newsletter: z.boolean(),
  new_listing_alerts: z.boolean(),
});
export type EmailNotificationFlags = z.infer<typeof emailNotificationFlagsSchema>;
export type EmailNotificationFlag = keyof EmailNotificationFlags;
/** Every email flag, in the order of the settings page (unsubscribe lists, "unsubscribe from all"). */
export const EMAIL_NOTIFICATION_FLAGS: readonly EmailNotificationFlag[] = emailNotificationFlagsSchema.keyof().options;

export const rangeSchema = z.object({ min: z.number().nullable(), max: z.number().nullable() });
export type Range = z.infer<typeof rangeSchema>;

export const newListingAlertSettingsSchema = z.object({
  price: rangeSchema,
  sales: rangeSchema,
  net_profit: rangeSchema,
  profit_margin: rangeSchema,
  profit_multiply: rangeSchema,
  age: rangeSchema,
  category_ids: z.array(z.number().int()),
});
export type NewListingAlertSettings = z.infer<typeof newListingAlertSettingsSchema>;

/** The stored settings as `User.notification_settings` carries them. */
export const notificationSettingsSchema = z.object({
  email: emailNotificationFlagsSchema,
  app: notificationFlagsSchema,
  new_listing_alert_settings: newListingAlertSettingsSchema,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const noBounds = (): Range => ({ min: null, max: null });

/**
 * Settings of a new user (and of a flag added after a user saved theirs). Transactional mail and
 * in-app notices are on; the newsletter and listing alerts are marketing mail, so they are opt-in
 * (consent under GDPR/UWG).
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

/** The user as `GET /api/user` answers it (spec §3); serialising through it drops every other column. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  role: roleSchema.nullable(),
  /** 'active' means subscribed (PRO). */
  subscription: z.string().nullable(),
  avatar: z.string().nullable(),
  avatar_thumb: z.string().nullable(),
  /** 64-pixel thumbnail URL (header, chat). */
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
  /** Count of unread notifications. */
  unread_notifications: z.number().int(),
  notification_settings: notificationSettingsSchema,
  /**
   * False for an account made through a social sign-in that never set a password: changing the
   * password needs "Forgot password?" first, and deleting the account is confirmed by the email.
   */
  has_password: z.boolean().optional(),
  /** An administrator: the header's user menu shows the moderation link (issue #10). */
  is_admin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** An email address as every form takes it: trimmed, at most 255 characters. */
export const emailSchema = z.string().trim().max(255).pipe(z.email());

export const loginFieldsSchema = z.object({
  email: emailSchema,
  password: z.string(),
  remember: formBoolean.nullish(),
});
/** `POST /api/login` → `User`. */
export const loginRequestSchema = requestBody(loginFieldsSchema);
export type LoginRequest = z.infer<typeof loginFieldsSchema>;

export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;
/** `GET /api/categories`, in display order. */
export const categoriesResponseSchema = z.array(categorySchema);

/** `GET /api/categories/counts`: published listings per category (the landing's tiles); absent = 0. */
export const categoryCountsResponseSchema = z.array(z.object({ id: z.number().int(), count: z.number().int() }));
export type CategoryCounts = z.infer<typeof categoryCountsResponseSchema>;

export const countrySchema = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const countriesResponseSchema = z.object({
  countries: z.array(countrySchema),
  /** ISO codes of the EU member states. */
  countries_eu: z.array(z.string()),
  /** US states. */
  states: z.array(countrySchema),
});
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;

/**
 * `GET /api/operator`: who runs the site, for the imprint (§ 5 DDG), the contact page and the privacy
 * policy's controller. From the API's OPERATOR_* settings; `placeholder` is true while any of them
 * still has its demo value, and the pages then mark the details as demo data.
 */
export const operatorResponseSchema = z.object({
  name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country_code: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Register court and number, e.g. "Amtsgericht Charlottenburg, HRB 123456 B". */
  register: z.string().nullable(),
  vat_id: z.string().nullable(),
  /** Who represents the company (managing directors). */
  representative: z.string(),
  /** Responsible for the content (§ 18 (2) MStV). */
  responsible: z.string(),
  placeholder: z.boolean(),
});
export type OperatorDetails = z.infer<typeof operatorResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Every error answer (Laravel shape). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `{ message }` answers (reset link sent, password changed, …). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const MESSAGE_TYPES = [
  'text',
  'media',
  'nda_request',
  'nda_request_decision',
  'nda_request_decision_positive',
  'nda_request_decision_negative',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * A chat message (spec §3). Its author is told relative to the caller (`is_mine`), never by id: in a
 * dialog whose seller is masked as 'Seller' an author id would name her (issue #27). A dialog has two
 * parties, so `is_mine` and the dialog say who wrote it.
 */
export const messageSchema = z.object({
  id: z.number().int(),
  dialog_id: z.number().int(),
  type: z.enum(MESSAGE_TYPES),
  /** The caller wrote it (the spec's `user_id === me`). */
  is_mine: z.boolean(),
  message: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
  /** The file (`MESSAGING_PATHS.media`), served to the two parties only. */
  media_url: z.string().nullable(),
  media_type: z.enum(['application/pdf', 'image']).nullable(),
  /** The uploaded file's name (shown cut to 30 characters). */
  media_name: z.string().nullable(),
  /** Images only: the thumbnail (`MESSAGING_PATHS.mediaThumb`) that links to `media_url`. */
  image_url: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** `GET /api/sync?timestamp=&latestMessageId=` (spec §3, §7). */
export const syncQuerySchema = z.object({
  /** Epoch seconds at app start. */
  timestamp: z.coerce.number().int().min(0).max(EPOCH_SECONDS_MAX),
  /** The highest message id the page has seen (0 for none). */
  latestMessageId: int4FromText(0).default(0),
});
export type SyncQuery = z.infer<typeof syncQuerySchema>;

export const syncResponseSchema = z.object({
  /** Messages to the user newer than latestMessageId (and than timestamp). */
  messages: z.array(messageSchema),
  /** The user's unread notifications count. */
  unreadNotifications: z.number().int().min(0),
  /** The user's unread messages, all dialogs (header 'Messages' count; issue #12, additive). */
  unreadMessages: z.number().int().min(0),
  /** Unread messages per dialog id (only dialogs with any), so counts stay right across tabs. */
  unreadByDialog: z.record(z.string(), z.number().int().min(0)),
});
export type SyncResponse = z.infer<typeof syncResponseSchema>;
