import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { OFFER_PATHS, type OffersResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { useOfferEvents } from '../hooks/use-offer-events';

/** `GET /api/dialogs/{id}/offers`: the dialog's offers, newest first, each with every version. */
export function getOffers(dialogId: number): Promise<OffersResponse> {
  return api.get<OffersResponse>(OFFER_PATHS.dialogOffers(dialogId));
}

export function offersQueryOptions(dialogId: number) {
  return queryOptions({ queryKey: queryKeys.offers(dialogId), queryFn: () => getOffers(dialogId) });
}

/**
 * Read afresh whenever the tab opens (the app's data stays fresh for a minute otherwise), then on each
 * `offer` event of the stream, or each poll of the ladder without it (hooks/use-offer-events.ts).
 */
export function useOffers(dialogId: number) {
  useOfferEvents(dialogId);
  return useQuery({ ...offersQueryOptions(dialogId), refetchOnMount: 'always' });
}

/**
 * Until when another buyer's accepted offer holds the dialog's listing (null: none does, or not read
 * yet): the same query as `useOffers`, read where the room holds its actions.
 */
export function useUnderOfferUntil(dialogId: number): string | null {
  return useQuery({ ...offersQueryOptions(dialogId), select: (answer) => answer.under_offer_until }).data ?? null;
}
