// Number and date formats of spec §9, per locale (Intl, so German pages read 1.234,57 and 22. Nov. 2026).
import type { Locale } from '../constants';
import { INTL_LOCALE, dateTimeFormat, numberFormat } from './intl';

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Rounded to 2 decimals with thousands separators; null and undefined show as 0. */
export function formatNumber(value: number | null | undefined, locale: Locale): string {
  return numberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 }).format(value ?? 0);
}

/** A price with the $ sign (prices are in US dollars). */
export function formatPrice(value: number | null | undefined, locale: Locale): string {
  return numberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(value ?? 0);
}

/** The default date, 'MMM d, yyyy': Nov 22, 2026 / 22. Nov. 2026. */
export function formatDate(value: Date | string | number, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALE[locale], { month: 'short', day: 'numeric', year: 'numeric' }).format(toDate(value));
}

/** The end of a subscription period, 'MMMM d, yyyy': November 22, 2026 / 22. November 2026. */
export function formatPeriodEnd(value: Date | string | number, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALE[locale], { month: 'long', day: 'numeric', year: 'numeric' }).format(toDate(value));
}

/** A month, 'YYYY-MM', as 'MMM yyyy': '2026-03' → Mar 2026 / März 2026. */
export function formatMonthYear(month: string, locale: Locale): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return dateTimeFormat(INTL_LOCALE[locale], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, (mon || 1) - 1, 1)));
}

/** A chat message's date, 'd MMMM, HH:mm' (24-hour): 22 November, 14:05 / 22. November, 14:05. */
export function formatMessageDate(value: Date | string | number, locale: Locale): string {
  const parts = dateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(toDate(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = locale === 'de' ? `${part('day')}.` : part('day');
  return `${day} ${part('month')}, ${part('hour')}:${part('minute')}`;
}
