import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { useTranslation } from '@bizmarkt/shared/translation';
import { api, forcePoll, isApiError, notify, COMMON_NS } from '@bizmarkt/shared';
import { MESSAGING_PATHS, type SendMessageResponse } from '@bizmarkt/shared/contract';
import { TOAST_LIFE_LONG_MS } from '@bizmarkt/shared/constants';
import { appendMessageToCache } from '../../../lib/dialog-cache';

export interface SendTarget {
  businessId: number;
  /**
   * The buyer, when the listing's owner writes; null for a buyer, who writes about the listing alone
   * (the server takes its owner as the opponent: a masked seller's id is never sent to the page).
   */
  opponentId: number | null;
}

export type Outgoing = { kind: 'text'; text: string } | { kind: 'media'; file: File };

/** `POST /api/messages`: text as JSON, a file as multipart (`media`). 403/429/422 are shown by the caller. */
export function sendMessage(target: SendTarget, outgoing: Outgoing): Promise<SendMessageResponse> {
  const options = { handled: [403, 422, 429] as const };
  if (outgoing.kind === 'text') {
    return api.post<SendMessageResponse>(
      MESSAGING_PATHS.messages,
      { type: 'text', business_id: target.businessId, ...(target.opponentId === null ? {} : { opponent_id: target.opponentId }), message: outgoing.text },
      options,
    );
  }
  const form = new FormData();
  form.append('type', 'media');
  form.append('business_id', String(target.businessId));
  if (target.opponentId !== null) form.append('opponent_id', String(target.opponentId));
  form.append('media', outgoing.file, outgoing.file.name);
  return api.post<SendMessageResponse>(MESSAGING_PATHS.messages, form, options);
}

/**
 * Sending (spec §4, §8): the message joins its dialog, a forced poll follows; 403 is a warning
 * 'Access denied' / 'PRO subscription required', 429 'Please wait before sending more messages.' —
 * both lines in the page's language (the API's 403 text is the spec's English constant).
 * A refused file's 422 message is returned for the input to show under itself.
 */
export function useSendMessage(target: SendTarget) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(COMMON_NS);
  const { t: tm } = useTranslation('messaging');
  return useMutation({
    mutationFn: (outgoing: Outgoing) => sendMessage(target, outgoing),
    onSuccess: (answer) => {
      appendMessageToCache(queryClient, answer.message);
      forcePoll();
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.status === 403) notify({ severity: 'warn', summary: t('apiErrors.accessDenied'), detail: tm('chat.proRequired'), life: TOAST_LIFE_LONG_MS });
      if (error.status === 429) notify({ severity: 'warn', summary: t('apiErrors.tooManyRequests'), detail: tm('chat.rateLimited') });
    },
  });
}
