import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { MESSAGING_PATHS, type DialogMessagesResponse } from '@bizmarkt/shared/contract';
import { prependMessagesInCache } from '../../../lib/dialog-cache';

/** `GET /api/dialogs/{id}/messages?before_id=`: the page of messages before the oldest one shown. */
export function getOlderMessages(dialogId: number, beforeId: number): Promise<DialogMessagesResponse> {
  return api.get<DialogMessagesResponse>(MESSAGING_PATHS.dialogMessages(dialogId), { query: { before_id: beforeId }, handled: 'all' });
}

export function useOlderMessages(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (beforeId: number) => getOlderMessages(dialogId, beforeId),
    onSuccess: (answer) => prependMessagesInCache(queryClient, dialogId, answer.messages, answer.has_older_messages),
    onError: (error) => console.error('Error load data', error),
  });
}
