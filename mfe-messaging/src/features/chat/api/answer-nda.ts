import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { MESSAGING_PATHS, type NdaAnswerRequest, type NdaAnswerResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { replaceMessageInCache } from '../../../lib/dialog-cache';

/** `PATCH /api/messages/nda/{id}`: the seller accepts or rejects the pending request. */
export function answerNda(messageId: number, result: NdaAnswerRequest['result']): Promise<NdaAnswerResponse> {
  return api.patch<NdaAnswerResponse>(MESSAGING_PATHS.ndaAnswer(messageId), { result });
}

export function useAnswerNda(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, result }: { messageId: number; result: NdaAnswerRequest['result'] }) => answerNda(messageId, result),
    onSuccess: (answer) => {
      replaceMessageInCache(queryClient, answer.replaced_message_id, answer.message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.ndaRecords(dialogId) });
    },
  });
}
