import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api, cachedFavorite, getCurrentUser, setFavoriteId } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { FAVORITES_PATHS, type FavoriteToggleResponse } from '@bizmarkt/shared/contract';

/** `POST /api/favorites { business_id }`: toggles one favourite; answers whether it is one now. */
export function toggleFavorite(businessId: number): Promise<FavoriteToggleResponse> {
  return api.post<FavoriteToggleResponse>(FAVORITES_PATHS.toggle, { business_id: businessId });
}

/**
 * Spec §4: the toggle is optimistic. The heart changes at once in the shared favourite-ids query;
 * the server's answer settles it; a failure puts this heart back (the error catalogue shows the
 * toast) and leaves the others as they are.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onMutate: (businessId: number) => {
      const userId = getCurrentUser(queryClient)?.id;
      if (userId === undefined) return undefined;
      const was = cachedFavorite(queryClient, userId, businessId);
      // Not loaded yet: nothing to show at once; the list's answer on its way has the last word.
      if (was === undefined) return undefined;
      // A refetch of the list on its way would overwrite the change: it is dropped, the cached list
      // kept (nothing refetches the ids today; an invalidation added later would).
      void queryClient.cancelQueries({ queryKey: queryKeys.favoriteIds(userId) });
      setFavoriteId(queryClient, userId, businessId, !was);
      return { userId, was };
    },
    onSuccess: (answer, businessId, context) => {
      if (context) setFavoriteId(queryClient, context.userId, businessId, answer.favorite);
    },
    onError: (_error, businessId, context) => {
      if (context) setFavoriteId(queryClient, context.userId, businessId, context.was);
    },
    // The /favorites list goes stale but is not refetched while open: an item taken out there keeps
    // its place (and its empty heart) so a slip of the finger can be undone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favorites(), refetchType: 'none' }),
  });
}
