import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { LISTING_PATHS, type WizardListing } from '../lib/listing';

/**
 * `GET /api/businesses/{id}`: the seller's own listing, every field. Someone else's → 403, shown by
 * the page itself ("not yours"); an unknown id → 404, which the error catalogue turns into /404.
 */
export function getListing(id: number): Promise<WizardListing> {
  return api.get<WizardListing>(LISTING_PATHS.listing(id), { handled: [403] });
}

export function listingQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.listing(id),
    queryFn: () => getListing(id),
    // A 403 or 404 will not change by asking again.
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useListing(id: number | null) {
  return useQuery({ ...listingQueryOptions(id ?? 0), enabled: id !== null });
}
