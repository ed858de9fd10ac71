// The currency of an imported sellerboard file (issue #29, "The currency of the numbers"). Listings are
// priced and shown in US dollars (spec §9), so a file in another currency is converted month by month at
// that month's ECB monthly average reference rate when it is imported (api/src/domain/currency, decision
// 0193). The currencies offered are the marketplaces' currencies the ECB publishes a reference rate for
// (it publishes none for AED, SAR and EGP: a file in those is not offered for conversion). Zod-free.
import type { AmazonMarketplace } from './listing-enums';

/** The currency listings are priced and stored in. */
export const LISTING_CURRENCY = 'USD';

/** Currencies an import may be in (ISO 4217), EUR first (the ECB's base), then the listing's own. */
export const IMPORT_CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD', 'JPY', 'MXN', 'BRL', 'SEK', 'PLN', 'TRY', 'AUD', 'SGD', 'INR', 'ZAR'] as const;
export type ImportCurrency = (typeof IMPORT_CURRENCIES)[number];

export function isImportCurrency(value: unknown): value is ImportCurrency {
  return typeof value === 'string' && (IMPORT_CURRENCIES as readonly string[]).includes(value);
}

/** The currency an Amazon marketplace's seller central (and so its sellerboard export) reports in. */
export const MARKETPLACE_CURRENCIES: Record<AmazonMarketplace, ImportCurrency | null> = {
  US: 'USD',
  CA: 'CAD',
  MX: 'MXN',
  BR: 'BRL',
  UK: 'GBP',
  DE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
  SE: 'SEK',
  PL: 'PLN',
  BE: 'EUR',
  TR: 'TRY',
  IE: 'EUR',
  JP: 'JPY',
  AU: 'AUD',
  SG: 'SGD',
  AE: null,
  SA: null,
  EG: null,
  IN: 'INR',
  ZA: 'ZAR',
};

/**
 * The currency an import of this listing is preset to: its first marketplace's (the one the seller
 * listed first, usually the home marketplace), else US dollars. The seller can change it.
 */
export function presetImportCurrency(marketplaces: readonly AmazonMarketplace[]): ImportCurrency {
  for (const marketplace of marketplaces) {
    const currency = MARKETPLACE_CURRENCIES[marketplace];
    if (currency) return currency;
  }
  return LISTING_CURRENCY;
}
