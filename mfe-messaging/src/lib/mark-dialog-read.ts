import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api, unreadStore } from '@bizmarkt/shared';
import { MESSAGING_PATHS, type DialogReadResponse } from '@bizmarkt/shared/contract';
import { markDialogReadInCache } from './dialog-cache';

/** `POST /api/dialogs/{id}/read`: every message to the caller in the dialog is read. */
export function markDialogRead(dialogId: number): Promise<DialogReadResponse> {
  return api.post<DialogReadResponse>(MESSAGING_PATHS.dialogRead(dialogId), undefined, { handled: 'all' });
}

/** Spec §4: the open dialog is marked read; the badge and the list follow at once. */
export function useMarkDialogRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markDialogRead,
    onMutate: (dialogId) => {
      unreadStore.getState().clearDialog(dialogId);
      markDialogReadInCache(queryClient, dialogId);
    },
    onSuccess: (answer) => unreadStore.getState().setMessages(answer.unreadMessages),
    onError: (error) => console.error('Error load data', error),
  });
}
