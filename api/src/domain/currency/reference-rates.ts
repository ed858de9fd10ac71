// Reference exchange rates for converting an imported file's months into the listing's currency (US
// dollars), decision 0193. The rates are the ECB's euro foreign exchange reference rates as monthly
// averages: units of a currency per euro; a cross rate goes through the euro (USD per GBP = USD per EUR
// ÷ GBP per EUR), as the ECB itself says to compute them. `ReferenceRates` is the adapter's interface;
// the default source is the committed table (ecb-monthly-averages.json, no network needed), refreshed with
// `pnpm --filter ./api ecb-rates <eurofxref-hist.csv>`.
import { LISTING_CURRENCY, type ImportCurrency } from '@bizmarkt/shared/contract';
import { ECB_MONTHLY_AVERAGES, type EcbMonthlyTable } from './ecb-monthly-averages';

export interface MonthRate {
  /** Units of the currency per euro (1 for EUR itself). */
  perEuro: number;
  /** The month's figure is not (yet) the ECB's published average: see the table's header. */
  provisional: boolean;
}

export interface ReferenceRates {
  /** Where the figures come from, for the listing's note. */
  readonly source: 'ecb_monthly_average';
  /** The month's average rate of `currency` (`YYYY-MM`), or undefined when the source has none. */
  rate(currency: ImportCurrency, month: string): MonthRate | undefined;
}

/** The committed table (or another of the same shape, e.g. a test's) as a `ReferenceRates`. */
export function tableRates(table: EcbMonthlyTable = ECB_MONTHLY_AVERAGES): ReferenceRates {
  return {
    source: 'ecb_monthly_average',
    rate(currency, month) {
      if (currency === 'EUR') return { perEuro: 1, provisional: false };
      const perEuro = table.months[month]?.[currency];
      if (perEuro === undefined || !(perEuro > 0)) return undefined;
      return { perEuro, provisional: table.provisionalFrom !== null && month >= table.provisionalFrom };
    },
  };
}

/** The months a conversion needs a rate for and the source has none (in order): an import refuses them. */
export class MissingRatesError extends Error {
  constructor(
    readonly currency: ImportCurrency,
    readonly months: string[],
  ) {
    super(`no ${currency} reference rate for ${months.join(', ')}`);
    this.name = 'MissingRatesError';
  }
}

/** The money columns of a month of financials (the ones converted). */
const MONEY_FIELDS = ['revenue', 'cogs', 'amazon_fees', 'advertising', 'refunds', 'other_expenses', 'net_profit'] as const;
type Money = Partial<Record<(typeof MONEY_FIELDS)[number], number | null>>;

const cents = (value: number) => Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;

export interface Converted<T> {
  months: T[];
  /** The factor applied to each month (US dollars per unit of the file's currency), by month. */
  factors: Record<string, number>;
  /** Months converted at a provisional rate. */
  provisional: string[];
}

/**
 * Each month's money converted from `from` into US dollars at that month's rate, rounded to cents per
 * figure. A file already in dollars is returned as it is. Throws MissingRatesError naming every month
 * the source has no rate for — never a silent 1.0.
 */
export function convertMonths<T extends { month: string } & Money>(months: readonly T[], from: ImportCurrency, rates: ReferenceRates): Converted<T> {
  if (from === LISTING_CURRENCY) return { months: [...months], factors: Object.fromEntries(months.map((m) => [m.month, 1])), provisional: [] };
  const missing: string[] = [];
  const provisional: string[] = [];
  const factors: Record<string, number> = {};
  for (const { month } of months) {
    const source = rates.rate(from, month);
    const target = rates.rate(LISTING_CURRENCY, month);
    if (!source || !target) {
      missing.push(month);
      continue;
    }
    factors[month] = target.perEuro / source.perEuro;
    if (source.provisional || target.provisional) provisional.push(month);
  }
  if (missing.length > 0) throw new MissingRatesError(from, missing);
  const converted = months.map((month) => {
    const factor = factors[month.month] as number;
    const out = { ...month };
    for (const field of MONEY_FIELDS) {
      const value = month[field];
      if (typeof value === 'number') (out as Money)[field] = cents(value * factor);
    }
    return out;
  });
  return { months: converted, factors, provisional };
}
