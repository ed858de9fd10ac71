// The listing contract (issue #10), part 4: figures derived from the months table. Pure functions:
// the wizard shows them live, the API stores them on save (browse filters and sorts by them).
import type { ListingMetrics } from './listing-answer';
import type { Addback, FinancialMonth } from './listing-sections';

type MonthInput = Pick<FinancialMonth, 'month' | 'revenue' | 'cogs' | 'amazon_fees' | 'advertising' | 'refunds' | 'other_expenses'> & {
  net_profit?: number | null;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Orders two `YYYY-MM` months, oldest first. A plain comparison: the form sorts as text, and
 * `localeCompare` would ask the ICU collator for every pair.
 */
export function compareMonths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Revenue minus every cost of the month (what `net_profit` is when the seller did not enter it). */
export function computedNetProfit(month: MonthInput): number {
  return round2(month.revenue - month.cogs - month.amazon_fees - month.advertising - month.refunds - month.other_expenses);
}

/** The month's net profit: as entered, else computed. */
export function monthNetProfit(month: MonthInput): number {
  return month.net_profit ?? computedNetProfit(month);
}

function sum(values: readonly number[]): number {
  return round2(values.reduce((total, value) => total + value, 0));
}

/** Change from `previous` to `current` in percent; null when there is no meaningful base. */
function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return round2(((current - previous) / Math.abs(previous)) * 100);
}

/**
 * TTM = the last 12 months of the table (all of them when it is shorter). Add-backs are amounts over
 * the last 12 months; they raise the adjusted profit the multiples divide by, not the net profit.
 * The annual multiple uses the monthly average × 12, so a table of fewer than 12 months is annualised.
 */
export function computeListingMetrics(
  months: readonly MonthInput[],
  addbacks: readonly Pick<Addback, 'amount'>[] = [],
  price: number | null = null,
): ListingMetrics {
  const sorted = [...months].sort((a, b) => compareMonths(a.month, b.month));
  const ttm = sorted.slice(-12);
  const previous = sorted.length >= 24 ? sorted.slice(-24, -12) : [];
  const ttmRevenue = sum(ttm.map((m) => m.revenue));
  const ttmNetProfit = sum(ttm.map(monthNetProfit));
  const ttmAddbacks = sum(addbacks.map((a) => a.amount));
  const ttmAdjusted = round2(ttmNetProfit + ttmAddbacks);
  const count = ttm.length;
  const avgRevenue = count ? round2(ttmRevenue / count) : 0;
  const avgProfit = count ? round2(ttmAdjusted / count) : 0;
  const hasMultiple = price !== null && price > 0 && avgProfit > 0;
  return {
    months_count: sorted.length,
    period_start: sorted[0]?.month ?? null,
    period_end: sorted[sorted.length - 1]?.month ?? null,
    ttm_revenue: ttmRevenue,
    ttm_net_profit: ttmNetProfit,
    ttm_addbacks: ttmAddbacks,
    ttm_adjusted_profit: ttmAdjusted,
    avg_monthly_revenue: avgRevenue,
    avg_monthly_profit: avgProfit,
    profit_margin: ttmRevenue > 0 ? round2((ttmNetProfit / ttmRevenue) * 100) : null,
    revenue_growth: previous.length ? growthPercent(ttmRevenue, sum(previous.map((m) => m.revenue))) : null,
    profit_growth: previous.length ? growthPercent(ttmNetProfit, sum(previous.map(monthNetProfit))) : null,
    annual_multiple: hasMultiple ? round2(price / (avgProfit * 12)) : null,
    monthly_multiple: hasMultiple ? round2(price / avgProfit) : null,
  };
}
