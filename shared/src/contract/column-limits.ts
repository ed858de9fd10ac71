// The value ranges of the database's column types (api/src/db/schema), in one place. A number a request
// schema lets through must fit the column it is stored in or compared with, or PostgreSQL refuses the
// query ("value out of range for type integer", "invalid input syntax for type bigint") and the caller
// gets a 500 instead of a 422 (issue #27, point 5). Schemas take these through the helpers of
// columns.ts (`int4`, `idField`…), never as numbers of their own. No imports (`zod-free.test.ts`).

/** PostgreSQL `integer` (int4): every id (identity/serial columns), count and small number. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** `bigint` read as a JS number (drizzle's mode 'number'): whole numbers only, as far as a double is exact. */
export const BIGINT_NUMBER_MAX = Number.MAX_SAFE_INTEGER;

/** `numeric(14, 2)`: money in USD with cents (listing financials, inventory). */
export const MONEY_COLUMN_MAX = 999_999_999_999.99;

/**
 * Epoch seconds that a `timestamptz` holds and a JS Date can still be made of (Date's last instant,
 * 8.64e15 ms, is before PostgreSQL's last): a larger time makes an Invalid Date, which throws when sent.
 */
export const EPOCH_SECONDS_MAX = 8_640_000_000_000;
