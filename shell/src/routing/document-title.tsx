// Names every page (WCAG 2.4.2): on each navigation, and when the language changes, the shell sets
// the route's title from `shellTitles:<route id>` ("Log in – Bizmarkt" / "Anmelden – Bizmarkt").
// A page may refine it with `useDocumentTitle` from @bizmarkt/shared (e.g. a listing's name).
//
// The page the browser asked for comes with its title from the server (shared/tooling/seo, the same
// texts through seo.json), so the titles' texts load with the first navigation away from it, not with
// every page's startup (issue #14).
import { useEffect, useState } from 'react';
import { useLocation } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { setRouteTitle, useLocale } from '@bizmarkt/shared';
import type { RouteId } from '@bizmarkt/shared/routing';
import { routeIdForPath } from './prefetch';

/** The namespace of the routes' titles (src/i18n/titles/). */
export const TITLES_NS = 'shellTitles';

/** The i18next key (TITLES_NS) of a route's document title. */
export function routeTitleKey(id: RouteId): RouteId {
  return id;
}

/** The path the server answered (its HTML named that page), or null outside a browser's page load. */
function servedPath(): string | null {
  const [navigation] = typeof performance?.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  try {
    return navigation ? new URL(navigation.name).pathname : null;
  } catch {
    return null;
  }
}

function RouteTitle({ pathname }: { pathname: string }) {
  // Not suspending: until the texts arrive the title stays as it is.
  const { t, ready } = useTranslation(TITLES_NS, { useSuspense: false });
  // A path outside the table shows the 404 page, so it gets its title.
  const id = routeIdForPath(pathname) ?? 'not-found';
  const title = ready ? t(routeTitleKey(id), { defaultValue: '' }) : null;
  useEffect(() => {
    if (title !== null) setRouteTitle(title);
  }, [title]);
  return null;
}

export function DocumentTitle() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const [served] = useState(() => ({ pathname: servedPath(), locale }));
  const [left, setLeft] = useState(false);
  // The server's title holds until the visitor leaves the page it named (or its language).
  const leaving = pathname !== served.pathname || locale !== served.locale;
  if (leaving && !left) setLeft(true);
  return left || leaving ? <RouteTitle pathname={pathname} /> : null;
}
