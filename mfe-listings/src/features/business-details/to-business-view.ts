// The listing answer of the contract → what the sections draw. Absent NDA-protected fields become
// null: the sections then show "Sign the NDA to see …" (when access is not granted) or nothing.
import { compareMonths, type Listing, type ListingMonth } from '@bizmarkt/shared/contract';
import type { BusinessView, MonthRow } from './types/business-view';

function toMonthRow(month: ListingMonth): MonthRow {
  return {
    month: month.month,
    revenue: month.revenue,
    costOfGoods: month.cogs,
    amazonFees: month.amazon_fees,
    advertising: month.advertising,
    refunds: month.refunds,
    otherExpenses: month.other_expenses,
    netProfit: month.net_profit,
  };
}

/** The gallery: every image in the seller's order; without access only the public cover. */
function galleryOf(listing: Listing): BusinessView['images'] {
  if (listing.images) return [...listing.images].sort((a, b) => a.position - b.position).map(({ id, url }) => ({ id, url }));
  return listing.image ? [{ id: 'cover', url: listing.image }] : [];
}

export function toBusinessView(listing: Listing, { moderator = false }: { moderator?: boolean } = {}): BusinessView {
  const months = listing.months ? [...listing.months].sort((a, b) => compareMonths(a.month, b.month)).map(toMonthRow) : null;
  const m = listing.metrics;
  return {
    id: listing.id,
    name: listing.name,
    category: listing.category_name,
    categoryId: listing.category_id,
    businessModels: listing.fba_statuses,
    marketplaces: listing.marketplaces,
    founded: listing.founded_year && listing.founded_month ? { year: listing.founded_year, month: listing.founded_month } : null,
    country: listing.country_code,
    asinCount: listing.asin_count,
    skuCount: listing.sku_count,
    brandRegistry: listing.brand_registry,
    trademark: listing.trademark,
    trademarkRegistries: listing.trademark_registries ?? null,
    teamSize: listing.team_size,
    ownerHoursPerWeek: listing.owner_hours_per_week,
    saleReason: listing.sale_reason,
    saleReasonDetails: listing.sale_reason_details ?? null,
    images: galleryOf(listing),
    chartMonths: (months ?? []).map((row) => ({ month: row.month, revenue: row.revenue, netProfit: row.netProfit })),
    summary: listing.summary,
    metrics: {
      price: listing.price,
      openToOffers: listing.open_to_offers,
      ttmRevenue: m.ttm_revenue,
      ttmNetProfit: m.ttm_net_profit,
      avgMonthlyRevenue: m.avg_monthly_revenue,
      avgMonthlyNetProfit: m.avg_monthly_profit,
      profitMargin: m.profit_margin,
      revenueGrowth: m.revenue_growth,
      profitGrowth: m.profit_growth,
      ttmAddbacks: m.ttm_addbacks,
      annualMultiple: m.annual_multiple,
      monthlyMultiple: m.monthly_multiple,
    },
    access: { ndaRequired: listing.access.nda_required, granted: listing.access.granted, mine: listing.is_mine, moderator },
    months,
    addbacks: listing.addbacks ?? null,
    assets:
      listing.inventory_value === null && listing.assets_included.length === 0 && !listing.assets_notes
        ? null
        : {
            inventoryValue: listing.inventory_value,
            inventoryIncluded: listing.inventory_included === true,
            included: listing.assets_included,
            notes: listing.assets_notes ?? null,
          },
    description: listing.description ?? null,
    opportunities: listing.opportunities ?? null,
    risks: listing.risks ?? null,
    sellerSupport: listing.seller_support ?? null,
    website: listing.website ?? null,
    socials: listing.socials ?? null,
    risk: listing.risk ?? null,
  };
}
