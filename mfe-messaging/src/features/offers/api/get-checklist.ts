import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { OFFER_PATHS, type ChecklistResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/dialogs/{id}/checklist`: the eleven items of the deal's due diligence and the progress. */
export function getChecklist(dialogId: number): Promise<ChecklistResponse> {
  return api.get<ChecklistResponse>(OFFER_PATHS.checklist(dialogId));
}

export function checklistQueryOptions(dialogId: number) {
  return queryOptions({ queryKey: queryKeys.checklist(dialogId), queryFn: () => getChecklist(dialogId) });
}

/** Read afresh whenever the tab opens: the other side's answers arrive without a message. */
export function useChecklist(dialogId: number) {
  return useQuery({ ...checklistQueryOptions(dialogId), refetchOnMount: 'always' });
}
