// API paths: moderation (schemas: ../listing-moderation.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).

/** API paths of the moderation screen (the client's endpoint files use these). */
export const MODERATION_PATHS = {
  queue: '/api/admin/businesses',
  detail: (id: number) => `/api/admin/businesses/${id}`,
  verify: (id: number) => `/api/admin/businesses/${id}/verify`,
  cancel: (id: number) => `/api/admin/businesses/${id}/cancel`,
} as const;
