// The mail templates and what each needs. Pure types, shared by the renderer, the outbox (outbox.ts)
// and the notifier.
import type { NotificationType } from '../db/schema';
import type { EmailNotificationFlags } from '@bizmarkt/shared/contract';
import type { Lang } from '../lib/lang';

/** What each template needs. Links are absolute URLs. */
export type MailContent =
  | { template: 'verify-email'; data: { url: string; name: string | null } }
  | { template: 'password-reset'; data: { url: string; name: string | null } }
  | { template: 'notification'; data: { type: NotificationType; payload: Record<string, unknown>; name: string | null } }
  /** Issue #11: the day's new listings that matched the user's alert (at most one such mail a day). */
  | { template: 'new-listing-digest'; data: { listings: { id: number; name: string; price: number | null }[]; name: string | null } }
  | { template: 'new-message'; data: { listing: string | null; name: string | null } };

export type MailTemplate = MailContent['template'];

/** A list a user can leave with one click: one email flag of the settings, or every one of them. */
export type UnsubscribeList = keyof EmailNotificationFlags | 'all';

export interface RenderContext {
  locale: Lang;
  /** The site's origin (the shell), without a trailing slash. */
  appUrl: string;
  /** The signed one-click unsubscribe page link; only for mail a user can opt out of. */
  unsubscribeUrl?: string | undefined;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The parts of one mail before layout. Every string is plain text: the layout escapes it. */
export interface MailBody {
  subject: string;
  /** The heading inside the mail; the subject when absent. */
  heading?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button (validity, "if this wasn't you"). */
  after?: string[];
}
