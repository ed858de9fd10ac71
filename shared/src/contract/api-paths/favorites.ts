// API paths: favourites (schemas: ../favorites.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).
import type { RoutesOf } from './path';

export const FAVORITES_PATHS = {
  /** GET → `number[]`: the caller's favourite listing ids (the hearts' store). */
  ids: '/api/favorites/ids',
  /** GET → `FavoritesResponse`; POST `{ business_id }` → `FavoriteToggleResponse`. */
  list: '/api/favorites',
  toggle: '/api/favorites',
  /** POST → `FavoritesReadResponse`: marks every favourite read (the change markers start over). */
  read: '/api/favorites/read',
} as const;

/** What each path serves (the API reference's summaries). */
export const FAVORITES_ENDPOINTS: RoutesOf<typeof FAVORITES_PATHS> = {
  ids: { GET: "The caller's favourite listing ids, newest first." },
  list: { GET: '`{ data: FavoriteCard[], read_at }` with the change markers.' },
  toggle: { POST: '`{ business_id }`: toggles → `{ favorite }`; 422 when adding a listing that is not published.' },
  read: { POST: 'Marks every favourite read → `{ read_at }`.' },
};
