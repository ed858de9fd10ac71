import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeys, reportError, useLocale, type CountriesResponse, type Locale } from '@bizmarkt/shared';

/**
 * `GET /api/countries` with names in the page's language. Spec §8: a failure is only logged, so the
 * error catalogue stays silent ('all') and the error goes to the client error log.
 */
export async function getCountries(locale: Locale): Promise<CountriesResponse> {
  try {
    return await api.get<CountriesResponse>('/api/countries', { headers: { 'X-LANG': locale }, handled: 'all' });
  } catch (error) {
    reportError(error, { during: 'loading countries' });
    throw error;
  }
}

export function countriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: queryKeys.countries(locale),
    queryFn: () => getCountries(locale),
    // Reference data: it changes with a deploy, not while a page is open.
    staleTime: Infinity,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions(useLocale()));
}
