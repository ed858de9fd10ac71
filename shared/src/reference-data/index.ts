// Reference data more than one remote reads (spec §7): countries and categories, each one endpoint
// with its fetcher, query options and hook (one cache entry per language, shared by every remote).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Category, CountriesResponse } from '../contract';
import { REFERENCE_PATHS } from '../contract/api-paths/reference';
import { reportError } from '../error-log';
import type { Locale } from '../constants';
import { useLocale } from '../i18n/use-locale';
import { queryKeys } from '../query-keys';

/**
 * `GET /api/countries` with names in the page's language. Spec §8: a failure is only logged, so the
 * error catalogue stays silent ('all') and the error goes to the client error log; forms show
 * their own retry.
 */
export async function getCountries(locale: Locale): Promise<CountriesResponse> {
  try {
    return await api.get<CountriesResponse>(REFERENCE_PATHS.countries, { headers: { 'X-LANG': locale }, handled: 'all' });
  } catch (error) {
    reportError(error, { during: 'loading countries' });
    throw error;
  }
}

export function countriesQueryOptions(locale: Locale) {
  // Reference data: it changes with a deploy, not while a page is open.
  return queryOptions({ queryKey: queryKeys.countries(locale), queryFn: () => getCountries(locale), staleTime: Infinity });
}

export function useCountries() {
  return useQuery(countriesQueryOptions(useLocale()));
}

/** `GET /api/categories` with names in the page's language. */
export function getCategories(locale: Locale): Promise<Category[]> {
  return api.get<Category[]>(REFERENCE_PATHS.categories, { headers: { 'X-LANG': locale } });
}

export function categoriesQueryOptions(locale: Locale) {
  return queryOptions({ queryKey: queryKeys.categories(locale), queryFn: () => getCategories(locale), staleTime: Infinity });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions(useLocale()));
}
