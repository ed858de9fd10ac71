// Names every page (WCAG 2.4.2): on each navigation, and when the language changes, the shell sets
// the route's title from `shell:titles.<route id>` ("Log in – Bizmarkt" / "Anmelden – Bizmarkt").
// A page may refine it with `useDocumentTitle` from @bizmarkt/shared (e.g. a listing's name).
import { useEffect } from 'react';
import { useLocation } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { setRouteTitle } from '@bizmarkt/shared';
import type { RouteId } from '@bizmarkt/shared/routing';
import { routeIdForPath } from './prefetch';

/** The i18next key (shell namespace) of a route's document title. */
export function routeTitleKey(id: RouteId): `titles.${RouteId}` {
  return `titles.${id}`;
}

export function DocumentTitle() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  // A path outside the table shows the 404 page, so it gets its title.
  const id = routeIdForPath(pathname) ?? 'not-found';
  // Empty until the namespace is loaded: the title stays "Bizmarkt" rather than showing a key.
  const title = t(routeTitleKey(id), { defaultValue: '' });
  useEffect(() => setRouteTitle(title), [title]);
  return null;
}
