// Taking over from the server's drawing of the first screen (issue #14; shared/tooling/first-paint.mjs).
// The server put a picture of the page in `#bz-first-paint` (inert, hidden from assistive technology)
// and the API answers it drew from in a data block; #root is out of sight beneath it
// (`data-first-paint`, app.css) but laid out, so the header measures itself as usual. The page's
// queries start from those answers, so the app draws the same screen; when the page (or its error) is
// drawn, the picture goes and #root shows, in the same frame.
import { useLayoutEffect } from 'react';
import type { QueryClient } from '@bizmarkt/shared/query';
import { sessionStore } from '@bizmarkt/shared';
import { FIRST_PAINT_DATA_ID, FIRST_PAINT_ID, FIRST_PAINT_PENDING_ATTRIBUTE, type FirstPaintData } from '@bizmarkt/shared/first-paint';

/**
 * Puts the answers the server drew from into the page's queries (before the first render); whether
 * the server drew this page's first screen. A page asked for without a session cookie logs the page
 * out at once (and sets the guest cookie, as a 401 from `GET /api/user` would): nobody can be logged in
 * without that cookie, and the page then draws at once what the server drew for a visitor instead of
 * its "who is there?" state (SessionBootstrap asks no more).
 */
export function seedFirstPaintQueries(queryClient: QueryClient, doc: Document = document): boolean {
  const block = doc.getElementById(FIRST_PAINT_DATA_ID);
  if (block) block.remove();
  if (!doc.getElementById(FIRST_PAINT_ID)) return false;
  if (!block) return true;
  try {
    const { queries, stale, visitor } = JSON.parse(block.textContent ?? '') as FirstPaintData;
    if (visitor === true && !sessionStore.getState().isLoggedIn) sessionStore.getState().clear();
    for (const query of queries) {
      queryClient.setQueryData(query.queryKey, query.data, { updatedAt: query.dataUpdatedAt });
      // Shown at once, asked again as soon as the page uses it.
      if (stale) void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
    }
  } catch (error) {
    // The page then asks the API itself, as it does without a server drawing.
    console.error('[shell] unreadable first-paint data', error);
  }
  return true;
}

/** Removes the server's drawing and shows the app's (once; later calls do nothing). */
export function handOverFirstPaint(doc: Document = document): void {
  doc.getElementById(FIRST_PAINT_ID)?.remove();
  doc.getElementById('root')?.removeAttribute(FIRST_PAINT_PENDING_ATTRIBUTE);
}

/** Rendered with a page's content (or in place of it: its error): the app's screen is ready. */
export function FirstPaintHandover() {
  useLayoutEffect(() => handOverFirstPaint(), []);
  return null;
}
