import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { LISTING_PATHS, type Listing } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/**
 * `GET /api/businesses/{id}`: the listing as this viewer may see it. A hidden or sold listing answers
 * 307 → the error catalogue sends the page to /business-unavailable; an unknown one 404 → /404.
 */
export function getBusiness(id: number): Promise<Listing> {
  return api.get<Listing>(LISTING_PATHS.listing(id));
}

/** How often the page asks again while the viewer's NDA request waits for the seller (ms). */
export const NDA_PENDING_REFETCH_MS = 10_000;

/**
 * The listing, asked again every 10 s while the viewer's NDA request is pending and when the window
 * regains focus: once the seller accepts, the details appear without a reload (issue #29).
 */
export const businessQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.listing(id),
    queryFn: () => getBusiness(id),
    retry: false,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.access.nda_request === 'pending' ? NDA_PENDING_REFETCH_MS : false),
  });

export function useBusiness(id: number) {
  return useQuery(businessQuery(id));
}
