// Schema helpers for numbers that end up in a database column: their bounds come from the column's type
// (column-limits.ts), so a value out of the type's range is a 422 on its field, never a query PostgreSQL
// refuses (a 500; issue #27, point 5). Every request schema of the contract and the API builds its ids
// and whole numbers with these.
import { z } from './zod';
import { ALERT_RANGE_BOUNDS, type AlertRangeField } from './account-limits';
import { BIGINT_NUMBER_MAX, INT4_MAX, INT4_MIN, MONEY_COLUMN_MAX } from './column-limits';

function within(min: number, max: number, lower: number, upper: number, type: string): void {
  if (min < lower || max > upper || min > max) throw new RangeError(`bounds ${min}..${max} do not fit a ${type} column (${lower}..${upper})`);
}

/** A whole number for a PostgreSQL `integer` column, within [min, max] (by default the whole type). */
export function int4(min = INT4_MIN, max = INT4_MAX) {
  within(min, max, INT4_MIN, INT4_MAX, 'integer');
  return z.number().int().min(min).max(max);
}

/** The same read from text too (query strings, form fields): '12' → 12, as `z.coerce.number()` reads it. */
export function int4FromText(min = INT4_MIN, max = INT4_MAX) {
  within(min, max, INT4_MIN, INT4_MAX, 'integer');
  return z.coerce.number().int().min(min).max(max);
}

/** A row's id (identity/serial `integer`): 1…2147483647. */
export const idField = () => int4(1);

/** A row's id sent as text or as a number: 1…2147483647. */
export const idFromText = () => int4FromText(1);

/** A whole number for a `bigint` column (e.g. a price in whole dollars), within [min, max]. */
export function bigintNumber(min: number, max: number) {
  within(min, max, -BIGINT_NUMBER_MAX, BIGINT_NUMBER_MAX, 'bigint');
  return z.number().int().min(min).max(max);
}

/** A number for a `numeric(14, 2)` money column, within [min, max]. */
export function moneyNumber(min: number, max: number) {
  within(min, max, -MONEY_COLUMN_MAX, MONEY_COLUMN_MAX, 'numeric(14, 2)');
  return z.number().min(min).max(max);
}

/** A number for a `numeric(18, 2)` ratio column (margin, multiple): every double the bounds allow fits. */
const ratioNumber = (min: number, max: number) => z.number().min(min).max(max);

/**
 * The column each alert and search range is compared with (businesses.price is a `bigint` of whole
 * dollars, ttm_revenue and ttm_net_profit money, the margin and multiple ratios; the age is whole years).
 */
const RANGE_COLUMNS = {
  price: bigintNumber,
  sales: moneyNumber,
  net_profit: moneyNumber,
  profit_margin: ratioNumber,
  profit_multiply: ratioNumber,
  age: int4,
} satisfies Record<AlertRangeField, (min: number, max: number) => z.ZodNumber>;

/** One bound of an alert or search range: within the range's bounds (spec §5) and its column's type. */
export function rangeBound(field: AlertRangeField): z.ZodNumber {
  const { lower, upper } = ALERT_RANGE_BOUNDS[field];
  return RANGE_COLUMNS[field](lower, upper);
}
