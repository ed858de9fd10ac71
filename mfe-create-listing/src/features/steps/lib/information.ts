import type { AmazonMarketplace, BusinessModel, InformationSection, SaleReason, TrademarkRegistry } from '@bizmarkt/shared/contract';
import type { WizardListing } from '../../wizard';

/** The step's form: the request's `information` section as the seller is typing it (empty = null). */
export interface InformationValues {
  information: {
    name: string;
    category_id: number | null;
    fba_statuses: BusinessModel[];
    marketplaces: AmazonMarketplace[];
    founded_month: number | null;
    founded_year: number | null;
    country_code: string | null;
    asin_count: number | null;
    sku_count: number | null;
    top_product_share: number | null;
    brand_registry: boolean;
    trademark: boolean;
    trademark_registries: TrademarkRegistry[];
    team_size: number | null;
    owner_hours_per_week: number | null;
    sale_reason: SaleReason | null;
    sale_reason_details: string;
  };
}

// Compile-time check: the form carries exactly the section's fields.
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : never) : never;
const sameFields: SameKeys<InformationValues['information'], InformationSection> = true;
void sameFields;

/** The step's values as saved (empty for a new listing). */
export function informationValues(listing: WizardListing | null): InformationValues {
  return {
    information: {
      name: listing?.name ?? '',
      category_id: listing?.category_id ?? null,
      fba_statuses: listing?.fba_statuses ?? [],
      marketplaces: listing?.marketplaces ?? [],
      founded_month: listing?.founded_month ?? null,
      founded_year: listing?.founded_year ?? null,
      country_code: listing?.country_code ?? null,
      asin_count: listing?.asin_count ?? null,
      sku_count: listing?.sku_count ?? null,
      top_product_share: listing?.top_product_share ?? null,
      brand_registry: listing?.brand_registry ?? false,
      trademark: listing?.trademark ?? false,
      trademark_registries: listing?.trademark_registries ?? [],
      team_size: listing?.team_size ?? null,
      owner_hours_per_week: listing?.owner_hours_per_week ?? null,
      sale_reason: listing?.sale_reason ?? null,
      sale_reason_details: listing?.sale_reason_details ?? '',
    },
  };
}
