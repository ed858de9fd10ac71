import { useMutation } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { FAVORITES_PATHS, type FavoritesReadResponse } from '@bizmarkt/shared/contract';

/** `POST /api/favorites/read`: the change markers start over from now. */
export function markFavoritesRead(): Promise<FavoritesReadResponse> {
  // Nothing the user asked for: a failure only means the markers show again next time.
  return api.post<FavoritesReadResponse>(FAVORITES_PATHS.read, undefined, { handled: 'all' });
}

export function useMarkFavoritesRead() {
  return useMutation({ mutationFn: markFavoritesRead });
}
