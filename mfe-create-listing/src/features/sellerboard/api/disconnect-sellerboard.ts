import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { SELLERBOARD_PATHS, type SellerboardConnection } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `DELETE /api/businesses/{id}/sellerboard`. */
export function disconnectSellerboard(businessId: number): Promise<SellerboardConnection> {
  return api.delete<SellerboardConnection>(SELLERBOARD_PATHS.connection(businessId));
}

export function useDisconnectSellerboard(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectSellerboard(businessId),
    onSuccess: (connection) => queryClient.setQueryData(queryKeys.sellerboardConnection(businessId), connection),
  });
}
