// The listing's `risk` (the Amazon risk panel, issue #29): the figures of domain/risk for one viewer, and
// the note on the currency the months were imported in (decision 0193). Built apart from the rest of the
// listing answer (responses/listing.ts adds it in one line).
import { isImportCurrency, type ListingMonth, type ListingRisk } from '@bizmarkt/shared/contract';
import { computeRisk } from '../domain/risk/compute-risk';
import type { ListingRecord } from '../repositories/listings';

export function toListingRisk(record: ListingRecord, months: readonly ListingMonth[], granted: boolean): ListingRisk {
  const { monthsUsed, figures } = computeRisk({
    months,
    marketplaces: record.marketplaces,
    asin_count: record.asin_count,
    sku_count: record.sku_count,
    top_product_share: record.top_product_share,
    inventory_value: record.inventory_value,
    owner_hours_per_week: record.owner_hours_per_week,
    granted,
  });
  const currency = record.financials_currency;
  const fromSellerboard = record.financials_source === 'sellerboard_import' || record.financials_source === 'sellerboard_sync';
  const converted = fromSellerboard && isImportCurrency(currency) && currency !== 'USD';
  return { months_used: monthsUsed, converted_from: converted ? currency : null, figures };
}
