// 'MMM yyyy' (spec §9), apart from format.ts: only a listing's page and the wizard show months, and
// the pages a visitor starts on should not download the month names with the number formats.
import type { Locale } from '../constants';
import { INTL_LOCALE, dateTimeFormat } from './intl';

/**
 * The short month names of 'MMM yyyy' (CLDR's, as Intl writes them with `month: 'short'`). Written
 * out for the same reason as the number formats (format.ts): a listing's page shows its months at
 * once, and the first Intl.DateTimeFormat of a page costs 15–20 ms of main thread here
 * (format.test.ts checks the table against Intl).
 */
const SHORT_MONTHS: Record<Locale, readonly string[]> = {
  en: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '),
  de: 'Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.'.split(' '),
};

/** A month, 'YYYY-MM', as 'MMM yyyy': '2026-03' → Mar 2026 / März 2026. */
export function formatMonthYear(month: string, locale: Locale): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const name = SHORT_MONTHS[locale][(mon || 1) - 1];
  if (name && Number.isInteger(year) && year >= 1000 && year <= 9999) return `${name} ${year}`;
  return dateTimeFormat(INTL_LOCALE[locale], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, (mon || 1) - 1, 1)));
}
