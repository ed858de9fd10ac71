import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeys, useLocale, type CountriesResponse, type Locale } from '@bizmarkt/shared';

/** `GET /api/countries` in the page's language (the names are translated by the API). */
export function getCountries(): Promise<CountriesResponse> {
  // Spec §8: a failure to load countries is only logged; the form shows its own retry.
  return api.get<CountriesResponse>('/api/countries', { handled: 'all' });
}

export const countriesQuery = (locale: Locale) =>
  queryOptions({ queryKey: queryKeys.countries(locale), queryFn: getCountries, staleTime: Infinity });

export function useCountries() {
  return useQuery(countriesQuery(useLocale()));
}
