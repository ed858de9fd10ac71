// Prices as the pricing and billing pages show them. Amounts travel in minor units (cents), as the API
// stores them and the payment providers charge them, so no float rounding creeps in. Plans are priced in
// EUR as well as USD, so this one keeps Intl's currency format (always two decimals: one rule for the
// whole view, decision 0167); the element showing it carries `data-money` (no wrap, tabular figures).
import type { Locale } from '@bizmarkt/shared/constants';
import { formatMoney, type Currency } from '@bizmarkt/shared/contract';
import { INTL_LOCALE, regionName } from '@bizmarkt/shared/locale';

/** `1900, 'EUR', 'de'` → '19,00 €'. */
export function money(minor: number, currency: Currency, locale: Locale): string {
  return formatMoney(minor, currency, INTL_LOCALE[locale]);
}

/**
 * A price on a plan tile: whole units when the amount is whole (`$0`, `$29`, `27 €`), cents only when
 * it has them (a gross price with VAT, `32,13 €`) — decision 0252, the tiles' rule of 0167/0202.
 */
export function tileMoney(minor: number, currency: Currency, locale: Locale): string {
  if (minor % 100 !== 0) return money(minor, currency, locale);
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(minor / 100);
}

/** A country's name in the page's language ('DE' → 'Germany' / 'Deutschland'); the code when unknown. */
export function countryName(code: string, locale: Locale): string {
  return regionName(code, INTL_LOCALE[locale]);
}

/** What paying yearly saves against twelve monthly payments, in minor units (never below 0). */
export function yearlySavingAmount(monthlyMinor: number, yearlyMinor: number): number {
  return Math.max(0, monthlyMinor * 12 - yearlyMinor);
}
