import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { OFFER_PATHS, type ChecklistResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { useOfferEvents } from '../hooks/use-offer-events';

/** `GET /api/dialogs/{id}/checklist`: the eleven items of the deal's due diligence and the progress. */
export function getChecklist(dialogId: number): Promise<ChecklistResponse> {
  return api.get<ChecklistResponse>(OFFER_PATHS.checklist(dialogId));
}

export function checklistQueryOptions(dialogId: number) {
  return queryOptions({ queryKey: queryKeys.checklist(dialogId), queryFn: () => getChecklist(dialogId) });
}

/** Read afresh whenever the tab opens, then on each `checklist` event of the stream (or poll of the ladder). */
export function useChecklist(dialogId: number) {
  useOfferEvents(dialogId);
  return useQuery({ ...checklistQueryOptions(dialogId), refetchOnMount: 'always' });
}
