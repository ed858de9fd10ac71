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

/** A country's name in the page's language ('DE' → 'Germany' / 'Deutschland'); the code when unknown. */
export function countryName(code: string, locale: Locale): string {
  return regionName(code, INTL_LOCALE[locale]);
}

/** What paying yearly saves against twelve monthly payments, in minor units (never below 0). */
export function yearlySavingAmount(monthlyMinor: number, yearlyMinor: number): number {
  return Math.max(0, monthlyMinor * 12 - yearlyMinor);
}
