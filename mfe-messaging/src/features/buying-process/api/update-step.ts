import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { MESSAGING_PATHS, type DialogStepRequest, type DialogStepResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { patchDialogInCache } from '../../../lib/dialog-cache';

/** `PATCH /api/dialogs/{id}`: moves the caller's own side (seller_step or buyer_step). */
export function updateStep(dialogId: number, body: DialogStepRequest): Promise<DialogStepResponse> {
  return api.patch<DialogStepResponse>(MESSAGING_PATHS.dialog(dialogId), body);
}

export function useUpdateStep(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DialogStepRequest) => updateStep(dialogId, body),
    onSuccess: (answer) => {
      patchDialogInCache(queryClient, dialogId, { buyer_step: answer.buyer_step, seller_step: answer.seller_step });
      // A read of the dialogs that began before this answer (the tab reads them afresh when it opens)
      // would put the old step back, and the next 'Mark as done' would repeat it: read them again now.
      // Invalidating cancels the read in flight; the new one includes this step.
      void queryClient.invalidateQueries({ queryKey: queryKeys.dialogs() });
    },
  });
}
