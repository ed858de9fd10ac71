// TEMPORARY until lane-browse-api's contract (shared/src/contract/favorites.ts) is merged.
export const FAVORITE_PATHS = {
  ids: '/api/favorites/ids',
  list: '/api/favorites',
  toggle: '/api/favorites',
  read: '/api/favorites/read',
} as const;
export interface FavoriteToggleResponse {
  favorite: boolean;
}
