import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@bizmarkt/shared';
import { MESSAGING_PATHS, type DialogStepRequest, type DialogStepResponse } from '@bizmarkt/shared/contract';
import { patchDialogInCache } from '../../dialogs/lib/dialog-cache';

/** `PATCH /api/dialogs/{id}`: moves the caller's own side (seller_step or buyer_step). */
export function updateStep(dialogId: number, body: DialogStepRequest): Promise<DialogStepResponse> {
  return api.patch<DialogStepResponse>(MESSAGING_PATHS.dialog(dialogId), body);
}

export function useUpdateStep(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DialogStepRequest) => updateStep(dialogId, body),
    onSuccess: (answer) => patchDialogInCache(queryClient, dialogId, { buyer_step: answer.buyer_step, seller_step: answer.seller_step }),
  });
}
