// The ids of the businesses the current user saved (spec §4: the favourite toggle is optimistic, so
// every heart on the page reads one local list that changes at once). One store for every remote:
// a heart on a search card and the business page's heart agree. Filled after login from
// `GET /api/favorites/ids` (mfe-listings' favorites feature loads it), cleared when the session ends.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { onSessionEnd } from '../session/session-end';

export interface FavoriteIdsState {
  /** Whose ids the store holds; null until loaded (or after logout). */
  userId: number | null;
  ids: ReadonlySet<number>;
  /** The user whose ids are being fetched, so many hearts on one page start one request. */
  loadingFor: number | null;
  startLoading: (userId: number) => void;
  fill: (userId: number, ids: readonly number[]) => void;
  /** The load failed: forget the in-flight mark so a later render may try again. */
  failLoading: () => void;
  setFavorite: (businessId: number, favorite: boolean) => void;
  clear: () => void;
}

const EMPTY: ReadonlySet<number> = new Set();

export const favoriteIdsStore = createStore<FavoriteIdsState>()((set) => ({
  userId: null,
  ids: EMPTY,
  loadingFor: null,
  startLoading: (userId) => set({ loadingFor: userId }),
  fill: (userId, ids) => set({ userId, ids: new Set(ids), loadingFor: null }),
  failLoading: () => set({ loadingFor: null }),
  setFavorite: (businessId, favorite) =>
    set((state) => {
      if (state.ids.has(businessId) === favorite) return state;
      const ids = new Set(state.ids);
      if (favorite) ids.add(businessId);
      else ids.delete(businessId);
      return { ids };
    }),
  clear: () => set({ userId: null, ids: EMPTY, loadingFor: null }),
}));

// Logging out (or any 401) forgets the previous user's favourites.
onSessionEnd(() => favoriteIdsStore.getState().clear());

export function useFavoriteIdsStore<T>(selector: (state: FavoriteIdsState) => T): T {
  return useStore(favoriteIdsStore, selector);
}
