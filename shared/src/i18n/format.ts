// Number and date formats of spec §9, per locale (Intl, so German pages read 1.234,57 and 22. Nov. 2026).
import type { Locale } from '../constants';
import { INTL_LOCALE, dateTimeFormat, numberFormat } from './intl';

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The separators of the two page languages (CLDR: en-US groups with ",", de-DE with "." from 1.000 on). */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
};

/** "1", "999" → as they are; "1234567" → "1,234,567" (with `group`). */
function grouped(integer: string, group: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** A decimal digit string plus one ("199" → "200", "99" → "100"). */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${String(Number(digits[i]) + 1)}${'0'.repeat(digits.length - i - 1)}`;
}

/**
 * `value` with at most 2 decimals (no trailing zeros) in `locale`, without Intl, or null where Intl
 * must say it (not finite, written with an exponent, or a negative that rounds to "-0").
 *
 * Why not Intl.NumberFormat: the first one a page builds costs 20–25 ms of main thread on this
 * machine (ICU's number formatting set up; 80–100 ms under Lighthouse's 4× CPU), inside the render
 * of the first card or price, as one long task on `/`, `/search` and a listing's page (README,
 * "Seventh pass"). The result is the same as Intl's for the two formats of spec §9: format.test.ts
 * compares them over thousands of values. Like Intl, it rounds the shortest decimal that reads back
 * as `value` (what String(value) writes), half away from zero: 1.005 → 1.01.
 */
function fastDecimal(value: number, locale: Locale): { negative: boolean; text: string } | null {
  if (!Number.isFinite(value)) return null;
  const written = String(Math.abs(value));
  if (written.includes('e')) return null;
  const [whole = '0', decimals = ''] = written.split('.');
  let integer = whole;
  let fraction = decimals.slice(0, 2);
  if (decimals.length > 2 && decimals.charCodeAt(2) >= 53 /* '5' */) {
    const raised = incremented(`${integer}${fraction.padEnd(2, '0')}`);
    integer = raised.slice(0, -2) || '0';
    fraction = raised.slice(-2);
  }
  fraction = fraction.replace(/0+$/, '');
  const negative = value < 0 || Object.is(value, -0);
  if (negative && /^0*$/.test(integer) && fraction === '') return null;
  const { group, decimal } = SEPARATORS[locale];
  const text = `${grouped(integer, group)}${fraction ? `${decimal}${fraction}` : ''}`;
  return { negative, text };
}

/** Rounded to 2 decimals with thousands separators; null and undefined show as 0. */
export function formatNumber(value: number | null | undefined, locale: Locale): string {
  const fast = fastDecimal(value ?? 0, locale);
  if (fast) return `${fast.negative ? '-' : ''}${fast.text}`;
  return numberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 }).format(value ?? 0);
}

/** A price with the $ sign (prices are in US dollars): $1,999.5 / 1.999,5 $ (with a no-break space). */
export function formatPrice(value: number | null | undefined, locale: Locale): string {
  const fast = fastDecimal(value ?? 0, locale);
  if (fast) {
    const sign = fast.negative ? '-' : '';
    return locale === 'de' ? `${sign}${fast.text}\u00a0$` : `${sign}$${fast.text}`;
  }
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

/**
 * The short month names of 'MMM yyyy' (CLDR's, as Intl writes them with `month: 'short'`). Written
 * out for the same reason as `fastDecimal`: a listing's page shows its months at once, and the first
 * Intl.DateTimeFormat of a page costs 15–20 ms of main thread here (format.test.ts checks the table
 * against Intl).
 */
const SHORT_MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
};

/** A month, 'YYYY-MM', as 'MMM yyyy': '2026-03' → Mar 2026 / März 2026. */
export function formatMonthYear(month: string, locale: Locale): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const name = SHORT_MONTHS[locale][(mon || 1) - 1];
  if (name && Number.isInteger(year) && year >= 1000 && year <= 9999) return `${name} ${year}`;
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
