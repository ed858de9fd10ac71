// The first screen drawn by the server (issue #14): what the shell's server puts into a page before
// any of its code has run, and what the shell's code takes over. Shared by the server-side renderers
// (`@bizmarkt/shared/server`), the shell's server (shared/tooling/first-paint.mjs) and the shell.
import type { QueryKey } from '@tanstack/react-query';

/** The element that holds the server's drawing until the app's own is ready (then it is removed). */
export const FIRST_PAINT_ID = 'bz-first-paint';
/** The data block with the answers the server drew from (`FirstPaintData`). */
export const FIRST_PAINT_DATA_ID = 'bz-first-paint-data';
/** On `#root` while the app draws out of sight beneath the server's drawing. */
export const FIRST_PAINT_PENDING_ATTRIBUTE = 'data-first-paint';

/** One API answer the server drew from, so the page's query starts with it instead of asking again. */
export interface FirstPaintQuery {
  queryKey: QueryKey;
  data: unknown;
  /** When the server got it (ms since the epoch): the query's staleness counts from there. */
  dataUpdatedAt: number;
}

export interface FirstPaintData {
  queries: FirstPaintQuery[];
  /**
   * The drawing was an older one, answered at once while the server draws a new one: the page
   * asks the API again for these queries as soon as it shows them.
   */
  stale?: boolean;
  /**
   * The page was asked for without a session cookie, so nobody is logged in: the app knows the visitor
   * is a guest at once instead of after `GET /api/user` (what the guest cookie says on a later visit),
   * and draws what the server drew for a visitor (`/my-listings`, `/delete-account`).
   */
  visitor?: boolean;
}
