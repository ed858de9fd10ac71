// What replacing a listing's months with imported ones would change, for the seller to confirm.
import type { SellerboardDiff, SellerboardMonth } from '@bizmarkt/shared/contract';
import { cents } from './numbers';

const AMOUNTS = ['revenue', 'cost_of_goods', 'amazon_fees', 'advertising', 'refunds', 'other_expenses', 'net_profit'] as const;

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
  const sorted = [...months].sort((a, b) => a.month.localeCompare(b.month));
  const cut = Math.max(0, sorted.length - max);
  return { kept: sorted.slice(cut), dropped: sorted.slice(0, cut).map((m) => m.month) };
}
