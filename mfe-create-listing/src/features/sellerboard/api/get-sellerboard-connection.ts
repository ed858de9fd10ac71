import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@bizmarkt/shared';
import { SELLERBOARD_PATHS, type SellerboardConnection } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/businesses/{id}/sellerboard`: connected or not, last sync, last error (never the link). */
export function getSellerboardConnection(businessId: number): Promise<SellerboardConnection> {
  return api.get<SellerboardConnection>(SELLERBOARD_PATHS.connection(businessId));
}

export function sellerboardConnectionQueryOptions(businessId: number) {
  return queryOptions({
    queryKey: queryKeys.sellerboardConnection(businessId),
    queryFn: () => getSellerboardConnection(businessId),
  });
}

export function useSellerboardConnection(businessId: number) {
  return useQuery(sellerboardConnectionQueryOptions(businessId));
}
