// Prices as the pricing and billing pages show them. Amounts travel in minor units (cents), as the API
// stores them and the payment providers charge them, so no float rounding creeps in.
import type { Locale } from '@bizmarkt/shared/constants';
import { formatMoney, type Currency } from '@bizmarkt/shared/contract';

const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', de: 'de-DE' };

/** `1900, 'EUR', 'de'` → '19,00 €'. */
export function money(minor: number, currency: Currency, locale: Locale): string {
  return formatMoney(minor, currency, INTL_LOCALE[locale]);
}

/** A country's name in the page's language ('DE' → 'Germany' / 'Deutschland'); the code when unknown. */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** What paying yearly saves against twelve monthly payments, in minor units (never below 0). */
export function yearlySavingAmount(monthlyMinor: number, yearlyMinor: number): number {
  return Math.max(0, monthlyMinor * 12 - yearlyMinor);
}
