import { useMutation } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, type UnsubscribeRequest, type UnsubscribeResponse } from '@bizmarkt/shared/contract';

/** `POST /api/unsubscribe {token}`: no login needed; 422 for a forged, expired or unknown token. */
export function unsubscribe(body: UnsubscribeRequest): Promise<UnsubscribeResponse> {
  return api.post<UnsubscribeResponse>(ACCOUNT_PATHS.unsubscribe, body, { handled: [422] });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
