import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { OFFER_PATHS, type ChecklistActionRequest, type ChecklistItem, type DueDiligenceItem } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `POST /api/dialogs/{id}/checklist/{item}`: request, answer (with a note) or verify. */
export function actOnChecklist(dialogId: number, item: DueDiligenceItem, body: ChecklistActionRequest): Promise<ChecklistItem> {
  return api.post<ChecklistItem>(OFFER_PATHS.checklistItem(dialogId, item), body, { handled: [409, 422] });
}

export function useActOnChecklist(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, ...body }: ChecklistActionRequest & { item: DueDiligenceItem }) => actOnChecklist(dialogId, item, body),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.checklist(dialogId) }),
  });
}
