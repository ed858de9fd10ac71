// The rules of the month table the client applies while the seller types (the API checks them again).
import { lastFullMonth, monthsEndingAt, shiftMonth } from './months';

export const MIN_MONTHS = 3;
export const MAX_MONTHS = 36;

/** A column the seller enters; revenue is the income, every other one a cost. */
export type MonthColumn = string;

function amount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Revenue minus every cost column of the row (empty cells count as 0), to the cent. */
export function computedNetProfit(row: Record<string, unknown>, columns: readonly MonthColumn[]): number {
  const [income, ...costs] = columns;
  const cents = Math.round(amount(row[income!]) * 100) - costs.reduce((sum, key) => sum + Math.round(amount(row[key]) * 100), 0);
  return cents / 100;
}

/** An empty row for a month: every column null (not yet entered). */
export function emptyRow(month: string, keys: readonly string[]): Record<string, unknown> & { month: string } {
  return { month, ...Object.fromEntries(keys.map((key) => [key, null])) };
}

/** A new table: the last MIN_MONTHS full months before today. */
export function startingMonths(today: Date): string[] {
  return monthsEndingAt(lastFullMonth(today), MIN_MONTHS);
}

export function monthBefore(rows: readonly { month: string }[]): string {
  return shiftMonth(rows[0]!.month, -1);
}

export function monthAfter(rows: readonly { month: string }[]): string {
  return shiftMonth(rows[rows.length - 1]!.month, 1);
}
