// Tests only (never imported by the app, which loads each file lazily): every namespace's locale
// files, read synchronously, so a test renders a page with exactly the namespaces its route preloads.
import type { NamespaceResources } from '@bizmarkt/shared/testing';
import coreEn from './core/en.json';
import coreDe from './core/de.json';
import searchEn from './search/en.json';
import searchDe from './search/de.json';
import detailsEn from './details/en.json';
import detailsDe from './details/de.json';
import favoritesEn from './favorites/en.json';
import favoritesDe from './favorites/de.json';
import myListingsEn from './my-listings/en.json';
import myListingsDe from './my-listings/de.json';
import moderationEn from './moderation/en.json';
import moderationDe from './moderation/de.json';
import unavailableEn from './unavailable/en.json';
import unavailableDe from './unavailable/de.json';
import contentEn from './content/en.json';
import contentDe from './content/de.json';

/** Namespace → its English and German files (the namespaces `exposes/register.ts` registers). */
export const LOCALE_RESOURCES = {
  listings: { en: coreEn, de: coreDe },
  listingsSearch: { en: searchEn, de: searchDe },
  listingsDetails: { en: detailsEn, de: detailsDe },
  listingsFavorites: { en: favoritesEn, de: favoritesDe },
  listingsMine: { en: myListingsEn, de: myListingsDe },
  listingsModeration: { en: moderationEn, de: moderationDe },
  listingsUnavailable: { en: unavailableEn, de: unavailableDe },
  listingsContent: { en: contentEn, de: contentDe },
} satisfies NamespaceResources;

export type ListingsNamespace = keyof typeof LOCALE_RESOURCES;

/** The resources of the given namespaces only, for `renderWithProviders({ namespaces })`. */
export function resourcesOf(...namespaces: ListingsNamespace[]): NamespaceResources {
  return Object.fromEntries(namespaces.map((ns) => [ns, LOCALE_RESOURCES[ns]]));
}
