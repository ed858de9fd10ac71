import { useMutation } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { MESSAGING_PATHS, type NdaRequest, type NdaRequestResponse } from '@bizmarkt/shared/contract';

/** `POST /api/messages/nda`: the signature and the request to the seller (dialog created when needed). */
export function requestNda(body: NdaRequest): Promise<NdaRequestResponse> {
  return api.post<NdaRequestResponse>(MESSAGING_PATHS.ndaRequest, body, { handled: [422] });
}

export function useRequestNda() {
  return useMutation({ mutationFn: requestNda });
}
