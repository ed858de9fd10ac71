import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { OFFER_PATHS, type Offer, type OfferTermsInput } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `POST /api/offers/{id}/counter`: a new version of the offer (the party whose turn it is). */
export function counterOffer(offerId: number, version: number, terms: OfferTermsInput): Promise<Offer> {
  return api.post<Offer>(OFFER_PATHS.counter(offerId), { version, terms }, { handled: [409, 422] });
}

export function useCounterOffer(dialogId: number, offerId: number, version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: OfferTermsInput) => counterOffer(offerId, version, terms),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.offers(dialogId) }),
  });
}
