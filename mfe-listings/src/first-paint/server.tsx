// What this remote's server draws before the page's code runs (issue #14; `@bizmarkt/shared/server`):
// the landing page with its newest listings and categories. Built for Node into dist/server/
// (shared/tooling/rspack-app.ts) and answered by this remote's static server at
// `GET /__first-paint/<page>` (shared/tooling/first-paint.mjs); the shell's server asks for it.
import { categoriesQueryOptions } from '@bizmarkt/shared';
import { configureFirstPaint, renderFirstPaint, type FirstPaintPage, type FirstPaintRequest } from '@bizmarkt/shared/server';
import LandingPage from '../features/landing/components/landing-page';
import { NEWEST } from '../features/landing/api/newest-listings';
import { categoryCountsQueryOptions } from '../features/landing/api/get-category-counts';
import { searchQueryOptions } from '../features/search/api/search-businesses';
import { NAMESPACE } from '../exposes/register';
import coreEn from '../i18n/core/en.json';
import coreDe from '../i18n/core/de.json';

const core = { [NAMESPACE]: { en: coreEn, de: coreDe } };

/** The pages drawn here, by route id (shared/src/routing/route-table.ts). */
const PAGES: Record<string, FirstPaintPage> = {
  landing: {
    texts: core,
    load: (queryClient, { locale }) =>
      Promise.all([
        queryClient.fetchQuery(searchQueryOptions(NEWEST, locale)),
        queryClient.fetchQuery(categoriesQueryOptions(locale)),
        queryClient.fetchQuery(categoryCountsQueryOptions()),
      ]),
    element: () => <LandingPage />,
  },
};

export const pages = Object.keys(PAGES);

export { configureFirstPaint as configure };

/** The page's first screen, or null for a page this remote does not draw on the server. */
export function render(page: string, request: FirstPaintRequest) {
  const definition = PAGES[page];
  return definition ? renderFirstPaint(definition, request) : Promise.resolve(null);
}
