// Test data of listings (`Listing`, the answer of `GET /api/businesses/{id}`): whole, valid answers with
// overrides, one place for every package's tests (the wizard's drafts, the business page's views).
import { computeListingMetrics, type Listing } from '../contract';

/** A listing as its owner receives it (`GET /api/businesses/{id}`): an empty draft by default. */
export function makeListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 42,
    user_id: 5,
    status: 'draft',
    is_mine: true,
    access: { nda_required: false, granted: true },
    name: 'Garden Tools Brand',
    category_id: null,
    category_name: null,
    fba_statuses: [],
    marketplaces: [],
    founded_year: null,
    founded_month: null,
    country_code: null,
    asin_count: null,
    sku_count: null,
    brand_registry: false,
    trademark: false,
    trademark_registries: [],
    team_size: null,
    owner_hours_per_week: null,
    sale_reason: null,
    sale_reason_details: null,
    months: [],
    addbacks: [],
    metrics: computeListingMetrics([]),
    financials_source: null,
    financials_updated_at: null,
    inventory_value: null,
    inventory_included: null,
    assets_included: [],
    assets_notes: null,
    summary: null,
    description: null,
    opportunities: null,
    risks: null,
    seller_support: null,
    image: null,
    images: [],
    price: null,
    open_to_offers: false,
    website: null,
    socials: [],
    nda: false,
    nda_text: null,
    nda_version_id: null,
    hide_for_x_days: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A listing whose first seven steps are complete. */
export function makeCompleteListing(overrides: Partial<Listing> = {}): Listing {
  const month = (m: string) => ({
    month: m,
    revenue: 40000,
    cogs: 12000,
    amazon_fees: 9000,
    advertising: 4000,
    refunds: 500,
    other_expenses: 1500,
    net_profit: 13000,
    net_profit_entered: null,
  });
  return makeListing({
    category_id: 3,
    fba_statuses: ['fba', 'private_label'],
    marketplaces: ['US', 'DE'],
    founded_year: 2021,
    founded_month: 3,
    country_code: 'DE',
    sale_reason: 'new_venture',
    months: [month('2026-08'), month('2026-09'), month('2026-10')],
    inventory_value: 25000,
    inventory_included: false,
    assets_included: ['brand_trademarks'],
    summary: 'A profitable garden tools brand on Amazon US and DE.',
    description: 'Three years of steady growth with a loyal customer base, low return rates and two reliable suppliers.',
    price: 450000,
    ...overrides,
  });
}

/** Twelve months ending Dec 2025, oldest first, as the API orders them. */
export function listingMonths(count = 12): NonNullable<Listing['months']> {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2025, 12 - count + i, 1));
    const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    const k = count - 1 - i;
    return {
      month,
      revenue: 40000 + k,
      cogs: 12000,
      amazon_fees: 9000,
      advertising: 4000,
      refunds: 500,
      other_expenses: 1500,
      net_profit: 13000 + k,
      net_profit_entered: null,
    };
  });
}

/** A published listing as the API sends it to a viewer with access (the business page's view). */
export function makePublishedListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 7,
    user_id: 3,
    status: 'published',
    is_mine: false,
    access: { nda_required: false, granted: true },
    name: 'Garden Tools Brand',
    category_id: 2,
    category_name: 'Home & Garden',
    fba_statuses: ['fba', 'private_label'],
    marketplaces: ['US', 'DE'],
    founded_year: 2021,
    founded_month: 3,
    country_code: 'DE',
    asin_count: 42,
    sku_count: 60,
    brand_registry: true,
    trademark: true,
    trademark_registries: ['EUIPO', 'USPTO'],
    team_size: 3,
    owner_hours_per_week: 10,
    sale_reason: 'new_venture',
    sale_reason_details: 'Building a software company.',
    months: listingMonths(),
    addbacks: [{ label: "Owner's salary", amount: 24000 }],
    metrics: {
      months_count: 12,
      period_start: '2025-01',
      period_end: '2025-12',
      ttm_revenue: 1234567.891,
      ttm_net_profit: 156000,
      ttm_addbacks: 24000,
      ttm_adjusted_profit: 180000,
      avg_monthly_revenue: 40000,
      avg_monthly_profit: 13000,
      profit_margin: 12.6349,
      revenue_growth: 8.5,
      profit_growth: null,
      annual_multiple: 2.24,
      monthly_multiple: 26.92,
    },
    financials_source: 'manual',
    financials_updated_at: '2026-01-05T10:00:00.000Z',
    inventory_value: 45000,
    inventory_included: false,
    assets_included: ['brand_trademarks', 'amazon_seller_account'],
    assets_notes: null,
    summary: 'Profitable garden tools brand on Amazon US and DE.',
    description: 'Three hero products with 4.6 stars.',
    opportunities: 'Launch in FR and IT.',
    risks: 'One supplier.',
    seller_support: '30 days of calls.',
    image: '/media/cover.webp',
    images: [
      { id: 2, url: '/media/second.webp', thumb_url: '/media/second-thumb.webp', width: 1600, height: 1200, position: 1 },
      { id: 1, url: '/media/cover.webp', thumb_url: '/media/cover-thumb.webp', width: 1600, height: 1200, position: 0 },
    ],
    price: 350000,
    open_to_offers: true,
    website: 'gardentools.example',
    socials: [{ network: 'instagram', url: 'instagram.com/gardentools', followers: 12500 }],
    nda: false,
    nda_text: null,
    nda_version_id: null,
    hide_for_x_days: null,
    listed_at: '2025-12-10T09:00:00.000Z',
    reviewed_at: '2026-01-06T09:00:00.000Z',
    seller: { name: 'Sam Seller', member_since: '2024-03', email_verified: true, businesses_sold: 2, response_hours: 5 },
    created_at: '2025-12-01T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** The same listing behind an NDA, as a viewer without access receives it (protected fields absent). */
export function makeWithheldListing(): Listing {
  // No owner id either: the seller is 'Seller' until the NDA is accepted (issue #27).
  const full = makePublishedListing({
    user_id: null,
    nda: true,
    access: { nda_required: true, granted: false, nda_request: 'none' },
    seller: { name: null, member_since: '2024-03', email_verified: true, businesses_sold: 2, response_hours: 5 },
  });
  const {
    website: _w,
    socials: _s,
    months: _m,
    addbacks: _a,
    description: _d,
    opportunities: _o,
    risks: _r,
    seller_support: _ss,
    assets_notes: _an,
    sale_reason_details: _sr,
    images: _i,
    trademark_registries: _t,
    ...rest
  } = full;
  return rest as Listing;
}
