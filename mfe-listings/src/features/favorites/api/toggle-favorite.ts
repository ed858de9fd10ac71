import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api, favoriteIdsStore } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { FAVORITES_PATHS, type FavoriteToggleResponse } from '@bizmarkt/shared/contract';

/** `POST /api/favorites { business_id }`: toggles one favourite; answers whether it is one now. */
export function toggleFavorite(businessId: number): Promise<FavoriteToggleResponse> {
  return api.post<FavoriteToggleResponse>(FAVORITES_PATHS.toggle, { business_id: businessId });
}

/**
 * Spec §4: the toggle is optimistic. The heart changes at once in the shared store; the server's
 * answer settles it; a failure puts the heart back (the error catalogue shows the toast).
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onMutate: (businessId: number) => {
      const was = favoriteIdsStore.getState().ids.has(businessId);
      favoriteIdsStore.getState().setFavorite(businessId, !was);
      return { was };
    },
    onSuccess: (answer, businessId) => {
      favoriteIdsStore.getState().setFavorite(businessId, answer.favorite);
    },
    onError: (_error, businessId, context) => {
      if (context) favoriteIdsStore.getState().setFavorite(businessId, context.was);
    },
    // The /favorites list goes stale but is not refetched while open: an item taken out there keeps
    // its place (and its empty heart) so a slip of the finger can be undone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favorites(), refetchType: 'none' }),
  });
}
