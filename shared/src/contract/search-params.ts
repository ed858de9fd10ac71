// The `/search` URL's parameters (the query of `GET /api/businesses`) and the pure helpers around
// them, apart from the schemas (search.ts): a page that writes a search link, sorts or saves an alert
// bundles no zod; only reading a `/search` URL (`searchQueryFromParams`) parses. No imports but
// account-limits.ts and types (the contract's `zod-free.test.ts`).
import { ALERT_RANGE_BOUNDS, ALERT_RANGE_FIELDS, type AlertRangeField } from './account-limits';
import type { NewListingAlertSettings } from './api';
import type { SearchQuery } from './search';

/** Listings per page; the server chooses it (the issue: "page size chosen by the server"). */
export const SEARCH_PAGE_SIZE = 24;
/** The deepest page a query may ask for (a later page answers an empty `data` with the real meta). */
export const SEARCH_MAX_PAGE = 10_000;
export const SEARCH_QUERY_MAX_LENGTH = 200;

/**
 * Sort orders. `relevance` ranks the text match (the default when `q` is given; without `q` it reads as
 * `newest`). `newest` = latest published first. Ties are broken by id, newest first.
 */
export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'net_profit_desc', 'multiple_asc', 'revenue_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * The range filters, named like the alert ranges (spec §3 `new_listing_alert_settings`):
 * price = asking price (USD), sales = TTM revenue, net_profit = TTM net profit, profit_margin = TTM
 * margin in percent, profit_multiply = annual multiple, age = whole years since the founding month.
 * Each has `<field>_min` and `<field>_max` in the query; empty = no bound; bounds: ALERT_RANGE_BOUNDS.
 */
export const SEARCH_RANGE_FIELDS = ALERT_RANGE_FIELDS;
export type SearchRangeField = AlertRangeField;
export const searchRangeParam = (field: SearchRangeField, side: 'min' | 'max') => `${field}_${side}` as const;

/** Query-string parameters that hold lists: `categories=3,7` (repeated parameters are read too). */
export const SEARCH_LIST_PARAMS = ['categories', 'fba_statuses', 'marketplaces'] as const;

/** Clamps a typed bound into its range (spec §5: below the lower bound → lower, above → upper). */
export function clampSearchBound(field: SearchRangeField, value: number): number {
  const { lower, upper } = ALERT_RANGE_BOUNDS[field];
  return Math.min(upper, Math.max(lower, value));
}

/** The sort a query really uses: relevance needs words to rank. */
export function effectiveSort(query: Pick<SearchQuery, 'q' | 'sort'>): SearchSort {
  if (!query.q) return query.sort && query.sort !== 'relevance' ? query.sort : 'newest';
  return query.sort ?? 'relevance';
}

/** The canonical query string of a query (stable order, lists comma-joined, empty parts and page 1 left out). */
export function searchQueryToParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  set('q', query.q);
  for (const field of SEARCH_RANGE_FIELDS) {
    set(searchRangeParam(field, 'min'), query[searchRangeParam(field, 'min')]);
    set(searchRangeParam(field, 'max'), query[searchRangeParam(field, 'max')]);
  }
  for (const key of SEARCH_LIST_PARAMS) {
    const list = query[key] as readonly (string | number)[] | undefined;
    if (list?.length) params.set(key, list.join(','));
  }
  if (query.verified_financials) params.set('verified_financials', '1');
  set('sort', query.sort);
  if (query.page && query.page > 1) set('page', query.page);
  set('user_id', query.user_id);
  return params;
}

/** The alert settings that match what a search filters ("alert me about new listings like this"). */
export function alertSettingsFromSearch(query: SearchQuery): NewListingAlertSettings {
  const ranges = Object.fromEntries(
    SEARCH_RANGE_FIELDS.map((field) => [field, { min: query[searchRangeParam(field, 'min')] ?? null, max: query[searchRangeParam(field, 'max')] ?? null }]),
  ) as Omit<NewListingAlertSettings, 'category_ids'>;
  return { ...ranges, category_ids: [...(query.categories ?? [])] };
}
