// Notifications, email preferences, unsubscribe and the local mailbox (issue #4), as zod schemas.
import { z } from './zod';
import { formBoolean, requestBody } from './body';
import { EMAIL_NOTIFICATION_FLAGS, emailNotificationFlagsSchema, type EmailNotificationFlag } from './api';

/** Notifications per page of `GET /api/notifications`. */
export const NOTIFICATIONS_PER_PAGE = 20;

/** `GET /api/notifications?page=` */
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

/** What a notification carries, by type; only known fields of the right type reach the panel. */
export const notificationDataSchema = z.object({
  period_end: z.string().optional(),
  business_id: z.number().optional(),
  business_name: z.string().optional(),
  business_price: z.number().optional(),
  old_price: z.number().optional(),
  image: z.string().optional(),
  days: z.number().optional(),
  buyer_name: z.string().optional(),
  buyer_avatar: z.string().optional(),
  dialog_id: z.number().optional(),
  /** Why a moderator canceled a listing (`business-canceled`). */
  reason: z.string().optional(),
  /** A favourite sold through the buying process (`favorite-updated`). */
  sold: z.boolean().optional(),
  /** The checklist item of a `checklist-*` move, and every item when several were folded into one (decision 0251). */
  item: z.string().optional(),
  items: z.array(z.string()).optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

/** One notification (spec §3) as the panel reads it. */
export const notificationItemSchema = z.object({
  id: z.number().int(),
  /** With the spec's prefix, e.g. 'notification.password-was-changed'. */
  type: z.string(),
  created_at: z.string(),
  read: z.boolean(),
  data: notificationDataSchema,
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationsPageSchema = z.object({
  data: z.array(notificationItemSchema),
  meta: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    unread: z.number().int(),
  }),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** `POST /api/notifications/read`: every unread notification of the user is marked read. */
export const notificationsReadResponseSchema = z.object({
  /** The unread count afterwards (0 unless one arrived meanwhile). */
  unread: z.number().int(),
});
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponseSchema>;

/** `GET/POST /api/email-preferences`: the email group of the notification settings. */
export const emailPreferencesSchema = emailNotificationFlagsSchema;
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** Every flag, each a boolean sent as JSON or as a form field ('1'/'0'). */
const emailPreferencesFields = z.object(
  Object.fromEntries(EMAIL_NOTIFICATION_FLAGS.map((flag) => [flag, formBoolean])) as Record<EmailNotificationFlag, typeof formBoolean>,
);
export const emailPreferencesRequestSchema = requestBody(emailPreferencesFields);

/**
 * `POST /api/unsubscribe` (CSRF-exempt; also the one-click List-Unsubscribe target): the token comes
 * in the JSON body (our /unsubscribed page) or in the query (a mail client's RFC 8058 one-click POST,
 * whose form body only says `List-Unsubscribe=One-Click`).
 */
export const unsubscribeFieldsSchema = z.object({
  /** The signed token from the email's link. */
  token: z.string().max(2048).optional(),
});
export const unsubscribeRequestSchema = requestBody(unsubscribeFieldsSchema);
export const unsubscribeQuerySchema = unsubscribeFieldsSchema;
export type UnsubscribeRequest = z.infer<typeof unsubscribeFieldsSchema>;

export const unsubscribeResponseSchema = z.object({
  /** The email flag turned off, or 'all'. */
  list: z.string(),
  email: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** `GET /api/dev/mailbox.json?to=`: the mail to one address, or all. */
export const mailboxQuerySchema = z.object({ to: z.string().trim().max(255).optional() });

/** One mail as the local mailbox lists it (`GET /api/dev/mailbox.json?to=`), newest first. */
export const mailboxEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  template: z.string(),
  locale: z.enum(['en', 'de']),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailboxEntry = z.infer<typeof mailboxEntrySchema>;

export const mailboxResponseSchema = z.object({ data: z.array(mailboxEntrySchema) });
export type MailboxResponse = z.infer<typeof mailboxResponseSchema>;
