// API paths: moderation (schemas: ../listing-moderation.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).
import { apiPath, type RoutesOf } from './path';

/** API paths of the moderation screen (the client's endpoint files use these). */
export const MODERATION_PATHS = {
  queue: '/api/admin/businesses',
  detail: apiPath('/api/admin/businesses/:id'),
  verify: apiPath('/api/admin/businesses/:id/verify'),
  cancel: apiPath('/api/admin/businesses/:id/cancel'),
} as const;

/** What each path serves (the API reference's summaries). */
export const MODERATION_ENDPOINTS: RoutesOf<typeof MODERATION_PATHS> = {
  queue: { GET: '`?status=&page=&per_page=`: the queue of one status (default pending).' },
  detail: { GET: 'The listing in full, its owner, moderation data and `changes` since the last verification.' },
  verify: { POST: 'pending → published; 409 when not pending.' },
  cancel: { POST: '`{ reason }`: pending → canceled; 409 when not pending.' },
};
