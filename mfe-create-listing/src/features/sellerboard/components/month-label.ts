import type { Locale } from '@bizmarkt/shared/constants';
import { formatMonthYear } from '@bizmarkt/shared/locale';

/** 'YYYY-MM' → "Jan 2024" / "Jan. 2024". */
export function monthLabel(month: string, locale: Locale): string {
  return formatMonthYear(month, locale);
}

export function monthList(months: readonly string[], locale: Locale): string {
  return months.map((month) => monthLabel(month, locale)).join(', ');
}
