// How the contract's sections map onto the listing's columns (and back): months are `YYYY-MM` in the
// contract and the first day of the month in the database; the founding month likewise.
import {
  computeListingMetrics,
  type Addback,
  type AssetsSection,
  type DescriptionSection,
  type FinancialMonth,
  type InformationSection,
  type PriceSection,
  type SocialsSection,
} from '@bizmarkt/shared/contract';
import type { ListingMonthRow, ListingRow } from '../db/schema';

export type ListingChanges = Partial<Omit<ListingRow, 'id' | 'user_id' | 'created_at'>>;

/** `YYYY-MM` → `YYYY-MM-01`. */
export const monthToDate = (month: string) => `${month}-01`;
/** `YYYY-MM-DD` → `YYYY-MM`. */
export const dateToMonth = (date: string) => date.slice(0, 7);

export function informationColumns(info: InformationSection): ListingChanges {
  return {
    name: info.name,
    category_id: info.category_id,
    fba_statuses: info.fba_statuses,
    marketplaces: info.marketplaces,
    founded_on: `${info.founded_year}-${String(info.founded_month).padStart(2, '0')}-01`,
    country_code: info.country_code,
    asin_count: info.asin_count,
    sku_count: info.sku_count,
    top_product_share: info.top_product_share,
    brand_registry: info.brand_registry,
    trademark: info.trademark,
    // Registries only mean something with a trademark.
    trademark_registries: info.trademark ? info.trademark_registries : [],
    team_size: info.team_size,
    owner_hours_per_week: info.owner_hours_per_week,
    sale_reason: info.sale_reason,
    sale_reason_details: info.sale_reason_details,
  };
}

export function assetsColumns(assets: AssetsSection): ListingChanges {
  return {
    inventory_value: assets.inventory_value,
    inventory_included: assets.inventory_included,
    assets_included: assets.assets_included,
    assets_notes: assets.assets_notes,
  };
}

export function descriptionColumns(section: DescriptionSection): ListingChanges {
  return {
    summary: section.summary,
    description: section.description,
    opportunities: section.opportunities,
    risks: section.risks,
    seller_support: section.seller_support,
  };
}

export function priceColumns(section: PriceSection): ListingChanges {
  return { price: section.price, open_to_offers: section.open_to_offers };
}

export function socialsColumns(section: SocialsSection): ListingChanges {
  return { website: section.website, socials: section.socials };
}

/** A stored month in the contract's shape (`net_profit` as entered, null = computed). */
export function monthOfRow(row: ListingMonthRow): FinancialMonth {
  return {
    month: dateToMonth(row.month),
    revenue: row.revenue,
    cogs: row.cogs,
    amazon_fees: row.amazon_fees,
    advertising: row.advertising,
    refunds: row.refunds,
    other_expenses: row.other_expenses,
    net_profit: row.net_profit,
  };
}

/** The stored metric columns for these months, add-backs and price. */
export function metricsColumns(months: readonly FinancialMonth[], addbacks: readonly Pick<Addback, 'amount'>[], price: number | null): ListingChanges {
  const m = computeListingMetrics(months, addbacks, price);
  return {
    months_count: m.months_count,
    ttm_revenue: m.months_count ? m.ttm_revenue : null,
    ttm_net_profit: m.months_count ? m.ttm_net_profit : null,
    ttm_adjusted_profit: m.months_count ? m.ttm_adjusted_profit : null,
    avg_monthly_revenue: m.months_count ? m.avg_monthly_revenue : null,
    avg_monthly_profit: m.months_count ? m.avg_monthly_profit : null,
    profit_margin: m.profit_margin,
    revenue_growth: m.revenue_growth,
    profit_growth: m.profit_growth,
    annual_multiple: m.annual_multiple,
    monthly_multiple: m.monthly_multiple,
  };
}
