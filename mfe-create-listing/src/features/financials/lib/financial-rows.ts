// The rules of the month table the client applies while the seller types (the API checks them again).
import { computedNetProfit, LISTING_LIMITS, type FinancialMonth, type Listing } from '@bizmarkt/shared/contract';
import { lastFullMonth, monthsEndingAt, shiftMonth } from './months';

export const MIN_MONTHS = LISTING_LIMITS.monthsMin;
export const MAX_MONTHS = LISTING_LIMITS.monthsMax;

/** The columns the seller enters, income first; net profit follows them. */
export const MONTH_COLUMNS = ['revenue', 'cogs', 'amazon_fees', 'advertising', 'refunds', 'other_expenses'] as const;
export type MonthColumn = (typeof MONTH_COLUMNS)[number];

/** A month as the form holds it: an empty cell is null until the seller types. */
export type MonthValues = { month: string } & { [K in MonthColumn | 'net_profit']: number | null };

/** The row with empty cells as 0, for the live figures (the server refuses empty cells on save). */
export function filledRow(row: MonthValues): FinancialMonth {
  return {
    month: row.month,
    revenue: row.revenue ?? 0,
    cogs: row.cogs ?? 0,
    amazon_fees: row.amazon_fees ?? 0,
    advertising: row.advertising ?? 0,
    refunds: row.refunds ?? 0,
    other_expenses: row.other_expenses ?? 0,
    net_profit: row.net_profit,
  };
}

/** Revenue minus every cost of the row (the contract's rule), empty cells as 0. */
export function rowNetProfit(row: MonthValues): number {
  return computedNetProfit(filledRow(row));
}

/**
 * A new month: revenue still to enter, costs 0 (most sellers have no refunds or other expenses in
 * some months, and should not have to type 0 into each), net profit computed.
 */
export function emptyRow(month: string): MonthValues {
  return { month, revenue: null, cogs: 0, amazon_fees: 0, advertising: 0, refunds: 0, other_expenses: 0, net_profit: null };
}

/** The saved months, or for a new table the last MIN_MONTHS full months before today, empty. */
export function initialMonths(listing: Pick<Listing, 'months'> | null, today: Date): MonthValues[] {
  if (listing?.months?.length) {
    return listing.months.map(({ net_profit_entered, ...month }) => ({ ...month, net_profit: net_profit_entered }));
  }
  return monthsEndingAt(lastFullMonth(today), MIN_MONTHS).map(emptyRow);
}

export function monthBefore(rows: readonly { month: string }[]): string {
  return shiftMonth(rows[0]!.month, -1);
}

export function monthAfter(rows: readonly { month: string }[]): string {
  return shiftMonth(rows[rows.length - 1]!.month, 1);
}
