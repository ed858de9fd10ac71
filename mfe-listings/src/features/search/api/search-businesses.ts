import { keepPreviousData, queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api, useLocale, type RequestOptions } from '@bizmarkt/shared';
import { SEARCH_PATHS, searchQueryToParams, type SearchQuery, type SearchResponse } from '@bizmarkt/shared/contract';
import type { Locale } from '@bizmarkt/shared/constants';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/**
 * `GET /api/businesses?…`: published listings matching the query, a page at a time. A failure is the
 * catalogue's (a 404 for an unknown seller goes to /404, spec §2); the page offers a retry besides.
 */
export function searchBusinesses(query: SearchQuery, locale: Locale, options: Pick<RequestOptions, 'handled'> = {}): Promise<SearchResponse> {
  return api.get<SearchResponse>(SEARCH_PATHS.search, {
    query: Object.fromEntries(searchQueryToParams(query)),
    headers: { 'X-LANG': locale },
    ...options,
  });
}

export function searchQueryOptions(query: SearchQuery, locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.search(locale, searchQueryToParams(query).toString()),
    queryFn: () => searchBusinesses(query, locale),
    // The previous page stays on screen (dimmed) while the next loads, so the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useSearchBusinesses(query: SearchQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...searchQueryOptions(query, useLocale()), enabled: options.enabled ?? true });
}
