import type { Locale } from '@bizmarkt/shared/constants';
import type { AlertRangeField, EmailNotificationFlags, NotificationSettings } from '@bizmarkt/shared/contract';
import { alertInputText } from './clamp-alert-input';

/** Rows of the main table (spec §3): the shared flags first, then the email-only ones. */
export const FLAG_ROWS = [
  'my_listings',
  'favorites_updated',
  'favorites_listing_sold',
  'nda_accepted',
  'nda_requested',
  'price_changes',
  'new_message',
  'weekly_newsletter',
  'new_listing_alerts',
] as const satisfies ReadonlyArray<keyof EmailNotificationFlags>;
export type FlagRow = (typeof FLAG_ROWS)[number];

const EMAIL_ONLY = new Set<FlagRow>(['new_message', 'weekly_newsletter', 'new_listing_alerts']);
export function isEmailOnly(flag: FlagRow): flag is 'new_message' | 'weekly_newsletter' | 'new_listing_alerts' {
  return EMAIL_ONLY.has(flag);
}

export const RANGE_FIELDS = ['price', 'sales', 'net_profit', 'profit_margin', 'profit_multiply', 'age'] as const satisfies readonly AlertRangeField[];

/** What the alert inputs show: typed text, kept apart from the saved numbers so '-' can wait for digits. */
export type RangeTexts = Record<AlertRangeField, { min: string; max: string }>;

export function rangeTexts(settings: NotificationSettings, locale: Locale = 'en'): RangeTexts {
  const alerts = settings.new_listing_alert_settings;
  return Object.fromEntries(
    RANGE_FIELDS.map((field) => [field, { min: alertInputText(alerts[field].min, locale), max: alertInputText(alerts[field].max, locale) }]),
  ) as RangeTexts;
}

/** A copy to edit: Cancel discards it, so the user's stored settings are never touched. */
export function editableCopy(settings: NotificationSettings): NotificationSettings {
  return structuredClone(settings);
}

/** Where the API reports a range bound's messages (Laravel's dotted path). */
export function rangeErrorKey(field: AlertRangeField, bound: 'min' | 'max'): string {
  return `notification_settings.new_listing_alert_settings.${field}.${bound}`;
}
