// The remote's public surface for the shell's route table: route id → lazily loaded page. Each page
// preloads exactly the namespaces its components use (routes.test.ts checks it), so it suspends once.
import { withNamespaces } from '@bizmarkt/shared';
import type { RemoteRoutes } from '@bizmarkt/shared/federation';
import { prefetchNewestListings } from '../features/landing/api/newest-listings';
import { CONTENT_NS, DETAILS_NS, FAVORITES_NS, MODERATION_NS, MY_LISTINGS_NS, NAMESPACE, SEARCH_NS, UNAVAILABLE_NS } from './register';

const routes = {
  // The newest listings are asked for with the page's code, not after it (features/landing/api/newest-listings.ts).
  landing: withNamespaces([NAMESPACE], () => {
    prefetchNewestListings();
    return import(/* webpackChunkName: "page-landing" */ '../features/landing/components/landing-page');
  }),
  search: withNamespaces([SEARCH_NS, NAMESPACE], () => import(/* webpackChunkName: "page-search" */ '../features/search/components/search-page')),
  'admin-listings': withNamespaces([MODERATION_NS, NAMESPACE], () => import('../features/moderation/components/moderation-queue-page')),
  'admin-listing': withNamespaces([MODERATION_NS, DETAILS_NS, NAMESPACE], () => import('../features/moderation/components/moderation-listing-page')),
  'how-to-buy': withNamespaces([CONTENT_NS, NAMESPACE], () => import(/* webpackChunkName: "page-how-to-buy" */ '../features/content/pages/how-to-buy-page')),
  'how-to-sell': withNamespaces([CONTENT_NS, NAMESPACE], () => import(/* webpackChunkName: "page-how-to-sell" */ '../features/content/pages/how-to-sell-page')),
  faq: withNamespaces([CONTENT_NS, NAMESPACE], () => import(/* webpackChunkName: "page-faq" */ '../features/content/pages/faq-page')),
  'how-we-verify': withNamespaces(
    [CONTENT_NS, NAMESPACE],
    () => import(/* webpackChunkName: "page-how-we-verify" */ '../features/content/pages/how-we-verify-page'),
  ),
  'privacy-policy': withNamespaces(
    [CONTENT_NS, NAMESPACE],
    () => import(/* webpackChunkName: "page-privacy-policy" */ '../features/content/pages/privacy-policy-page'),
  ),
  'terms-of-service': withNamespaces(
    [CONTENT_NS, NAMESPACE],
    () => import(/* webpackChunkName: "page-terms-of-service" */ '../features/content/pages/terms-of-service-page'),
  ),
  imprint: withNamespaces([CONTENT_NS, NAMESPACE], () => import(/* webpackChunkName: "page-imprint" */ '../features/content/pages/imprint-page')),
  contact: withNamespaces([CONTENT_NS, NAMESPACE], () => import(/* webpackChunkName: "page-contact" */ '../features/content/pages/contact-page')),
  favorites: withNamespaces([FAVORITES_NS, NAMESPACE], () => import('../features/favorites/components/favorites-page')),
  'my-listings': withNamespaces(
    [MY_LISTINGS_NS, NAMESPACE],
    () => import(/* webpackChunkName: "page-my-listings" */ '../features/my-listings/components/my-listings-page'),
  ),
  business: withNamespaces([DETAILS_NS, NAMESPACE], () => import(/* webpackChunkName: "page-business" */ '../features/business/components/business-page')),
  'business-unavailable': withNamespaces(
    [UNAVAILABLE_NS, NAMESPACE],
    () => import(/* webpackChunkName: "page-business-unavailable" */ '../features/business-unavailable/components/business-unavailable-page'),
  ),
} satisfies RemoteRoutes;

export default routes;
