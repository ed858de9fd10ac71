import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { OFFER_PATHS, type Offer } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `POST /api/offers/{id}/accept`: signing with the account's full name. */
export function acceptOffer(offerId: number, version: number, signerName: string): Promise<Offer> {
  return api.post<Offer>(OFFER_PATHS.accept(offerId), { version, signer_name: signerName }, { handled: [409, 422] });
}

export function useAcceptOffer(dialogId: number, offerId: number, version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signerName: string) => acceptOffer(offerId, version, signerName),
    onSuccess: () => {
      // Acceptance moves both steps to due diligence.
      void queryClient.invalidateQueries({ queryKey: queryKeys.dialogs() });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.offers(dialogId) }),
  });
}
