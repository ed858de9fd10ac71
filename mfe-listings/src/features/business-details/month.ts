// A month of a listing's figures. Apart from format.ts, which the listing cards import: the cards show
// no months, and the month names should not come with the first page a visitor opens.
import type { Locale } from '@bizmarkt/shared/constants';
import { formatMonthYear } from '@bizmarkt/shared/locale';

/** `2025-03` → "Mar 2025" / "März 2025". */
export function formatMonth(month: string, locale: Locale): string {
  return formatMonthYear(month, locale);
}
