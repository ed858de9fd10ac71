// What this remote's server draws before the page's code runs (issue #14; `@bizmarkt/shared/server`):
// the landing page with its newest listings and categories, the search page with its results, a
// listing's page for visitors, the long-form pages (how to buy and sell, FAQ, privacy, terms), the
// page of a listing that cannot be opened with its similar listings, and `/my-listings` for visitors.
// Built for Node into dist/server/ (shared/tooling/rspack-app.ts) and answered by this remote's
// static server at `GET /__first-paint/<page>` (shared/tooling/first-paint.mjs); the shell's server
// asks for it.
import { categoriesQueryOptions } from '@bizmarkt/shared';
import { Route, Routes } from '@bizmarkt/shared/router';
import { localizedPaths, ROUTES } from '@bizmarkt/shared/routing';
import { configureFirstPaint, renderFirstPaint, type FirstPaintPage, type FirstPaintRequest } from '@bizmarkt/shared/server';
import LandingPage from '../features/landing/components/landing-page';
import { NEWEST } from '../features/landing/api/newest-listings';
import { categoryCountsQueryOptions } from '../features/landing/api/get-category-counts';
import { searchQueryOptions } from '../features/search/api/search-businesses';
import SearchPage from '../features/search/components/search-page';
import BusinessPage from '../features/business/components/business-page';
import { businessQuery } from '../features/business/api/get-business';
import { BUSINESS_UNAVAILABLE_CATEGORY_PARAM, searchQueryFromParams, type SearchQuery } from '@bizmarkt/shared/contract';
import BusinessUnavailablePage, { categoryIdOf } from '../features/business-unavailable/components/business-unavailable-page';
import { MyListingsView } from '../features/my-listings/components/my-listings-page';
import { ContentPage } from '../features/content/components/content-page';
import { contentDocumentQuery } from '../features/content/api/get-content-document';
import type { ContentPageId } from '../features/content/types/content-document';
import { CONTENT_NS, DETAILS_NS, MY_LISTINGS_NS, NAMESPACE, SEARCH_NS, UNAVAILABLE_NS } from '../exposes/register';
import coreEn from '../i18n/core/en.json';
import coreDe from '../i18n/core/de.json';
import searchEn from '../i18n/search/en.json';
import searchDe from '../i18n/search/de.json';
import detailsEn from '../i18n/details/en.json';
import detailsDe from '../i18n/details/de.json';
import contentEn from '../i18n/content/en.json';
import contentDe from '../i18n/content/de.json';
import unavailableEn from '../i18n/unavailable/en.json';
import unavailableDe from '../i18n/unavailable/de.json';
import myListingsEn from '../i18n/my-listings/en.json';
import myListingsDe from '../i18n/my-listings/de.json';

const core = { [NAMESPACE]: { en: coreEn, de: coreDe } };

/** The search a path asks for (`/de/search?q=pet&sort=newest`), as the page reads it from the URL. */
const searchOf = (path: string) => searchQueryFromParams(new URL(path, 'http://page').searchParams);

/** The listing id of `/business/7` or `/de/business/7`. */
const businessIdOf = (path: string) => Number(/\/business\/(\d+)(?:[/?#]|$)/.exec(path)?.[1] ?? Number.NaN);

/** The similar listings `/business-unavailable?category=3` shows (similar-listings.tsx): that category's newest, else the newest of all. */
async function loadSimilarListings(queryClient: Parameters<Page['load']>[0], { locale, path }: FirstPaintRequest) {
  const categoryId = categoryIdOf(new URL(path, 'http://page').searchParams.get(BUSINESS_UNAVAILABLE_CATEGORY_PARAM));
  const newest: SearchQuery = { sort: 'newest' };
  const [inCategory] = await Promise.all([
    queryClient.fetchQuery(searchQueryOptions(categoryId === null ? newest : { categories: [categoryId], sort: 'newest' }, locale)),
    queryClient.fetchQuery(categoriesQueryOptions(locale)),
  ]);
  if (categoryId !== null && inCategory.data.length === 0) await queryClient.fetchQuery(searchQueryOptions(newest, locale));
}

/** A route's pattern in the route table (`/business/:id`). */
const routePath = (id: string) => ROUTES.find((route) => route.id === id)!.path;

/** A page drawn only for visitors: its answer depends on who asks (the server asks as nobody). */
interface Page extends FirstPaintPage {
  visitorsOnly?: boolean;
}

/** A long-form page (how to buy, FAQ, the legal pages): its text in the request's language. */
const contentPage = (id: ContentPageId): Page => ({
  texts: { ...core, [CONTENT_NS]: { en: contentEn, de: contentDe } },
  load: (queryClient, { locale }) => queryClient.fetchQuery(contentDocumentQuery(id, locale)),
  element: () => <ContentPage page={id} />,
});

/** The pages drawn here, by route id (shared/src/routing/route-table.ts). */
const PAGES: Record<string, Page> = {
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
  search: {
    texts: { ...core, [SEARCH_NS]: { en: searchEn, de: searchDe } },
    load: (queryClient, { locale, path }) =>
      Promise.all([queryClient.fetchQuery(searchQueryOptions(searchOf(path), locale)), queryClient.fetchQuery(categoriesQueryOptions(locale))]),
    element: () => <SearchPage />,
  },
  // A listing as a visitor sees it. A hidden, sold or missing listing fails the drawing (307/404), and
  // the page moves on in the browser as before.
  business: {
    visitorsOnly: true,
    texts: { ...core, [DETAILS_NS]: { en: detailsEn, de: detailsDe } },
    load: (queryClient, { path }) => {
      const id = businessIdOf(path);
      if (!Number.isInteger(id) || id <= 0) return Promise.reject(new Error(`no listing id in ${path}`));
      return queryClient.fetchQuery(businessQuery(id));
    },
    // Under its route's pattern, as in the shell: the page reads the id with useParams.
    element: () => (
      <Routes>
        {localizedPaths(routePath('business')).map((path) => (
          <Route key={path} path={path} element={<BusinessPage />} />
        ))}
      </Routes>
    ),
  },
  'how-to-buy': contentPage('how-to-buy'),
  'how-to-sell': contentPage('how-to-sell'),
  faq: contentPage('faq'),
  'privacy-policy': contentPage('privacy-policy'),
  'terms-of-service': contentPage('terms-of-service'),
  'how-we-verify': contentPage('how-we-verify'),
  // Where a hidden or sold listing sends its visitor: the same for everyone (the similar listings are
  // the public search's).
  'business-unavailable': {
    texts: { ...core, [UNAVAILABLE_NS]: { en: unavailableEn, de: unavailableDe } },
    load: loadSimilarListings,
    element: () => <BusinessUnavailablePage />,
  },
  // For a visitor (no session cookie: nobody is logged in) the page says what it is for and how to log
  // in; the app knows the visitor is a guest at once (the data block's `visitor`), so it draws the
  // same. A member's listings are theirs: drawn by the app.
  'my-listings': {
    visitorsOnly: true,
    texts: { ...core, [MY_LISTINGS_NS]: { en: myListingsEn, de: myListingsDe } },
    load: () => Promise.resolve(),
    element: () => <MyListingsView status="guest" />,
  },
};

export const pages = Object.keys(PAGES);

export { configureFirstPaint as configure };

/** The page's first screen, or null for a page this remote does not draw on the server. */
export function render(page: string, request: FirstPaintRequest) {
  const definition = PAGES[page];
  if (!definition || (definition.visitorsOnly && !request.visitor)) return Promise.resolve(null);
  return renderFirstPaint(definition, request);
}
