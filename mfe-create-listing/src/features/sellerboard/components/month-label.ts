import type { Locale } from '@bizmarkt/shared/constants';

const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', de: 'de-DE' };

/** 'YYYY-MM' → "Jan 2024" / "Jan. 2024". */
export function monthLabel(month: string, locale: Locale): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, mon - 1, 1)));
}

export function monthList(months: readonly string[], locale: Locale): string {
  return months.map((month) => monthLabel(month, locale)).join(', ');
}
