// API paths: search (schemas: ../search.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).

export const SEARCH_PATHS = {
  /** GET: published listings matching the query (`searchQuerySchema`) → `SearchResponse`. */
  search: '/api/businesses',
} as const;
