import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { SELLERBOARD_PATHS, type ImportCurrency, type SellerboardConnection } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

export interface SellerboardLink {
  url: string;
  /** The report's currency: each sync converts its months into US dollars (decision 0193). */
  currency: ImportCurrency;
}

/** `POST /api/businesses/{id}/sellerboard {url, currency}`: a bad link is a 422 shown under the field. */
export function connectSellerboard(businessId: number, link: SellerboardLink): Promise<SellerboardConnection> {
  return api.post<SellerboardConnection>(SELLERBOARD_PATHS.connection(businessId), link, { handled: [422] });
}

export function useConnectSellerboard(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: SellerboardLink) => connectSellerboard(businessId, link),
    onSuccess: (connection) => queryClient.setQueryData(queryKeys.sellerboardConnection(businessId), connection),
  });
}
