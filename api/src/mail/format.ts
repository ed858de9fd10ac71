// Small pure helpers for mail: HTML escaping, reading untrusted notification data, and the spec's
// number and date formats (§9: prices with a $ sign, period end 'MMMM d, yyyy').
import type { Lang } from '../lib/lang';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The site path prefix of a locale (spec §1: English has none, German is under /de). */
export function localePrefix(locale: Lang): '' | '/de' {
  return locale === 'de' ? '/de' : '';
}

/**
 * A display string from untrusted data: strings and numbers only, control characters (and so line
 * breaks, which must never reach a subject header) replaced by spaces, cut to `max` characters.
 */
export function readText(value: unknown, max = 120): string | undefined {
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return undefined;
  const text = String(value)
    // eslint-disable-next-line no-control-regex -- control characters are what this strips
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return undefined;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A finite number from a number or a numeric string (prices may arrive as decimal strings). */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** A whole number ≥ 0 (ids, days). */
export function readCount(value: unknown): number | undefined {
  const number = readNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= 0 ? number : undefined;
}

/** A date from an ISO string or epoch seconds (payment providers send either). */
export function readDate(value: unknown): Date | undefined {
  let date: Date | undefined;
  if (typeof value === 'number' && Number.isFinite(value)) date = new Date(value < 1e12 ? value * 1000 : value);
  else if (typeof value === 'string' && value.trim() !== '') {
    date = /^\d+$/.test(value.trim()) ? readDate(Number(value)) : new Date(value);
  }
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

const NUMBER_LOCALES: Record<Lang, string> = { en: 'en-US', de: 'de-DE' };

/** A price in dollars: whole amounts without cents, others with two decimals ($1,250,000 / 1.250.000 $). */
export function formatPrice(amount: number, locale: Lang): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** A calendar date as the spec writes a period end: 'June 5, 2026' / '5. Juni 2026' (UTC). */
export function formatDate(date: Date, locale: Lang): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALES[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A date and time for lists (the local mailbox). */
export function formatDateTime(date: Date): string {
  return date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
}
