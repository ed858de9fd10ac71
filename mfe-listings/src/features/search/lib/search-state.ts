// The search page's whole state — query, filters, sort, page, seller — lives in the URL (issue #11:
// shareable, back/forward work). The contract reads and writes that URL (`searchQueryFromParams`,
// `searchQueryToParams`), and the API is asked with the same parameters; this module adds what the
// page does with a query: which filters are set, and changing them.
import { SEARCH_LIST_PARAMS, SEARCH_RANGE_FIELDS, searchRangeParam, type SearchQuery } from '@bizmarkt/shared/contract';

/** The bound parameters of every range: `price_min`, `price_max`, … */
export type RangeParam = `${(typeof SEARCH_RANGE_FIELDS)[number]}_${'min' | 'max'}`;
const RANGE_PARAMS: readonly RangeParam[] = SEARCH_RANGE_FIELDS.flatMap((field) => [searchRangeParam(field, 'min'), searchRangeParam(field, 'max')]);

/** What the filters form edits: the ranges and the three lists (not the words, sort, page or seller). */
export type SearchFilters = Pick<SearchQuery, RangeParam | 'categories' | 'fba_statuses' | 'marketplaces' | 'verified_financials'>;

/** The on/off filters (set = true, unset = undefined). */
const FLAG_PARAMS = ['verified_financials'] as const;

/** The filters of a query (every filter key present, undefined when unset). */
export function filtersOf(query: SearchQuery): SearchFilters {
  const filters: Record<string, unknown> = {};
  for (const key of [...RANGE_PARAMS, ...SEARCH_LIST_PARAMS, ...FLAG_PARAMS]) filters[key] = query[key];
  return filters as SearchFilters;
}

/** How many filters narrow the results (the phone's 'Filters (3)'): each range and each list counts once. */
export function activeFilterCount(query: SearchQuery): number {
  const ranges = SEARCH_RANGE_FIELDS.filter(
    (field) => query[searchRangeParam(field, 'min')] !== undefined || query[searchRangeParam(field, 'max')] !== undefined,
  ).length;
  return ranges + SEARCH_LIST_PARAMS.filter((key) => (query[key]?.length ?? 0) > 0).length + FLAG_PARAMS.filter((key) => query[key]).length;
}

/** The same search with other filters, from its first page (the old page may not exist any more). */
export function withFilters(query: SearchQuery, filters: SearchFilters): SearchQuery {
  const next: Record<string, unknown> = { ...query, ...filters, page: undefined };
  for (const key of SEARCH_LIST_PARAMS) if ((next[key] as unknown[] | undefined)?.length === 0) next[key] = undefined;
  for (const key of FLAG_PARAMS) if (!next[key]) next[key] = undefined;
  return next as SearchQuery;
}

/** The search without any filter (words, sort and seller stay): the empty state's "widen" action. */
export function withoutFilters(query: SearchQuery): SearchQuery {
  const cleared = Object.fromEntries([...RANGE_PARAMS, ...SEARCH_LIST_PARAMS, ...FLAG_PARAMS].map((key) => [key, undefined]));
  return withFilters(query, cleared as SearchFilters);
}
