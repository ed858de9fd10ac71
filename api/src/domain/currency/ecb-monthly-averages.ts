// ECB euro foreign exchange reference rates, MONTHLY AVERAGES (units of each currency per euro), the
// default source of the sellerboard import's currency conversion (reference-rates.ts, decision 0193).
//
// The figures are data, in ecb-monthly-averages.json (one line a month), written whole by
// `pnpm --filter ./api ecb-rates <eurofxref-hist.csv>` (api/src/cli/ecb-rates.ts; decision 0216); this
// module checks its shape once, when loaded. Its `source` and `notes` say where the figures come from:
// READ THEM before relying on the figures — the committed table was written without network access
// (recalled, not downloaded), and its months from `provisionalFrom` on carry the last figure forward.
// A month the table has no figure for is refused by the import (422), never converted at 1.0.
//
// The JSON is imported, not read from disk at run time: esbuild bundles it into dist/ (build.mjs), and
// Jest and tsx load it as a module.
import { IMPORT_CURRENCIES, type ImportCurrency } from '@bizmarkt/shared/contract';
import data from './ecb-monthly-averages.json';

export interface EcbMonthlyTable {
  /** Where the figures come from (one line). */
  source: string;
  /** Months from this one on (`YYYY-MM`) are not the ECB's published averages (see the file's notes); null: none. */
  provisionalFrom: string | null;
  /** `YYYY-MM` → units of each currency per euro. */
  months: Record<string, Partial<Record<ImportCurrency, number>>>;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function refuse(why: string): never {
  throw new Error(`ecb-monthly-averages.json: ${why} (rewrite it with \`pnpm --filter ./api ecb-rates\`)`);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The data file's table, its shape checked: YYYY-MM months, import currencies, positive rates. */
export function ecbTableOf(value: unknown): EcbMonthlyTable {
  if (!isObject(value)) refuse('not an object');
  const { source, provisionalFrom, months } = value;
  if (typeof source !== 'string') refuse('no "source"');
  if (provisionalFrom !== null && !(typeof provisionalFrom === 'string' && MONTH.test(provisionalFrom)))
    refuse('"provisionalFrom" is neither null nor YYYY-MM');
  if (!isObject(months)) refuse('no "months"');
  const table: EcbMonthlyTable['months'] = {};
  for (const [month, rates] of Object.entries(months)) {
    if (!MONTH.test(month) || !isObject(rates)) refuse(`month "${month}" is not YYYY-MM with its rates`);
    const row: Partial<Record<ImportCurrency, number>> = {};
    for (const [currency, rate] of Object.entries(rates)) {
      if (!(IMPORT_CURRENCIES as readonly string[]).includes(currency)) refuse(`${month}: "${currency}" is not an import currency`);
      if (typeof rate !== 'number' || !(rate > 0)) refuse(`${month}: the ${currency} rate is not a positive number`);
      row[currency as ImportCurrency] = rate;
    }
    table[month] = row;
  }
  return { source, provisionalFrom, months: table };
}

export const ECB_MONTHLY_AVERAGES: EcbMonthlyTable = ecbTableOf(data);
