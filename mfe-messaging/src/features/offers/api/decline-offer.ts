import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { OFFER_PATHS, type Offer } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `POST /api/offers/{id}/decline`. */
export function declineOffer(offerId: number, version: number): Promise<Offer> {
  return api.post<Offer>(OFFER_PATHS.decline(offerId), { version }, { handled: [409] });
}

export function useDeclineOffer(dialogId: number, offerId: number, version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => declineOffer(offerId, version),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.offers(dialogId) }),
  });
}
