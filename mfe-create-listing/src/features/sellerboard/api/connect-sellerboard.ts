import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { SELLERBOARD_PATHS, type SellerboardConnection } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `POST /api/businesses/{id}/sellerboard {url}`: a bad link is a 422 shown under the field. */
export function connectSellerboard(businessId: number, url: string): Promise<SellerboardConnection> {
  return api.post<SellerboardConnection>(SELLERBOARD_PATHS.connection(businessId), { url }, { handled: [422] });
}

export function useConnectSellerboard(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => connectSellerboard(businessId, url),
    onSuccess: (connection) => queryClient.setQueryData(queryKeys.sellerboardConnection(businessId), connection),
  });
}
