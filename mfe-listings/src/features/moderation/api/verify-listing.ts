import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { MODERATION_PATHS, type ModerationDecisionResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** 409: someone decided first (or the seller withdrew it); the screen says so itself. */
export const DECISION_CONFLICT = 409;

/** `POST /api/admin/businesses/{id}/verify`: pending → published. */
export function verifyListing(id: number): Promise<ModerationDecisionResponse> {
  return api.post<ModerationDecisionResponse>(MODERATION_PATHS.verify(id), undefined, { handled: [DECISION_CONFLICT] });
}

export function useVerifyListing(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => verifyListing(id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminListings() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminListing(id) }),
      ]),
  });
}
