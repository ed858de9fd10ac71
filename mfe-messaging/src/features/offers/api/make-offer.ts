import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { OFFER_PATHS, type Offer, type OfferTermsInput } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `POST /api/dialogs/{id}/offers` (the buyer): 409 and 422 are shown by the form. */
export function makeOffer(dialogId: number, terms: OfferTermsInput): Promise<Offer> {
  return api.post<Offer>(OFFER_PATHS.dialogOffers(dialogId), { terms }, { handled: [403, 409, 422] });
}

export function useMakeOffer(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: OfferTermsInput) => makeOffer(dialogId, terms),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.offers(dialogId) }),
  });
}
