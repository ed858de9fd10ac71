// Calendar months as the financials table holds them: `YYYY-MM` strings, consecutive, no gaps.
import { formatMonthYear } from '@bizmarkt/shared/locale';

/** `2026-01` → `2026-02`; `2025-12` → `2026-01`. */
export function shiftMonth(month: string, by: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last full calendar month before `today` (a partial month says little about a business). */
export function lastFullMonth(today: Date): string {
  const current = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
  return shiftMonth(current, -1);
}

/** `count` consecutive months ending with `last`, oldest first. */
export function monthsEndingAt(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(last, i - count + 1));
}

/** The first month that does not follow its predecessor, or null when the list has no gap. */
export function firstGap(months: readonly string[]): string | null {
  for (let i = 1; i < months.length; i += 1) {
    if (months[i] !== shiftMonth(months[i - 1]!, 1)) return months[i]!;
  }
  return null;
}

/** `2026-03` as the page's language writes a month: "Mar 2026" / "März 2026". */
export function monthLabel(month: string, locale: string): string {
  return formatMonthYear(month, locale === 'de' ? 'de' : 'en');
}
