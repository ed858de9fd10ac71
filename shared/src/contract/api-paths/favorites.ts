// API paths: favourites (schemas: ../favorites.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).

export const FAVORITES_PATHS = {
  /** GET → `number[]`: the caller's favourite listing ids (the hearts' store). */
  ids: '/api/favorites/ids',
  /** GET → `FavoritesResponse`; POST `{ business_id }` → `FavoriteToggleResponse`. */
  list: '/api/favorites',
  toggle: '/api/favorites',
  /** POST → `FavoritesReadResponse`: marks every favourite read (the change markers start over). */
  read: '/api/favorites/read',
} as const;
