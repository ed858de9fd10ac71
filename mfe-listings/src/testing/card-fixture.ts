import type { ListingCard, SearchResponse } from '@bizmarkt/shared/contract';

let nextId = 100;

/** A whole, valid card of the search contract (a small FBA brand), with overrides. */
export function makeCard(overrides: Partial<ListingCard> = {}): ListingCard {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Kitchen Brand ${id}`,
    image: null,
    summary: 'A private-label kitchen brand on Amazon US and DE.',
    category_id: 1,
    category_name: 'Amazon FBA',
    fba_statuses: ['fba', 'private_label'],
    marketplaces: ['US', 'DE'],
    price: 250000,
    open_to_offers: false,
    ttm_revenue: 480000.5,
    ttm_net_profit: 96000,
    profit_margin: 20,
    annual_multiple: 2.6,
    age_years: 4,
    published_at: '2026-11-01T10:00:00.000Z',
    nda: false,
    ...overrides,
  };
}

/** One page of `GET /api/businesses`. */
export function makePage(data: ListingCard[], meta: Partial<SearchResponse['meta']> = {}, seller?: SearchResponse['seller']): SearchResponse {
  return { data, meta: { current_page: 1, last_page: 1, total: data.length, per_page: 24, ...meta }, ...(seller ? { seller } : {}) };
}
