// Runs once, whichever expose the shell loads first: the remote's i18next namespaces (lazy locale
// files) and its record for the one-copy checks.
import React from 'react';
import { registerAppInstance, registerNamespace } from '@bizmarkt/shared';

/**
 * The core namespace: the landing page's texts and what several pages share (cards, the heart, the
 * search box, categories, business models, the common metric labels, "Try again"). Every page loads it.
 */
export const NAMESPACE = 'listings';
/** One namespace per page family on top of the core, so a page downloads only its own texts. */
export const SEARCH_NS = 'listingsSearch';
export const DETAILS_NS = 'listingsDetails';
export const FAVORITES_NS = 'listingsFavorites';
export const MY_LISTINGS_NS = 'listingsMine';
export const MODERATION_NS = 'listingsModeration';
export const UNAVAILABLE_NS = 'listingsUnavailable';
/** The long-form pages' own texts (how to buy and sell, FAQ, the legal pages): loading, contents, date. */
export const CONTENT_NS = 'listingsContent';

registerNamespace(NAMESPACE, {
  en: () => import('../i18n/core/en.json'),
  de: () => import('../i18n/core/de.json'),
});
registerNamespace(SEARCH_NS, {
  en: () => import('../i18n/search/en.json'),
  de: () => import('../i18n/search/de.json'),
});
registerNamespace(DETAILS_NS, {
  en: () => import('../i18n/details/en.json'),
  de: () => import('../i18n/details/de.json'),
});
registerNamespace(FAVORITES_NS, {
  en: () => import('../i18n/favorites/en.json'),
  de: () => import('../i18n/favorites/de.json'),
});
registerNamespace(MY_LISTINGS_NS, {
  en: () => import('../i18n/my-listings/en.json'),
  de: () => import('../i18n/my-listings/de.json'),
});
registerNamespace(MODERATION_NS, {
  en: () => import('../i18n/moderation/en.json'),
  de: () => import('../i18n/moderation/de.json'),
});
registerNamespace(UNAVAILABLE_NS, {
  en: () => import('../i18n/unavailable/en.json'),
  de: () => import('../i18n/unavailable/de.json'),
});
registerNamespace(CONTENT_NS, {
  en: () => import('../i18n/content/en.json'),
  de: () => import('../i18n/content/de.json'),
});
registerAppInstance('mfe_listings', React);
