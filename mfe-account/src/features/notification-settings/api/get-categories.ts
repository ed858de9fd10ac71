import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeys, useLocale, type Category, type Locale } from '@bizmarkt/shared';

/** `GET /api/categories` with names in the page's language. */
export function getCategories(locale: Locale): Promise<Category[]> {
  return api.get<Category[]>('/api/categories', { headers: { 'X-LANG': locale } });
}

export function categoriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.categories(locale),
    queryFn: () => getCategories(locale),
    // Reference data: it changes with a deploy, not while a page is open.
    staleTime: Infinity,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions(useLocale()));
}
