import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeys, useLocale, type Category, type Locale } from '@bizmarkt/shared';

/** `GET /api/categories` in the given language. */
export function getCategories(locale: Locale): Promise<Category[]> {
  return api.get<Category[]>('/api/categories', { headers: { 'X-LANG': locale } });
}

export function categoriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.categories(locale),
    queryFn: () => getCategories(locale),
    staleTime: 10 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions(useLocale()));
}
