// API paths of the service itself: health, stored media, the browser error log. A module of its own,
// so a page bundles the paths of the areas it calls and no others (paths.ts).
import { apiPath, type RoutesOf } from './path';

export const SERVICE_PATHS = {
  /** The load balancer's and the start scripts' probe. */
  health: '/health',
  /** A stored avatar or listing image by its media key (the answers carry these URLs). */
  media: apiPath('/api/media/*'),
  /** POST: the browser's error reports (`ClientErrorLogRequest`; the error-log queue, sendBeacon too). */
  errorLog: '/api/log/js',
  adminErrorLog: '/api/admin/log/js',
} as const;

/** What each path serves (the API reference's summaries). */
export const SERVICE_ENDPOINTS: RoutesOf<typeof SERVICE_PATHS> = {
  health: { GET: '`{ status: "ok", database: "pglite" | "postgres" }` after a query; 503 when the database does not answer; no session.' },
  media: { GET: 'A stored avatar or listing image, cached for a year; 404 for anything else.' },
  errorLog: { POST: 'A batch of 1–8 browser errors → 204; JSON only, 64 KiB, 60 a minute per IP.' },
  adminErrorLog: { GET: '`?page=&per_page=&since=`: the stored client errors, newest first.' },
};
