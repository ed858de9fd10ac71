// What replacing a listing's months with imported ones would change, for the seller to confirm.
import { compareMonths, LISTING_LIMITS, monthIndex, type SellerboardDiff, type SellerboardMonth } from '@bizmarkt/shared/contract';
import { SellerboardFileError } from './errors';
import { cents } from './numbers';

const AMOUNTS = ['revenue', 'cogs', 'amazon_fees', 'advertising', 'refunds', 'other_expenses', 'net_profit'] as const;

function sameAmounts(a: SellerboardMonth, b: SellerboardMonth): boolean {
  // Stored months may keep whole units: a difference below one is not a change worth showing.
  return AMOUNTS.every((field) => Math.abs(a[field] - b[field]) < 1);
}

function totals(months: readonly SellerboardMonth[]) {
  return {
    months: months.length,
    revenue: cents(months.reduce((sum, m) => sum + m.revenue, 0)),
    net_profit: cents(months.reduce((sum, m) => sum + m.net_profit, 0)),
  };
}

export function diffMonths(stored: readonly SellerboardMonth[], incoming: readonly SellerboardMonth[]): SellerboardDiff {
  const before = new Map(stored.map((m) => [m.month, m]));
  const after = new Map(incoming.map((m) => [m.month, m]));
  const diff: SellerboardDiff = { added: [], changed: [], removed: [], unchanged: [], before: totals(stored), after: totals(incoming) };
  for (const [month, next] of after) {
    const previous = before.get(month);
    if (!previous) diff.added.push(month);
    else if (sameAmounts(previous, next)) diff.unchanged.push(month);
    else diff.changed.push(month);
  }
  for (const month of before.keys()) if (!after.has(month)) diff.removed.push(month);
  for (const list of [diff.added, diff.changed, diff.removed, diff.unchanged]) list.sort();
  return diff;
}

/** The most recent `max` months (a listing holds at most 36), and the older ones left out. */
export function keepRecent(months: readonly SellerboardMonth[], max: number): { kept: SellerboardMonth[]; dropped: string[] } {
  const sorted = [...months].sort((a, b) => compareMonths(a.month, b.month));
  const cut = Math.max(0, sorted.length - max);
  return { kept: sorted.slice(cut), dropped: sorted.slice(0, cut).map((m) => m.month) };
}

/** The listing's rules for its table: at least 3 months, no gaps (a file may miss a whole month). */
export function checkImportable(months: readonly SellerboardMonth[]): void {
  if (months.length < LISTING_LIMITS.monthsMin) throw new SellerboardFileError('too_few_months', String(months.length));
  for (let i = 1; i < months.length; i += 1) {
    const previous = monthIndex((months[i - 1] as SellerboardMonth).month);
    if (monthIndex((months[i] as SellerboardMonth).month) !== previous + 1) {
      const year = Math.floor((previous + 1) / 12);
      throw new SellerboardFileError('gap', `${year}-${String(previous + 1 - year * 12 + 1).padStart(2, '0')}`);
    }
  }
}
