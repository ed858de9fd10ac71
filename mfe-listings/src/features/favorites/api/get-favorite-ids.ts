import { useEffect } from 'react';
import { api, favoriteIdsStore, useFavoriteIdsStore, useSession } from '@bizmarkt/shared';
import { FAVORITES_PATHS, type FavoriteIdsResponse } from '@bizmarkt/shared/contract';

/** `GET /api/favorites/ids`: the ids of every business the caller saved. */
export function getFavoriteIds(): Promise<FavoriteIdsResponse> {
  return api.get<FavoriteIdsResponse>(FAVORITES_PATHS.ids);
}

/** Fills the shared favourite-ids store for this user, once however many hearts ask at the same time. */
export async function loadFavoriteIds(userId: number): Promise<void> {
  const store = favoriteIdsStore.getState();
  if (store.userId === userId || store.loadingFor === userId) return;
  store.startLoading(userId);
  try {
    const ids = await getFavoriteIds();
    // The session may have ended (or changed hands) while the answer travelled.
    if (favoriteIdsStore.getState().loadingFor === userId) favoriteIdsStore.getState().fill(userId, ids);
  } catch {
    // The catalogue has already said why; a later heart may try again.
    favoriteIdsStore.getState().failLoading();
  }
}

/**
 * Whether `businessId` is one of the logged-in user's favourites. The first heart rendered after a
 * login fills the store; a visitor has none.
 */
export function useIsFavorite(businessId: number): boolean {
  const userId = useSession((state) => state.user?.id ?? null);
  const loadedFor = useFavoriteIdsStore((state) => state.userId);
  const favorite = useFavoriteIdsStore((state) => state.ids.has(businessId));
  useEffect(() => {
    if (userId !== null && loadedFor !== userId) void loadFavoriteIds(userId);
  }, [userId, loadedFor]);
  return userId !== null && loadedFor === userId && favorite;
}
