// API paths: search (schemas: ../search.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).
import type { RoutesOf } from './path';

export const SEARCH_PATHS = {
  /** GET: published listings matching the query (`searchQuerySchema`) → `SearchResponse`. */
  search: '/api/businesses',
} as const;

/** What each path serves (the API reference's summaries). */
export const SEARCH_ENDPOINTS: RoutesOf<typeof SEARCH_PATHS> = {
  search: {
    GET: '`?q&<field>_min/_max&categories&fba_statuses&marketplaces&sort&page&user_id`: search over published listings: cards, `meta`, and `seller` with `user_id`; 422 outside the bounds; 404 unknown `user_id`.',
  },
};
