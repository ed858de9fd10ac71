// The ids of the listings the current user saved: every heart on the page reads them (spec §4: the
// toggle is optimistic, so a heart on a search card and the business page's heart change together).
// Server data, so it lives in the page's one query cache under `queryKeys.favoriteIds(userId)`, like
// the current user (current-user.ts), and not in a store: the first heart rendered after a login
// starts the one request, however many hearts ask and whichever remote draws them; the toggle
// (mfe-listings' toggle-favorite.ts) writes the answer it expects through `setFavoriteId`, and logging
// out removes the list (`setCurrentUser(…, null)`). Decision 0155.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { FAVORITES_PATHS } from '../contract/api-paths/favorites';
import type { FavoriteIdsResponse } from '../contract/favorites';
import { queryKeys } from '../query-keys';
import { useCurrentUser } from './current-user';

/** `GET /api/favorites/ids`: the ids of every listing the caller saved, newest first. */
export function getFavoriteIds(): Promise<FavoriteIdsResponse> {
  return api.get<FavoriteIdsResponse>(FAVORITES_PATHS.ids);
}

/**
 * The favourite ids of `userId` (none for a visitor: `null`). Fetched once per user and page: never
 * stale and never garbage-collected — the toggles keep the list current and logging out removes it.
 * Not retried: a failure shows the catalogue's toast once, and the next heart that mounts asks again.
 */
export function favoriteIdsQuery(userId: number | null) {
  return queryOptions<FavoriteIdsResponse>({
    queryKey: userId === null ? queryKeys.favoriteIds() : queryKeys.favoriteIds(userId),
    queryFn: getFavoriteIds,
    enabled: userId !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** Whether the current user saved `businessId`; false for a visitor and until the list is loaded. */
export function useIsFavorite(businessId: number): boolean {
  const userId = useCurrentUser()?.id ?? null;
  const { data } = useQuery({ ...favoriteIdsQuery(userId), select: (ids) => ids.includes(businessId) });
  return data ?? false;
}

/** Whether `userId`'s loaded list holds `businessId`; `undefined` while the list is not loaded. */
export function cachedFavorite(queryClient: QueryClient, userId: number, businessId: number): boolean | undefined {
  return queryClient.getQueryData<FavoriteIdsResponse>(queryKeys.favoriteIds(userId))?.includes(businessId);
}

/**
 * Adds `businessId` to `userId`'s cached list, or takes it out; every heart of it re-renders at once.
 * Nothing while the list is not loaded (its answer, still on the way, has the last word then).
 */
export function setFavoriteId(queryClient: QueryClient, userId: number, businessId: number, favorite: boolean): void {
  queryClient.setQueryData<FavoriteIdsResponse>(queryKeys.favoriteIds(userId), (ids) => {
    if (ids === undefined || ids.includes(businessId) === favorite) return ids;
    // A new favourite goes first, as the API orders them (newest first).
    return favorite ? [businessId, ...ids] : ids.filter((id) => id !== businessId);
  });
}
