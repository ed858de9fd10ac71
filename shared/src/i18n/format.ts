// Number and date formats of spec §9, per locale: German pages read 1.234,57 and 22. Nov. 2026
// ('MMM yyyy' is in month-year.ts, so the pages that show no months do not download the names).
import type { Locale } from '../constants';
import { INTL_LOCALE, dateTimeFormat } from './intl';

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Group and decimal separator of the two page languages (CLDR: en-US 1,234.5; de-DE 1.234,5, grouped from 1.000 on). */
const SEPARATORS: Record<Locale, readonly [group: string, decimal: string]> = { en: [',', '.'], de: ['.', ','] };

/**
 * `value` with at most 2 decimals (no trailing zeros) in `locale`: the sign apart, so a price can put
 * its $ after it.
 *
 * Not Intl.NumberFormat: the first one a page builds costs 20–25 ms of main thread on this machine
 * (ICU's number formatting set up; 80–100 ms under Lighthouse's 4× CPU), inside the render of the
 * first card or price, as one long task on `/`, `/search` and a listing's page
 * (docs/decisions/0009-own-number-and-date-formatting.md). The result is Intl's for the two formats
 * of spec §9: format.test.ts compares them over thousands of values, NaN, infinities and exponents
 * included. Like Intl, it rounds the shortest decimal that reads back as `value` (what String(value)
 * writes), half away from zero: 1.005 → 1.01.
 */
function decimal(value: number, locale: Locale): { negative: boolean; text: string } {
  // -0 too (1 / -0 is -Infinity): Intl writes "-0", also for a negative that rounds to 0.
  const negative = value < 0 || 1 / value < 0;
  if (!Number.isFinite(value)) return { negative, text: Number.isNaN(value) ? 'NaN' : '∞' };
  // String() writes below 10^-6 and from 10^21 on with an exponent: the first rounds to 0, the second
  // has no decimals.
  const [digits = '', exponent = 0] = String(Math.abs(value)).split('e');
  let [integer = '0', decimals = ''] = Number(exponent) < 0 ? [] : digits.split('.');
  if (Number(exponent) > 0) [integer, decimals] = [(integer + decimals).padEnd(Number(exponent) + 1, '0'), ''];
  let fraction = decimals.slice(0, 2);
  // The third decimal decides (NaN past the end: no rounding); the carry goes through the digits.
  if (decimals.charCodeAt(2) >= 53 /* '5' */) {
    const raised = String(BigInt(integer + fraction.padEnd(2, '0')) + BigInt(1)).padStart(3, '0');
    integer = raised.slice(0, -2);
    fraction = raised.slice(-2);
  }
  fraction = fraction.replace(/0+$/, '');
  const [group, decimalSeparator] = SEPARATORS[locale];
  return { negative, text: `${integer.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${fraction ? `${decimalSeparator}${fraction}` : ''}` };
}

/** Rounded to 2 decimals with thousands separators; null and undefined show as 0. */
export function formatNumber(value: number | null | undefined, locale: Locale): string {
  const { negative, text } = decimal(value ?? 0, locale);
  return `${negative ? '-' : ''}${text}`;
}

/**
 * A price with the $ sign (prices are in US dollars): $1,999.5 / 1.999,5 $ (with a no-break space),
 * as Intl's currency format writes them (format.test.ts compares the two).
 */
export function formatPrice(value: number | null | undefined, locale: Locale): string {
  const { negative, text } = decimal(value ?? 0, locale);
  const sign = negative ? '-' : '';
  return locale === 'de' ? `${sign}${text}\u00a0$` : `${sign}$${text}`;
}

/** The default date, 'MMM d, yyyy': Nov 22, 2026 / 22. Nov. 2026. */
export function formatDate(value: Date | string | number, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALE[locale], { month: 'short', day: 'numeric', year: 'numeric' }).format(toDate(value));
}

/** The end of a subscription period, 'MMMM d, yyyy': November 22, 2026 / 22. November 2026. */
export function formatPeriodEnd(value: Date | string | number, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALE[locale], { month: 'long', day: 'numeric', year: 'numeric' }).format(toDate(value));
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
