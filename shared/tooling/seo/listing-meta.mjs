// The head of `/business/{id}` (and `/de/business/{id}`): the listing's public fields from the API,
// read as a visitor. Only fields the NDA never protects are used (name, summary, cover image, price,
// category, TTM revenue), picked one by one — never the answer as a whole. A listing that is hidden,
// sold or unknown gets `noindex` and a plain title, never an error page (spec §8: bots get the page
// people get).
import { apiGet } from './api-client.mjs';
import { alternatesFor, documentTitle, localizedUrl } from './page-meta.mjs';
import { clip } from './html.mjs';

const INTL_LOCALES = { en: 'en-US', de: 'de-DE' };

function price(value, locale) {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
}

const FALLBACK_TEXT = {
  en: {
    forSale: (category) => `${category ? `${category} business` : 'Online business'} for sale on Bizmarkt`,
    price: (value) => `asking price ${value}`,
    revenue: (value) => `TTM revenue ${value}`,
    unavailable: 'This listing is not available any more. Browse similar online businesses for sale on Bizmarkt.',
  },
  de: {
    forSale: (category) => `${category ? `Unternehmen (${category})` : 'Online-Unternehmen'} zu verkaufen auf Bizmarkt`,
    price: (value) => `Kaufpreis ${value}`,
    revenue: (value) => `Umsatz (TTM) ${value}`,
    unavailable: 'Dieses Inserat ist nicht mehr verfügbar. Ähnliche Online-Unternehmen finden Sie auf Bizmarkt.',
  },
};

/** "Organic skincare … for sale: asking price $1,150,000, TTM revenue $912,345" when there is no summary. */
export function listingDescription(listing, locale) {
  if (typeof listing.summary === 'string' && listing.summary.trim()) return clip(listing.summary);
  const text = FALLBACK_TEXT[locale];
  const facts = [];
  if (typeof listing.price === 'number') facts.push(text.price(price(listing.price, locale)));
  const revenue = listing.metrics?.ttm_revenue;
  if (typeof revenue === 'number') facts.push(text.revenue(price(revenue, locale)));
  const category = typeof listing.category_name === 'string' ? listing.category_name : null;
  return clip(`${text.forSale(category)}${facts.length ? `: ${facts.join(', ')}` : ''}.`);
}

/** An image URL of the API (`/api/media/…`) made absolute on the public origin; other schemes dropped. */
function absoluteImage(image, origin) {
  if (typeof image !== 'string' || image === '') return undefined;
  try {
    const url = new URL(image, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a path segment can be a listing id (anything else never reaches the API). */
export const isListingId = (id) => /^\d{1,10}$/.test(id);

/** The API's answer for one listing, as a visitor: `{ status, body }` (status 0: unreachable). */
export function fetchListing({ id, locale, apiUrl, fetchImpl }) {
  return apiGet(apiUrl, `/api/businesses/${id}`, { locale, fetchImpl });
}

/**
 * The meta of one listing page from the API's answer (`answer` undefined: the id is not one).
 * `titles` are the build's route titles.
 * @returns {object} meta for `headTags`
 */
export function listingMeta({ locale, origin, titles, answer }) {
  const routeTitle = documentTitle(titles[locale]?.business);
  if (!answer) return { locale, title: routeTitle, noindex: true };
  const { status, body } = answer;
  if (status === 200 && body && body.status === 'published' && typeof body.name === 'string') {
    const barePath = `/business/${Number(body.id)}`;
    return {
      locale,
      title: documentTitle(body.name),
      ogTitle: body.name,
      description: listingDescription(body, locale),
      canonical: localizedUrl(origin, barePath, locale),
      alternates: alternatesFor(origin, barePath),
      image: absoluteImage(body.image, origin),
    };
  }
  if (status === 307)
    return { locale, title: documentTitle(titles[locale]?.['business-unavailable']), description: FALLBACK_TEXT[locale].unavailable, noindex: true };
  // The API is down or slow: the page itself may be fine, so nothing that would drop it from an index.
  if (status === 0 || status >= 500) return { locale, title: routeTitle };
  return { locale, title: routeTitle, noindex: true };
}
