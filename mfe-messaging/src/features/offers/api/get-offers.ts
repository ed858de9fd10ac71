import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { OFFER_PATHS, type OffersResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** How often an open tab reads the offers again: the other side's answer arrives without a message. */
const OFFERS_REFRESH_MS = 30_000;

/** `GET /api/dialogs/{id}/offers`: the dialog's offers, newest first, each with every version. */
export function getOffers(dialogId: number): Promise<OffersResponse> {
  return api.get<OffersResponse>(OFFER_PATHS.dialogOffers(dialogId));
}

export function offersQueryOptions(dialogId: number) {
  return queryOptions({ queryKey: queryKeys.offers(dialogId), queryFn: () => getOffers(dialogId), refetchInterval: OFFERS_REFRESH_MS });
}

/** Read afresh whenever the tab opens (the app's data stays fresh for a minute otherwise), then polled. */
export function useOffers(dialogId: number) {
  return useQuery({ ...offersQueryOptions(dialogId), refetchOnMount: 'always' });
}
